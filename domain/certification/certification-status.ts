// Enterprise certification (企业认证, issue 15): the statuses of a member's certification. The
// single definition the certification feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/certification_status). Stored numbers follow enterprise_cert.status
// (0 pending, 1 approved, 2 rejected, as the seed writes them); 未认证 is a member without an
// application row, answered as NOT_CERTIFIED. Flow: 未认证 -> 待审核 -> 已认证, or -> 已驳回 ->
// resubmit -> 待审核; 已认证 -> 需重新认证 when the company name or credit code changes.

export const NOT_CERTIFIED = -1;

export const CERTIFICATION_STATUS = { none: NOT_CERTIFIED, pending: 0, certified: 1, rejected: 2, recertify: 3 } as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUS)[keyof typeof CERTIFICATION_STATUS];

export const CERTIFICATION_STATUS_TEXT: Record<CertificationStatus, string> = {
  [-1]: '未认证',
  0: '待审核',
  1: '已认证',
  2: '已驳回',
  3: '需重新认证',
};

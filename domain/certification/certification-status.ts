// Enterprise certification (企业认证, issue 15): the statuses of a member's certification. The
// single definition the certification feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/certification_status). Stored numbers follow enterprise_cert.status
// (0 pending, 1 approved, 2 rejected, 3 needs re-certification, as the seed writes them); 未认证
// is a member without an application row, answered as NOT_CERTIFIED. Flow: 未认证 -> 待审核 ->
// 已认证, or -> 已驳回 -> resubmit -> 待审核; 已认证 -> 需重新认证 when the company name or credit
// code changes (or staff ask for it) -> resubmit -> 待审核. A member's status is the status of
// their latest application; every application stays as history.
import { IntEnum } from '../shared/int-enum.ts';

export const NOT_CERTIFIED = -1;

export const CERTIFICATION_STATUS = { none: NOT_CERTIFIED, pending: 0, certified: 1, rejected: 2, recertify: 3 } as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUS)[keyof typeof CERTIFICATION_STATUS];
/** The statuses an application row can have (未认证 has no row). */
export type StoredCertificationStatus = Exclude<CertificationStatus, typeof NOT_CERTIFIED>;
export const STORED_CERTIFICATION_STATUSES: readonly StoredCertificationStatus[] = [0, 1, 2, 3];

export const CertificationStatusSchema = IntEnum<CertificationStatus>([-1, 0, 1, 2, 3], '认证状态（-1 未认证，0 待审核，1 已认证，2 已驳回，3 需重新认证）');
export const StoredCertificationStatusSchema = IntEnum<StoredCertificationStatus>([0, 1, 2, 3], '认证状态（0 待审核，1 已认证，2 已驳回，3 需重新认证）');

export const CERTIFICATION_STATUS_TEXT: Record<CertificationStatus, string> = {
  [-1]: '未认证',
  0: '待审核',
  1: '已认证',
  2: '已驳回',
  3: '需重新认证',
};

/** The named transitions of a member's certification. */
export type CertificationTransition = 'submit' | 'approve' | 'reject' | 'resubmit' | 'changeCompany' | 'requireRecertification';

export const CERTIFICATION_TRANSITIONS = {
  [-1]: { submit: 0 },
  0: { approve: 1, reject: 2 },
  1: { changeCompany: 3, requireRecertification: 3 },
  2: { resubmit: 0 },
  3: { resubmit: 0 },
} as const satisfies Record<CertificationStatus, Partial<Record<CertificationTransition, CertificationStatus>>>;

/** The status `transition` leads to from `from`, or null when it is not allowed. */
export function certificationMove(from: CertificationStatus, transition: CertificationTransition): CertificationStatus | null {
  const moves: Partial<Record<CertificationTransition, CertificationStatus>> = CERTIFICATION_TRANSITIONS[from];
  return moves[transition] ?? null;
}

/** The transition that sends an application from `from` (the member's status now), or null when they may not apply. */
export function applyTransition(from: CertificationStatus): 'submit' | 'resubmit' | null {
  if (from === NOT_CERTIFIED) return 'submit';
  if (certificationMove(from, 'resubmit') !== null) return 'resubmit';
  return null;
}

// What the server answers about enterprise certification (docs/api/certification.md): the
// member's status (getEnterpriseAuthStatus), their latest application with its history
// (getEnterpriseAuthInfo), and the staff list's rows; one schema and type each.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { RejectCodeSchema } from './certification-rules.ts';
import { CertificationStatusSchema, StoredCertificationStatusSchema } from './certification-status.ts';

const Str = (description: string) => Type.String({ description });
const When = (description: string) => Type.String({ description: `${description}（ISO 8601）` });

/** getEnterpriseAuthStatus: where the member's certification stands and what they may do. */
export const CertificationState = Type.Object({
  status: CertificationStatusSchema,
  statusText: Str('认证状态'),
  /** The member may send an application now (未认证, 已驳回, 需重新认证; or 已认证 to change the company). */
  mayApply: Type.Boolean({ description: '现在是否可以提交（或修改后重新提交）认证申请' }),
  companyName: Nullable(Str('认证的企业名称')),
  reasonCode: Nullable(RejectCodeSchema),
  reason: Nullable(Str('驳回或要求重新认证的原因')),
  memberType: Type.Integer({ description: '会员类型（1 个人，2 企业）' }),
  vipEndTime: Nullable(When('VIP 到期时间')),
  trialVipDays: Type.Integer({ description: '认证通过可获得的试用 VIP 天数' }),
  /** The member already used the one trial (a re-certification does not grant another). */
  trialUsed: Type.Boolean({ description: '是否已领取过试用 VIP' }),
  /** Spec 9's vip688 flag: the 688 year is offered (VIP688_OFFER, default on). */
  vip688: Type.Boolean({ description: '是否开放 688 年度 VIP' }),
});
export type CertificationState = Static<typeof CertificationState>;

/** One step of the audit log, as the member and the reviewer read it. */
export const CertificationStep = Type.Object({
  transition: Str('步骤（submit 提交，resubmit 重新提交，approve 通过，reject 驳回，changeCompany 变更企业信息，requireRecertification 要求重新认证）'),
  transitionText: Str('步骤名称'),
  statusText: Str('此后的状态'),
  actorText: Str('操作人（会员、审核人员或命令行）'),
  note: Nullable(Str('原因或说明')),
  changes: Type.Array(Type.Object({ field: Str('字段'), before: Nullable(Str('原值')), after: Nullable(Str('新值')) }), { description: '修改的字段' }),
  at: When('时间'),
});
export type CertificationStep = Static<typeof CertificationStep>;

/** getEnterpriseAuthInfo: the member's latest application and every step so far. */
export const CertificationInfo = Type.Object({
  id: Type.Integer({ description: '申请编号' }),
  companyName: Str('企业名称'),
  creditCode: Str('统一社会信用代码'),
  legalPerson: Str('法定代表人'),
  regAddress: Str('注册地址'),
  applicantName: Str('经办人'),
  applicantMobile: Str('经办人手机号'),
  applicantIsLegal: Type.Boolean({ description: '经办人即法定代表人' }),
  licenceUrl: Str('营业执照图片（仅本人和后台可读）'),
  authorisationUrl: Nullable(Str('授权委托书图片（仅本人和后台可读）')),
  codeCheckFailed: Type.Boolean({ description: '信用代码校验位不符，会员已确认' }),
  linkRequested: Type.Boolean({ description: '申请关联已由其他账号认证的企业' }),
  status: StoredCertificationStatusSchema,
  statusText: Str('认证状态'),
  reasonCode: Nullable(RejectCodeSchema),
  reason: Nullable(Str('驳回或要求重新认证的原因')),
  createdAt: When('提交时间'),
  reviewedAt: Nullable(When('审核时间')),
  history: Type.Array(CertificationStep, { description: '全部认证步骤（最早在前）' }),
});
export type CertificationInfo = Static<typeof CertificationInfo>;

/** A row of the staff list: the application, who sent it, what the reviewer must look at. */
export const StaffCertificationRow = Type.Object({
  ...CertificationInfo.properties,
  memberId: Type.Integer({ description: '会员编号' }),
  memberMobile: Nullable(Str('会员手机号')),
  /** The company is certified for another account now (its mobile), when it is. */
  certifiedForMobile: Nullable(Str('该企业已认证的其他账号（手机号）')),
  reviewedBy: Nullable(Str('审核人')),
});
export type StaffCertificationRow = Static<typeof StaffCertificationRow>;

/** Steps' names. */
export const TRANSITION_TEXT: Record<string, string> = {
  submit: '提交认证申请',
  resubmit: '修改后重新提交',
  approve: '审核通过',
  reject: '审核驳回',
  changeCompany: '变更企业名称或信用代码',
  requireRecertification: '要求重新认证',
};

// The Chinese messages of enterprise certification and the VIP it earns: refusals, answers, and
// the messages the member receives at each step (submitted, approved with the trial, rejected
// with the reason, asked to certify again, VIP about to end, 688 year paid).
import { CERT_FILE_MAX_BYTES, REVIEW_NOTE_MAX } from '../../../domain/certification/certification-rules.ts';
import { formatChinaDateTime } from '../../../domain/shared/china-time.ts';

const mb = CERT_FILE_MAX_BYTES / 1024 / 1024;
const day = (d: Date) => formatChinaDateTime(d.toISOString()).slice(0, 10);

export const CERT_MSG = {
  badForm: '认证信息填写有误，请检查后重新提交',
  notMultipart: '请以表单（multipart/form-data）提交认证申请',
  unknownField: (name: string) => `认证申请中含有无法识别的字段：${name.slice(0, 40)}`,
  fieldRepeated: (name: string) => `字段 ${name.slice(0, 40)} 只能填写一次`,
  flag: (name: string) => `字段 ${name.slice(0, 40)} 只能是 true 或 false`,
  licence: '营业执照',
  authorisation: '授权委托书',
  fileTooLarge: (what: string) => `${what}图片不能超过 ${mb} MB`,
  fileType: (what: string) => `${what}只能是 JPG、PNG 或 WEBP 图片（按文件内容识别）`,
  fileMissing: (what: string) => `请上传${what}`,
  authorisationNotNeeded: '经办人即法定代表人时无需上传授权委托书',
  pendingExists: '您的认证申请正在审核中，审核完成前不能重复提交',
  alreadyCertified: '您已完成企业认证；如需变更企业名称或信用代码，请修改后提交',
  certifiedElsewhere: '该企业已由其他账号完成认证。如需将本账号关联到该企业，请勾选“申请关联”后提交，由客服审核',
  submitted: '认证申请已提交，我们将在 1 个工作日内完成审核',
  notFound: '认证申请不存在',
  notPending: (statusText: string) => `该申请当前为「${statusText}」，不能审核`,
  notCertified: (statusText: string) => `该申请当前为「${statusText}」，只有已认证的企业才能要求重新认证`,
  linkNeedsApproval: '这是关联申请：该企业已由其他账号认证，请确认批准关联（approveLink）后再通过',
  linkTaken: '该企业已由其他账号认证，且本申请未申请关联，不能通过；请驳回或请会员重新提交关联申请',
  noteRequired: '原因为“其他原因”时请填写说明',
  noteTooLong: `说明不能超过 ${REVIEW_NOTE_MAX} 个字`,
  approved: '已通过该认证申请',
  rejected: '已驳回该认证申请',
  recertifyAsked: '已要求该会员重新认证',
  messageTitleSubmitted: '企业认证申请已提交',
  messageBodySubmitted: (company: string) => `${company}的企业认证申请已提交，审核结果将通过站内消息通知您。`,
  messageTitleApproved: '企业认证已通过',
  messageBodyApproved: (company: string, trialDays: number | null, vipEnd: Date | null) =>
    `${company}已通过企业认证，您的账号已升级为企业会员。${trialDays !== null && vipEnd ? `赠送的 ${trialDays} 天试用 VIP 已生效，有效期至 ${day(vipEnd)}，期间购买商品享受 VIP 价。` : ''}`,
  messageTitleRejected: '企业认证未通过',
  messageBodyRejected: (company: string, reason: string) => `${company}的企业认证未通过。原因：${reason}。请修改后重新提交。`,
  messageTitleRecertify: '请重新进行企业认证',
  messageBodyRecertify: (company: string, reason: string) => `${company}的企业认证需要重新提交。原因：${reason}。`,
  messageBodyChanged: (company: string) => `您修改了企业名称或统一社会信用代码，${company}的认证申请已重新提交审核。`,
  yes: '是',
  no: '否',
  actorMember: '会员',
  actorCli: '命令行',
  actorStaff: (name: string) => `审核人员 ${name}`,
  vipReminderTitle: 'VIP 即将到期',
  vipReminderBody: (end: Date) => `您的 VIP 将于 ${day(end)} 到期，到期后按会员价购买。开通 688 元年度 VIP，可继续享受 VIP 价。`,
} as const;

// The Chinese messages of supplier cooperation: refusals, answers, the review notes and the
// message the member receives when staff review the application; and of the company lookup.
import { COOPERATION_FILE_MAX_BYTES, REVIEW_NOTE_MAX } from '../../../domain/cooperation/cooperation-rules.ts';

const mb = COOPERATION_FILE_MAX_BYTES / 1024 / 1024;

export const COOP_MSG = {
  badForm: '合作申请填写有误，请检查后重新提交',
  notMultipart: '请以表单（multipart/form-data）提交合作申请',
  unknownField: (name: string) => `合作申请中含有无法识别的字段：${name.slice(0, 40)}`,
  fieldRepeated: (name: string) => `字段 ${name.slice(0, 40)} 只能填写一次`,
  tooManyParts: '合作申请的字段过多',
  fileTooLarge: (what: string) => `${what}文件不能超过 ${mb} MB`,
  fileType: (what: string) => `${what}只能是 JPG、PNG、WEBP 图片或 PDF 文件（按文件内容识别）`,
  fileMissing: (what: string) => `请上传${what}`,
  authorisationRequired: '品牌授权经销商须上传品牌授权书',
  licence: '营业执照',
  authorisation: '品牌授权书',
  categoryUnknown: '所选经营类目不存在，请重新选择',
  pendingExists: '您已有一份合作申请正在审核中，审核完成前不能重复提交；如需修改，请等待审核结果后重新申请',
  alreadyApproved: '您的合作申请已审核通过，无需重复申请',
  saved: '合作申请已提交，我们将在 3 个工作日内完成审核',
  notFound: '合作申请不存在',
  notPending: (statusText: string) => `该申请已审核（${statusText}），不能再次审核`,
  rejectNoteRequired: '驳回申请时请填写原因',
  noteTooLong: `审核意见不能超过 ${REVIEW_NOTE_MAX} 个字`,
  approved: '已通过该合作申请',
  rejected: '已驳回该合作申请',
  messageTitleApproved: '合作申请已通过',
  messageTitleRejected: '合作申请未通过',
  messageBodyApproved: (company: string, programme: string, note: string | null) =>
    `${company}的「${programme}」申请已审核通过。${note ? `审核意见：${note}。` : ''}招商经理将在 2 个工作日内与您联系，完成后续签约。`,
  messageBodyRejected: (company: string, programme: string, note: string) =>
    `${company}的「${programme}」申请未通过。原因：${note}。您可以修改后重新提交申请。`,
  companyNotFound: '企业不存在',
} as const;

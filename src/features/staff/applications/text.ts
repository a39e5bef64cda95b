// Every word of the 合作与分销申请 page (issue 22): the tabs, lists, the application beside the
// list, the decisions.
import type { ApplicationKind, ApplicationReasonProblem } from '../../../../machines/staff/application-review.ts';

export const appText = {
  title: '合作与分销申请',
  intro: '审核供应商合作申请和分销员申请：查看申请内容和附件，通过或填写原因驳回；申请人会收到站内消息。',
  kindsLabel: '申请类型',
  kinds: { cooperation: '合作申请', distributor: '分销员申请' } satisfies Record<ApplicationKind, string>,
  statusLabel: '按状态查看',
  statuses: { pending: '待审核', approved: '已通过', rejected: '未通过', all: '全部' },
  failed: '申请加载失败',
  total: (n: number) => `共 ${n} 份申请`,
  empty: '没有符合条件的申请',
  tableLabel: (kind: ApplicationKind) => `${kind === 'cooperation' ? '合作申请' : '分销员申请'}列表`,
  columns: {
    id: '编号', company: '企业名称', programme: '合作类型', contact: '联系人', realName: '姓名', channel: '推广渠道', member: '会员', createdAt: '申请时间', status: '状态', open: '操作',
  },
  open: '查看',
  openLabel: (name: string) => `查看 ${name} 的申请`,
  pickOne: '在左侧列表中选择一份申请，查看详情并审核。',
  detailTitle: (id: number) => `申请 #${id}`,
  fields: {
    programme: '合作类型', companyName: '企业名称', creditCode: '统一社会信用代码', contact: '联系人', mobile: '联系人手机号', email: '联系邮箱',
    categories: '经营类目', brands: '经营品牌', salesRange: '年销售额', realName: '姓名', channel: '推广渠道', member: '会员账号', createdAt: '申请时间',
    status: '状态', reviewNote: '审核意见', reviewedAt: '审核时间', reviewedBy: '审核人',
  },
  none: '—',
  listSep: '、',
  attachments: '附件',
  licence: '营业执照',
  authorisation: '品牌授权书',
  pdf: (what: string) => `${what}（PDF）`,
  download: (what: string) => `下载${what}`,
  downloadFailed: '附件下载失败',
  approve: '通过',
  reject: '驳回',
  decided: (status: string) => `该申请当前为「${status}」，无需审核。`,
  confirmApprove: { title: '通过申请', body: (name: string) => `确认通过「${name}」的申请？申请人会收到站内消息。`, confirm: '确认通过', cancel: '取消' },
  rejectDialog: { title: '驳回申请', reason: '驳回原因', hint: '申请人会在站内消息中看到原因，最多 200 字。', confirm: '确认驳回', cancel: '取消' },
  problems: {
    required: '请填写驳回原因',
    tooShort: '驳回原因至少 2 个字',
    tooLong: '驳回原因不能超过 200 个字',
  } satisfies Record<ApplicationReasonProblem, string>,
  done: { approved: '已通过，申请人已收到站内消息', rejected: '已驳回，申请人已收到原因' },
};

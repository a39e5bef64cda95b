// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '企业认证',
  states: {
    pending: '审核中',
    certified: '已认证',
    rejected: '已驳回',
    recertify: '重新认证',
    searching: '查询企业',
  },
  events: {
    EDIT_AGAIN: '点「重新提交」',
    LOOKUP: '按名称查询企业',
    PICK_COMPANY: '选择查到的企业',
    PICK: '选择营业执照',
  },
  actors: {
    lookup: '查询企业',
    check: '核对执照',
    submit: '提交认证',
  }
};

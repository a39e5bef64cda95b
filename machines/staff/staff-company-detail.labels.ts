// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '企业详情与转移管理员',
  states: { loading: '加载中', failed: '加载失败', ready: '企业详情', transferForm: '填写转移管理员', transferring: '转移中' },
  events: { RETRY: '重试', TRANSFER: '转移管理员', EDIT: '填写', CONFIRM: '确认转移', CANCEL: '取消' },
  actors: { fetchDetail: '读取企业、成员、部门与审计日志', transfer: '转移管理员' },
};

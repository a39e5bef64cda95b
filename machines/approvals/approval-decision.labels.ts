// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '订单审批',
  states: {
    loading: '读取订单审批详情',
    failure: '读取失败',
    missing: '订单不存在或无权查看',
    ready: '审批详情',
    deciding: '提交审批意见',
    uncertain: '结果未知（网络）',
  },
  events: {
    SET_COMMENT: '填写审批意见',
    APPROVE: '点「同意」',
    REJECT: '点「驳回」',
    RETRY: '重试',
    RELOAD: '重新读取',
  },
  actors: {
    detail: '读取审批详情',
    decide: '提交审批',
  },
};

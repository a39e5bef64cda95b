// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '报价单报价（客服）',
  states: {
    loading: '读取报价单',
    failure: '读取失败',
    missing: '报价单不存在',
    ready: '填写报价',
    sending: '发送报价',
  },
  events: {
    EDIT_LINE: '填写行的单价、交期或备注',
    EDIT: '填写有效期、条款或说明',
    SEND: '点「发送报价」',
    RETRY: '重试',
    RELOAD: '重新读取',
  },
  actors: {
    detail: '读取报价单',
    send: '发送报价',
  },
};

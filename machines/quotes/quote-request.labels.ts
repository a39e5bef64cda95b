// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '申请报价',
  states: {
    editing: '填写留言和期望日期',
    submitting: '提交申请',
    done: '已申请，打开报价单',
  },
  events: {
    EDIT: '填写',
    SUBMIT: '点「提交申请」',
  },
  actors: {
    request: '申请报价',
  },
};

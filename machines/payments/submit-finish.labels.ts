// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '下单成功页',
  states: {
    paying: '去支付中',
  },
  events: {
    PAY: '点「去支付」',
  },
  actors: {
    load: '加载订单',
    startPay: '发起支付',
  }
};

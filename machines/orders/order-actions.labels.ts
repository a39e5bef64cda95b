// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '订单操作',
  states: {
    paying: '去支付中',
    reordering: '再次购买中',
    cancelling: '取消订单',
  },
  events: {
    PAY: '点「去支付」',
    REORDER: '点「再次购买」',
    CANCEL: '点「取消订单」',
    CANCEL_CLOSE: '关闭取消框',
    CANCEL_SUBMIT: '确认取消订单',
  },
  actors: {
    pay: '发起支付',
    reorder: '再次购买',
    cancel: '取消订单',
  }
};

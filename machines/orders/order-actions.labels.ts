// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '订单操作',
  states: {
    paying: '去支付中',
    reordering: '再次购买中',
    cancelling: '取消订单',
    confirmingReceipt: '确认收货',
  },
  events: {
    PAY: '点「去支付」',
    REORDER: '点「再次购买」',
    CANCEL: '点「取消订单」',
    CANCEL_CLOSE: '关闭取消框',
    CANCEL_SUBMIT: '确认取消订单',
    CONFIRM_RECEIPT: '点「确认收货」',
    RECEIPT_CLOSE: '关闭确认收货框',
    RECEIPT_SUBMIT: '确认已收到货',
  },
  actors: {
    pay: '发起支付',
    reorder: '再次购买',
    cancel: '取消订单',
    confirmReceipt: '确认收货',
  }
};

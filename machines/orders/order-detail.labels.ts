// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '订单详情',
  states: {
    settling: '确认支付结果',
    settlingUnpaid: '等待支付结果',
    polling: '查询支付结果',
  },
  events: {
    ORDER: '收到订单',
    REST_PAY: '支付余款',
  },
  actors: {
    load: '加载订单',
    poll: '查询支付',
    refresh: '刷新订单',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '到货通知',
  states: {
    open: '可订阅',
    subscribing: '订阅中',
    subscribed: '已订阅',
    cancelling: '取消订阅中',
  },
  events: {
    SUBSCRIBE: '点「到货通知我」',
    CANCEL: '点「取消通知」',
  },
  actors: {
    loadState: '读取订阅状态',
    subscribe: '订阅',
    cancel: '取消订阅',
  }
};

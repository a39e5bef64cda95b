// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '我的订单',
  events: {
    QUERY: '筛选订单',
  },
  actors: {
    load: '加载订单',
  }
};

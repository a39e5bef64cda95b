// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '服务订单列表',
  actors: {
    load: '加载服务订单',
  }
};

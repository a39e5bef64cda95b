// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '商品列表',
  events: {
    QUERY: '搜索或筛选',
  },
  actors: {
    page: '加载商品',
  }
};

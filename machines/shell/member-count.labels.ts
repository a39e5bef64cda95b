// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '购物车角标',
  events: {
    SET: '数量变为 {total}',
  },
  actors: {
    count: '读取数量',
  }
};

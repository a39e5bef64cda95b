// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '单行加购',
  states: {
    adding: '加入中',
    added: '已加入',
  },
  events: {
    TYPE: '输入数量',
    ADD: '点「加入购物车」',
  },
  actors: {
    addLine: '加入购物车',
  }
};

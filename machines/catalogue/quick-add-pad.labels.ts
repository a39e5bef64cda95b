// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '快速加购',
  states: {
    added: '已加入',
    submitFailed: '加入失败',
    needsLogin: '需要登录',
  },
  events: {
    STEP: '加减数量',
    CLEAR: '清空数量',
  },
  actors: {
    addLines: '加入购物车',
  }
};

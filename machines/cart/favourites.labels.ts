// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '我的收藏',
  states: {
    adding: '加入购物车中',
  },
  events: {
    REMOVE: '点「取消收藏」',
    ADD_TO_CART: '点「加入购物车」',
  },
  actors: {
    page: '加载收藏',
    remove: '取消收藏',
    cart: '加入购物车',
  }
};

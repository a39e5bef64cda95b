// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '商品购买',
  states: {
    cart: '购物车按钮',
    'cart.idle': '购物车按钮空闲',
    adding: '加入购物车中',
    buying: '立即购买中',
    favourite: '收藏按钮',
    'favourite.idle': '收藏按钮空闲',
    removing: '取消收藏中',
  },
  events: {
    RESUME: '登录后继续',
    ADD_TO_CART: '点「加入购物车」',
    BUY_NOW: '点「立即购买」',
    TOGGLE_FAVOURITE: '点「收藏」',
  },
  actors: {
    addToCart: '加入购物车',
    buyNow: '立即购买',
    saveFavourite: '收藏',
    deleteFavourite: '取消收藏',
  }
};

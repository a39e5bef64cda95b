// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '购物车',
  states: {
    updating: '更新中',
    checkout: '去结算中',
  },
  events: {
    CHECKOUT: '点「去结算」',
    DELETE: '点「删除」',
    SET_QTY: '数量改为 {num}',
  },
  actors: {
    list: '加载购物车',
    mutate: '修改购物车',
    draft: '生成结算单',
  }
};

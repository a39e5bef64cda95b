// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '返回采购系统',
  states: {
    idle: '购物车（PunchOut）',
    returning: '取回要提交的购物车',
    submitted: '已提交给采购系统',
    ended: '会话已结束',
  },
  events: {
    RETURN: '点「返回采购系统」',
  },
  actors: {
    returnCart: '返回采购系统',
  },
};

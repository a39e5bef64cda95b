// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: 'VIP 688 年卡',
  states: {
    trial: '试用中',
    purchase: '可购买',
    renew: '可续费',
    expired: '已过期',
    notNeeded: '无需购买',
    off: '未开放',
    buying: '下单中',
  },
  events: {
    BUY: '点「立即开通」',
  },
  actors: {
    buy688: '开通 688 年卡',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: 'VIP 推广弹窗',
  states: {
    promo: '推广',
    dismissed: '已关闭',
    member: '已是会员',
    offer: '688 年卡弹窗',
  },
  events: {
    CLOSE_PROMO: '关闭推广',
    OPEN_OFFER: '打开 688 年卡',
    CLOSE_OFFER: '关闭 688 年卡',
  },
  actors: {
    trialVipDays: '读取试用天数',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '积分兑换',
  states: {
    opening: '打开兑换',
    choose: '选择数量',
    loadingAddresses: '加载地址',
    addressFailed: '地址加载失败',
    address: '选择地址',
    confirm: '确认兑换',
    redeeming: '兑换中',
    redeemed: '兑换成功',
    outOfStock: '库存不足',
    notEnoughPoints: '积分不足',
  },
  events: {
    NEXT: '点「下一步」',
    BACK: '点「上一步」',
    PICK_ADDRESS: '选择收货地址',
    CONFIRM: '点「确认兑换」',
  },
  actors: {
    addresses: '加载地址',
    redeem: '兑换',
  }
};

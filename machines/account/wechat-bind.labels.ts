// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '微信绑定',
  states: {
    unknown: '状态未知',
    unbound: '未绑定',
    scanning: '等待扫码',
    binding: '绑定中',
    bound: '已绑定',
    unbinding: '解绑中',
  },
  events: {
    BIND: '点「绑定微信」',
    UNBIND: '点「解除绑定」',
  },
  actors: {
    binding: '读取绑定状态',
    wechatScan: '微信扫码',
    bind: '绑定',
    unbind: '解绑',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '微信扫码',
  states: {
    showing: '显示二维码',
    waiting: '等待下次查询',
    checking: '查询扫码结果',
    expired: '二维码已过期',
    confirmed: '已确认',
  },
  actors: {
    qr: '取二维码',
    scan: '查询扫码',
  }
};

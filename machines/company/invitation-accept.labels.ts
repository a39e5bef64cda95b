// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '接受企业邀请',
  states: {
    offered: '邀请待接受',
    accepting: '接受中',
    joined: '已加入企业',
  },
  events: {
    ACCEPT: '接受邀请',
  },
  actors: {
    accept: '接受邀请',
  },
};

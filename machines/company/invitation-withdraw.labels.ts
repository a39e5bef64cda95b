// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '撤回企业邀请',
  states: {
    idle: '邀请列表',
    confirming: '确认撤回',
    withdrawing: '撤回中',
    refused: '撤回被拒绝',
  },
  events: {
    WITHDRAW: '撤回',
    CONFIRM: '确认撤回',
    CANCEL: '取消或关闭',
  },
  actors: {
    withdraw: '撤回邀请',
  },
};

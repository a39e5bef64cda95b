// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '分销员申请',
  states: {
    submitted: '已提交',
  },
  actors: {
    apply: '提交申请',
  }
};

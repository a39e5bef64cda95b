// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '合作申请表',
  states: {
    refused: '不能申请',
  },
  actors: {
    submit: '提交申请',
  }
};

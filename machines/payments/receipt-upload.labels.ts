// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '上传转账凭证',
  events: {
    EDIT_AMOUNT: '填写转账金额',
    REST: '填入剩余金额',
    EDIT_PAYER: '填写付款账户名称',
  },
  actors: {
    upload: '上传凭证',
  }
};

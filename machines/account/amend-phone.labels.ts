// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '更换手机号',
  states: {
    verifyOld: '验证原手机',
    bindNew: '绑定新手机',
    checking: '核对验证码',
  },
  events: {
    SUBMIT_OLD: '提交原手机验证码',
    SUBMIT_NEW: '提交新手机号与验证码',
    EDIT: '填写 {field}',
  },
  actors: {
    checkOld: '核对原手机',
    resetMobile: '更换手机号',
  }
};

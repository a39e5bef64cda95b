// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '找回密码',
  states: {
    verify: '验证手机',
    reset: '设置新密码',
    checking: '核对验证码',
  },
  events: {
    SUBMIT_VERIFY: '提交手机号与验证码',
    SUBMIT_PASSWORD: '提交新密码',
  },
  actors: {
    step1: '验证手机',
    step2: '设置新密码',
  }
};

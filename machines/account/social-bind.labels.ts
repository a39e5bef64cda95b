// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '第三方账号绑定',
  states: {
    verifying: '验证手机',
    choosingPassword: '设置密码（可跳过）',
    binding: '绑定中',
  },
  events: {
    SUBMIT_PASSWORD: '提交密码',
    SKIP_PASSWORD: '跳过设置密码',
  },
  actors: {
    step1: '验证手机',
    step2: '完成绑定',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '注册',
  states: {
    registering: '注册中',
    loggingIn: '自动登录中',
    registered: '注册成功',
  },
  actors: {
    register: '注册',
    token: '自动登录',
  }
};

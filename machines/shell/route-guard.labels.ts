// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '登录拦截',
  states: {
    allowed: '允许进入',
  }
};

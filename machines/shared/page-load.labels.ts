// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '页面加载',
  events: {
    LOAD: '打开页面',
  },
  actors: {
    load: '加载页面数据',
  }
};

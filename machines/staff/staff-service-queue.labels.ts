// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '服务订单队列',
  states: {
    loading: '加载中',
    ready: '显示列表',
    failed: '加载失败',
  },
  events: {
    FILTER: '筛选',
    CLEAR: '清除筛选',
    TAB: '切换状态',
    PAGE: '翻页',
    RETRY: '重试',
  },
  actors: {
    fetchPage: '读取服务订单',
  },
};

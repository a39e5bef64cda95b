// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '工作台',
  states: {
    loadingQueues: '读取工作队列',
    loadingReport: '读取经营数据',
    ready: '显示工作台',
    reportFailed: '经营数据加载失败',
    failed: '加载失败',
  },
  events: {
    RETRY: '重试',
    REFRESH: '刷新',
    TOP_BY: '切换热销排序',
  },
  actors: {
    fetchQueues: '读取工作队列数量',
    fetchReport: '读取经营数据',
  },
};

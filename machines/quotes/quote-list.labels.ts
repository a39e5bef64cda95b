// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '报价单列表',
  states: {
    loading: '读取报价单',
    failure: '读取失败',
    ready: '报价单列表',
  },
  events: {
    SWITCH_STATUS: '切换状态标签',
    SEARCH: '按关键词查询',
    PAGE: '翻页',
    REFRESH: '刷新',
    RETRY: '重试',
  },
  actors: {
    page: '读取报价单一页',
  },
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '企业管理列表',
  states: { loading: '加载中', ready: '企业列表', failed: '加载失败' },
  events: { SEARCH: '按名称或信用代码查找', CLEAR: '清空', PAGE: '翻页', RETRY: '重试' },
  actors: { fetchPage: '读取企业列表' },
};

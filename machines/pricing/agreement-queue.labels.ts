// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '协议价列表',
  states: { loading: '加载中', ready: '协议列表', failed: '加载失败' },
  events: { FILTER: '按状态或关键字筛选', PAGE: '翻页', RETRY: '重试' },
  actors: { fetchPage: '读取协议列表' },
};

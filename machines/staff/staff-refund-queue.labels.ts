// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '售后处理列表',
  states: { loading: '加载中', ready: '售后单列表', failed: '加载失败' },
  events: { FILTER: '筛选', PAGE: '翻页', RETRY: '重试' },
  actors: { fetchQueue: '读取售后单与各状态张数' },
};

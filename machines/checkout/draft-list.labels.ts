// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '结算单列表',
  states: {
    'loading.list': '列表',
    'loading.counts': '各状态数量',
    fetching: '读取中',
    fetched: '已读取',
  },
  events: {
    TAB: '切换到 {tab}',
  },
  actors: {
    loadList: '加载列表',
    loadCounts: '加载数量',
    act: '执行操作',
  }
};

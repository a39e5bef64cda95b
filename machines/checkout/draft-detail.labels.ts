// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '结算单详情',
  states: {
    gone: '已删除',
  },
  actors: {
    loadDraft: '加载结算单',
    act: '执行操作',
  }
};

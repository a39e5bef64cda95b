// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '品牌别名',
  states: {
    loading: '加载中',
    failed: '加载失败',
    ready: '显示品牌与别名',
    saving: '保存中',
  },
  events: {
    FILTER: '筛选品牌',
    ADD: '添加别名',
    REMOVE: '删除别名',
    RETRY: '重试',
  },
  actors: {
    fetchBrands: '读取品牌与别名',
    save: '保存别名',
  },
};

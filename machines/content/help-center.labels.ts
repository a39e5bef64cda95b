// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '帮助中心',
  states: {
    loadingCatalogue: '加载目录',
    catalogueFailed: '目录加载失败',
    article: '文章',
    resolving: '查找文章',
    shown: '已显示',
    voting: '提交评价',
    search: '搜索',
    searching: '搜索中',
    results: '搜索结果',
  },
  events: {
    SELECT: '选择文章',
    VOTE: '评价「{helpful}」',
    SEARCH: '搜索「{keyword}」',
    CLEAR_SEARCH: '清除搜索',
  },
  actors: {
    loadCatalogue: '加载目录',
    loadArticle: '加载文章',
    vote: '提交评价',
    search: '搜索',
  },
  values: {
    helpful: {
      true: '有帮助',
      false: '没帮助',
    }
  },
};

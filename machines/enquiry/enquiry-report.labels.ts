// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '询价报告',
  states: {
    calls: '操作',
    adding: '加入购物车中',
    downloading: '下载中',
    again: '再次询价中',
    requesting: '申请报价中',
    choices: '选择',
    synced: '已保存',
    failed: '保存失败',
  },
  events: {
    CHOOSE: '为一行选定商品',
    EDIT_QTY: '修改数量',
    BUY_IN_STOCK: '点「只买现货」',
    ADD_TO_CART: '点「加入购物车」',
    DOWNLOAD: '点「下载报告」',
    AGAIN: '点「再次询价」',
    REQUEST_QUOTE: '点「申请人工报价」',
    RETRY_SAVE: '重试保存',
  },
  actors: {
    saveCart: '加入购物车',
    download: '下载报告',
    again: '再次询价',
    requestQuote: '申请人工报价',
    saveChoices: '保存选择',
  }
};

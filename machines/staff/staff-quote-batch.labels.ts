// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '询价批量报价',
  states: { loading: '加载中', failed: '加载失败', editing: '批量填写报价', saving: '保存中' },
  events: { RETRY: '重试', PAGE: '翻页', EDIT: '填写单元格', CLEAR_ROW: '清空一行', SAVE: '保存全部' },
  actors: { fetchQueue: '读取待报价行', saveBatch: '批量保存报价' },
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '发票抬头表单',
  events: {
    SET_INVOICE_TYPE: '选择发票类型',
    SET_TITLE_TYPE: '选择抬头类型',
    TOGGLE_DEFAULT: '切换「设为默认」',
  },
  actors: {
    save: '保存抬头',
  }
};

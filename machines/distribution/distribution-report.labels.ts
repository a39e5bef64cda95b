// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '分销报表',
  states: {
    notDistributor: '不是分销员',
    loadingReport: '加载报表中',
    details: '明细',
    deciding: '判断中',
    exporting: '导出',
    running: '导出中',
  },
  events: {
    APPLIED: '申请成为分销员',
    CHOOSE_MONTH: '选择月份 {month}',
    EXPORT: '点「导出」',
  },
  actors: {
    loadState: '加载分销员状态',
    loadReport: '加载月度报表',
    loadDetails: '加载明细',
    exportMonth: '导出月报',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '报价单详情',
  states: {
    loading: '读取报价单',
    failure: '读取失败',
    missing: '报价单不存在或无权查看',
    ready: '报价单详情',
    idle: '查看',
    confirming: '确认接受或撤回',
    accepting: '接受报价',
    withdrawing: '撤回报价单',
    rerequesting: '重新申请',
    downloading: '下载 PDF',
    leaving: '打开订单草稿或新报价单',
  },
  events: {
    ASK: '点「接受报价」或「撤回」',
    CONFIRM: '确认',
    CANCEL: '取消',
    REREQUEST: '点「重新申请」',
    DOWNLOAD: '点「下载 PDF」',
    RETRY: '重试',
  },
  actors: {
    detail: '读取报价单',
    accept: '接受报价',
    withdraw: '撤回',
    rerequest: '重新申请',
    download: '下载 PDF',
  },
};

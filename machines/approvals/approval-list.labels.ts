// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '订单审批列表',
  states: {
    loading: '读取审批列表',
    failure: '读取失败',
    ready: '审批列表',
  },
  events: {
    SWITCH_VIEW: '切换到「{view}」',
    PAGE: '翻到第 {current} 页',
    SELECT: '打开订单 {orderId}',
    CLOSE: '关闭订单详情',
    REFRESH: '审批后刷新',
    RETRY: '重试',
  },
  actors: {
    list: '读取审批列表',
  },
  values: {
    view: {
      waiting: '待我审批',
      decided: '我已审批',
      requested: '我提交的',
    },
  },
};

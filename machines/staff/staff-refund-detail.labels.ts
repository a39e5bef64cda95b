// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '售后单处理',
  states: { loading: '加载中', failed: '加载失败', ready: '售后单详情', form: '填写处理内容', sending: '提交中' },
  events: { RETRY: '重试', OPEN: '选择操作', EDIT_REASON: '填写原因', EDIT_TRANSFER: '填写流水号', EDIT_QTY: '填写收货数量', SUBMIT: '提交', CANCEL: '取消' },
  actors: { fetchRefund: '读取售后单', act: '提交处理' },
};

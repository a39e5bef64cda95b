// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '协议价详情与确认',
  states: { loading: '加载中', failed: '加载失败', ready: '协议详情', asking: '确认操作', acting: '提交中' },
  events: { ASK: '确认、驳回或撤销', REASON: '填写驳回原因', CONFIRM: '确定', CANCEL: '取消', RETRY: '重试' },
  actors: { fetch: '读取协议', act: '确认、驳回或撤销协议' },
};

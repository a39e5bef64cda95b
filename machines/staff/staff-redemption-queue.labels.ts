// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '积分兑换发货',
  states: { loading: '加载中', failed: '加载失败', ready: '兑换单列表', form: '填写发货或取消', sending: '提交中' },
  events: { FILTER: '按状态筛选', PAGE: '翻页', RETRY: '重试', OPEN: '选择操作', EDIT: '填写', SUBMIT: '提交', CANCEL: '关闭' },
  actors: { fetchQueue: '读取兑换单与各状态张数', act: '发货、完成或取消' },
};

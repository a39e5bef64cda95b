// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '服务订单处理',
  states: {
    loading: '加载订单',
    failed: '加载失败',
    ready: '显示订单',
    'ready.idle': '等待操作',
    'ready.editing': '填写操作表单',
    'ready.submitting': '提交中',
  },
  events: {
    OPEN: '打开操作',
    CLOSE: '关闭表单',
    PICK: '选择证书文件',
    REMOVE: '移除文件',
    SUBMIT: '提交',
    RELOAD: '刷新',
    RETRY: '重试',
  },
  actors: {
    load: '读取服务订单',
    act: '提交操作',
  },
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '接口客户端',
  states: {
    loading: '读取接口客户端和成员',
    failure: '读取失败',
    ready: '接口客户端列表',
    idle: '查看',
    editing: '填写新建表单',
    saving: '保存接口客户端',
    confirming: '确认轮换或停用',
    rotating: '轮换密钥',
    revoking: '停用接口客户端',
    secret: '显示一次密钥',
  },
  events: {
    NEW: '点「新建接口客户端」',
    EDIT: '填写名称、成员或地址段',
    TOGGLE_SCOPE: '勾选权限范围',
    SUBMIT: '点「创建」',
    CANCEL: '取消',
    ASK: '点「轮换密钥」或「停用」',
    CONFIRM: '确认',
    CLOSE_SECRET: '关闭密钥窗口',
    RETRY: '重试',
  },
  actors: {
    all: '读取接口客户端和成员',
    save: '保存接口客户端',
    rotate: '轮换密钥',
    revoke: '停用',
  },
} as const;

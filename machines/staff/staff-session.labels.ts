// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '后台登录会话',
  states: {
    starting: '启动',
    checking: '核对已保存的令牌',
    signedOut: '未登录',
    loggingIn: '登录中',
    loadingMe: '读取员工信息',
    signedIn: '已登录',
    loggingOut: '退出中',
  },
  events: {
    LOGIN: '提交登录',
    EDIT: '修改输入',
    LOGOUT: '退出登录',
    UNAUTHORIZED: '令牌失效（401）',
  },
  actors: {
    login: '员工登录（user_type=1）',
    fetchMe: '读取当前员工',
    revoke: '注销令牌',
  },
};

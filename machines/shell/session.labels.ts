// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '登录会话',
  states: {
    anonymous: '未登录',
    authenticated: '已登录',
    loadingMember: '读取会员信息',
    loggingOut: '退出中',
  },
  events: {
    LOGIN: '登录成功',
    LOGOUT: '点「退出」',
    UNAUTHORIZED: '服务器答复未登录（401）',
  },
  actors: {
    memberInfo: '读取会员信息',
    revoke: '注销令牌',
  }
};

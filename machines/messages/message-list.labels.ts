// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '消息通知',
  states: {
    opening: '打开消息',
    followed: '已跳转',
    markingAll: '全部标为已读中',
  },
  events: {
    SELECT_KIND: '切换消息类型',
    OPEN: '打开一条消息',
    MARK_ALL: '点「全部已读」',
  },
  actors: {
    load: '加载消息',
    read: '标为已读',
    readAll: '全部标为已读',
  }
};

// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '个人中心',
  states: {
    enquiries: '我的询价',
    messages: '消息通知',
    opening: '打开消息中',
    followed: '已前往消息页面',
  },
  events: {
    RETRY_ENQUIRIES: '点「重试」（询价）',
    RETRY_MESSAGES: '点「重试」（消息）',
    OPEN_MESSAGE: '打开消息 {id}',
  },
  actors: {
    loadEnquiries: '加载最近询价',
    loadMessages: '加载未读消息',
    markRead: '标为已读',
  },
};

// UI text of messages (消息通知), in Simplified Chinese: /messageNotification and the top bar's
// unread link. The kinds' names come from domain/messages/message-kinds.ts.

export const messagesText = {
  pages: {
    messageNotification: '消息通知',
  },
  list: {
    tabsLabel: '消息类型',
    all: '全部',
    tabLabel: (name: string, unread: number) => (unread > 0 ? `${name}，${unread} 条未读` : name),
    markAll: '全部标为已读',
    markAllLabel: (tab: string) => `将「${tab}」中的消息全部标为已读`,
    listLabel: '消息列表',
    unread: '未读',
    read: '已读',
    unreadDot: '未读消息',
    view: '查看详情',
    loading: '正在加载消息…',
    failed: '消息加载失败',
    emptyTitle: '暂无消息',
    emptyBody: '订单、售后、认证等动态都会在这里通知您。',
    emptyTab: (tab: string) => `「${tab}」中暂无消息`,
    toOrders: '去看看我的订单',
    summary: (total: number, unread: number) => `共 ${total} 条消息，${unread} 条未读`,
    pagerLabel: '消息分页',
  },
  topBar: {
    messages: '消息',
    count: (n: number) => (n > 99 ? '99+' : String(n)),
    label: (n: number) => `未读消息 ${n} 条`,
  },
} as const;

// The messages module's own words to clients: refusals and notices of /api/member/message/*.
export const MESSAGE_MSG = {
  notFound: '消息不存在或已删除',
  readOne: '已标为已读',
  readAll: (n: number) => (n > 0 ? `已将 ${n} 条消息标为已读` : '没有未读消息'),
} as const;

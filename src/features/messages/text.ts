// UI text of messages (消息通知), in Simplified Chinese: the titles of its pages (not built yet).

export const messagesText = {
  pages: {
    messageNotification: '消息通知',
  },
} as const;

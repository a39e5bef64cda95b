// UI text of content (help centre, media), in Simplified Chinese: the titles of its pages (not built yet).

export const contentText = {
  pages: {
    helpCenter: '帮助中心',
    mediaDetail: '资讯详情',
    mediaList: '媒体资讯',
  },
} as const;

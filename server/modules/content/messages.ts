// The content module's own words to clients (the shared ones are in domain/shared/messages.ts).
export const CONTENT_MSG = {
  articleNotFound: '文章不存在',
} as const;

// The content module's own words to clients (the shared ones are in domain/shared/messages.ts).
export const CONTENT_MSG = {
  articleNotFound: '文章不存在',
  keywordEmpty: '请输入要搜索的关键词',
  keywordTooLong: (max: number) => `关键词不能超过 ${max} 个字`,
  visitorKeyMissing: '无法识别访客身份，请刷新页面后再试',
  feedbackThanks: '感谢您的反馈',
  categoryNotFound: '文章分类不存在',
  labelTaken: (label: string) => `同类文章中已有链接标识“${label}”，请换一个`,
  contentEmpty: '正文净化后没有可显示的内容，请检查 HTML',
  articleSaved: '文章已保存',
  articleCreated: '文章已发布',
} as const;

// One schema per answer of the content calls (help centre, articles, ads, customer service),
// shared by the server's response schemas and the types the SPA reads.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

/** An article link in the help centre. */
export const HelpArticle = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  title: Type.String({ description: '标题' }),
  label: Type.String({ description: '链接标识' }),
});
export type HelpArticle = Static<typeof HelpArticle>;

/** GET getHelpCenterList: one help-centre category with its articles. */
export const HelpCentreEntry = Type.Object({
  catId: Type.Integer({ description: '分类编号' }),
  catName: Type.String({ description: '分类名称' }),
  articles: Type.Array(HelpArticle, { description: '文章' }),
});
export type HelpCentreEntry = Static<typeof HelpCentreEntry>;

/** GET cmsArticle/get/{id} and the agreements: a whole article. */
export const Article = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  title: Type.String({ description: '标题' }),
  label: Type.String({ description: '链接标识' }),
  summary: Nullable(Type.String({ description: '摘要' })),
  content: Type.String({ description: '正文（HTML）' }),
  coverUrl: Nullable(Type.String({ description: '封面图片' })),
  publishedAt: Type.String({ description: '发布时间（ISO 8601）' }),
  catName: Type.String({ description: '分类名称' }),
});
export type Article = Static<typeof Article>;

/** GET cmsAd/getAdImages/{code}: one live image of an ad slot. */
export const AdImage = Type.Object({
  id: Type.Integer({ description: '广告编号' }),
  title: Type.String({ description: '标题' }),
  imageUrl: Type.String({ description: '图片地址' }),
  linkUrl: Nullable(Type.String({ description: '跳转链接' })),
});
export type AdImage = Static<typeof AdImage>;

/** GET kf/getKFByUserIdFront: the customer-service contacts. */
export const KfInfo = Type.Object({
  qq: Type.String({ description: '客服 QQ' }),
  weixinQrcode: Type.String({ description: '微信客服二维码图片' }),
});
export type KfInfo = Static<typeof KfInfo>;

/** The previous or next article of the same category (help: in the tree's order; media: newest first). */
export const ArticleLink = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  title: Type.String({ description: '标题' }),
  label: Type.String({ description: '链接标识' }),
});
export type ArticleLink = Static<typeof ArticleLink>;

/** One media article in a list (findMediaCenterList, related articles). */
export const MediaCard = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  title: Type.String({ description: '标题' }),
  summary: Nullable(Type.String({ description: '摘要' })),
  coverUrl: Nullable(Type.String({ description: '封面图片（无封面为 null）' })),
  publishedAt: Type.String({ description: '发布时间（ISO 8601）' }),
  catId: Type.Integer({ description: '分类编号' }),
  catName: Type.String({ description: '分类名称' }),
});
export type MediaCard = Static<typeof MediaCard>;

/** GET cmsArticle/mediaCategories: a media category with its number of live articles. */
export const MediaCategory = Type.Object({
  id: Type.Integer({ description: '分类编号' }),
  name: Type.String({ description: '分类名称' }),
  count: Type.Integer({ description: '文章数' }),
});
export type MediaCategory = Static<typeof MediaCategory>;

/** "这篇文章对您有帮助吗？" counts of an article. */
export const FeedbackCounts = Type.Object({
  helpful: Type.Integer({ description: '有帮助票数' }),
  unhelpful: Type.Integer({ description: '没帮助票数' }),
});
export type FeedbackCounts = Static<typeof FeedbackCounts>;

/** POST cmsArticle/feedback/{id}: the counts after the vote and the voter's vote. */
export const FeedbackAnswer = Type.Object({
  helpful: Type.Integer({ description: '有帮助票数' }),
  unhelpful: Type.Integer({ description: '没帮助票数' }),
  myVote: Type.Boolean({ description: '本人的投票（true 有帮助，false 没帮助）' }),
});
export type FeedbackAnswer = Static<typeof FeedbackAnswer>;

/** GET cmsArticle/get/{id}: the article with its neighbours, related media articles and vote counts. */
export const ArticleDetail = Type.Object({
  ...Article.properties,
  catId: Type.Integer({ description: '分类编号' }),
  kind: Type.String({ description: '分类类型（help 帮助，media 资讯，agreement 协议）' }),
  prev: Nullable(Type.Object(ArticleLink.properties, { description: '上一篇（同分类）' })),
  next: Nullable(Type.Object(ArticleLink.properties, { description: '下一篇（同分类）' })),
  related: Type.Array(MediaCard, { description: '相关资讯（仅资讯文章，最多 4 篇）' }),
  feedback: FeedbackCounts,
});
export type ArticleDetail = Static<typeof ArticleDetail>;

/** GET cmsArticle/searchHelp: one help article whose title or text holds the keyword. */
export const HelpSearchHit = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  title: Type.String({ description: '标题' }),
  label: Type.String({ description: '链接标识' }),
  catId: Type.Integer({ description: '分类编号' }),
  catName: Type.String({ description: '分类名称' }),
  snippet: Type.String({ description: '正文中关键词附近的文字（纯文本）' }),
});
export type HelpSearchHit = Static<typeof HelpSearchHit>;

/** POST /api/staff/cms/article/save: the stored article, its content as sanitised. */
export const SavedArticle = Type.Object({
  id: Type.Integer({ description: '文章编号' }),
  categoryId: Type.Integer({ description: '分类编号' }),
  title: Type.String({ description: '标题' }),
  label: Type.String({ description: '链接标识' }),
  summary: Nullable(Type.String({ description: '摘要' })),
  content: Type.String({ description: '正文（净化后的 HTML）' }),
  coverUrl: Nullable(Type.String({ description: '封面图片' })),
  sort: Type.Integer({ description: '排序' }),
  status: Type.Integer({ description: '1 发布，0 下线' }),
  publishedAt: Type.String({ description: '发布时间（ISO 8601）' }),
  created: Type.Boolean({ description: '是否新建' }),
});
export type SavedArticle = Static<typeof SavedArticle>;

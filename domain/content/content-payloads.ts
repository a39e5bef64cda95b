// What clients send to the content calls (media list, help search, votes, the staff save), with
// their limits: one TypeBox schema each, for the server's validation and the SPA's checks.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';

const closed = { additionalProperties: false } as const;

/** Help search keyword length, after trimming. */
export const HELP_KEYWORD_MAX = 40;
/** Most hits one help search answers. */
export const HELP_SEARCH_LIMIT = 20;
/** Most media articles one page holds. */
export const MEDIA_PAGE_SIZE_MAX = 50;
/** Related media articles under an article. */
export const RELATED_LIMIT = 4;
/** The header carrying an anonymous visitor's key (one vote per visitor). */
export const VISITOR_KEY_HEADER = 'x-visitor-key';
/** A visitor key: 16 to 64 URL-safe characters (the SPA makes a random one and keeps it). */
export const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Article HTML, before sanitising. */
export const ARTICLE_CONTENT_MAX = 100_000;

export const MediaListBody = Type.Object(
  {
    current: Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: '页码' }),
    size: Type.Integer({ minimum: 1, maximum: MEDIA_PAGE_SIZE_MAX, default: 9, description: '每页条数' }),
    categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: '资讯分类编号（不填为全部）' })),
  },
  closed,
);
export type MediaListBody = Static<typeof MediaListBody>;

export const HelpSearchQuery = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: HELP_KEYWORD_MAX * 2, description: '关键词（去掉首尾空格后 1~40 字）' }) },
  closed,
);
export type HelpSearchQuery = Static<typeof HelpSearchQuery>;

export const FeedbackBody = Type.Object({ helpful: Type.Boolean({ description: 'true 有帮助，false 没帮助' }) }, closed);
export type FeedbackBody = Static<typeof FeedbackBody>;

/** POST /api/staff/cms/article/save and `npm run content -- publish`: a new article (no id) or an edit. */
export const SaveArticleBody = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '文章编号（修改时填写）' })),
    categoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '分类编号' }),
    title: Type.String({ minLength: 1, maxLength: 100, description: '标题' }),
    label: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$', description: '链接标识（小写字母、数字与短横线）' }),
    summary: Type.Optional(Nullable(Type.String({ maxLength: 300, description: '摘要' }))),
    content: Type.String({ minLength: 1, maxLength: ARTICLE_CONTENT_MAX, description: '正文 HTML（保存时按白名单净化）' }),
    coverUrl: Type.Optional(Nullable(Type.String({ maxLength: 300, pattern: '^(/files/|https://)[^\\s"<>]+$', description: '封面图片（/files/ 或 https 地址）' }))),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999, description: '排序' })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 发布，0 下线' })),
    publishedAt: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40, description: '发布时间（ISO 8601，不填为现在）' })),
  },
  closed,
);
export type SaveArticleBody = Static<typeof SaveArticleBody>;

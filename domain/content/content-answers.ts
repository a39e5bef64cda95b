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

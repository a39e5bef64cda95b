// Every content call answers every field it answered before its response schema existed: each
// answer's keys are compared whole (the site settings with the stored setting itself), so a
// field the schema drops (the compiled serializer leaves out what a schema does not list) fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 5 });
});
afterAll(async () => ctx?.close());

const keys = (value: unknown) => Object.keys(value as object).sort();
const ARTICLE_KEYS = ['catName', 'content', 'coverUrl', 'id', 'label', 'publishedAt', 'summary', 'title'];
/** get/{id} answers the article with its neighbours, related media articles and vote counts (issue 13). */
const DETAIL_KEYS = [...ARTICLE_KEYS, 'catId', 'feedback', 'kind', 'next', 'prev', 'related'].sort();

describe('content calls answer every field', () => {
  it('site settings: the whole stored setting with the vip688 flag (VIP688_OFFER), and the customer-service contacts', async () => {
    const stored = await ctx.handle.db.selectFrom('siteSetting').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const res = await call(ctx, { method: 'GET', url: '/gateway/common/open/common/site/settings' });
    expect(res.body.data).toEqual({ ...(stored.value as object), vip688: true });
    const kf = await call(ctx, { method: 'GET', url: '/gateway/common/open/common/kf/getKFByUserIdFront' });
    expect(kf.body.data).toEqual({ qq: stored.value.qq, weixinQrcode: stored.value.qrWechatService });
  });

  it('help centre, an article and the agreements', async () => {
    const list = await call<{ articles: { id: number }[] }[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/getHelpCenterList' });
    expect(keys(list.body.data[0])).toEqual(['articles', 'catId', 'catName']);
    expect(keys(list.body.data[0]!.articles[0])).toEqual(['id', 'label', 'title']);
    const article = await call(ctx, { method: 'GET', url: `/gateway/common/open/cms/cmsArticle/get/${list.body.data[0]!.articles[0]!.id}` });
    expect(keys(article.body.data)).toEqual(DETAIL_KEYS);
    expect(article.body.data).toMatchObject({ publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    for (const type of ['1', '2']) {
      const agreement = await call(ctx, { method: 'GET', url: `/gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/${type}/1` });
      expect(keys(agreement.body.data)).toEqual(ARTICLE_KEYS);
    }
  });

  it('ad images', async () => {
    const ads = await call<unknown[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsAd/getAdImages/home_banner' });
    for (const ad of ads.body.data) expect(keys(ad)).toEqual(['id', 'imageUrl', 'linkUrl', 'title']);
  });
});

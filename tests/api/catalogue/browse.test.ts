// Open browse and site calls the shell needs: category tree, header zones, hot searches,
// help centre, site settings, customer service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 600 });
});
afterAll(async () => ctx?.close());

interface Node {
  id: number;
  name: string;
  level: number;
  children: Node[];
}

describe('GET /open/goods/category/list', () => {
  it('returns the seeded three-level tree', async () => {
    const { status, body } = await call<Node[]>(ctx, { method: 'GET', url: '/gateway/goods/open/goods/category/list' });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    for (const top of body.data) {
      expect(top.level).toBe(1);
      expect(top.children.length).toBeGreaterThan(0);
      for (const mid of top.children) {
        expect(mid.level).toBe(2);
        expect(mid.children.length).toBeGreaterThan(0);
        for (const leaf of mid.children) expect(leaf).toMatchObject({ level: 3, children: [] });
      }
    }
    expect(body.data.map((n) => n.name)).toContain('轴承');
  });
});

describe('POST /open/goods/scope/list', () => {
  it('pages the header zones (current 1, size 20, type 2)', async () => {
    const { body } = await call<{ records: { id: number; name: string; scopeId: string }[]; total: number; size: number; current: number; pages: number }>(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/scope/list',
      payload: { current: 1, size: 20, type: 2 },
    });
    expect(body.success).toBe(true);
    expect(body.data.current).toBe(1);
    expect(body.data.size).toBe(20);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.pages).toBe(Math.ceil(body.data.total / 20));
    expect(body.data.records[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), scopeId: expect.any(String) }));
  });

  it('pages past the end as an empty page', async () => {
    const { body } = await call<{ records: unknown[]; current: number }>(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/scope/list',
      payload: { current: 99, size: 20, type: 2 },
    });
    expect(body.data.records).toEqual([]);
    expect(body.data.current).toBe(99);
  });
});

describe('GET /open/goods/hotSearch/list', () => {
  it('ranks the last 7 days of the search log, and ignores older searches and misses', async () => {
    const db = ctx.handle.db;
    const old = new Date(Date.now() - 10 * 86_400_000);
    await db
      .insertInto('hotSearchLog')
      .values([
        ...Array.from({ length: 500 }, () => ({ keyword: 'OLD-MODEL', keywordKey: 'OLDMODEL', resultCount: 3, createdAt: old })),
        ...Array.from({ length: 500 }, () => ({ keyword: 'MISS-MODEL', keywordKey: 'MISSMODEL', resultCount: 0 })),
        ...Array.from({ length: 400 }, () => ({ keyword: 'top-one', keywordKey: 'TOPONE', resultCount: 2 })),
      ])
      .execute();
    const { body } = await call<{ goodsModel: string }[]>(ctx, { method: 'GET', url: '/gateway/goods/open/goods/hotSearch/list?size=5' });
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data[0]).toEqual({ goodsModel: 'top-one' });
    const models = body.data.map((d) => d.goodsModel);
    expect(models).not.toContain('OLD-MODEL');
    expect(models).not.toContain('MISS-MODEL');
  });

  it('refuses a size over 20', async () => {
    const res = await call(ctx, { method: 'GET', url: '/gateway/goods/open/goods/hotSearch/list?size=500' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('每页条数不能大于');
  });
});

describe('content and site settings', () => {
  it('lists help-centre categories with their articles', async () => {
    const { body } = await call<{ catId: number; catName: string; articles: { id: number; title: string; label: string }[] }[]>(ctx, {
      method: 'GET',
      url: '/gateway/common/open/cms/cmsArticle/getHelpCenterList',
    });
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const cat of body.data) {
      expect(cat.catName).toBeTruthy();
      expect(cat.articles.length).toBeGreaterThan(0);
      for (const a of cat.articles) expect(a.label).toBeTruthy();
    }
  });

  it('serves the site settings the views show', async () => {
    const { body } = await call<Record<string, unknown>>(ctx, { method: 'GET', url: '/gateway/common/open/common/site/settings' });
    expect(body.data).toMatchObject({ serviceHours: expect.stringContaining('8:30-17:30') });
    for (const key of ['phone', 'icp', 'policeRecord', 'qrMiniProgram', 'qrOfficialAccount', 'promises']) expect(body.data[key]).toBeTruthy();
    expect(body.data.promises).toHaveLength(4);
  });

  it('serves the customer-service contacts', async () => {
    const { body } = await call<{ qq: string; weixinQrcode: string }>(ctx, { method: 'GET', url: '/gateway/common/open/common/kf/getKFByUserIdFront' });
    expect(body.data.qq).toMatch(/^\d+$/);
    expect(body.data.weixinQrcode).toMatch(/\.svg$/);
  });
});

describe('articles', () => {
  it('serves the user agreement and the privacy policy, and refuses an unknown type', async () => {
    const ua = await call<{ title: string; content: string }>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/1/1' });
    expect(ua.body.data.title).toContain('用户协议');
    expect(ua.body.data.content.length).toBeGreaterThan(500);
    const pp = await call<{ title: string }>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/2/1' });
    expect(pp.body.data.title).toContain('隐私政策');
    const bad = await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/getUserAgreementOrPrivacyPolicyInfo/9/1' });
    expect(bad.status).toBe(404);
    expect(bad.body.msg).toBe('协议不存在');
  });

  it('serves an article by id for the help centre', async () => {
    const list = await call<{ articles: { id: number; title: string }[] }[]>(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/getHelpCenterList' });
    const first = list.body.data[0]!.articles[0]!;
    const res = await call<{ id: number; title: string; content: string; catName: string }>(ctx, { method: 'GET', url: `/gateway/common/open/cms/cmsArticle/get/${first.id}` });
    expect(res.body.data).toMatchObject({ id: first.id, title: first.title });
    expect(res.body.data.content.length).toBeGreaterThan(20);
    expect((await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/get/999999' })).status).toBe(404);
    expect((await call(ctx, { method: 'GET', url: '/gateway/common/open/cms/cmsArticle/get/abc' })).status).toBe(400);
  });
});

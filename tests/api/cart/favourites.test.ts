// Favourites (收藏): collect (idempotent), remove one or several, the page of cards (the same
// GoodsCard as every list, priced for the member, plus collectedAt, newest first), the heart state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import { hashPassword } from '../../../server/security/password.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

type FavouriteCard = GoodsCard & { collectedAt: string };

let ctx: TestContext;
let personal: string;
let enterprise: string;
let staff: string;
let fresh: string;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  // These prices are the viewer's tiers (list, member, VIP); the demo company's price agreement (issue 39, SKF 88折) is tested in tests/api/pricing.
  await ctx.handle.db.deleteFrom('priceAgreement').execute();
  await ctx.handle.db.insertInto('member').values({ username: '13500000021', mobile: '13500000021', passwordHash: await hashPassword('Fav12345') }).execute();
  [personal, enterprise, staff, fresh] = await Promise.all([
    login(ctx, DEMO.personal, DEMO.password),
    login(ctx, DEMO.enterprise, DEMO.password),
    login(ctx, DEMO.staff, DEMO.staffPassword, '1'),
    login(ctx, '13500000021', 'Fav12345'),
  ]);
  ids = (await ctx.handle.db.selectFrom('goods').select('id').where('status', '=', 1).orderBy('id').limit(5).execute()).map((r) => r.id);
});
afterAll(async () => ctx?.close());

const collect = <T = unknown>(token: string | undefined, method: 'GET' | 'POST', path: string, payload?: object) =>
  call<T>(ctx, { method, url: `/gateway/goods/api/goods/collect/${path}`, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });

const pageOf = (token: string, current = 1, size = 20) => collect<Page<FavouriteCard>>(token, 'POST', 'page/two', { current, size });

describe('favourites', () => {
  it('refuses a visitor (401) and a staff token (403)', async () => {
    expect((await collect(undefined, 'POST', `save/${ids[0]}`)).status).toBe(401);
    expect((await collect(undefined, 'POST', 'page/two', { current: 1, size: 10 })).status).toBe(401);
    expect((await collect(staff, 'GET', `check/${ids[0]}`)).status).toBe(403);
  });

  it('collects goods once however often it is asked, and shows the heart state', async () => {
    expect((await collect<{ collected: boolean }>(fresh, 'GET', `check/${ids[0]}`)).body.data).toEqual({ collected: false });
    const first = await collect(fresh, 'POST', `save/${ids[0]}`);
    expect(first.body).toMatchObject({ success: true, msg: '已收藏', data: { collected: true } });
    const twice = await collect(fresh, 'POST', `save/${ids[0]}`);
    expect(twice.status).toBe(200);
    const rows = await ctx.handle.db.selectFrom('favourite').selectAll().where('goodsId', '=', ids[0]!).execute();
    expect(rows).toHaveLength(1);
    expect((await collect<{ collected: boolean }>(fresh, 'GET', `check/${ids[0]}`)).body.data).toEqual({ collected: true });
    // The product page shows the same state.
    const product = await call<{ favourite: boolean }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${ids[0]}`, token: fresh });
    expect(product.body.data.favourite).toBe(true);
  });

  it('refuses missing or off-shelf goods and a bad id', async () => {
    const missing = await collect(fresh, 'POST', 'save/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在或已下架');
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', ids[4]!).execute();
    try {
      expect((await collect(fresh, 'POST', `save/${ids[4]}`)).status).toBe(404);
    } finally {
      await ctx.handle.db.updateTable('goods').set({ status: 1 }).where('id', '=', ids[4]!).execute();
    }
    const bad = await collect(fresh, 'POST', 'save/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('编号类型不正确，应为整数');
  });

  it('pages the collected goods as cards, newest first, priced for the viewer', async () => {
    const db = ctx.handle.db;
    for (const member of [personal, enterprise]) for (const id of ids.slice(0, 3)) await collect(member, 'POST', `save/${id}`);
    // Make the order unambiguous: ids[0] oldest, ids[2] newest.
    for (const [i, id] of ids.slice(0, 3).entries()) await db.updateTable('favourite').set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }).where('goodsId', '=', id).execute();
    const mine = await pageOf(personal, 1, 2);
    expect(mine.body.data).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(mine.body.data.records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const second = await pageOf(personal, 2, 2);
    expect(second.body.data.records.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.body.data.records[0]!.collectedAt).toBe('2026-01-01T00:00:00.000Z');

    const card = mine.body.data.records[0]!;
    expect(card).toMatchObject({ priceKind: 'member', priceFen: card.memberPriceFen });
    const vip = (await pageOf(enterprise)).body.data.records.find((r) => r.id === card.id)!;
    expect(vip).toMatchObject({ priceKind: 'vip', priceFen: card.vipPriceFen });
    // The same card as the other goods calls build (brand, category, key specs, stock).
    const { collectedAt: _at, ...plain } = card;
    const product = await call<GoodsCard>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${card.id}`, token: personal });
    expect(product.body.data).toMatchObject(plain);
    expect(plain.brandName).not.toBe('');
    expect(plain.categoryName).not.toBe('');

    const badPage = await collect(personal, 'POST', 'page/two', { current: 0, size: 10 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.msg).toContain('页码');
  });

  it('leaves off-shelf goods out of the page', async () => {
    const db = ctx.handle.db;
    await db.updateTable('goods').set({ status: 0 }).where('id', '=', ids[1]!).execute();
    try {
      const page = await pageOf(personal);
      expect(page.body.data.total).toBe(2);
      expect(page.body.data.records.map((r) => r.id)).toEqual([ids[2], ids[0]]);
    } finally {
      await db.updateTable('goods').set({ status: 1 }).where('id', '=', ids[1]!).execute();
    }
  });

  it('removes one or several, only from the caller\u2019s own favourites', async () => {
    const one = await collect(personal, 'POST', `delete/${ids[2]}`);
    expect(one.body).toMatchObject({ success: true, msg: '已取消收藏', data: { collected: false } });
    expect((await collect(personal, 'POST', `delete/${ids[2]}`)).status).toBe(200);
    expect((await pageOf(personal)).body.data.records.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const batch = await collect<{ removed: number }>(personal, 'POST', 'delete', { ids: [ids[0], ids[1], 999_999_999] });
    expect(batch.body.data).toEqual({ removed: 2 });
    expect((await pageOf(personal)).body.data).toMatchObject({ total: 0, records: [] });
    // The enterprise member's favourites are untouched.
    expect((await pageOf(enterprise)).body.data.total).toBe(3);
    const empty = await collect(personal, 'POST', 'delete', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('编号列表');
  });
});

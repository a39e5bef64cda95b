// The public hot-search list against spam (issue 11 item 6): 400 searches of one phrase from one IP
// neither fill the log nor list the phrase; five members searching a real model list it; a phrase
// must match goods (some search found goods, or its key starts a live goods' key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SEARCHERS } from '../../../server/modules/catalogue/hot-search-repository.ts';
import { SEARCHER_CAP, searcherOf } from '../../../server/modules/catalogue/search-log.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 300 });
  // Only this file's searches: the seeded log would decide nothing here.
  await ctx.handle.db.deleteFrom('hotSearchLog').execute();
});
afterAll(async () => ctx?.close());

const LIST = '/gateway/goods/open/goods/list';
const HOT = '/gateway/goods/open/goods/hotSearch/list?size=20';

async function search(keyword: string, opts: { ip?: string; token?: string } = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: LIST,
    payload: { keyword, current: 1, size: 20 },
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
  expect(res.statusCode).toBe(200);
}

const settle = () => new Promise((r) => setTimeout(r, 400));
const hot = async () => (await call<{ goodsModel: string }[]>(ctx, { method: 'GET', url: HOT })).body.data.map((h) => h.goodsModel);
const logged = (keyword: string) => ctx.handle.db.selectFrom('hotSearchLog').selectAll().where('keyword', '=', keyword).execute();

/** Five member tokens: the three demo members and two more with the same password. */
async function fiveMembers(): Promise<string[]> {
  const db = ctx.handle.db;
  const demo = await db.selectFrom('member').select('passwordHash').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow();
  for (const mobile of ['13800000091', '13800000092']) {
    await db.insertInto('member').values({ username: mobile, mobile, passwordHash: demo.passwordHash, memberType: 1 }).execute();
  }
  const mobiles = [DEMO.personal, DEMO.enterprise, DEMO.distributor, '13800000091', '13800000092'];
  return Promise.all(mobiles.map((m) => login(ctx, m, DEMO.password)));
}

describe('hot searches against spam', () => {
  it('lists no phrase that 400 searches from one IP pushed, and logs at most the per-searcher cap of them', async () => {
    const spam = '6205';
    for (let i = 0; i < 400; i += 20) await Promise.all(Array.from({ length: 20 }, () => search(spam, { ip: '203.0.113.7' })));
    await settle();
    const rows = await logged(spam);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(SEARCHER_CAP);
    for (const r of rows) expect(r).toMatchObject({ memberId: null, searcher: searcherOf(null, '203.0.113.7') });
    // It found goods: the result filter is not what keeps it out.
    expect(rows.every((r) => r.resultCount > 0)).toBe(true);
    expect(await hot()).not.toContain(spam);
  });

  it('lists a real model five members searched, ahead of the one-IP phrase', async () => {
    const tokens = await fiveMembers();
    const { model } = await ctx.handle.db.selectFrom('goods').select('model').where('status', '=', 1).orderBy('salesCount', 'desc').executeTakeFirstOrThrow();
    for (const token of tokens) await search(model, { token });
    await settle();
    const rows = await logged(model);
    expect(new Set(rows.map((r) => r.searcher)).size).toBe(5);
    expect(rows.every((r) => r.resultCount > 0)).toBe(true);
    expect(await hot()).toEqual([model]);
  });

  it('counts distinct visitors by IP, needs several searchers, and lists only phrases that match goods', async () => {
    const { model: real } = await ctx.handle.db.selectFrom('goods').select('model').where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const ips = Array.from({ length: MIN_SEARCHERS }, (_, i) => `198.51.100.${i + 1}`);
    for (const ip of ips.slice(0, -1)) await search(real, { ip });
    await search('NOPE-SPAM-999', { ip: ips[0]! });
    await search('NOPE-SPAM-999', { ip: ips[1]! });
    await search('NOPE-SPAM-999', { ip: ips[2]! });
    await settle();
    expect((await logged('NOPE-SPAM-999')).every((r) => r.resultCount === 0)).toBe(true);
    const before = await hot();
    expect(before).not.toContain(real);
    expect(before).not.toContain('NOPE-SPAM-999');
    await search(real, { ip: ips.at(-1)! });
    await settle();
    const after = await hot();
    expect(after).toContain(real);
    expect(after).not.toContain('NOPE-SPAM-999');
    // A search that found nothing (a filter) still lists a keyword whose key starts a live goods' key.
    const model = await ctx.handle.db.selectFrom('goods').select(['model', 'modelKey']).where('status', '=', 1).orderBy('id').offset(1).executeTakeFirstOrThrow();
    await ctx.handle.db
      .insertInto('hotSearchLog')
      .values(ips.map((ip) => ({ keyword: model.model, keywordKey: model.modelKey, memberId: null, searcher: searcherOf(null, ip), resultCount: 0 })))
      .execute();
    expect(await hot()).toContain(model.model);
  });
});

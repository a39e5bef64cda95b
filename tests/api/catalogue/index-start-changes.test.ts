// A catalogue change heard while the first search index build is under way (issue 41 review): the
// build may already have read the changed goods' batch, so the change must be applied onto the
// index once it is built, not dropped. The build here reads every row and is then held back by a
// gate; a goods taken off the shelf meanwhile must not be found once the index is up.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { catalogueChangesDelivered } from '../../../server/modules/catalogue/catalogue-outbox.ts';
import { catalogueCache } from '../../../server/modules/catalogue/catalogue-cache.ts';
import { SearchIndex } from '../../../server/modules/catalogue/search-index.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { indexHeard } from '../../support/index-changes.ts';

let ctx: TestContext;
let open: () => void = () => {};
const gate = new Promise<void>((resolve) => (open = resolve));
let built: () => void = () => {};
const rowsRead = new Promise<void>((resolve) => (built = resolve));
const build = SearchIndex.build.bind(SearchIndex);
const spy = vi.spyOn(SearchIndex, 'build').mockImplementation(async (db) => {
  const index = await build(db);
  built();
  await gate;
  return index;
});

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
});
afterAll(async () => {
  open();
  spy.mockRestore();
  await ctx?.close();
});

describe('a change heard during the first index build', () => {
  it('is applied once the index is built (a goods taken off the shelf is not found)', async () => {
    await rowsRead;
    const goods = await ctx.app.db.selectFrom('goods').select(['id', 'model', 'modelKey']).where('status', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await ctx.app.db.updateTable('goods').set({ status: 0 }).where('id', '=', goods.id).execute();
    await publishCatalogueChange(ctx.app.db, { kind: 'shelf', ids: [goods.id] });
    // The listener hears it while the build is still held back.
    await catalogueChangesDelivered(ctx.app.db);
    // …and its cache's flush runs (on the next turn of the event loop) before the build ends.
    await new Promise((r) => setTimeout(r, 50));
    expect(catalogueCache(ctx.app.db).loaded()).toBeNull();
    open();
    await indexHeard(ctx.app.db);
    // The index itself (the cards are read from the database and would hide a stale index row):
    // the exact search's total counts the goods of that model the index holds as listed.
    const listed = await ctx.app.db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('modelKey', '=', goods.modelKey).where('status', '=', 1).executeTakeFirstOrThrow();
    const found = await call<{ total: number; records: { id: number }[] }>(ctx, {
      method: 'POST',
      url: '/gateway/goods/open/goods/list',
      payload: { keyword: goods.model, isExactMatch: true, current: 1, size: 100 },
    });
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(Number(listed.n));
    expect(found.body.data.records.map((r) => r.id)).not.toContain(goods.id);
  });
});

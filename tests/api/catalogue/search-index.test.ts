// The in-process search index (search-index.ts, search-index-query.ts): the same answers as the
// database engine it replaced (tests/support/search-oracle.ts: searchGoodsSql, suggestSql) over the
// bench query set with filters, sorts and pages, on both of its paths (small and large match); and
// kept current by the change bus: a shelf, price, stock or goods change published by a write is in
// the next answer, while a write nobody published is not (the index really answers from memory).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_SET } from '../../../bench/cases/search.ts';
import { catalogueCache } from '../../../server/modules/catalogue/catalogue-cache.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { LIMITS, type SearchInput, type SearchOutcome } from '../../../server/modules/catalogue/search-outcome.ts';
import { searchGoods, suggest } from '../../../server/modules/catalogue/search-index-query.ts';
import { IndexTallies, type Tally } from '../../../server/modules/catalogue/search-index-tallies.ts';
import { indexHeard } from '../../support/index-changes.ts';
import { searchGoodsSql, suggestSql } from '../../support/search-oracle.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 1500 });
});
afterAll(async () => ctx?.close());

const cache = () => catalogueCache(ctx.handle.db);

const heard = () => indexHeard(ctx.handle.db);

function input(over: Partial<SearchInput>): SearchInput {
  return { keyword: '', exact: false, leafIds: null, brandIds: [], params: [], inStock: false, sort: 'relevance', current: 1, size: 20, priceKind: 'list', ...over };
}

async function models(n: number): Promise<string[]> {
  const rows = await ctx.handle.db.selectFrom('goods').select('model').orderBy('id').execute();
  const step = Math.max(1, Math.floor(rows.length / n));
  return Array.from({ length: n }, (_, i) => rows[i * step]!.model);
}

/** The comparable part of an outcome (the database engine's capped counts say so and are skipped). */
function shape(o: SearchOutcome) {
  return { ids: o.ids, total: o.total, categories: o.facets.categories, brands: o.facets.brands, params: o.facets.params, matchMode: o.matchMode, keyword: o.keyword };
}

async function both(q: SearchInput) {
  const [mem, db] = await Promise.all([searchGoods(cache(), q), searchGoodsSql(ctx.handle.db, cache(), q)]);
  return { mem, db };
}

async function queries(): Promise<SearchInput[]> {
  const refs = await cache().refs();
  const bearing = [...refs.categories.values()].find((c) => c.name === '深沟球轴承')!;
  const keywords = [...(await models(6)), ...Object.values(QUERY_SET).flat(), ''];
  const out: SearchInput[] = [];
  for (const keyword of keywords) {
    out.push(input({ keyword }));
    out.push(input({ keyword, sort: 'sales' }));
    out.push(input({ keyword, sort: 'price_asc', priceKind: 'member' }));
    out.push(input({ keyword, sort: 'price_desc', current: 2 }));
    out.push(input({ keyword, inStock: true }));
    out.push(input({ keyword, exact: true }));
    out.push(input({ keyword, leafIds: bearing.leafIds }));
  }
  out.push(input({ keyword: '轴承', leafIds: bearing.leafIds, params: [{ name: '内径', value: '25mm' }] }));
  out.push(input({ keyword: '', leafIds: bearing.leafIds, params: [{ name: '内径', value: '25mm' }, { name: '内径', value: '30mm' }], inStock: true }));
  out.push(input({ keyword: '气缸', brandIds: [19, 21], sort: 'sales' }));
  out.push(input({ keyword: '6', current: 3, size: 40 }));
  return out;
}

describe('the index answers as the database engine', () => {
  it('over the bench query set with filters, sorts and pages, on the small and the large path', async () => {
    const limits = LIMITS as { smallSet: number };
    const saved = limits.smallSet;
    const qs = await queries();
    let compared = 0;
    try {
      for (const smallSet of [saved, 0]) {
        limits.smallSet = smallSet;
        for (const q of qs) {
          const { mem, db } = await both(q);
          if (!db.totalExact || !db.facets.exact) continue;
          expect(shape(mem), JSON.stringify({ smallSet, ...q })).toEqual(shape(db));
          expect(mem.totalExact).toBe(true);
          compared++;
        }
      }
    } finally {
      limits.smallSet = saved;
    }
    expect(compared).toBeGreaterThan(qs.length);
  }, 120_000);

  it('suggests the same goods', async () => {
    const refs = await cache().refs();
    void refs;
    for (const keyword of [...(await models(6)), ...Object.values(QUERY_SET).flat()]) {
      const [mem, db] = await Promise.all([suggest(cache(), keyword), suggestSql(ctx.handle.db, cache(), keyword)]);
      expect(mem, keyword).toEqual(db);
    }
  });
});

describe('the trigram candidates of "key contains"', () => {
  it('hold every snapshot row whose key holds the keyword after its first character, and only those when the bucket is sure', async () => {
    const ix = await cache().index();
    const keys = new Set<string>();
    for (let r = 0; r < ix.n; r += 37) {
      const k = ix.key[r]!;
      for (const len of [3, 4, 6]) if (k.length >= len + 1) keys.add(k.slice(1, 1 + len));
    }
    keys.add('2RS').add('620').add('6205').add('ZZZ').add('轴承A');
    let sure = 0;
    for (const k of keys) {
      const candidates = [...(ix.gramCandidates(k) ?? [])];
      const holding = [];
      for (let r = 0; r < ix.n; r++) if (ix.key[r]!.indexOf(k, 1) >= 0) holding.push(r);
      const set = new Set(candidates);
      expect(holding.filter((r) => !set.has(r)), k).toEqual([]);
      expect(candidates, k).toEqual([...candidates].sort((a, b) => a - b));
      if (ix.gramSure(k)) {
        sure++;
        expect(candidates, k).toEqual(holding);
      }
    }
    expect(sure).toBeGreaterThan(10);
  });
});

describe('kept current by the change bus', () => {
  async function listed(payload: Record<string, unknown>) {
    const res = await call<{ total: number; records: { id: number; priceFen: number }[] }>(ctx, {
      method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, ...payload },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function goods() {
    return ctx.handle.db.selectFrom('goods').select(['id', 'model', 'modelKey', 'listPriceFen']).where('status', '=', 1).orderBy('id').offset(37).limit(1).executeTakeFirstOrThrow();
  }

  it('does not see a write nobody published (it answers from memory), and sees it once published', async () => {
    const g = await goods();
    await cache().index();
    const before = await listed({ keyword: g.model, isExactMatch: true });
    expect(before.records.map((r) => r.id)).toContain(g.id);
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', g.id).execute();
    // The count still comes from memory (the cards are read fresh, so the card itself is gone).
    expect((await listed({ keyword: g.model, isExactMatch: true })).total).toBe(before.total);
    await publishCatalogueChange(ctx.handle.db, { kind: 'shelf', ids: [g.id] });
    await heard();
    const after = await listed({ keyword: g.model, isExactMatch: true });
    expect(after.records.map((r) => r.id)).not.toContain(g.id);
    expect(after.total).toBe(before.total - 1);
    // Back on the shelf, inside a transaction: heard after the commit.
    await ctx.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ status: 1 }).where('id', '=', g.id).execute();
      await publishCatalogueChange(trx, { kind: 'shelf', ids: [g.id] });
    });
    await heard();
    expect((await listed({ keyword: g.model, isExactMatch: true })).total).toBe(before.total);
  });

  it('re-sorts by a changed price and clears cached suggestions', async () => {
    const g = await goods();
    const sugg = async () =>
      (await call<{ goodsId: number; goodsModel: string }[]>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/search/keyword', payload: { keyword: g.model } })).body.data;
    expect((await sugg()).map((s) => s.goodsId)).toContain(g.id);
    await ctx.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ listPriceFen: 1, model: `${g.model}-ZQX9`, modelKey: `${g.modelKey}ZQX9` }).where('id', '=', g.id).execute();
      await publishCatalogueChange(trx, { kind: 'price', ids: [g.id] });
    });
    await heard();
    const cheapest = await listed({ keyword: '', sort: 'price_asc' });
    expect(cheapest.records[0]!.id).toBe(g.id);
    expect(cheapest.records[0]!.priceFen).toBe(1);
    expect((await listed({ keyword: 'ZQX9' })).records.map((r) => r.id)).toEqual([g.id]);
    // The cached suggestion for the old model was dropped: the new model is suggested.
    expect((await sugg()).find((s) => s.goodsId === g.id)?.goodsModel).toBe(`${g.model}-ZQX9`);
    await ctx.handle.db.updateTable('goods').set({ listPriceFen: g.listPriceFen, model: g.model, modelKey: g.modelKey }).where('id', '=', g.id).execute();
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [g.id] });
    await heard();
  });

  it('follows stock through the stock writers (in-stock filter)', async () => {
    const g = await goods();
    await sql`update goods_stock set qty = 0, reserved = 0 where goods_id = ${g.id}`.execute(ctx.handle.db);
    await publishCatalogueChange(ctx.handle.db, { kind: 'stock', ids: [g.id] });
    await heard();
    expect((await listed({ keyword: g.model, isExactMatch: true, inStock: true })).records.map((r) => r.id)).not.toContain(g.id);
    const { addStock } = await import('../../../server/modules/stock/stock-repository.ts');
    await ctx.handle.db.transaction().execute((trx) => addStock(trx, g.id, 1, 5, 1_000_000));
    await heard();
    expect((await listed({ keyword: g.model, isExactMatch: true, inStock: true })).records.map((r) => r.id)).toContain(g.id);
  });

  it('finds goods added after the build, and folds many changes back into the ordered structures', async () => {
    const ix = await cache().index();
    const before = ix.n;
    const g = await ctx.handle.db.selectFrom('goods').selectAll().where('id', '=', (await goods()).id).executeTakeFirstOrThrow();
    const { id: _id, nameCjk: _cjk, createdAt: _c, updatedAt: _u, priceTiers: _t, ...rest } = g;
    void _id; void _cjk; void _c; void _u; void _t;
    const added = await ctx.handle.db
      .insertInto('goods')
      .values({ ...rest, id: 990001, goodsCode: 'AB99900001', model: 'NEWX-4242', modelKey: 'NEWX4242', specs: JSON.stringify(g.specs), images: JSON.stringify(g.images) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [added.id] });
    await heard();
    expect((await cache().index()).n).toBe(before + 1);
    expect((await listed({ keyword: 'newx' })).records.map((r) => r.id)).toEqual([added.id]);
    expect((await listed({ keyword: 'X4242' })).records.map((r) => r.id)).toEqual([added.id]);
  });

  it('keeps its counts by key block and by cell in step with shelf and parameter changes', async () => {
    const refs = await cache().refs();
    const bearing = [...refs.categories.values()].find((c) => c.name === '深沟球轴承')!;
    const inBearing = await ctx.handle.db.selectFrom('goods').select(['id', 'specs']).where('status', '=', 1).where('categoryId', 'in', bearing.leafIds)
      .orderBy('id').limit(3).execute();
    expect(inBearing.length).toBe(3);
    const [a, b] = inBearing as [(typeof inBearing)[0], (typeof inBearing)[0]];
    // A parameter value no goods had (a new entry for its block and cell) and a goods off the shelf.
    await ctx.handle.db.updateTable('goods').set({ specs: JSON.stringify({ ...(a.specs as Record<string, string>), 内径: '999mm' }) }).where('id', '=', a.id).execute();
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', b.id).execute();
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [a.id, b.id] });
    await heard();
    const ix = await cache().index();
    const kept = ix.tallies!;
    const fresh = new IndexTallies(ix);
    const live = (t: Tally) => [...t.ids].map((id, i) => [id, t.counts[i]!]).filter(([, n]) => n! > 0);
    for (let bl = 0; bl < fresh.blockCells.length; bl++) {
      expect(live(kept.blockCellTally(bl))).toEqual(live(fresh.blockCellTally(bl)));
      expect(live(kept.blockPairTally(bl))).toEqual(live(fresh.blockPairTally(bl)));
      expect(kept.blockCellTally(bl).rows).toBe(fresh.blockCellTally(bl).rows);
    }
    for (let c = 0; c < fresh.cellPairs.length; c++) {
      expect(live(kept.cellPairTally(c))).toEqual(live(fresh.cellPairTally(c)));
      expect(kept.cellPairTally(c).rows).toBe(fresh.cellPairTally(c).rows);
    }
    // And the answers (parameter facets summed from those counts) are still the database's.
    for (const q of [input({ leafIds: bearing.leafIds }), input({ keyword: '6', leafIds: bearing.leafIds }), input({ keyword: '轴承' })]) {
      const { mem, db } = await both(q);
      expect(shape(mem)).toEqual(shape(db));
    }
    const facets = (await searchGoods(cache(), input({ leafIds: bearing.leafIds }))).facets.params;
    expect(facets.find((f) => f.name === '内径')?.values).toContainEqual({ value: '999mm', count: 1 });
    await ctx.handle.db.updateTable('goods').set({ specs: JSON.stringify(a.specs), status: 1 }).where('id', 'in', [a.id, b.id]).execute();
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [a.id, b.id] });
    await heard();
  });

  it('sums a cell bigger than the parameter cap chunk by chunk, as row by row, and keeps the chunks in step with changes', async () => {
    const refs = await cache().refs();
    const bearing = [...refs.categories.values()].find((c) => c.name === '深沟球轴承')!;
    const ix = await cache().index();
    // The large path (a match this catalogue holds is small) with the parameter cap falling inside cells.
    const limits = LIMITS as { paramExact: number; smallSet: number };
    const saved = limits.paramExact;
    const savedSmall = limits.smallSet;
    limits.smallSet = 0;
    const live = (t: Tally) => [...t.ids].map((id, i) => [id, t.counts[i]!]).filter(([, n]) => n! > 0);
    const chunksOf = (tallies: IndexTallies, c: number) => Math.ceil((ix.cellRows[c]?.length ?? 0) / tallies.chunk);
    // Chunks of 3 rows (a cell of this catalogue holds at most a few dozen); a chunk longer than any cell is the row-by-row walk.
    const chunked = new IndexTallies(ix, 3);
    for (let c = 0; c < ix.cellText.length; c++) for (let k = 0; k < chunksOf(chunked, c); k++) chunked.cellChunkPairTally(c, k);
    const queries = [input({ keyword: '轴承', leafIds: bearing.leafIds }), input({ leafIds: bearing.leafIds }), input({ keyword: '深沟球轴承' }), input({ keyword: '6', leafIds: bearing.leafIds })];
    let inexact = 0;
    const sameAsRows = async () => {
      for (const cap of [1, 2, 3, 4, 5, 8, 13, 21, 34, 55, 89, 144, saved]) {
        limits.paramExact = cap;
        for (const q of queries) {
          ix.tallies = new IndexTallies(ix, 1 << 30);
          const byRows = await searchGoods(cache(), q);
          ix.tallies = chunked;
          const byChunks = await searchGoods(cache(), q);
          expect(byChunks.facets, JSON.stringify({ cap, ...q })).toEqual(byRows.facets);
          if (byRows.total > cap && byRows.facets.params.length > 0) {
            expect(byChunks.facets.exact).toBe(false);
            inexact++;
          }
        }
      }
    };
    const [a, b, c] = await ctx.handle.db.selectFrom('goods').select(['id', 'specs', 'listPriceFen']).where('status', '=', 1).where('categoryId', 'in', bearing.leafIds)
      .orderBy('id').offset(5).limit(3).execute();
    try {
      await sameAsRows();
      expect(inexact).toBeGreaterThan(10);
      ix.tallies = chunked;
      // A new parameter value, a goods off the shelf, a moved (dirty) goods: the kept chunks are taken out and put back.
      await ctx.handle.db.updateTable('goods').set({ specs: JSON.stringify({ ...(a!.specs as Record<string, string>), 内径: '998mm' }) }).where('id', '=', a!.id).execute();
      await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', b!.id).execute();
      await ctx.handle.db.updateTable('goods').set({ listPriceFen: c!.listPriceFen + 1 }).where('id', '=', c!.id).execute();
      await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [a!.id, b!.id, c!.id] });
      await heard();
      expect(ix.tallies).toBe(chunked);
      const fresh = new IndexTallies(ix, 3);
      for (let cell = 0; cell < ix.cellText.length; cell++) {
        for (let k = 0; k < chunksOf(fresh, cell); k++) {
          expect(live(chunked.cellChunkPairTally(cell, k))).toEqual(live(fresh.cellChunkPairTally(cell, k)));
          expect(chunked.cellChunkPairTally(cell, k).rows).toBe(fresh.cellChunkPairTally(cell, k).rows);
        }
      }
      await sameAsRows();
    } finally {
      limits.paramExact = saved;
      limits.smallSet = savedSmall;
      ix.tallies = new IndexTallies(ix);
      await ctx.handle.db.updateTable('goods').set({ specs: JSON.stringify(a!.specs), status: 1 }).where('id', 'in', [a!.id, b!.id]).execute();
      await ctx.handle.db.updateTable('goods').set({ listPriceFen: c!.listPriceFen }).where('id', '=', c!.id).execute();
      await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [a!.id, b!.id, c!.id] });
      await heard();
    }
  }, 120_000);
});

// The suggestion route's reader (suggest-index.ts suggestIndexed) gives the answers of the product
// search's matcher (search-index-query.ts suggestByMatcher) for every keyword: over a large set of
// keywords drawn from the catalogue (models and their prefixes and middles, Chinese words, brand
// and category names, brand + model, mixed words, spaced models, misses), on a fresh index and on
// one holding dirty rows (changed keys, sales, shelf state, a new goods row). And the search plan's
// name matching (search-plan.ts: postings, sorted words) equals the plain scans it replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_SET } from '../../../bench/cases/search.ts';
import { searchTokens } from '../../../domain/catalogue/search-query.ts';
import { catalogueCache, type Refs } from '../../../server/modules/catalogue/catalogue-cache.ts';
import type { Cells } from '../../../server/modules/catalogue/catalogue-cells.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { suggestByMatcher } from '../../../server/modules/catalogue/search-index-query.ts';
import { plan } from '../../../server/modules/catalogue/search-plan.ts';
import { suggestIndexed } from '../../../server/modules/catalogue/suggest-index.ts';
import { indexHeard } from '../../support/index-changes.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 1500 });
});
afterAll(async () => ctx?.close());

const cache = () => catalogueCache(ctx.handle.db);

const heard = () => indexHeard(ctx.handle.db);

const CJK_RUN = /[\u4e00-\u9fff]+/g;

/** Keywords drawn from the catalogue: every kind of word a shopper types, several from each goods row sampled. */
async function keywords(): Promise<string[]> {
  const [refs, ix] = await Promise.all([cache().refs(), cache().index()]);
  const out = new Set<string>([...Object.values(QUERY_SET).flat(), 'ISO标准气缸', '缸径63', '缸径32 行程100', 'SMC 缸径32', 'skf 6205', 'SKF 6204 2RS', 'festo dsbc', 'ab', '6 2', '-', 'Ｍ８', '轴 承']);
  const step = Math.max(1, Math.floor(ix.n / 160));
  for (let r = 0; r < ix.n; r += step) {
    const model = ix.model[r]!;
    const key = ix.key[r]!;
    const brand = refs.brands.get(ix.brand[r]!);
    const category = refs.categories.get(ix.category[r]!);
    out.add(model);
    out.add(model.toLowerCase());
    for (const n of [1, 2, 3, 4, 6]) out.add(key.slice(0, n));
    if (key.length >= 5) out.add(key.slice(1, 4));
    if (key.length >= 8) out.add(key.slice(3, 7));
    out.add(model.replace(/[-/]/g, ' '));
    const runs = ix.name[r]!.match(CJK_RUN) ?? [];
    for (const run of runs.slice(0, 2)) {
      out.add(run);
      if (run.length >= 3) out.add(run.slice(1, 3));
    }
    if (brand) {
      out.add(brand.name);
      if (brand.nameCn) out.add(brand.nameCn);
      if (runs[0]) out.add(`${brand.name} ${runs[0]}`);
      out.add(`${brand.name.toLowerCase()} ${key.slice(0, 4)}`);
    }
    if (category) out.add(category.name);
    if (runs[0] && key.length >= 4) out.add(`${runs[0]}${key.slice(-3)}`);
  }
  for (const miss of ['XYZ999', 'QWERTY-12', '不存在的型号', 'zzz', '深沟球轴承 XYZ999']) out.add(miss);
  return [...out];
}

async function sameAnswers(list: string[]): Promise<void> {
  const [refs, ix] = await Promise.all([cache().refs(), cache().index()]);
  for (const keyword of list) expect(suggestIndexed(ix, refs, keyword), keyword).toEqual(suggestByMatcher(ix, refs, keyword));
}

describe('suggestIndexed answers as the matcher', () => {
  it('over many keywords on a fresh index', async () => {
    const list = await keywords();
    expect(list.length).toBeGreaterThan(1000);
    await sameAnswers(list);
    // Not vacuous: most keywords find something, and some fill all ten places.
    const [refs, ix] = await Promise.all([cache().refs(), cache().index()]);
    const found = list.map((k) => suggestIndexed(ix, refs, k).length);
    expect(found.filter((n) => n > 0).length).toBeGreaterThan(list.length / 2);
    expect(found.filter((n) => n === 10).length).toBeGreaterThan(100);
  }, 120_000);

  it('over the same keywords with dirty rows (changed keys and sales, goods off the shelf, new goods rows), then rebuilt', async () => {
    const rows = await ctx.handle.db.selectFrom('goods').select(['id', 'model', 'modelKey', 'salesCount', 'status']).orderBy('id').execute();
    const changed: number[] = [];
    for (const [i, g] of rows.entries()) {
      if (i % 11 === 0) {
        await ctx.handle.db.updateTable('goods').set({ salesCount: g.salesCount + 1 + (i % 5) * 1000 }).where('id', '=', g.id).execute();
        changed.push(g.id);
      } else if (i % 17 === 0) {
        // A new key that sorts among others (a prefix of its old one plus a letter).
        await ctx.handle.db.updateTable('goods').set({ model: `${g.model}Q`, modelKey: `${g.modelKey}Q` }).where('id', '=', g.id).execute();
        changed.push(g.id);
      } else if (i % 23 === 0) {
        await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', g.id).execute();
        changed.push(g.id);
      }
    }
    // A goods row of the brand SKF whose key holds "SKF6205" further on: "skf 6205" finds it as a
    // key-contains match, so the text tier (SKF goods with 6205 in key or name) must leave it out.
    const refs0 = await cache().refs();
    const skf = refs0.brandList.find((b) => b.name === 'SKF')!;
    const skfRow = await ctx.handle.db.selectFrom('goods').select('id').where('brandId', '=', skf.id).where('status', '=', 1).orderBy('id').offset(3).limit(1).executeTakeFirstOrThrow();
    await ctx.handle.db.updateTable('goods').set({ model: 'AB-SKF6205-T', modelKey: 'ABSKF6205T' }).where('id', '=', skfRow.id).execute();
    changed.push(skfRow.id);
    // New goods rows: one whose key sorts inside a busy prefix range, one with a key of its own.
    const g = await ctx.handle.db.selectFrom('goods').selectAll().where('id', '=', rows[40]!.id).executeTakeFirstOrThrow();
    const { id: _id, nameCjk: _cjk, createdAt: _c, updatedAt: _u, priceTiers: _t, ...rest } = g;
    void _id; void _cjk; void _c; void _u; void _t;
    for (const [id, model, modelKey] of [[990001, `${g.model}-N1`, `${g.modelKey}N1`], [990002, 'NEWX-4242', 'NEWX4242']] as const) {
      await ctx.handle.db
        .insertInto('goods')
        .values({ ...rest, id, goodsCode: `AB${id}`, model, modelKey, salesCount: 999_999, specs: JSON.stringify(g.specs), images: JSON.stringify(g.images) })
        .execute();
      changed.push(id);
    }
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: changed });
    await heard();
    const ix = await cache().index();
    expect(ix.dirtyList.length).toBeGreaterThan(50);
    const list = await keywords();
    await sameAnswers([...list, g.model, g.modelKey.slice(0, 3), 'NEWX', 'X4242']);
    const refs = await cache().refs();
    expect(suggestIndexed(ix, refs, 'NEWX').map((s) => s.goodsId)).toEqual([990002]);
    expect(suggestIndexed(ix, refs, g.model).map((s) => s.goodsId)).toContain(990001);
    expect(suggestIndexed(ix, refs, 'skf 6205').filter((s) => s.goodsId === skfRow.id)).toHaveLength(1);
    // The same rows folded into a rebuilt index (no dirty row left).
    await publishCatalogueChange(ctx.handle.db, { kind: 'goods', ids: [], all: true });
    await heard();
    const rebuilt = await cache().index();
    expect(rebuilt).not.toBe(ix);
    expect(rebuilt.dirtyList).toHaveLength(0);
    await sameAnswers([...list, 'skf 6205', 'SKF 6205', 'NEWX']);
    expect(suggestIndexed(rebuilt, refs, 'skf 6205').filter((s) => s.goodsId === skfRow.id)).toHaveLength(1);
  }, 120_000);
});

// The plain scans the plan's name matching replaced (search-plan.ts before the postings and sorted words).
const containsAll = (text: string, runs: readonly string[]) => runs.every((run) => text.includes(run));

function leafIdsWhere(refs: Refs, word: string, test: (leaf: Refs['leaves'][number]) => boolean): number[] {
  return refs.leaves.filter((leaf) => test(leaf) || leaf.ancestors.includes(word)).map((leaf) => leaf.id);
}

function brandIdsWhere(refs: Refs, test: (text: string, words: readonly string[]) => boolean): number[] {
  return refs.brandList.filter((b) => b.texts.some((t) => test(t.text, t.words))).map((b) => b.id);
}

function scannedTokens(keyword: string, refs: Refs, cells: Cells) {
  const tokens = searchTokens(keyword);
  const cellTokens: { texts: string[]; categoryIds: number[]; brandIds: number[] }[] = [];
  const mixed: { texts: string[]; categoryIds: number[] }[] = [];
  for (const token of tokens) {
    const t = token.text;
    if (token.kind === 'cjk') {
      cellTokens.push({
        texts: cells.texts.filter((text) => containsAll(text, token.cjk)),
        categoryIds: leafIdsWhere(refs, t, (leaf) => containsAll(leaf.name, token.cjk)),
        brandIds: brandIdsWhere(refs, (text) => containsAll(text, token.cjk)),
      });
    } else if (token.kind === 'ascii') {
      const brandIds = brandIdsWhere(refs, (text, words) => text === t || (t.length >= 3 && words.some((word) => word.startsWith(t))));
      const categoryIds = t.length >= 2 ? leafIdsWhere(refs, t, (leaf) => leaf.words.some((word) => word.startsWith(t))) : [];
      if (brandIds.length + categoryIds.length > 0) cellTokens.push({ texts: [], categoryIds, brandIds });
    } else {
      mixed.push({ texts: cells.texts.filter((text) => containsAll(text, token.cjk)), categoryIds: leafIdsWhere(refs, t, (leaf) => leaf.name.includes(t)) });
    }
  }
  return { cellTokens, mixed };
}

describe('the search plan names brands, categories and cell texts as the plain scans do', () => {
  it('over many keywords, brand and category names and their prefixes', async () => {
    const [refs, ix] = await Promise.all([cache().refs(), cache().index()]);
    const cells = ix.cells();
    const names = [...refs.brandList.flatMap((b) => [b.name, b.nameCn ?? '']), ...refs.leaves.flatMap((l) => [l.name, ...l.ancestors, ...l.words])].filter(Boolean);
    const list = new Set([...(await keywords()), ...names, ...names.map((n) => n.slice(0, 2)), ...names.map((n) => n.slice(0, 3)), ...names.map((n) => n.slice(1))]);
    let named = 0;
    for (const keyword of list) {
      const p = plan(keyword, refs, cells);
      const scanned = scannedTokens(keyword, refs, cells);
      expect(p.text.cellTokens, keyword).toEqual(scanned.cellTokens);
      expect(p.text.rowWords.filter((w) => w.kind === 'mixed').map((w) => ({ texts: w.texts, categoryIds: w.categoryIds })), keyword).toEqual(scanned.mixed);
      if (scanned.cellTokens.some((t) => t.brandIds.length + t.categoryIds.length > 0)) named++;
    }
    expect(named).toBeGreaterThan(200);
  }, 120_000);
});

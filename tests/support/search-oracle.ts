// The test oracle of the search index: the database engine that served POST /open/goods/list and
// POST /open/goods/search/keyword before the in-memory index (search-index-query.ts, suggest-index.ts)
// replaced it. It gives the same answers read from PostgreSQL with bounded work, and is kept here, out
// of the product, only so tests/api/catalogue/search-index.test.ts can compare the two.
//
// searchGoodsSql: the goods search, in bounded work per request at any catalogue size.
//
// Exact mode: goods whose model key equals the keyword's key.
// Fuzzy mode, in rank order: 1 exact key, 2 key prefix, 3 key contains, 4 text (Chinese words of the
// name, brand and category names; every word must match), 5 trigram-similar keys (only when fewer
// than `similarWhen` goods matched otherwise). Within a tier most sold first (prefixes: by key).
//
// How it stays fast:
//   - Counts per (category, brand) of the key tiers come from a covering index (index-only); the
//     text tier is decided per cell (name_cjk, category, brand) in memory and its counts are sums
//     over cells. So totals and category/brand facets are exact for the common searches.
//   - The text tier's page is read cell by cell from the (name_cjk, category, brand, sales) index,
//     at most `offset + size` entries per cell, then merged: no scan of a big match set.
//   - Sorting by price or sales reads a match of up to `sortCandidates` goods from the covering
//     indexes (which carry the prices); a broader match walks the price or sales index.
//   - Where a count has to visit table rows (key contains, words checked against names, parameter
//     and in-stock filters) it stops at a cap; past it `totalExact` is false and the total is a lower
//     bound.
//   - Parameter facets (shown when the result sits in one level-3 category) are counted in the
//     database over the whole filtered match, each parameter with its own filter left out (one value
//     per parameter: clicking a value gives exactly its count); past `paramExact` goods they are
//     counted over the first `paramExact` only and `facets.exact` is false (the page says "约").
//   - The category facet lists the categories of the chosen category's scope only (see
//     `categoryScope`), so a category page never offers unrelated categories.
//   - A match of at most `smallSet` goods is read whole once, and everything (filters, facets,
//     order, page) is computed exactly in memory.
//   - Where the planner's row estimate for LIKE '%...%' cannot be trusted under a LIMIT, the query
//     runs with a plan hint (withPlan).
//
// suggestSql: the suggestions while typing, by the rules stated atop suggest.ts.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeywordSuggestion } from '../../domain/catalogue/catalogue-views.ts';
import type { PriceKind } from '../../domain/shared/pricing.ts';
import { SUGGESTION_LIMIT, escapeLike, normaliseKeyword, trigramSimilarity } from '../../domain/catalogue/search-query.ts';
import type { Database } from '../../server/db/schema.ts';
import type { CatalogueCache, Refs } from '../../server/modules/catalogue/catalogue-cache.ts';
import type { Cell, Cells } from '../../server/modules/catalogue/catalogue-cells.ts';
import {
  LIMITS, comparator, paramFacets,
  type Facets, type ParamFilter, type SearchInput, type SearchOutcome, type SpecTally,
} from '../../server/modules/catalogue/search-outcome.ts';
import { CONTAINS_SAMPLE } from '../../server/modules/catalogue/suggest.ts';
import { cellMatches, plan, type CellToken, type KeyPlan, type Plan, type RowWord, type TextPlan } from '../../server/modules/catalogue/search-plan.ts';

// ---- the plan's conditions as SQL over alias g ---------------------------------------------------

type Cond = RawBuilder<unknown>;

function cellTokenCond(token: CellToken): Cond {
  const parts: Cond[] = [];
  if (token.texts.length) parts.push(sql`g.name_cjk = any(${token.texts}::text[])`);
  if (token.categoryIds.length) parts.push(sql`g.category_id = any(${token.categoryIds}::int[])`);
  if (token.brandIds.length) parts.push(sql`g.brand_id = any(${token.brandIds}::int[])`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A word checked per goods row (search-plan.ts RowWord) as SQL. */
function rowWordCond(w: RowWord): Cond {
  if (w.kind === 'ascii') return sql`(g.model_key like ${`%${escapeLike(w.key)}%`} or g.name ilike ${`%${escapeLike(w.text)}%`})`;
  const byName = w.texts.length ? sql`(g.name_cjk = any(${w.texts}::text[]) and g.name ilike ${`%${escapeLike(w.text)}%`})` : sql`false`;
  return w.categoryIds.length ? sql`(g.category_id = any(${w.categoryIds}::int[]) or ${byName})` : byName;
}

/** The text tier as SQL over alias g (true for 'all', false for 'none'). */
function textCond(text: TextPlan): Cond {
  if (text.kind === 'all') return sql`true`;
  if (text.kind === 'none') return sql`false`;
  const parts = [...text.cellTokens.map(cellTokenCond), ...text.rowWords.map(rowWordCond)];
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The key starts with the keyword's key: a range of the key btree (text_pattern_ops), written as a
 * range so the planner reads that index (index-only) rather than the trigram one.
 */
function prefixCond(key: KeyPlan): Cond {
  return sql`(g.model_key ~>=~ ${key.key} and g.model_key ~<~ ${key.upper})`;
}

/** Contains the key but does not start with it: the trigram index on the key minus its first character. */
function containsCond(key: KeyPlan): Cond {
  return sql`(substr(g.model_key, 2) like ${key.contains} and not ${prefixCond(key)})`;
}

/** Any key tier: the key starts with, or (3+ characters) contains, the keyword's key. */
function keyAnyCond(key: KeyPlan | null): Cond {
  if (!key) return sql`false`;
  return key.contains ? sql`(${prefixCond(key)} or substr(g.model_key, 2) like ${key.contains})` : prefixCond(key);
}

/** 1 exact key, 2 key prefix, 3 key contains, 4 text. */
function tierExpr(key: KeyPlan | null): Cond {
  if (!key) return sql`4`;
  const contains = key.contains ? sql` when substr(g.model_key, 2) like ${key.contains} then 3` : sql``;
  return sql`(case when g.model_key = ${key.key} then 1 when ${prefixCond(key)} then 2${contains} else 4 end)`;
}

function keyTierCond(key: KeyPlan, tier: 1 | 2 | 3): Cond {
  if (tier === 1) return sql`g.model_key = ${key.key}`;
  if (tier === 2) return sql`(${prefixCond(key)} and g.model_key <> ${key.key})`;
  return containsCond(key);
}

function priceColumn(kind: PriceKind): Cond {
  return kind === 'vip' ? sql.ref('g.vip_price_fen') : kind === 'member' ? sql.ref('g.member_price_fen') : sql.ref('g.list_price_fen');
}

// ---- the goods search ---------------------------------------------------------------------------

/** Counts by (tier, category, brand). */
interface Agg {
  tier: number;
  categoryId: number;
  brandId: number;
  count: number;
}

interface Counted {
  aggs: Agg[];
  /** Tiers whose count stopped at a cap (a lower bound). */
  capped: Set<number>;
}

function counted(rows: Agg[], cap: number, tiers: number[]): Counted {
  return { aggs: rows, capped: new Set(rows.reduce((n, r) => n + r.count, 0) > cap ? tiers : []) };
}

interface LightRow {
  id: number;
  tier: number;
  categoryId: number;
  brandId: number;
  salesCount: number;
  price: number;
  modelKey: string;
  specs: Record<string, string>;
  inStock: boolean;
}

const LIVE = sql`g.status = 1`;
// A correlated scalar subquery (not EXISTS): the planner cannot turn it into a join over all of
// goods_stock, so it stays a primary-key lookup per candidate row.
const IN_STOCK = sql`(select coalesce(sum(s.qty - s.reserved), 0) from goods_stock s where s.goods_id = g.id) > 0`;

function all(parts: Cond[]): Cond {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function paramGroups(params: readonly ParamFilter[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const p of params) groups.set(p.name, [...new Set([...(groups.get(p.name) ?? []), p.value])]);
  return groups;
}

function paramCond(groups: Map<string, string[]>, except?: string): Cond[] {
  return [...groups].filter(([name]) => name !== except).map(([name, values]) => sql`g.specs ->> ${name} = any(${values}::text[])`);
}

interface Filters {
  leafIds: number[] | null;
  brandIds: number[];
  params: Map<string, string[]>;
  inStock: boolean;
}

function rowFilterConds(f: Filters, exceptParam?: string): Cond[] {
  return [...paramCond(f.params, exceptParam), ...(f.inStock ? [IN_STOCK] : [])];
}

function cellFilterConds(f: Filters): Cond[] {
  const out: Cond[] = [];
  if (f.leafIds) out.push(sql`g.category_id = any(${f.leafIds}::int[])`);
  if (f.brandIds.length) out.push(sql`g.brand_id = any(${f.brandIds}::int[])`);
  return out;
}

const hasRowFilters = (f: Filters) => f.params.size > 0 || f.inStock;

function inCategory(f: Filters, categoryId: number): boolean {
  return !f.leafIds || f.leafIds.includes(categoryId);
}

function inBrand(f: Filters, brandId: number): boolean {
  return f.brandIds.length === 0 || f.brandIds.includes(brandId);
}

class Search {
  readonly filters: Filters;
  readonly plan: Plan;
  readonly matchCells: Cell[];
  /** Goods in both a key tier and the cell-decided text tier (counted in the key tier). */
  overlap = 0;

  constructor(
    readonly db: Kysely<Database>,
    readonly refs: Refs,
    readonly cells: Cells,
    readonly input: SearchInput,
  ) {
    this.filters = { leafIds: input.leafIds, brandIds: input.brandIds, params: paramGroups(input.params), inStock: input.inStock };
    this.plan = plan(input.keyword, refs, cells);
    const text = this.plan.text;
    this.matchCells = text.kind === 'all' ? cells.list : text.kind === 'cells' ? cells.list.filter((c) => text.cellTokens.every((t) => cellMatches(t, c))) : [];
  }

  get exactMode(): boolean {
    return this.input.exact && this.plan.key !== null;
  }

  /** The keyword match as SQL: exact key in exact mode, else any key tier or the text tier. */
  matchCond(): Cond {
    const key = this.plan.key;
    if (this.exactMode) return sql`g.model_key = ${key!.key}`;
    if (!key) return textCond(this.plan.text);
    if (this.plan.text.kind === 'none') return keyAnyCond(key);
    return sql`(${keyAnyCond(key)} or ${textCond(this.plan.text)})`;
  }

  tierCond(): Cond {
    return this.exactMode ? sql`1` : tierExpr(this.plan.key);
  }

  // ---- counting -------------------------------------------------------------------------------

  /** Key tiers 1-2 by (tier, category, brand): index-only when there are no row filters. */
  async countPrefix(key: KeyPlan, rowConds: Cond[]): Promise<Counted> {
    const cap = rowConds.length ? LIMITS.rowCap : LIMITS.prefixCap;
    const { rows } = await sql<Agg>`
      select case when s.model_key = ${key.key} then 1 else 2 end as tier, s.category_id, s.brand_id, count(*)::int as count
      from (select g.model_key, g.category_id, g.brand_id from goods g
            where ${LIVE} and ${prefixCond(key)} and ${all(rowConds)} limit ${cap + 1}) s
      group by 1, 2, 3`.execute(this.db);
    return counted(rows, cap, [1, 2]);
  }

  /**
   * Goods matching `cond`, by (category, brand), at most `cap` read: through bitmap index scans, or
   * for a broad match ('scan') by reading until `cap` rows passed.
   */
  async countRows(tier: number, cond: Cond, cap: number, hint: PlanHint = 'bitmap'): Promise<Counted> {
    const { rows } = await withPlan(this.db, hint, (db) =>
      sql<Agg>`
        select ${tier}::int as tier, s.category_id, s.brand_id, count(*)::int as count
        from (select g.category_id, g.brand_id from goods g where ${LIVE} and ${cond} limit ${cap + 1}) s
        group by 2, 3`.execute(db),
    );
    return counted(rows, cap, [tier]);
  }

  /**
   * A spaced model number ("03 02 180", "6205 2RS") that the key tiers already find is read as that
   * model: its words are not searched one by one in names (short words would match half the shop).
   */
  async settleModelWords(): Promise<void> {
    const text = this.plan.text;
    const key = this.plan.key;
    if (!key || this.exactMode || !text.modelOnly || text.kind !== 'rows') return;
    const { rows } = await sql<{ id: number }>`select g.id from goods g where ${LIVE} and ${prefixCond(key)} limit 1`.execute(this.db);
    if (rows.length > 0) this.plan.text = { ...text, kind: 'none', rowWords: [] };
  }

  /**
   * Counts of the whole keyword match (no category/brand filters), with or without row filters.
   * `broad`: the match is known to be large, so the text tier is counted by reading until the cap.
   */
  async count(withRowFilters: boolean, broad = false): Promise<Counted> {
    const rowConds = withRowFilters ? rowFilterConds(this.filters) : [];
    const key = this.plan.key;
    const text = this.plan.text;
    if (this.exactMode) return this.countRows(1, all([sql`g.model_key = ${key!.key}`, ...rowConds]), LIMITS.rowCap);
    const parts: Promise<Counted>[] = [];
    if (key) {
      parts.push(this.countPrefix(key, rowConds));
      if (key.contains) parts.push(this.countRows(3, all([keyTierCond(key, 3), ...rowConds]), LIMITS.rowCap));
    }
    const pureCells = (text.kind === 'cells' || text.kind === 'all') && rowConds.length === 0;
    if (pureCells) {
      const aggs: Agg[] = this.matchCells.map((c) => ({ tier: 4, categoryId: c.categoryId, brandId: c.brandId, count: c.count }));
      parts.push(
        (async () => {
          if (!key || text.kind !== 'cells' || this.matchCells.length === 0) return { aggs, capped: new Set<number>() };
          // Goods found by both a key tier and the text tier count once, in the key tier.
          const overlap = await this.countRows(4, all([keyAnyCond(key), textCond(text)]), LIMITS.rowCap);
          this.overlap = overlap.aggs.reduce((n, o) => n + o.count, 0);
          for (const o of overlap.aggs) {
            const a = aggs.find((x) => x.categoryId === o.categoryId && x.brandId === o.brandId);
            if (a) a.count -= o.count;
          }
          return { aggs: aggs.filter((a) => a.count > 0), capped: overlap.capped };
        })(),
      );
    } else if (text.kind !== 'none') {
      parts.push(this.countRows(4, all([textCond(text), sql`not ${keyAnyCond(key)}`, ...rowConds]), LIMITS.rowCap, broad ? 'scan' : 'bitmap'));
    }
    const done = await Promise.all(parts);
    return { aggs: done.flatMap((p) => p.aggs), capped: new Set(done.flatMap((p) => [...p.capped])) };
  }

  // ---- small sets ----------------------------------------------------------------------------

  async lightRows(cond: Cond, limit: number): Promise<LightRow[]> {
    const { rows } = await withPlan(this.db, 'bitmap', (db) =>
      sql<LightRow>`
        select g.id, ${this.tierCond()}::int as tier, g.category_id, g.brand_id, g.sales_count, ${priceColumn(this.input.priceKind)} as price,
               g.model_key, g.specs, ${IN_STOCK} as in_stock
        from goods g where ${LIVE} and ${cond} limit ${limit}`.execute(db),
    );
    return rows;
  }

  /**
   * Models similar to the keyword's key (trigram similarity), not matched otherwise, most similar
   * first. Candidates are the keys sharing the first half of the keyword's key (a model number is
   * typed from the left; a slip is usually near its end), read index-only and ranked in memory: a
   * bounded read at any catalogue size, where pg_trgm's % would recheck every key sharing a few
   * common trigrams.
   */
  async similarRows(seen: ReadonlySet<number>): Promise<LightRow[]> {
    const key = this.plan.key;
    if (this.exactMode || !key || [...key.key].length < 3) return [];
    const chars = [...key.key];
    const stem = chars.slice(0, Math.max(2, Math.ceil(chars.length / 2))).join('');
    const stemKey: KeyPlan = { key: stem, upper: `${stem}\u{10FFFF}`, contains: null };
    const { rows } = await sql<{ id: number; modelKey: string }>`
      select g.id, g.model_key from goods g where ${LIVE} and ${prefixCond(stemKey)}
      order by g.model_key using ~<~, g.id limit ${LIMITS.similarScan}`.execute(this.db);
    const ranked = rows
      .filter((r) => !seen.has(r.id) && !r.modelKey.startsWith(key.key) && !r.modelKey.slice(1).includes(key.key))
      .map((r) => ({ id: r.id, score: trigramSimilarity(r.modelKey, key.key) }))
      .filter((r) => r.score >= LIMITS.similarMin)
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, LIMITS.similarMax);
    if (ranked.length === 0) return [];
    const light = await this.lightRows(sql`g.id = any(${ranked.map((r) => r.id)}::bigint[])`, ranked.length);
    const byId = new Map(light.map((r) => [r.id, { ...r, tier: 5 }]));
    return ranked.flatMap((r) => byId.get(r.id) ?? []);
  }

  inMemory(rows: LightRow[]): SearchOutcome {
    const f = this.filters;
    const paramOk = (r: LightRow, except?: string) => [...f.params].every(([name, values]) => name === except || values.includes(r.specs[name] ?? ''));
    const rowOk = (r: LightRow) => paramOk(r) && (!f.inStock || r.inStock);
    const kept = rows.filter((r) => rowOk(r) && inCategory(f, r.categoryId) && inBrand(f, r.brandId));
    const scope = this.categoryScope();
    const categories = tally(rows.filter((r) => rowOk(r) && inBrand(f, r.brandId) && (!scope || scope.has(r.categoryId))).map((r) => r.categoryId));
    const brands = tally(rows.filter((r) => rowOk(r) && inCategory(f, r.categoryId)).map((r) => r.brandId));
    const base = rows.filter((r) => (!f.inStock || r.inStock) && inCategory(f, r.categoryId) && inBrand(f, r.brandId));
    const params = paramFacets(
      (name) => tallySpecs(base.filter((r) => paramOk(r, name)).map((r) => r.specs)),
      [...f.params.keys()],
    );
    kept.sort(comparator(this.input.sort));
    const offset = (this.input.current - 1) * this.input.size;
    return this.outcome(kept.slice(offset, offset + this.input.size).map((r) => r.id), kept.length, true, categories, brands, params, true);
  }

  // ---- large sets ----------------------------------------------------------------------------

  cellPage(cells: Cell[], limit: number, offset: number): Promise<{ id: number; salesCount: number }[]> {
    return readCellPage(this.db, cells, limit, offset);
  }

  async sqlPage(cond: Cond, order: Cond, limit: number, offset: number, bitmap = false): Promise<{ id: number; modelKey: string; salesCount: number }[]> {
    if (limit <= 0) return [];
    const query = (db: Kysely<Database>) =>
      sql<{ id: number; modelKey: string; salesCount: number }>`
        select g.id, g.model_key, g.sales_count from goods g where ${LIVE} and ${cond} order by ${order} limit ${limit} offset ${offset}`.execute(db);
    return (bitmap ? await withPlan(this.db, 'bitmap', query) : await query(this.db)).rows;
  }

  /** The text tier's cells after the category/brand filters, when it is decided per cell and there are no row filters. */
  filteredCells(): Cell[] | null {
    const text = this.plan.text;
    if ((text.kind !== 'cells' && text.kind !== 'all') || hasRowFilters(this.filters)) return null;
    return this.matchCells.filter((c) => inCategory(this.filters, c.categoryId) && inBrand(this.filters, c.brandId));
  }

  /**
   * Sorts a bounded match (known exactly, at most `sortCandidates` goods) by price or sales from the
   * covering indexes: key prefixes and cells index-only, materialised first (a fence: the planner
   * must not walk a price index hoping to meet matches early); key-contains goods (at most `rowCap`)
   * through the trigram index, merged in memory.
   */
  async candidatePage(sort: 'price_asc' | 'price_desc' | 'sales', limit: number, offset: number, cells: Cell[], withContains: boolean): Promise<number[]> {
    const key = this.plan.key;
    const price = priceColumn(this.input.priceKind);
    const filters = all(cellFilterConds(this.filters));
    const n = offset + limit;
    const order = sort === 'sales' ? sql`m.sales_count desc, m.id` : sort === 'price_asc' ? sql`m.price asc, m.id` : sql`m.price desc, m.id`;
    const parts: Cond[] = [];
    if (this.exactMode) parts.push(sql`select g.id, g.sales_count, ${price} as price from goods g where ${LIVE} and g.model_key = ${key!.key} and ${filters}`);
    else if (key) parts.push(sql`select g.id, g.sales_count, ${price} as price from goods g where ${LIVE} and ${prefixCond(key)} and ${filters}`);
    if (cells.length && !this.exactMode) {
      parts.push(sql`
        select c.id, c.sales_count, c.price
        from unnest(${cells.map((x) => x.text)}::text[], ${cells.map((x) => x.categoryId)}::int[], ${cells.map((x) => x.brandId)}::int[]) as u(t, cat, br)
        cross join lateral (
          select g.id, g.sales_count, ${price} as price from goods g
          where g.status = 1 and g.name_cjk = u.t and g.category_id = u.cat and g.brand_id = u.br) c`);
    }
    type Row = { id: number; salesCount: number; price: number };
    const [main, contains] = await Promise.all([
      parts.length
        ? sql<Row>`with m as materialized (${sql.join(parts, sql` union `)}) select m.id, m.sales_count, m.price from m order by ${order} limit ${n}`.execute(this.db).then((r) => r.rows)
        : Promise.resolve<Row[]>([]),
      withContains && key && !this.exactMode
        ? withPlan(this.db, 'bitmap', (db) =>
            sql<Row>`select g.id, g.sales_count, ${price} as price from goods g where ${LIVE} and ${keyTierCond(key, 3)} and ${filters}`.execute(db),
          ).then((r) => r.rows)
        : Promise.resolve<Row[]>([]),
    ]);
    const cmp =
      sort === 'sales'
        ? (a: Row, b: Row) => b.salesCount - a.salesCount || a.id - b.id
        : sort === 'price_asc'
          ? (a: Row, b: Row) => a.price - b.price || a.id - b.id
          : (a: Row, b: Row) => b.price - a.price || a.id - b.id;
    return dedupe([...main, ...contains]).sort(cmp).slice(offset, n).map((r) => r.id);
  }

  async page(counted: Counted, tierCounts: Map<number, number>, total: number): Promise<number[]> {
    const { size, sort } = this.input;
    const offset = (this.input.current - 1) * size;
    if (offset >= LIMITS.maxOffset) return [];
    const key = this.plan.key;
    const filters = all([...cellFilterConds(this.filters), ...rowFilterConds(this.filters)]);
    const cells = this.filteredCells();
    const n = offset + size;
    // A match known to hold at most SORT_CANDIDATES goods (the key-prefix range may exceed its
    // counting cap as long as the range itself is within the bound) sorts from the covering indexes.
    const otherCapped = [...counted.capped].some((t) => t > 2);
    let bounded = !otherCapped && (cells !== null || this.plan.text.kind === 'none' || this.exactMode) && sort !== 'relevance';
    if (bounded && counted.capped.size === 0) bounded = total <= LIMITS.sortCandidates;
    else if (bounded) bounded = total - (tierCounts.get(2) ?? 0) + (await this.prefixSize(LIMITS.sortCandidates)) <= LIMITS.sortCandidates;
    if (sort === 'price_asc' || sort === 'price_desc') {
      const dir = sort === 'price_asc' ? sql`asc` : sql`desc`;
      if (bounded) return this.candidatePage(sort, size, offset, cells ?? [], (tierCounts.get(3) ?? 0) > 0);
      const price = priceColumn(this.input.priceKind);
      return (await this.sqlPage(all([this.matchCond(), filters]), sql`${price} ${dir}, g.id`, size, offset)).map((r) => r.id);
    }
    const keyTiers = key !== null && !this.exactMode && ((tierCounts.get(1) ?? 0) + (tierCounts.get(2) ?? 0) + (tierCounts.get(3) ?? 0) > 0);
    if (sort === 'sales' || !key || this.exactMode) {
      if (keyTiers && bounded) return this.candidatePage('sales', size, offset, cells ?? [], (tierCounts.get(3) ?? 0) > 0);
      const bySales = sql`g.sales_count desc, g.id`;
      if (this.exactMode) return (await this.sqlPage(all([this.matchCond(), filters]), bySales, size, offset)).map((r) => r.id);
      const byKey = keyTiers ? await this.sqlPage(all([keyAnyCond(key), filters]), bySales, n, 0) : [];
      const textRows = this.plan.text.kind === 'none'
        ? []
        : cells && cells.length <= LIMITS.cellPageMax
          ? await this.cellPage(cells, n + byKey.length, 0)
          : await this.sqlPage(all([textCond(this.plan.text), sql`not ${keyAnyCond(key)}`, filters]), bySales, n, 0, !counted.capped.has(4) && this.plan.text.kind === 'rows');
      const merged = dedupe([...byKey, ...textRows]).sort((a, b) => b.salesCount - a.salesCount || a.id - b.id);
      return merged.slice(offset, n).map((r) => r.id);
    }
    // Relevance: the tiers one after another; fetch only the tiers the window reaches.
    const out: number[] = [];
    let start = 0;
    for (const tier of [1, 2, 3, 4] as const) {
      const count = tierCounts.get(tier) ?? 0;
      const end = start + count;
      if (count > 0 && end > offset && start < n) {
        const from = Math.max(0, offset - start);
        const take = Math.min(n, end) - Math.max(offset, start);
        out.push(...(await this.tierPage(tier, key, filters, cells, take, from, !counted.capped.has(tier))));
      }
      start = end;
      if (start >= n) break;
    }
    return out.slice(0, size);
  }

  async tierPage(tier: 1 | 2 | 3 | 4, key: KeyPlan, filters: Cond, cells: Cell[] | null, limit: number, offset: number, exactCount: boolean): Promise<number[]> {
    const bySales = sql`g.sales_count desc, g.id`;
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    if (tier === 1) return ids(await this.sqlPage(all([keyTierCond(key, 1), filters]), bySales, limit, offset));
    if (tier === 2) return ids(await this.sqlPage(all([keyTierCond(key, 2), filters]), sql`g.model_key using ~<~, g.sales_count desc, g.id`, limit, offset));
    if (tier === 3) return ids(await this.sqlPage(all([keyTierCond(key, 3), filters]), bySales, limit, offset, exactCount));
    if (!cells || cells.length > LIMITS.cellPageMax) {
      return ids(await this.sqlPage(all([textCond(this.plan.text), sql`not ${keyAnyCond(key)}`, filters]), bySales, limit, offset, exactCount && this.plan.text.kind === 'rows'));
    }
    // Cells: drop goods that a key tier already listed (rare: a key that also holds the words).
    if (this.overlap === 0) return ids(await this.cellPage(cells, limit, offset));
    const skip = new Set(ids(await this.sqlPage(all([keyAnyCond(key), textCond(this.plan.text), filters]), bySales, LIMITS.rowCap, 0, true)));
    const rows = await this.cellPage(cells, offset + limit + skip.size, 0);
    return ids(rows.filter((r) => !skip.has(r.id)).slice(offset, offset + limit));
  }

  /** Goods in the key-prefix range, counted index-only up to `cap + 1`. */
  async prefixSize(cap: number): Promise<number> {
    const key = this.plan.key!;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (select 1 from goods g where ${LIVE} and ${prefixCond(key)} and ${all(cellFilterConds(this.filters))} limit ${cap + 1}) s`.execute(this.db);
    return rows[0]?.n ?? 0;
  }

  /**
   * Parameter values counted in the database over the filtered match (category, brand, in-stock and
   * the parameter filters except `exceptName`), at most `paramExact` goods read: exact when the match
   * is within the bound, else counts over the first `paramExact` goods (`exact` false). `bitmap`: the
   * whole match is known to be modest, so read it through bitmap index scans.
   */
  async paramCounts(bitmap: boolean, exceptName?: string): Promise<SpecTally> {
    const cond = all([this.matchCond(), ...cellFilterConds(this.filters), ...rowFilterConds(this.filters, exceptName)]);
    const cap = LIMITS.paramExact;
    const query = (db: Kysely<Database>) =>
      // One pass: each good adds its (name, value) pairs and one (null, null) row that counts the goods.
      sql<{ name: string | null; value: string | null; count: number }>`
        select kv.key as name, kv.value, count(*)::int as count
        from (select g.specs from goods g where ${LIVE} and ${cond} limit ${cap + 1}) s
        cross join lateral (select e.key, e.value from jsonb_each_text(s.specs) e union all select null, null) kv
        group by 1, 2`.execute(db);
    const { rows } = await withPlan(this.db, bitmap ? 'bitmap' : 'scan', query);
    const n = rows.find((r) => r.name === null)?.count ?? 0;
    const values = new Map<string, Map<string, number>>();
    for (const r of rows) {
      if (r.name === null || r.value === null) continue;
      const m = values.get(r.name) ?? new Map<string, number>();
      m.set(r.value, r.count);
      values.set(r.name, m);
    }
    return { rows: Math.min(n, cap), values, exact: n <= cap };
  }

  /**
   * The categories the category facet may list: none chosen, every category of the match; a level-3
   * category chosen, it and its siblings (the leaves of its parent), so a buyer can move sideways;
   * a higher level chosen, the leaves under it. Clicking one replaces the chosen category, so each
   * count is the total that click gives.
   */
  categoryScope(): Set<number> | null {
    const leafIds = this.input.leafIds;
    if (!leafIds) return null;
    if (leafIds.length === 1) {
      const parentId = this.refs.categories.get(leafIds[0]!)?.parentId;
      const parent = parentId === null || parentId === undefined ? undefined : this.refs.categories.get(parentId);
      if (parent) return new Set(parent.leafIds);
    }
    return new Set(leafIds);
  }

  async run(): Promise<SearchOutcome> {
    const f = this.filters;
    await this.settleModelWords();
    // 1. The whole keyword match, without filters: small enough to read whole?
    const plain = await this.count(false);
    const plainTotal = plain.aggs.reduce((s, a) => s + a.count, 0);
    if (plain.capped.size === 0 && plainTotal <= LIMITS.smallSet && this.plan.text.kind !== 'all') {
      const rows = plainTotal > 0 ? await this.lightRows(this.matchCond(), LIMITS.smallSet + 1) : [];
      if (rows.length < LIMITS.similarWhen) rows.push(...(await this.similarRows(new Set(rows.map((r) => r.id)))));
      return this.inMemory(rows);
    }
    // 2. Large: counts under the row filters, facets over (category, brand), a page.
    const modest = plain.capped.size === 0 && plainTotal <= LIMITS.sortCandidates && this.plan.text.kind !== 'all';
    const counted = hasRowFilters(f) ? await this.count(true, !modest) : plain;
    const filtered = counted.aggs.filter((a) => inCategory(f, a.categoryId) && inBrand(f, a.brandId));
    const tierCounts = new Map<number, number>();
    for (const a of filtered) tierCounts.set(a.tier, (tierCounts.get(a.tier) ?? 0) + a.count);
    const total = filtered.reduce((s, a) => s + a.count, 0);
    const categories = new Map<number, number>();
    const brands = new Map<number, number>();
    const scope = this.categoryScope();
    for (const a of counted.aggs) {
      if (inBrand(f, a.brandId) && (!scope || scope.has(a.categoryId))) categories.set(a.categoryId, (categories.get(a.categoryId) ?? 0) + a.count);
      if (inCategory(f, a.categoryId)) brands.set(a.brandId, (brands.get(a.brandId) ?? 0) + a.count);
    }
    const exact = counted.capped.size === 0;
    const [ids, params] = await Promise.all([
      this.input.withPage === false ? Promise.resolve([]) : this.page(counted, tierCounts, total),
      this.input.withPage === false ? Promise.resolve({ facets: [], exact: true }) : this.largeParamFacets(filtered, modest),
    ]);
    return this.outcome(ids, total, exact, categories, brands, params.facets, exact && params.exact);
  }

  /** Parameter facets when the filtered result sits in one leaf category, counted in the database. */
  async largeParamFacets(filtered: Agg[], bitmap: boolean): Promise<{ facets: Facets['params']; exact: boolean }> {
    const live = new Set(filtered.filter((a) => a.count > 0).map((a) => a.categoryId));
    if (live.size !== 1) return { facets: [], exact: true };
    const names = [...this.filters.params.keys()];
    const tallies = await Promise.all([this.paramCounts(bitmap), ...names.map((name) => this.paramCounts(bitmap, name))]);
    const byName = new Map(names.map((name, i) => [name, tallies[i + 1]!]));
    const facets = paramFacets((name) => (name !== undefined && byName.has(name) ? byName.get(name)! : tallies[0]!), names);
    // A value counted past `rowCap` is true, but its click answers a lower bound (`totalExact` false):
    // such counts are marked approximate too, so a shown count and its click never disagree unmarked.
    const clickable = facets.every((p) => p.values.every((v) => v.count <= LIMITS.rowCap));
    return { facets, exact: clickable && tallies.every((t) => t.exact) };
  }

  outcome(ids: number[], total: number, totalExact: boolean, categories: Map<number, number>, brands: Map<number, number>, params: Facets['params'], exact: boolean): SearchOutcome {
    const named = <T extends { name: string }>(m: Map<number, number>, lookup: (id: number) => T | undefined, limit: number) =>
      [...m]
        .filter(([, n]) => n > 0)
        .map(([id, count]) => ({ id, name: lookup(id)?.name ?? String(id), count }))
        .sort((a, b) => b.count - a.count || a.id - b.id)
        .slice(0, limit);
    return {
      keyword: this.plan.keyword,
      matchMode: this.exactMode ? 'exact' : 'fuzzy',
      ids,
      total,
      totalExact,
      facets: {
        categories: named(categories, (id) => this.refs.categories.get(id), LIMITS.facetCategories),
        brands: named(brands, (id) => this.refs.brands.get(id), LIMITS.facetBrands),
        params,
        exact,
      },
    };
  }
}

/**
 * How a query's rows must be reached, for the two places where the planner's guess is not good
 * enough: 'bitmap' (no sequential or plain index scans; index-only scans are off too) where a
 * trigram or modest match meets LIMIT, since a rough row estimate for LIKE '%...%' can turn "read
 * the few matches" into "scan until enough rows passed"; 'scan' (no bitmap scans) where a broad
 * match is counted up to a cap, reading until the cap is cheaper than building its whole bitmap.
 * Both also switch JIT compilation off, which costs more than these short queries run.
 */
type PlanHint = 'bitmap' | 'scan';

async function withPlan<T>(db: Kysely<Database>, hint: PlanHint, fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (hint === 'bitmap') await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    else await sql`select set_config('enable_bitmapscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    return fn(trx);
  });
}

/** Ids of the text tier in sales order, cell by cell from the covering index (index-only). */
async function readCellPage(db: Kysely<Database>, cells: readonly Cell[], limit: number, offset: number): Promise<{ id: number; salesCount: number }[]> {
  if (cells.length === 0 || limit <= 0) return [];
  const n = offset + limit;
  const { rows } = await sql<{ id: number; salesCount: number }>`
    select c.id, c.sales_count from unnest(${cells.map((x) => x.text)}::text[], ${cells.map((x) => x.categoryId)}::int[], ${cells.map((x) => x.brandId)}::int[]) as u(t, cat, br)
    cross join lateral (
      select g.id, g.sales_count from goods g
      where g.status = 1 and g.name_cjk = u.t and g.category_id = u.cat and g.brand_id = u.br
      order by g.sales_count desc, g.id limit ${n}) c
    order by c.sales_count desc, c.id limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/** Parameter values counted over the given goods' specs. */
function tallySpecs(specs: Record<string, string>[]): SpecTally {
  const values = new Map<string, Map<string, number>>();
  for (const row of specs) {
    for (const [name, value] of Object.entries(row)) {
      const m = values.get(name) ?? new Map<string, number>();
      m.set(value, (m.get(value) ?? 0) + 1);
      values.set(name, m);
    }
  }
  return { rows: specs.length, values, exact: true };
}

function tally(ids: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

function dedupe<T extends { id: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

/**
 * The database engine: the same answers as the index (search-index-query.ts), read from
 * PostgreSQL with bounded work. Kept as the reference the index is tested against.
 */
export async function searchGoodsSql(db: Kysely<Database>, cache: CatalogueCache, input: SearchInput): Promise<SearchOutcome> {
  const [refs, cells] = await Promise.all([cache.refs(), cache.cells()]);
  return new Search(db, refs, cells, input).run();
}

// ---- suggestions ----------------------------------------------------------------------------------

interface Row {
  id: number;
  model: string;
  name: string;
  brandId: number;
  categoryId: number;
}

const COLUMNS = sql`g.id, g.model, g.name, g.brand_id, g.category_id`;

async function rows(db: Kysely<Database>, query: RawBuilder<Row>, bitmap = false): Promise<Row[]> {
  return (bitmap ? await withPlan(db, 'bitmap', (trx) => query.execute(trx)) : await query.execute(db)).rows;
}

/** Suggestions read from the database (the reference the index is tested against). */
export async function suggestSql(db: Kysely<Database>, cache: CatalogueCache, keyword: string): Promise<KeywordSuggestion[]> {
  if (!normaliseKeyword(keyword)) return [];
  const [refs, cells] = await Promise.all([cache.refs(), cache.cells()]);
  const p = plan(keyword, refs, cells);
  const limit = SUGGESTION_LIMIT;
  const key = p.key!;
  const found: Row[] = await rows(db, sql<Row>`
    select ${COLUMNS} from goods g where g.status = 1 and ${prefixCond(key)}
    order by g.model_key using ~<~, g.sales_count desc, g.id limit ${limit}`);
  if (found.length < limit && key.contains) {
    found.push(
      ...(await rows(
        db,
        sql<Row>`
          select s.id, s.model, s.name, s.brand_id, s.category_id from (
            select ${COLUMNS}, g.sales_count from goods g where g.status = 1 and ${keyTierCond(key, 3)} limit ${CONTAINS_SAMPLE}) s
          order by s.sales_count desc, s.id limit ${limit - found.length}`,
        true,
      )),
    );
  }
  // A spaced model number the key already found is not searched word by word in names.
  if (found.length < limit && p.text.kind !== 'none' && !(p.text.modelOnly && found.length > 0)) {
    const room = limit - found.length;
    const seen = new Set(found.map((r) => r.id));
    if (p.text.kind === 'cells') {
      const matched = cells.list.filter((c) => p.text.cellTokens.every((t) => cellMatches(t, c)));
      const ids = (await readCellPage(db, matched, room + found.length, 0)).map((r) => r.id).filter((id) => !seen.has(id)).slice(0, room);
      if (ids.length) {
        const more = await db.selectFrom('goods').select(['id', 'model', 'name', 'brandId', 'categoryId']).where('id', 'in', ids).execute();
        const byId = new Map(more.map((r) => [r.id, r]));
        found.push(...ids.flatMap((id) => byId.get(id) ?? []));
      }
    } else {
      found.push(
        ...(await rows(
          db,
          sql<Row>`
            select s.id, s.model, s.name, s.brand_id, s.category_id from (
              select ${COLUMNS}, g.sales_count from goods g
              where g.status = 1 and ${textCond(p.text)} and not ${keyAnyCond(key)} limit ${CONTAINS_SAMPLE}) s
            order by s.sales_count desc, s.id limit ${room}`,
          true,
        )),
      );
    }
  }
  return found.map((r) => ({
    goodsId: r.id,
    goodsModel: r.model,
    brandId: r.brandId,
    brandName: refs.brands.get(r.brandId)?.name ?? '',
    goodsName: r.name,
    categoryName: refs.categories.get(r.categoryId)?.name ?? '',
  }));
}

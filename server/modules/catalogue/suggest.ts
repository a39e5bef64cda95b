// Suggestions while typing (POST /open/goods/search/keyword): at most 10 goods, in this order:
//   1. model keys starting with the typed key, in key order (the exact key sorts first), most sold
//      first among equal keys: one range scan of the key index, stopped after 10;
//   2. keys containing it (3+ characters): the most sold of the first CONTAINS_SAMPLE found;
//   3. goods whose Chinese name words, brand or category match: most sold first, cell by cell.
// Each step runs only when the earlier ones left room. Results are cached per normalised keyword
// for CACHE_TTL_MS (a request with `Cache-Control: no-cache` bypasses and refreshes the cache); a
// catalogue change clears the cache. The route (suggest-route.ts) answers from the index
// (suggest-index.ts); suggestSql is the same rules over the database, kept as the reference.
import zlib from 'node:zlib';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { SUGGESTION_LIMIT, normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { Database } from '../../db/schema.ts';
import { COMPRESS_THRESHOLD } from '../../http/compression.ts';
import { ok } from '../../http/envelope.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { readCellPage, withPlan } from './search-engine.ts';
import { cellMatches, keyAnyCond, keyTierCond, plan, prefixCond, textCond } from './search-plan.ts';
import { ExpiringMap } from './expiring-map.ts';
import type { ContentCoding } from '../../http/content-coding.ts';

export type Suggestion = KeywordSuggestion;

/** Key-contains and text rows read before the most sold of them are chosen. */
export const CONTAINS_SAMPLE = 200;
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 5_000;

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
export async function suggestSql(db: Kysely<Database>, cache: CatalogueCache, keyword: string): Promise<Suggestion[]> {
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

/** Brotli as @fastify/compress sends JSON (quality 4); gzip at zlib's defaults. */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A computed answer as the route sends it: the envelope's JSON as UTF-8 bytes, serialised once,
 * and its brotli and gzip forms, each made the first time a client asks for it, when the JSON is
 * COMPRESS_THRESHOLD bytes or more (below it, answers go as they are, as everywhere else).
 */
export class CachedSuggestions {
  readonly json: Buffer;
  #br: Buffer | null = null;
  #gzip: Buffer | null = null;

  constructor(data: readonly Suggestion[]) {
    this.json = Buffer.from(JSON.stringify(ok(data)));
  }

  get compressible(): boolean {
    return this.json.length >= COMPRESS_THRESHOLD;
  }

  encoded(encoding: ContentCoding): Buffer {
    if (encoding === 'br') return (this.#br ??= zlib.brotliCompressSync(this.json, BROTLI));
    return (this.#gzip ??= zlib.gzipSync(this.json));
  }
}

/** Recent answers by normalised keyword, each for CACHE_TTL_MS after it was computed, at most CACHE_MAX. */
export class SuggestionCache extends ExpiringMap<string, CachedSuggestions> {
  constructor() {
    super(CACHE_TTL_MS, CACHE_MAX);
  }
}

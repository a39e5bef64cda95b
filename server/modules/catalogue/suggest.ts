// Suggestions while typing (POST /open/goods/search/keyword): at most 10 goods, in this order:
//   1. model keys starting with the typed key, in key order (the exact key sorts first), most sold
//      first among equal keys: one range scan of the key index, stopped after 10;
//   2. keys containing it (3+ characters): the most sold of the first CONTAINS_SAMPLE found;
//   3. goods whose Chinese name words, brand or category match: most sold first, cell by cell.
// Each step runs only when the earlier ones left room. Results are cached per normalised keyword
// for CACHE_TTL_MS (a request with `Cache-Control: no-cache` bypasses and refreshes the cache); a
// catalogue change clears the cache. The routes answer from the index (search-index-query.ts);
// suggestSql is the same rules over the database, kept as the reference.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KeywordSuggestion } from '../../../domain/catalogue/catalogue-views.ts';
import { SUGGESTION_LIMIT, normaliseKeyword } from '../../../domain/catalogue/search-query.ts';
import type { Envelope } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { readCellPage, withPlan } from './search-engine.ts';
import { cellMatches, keyAnyCond, keyTierCond, plan, prefixCond, textCond } from './search-plan.ts';

export type Suggestion = KeywordSuggestion;

/** A cached answer: the envelope, and a reply serializer answering its JSON, serialised once when it was made. */
export interface CachedSuggestions {
  envelope: Envelope<Suggestion[]>;
  serialised: () => string;
}

export function cachedSuggestions(envelope: Envelope<Suggestion[]>): CachedSuggestions {
  const json = JSON.stringify(envelope);
  return { envelope, serialised: () => json };
}

const CONTAINS_SAMPLE = 200;
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

/** A small LRU of recent answers (with their serialised envelope), by normalised keyword. */
export class SuggestionCache {
  readonly #entries = new Map<string, { at: number; value: CachedSuggestions }>();

  get(keyword: string): CachedSuggestions | undefined {
    const hit = this.#entries.get(keyword);
    if (!hit) return undefined;
    this.#entries.delete(keyword);
    if (Date.now() - hit.at > CACHE_TTL_MS) return undefined;
    this.#entries.set(keyword, hit);
    return hit.value;
  }

  /** Forgets every answer (the catalogue changed). */
  clear(): void {
    this.#entries.clear();
  }

  set(keyword: string, value: CachedSuggestions): void {
    this.#entries.delete(keyword);
    this.#entries.set(keyword, { at: Date.now(), value });
    if (this.#entries.size > CACHE_MAX) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

// The search log (hot_search_log): its writes (search-log.ts queues them), the hot searches and
// the searches that found nothing.
//
// Hot searches: the keywords most searched over the last 7 days, from the real search log. A
// keyword scores the distinct searchers of each day summed over the days (a member, or a visitor's
// IP: a burst from one source counts once a day; older entries without a searcher count one each),
// and is shown only when at least MIN_SEARCHERS different searchers made it and it matches goods:
// some search of it found goods, or its model key starts a live goods' key.
//
// What buyers searched for and did not find (the staff dashboard, issue 22 item 5): the search
// log's keywords whose searches since `since` found no goods, by the number of those searches,
// leaving out a keyword that found goods in a later search (the goods came, or the search got
// better). Read on two partial indexes of hot_search_log (migration 0026): the no-result rows by
// time, and the found rows by keyword.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const WINDOW_DAYS = 7;
/** Distinct searchers a keyword needs to be listed: one source alone never makes a hot search. */
export const MIN_SEARCHERS = 3;

export async function hotKeywords(db: Kysely<Database>, size: number, now = new Date()): Promise<{ goodsModel: string }[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3600 * 1000);
  const { rows } = await sql<{ keyword: string }>`
    select (array_agg(h.keyword order by h.created_at desc))[1] as keyword,
      count(distinct (date_trunc('day', h.created_at)::date::text || '|' || coalesce(h.searcher, 'log:' || h.id::text))) as n
    from hot_search_log h
    where h.created_at >= ${since}
    group by h.keyword_key
    having count(distinct coalesce(h.searcher, 'log:' || h.id::text)) >= ${MIN_SEARCHERS}
      and (max(h.result_count) > 0 or exists (
        select 1 from goods g where g.status = 1 and g.model_key ~>=~ h.keyword_key and g.model_key ~<~ (h.keyword_key || ${'\u{10FFFF}'})))
    order by n desc, h.keyword_key
    limit ${size}`.execute(db);
  return rows.map((r) => ({ goodsModel: r.keyword }));
}

/** Writes a batch of search-log entries in one INSERT. */
export async function insertSearchLog(db: Kysely<Database>, entries: readonly Insertable<Database['hotSearchLog']>[]): Promise<void> {
  await db.insertInto('hotSearchLog').values([...entries]).execute();
}

export interface NoResultSearch {
  keyword: string;
  searches: number;
  searchers: number;
  lastSearchedAt: string;
}

export async function noResultSearches(db: Kysely<Database>, since: Date, limit: number): Promise<NoResultSearch[]> {
  const { rows } = await sql<{ keyword: string; searches: number | string; searchers: number | string; lastAt: Date | string }>`
    with z as (
      select h.keyword_key,
        (array_agg(h.keyword order by h.created_at desc, h.id desc))[1] as keyword,
        count(*) as searches,
        count(distinct coalesce(h.searcher, 'log:' || h.id::text)) as searchers,
        max(h.created_at) as last_at
      from hot_search_log h
      where h.created_at >= ${since} and h.result_count = 0 and h.keyword_key <> ''
      group by h.keyword_key
    )
    select z.keyword, z.searches, z.searchers, z.last_at as "lastAt"
    from z
    where not exists (
      select 1 from hot_search_log f
      where f.keyword_key = z.keyword_key and f.result_count > 0 and f.created_at >= z.last_at)
    order by z.searches desc, z.last_at desc, z.keyword_key
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    keyword: r.keyword,
    searches: Number(r.searches),
    searchers: Number(r.searchers),
    lastSearchedAt: new Date(r.lastAt).toISOString(),
  }));
}

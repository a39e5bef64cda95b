// Hot searches: the keywords most searched over the last 7 days, from the real search log. A
// keyword scores the distinct searchers of each day summed over the days (a member, or a visitor's
// IP: a burst from one source counts once a day; older entries without a searcher count one each),
// and is shown only when at least MIN_SEARCHERS different searchers made it and it matches goods:
// some search of it found goods, or its model key starts a live goods' key.
import { sql, type Kysely } from 'kysely';
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

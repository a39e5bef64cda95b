// What buyers searched for and did not find (the staff dashboard, issue 22 item 5): the search
// log's keywords whose searches since `since` found no goods, by the number of those searches,
// leaving out a keyword that found goods in a later search (the goods came, or the search got
// better). Read on two partial indexes of hot_search_log (migration 0026): the no-result rows by
// time, and the found rows by keyword.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

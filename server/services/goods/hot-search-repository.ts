// Hot searches: the most searched keywords of the last 7 days, from the real search log.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const WINDOW_DAYS = 7;

export async function hotKeywords(db: Kysely<Database>, size: number, now = new Date()): Promise<{ goodsModel: string }[]> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .selectFrom('hotSearchLog')
    .select(['keywordKey', sql<string>`(array_agg(keyword order by created_at desc))[1]`.as('keyword'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('createdAt', '>=', since)
    .where('resultCount', '>', 0)
    .groupBy('keywordKey')
    .orderBy('n', 'desc')
    .orderBy('keywordKey')
    .limit(size)
    .execute();
  return rows.map((r) => ({ goodsModel: r.keyword }));
}

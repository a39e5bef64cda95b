// The member's favourites (收藏): goods ids with the moment they were collected. Lists show the
// same GoodsCard as every other list (card-cache.ts), newest first, live goods only.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Collects a goods; collecting it again changes nothing (the first moment stays). */
export async function saveFavourite(db: Kysely<Database>, memberId: number, goodsId: number): Promise<void> {
  await db
    .insertInto('favourite')
    .values({ memberId, goodsId })
    .onConflict((oc) => oc.columns(['memberId', 'goodsId']).doNothing())
    .execute();
}

/** Removes the given goods from the member's favourites; returns how many were there. */
export async function deleteFavourites(db: Kysely<Database>, memberId: number, goodsIds: readonly number[]): Promise<number> {
  const rows = await db.deleteFrom('favourite').where('memberId', '=', memberId).where('goodsId', 'in', [...new Set(goodsIds)]).returning('goodsId').execute();
  return rows.length;
}

export async function isFavourite(db: Kysely<Database>, memberId: number, goodsId: number): Promise<boolean> {
  return (await db.selectFrom('favourite').select('goodsId').where('memberId', '=', memberId).where('goodsId', '=', goodsId).executeTakeFirst()) !== undefined;
}

/** One page of the member's favourite live goods, newest first: ids with their collectedAt, and the total. */
export async function favouritePage(db: Kysely<Database>, memberId: number, q: { current: number; size: number }) {
  // reads goods of catalogue: the live goods of the page filtered, ordered and counted in the one join (the page could not be cut otherwise)
  const base = db.selectFrom('favourite as f').innerJoin('goods as g', 'g.id', 'f.goodsId').where('f.memberId', '=', memberId).where('g.status', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .select(['f.goodsId', 'f.createdAt'])
      .orderBy('f.createdAt', 'desc')
      .orderBy('f.goodsId', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ goodsId: r.goodsId, collectedAt: r.createdAt.toISOString() })), total: Number(count.n) };
}

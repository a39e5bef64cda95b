// No oversell: many concurrent reservations for the last units give exactly as many successes as
// there are units (on PostgreSQL they truly race; on PGlite they queue on one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableStock, releaseStock, reserveLines, reserveStock, type Allocation } from '../../../server/modules/orders/stock-reservation.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let goodsId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  const db = ctx.handle.db;
  const g = await db.selectFrom('goods').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  goodsId = g.id;
  await db.deleteFrom('goodsStock').where('goodsId', '=', goodsId).execute();
  await db
    .insertInto('goodsStock')
    .values([
      { goodsId, warehouseId: 1, qty: 6, reserved: 0 },
      { goodsId, warehouseId: 2, qty: 4, reserved: 0 },
    ])
    .execute();
});
afterAll(async () => ctx?.close());

describe('stock reservation', () => {
  it('gives exactly 10 of 50 concurrent one-unit reservations for 10 units', async () => {
    const attempts = Array.from({ length: 50 }, () =>
      ctx.handle.db.transaction().execute(async (trx) => {
        const got = await reserveStock(trx, goodsId, 1);
        // Hold the lock a moment, as an order write would, to make the race real.
        await new Promise((r) => setTimeout(r, 2));
        return got;
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect((await availableStock(ctx.handle.db, [goodsId])).get(goodsId)).toBe(0);
    const rows = await ctx.handle.db.selectFrom('goodsStock').select(['qty', 'reserved']).where('goodsId', '=', goodsId).execute();
    for (const r of rows) expect(r.reserved).toBe(r.qty);
  });

  it('reserves nothing when short, spans warehouses when needed, and releases', async () => {
    const db = ctx.handle.db;
    await db.updateTable('goodsStock').set({ reserved: 0 }).where('goodsId', '=', goodsId).execute();
    const short = await db.transaction().execute((trx) => reserveStock(trx, goodsId, 11));
    expect(short).toBeNull();
    expect((await availableStock(db, [goodsId])).get(goodsId)).toBe(10);
    const plan = (await db.transaction().execute((trx) => reserveStock(trx, goodsId, 8))) as Allocation[];
    expect(plan).toEqual([
      { goodsId, warehouseId: 1, qty: 6 },
      { goodsId, warehouseId: 2, qty: 2 },
    ]);
    expect((await availableStock(db, [goodsId])).get(goodsId)).toBe(2);
    await db.transaction().execute((trx) => releaseStock(trx, plan));
    expect((await availableStock(db, [goodsId])).get(goodsId)).toBe(10);
  });

  it('reserves multi-line orders that overlap in opposite orders without deadlock', async () => {
    const db = ctx.handle.db;
    const other = await db.selectFrom('goods').select('id').where('id', '!=', goodsId).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('goodsStock').set({ reserved: 0 }).where('goodsId', 'in', [goodsId, other.id]).execute();
    await db.deleteFrom('goodsStock').where('goodsId', '=', other.id).execute();
    await db.insertInto('goodsStock').values({ goodsId: other.id, warehouseId: 1, qty: 10, reserved: 0 }).execute();
    const orders = Array.from({ length: 30 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        const lines = i % 2 ? [{ goodsId, num: 1 }, { goodsId: other.id, num: 1 }] : [{ goodsId: other.id, num: 1 }, { goodsId, num: 1 }];
        const res = await reserveLines(trx, lines);
        if (!res.ok) throw new Error(`short ${res.shortGoodsId}`);
        return res.allocations;
      }).then(() => true, (err: Error) => {
        if (!err.message.startsWith('short')) throw err;
        return false;
      }),
    );
    const results = await Promise.all(orders);
    expect(results.filter(Boolean)).toHaveLength(10);
    expect((await availableStock(db, [goodsId, other.id]))).toEqual(new Map([[goodsId, 0], [other.id, 0]]));
    await db.updateTable('goodsStock').set({ reserved: 0 }).where('goodsId', '=', goodsId).execute();
  });

  it('rolls a reservation back with its transaction', async () => {
    const db = ctx.handle.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await reserveStock(trx, goodsId, 5);
        throw new Error('order write failed');
      }),
    ).rejects.toThrow('order write failed');
    expect((await availableStock(db, [goodsId])).get(goodsId)).toBe(10);
  });
});

// Stock is reserved atomically per goods across its warehouses, fullest first. The rows are
// locked (SELECT … FOR UPDATE) inside the caller's transaction, so concurrent orders queue on
// them and see each other's reservations; the table's CHECK (reserved <= qty) is the last guard.
// Stock therefore never goes negative and is never sold twice. Locks are always taken in key
// order (goods id, then warehouse id) so that two orders can never wait on each other. The
// goods_stock queries are the stock module's (stock/public.ts); this file holds the rule. Each
// reservation and release records a catalogue change event in the same transaction (an outbox
// row, catalogue-changes.ts): no NOTIFY in the order's commit.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { publishCatalogueChange } from '../catalogue/public.ts';
import { addReserved, lockGoodsStock, sellableByGoods, subtractReserved } from '../stock/public.ts';
import { lockHeldAllocations, shrinkAllocation } from './order-allocation-repository.ts';

export interface Allocation {
  goodsId: number;
  warehouseId: number;
  qty: number;
}

/** Reserves `num` units; returns where they come from, or null (nothing reserved) when short. */
export async function reserveStock(trx: Transaction<Database>, goodsId: number, num: number): Promise<Allocation[] | null> {
  const rows = await lockGoodsStock(trx, goodsId);
  rows.sort((a, b) => b.qty - b.reserved - (a.qty - a.reserved) || a.warehouseId - b.warehouseId);
  let left = num;
  const plan: Allocation[] = [];
  for (const row of rows) {
    if (left === 0) break;
    const take = Math.min(left, row.qty - row.reserved);
    if (take > 0) {
      plan.push({ goodsId, warehouseId: row.warehouseId, qty: take });
      left -= take;
    }
  }
  if (left > 0) return null;
  for (const a of plan) await addReserved(trx, a.goodsId, a.warehouseId, a.qty);
  // An outbox row in the order's transaction: published after commit, every process's search index
  // then sees the new in-stock state (none for a rolled-back order).
  await publishCatalogueChange(trx, { kind: 'stock', ids: [goodsId] });
  return plan;
}

/**
 * Reserves every line of an order, locking goods in id order; returns the allocations, or the
 * first goods id that is short (the caller then rolls the whole transaction back).
 */
export async function reserveLines(
  trx: Transaction<Database>,
  lines: { goodsId: number; num: number }[],
): Promise<{ ok: true; allocations: Allocation[] } | { ok: false; shortGoodsId: number }> {
  const allocations: Allocation[] = [];
  for (const line of [...lines].sort((a, b) => a.goodsId - b.goodsId)) {
    const got = await reserveStock(trx, line.goodsId, line.num);
    if (!got) return { ok: false, shortGoodsId: line.goodsId };
    allocations.push(...got);
  }
  return { ok: true, allocations };
}

/** Gives reserved units back (order cancelled or payment timed out). */
export async function releaseStock(trx: Transaction<Database>, allocations: Allocation[]): Promise<void> {
  for (const a of allocations) await subtractReserved(trx, a.goodsId, a.warehouseId, a.qty);
  if (allocations.length) await publishCatalogueChange(trx, { kind: 'stock', ids: allocations.map((a) => a.goodsId) });
}

/**
 * Gives back `qty` units of one goods an order holds (after-sales: refunded before shipping, or
 * returned in good condition), warehouse by warehouse in key order; returns how many were given
 * back (never more than the order still holds).
 */
export async function releaseOrderUnits(trx: Transaction<Database>, orderId: number, goodsId: number, qty: number): Promise<number> {
  const held = await lockHeldAllocations(trx, orderId, goodsId);
  let left = qty;
  for (const row of held) {
    if (left === 0) break;
    const take = Math.min(left, row.qty);
    const rest = row.qty - take;
    await shrinkAllocation(trx, orderId, goodsId, row.warehouseId, rest);
    await releaseStock(trx, [{ goodsId, warehouseId: row.warehouseId, qty: take }]);
    left -= take;
  }
  return qty - left;
}

/** Units that can still be sold, per goods. */
export async function availableStock(db: Kysely<Database>, goodsIds: number[]): Promise<Map<number, number>> {
  return sellableByGoods(db, goodsIds);
}

// The queries of order_allocation: which warehouse's units an order holds. Written when an order is
// submitted, marked released when they are given back (whole order or some units of one goods).
// Every write runs inside the caller's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AllocationRow {
  goodsId: number;
  warehouseId: number;
  qty: number;
}

/** The allocations of a submitted order. */
export async function insertAllocations(trx: Transaction<Database>, orderId: number, allocations: AllocationRow[]): Promise<void> {
  await trx.insertInto('orderAllocation').values(allocations.map((a) => ({ orderId, ...a }))).execute();
}

/** Marks every unit the order still holds released; returns what was held (idempotent: released rows are skipped). */
export async function releaseAllAllocations(trx: Transaction<Database>, orderId: number): Promise<AllocationRow[]> {
  return trx
    .updateTable('orderAllocation')
    .set({ released: true })
    .where('orderId', '=', orderId)
    .where('released', '=', false)
    .returning(['goodsId', 'warehouseId', 'qty'])
    .execute();
}

/** The order's unreleased allocations of one goods, locked, by warehouse. */
export async function lockHeldAllocations(trx: Transaction<Database>, orderId: number, goodsId: number): Promise<{ warehouseId: number; qty: number }[]> {
  return trx
    .selectFrom('orderAllocation')
    .select(['warehouseId', 'qty'])
    .where('orderId', '=', orderId)
    .where('goodsId', '=', goodsId)
    .where('released', '=', false)
    .orderBy('warehouseId')
    .forUpdate()
    .execute();
}

/** Leaves `rest` units in one allocation (0: the allocation is released). */
export async function shrinkAllocation(trx: Transaction<Database>, orderId: number, goodsId: number, warehouseId: number, rest: number): Promise<void> {
  await trx
    .updateTable('orderAllocation')
    .set(rest === 0 ? { released: true } : { qty: rest })
    .where('orderId', '=', orderId)
    .where('goodsId', '=', goodsId)
    .where('warehouseId', '=', warehouseId)
    .execute();
}

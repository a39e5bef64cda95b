// The commission ledger (issue 19, docs/api/distribution.md), written from the order tables by an
// idempotent job (the sweeper, `npm run distribution -- settle`, and every report before it reads):
// - earn rows: one per line of a paid order of a bound buyer (paid after the binding, while the
//   referrer is a distributor), on the line's paid share (linePaidShares: subtotal less its share
//   of the discount; freight earns nothing) at the rate of its category (or the default); the
//   unique index per line makes concurrent runs write each row once;
// - settlement: a pending row of a completed order whose after-sales window has closed becomes
//   已结算 in the current China month on what was kept (less the line's refunded money), or
//   已失效 when nothing was kept; rows of a cancelled order become 已失效. Each row is locked
//   before its refunds are read, so a refund settling at the same time is either counted here or
//   clawed back by clawbackForRefund, never neither;
// - clawback rows (clawbackForRefund, called by the after-sales hook inside the refund's
//   transaction): a refund settled after the line's commission was settled writes a negative
//   row in the later of this month and the month after the settlement.
import type { Kysely, Transaction } from 'kysely';
import { linePaidShares } from '../../../domain/after-sales/refund-rules.ts';
import { REFUND_STATUS } from '../../../domain/after-sales/refund-status.ts';
import { chinaMonth, COMMISSION_STATUS, commissionOf, nextMonth } from '../../../domain/distribution/distribution-rules.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { Database } from '../../db/schema.ts';
import { categoryParents } from '../catalogue/public.ts';
import { commissionRates } from './commission-rate-repository.ts';
import { clawedBackFen, duePendingRows, insertClawback, insertEarnRows, lockCommissionInStatus, lockEarnRow, updateCommission } from './commission-repository.ts';
import { orderLinesWithCategory, ordersToEarn, refundedFenByLine, refundLinesOf } from './commission-source-repository.ts';

const DAY_MS = 86_400_000;
/** Orders picked up per run (the rest on the next run). */
const BATCH = 500;

export interface SyncOptions {
  windowDays: number;
  defaultRateBp: number;
  now?: Date;
  /** Only this distributor's buyers (a report refreshing its own figures). */
  distributorId?: number;
}

export interface SyncResult {
  created: number;
  settled: number;
  voided: number;
}

/** The rate of each category: its own, else its nearest ancestor's, else the default. */
async function rateResolver(db: Kysely<Database>, defaultRateBp: number): Promise<(categoryId: number) => number> {
  const [cats, rates] = await Promise.all([categoryParents(db), commissionRates(db)]);
  const parent = new Map(cats.map((c) => [Number(c.id), c.parentId === null ? null : Number(c.parentId)]));
  const own = new Map(rates.map((r) => [Number(r.categoryId), r.rateBp]));
  return (categoryId) => {
    let id: number | null = categoryId;
    for (let hops = 0; id !== null && hops < 10; hops++) {
      const rate = own.get(id);
      if (rate !== undefined) return rate;
      id = parent.get(id) ?? null;
    }
    return defaultRateBp;
  };
}

async function createEarnRows(db: Kysely<Database>, o: SyncOptions): Promise<number> {
  const orders = await ordersToEarn(db, o.distributorId, BATCH);
  if (orders.length === 0) return 0;
  const rateOf = await rateResolver(db, o.defaultRateBp);
  const lines = await orderLinesWithCategory(db, orders.map((x) => x.id));
  let created = 0;
  for (const order of orders) {
    const own = lines.filter((l) => Number(l.orderId) === Number(order.id)).map((l) => ({ ...l, id: Number(l.id), lineFen: Number(l.lineFen) }));
    const shares = linePaidShares(own, Number(order.discountFen));
    const rows = own.map((l) => {
      const base = shares.get(l.id) ?? 0;
      const rateBp = rateOf(Number(l.categoryId));
      return {
        distributorId: order.distributorId, buyerId: order.buyerId, orderId: order.id, orderLineId: l.id, refundId: null, kind: 'earn' as const,
        baseFen: base, rateBp, commissionFen: commissionOf(base, rateBp), status: COMMISSION_STATUS.pending,
        paidMonth: chinaMonth(new Date(order.paidAt!)), settleMonth: null, settledAt: null,
      };
    });
    if (rows.length === 0) continue;
    created += await insertEarnRows(db, rows);
  }
  return created;
}

/** Money given back for each line of an order by refunds that reached 已退款. */
async function refundedByLine(db: Kysely<Database>, orderLineIds: number[]): Promise<Map<number, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await refundedFenByLine(db, orderLineIds, REFUND_STATUS.refunded);
  return new Map(rows.map((r) => [Number(r.orderLineId), Number(r.fen)]));
}

async function settlePending(db: Kysely<Database>, o: SyncOptions, now: Date): Promise<{ settled: number; voided: number }> {
  const closedBefore = new Date(now.getTime() - o.windowDays * DAY_MS);
  const due = await duePendingRows(
    db,
    { pending: COMMISSION_STATUS.pending, cancelled: ORDER_STATUS.cancelled, completed: ORDER_STATUS.completed, closedBefore, distributorId: o.distributorId },
    BATCH * 5,
  );
  let settled = 0;
  let voided = 0;
  for (const d of due) {
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await lockCommissionInStatus(trx, d.id, COMMISSION_STATUS.pending);
      if (!row) return null;
      if (d.orderStatus === ORDER_STATUS.cancelled) {
        await updateCommission(trx, row.id, { status: COMMISSION_STATUS.void });
        return 'voided' as const;
      }
      const refunded = (await refundedByLine(trx, [Number(row.orderLineId)])).get(Number(row.orderLineId)) ?? 0;
      const kept = Math.max(0, Number(row.baseFen) - refunded);
      if (kept === 0) {
        await updateCommission(trx, row.id, { status: COMMISSION_STATUS.void });
        return 'voided' as const;
      }
      await updateCommission(trx, row.id, { status: COMMISSION_STATUS.settled, baseFen: kept, commissionFen: commissionOf(kept, row.rateBp), settleMonth: chinaMonth(now), settledAt: now });
      return 'settled' as const;
    });
    if (outcome === 'settled') settled += 1;
    if (outcome === 'voided') voided += 1;
  }
  return { settled, voided };
}

export async function syncCommissions(db: Kysely<Database>, o: SyncOptions): Promise<SyncResult> {
  const now = o.now ?? new Date();
  const created = await createEarnRows(db, o);
  const { settled, voided } = await settlePending(db, o, now);
  return { created, settled, voided };
}

/**
 * The after-sales hook's part (inside the refund's transaction): for each line of the settled
 * refund whose commission was already settled, a negative row taking back the refunded money's
 * commission (never more than the line still holds). Pending rows need nothing: their settlement
 * counts the refund.
 */
export async function clawbackForRefund(trx: Transaction<Database>, refund: { refundId: number; orderId: number }, now: Date = new Date()): Promise<number> {
  const lines = await refundLinesOf(trx, refund.refundId);
  let written = 0;
  for (const line of lines) {
    const earn = await lockEarnRow(trx, line.orderLineId);
    if (!earn || earn.status !== COMMISSION_STATUS.settled || Number(line.amountFen) <= 0) continue;
    const left = Number(earn.commissionFen) + (await clawedBackFen(trx, line.orderLineId));
    const take = Math.min(left, commissionOf(Number(line.amountFen), earn.rateBp));
    if (take <= 0) continue;
    const month = chinaMonth(now);
    const after = nextMonth(earn.settleMonth ?? month);
    const wrote = await insertClawback(trx, {
      distributorId: earn.distributorId, buyerId: earn.buyerId, orderId: earn.orderId, orderLineId: earn.orderLineId, refundId: refund.refundId, kind: 'clawback',
      baseFen: -Number(line.amountFen), rateBp: earn.rateBp, commissionFen: -take, status: COMMISSION_STATUS.settled, paidMonth: earn.paidMonth,
      settleMonth: month > after ? month : after, settledAt: now,
    });
    if (wrote) written += 1;
  }
  return written;
}

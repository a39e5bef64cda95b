// Shipping many orders from one sheet (issue 22; the staff API's shipBatch and `npm run orders --
// ship-batch <file.xlsx>`): the sheet (columns 订单号, 物流公司, 运单号, read with the enquiry
// module's safe reader) becomes rows; the preview judges each row (missing or malformed cells, an
// order number repeated, an unknown order, an order not 待发货, or one already shipped with the
// same tracking number, which is skipped); the confirm ships each row in its own transaction,
// checking it again under the order's lock, so a row that fails leaves the others shipped and
// importing the same file again ships nothing twice. The member gets the shipping message of
// moveOrder for each order shipped. The template is a one-sheet .xlsx with the header row.
import type { Kysely } from 'kysely';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../domain/orders/order-status.ts';
import {
  CARRIER_MAX, SHIP_BATCH_MAX_ROWS, SHIP_BATCH_MSG, TRACKING_NO_PATTERN,
  type ShipBatchPreview, type ShipBatchPreviewRow, type ShipBatchResult, type ShipBatchResultRow, type ShipBatchRow,
} from '../../../domain/orders/staff-shipping-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { readSheet, writeXlsx } from '../enquiry/public.ts';
import { lockOrder, moveOrder } from './order-transitions.ts';
import { orderIdOfNo, shipStatesByNo } from './sale-order-repository.ts';
import type { StaffActor } from '../../../domain/staff/staff-actor.ts';

const TRACKING = new RegExp(TRACKING_NO_PATTERN);

/** A row as shipped: trimmed, the order number and tracking number in capitals. */
function normalise(row: ShipBatchRow): ShipBatchRow {
  return { rowNo: row.rowNo, orderNo: row.orderNo.trim().toUpperCase(), carrier: row.carrier.trim(), trackingNo: row.trackingNo.trim().toUpperCase() };
}

/** What is wrong with a row's cells alone, or null. */
function cellProblem(row: ShipBatchRow): string | null {
  if (!row.orderNo) return SHIP_BATCH_MSG.orderNoMissing;
  if (!row.carrier) return SHIP_BATCH_MSG.carrierMissing;
  if ([...row.carrier].length > CARRIER_MAX) return SHIP_BATCH_MSG.carrierTooLong;
  if (!row.trackingNo) return SHIP_BATCH_MSG.trackingNoMissing;
  if (!TRACKING.test(row.trackingNo)) return SHIP_BATCH_MSG.trackingNoFormat;
  return null;
}

/** The rows of an uploaded sheet (400 with a sentence when it is not one, lacks a column or has no rows). */
export async function readShipSheet(bytes: Buffer, fileName: string): Promise<ShipBatchRow[]> {
  const sheet = await readSheet(bytes, fileName, SHIP_BATCH_MSG.columns, { maxRows: SHIP_BATCH_MAX_ROWS });
  if (!('orderNo' in sheet.columns) || !('carrier' in sheet.columns) || !('trackingNo' in sheet.columns)) throw badRequest(SHIP_BATCH_MSG.needsColumns);
  if (sheet.rows.length === 0) throw badRequest(SHIP_BATCH_MSG.noRows);
  if (sheet.rows.length > SHIP_BATCH_MAX_ROWS) throw badRequest(SHIP_BATCH_MSG.tooManyRows);
  return sheet.rows.map(({ rowNo, cells }) => ({ rowNo, orderNo: cells.orderNo ?? '', carrier: cells.carrier ?? '', trackingNo: cells.trackingNo ?? '' }));
}

type OrderState = { id: number; status: number; trackingNo: string | null };

/** The judgement of one row against its order as it stands. */
function judge(row: ShipBatchRow, order: OrderState | undefined): Pick<ShipBatchPreviewRow, 'orderId' | 'outcome' | 'message'> {
  if (!order) return { orderId: null, outcome: 'error', message: SHIP_BATCH_MSG.unknownOrder(row.orderNo) };
  const status = order.status as OrderStatus;
  if (status === ORDER_STATUS.awaitingShipment) return { orderId: order.id, outcome: 'ok', message: null };
  if ((status === ORDER_STATUS.shipped || status === ORDER_STATUS.completed) && order.trackingNo === row.trackingNo) {
    return { orderId: order.id, outcome: 'already', message: SHIP_BATCH_MSG.alreadyShipped };
  }
  if (status === ORDER_STATUS.shipped && order.trackingNo) return { orderId: order.id, outcome: 'error', message: SHIP_BATCH_MSG.shippedOtherTracking(order.trackingNo) };
  return { orderId: order.id, outcome: 'error', message: SHIP_BATCH_MSG.notToShip(ORDER_STATUS_TEXT[status]) };
}

/** Each row judged: its cells, a repeated order number (the first row keeps it), then its order. Writes nothing. */
export async function previewShipBatch(db: Kysely<Database>, raw: ShipBatchRow[]): Promise<ShipBatchPreview> {
  if (raw.length > SHIP_BATCH_MAX_ROWS) throw badRequest(SHIP_BATCH_MSG.tooManyRows);
  const rows = raw.map(normalise);
  const numbers = [...new Set(rows.map((r) => r.orderNo).filter(Boolean))];
  const orders = await shipStatesByNo(db, numbers);
  const byNo = new Map(orders.map((o) => [o.orderNo, o]));
  const firstRow = new Map<string, number>();
  const out: ShipBatchPreviewRow[] = rows.map((row) => {
    const problem = cellProblem(row);
    if (problem) return { ...row, orderId: null, outcome: 'error', message: problem };
    const first = firstRow.get(row.orderNo);
    if (first !== undefined) return { ...row, orderId: byNo.get(row.orderNo)?.id ?? null, outcome: 'error', message: SHIP_BATCH_MSG.duplicate(first) };
    firstRow.set(row.orderNo, row.rowNo);
    return { ...row, ...judge(row, byNo.get(row.orderNo)) };
  });
  const count = (o: ShipBatchPreviewRow['outcome']) => out.filter((r) => r.outcome === o).length;
  return { rows: out, ok: count('ok'), already: count('already'), errors: count('error') };
}

/** Ships one row in its own transaction under the order's lock (already shipped with this number: nothing written). */
async function shipRow(db: Kysely<Database>, who: StaffActor, row: ShipBatchRow): Promise<ShipBatchResultRow> {
  const base = { rowNo: row.rowNo, orderNo: row.orderNo };
  try {
    return await db.transaction().execute(async (trx) => {
      const foundId = await orderIdOfNo(trx, row.orderNo);
      const order = foundId !== undefined ? await lockOrder(trx, foundId) : null;
      const verdict = judge(row, order ?? undefined);
      if (verdict.outcome === 'error') return { ...base, orderId: verdict.orderId, outcome: 'error' as const, message: verdict.message };
      if (verdict.outcome === 'already') return { ...base, orderId: verdict.orderId, outcome: 'already' as const, message: SHIP_BATCH_MSG.alreadyShippedDone };
      await moveOrder(trx, order!.id, 'ship', { actor: who.actor, note: `${row.carrier} ${row.trackingNo}`, set: { carrier: row.carrier, trackingNo: row.trackingNo } });
      return { ...base, orderId: order!.id, outcome: 'shipped' as const, message: null };
    });
  } catch (err) {
    if (err instanceof AppError) return { ...base, orderId: null, outcome: 'error', message: err.message };
    throw err;
  }
}

/**
 * Ships the rows: each judged as in the preview (cells, repeats), then shipped in its own
 * transaction; the answer tells each row's outcome. Re-sending the same rows ships nothing again.
 */
export async function confirmShipBatch(db: Kysely<Database>, who: StaffActor, raw: ShipBatchRow[]): Promise<ShipBatchResult> {
  if (raw.length > SHIP_BATCH_MAX_ROWS) throw badRequest(SHIP_BATCH_MSG.tooManyRows);
  const rows = raw.map(normalise);
  const firstRow = new Map<string, number>();
  const out: ShipBatchResultRow[] = [];
  for (const row of rows) {
    const problem = cellProblem(row);
    const first = problem ? undefined : firstRow.get(row.orderNo);
    if (problem || first !== undefined) {
      out.push({ rowNo: row.rowNo, orderNo: row.orderNo, orderId: null, outcome: 'error', message: problem ?? SHIP_BATCH_MSG.duplicate(first!) });
      continue;
    }
    firstRow.set(row.orderNo, row.rowNo);
    out.push(await shipRow(db, who, row));
  }
  const count = (o: ShipBatchResultRow['outcome']) => out.filter((r) => r.outcome === o).length;
  return { rows: out, shipped: count('shipped'), already: count('already'), failed: count('error') };
}

/** The import template: the header row and one example row to replace. */
export function shipBatchTemplate(): Buffer {
  return writeXlsx([
    { name: SHIP_BATCH_MSG.templateSheet, rows: [[...SHIP_BATCH_MSG.templateHeader], [...SHIP_BATCH_MSG.templateExample]], widths: [24, 16, 24], freezeHeader: true },
  ]);
}

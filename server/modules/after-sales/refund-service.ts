// The member's side of after-sales (docs/api/after-sales.md): what an order still allows
// (preview), writeRefundOrder, cancel, the return shipment, and evidence images.
// writeRefundOrder checks the payload, then in one transaction locks the order (lockOrder), reads
// what live requests already took of each line, computes the amount in fen from what each unit
// was actually charged (domain/after-sales/refund-rules.ts) and writes the request, its lines
// and its first trace row. Two requests for the same order queue on the order's lock, so the
// second sees the first's quantities: two requests for the last unit cannot both be accepted.
import type { Kysely, Transaction } from 'kysely';
import { EVIDENCE_MAX_BYTES, EVIDENCE_PURPOSE, EVIDENCE_TYPES, lineRefundCap, linePaidShares, splitAmount } from '../../../domain/after-sales/refund-rules.ts';
import { isLiveRefund, REFUND_STATUS, REFUND_STATUSES, REFUND_TYPE, REFUND_TYPE_TEXT, type RefundType } from '../../../domain/after-sales/refund-status.ts';
import type { RefundPreview, RefundableLine } from '../../../domain/after-sales/refund-views.ts';
import type { ShipBackBody, WriteRefundBody } from '../../../domain/after-sales/refund-payloads.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus, type PayMethod } from '../../../domain/orders/order-status.ts';
import { chinaYymmdd } from '../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { UploadStore } from '../../providers/storage/upload-store.ts';
import { detectFile } from '../../security/file-check.ts';
import { actingOf, assertRecordActor, type Acting } from '../company/public.ts';
import { findOrder, lockOrder, ORDER_MSG, orderLinesOf } from '../orders/public.ts';
import { lockUploadsInUse } from '../../providers/storage/unclaimed-uploads.ts';
import { AS_MSG } from './messages.ts';
import { ownUploadIds } from './evidence-repository.ts';
import { moveRefund } from './refund-moves.ts';
import { freightTaken as liveFreightTaken, insertRefund, insertRefundLines, insertTrace, lockRefund, nextRefundSeq, refundByClientKey, refundOwner, takenByLine } from './refund-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type OrderRow = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** The envelope code of an order that does not allow after-sales now (data is { status }). */
export const ORDER_NOT_ELIGIBLE_CODE = 2102;

const DAY_MS = 86_400_000;
const LIVE = REFUND_STATUSES.filter(isLiveRefund);

export interface AfterSalesClock {
  windowDays: number;
  now?: Date;
}

/** When the after-sales window of a completed order ends (null for an order not completed). */
export function windowEnd(order: Pick<OrderRow, 'status' | 'completedAt'>, windowDays: number): Date | null {
  if (order.status !== ORDER_STATUS.completed || !order.completedAt) return null;
  return new Date(new Date(order.completedAt).getTime() + windowDays * DAY_MS);
}

/** The types an order allows now, or the refusal (409). */
function allowedTypes(order: OrderRow, clock: AfterSalesClock): RefundType[] {
  const status = order.status as OrderStatus;
  if (status === ORDER_STATUS.awaitingShipment) return [REFUND_TYPE.refundOnly];
  if (status === ORDER_STATUS.shipped) return [REFUND_TYPE.refundOnly, REFUND_TYPE.returnAndRefund];
  if (status === ORDER_STATUS.completed) {
    const end = windowEnd(order, clock.windowDays);
    if (end && end <= (clock.now ?? new Date())) throw new AppError(409, AS_MSG.windowClosed(clock.windowDays), ORDER_NOT_ELIGIBLE_CODE, { status });
    return [REFUND_TYPE.refundOnly, REFUND_TYPE.returnAndRefund];
  }
  throw new AppError(409, AS_MSG.orderNotEligible(ORDER_STATUS_TEXT[status]), ORDER_NOT_ELIGIBLE_CODE, { status });
}

const ORDER_ACCESS = { missing: ORDER_MSG.orderNotFound, forbidden: ORDER_MSG.colleagueOrder, placerOnly: AS_MSG.placerOnly };
const REFUND_ACCESS = { missing: AS_MSG.refundNotFound, forbidden: AS_MSG.colleagueRefund, placerOnly: AS_MSG.placerOnly };

/**
 * The order the member applies after-sales for: their own (a deleted one reads as missing); a
 * colleague's order answers 403 (issue 37: only its placer applies), another member's 404.
 */
async function mine(db: Db, acting: Acting, order: OrderRow | null | undefined): Promise<OrderRow> {
  if (order?.deletedByMember) throw notFound(ORDER_MSG.orderNotFound);
  await assertRecordActor(db, acting, order, ORDER_ACCESS);
  return order!;
}

/** Each line of the order with what it was charged and what live requests already took. */
async function refundableLines(db: Db, order: OrderRow): Promise<{ lines: RefundableLine[]; freightTaken: number }> {
  const rows = await orderLinesOf(db, order.id);
  const taken = await takenByLine(db, order.id, LIVE);
  const freight = await liveFreightTaken(db, order.id, LIVE);
  const paid = linePaidShares(rows.map((r) => ({ id: r.id, lineFen: Number(r.lineFen) })), Number(order.discountFen));
  const lines = rows.map((r) => {
    const t = taken.find((x) => x.orderLineId === r.id);
    const takenQty = Number(t?.qty ?? 0);
    return {
      orderLineId: r.id, goodsId: r.goodsId, goodsCode: r.goodsCode, model: r.model, name: r.name, brandName: r.brandName, unit: r.unit,
      imageUrl: r.imageUrl, unitPriceFen: Number(r.unitPriceFen), num: r.num, paidFen: paid.get(r.id) ?? 0, takenQty,
      takenFen: Number(t?.fen ?? 0), availableQty: Math.max(0, r.num - takenQty),
    };
  });
  return { lines, freightTaken: freight };
}

/** refund/preview/{orderId}: what the member's order still allows (404 for another member's). */
export async function previewRefund(db: Kysely<Database>, memberId: number, orderId: number, clock: AfterSalesClock): Promise<RefundPreview> {
  const order = await mine(db, await actingOf(db, memberId), await findOrder(db, orderId, null));
  const types = allowedTypes(order, clock);
  const { lines, freightTaken } = await refundableLines(db, order);
  const end = windowEnd(order, clock.windowDays);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status as OrderStatus,
    payMethod: order.payMethod as PayMethod | null,
    types,
    freightFen: order.status === ORDER_STATUS.awaitingShipment ? Math.max(0, Number(order.freightFen) - freightTaken) : 0,
    windowEndsAt: end ? end.toISOString() : null,
    lines,
  };
}

/** The evidence images must be the member's own uploads of that purpose. */
async function checkEvidence(db: Db, memberId: number, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const ids = urls.map((u) => u.slice(u.lastIndexOf('/') + 1));
  const found = await ownUploadIds(db, memberId, EVIDENCE_PURPOSE, ids);
  if (found.length !== new Set(ids).size) throw badRequest(AS_MSG.evidenceNotFound);
}

async function nextRefundNo(db: Db, now: Date): Promise<string> {
  return `RF${chinaYymmdd(now)}${String((await nextRefundSeq(db)) % 1_000_000).padStart(6, '0')}`;
}

export interface WriteResult {
  id: number;
  /** The same client key again: the request written the first time. */
  replayed: boolean;
}

/** writeRefundOrder: one request over lines of one of the member's orders; returns its id. */
export async function writeRefund(db: Kysely<Database>, memberId: number, body: WriteRefundBody, clock: AfterSalesClock): Promise<WriteResult> {
  const now = clock.now ?? new Date();
  const seen = new Set<number>();
  for (const l of body.lines) {
    if (seen.has(l.orderLineId)) throw badRequest(AS_MSG.duplicateLine);
    seen.add(l.orderLineId);
  }
  const images = body.images ?? [];
  await checkEvidence(db, memberId, images);
  const acting = await actingOf(db, memberId);
  return db.transaction().execute(async (trx) => {
    const order = await mine(trx, acting, await lockOrder(trx, body.orderId));
    const earlier = await refundByClientKey(trx, memberId, body.clientKey);
    if (earlier) {
      if (earlier.orderId !== order.id) throw conflict(AS_MSG.clientKeyUsed);
      return { id: earlier.id, replayed: true };
    }
    // The evidence is held for this transaction: the sweep of unused evidence cannot take it now,
    // and one it took meanwhile is missing (evidence-sweep.ts).
    if ((await lockUploadsInUse(trx, images)).size !== new Set(images).size) throw badRequest(AS_MSG.evidenceNotFound);
    const types = allowedTypes(order, { ...clock, now });
    if (!types.includes(body.refundType)) throw new AppError(409, AS_MSG.returnBeforeShipping, ORDER_NOT_ELIGIBLE_CODE, { status: order.status });
    const { lines, freightTaken } = await refundableLines(trx, order);
    const asked = body.lines.map((l) => {
      const line = lines.find((x) => x.orderLineId === l.orderLineId);
      if (!line) throw notFound(AS_MSG.orderLineNotFound);
      if (line.availableQty === 0) throw conflict(AS_MSG.nothingLeft(line.name));
      if (l.num > line.availableQty) throw conflict(AS_MSG.tooMany(line.name, line.availableQty));
      return { line, num: l.num, cap: lineRefundCap(line, l.num) };
    });
    // A refund-only request that takes every unit left of an unshipped order also refunds the freight.
    const takesAll = lines.every((x) => x.availableQty === (asked.find((a) => a.line.orderLineId === x.orderLineId)?.num ?? 0));
    const freightCap =
      order.status === ORDER_STATUS.awaitingShipment && body.refundType === REFUND_TYPE.refundOnly && takesAll
        ? Math.max(0, Number(order.freightFen) - freightTaken)
        : 0;
    const caps = [...asked.map((a) => a.cap), freightCap];
    const max = caps.reduce((s, c) => s + c, 0);
    if (max === 0) throw conflict(AS_MSG.nothingToRefund);
    if (body.amountFen !== undefined && body.amountFen > max) throw badRequest(AS_MSG.amountTooHigh(formatPrice(max)));
    const parts = splitAmount(caps, body.amountFen ?? max);
    const amountFen = parts.reduce((s, p) => s + p, 0);
    const freightFen = parts[parts.length - 1]!;
    const refundNo = await nextRefundNo(trx, now);
    const head = await insertRefund(trx, {
      // Issue 37: the request is the order's company's and department's, as the order was.
      refundNo, orderId: order.id, memberId, companyId: order.companyId, departmentId: order.departmentId, status: REFUND_STATUS.applying, refundType: body.refundType, reason: body.reason,
      description: body.description?.trim() || null, images: JSON.stringify(images), amountFen, freightFen, clientKey: body.clientKey,
    });
    await insertRefundLines(trx, asked.map((a, i) => ({ refundId: head.id, orderLineId: a.line.orderLineId, num: a.num, amountFen: parts[i]! })));
    await insertTrace(trx, {
      refundId: head.id, fromStatus: null, status: REFUND_STATUS.applying, actor: `member:${memberId}`,
      note: AS_MSG.trace.applied(REFUND_TYPE_TEXT[body.refundType], formatPrice(amountFen)),
    });
    return { id: head.id, replayed: false };
  });
}

/** Locks the member's order then the member's request (404 for another member's, 403 for a colleague's). */
export async function lockMemberRefund(trx: Transaction<Database>, memberId: number, id: number) {
  const head = await refundOwner(trx, id);
  // Issue 37: a colleague's request answers 403 (only its applicant acts on it), another member's 404.
  await assertRecordActor(trx, await actingOf(trx, memberId), head, REFUND_ACCESS);
  if (!head) throw notFound(AS_MSG.refundNotFound);
  await lockOrder(trx, head.orderId);
  const refund = await lockRefund(trx, id);
  if (!refund) throw notFound(AS_MSG.refundNotFound);
  return refund;
}

/** The member cancels a request not yet sent back (申请中 or 已同意). */
export async function cancelRefund(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const refund = await lockMemberRefund(trx, memberId, id);
    await moveRefund(trx, refund, 'cancel', { actor: `member:${memberId}`, note: AS_MSG.trace.cancelled, set: { cancelledAt: true } });
  });
}

/** The member sends the goods of an agreed return back: carrier and tracking number. */
export async function shipBack(db: Kysely<Database>, memberId: number, body: ShipBackBody): Promise<void> {
  const carrier = body.carrier.trim();
  if (!carrier) throw badRequest(AS_MSG.actionShipBack);
  const trackingNo = body.trackingNo.trim().toUpperCase();
  await db.transaction().execute(async (trx) => {
    const refund = await lockMemberRefund(trx, memberId, body.id);
    if (refund.refundType !== REFUND_TYPE.returnAndRefund) throw badRequest(AS_MSG.notAReturn);
    await moveRefund(trx, refund, 'shipBack', {
      actor: `member:${memberId}`,
      note: AS_MSG.trace.shippedBack(carrier, trackingNo),
      set: { returnCarrier: carrier, returnTrackingNo: trackingNo, returnShippedAt: true },
    });
  });
}

/** refund/uploadEvidence: one image checked by its content, stored private to the member and staff. */
export async function uploadEvidence(uploads: UploadStore, memberId: number, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw badRequest(AS_MSG.evidenceMissing);
  if (bytes.byteLength > EVIDENCE_MAX_BYTES) throw badRequest(AS_MSG.evidenceTooLarge);
  const mime = detectFile(bytes, EVIDENCE_TYPES);
  if (!mime) throw badRequest(AS_MSG.evidenceType);
  const stored = await uploads.put({ bytes, mime, purpose: EVIDENCE_PURPOSE, ownerMemberId: memberId, visibility: 'private' });
  return stored.url;
}

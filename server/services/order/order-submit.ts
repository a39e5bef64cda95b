// tmp/unified/create: a checkout draft becomes a sales order in ONE transaction. The draft row is
// locked first, so concurrent submissions of one draft take turns and the later ones see it
// submitted; the (member, client key) pair is unique, so a repeated or concurrent twin request
// answers the order its key already made and never makes a second one. Prices are recomputed in
// fen, stock is reserved per warehouse (stock-reservation.ts), address and invoice are copied into
// the order, and the draft's cart lines are removed, all or nothing.
import { sql, type Kysely, type Transaction } from 'kysely';
import { INVOICE_SPECIAL } from '../../../domain/invoice-rules.ts';
import { DRAFT_STATUS, DRAFT_STATUS_TEXT, ONLINE_PAY_MINUTES, ORDER_CODE, ORDER_TYPE, TRANSFER_PAY_HOURS, payMethodsFor, type DraftStatus } from '../../../domain/order-rules.ts';
import { ORDER_STATUS, PAY_METHOD, type OrderStatus, type PayMethod } from '../../../domain/order-status.ts';
import type { AddressSnapshot, InvoiceSnapshot, SubmittedOrder } from '../../../domain/orders.ts';
import type { SubmitOrderBody } from '../../../domain/schemas/order-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { buildDraftView, creditUsed, draftLineRequests, lineRefusal, loadBuyer, lockDraft, priceLines, totalsOf } from './draft-pricing.ts';
import { nextOrderNo } from './order-number.ts';
import { availableStock, reserveLines } from './stock-reservation.ts';
import { ORDER_MSG } from './order-messages.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface SubmittedRow {
  id: number;
  orderNo: string;
  status: number;
  payMethod: number | null;
  totalFen: number;
  payDeadline: Date | null;
  payDueAt: Date | null;
}

const SUBMITTED_COLUMNS = ['id', 'orderNo', 'status', 'payMethod', 'totalFen', 'payDeadline', 'payDueAt'] as const;

function submittedOf(o: SubmittedRow): SubmittedOrder {
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    status: o.status as OrderStatus,
    payMethod: (o.payMethod ?? PAY_METHOD.online) as PayMethod,
    totalFen: Number(o.totalFen),
    payDeadline: o.payDeadline ? o.payDeadline.toISOString() : null,
    payDueAt: o.payDueAt ? o.payDueAt.toISOString() : null,
  };
}

async function orderByKey(db: Kysely<Database>, memberId: number, clientKey: string): Promise<SubmittedOrder | null> {
  const o = await db.selectFrom('saleOrder').select(SUBMITTED_COLUMNS).where('memberId', '=', memberId).where('clientKey', '=', clientKey).executeTakeFirst();
  return o ? submittedOf(o) : null;
}

/** A unique violation on sale_order's (member_id, client_key): a concurrent twin got there first. */
function isClientKeyClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('client_key');
}

/** How an invoice type reads on the order (1 普通, 2 专用). */
export function invoiceTypeText(invoiceType: number): string {
  return invoiceType === INVOICE_SPECIAL ? '增值税专用发票' : '增值税普通发票';
}

/** Submits a draft; the same (member, clientKey) again answers the same order. */
export async function submitDraft(db: Kysely<Database>, memberId: number, body: SubmitOrderBody, now: Date = new Date()): Promise<SubmittedOrder> {
  const known = await orderByKey(db, memberId, body.clientKey);
  if (known) return known;
  try {
    return await db.transaction().execute((trx) => submitInTransaction(trx, memberId, body, now));
  } catch (err) {
    if (isClientKeyClash(err)) {
      const twin = await orderByKey(db, memberId, body.clientKey);
      if (twin) return twin;
    }
    throw err;
  }
}

async function submitInTransaction(trx: Transaction<Database>, memberId: number, body: SubmitOrderBody, now: Date): Promise<SubmittedOrder> {
  const draft = await lockDraft(trx, memberId, body.tmpOrderId);
  if (!draft) throw notFound(ORDER_MSG.orderNotFound);
  if (draft.status === DRAFT_STATUS.submitted) {
    const made = await trx.selectFrom('saleOrder').select([...SUBMITTED_COLUMNS, 'clientKey']).where('tmpOrderId', '=', draft.id).executeTakeFirst();
    // The twin that held the lock before us used our key: answer its order.
    if (made && made.clientKey === body.clientKey) return submittedOf(made);
    throw new AppError(409, ORDER_MSG.draftSubmitted, ORDER_CODE.draftSubmitted, made ? { orderId: made.id, orderNo: made.orderNo } : null);
  }
  if (draft.status !== DRAFT_STATUS.open) {
    throw new AppError(409, ORDER_MSG.draftCancelled, ORDER_CODE.orderStatus, { status: draft.status, statusText: DRAFT_STATUS_TEXT[draft.status as DraftStatus] });
  }

  const address = await trx
    .selectFrom('memberAddress')
    .select(['consignee', 'mobile', 'regionText', 'detail', 'postcode'])
    .where('id', '=', body.addressId)
    .where('memberId', '=', memberId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!address) throw notFound(ORDER_MSG.addressNotFound);
  const addressSnapshot: AddressSnapshot = { consignee: address.consignee, mobile: address.mobile, regionText: address.regionText, detail: address.detail, postcode: address.postcode };

  let invoiceSnapshot: InvoiceSnapshot | null = null;
  if (body.invoiceId !== undefined && body.invoiceId !== null) {
    const inv = await trx
      .selectFrom('memberInvoice')
      .select(['invoiceType', 'titleType', 'title', 'taxNo', 'regAddress', 'regPhone', 'bankName', 'bankAccount'])
      .where('id', '=', body.invoiceId)
      .where('memberId', '=', memberId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!inv) throw notFound(ORDER_MSG.invoiceNotFound);
    invoiceSnapshot = { ...inv, invoiceTypeText: invoiceTypeText(inv.invoiceType) };
  }
  if (draft.orderType === ORDER_TYPE.enterprise && !invoiceSnapshot) throw badRequest(ORDER_MSG.invoiceRequired);

  const credit = draft.orderType === ORDER_TYPE.enterprise
    ? await trx
        .selectFrom('memberCredit')
        .select(['limitFen', 'termDays'])
        .where('memberId', '=', memberId)
        .where('status', '=', 1)
        // Credit orders of one member take turns, so two cannot both fit the same headroom.
        .$if(body.payMethod === PAY_METHOD.credit, (q) => q.forUpdate())
        .executeTakeFirst()
    : undefined;
  if (!payMethodsFor(draft.orderType as 1 | 2, credit !== undefined).includes(body.payMethod)) throw badRequest(ORDER_MSG.payMethodNotAllowed);

  const buyer = await loadBuyer(trx, memberId, now);
  const priced = await priceLines(trx, await draftLineRequests(trx, draft.id), buyer.priceKind, { withStock: false });
  // Stock is settled by the reservation below (under lock).
  const bad = priced.find((l) => l.problem !== null);
  if (bad) throw lineRefusal(bad);
  const totals = totalsOf(priced);
  if (totals.totalFen !== body.expectedTotalFen) {
    throw new AppError(409, ORDER_MSG.priceChanged, ORDER_CODE.priceChanged, await buildDraftView(trx, draft, buyer));
  }
  if (body.payMethod === PAY_METHOD.credit && credit) {
    const available = Number(credit.limitFen) - (await creditUsed(trx, memberId));
    if (totals.totalFen > available) throw new AppError(409, ORDER_MSG.creditShort, 409, { availableFen: Math.max(0, available) });
  }

  const reserved = await reserveLines(trx, priced.map((l) => ({ goodsId: l.goodsId, num: l.num })));
  if (!reserved.ok) {
    const line = priced.find((l) => l.goodsId === reserved.shortGoodsId)!;
    const available = Math.max(0, (await availableStock(trx, [line.goodsId])).get(line.goodsId) ?? 0);
    throw new AppError(409, ORDER_MSG.stockShort(line.model, available), ORDER_CODE.outOfStock, { goodsId: line.goodsId, available });
  }

  const isCredit = body.payMethod === PAY_METHOD.credit;
  const status: OrderStatus = isCredit ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.awaitingPayment;
  const payDeadline = isCredit ? null : new Date(now.getTime() + (body.payMethod === PAY_METHOD.online ? ONLINE_PAY_MINUTES * MINUTE_MS : TRANSFER_PAY_HOURS * HOUR_MS));
  const payDueAt = isCredit && credit ? new Date(now.getTime() + credit.termDays * DAY_MS) : null;
  const orderNo = await nextOrderNo(trx, now);
  const order = await trx
    .insertInto('saleOrder')
    .values({
      orderNo,
      memberId,
      orderType: draft.orderType,
      source: draft.source,
      status,
      payMethod: body.payMethod,
      clientKey: body.clientKey,
      goodsAmountFen: totals.goodsAmountFen,
      freightFen: totals.freightFen,
      totalFen: totals.totalFen,
      address: JSON.stringify(addressSnapshot),
      invoice: invoiceSnapshot ? JSON.stringify(invoiceSnapshot) : null,
      remark: body.remark?.trim() || null,
      payDeadline,
      payDueAt,
      tmpOrderId: draft.id,
      ...(isCredit ? { confirmedAt: now } : {}),
    })
    .returning(SUBMITTED_COLUMNS)
    .executeTakeFirstOrThrow();

  const warehouseOf = new Map<number, number | null>();
  for (const a of reserved.allocations) warehouseOf.set(a.goodsId, warehouseOf.has(a.goodsId) ? null : a.warehouseId);
  await trx
    .insertInto('saleOrderLine')
    .values(
      priced.map((l) => ({
        orderId: order.id, goodsId: l.goodsId, warehouseId: warehouseOf.get(l.goodsId) ?? null, goodsCode: l.goodsCode, model: l.model, name: l.name,
        brandName: l.brandName, unit: l.unit, imageUrl: l.imageUrl || null, taxClassCode: l.taxClassCode, num: l.num, unitPriceFen: l.unitPriceFen, lineFen: l.lineFen,
      })),
    )
    .execute();
  await trx.insertInto('orderAllocation').values(reserved.allocations.map((a) => ({ orderId: order.id, ...a }))).execute();
  await trx.insertInto('orderStatusLog').values({ orderId: order.id, fromStatus: null, toStatus: status, actor: `member:${memberId}`, note: null }).execute();
  await trx.updateTable('tmpOrder').set({ status: DRAFT_STATUS.submitted, saleOrderId: order.id, updatedAt: sql`now()` }).where('id', '=', draft.id).execute();
  const cartIds = priced.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  if (cartIds.length > 0) await trx.deleteFrom('cartItem').where('memberId', '=', memberId).where('id', 'in', cartIds).execute();
  return submittedOf(order);
}

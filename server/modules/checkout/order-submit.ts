// tmp/unified/create: a checkout draft becomes a sales order in ONE transaction. The draft row is
// locked first, so concurrent submissions of one draft take turns and the later ones see it
// submitted; the (member, client key) pair is unique, so a repeated or concurrent twin request
// answers the order its key already made and never makes a second one. Prices are recomputed in
// fen, stock is reserved per warehouse (stock-reservation.ts), address and invoice are copied into
// the order, and the draft's cart lines are removed, all or nothing. The transaction runs four
// named steps: lock (the draft), validate (address, invoice, pay method, prices, credit), reserve
// (stock) and write (the order, its lines and allocations, the log, the draft, the cart).
import type { Kysely, Transaction } from 'kysely';
import { INVOICE_SPECIAL } from '../../../domain/member-books/invoice-rules.ts';
import { DRAFT_STATUS, DRAFT_STATUS_TEXT, ONLINE_PAY_MINUTES, ORDER_CODE, ORDER_TYPE, TRANSFER_PAY_HOURS, payMethodsFor, type DraftStatus, type OrderType } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, PAY_METHOD, type OrderStatus, type PayMethod } from '../../../domain/orders/order-status.ts';
import type { AddressSnapshot, InvoiceSnapshot, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { SubmitOrderBody } from '../../../domain/orders/order-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { buildDraftView, creditUsed, draftLineRequests, lineRefusal, loadBuyer, priceLines, totalsOf, type PricedLine, type Totals } from './draft-pricing.ts';
import { lockDraft, markDraftSubmitted, type DraftRow } from './draft-repository.ts';
import { removeOrderedCartLines } from '../cart/public.ts';
import { orderingFor } from '../company/public.ts';
import { announceLevel, assertPoNumber, notifySubmitted, planFor, sendApprovalSms, type SmsToSend } from '../approvals/public.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { APPROVAL_HOLD_HOURS, normalisePoNumber } from '../../../domain/approvals/approval-rules.ts';
import type { ApprovalPlanJson } from '../../db/schema.ts';
import { creditCompanyStamp, creditHolderOf, creditTerms, lockCreditTerms, type CreditHolder } from '../credit/public.ts';
import { addressForOrder, invoiceForOrder } from '../member-books/public.ts';
import { recordCompanyEvent } from '../integration/public.ts';
import { orderEventData } from '../../../domain/integration/webhook-events.ts';
import {
  availableStock, insertAllocations, insertSaleOrder, insertSaleOrderLines, insertStatusLog, nextOrderNo, orderByClientKey, orderOfDraft, ORDER_MSG,
  reserveLines, type Allocation, type SubmittedRow,
} from '../orders/public.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

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
  const o = await orderByClientKey(db, memberId, clientKey);
  return o ? submittedOf(o) : null;
}

/** A unique violation on sale_order's (member_id, client_key): a concurrent twin got there first. */
function isClientKeyClash(err: unknown): boolean {
  if (!err || typeof err !== 'object' || !('code' in err) || err.code !== '23505') return false;
  const constraint = 'constraint' in err ? String(err.constraint ?? '') : '';
  const message = 'message' in err ? String(err.message ?? '') : '';
  return `${constraint} ${message}`.includes('client_key');
}

/** How an invoice type reads on the order (1 普通, 2 专用). */
export function invoiceTypeText(invoiceType: number): string {
  return invoiceType === INVOICE_SPECIAL ? ORDER_MSG.invoiceSpecial : ORDER_MSG.invoiceNormal;
}

/** What a submission needs of the app beyond the database (issue 38: the approvers' SMS, the stock hold). */
export interface SubmitOptions {
  now?: Date;
  sms?: SmsProvider;
  approvalHoldHours?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Submits a draft; the same (member, clientKey) again answers the same order. */
export async function submitDraft(db: Kysely<Database>, memberId: number, body: SubmitOrderBody, opts: SubmitOptions = {}): Promise<SubmittedOrder> {
  const now = opts.now ?? new Date();
  const known = await orderByKey(db, memberId, body.clientKey);
  if (known) return known;
  // Issue 37: a role that may not order is refused here; the order is stamped with the company and department.
  const ordering = await orderingFor(db, memberId);
  const holdHours = opts.approvalHoldHours ?? APPROVAL_HOLD_HOURS;
  try {
    const done = await db.transaction().execute((trx) => submitInTransaction(trx, memberId, body, now, ordering, holdHours));
    // The approvers' SMS go once the order is committed (their messages are in the transaction).
    await sendApprovalSms(opts.sms, done.sms, opts.log);
    return done.order;
  } catch (err) {
    if (isClientKeyClash(err)) {
      const twin = await orderByKey(db, memberId, body.clientKey);
      if (twin) return twin;
    }
    throw err;
  }
}

/**
 * The whole submission, inside the transaction: lock, validate, approve (issue 38: the PO number,
 * the rules and the department's budgets, locked), reserve, write.
 */
async function submitInTransaction(
  trx: Transaction<Database>, memberId: number, body: SubmitOrderBody, now: Date, ordering: Ordering, holdHours: number,
): Promise<{ order: SubmittedOrder; sms: SmsToSend }> {
  const locked = await lockStep(trx, memberId, body);
  if ('answer' in locked) return { order: locked.answer, sms: [] };
  const checked = await validateStep(trx, memberId, locked.draft, body, now);
  const approval = await approvalStep(trx, memberId, body, ordering, checked, now, holdHours);
  const allocations = await reserveStep(trx, checked.priced);
  const order = await writeStep(trx, { memberId, body, now, draft: locked.draft, checked, allocations, ordering, approval });
  const sms = approval.plan && ordering.companyId !== null ? await announceApproval(trx, memberId, ordering, order, approval.plan, holdHours) : [];
  return { order, sms };
}

// ---- approve (issue 38) -----------------------------------------------------------------------

/** What the approval step settles: the PO number and cost centre, and the approval the order needs. */
interface ApprovalSettled {
  poNumber: string | null;
  costCentre: string | null;
  plan: ApprovalPlanJson | null;
  holdUntil: Date | null;
}

/** A company order: the PO number the company may require, the cost centre, a hard budget's refusal, the approval plan. */
async function approvalStep(
  trx: Transaction<Database>, memberId: number, body: SubmitOrderBody, ordering: Ordering, checked: CheckedSubmission, now: Date, holdHours: number,
): Promise<ApprovalSettled> {
  const poNumber = normalisePoNumber(body.poNumber);
  const ownCentre = body.costCentre?.trim() || null;
  if (ordering.companyId === null) return { poNumber, costCentre: ownCentre, plan: null, holdUntil: null };
  await assertPoNumber(trx, ordering.companyId, poNumber);
  const facts = { memberId, companyId: ordering.companyId, departmentId: ordering.departmentId, totalFen: checked.totals.totalFen, goodsIds: checked.priced.map((l) => l.goodsId) };
  const planned = await planFor(trx, facts, now, true);
  if (planned.refusal) throw new AppError(409, planned.refusal, ORDER_CODE.budgetExceeded);
  return {
    poNumber,
    costCentre: body.costCentre === undefined ? planned.departmentCode : ownCentre,
    plan: planned.plan,
    holdUntil: planned.plan ? new Date(now.getTime() + holdHours * HOUR_MS) : null,
  };
}

/** Tells the first level's deciders and the requester; the SMS to send after the commit. */
async function announceApproval(trx: Transaction<Database>, memberId: number, ordering: Ordering, order: SubmittedOrder, plan: ApprovalPlanJson, holdHours: number): Promise<SmsToSend> {
  const facts = { id: order.orderId, orderNo: order.orderNo, memberId, companyId: ordering.companyId!, departmentId: ordering.departmentId, totalFen: order.totalFen };
  const sms = await announceLevel(trx, facts, plan, 1, []);
  await notifySubmitted(trx, facts, plan, holdHours);
  return sms;
}

// ---- lock -------------------------------------------------------------------------------------

/**
 * Locks the member's draft. An open draft goes on; one already submitted answers its order when
 * our key made it (a twin held the lock before us) and refuses otherwise; a cancelled one refuses.
 */
async function lockStep(trx: Transaction<Database>, memberId: number, body: SubmitOrderBody): Promise<{ draft: DraftRow } | { answer: SubmittedOrder }> {
  const draft = await lockDraft(trx, memberId, body.tmpOrderId);
  if (!draft) throw notFound(ORDER_MSG.orderNotFound);
  if (draft.status === DRAFT_STATUS.submitted) {
    const made = await orderOfDraft(trx, draft.id);
    // The twin that held the lock before us used our key: answer its order.
    if (made && made.clientKey === body.clientKey) return { answer: submittedOf(made) };
    throw new AppError(409, ORDER_MSG.draftSubmitted, ORDER_CODE.draftSubmitted, made ? { orderId: made.id, orderNo: made.orderNo } : null);
  }
  if (draft.status !== DRAFT_STATUS.open) {
    throw new AppError(409, ORDER_MSG.draftCancelled, ORDER_CODE.orderStatus, { status: draft.status, statusText: DRAFT_STATUS_TEXT[draft.status as DraftStatus] });
  }
  return { draft };
}

// ---- validate ---------------------------------------------------------------------------------

interface CreditRow {
  limitFen: number;
  termDays: number;
  /** Whose credit it is (a company member's: the company's). */
  holder: CreditHolder;
}

/** What the validate step settles: the snapshots to copy, the credit terms, the priced lines. */
interface CheckedSubmission {
  address: AddressSnapshot;
  invoice: InvoiceSnapshot | null;
  credit: CreditRow | undefined;
  priced: PricedLine[];
  totals: Totals;
}

/** Everything but stock, in the order the buyer is told about it (stock is settled under lock by reserve). */
async function validateStep(trx: Transaction<Database>, memberId: number, draft: DraftRow, body: SubmitOrderBody, now: Date): Promise<CheckedSubmission> {
  const address = await addressSnapshot(trx, memberId, body.addressId);
  const invoice = await invoiceSnapshot(trx, memberId, body.invoiceId);
  if (draft.orderType === ORDER_TYPE.enterprise && !invoice) throw badRequest(ORDER_MSG.invoiceRequired);
  const credit = await creditTermsFor(trx, memberId, draft, body.payMethod);
  const { priced, totals } = await priceSubmission(trx, memberId, draft, body.expectedTotalFen, now);
  if (body.payMethod === PAY_METHOD.credit && credit) await checkCreditHeadroom(trx, credit, totals.totalFen);
  return { address, invoice, credit, priced, totals };
}

async function addressSnapshot(trx: Transaction<Database>, memberId: number, addressId: number): Promise<AddressSnapshot> {
  const address = await addressForOrder(trx, memberId, addressId);
  if (!address) throw notFound(ORDER_MSG.addressNotFound);
  return { consignee: address.consignee, mobile: address.mobile, regionText: address.regionText, detail: address.detail, postcode: address.postcode };
}

async function invoiceSnapshot(trx: Transaction<Database>, memberId: number, invoiceId: number | null | undefined): Promise<InvoiceSnapshot | null> {
  if (invoiceId === undefined || invoiceId === null) return null;
  const inv = await invoiceForOrder(trx, memberId, invoiceId);
  if (!inv) throw notFound(ORDER_MSG.invoiceNotFound);
  return { ...inv, invoiceTypeText: invoiceTypeText(inv.invoiceType) };
}

/** An enterprise's active credit terms (locked for a credit order), after checking the pay method is allowed. */
async function creditTermsFor(trx: Transaction<Database>, memberId: number, draft: DraftRow, payMethod: PayMethod): Promise<CreditRow | undefined> {
  const orderType = draft.orderType as OrderType;
  // Credit orders of one holder (every member of a company) take turns (the ledger's lock), so two cannot both fit the same headroom.
  const holder = await creditHolderOf(trx, memberId);
  const terms = orderType !== ORDER_TYPE.enterprise ? null : payMethod === PAY_METHOD.credit ? await lockCreditTerms(trx, holder) : await creditTerms(trx, holder);
  const credit = terms ? { ...terms, holder } : undefined;
  if (!payMethodsFor(orderType, credit !== undefined).includes(payMethod)) throw badRequest(ORDER_MSG.payMethodNotAllowed);
  return credit;
}

/** The draft's lines priced now; refuses a line that cannot be ordered and a total the buyer did not see. */
async function priceSubmission(trx: Transaction<Database>, memberId: number, draft: DraftRow, expectedTotalFen: number, now: Date): Promise<{ priced: PricedLine[]; totals: Totals }> {
  const buyer = await loadBuyer(trx, memberId, now);
  const priced = await priceLines(trx, await draftLineRequests(trx, draft.id), buyer, { withStock: false });
  // Stock is settled by the reservation (under lock).
  const bad = priced.find((l) => l.problem !== null);
  if (bad) throw lineRefusal(bad);
  const totals = totalsOf(priced);
  if (totals.totalFen !== expectedTotalFen) {
    throw new AppError(409, ORDER_MSG.priceChanged, ORDER_CODE.priceChanged, await buildDraftView(trx, draft, buyer));
  }
  return { priced, totals };
}

async function checkCreditHeadroom(trx: Transaction<Database>, credit: CreditRow, totalFen: number): Promise<void> {
  const available = Number(credit.limitFen) - (await creditUsed(trx, credit.holder));
  if (totalFen > available) throw new AppError(409, ORDER_MSG.creditShort, 409, { availableFen: Math.max(0, available) });
}

// ---- reserve ----------------------------------------------------------------------------------

/** Reserves every line's stock (goods locked in id order); a short line refuses with what is left. */
async function reserveStep(trx: Transaction<Database>, priced: PricedLine[]): Promise<Allocation[]> {
  const reserved = await reserveLines(trx, priced.map((l) => ({ goodsId: l.goodsId, num: l.num })));
  if (reserved.ok) return reserved.allocations;
  const line = priced.find((l) => l.goodsId === reserved.shortGoodsId)!;
  const available = Math.max(0, (await availableStock(trx, [line.goodsId])).get(line.goodsId) ?? 0);
  throw new AppError(409, ORDER_MSG.stockShort(line.model, available), ORDER_CODE.outOfStock, { goodsId: line.goodsId, available });
}

// ---- write ------------------------------------------------------------------------------------

/** The company and department the order is recorded under (issue 37; nulls for a personal member). */
type Ordering = Awaited<ReturnType<typeof orderingFor>>;

interface WriteInput {
  memberId: number;
  ordering: Ordering;
  body: SubmitOrderBody;
  now: Date;
  draft: DraftRow;
  checked: CheckedSubmission;
  allocations: Allocation[];
  approval: ApprovalSettled;
}

/** Writes the order, its lines and allocations and first log row, closes the draft and empties its cart lines. */
async function writeStep(trx: Transaction<Database>, input: WriteInput): Promise<SubmittedOrder> {
  const order = await insertOrder(trx, input);
  await insertOrderLines(trx, order.id, input.checked.priced, input.allocations);
  await insertAllocations(trx, order.id, input.allocations);
  await insertStatusLog(trx, { orderId: order.id, fromStatus: null, toStatus: order.status, actor: `member:${input.memberId}`, note: null });
  await markDraftSubmitted(trx, input.draft.id, DRAFT_STATUS.submitted, order.id);
  // Issue 40: a company's order.created webhook event, in the transaction that makes the order.
  if (input.ordering.companyId !== null) {
    const status = order.status as OrderStatus;
    await recordCompanyEvent(trx, { companyId: input.ordering.companyId, type: 'order.created', data: orderEventData({ ...order, poNumber: input.approval.poNumber }, status, ORDER_STATUS_TEXT[status]) });
  }
  const cartIds = input.checked.priced.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  if (cartIds.length > 0) await removeOrderedCartLines(trx, input.memberId, cartIds);
  return submittedOf(order);
}

/**
 * The sale_order row: 待审批 when the company's rules or a soft budget ask for it (no deadline
 * yet: the last approval sets it), else 待发货 on credit (with its due day), else 待付款 with a
 * payment deadline.
 */
async function insertOrder(trx: Transaction<Database>, { memberId, body, now, draft, checked, ordering, approval }: WriteInput): Promise<SubmittedRow> {
  const isCredit = body.payMethod === PAY_METHOD.credit;
  const pending = approval.plan !== null;
  const status: OrderStatus = pending ? ORDER_STATUS.awaitingApproval : isCredit ? ORDER_STATUS.awaitingShipment : ORDER_STATUS.awaitingPayment;
  const payDeadline = isCredit || pending ? null : new Date(now.getTime() + (body.payMethod === PAY_METHOD.online ? ONLINE_PAY_MINUTES * MINUTE_MS : TRANSFER_PAY_HOURS * HOUR_MS));
  const payDueAt = isCredit && !pending && checked.credit ? new Date(now.getTime() + checked.credit.termDays * DAY_MS) : null;
  const orderNo = await nextOrderNo(trx, now);
  return insertSaleOrder(trx, {
    orderNo,
    memberId,
    companyId: ordering.companyId,
    departmentId: ordering.departmentId,
    orderType: draft.orderType,
    source: draft.source,
    status,
    payMethod: body.payMethod,
    clientKey: body.clientKey,
    goodsAmountFen: checked.totals.goodsAmountFen,
    freightFen: checked.totals.freightFen,
    totalFen: checked.totals.totalFen,
    address: JSON.stringify(checked.address),
    invoice: checked.invoice ? JSON.stringify(checked.invoice) : null,
    remark: body.remark?.trim() || null,
    payDeadline,
    payDueAt,
    tmpOrderId: draft.id,
    poNumber: approval.poNumber,
    costCentre: approval.costCentre,
    // Issue 38: the approval it waits for, and (without one) the moment a company order commits its department's budget.
    approvalStatus: pending ? 'pending' : null,
    approvalPlan: pending ? JSON.stringify(approval.plan) : null,
    approvalLevel: pending ? 1 : null,
    approvalHoldUntil: approval.holdUntil,
    committedAt: ordering.companyId !== null && !pending ? now : null,
    // An order on a company's credit carries the company, so the company's ledger counts it (and holds its credit while it waits for approval).
    ...(isCredit ? { ...(pending ? {} : { confirmedAt: now }), ...(checked.credit ? creditCompanyStamp(checked.credit.holder) : {}) } : {}),
  });
}

/** The order's lines, each with its warehouse when all its units come from one. */
async function insertOrderLines(trx: Transaction<Database>, orderId: number, priced: PricedLine[], allocations: Allocation[]): Promise<void> {
  const warehouseOf = new Map<number, number | null>();
  for (const a of allocations) warehouseOf.set(a.goodsId, warehouseOf.has(a.goodsId) ? null : a.warehouseId);
  await insertSaleOrderLines(
    trx,
    priced.map((l) => ({
      orderId, goodsId: l.goodsId, warehouseId: warehouseOf.get(l.goodsId) ?? null, goodsCode: l.goodsCode, model: l.model, name: l.name,
      brandName: l.brandName, unit: l.unit, imageUrl: l.imageUrl || null, taxClassCode: l.taxClassCode, num: l.num, unitPriceFen: l.unitPriceFen, lineFen: l.lineFen,
      // The buyer's columns, and the quote the line was bought at (only while it priced the line).
      buyerCode: l.buyerCode, buyerRemark: l.buyerRemark,
      quoteEnquiryId: l.formalQuoteId === null && l.quote?.chargeFen != null ? l.quote.enquiryId : null,
      quoteLineNo: l.formalQuoteId === null && l.quote?.chargeFen != null ? l.quote.lineNo : null,
      // Issue 39: the formal quote line and the source of the price, kept with the order (a later price change never touches it).
      formalQuoteId: l.formalQuoteId, formalQuoteLineNo: l.formalQuoteLineNo, priceSource: l.priceSource,
    })),
  );
}

// Orders an ERP or SRM places and reads (issue 40): `placeIntegrationOrder` (the REST call and the
// cXML OrderRequest) and `integrationOrderFor` (the read by our number or PO number).
//
// An order is placed exactly as a person's checkout places it: a checkout draft of the lines
// (checkout's createDraft: the role's right to order, shelf, minimum and stock), then its
// submission (checkout's submitDraft: address and invoice title of the company's books, pay
// method, prices in fen, the PO number the company may require, approval rules and budgets, stock
// reserved, all in one transaction). Idempotency: the client's Idempotency-Key is claimed in
// integration_order_request with the SHA-256 of the request before anything is made; the same key
// with another request is refused (409); the same key with the same request answers the order the
// key made. Two twins at once both go on, and meet in submitDraft, which is idempotent by
// (member, clientKey), the clientKey derived from the client and the key: one order, never two.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { APPROVAL_STATUS_TEXT, type ApprovalStatus } from '../../../domain/approvals/approval-rules.ts';
import {
  IDEMPOTENCY_KEY_PATTERN, type IntegrationApproval, type IntegrationOrder, type IntegrationOrderBody,
} from '../../../domain/integration/integration-api.ts';
import { DRAFT_SOURCE } from '../../../domain/orders/order-rules.ts';
import { ORDER_STATUS, ORDER_STATUS_TEXT, PAY_METHOD, type OrderStatus } from '../../../domain/orders/order-status.ts';
import type { PriceSource } from '../../../domain/shared/pricing.ts';
import type { ApprovalPlanJson, Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { goodsForPricing } from '../catalogue/public.ts';
import { cancelDraft, createDraft, draftOrderIdOf, loadBuyer, submitDraft, type LineRequest, type SubmitOptions } from '../checkout/public.ts';
import { actingOf, assertRecordAccess, bookOwnerOf } from '../company/public.ts';
import { invoiceRemarksOf } from '../orders/public.ts';
import { defaultBooksOf } from './integration-code-repository.ts';
import { claimOrderRequest, companyOrderId, dropOpenClaim, integrationOrderHead, integrationOrderLines, setRequestOrder } from './integration-order-repository.ts';
import { matchCodes } from './integration-prices.ts';
import { INTEGRATION_MSG } from './messages.ts';

/** The API client an order is placed or read for. */
export interface IntegrationCaller {
  apiClientId: number;
  companyId: number;
  /** The member the client acts as. */
  memberId: number;
}

/** Refuses (403) when the member the client acts as is no longer an active member of the client's company. */
export async function assertActsForCompany(db: Kysely<Database>, caller: IntegrationCaller): Promise<void> {
  const acting = await actingOf(db, caller.memberId);
  if (!acting.active || acting.company?.companyId !== caller.companyId) throw forbidden(INTEGRATION_MSG.notActingForCompany);
}

/** The Idempotency-Key header checked: missing or malformed refuses with 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') throw badRequest(INTEGRATION_MSG.idempotencyKeyMissing);
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw badRequest(INTEGRATION_MSG.idempotencyKeyBad);
  return value;
}

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

/** checkout's clientKey of the client's key: `api-` and 40 hex digits (its pattern: 8-64 of [A-Za-z0-9-]). */
export function checkoutKeyOf(apiClientId: number, key: string): string {
  return `api-${createHash('sha256').update(`${apiClientId}:${key}`).digest('hex').slice(0, 40)}`;
}

/** What placeIntegrationOrder answers: the order and whether an earlier request with the key had made it. */
export interface PlacedOrder {
  order: IntegrationOrder;
  replayed: boolean;
}

/**
 * Places the company's order for the client (see the file's comment). `body` is the REST body
 * (the cXML OrderRequest maps its document onto it); `key` the Idempotency-Key (the cXML payloadID).
 */
export async function placeIntegrationOrder(
  db: Kysely<Database>, caller: IntegrationCaller, key: string, body: IntegrationOrderBody, opts: SubmitOptions = {},
): Promise<PlacedOrder> {
  if (key.length < 1 || key.length > 300) throw badRequest(INTEGRATION_MSG.idempotencyKeyBad);
  await assertActsForCompany(db, caller);
  const hash = requestHash(body);
  const { claimed, row } = await claimOrderRequest(db, caller.apiClientId, key, hash);
  if (row.requestHash !== hash) throw conflict(INTEGRATION_MSG.idempotencyKeyReused(key.slice(0, 100)));
  if (row.orderId !== null) return { order: await integrationOrderView(db, row.orderId, {}), replayed: true };
  try {
    const orderId = await makeOrder(db, caller, key, body, opts);
    await setRequestOrder(db, row.id, orderId);
    return { order: await integrationOrderView(db, orderId, {}), replayed: !claimed };
  } catch (err) {
    // A refused request leaves no claim: the key may be sent again with the request fixed.
    if (claimed) await dropOpenClaim(db, row.id);
    throw err;
  }
}

/** The goods with these ids (catalogue's pricing read), by id. */
async function goodsById(db: Kysely<Database>, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  return new Map(unique.length === 0 ? [] : (await goodsForPricing(db, unique)).map((g) => [Number(g.id), g]));
}

/** The goods of each line: by goodsId, or the code matched as the price call matches it; refuses a line that names no single goods. */
async function resolveLines(db: Kysely<Database>, memberId: number, lines: IntegrationOrderBody['lines']): Promise<LineRequest[]> {
  lines.forEach((l, i) => {
    if ((l.code === undefined) === (l.goodsId === undefined)) throw badRequest(INTEGRATION_MSG.lineNeedsOne(i + 1));
  });
  const coded = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.code !== undefined);
  const matches = await matchCodes(db, memberId, coded.map(({ l }) => l.code!));
  const goodsIdOf = new Map<number, { goodsId: number; materialCode: string | null }>();
  const ambiguousIds = matches.flatMap((m) => (m.goodsIds.length > 1 ? m.goodsIds : []));
  const codesOf = await goodsById(db, [...ambiguousIds, ...lines.flatMap((l) => (l.goodsId ? [l.goodsId] : []))]);
  coded.forEach(({ i }, k) => {
    const m = matches[k]!;
    if (m.goodsIds.length === 0) throw badRequest(INTEGRATION_MSG.lineCodeUnknown(i + 1, m.code));
    if (m.goodsIds.length > 1) throw badRequest(INTEGRATION_MSG.lineCodeAmbiguous(i + 1, m.code, m.goodsIds.map((id) => codesOf.get(id)?.goodsCode ?? String(id)).join(INTEGRATION_MSG.listSeparator)));
    goodsIdOf.set(i, { goodsId: m.goodsIds[0]!, materialCode: m.matchedBy === 'materialCode' ? m.code : null });
  });
  lines.forEach((l, i) => {
    if (l.goodsId === undefined) return;
    const g = codesOf.get(l.goodsId);
    if (!g) throw notFound(INTEGRATION_MSG.lineGoodsUnknown(i + 1, l.goodsId));
    goodsIdOf.set(i, { goodsId: l.goodsId, materialCode: null });
  });
  const shelf = await goodsById(db, [...goodsIdOf.values()].map((v) => v.goodsId));
  return lines.map((l, i) => {
    const { goodsId, materialCode } = goodsIdOf.get(i)!;
    const g = shelf.get(goodsId);
    if (!g || g.status !== 1) throw badRequest(INTEGRATION_MSG.lineOffShelf(i + 1, g?.goodsCode ?? l.code ?? String(goodsId)));
    // A line matched by the company's 物料编码 carries it, as an enquiry line does (the invoice's remarks show it).
    return { goodsId, num: l.num, buyerCode: materialCode };
  });
}

/** The draft and its submission; answers the order's id. */
async function makeOrder(db: Kysely<Database>, caller: IntegrationCaller, key: string, body: IntegrationOrderBody, opts: SubmitOptions): Promise<number> {
  const poNumber = body.poNumber.trim();
  if (poNumber === '') throw badRequest(INTEGRATION_MSG.poNumberBlank);
  const lines = await resolveLines(db, caller.memberId, body.lines);
  let invoiceId = body.invoiceTitleId ?? null;
  if (invoiceId === null) {
    invoiceId = (await defaultBooksOf(db, await bookOwnerOf(db, caller.memberId))).invoiceId;
    if (invoiceId === null) throw badRequest(INTEGRATION_MSG.noInvoiceTitle);
  }
  const buyer = await loadBuyer(db, caller.memberId);
  const draft = await createDraft(db, buyer, DRAFT_SOURCE.integration, lines);
  const payMethod = body.payMethod ?? (draft.payMethods.includes(PAY_METHOD.credit) ? PAY_METHOD.credit : PAY_METHOD.bankTransfer);
  try {
    const submitted = await submitDraft(db, caller.memberId, {
      tmpOrderId: draft.id, addressId: body.addressId, invoiceId, payMethod, remark: body.remark ?? null,
      clientKey: checkoutKeyOf(caller.apiClientId, key), expectedTotalFen: draft.totalFen, poNumber, costCentre: body.costCentre,
    }, opts);
    return submitted.orderId;
  } finally {
    // A refused submission, or a twin's draft that made the order, leaves this draft open: close it.
    if ((await draftOrderIdOf(db, draft.id)) === null) await cancelDraft(db, buyer, draft.id).catch(() => undefined);
  }
}

// ---- reading ----------------------------------------------------------------------------------

function approvalOf(status: string | null, plan: ApprovalPlanJson | null, level: number | null): IntegrationApproval | null {
  if (status === null) return null;
  const s = status as ApprovalStatus;
  return {
    status: s,
    statusText: APPROVAL_STATUS_TEXT[s] ?? status,
    level: s === 'pending' ? level : null,
    levels: Math.max(1, plan?.levels.length ?? 1),
    ruleName: plan?.ruleName ?? null,
    reasons: plan?.reasons ?? [],
  };
}

interface InvoiceJson {
  title?: string;
  taxNo?: string | null;
  invoiceType?: number;
  invoiceTypeText?: string;
}

/** The order as the integration API shows it; shipments and invoices when asked for. */
export async function integrationOrderView(db: Kysely<Database>, orderId: number, want: { shipments?: boolean; invoices?: boolean }): Promise<IntegrationOrder> {
  const [head, lines] = await Promise.all([integrationOrderHead(db, orderId), integrationOrderLines(db, orderId)]);
  if (!head) throw notFound(INTEGRATION_MSG.orderNotFound(String(orderId)));
  const status = head.status as OrderStatus;
  const order: IntegrationOrder = {
    orderNo: head.orderNo,
    poNumber: head.poNumber,
    costCentre: head.costCentre,
    status,
    statusText: ORDER_STATUS_TEXT[status],
    approval: approvalOf(head.approvalStatus, head.approvalPlan, head.approvalLevel),
    totalFen: Number(head.totalFen),
    createdAt: head.createdAt.toISOString(),
    lines: lines.map((l) => ({
      code: l.goodsCode, goodsId: Number(l.goodsId), model: l.model, name: l.name, num: l.num, priceFen: Number(l.unitPriceFen),
      priceSource: (l.priceSource ?? null) as PriceSource | null, lineFen: Number(l.lineFen),
    })),
  };
  if (want.shipments) order.shipments = head.shippedAt ? [{ carrier: head.carrier, trackingNo: head.trackingNo, shippedAt: head.shippedAt.toISOString() }] : [];
  if (want.invoices) {
    const inv = head.invoice as InvoiceJson | null;
    const voided = status === ORDER_STATUS.cancelled;
    order.invoices = inv ? [{
      title: inv.title ?? '', taxNo: inv.taxNo ?? null, invoiceType: inv.invoiceType === 2 ? 2 : 1, invoiceTypeText: inv.invoiceTypeText ?? '',
      state: voided ? 'void' : 'requested', stateText: voided ? INTEGRATION_MSG.invoiceVoid : INTEGRATION_MSG.invoiceRequested,
      remarks: invoiceRemarksOf(head, lines),
    }] : [];
  }
  return order;
}

/**
 * The company's order by our number or the company's PO number (the newest of that PO), as far as
 * the member the client acts as may read it (their role's reach: an admin or finance member all of
 * the company's orders, a buyer their own, an approver their departments'). Another company's and a
 * personal member's orders are 404; an order of the company beyond the member's reach is 403.
 */
export async function integrationOrderFor(db: Kysely<Database>, caller: IntegrationCaller, ref: string, want: { invoices: boolean }): Promise<IntegrationOrder> {
  await assertActsForCompany(db, caller);
  const id = await companyOrderId(db, caller.companyId, ref.trim());
  const head = id === undefined ? undefined : await integrationOrderHead(db, id);
  const record = head ? { memberId: Number(head.memberId), companyId: head.companyId === null ? null : Number(head.companyId), departmentId: head.departmentId === null ? null : Number(head.departmentId) } : undefined;
  await assertRecordAccess(db, await actingOf(db, caller.memberId), record, { missing: INTEGRATION_MSG.orderNotFound(ref.trim()), forbidden: INTEGRATION_MSG.orderOutOfReach });
  return integrationOrderView(db, id!, { shipments: true, invoices: want.invoices });
}


// Service and testing (docs/api/services.md): the catalogue, the member's bookings and their
// steps. A booking is checked whole before anything is written (the item is on sale, the site
// address is the member's and lies in the item's service regions, every preferred date respects
// the lead time and is not a Sunday); then one transaction writes the order, its instruments, the
// first timeline entry and the member's message. A retried booking with the same request key
// answers the order it wrote. Every later step locks the order, moves it by a named transition
// (domain/services/service-status.ts), writes the timeline and messages the member in the same
// transaction; a step on an order in the wrong status is a 409 that writes nothing.
import type { Kysely, Transaction } from 'kysely';
import type { SaveServiceOrderBody } from '../../../domain/services/service-payloads.ts';
import {
  ATTACHMENT_TYPES, DATE_PROBLEM_TEXT, DELIVERY_MODE_TEXT, earliestServiceDate, SERVICE_TYPE_TEXT, serviceDateProblem, type DeliveryMode, type ServiceType,
} from '../../../domain/services/service-rules.ts';
import { mayCancelService, SERVICE_STATUS, SERVICE_STATUS_TEXT, SERVICE_STATUSES, serviceMove, type ServiceStatus, type ServiceTransition } from '../../../domain/services/service-status.ts';
import {
  SERVICE_ACTION_TEXT, type ServiceItemCard, type ServiceItemView, type ServiceOrderRow, type ServiceOrderView, type ServiceStatusCounts, type StaffServiceOrderRow,
} from '../../../domain/services/service-views.ts';
import { chinaYymmdd } from '../../../domain/shared/china-time.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { Database } from '../../db/schema.ts';
import { page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { UploadStore } from '../../providers/storage/upload-store.ts';
import { uploadIdOf } from '../../providers/storage/upload-store.ts';
import { bookOwnerOf, orderingFor } from '../company/public.ts';
import { notifyMember } from '../messages/public.ts';
import { provinces } from '../member-books/public.ts';
import { SVC_MSG } from './messages.ts';
import { onlinePayProblem } from './service-payment.ts';
import { paymentInfoOf } from './service-transfer.ts';
import {
  addEvent, attachmentsOf, certificatesOf, insertAttachments, eventsOf, insertOrder, instrumentsOf, itemById, itemsByIds, listItems, listOrders, lockOrder, memberAddress, orderById,
  orderByRequestKey, ordersWithWaitingReceipt, statusCounts, updateOrder, waitingReceipt, type ItemRow, type OrderChange, type OrderRow,
} from './service-repository.ts';
import { lockUploadsInUse } from '../../providers/storage/unclaimed-uploads.ts';
import { memberActor, type Actor } from './service-actor.ts';

export { CLI_ACTOR, memberActor, staffActor, type Actor } from './service-actor.ts';

type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

let provinceNames: Map<string, string> | null = null;
function provinceName(code: string): string {
  provinceNames ??= new Map(provinces().map((p) => [p.id, p.name]));
  return provinceNames.get(code) ?? code;
}

function cardOf(r: ItemRow): ServiceItemCard {
  const serviceType = r.serviceType as ServiceType;
  const deliveryMode = r.deliveryMode as DeliveryMode;
  return {
    id: Number(r.id),
    name: r.name,
    category: r.category,
    serviceType,
    serviceTypeText: SERVICE_TYPE_TEXT[serviceType],
    cnas: r.cnas,
    deliveryMode,
    deliveryModeText: DELIVERY_MODE_TEXT[deliveryMode],
    summary: r.summary,
    priceFen: r.priceFen === null ? null : Number(r.priceFen),
    unit: r.unit,
    quoteRequired: r.priceFen === null,
    leadDays: r.leadDays,
    turnaroundDays: r.turnaroundDays,
    imageUrl: r.imageUrl,
  };
}

function viewOf(r: ItemRow): ServiceItemView {
  return { ...cardOf(r), content: r.content, scope: r.scope, deliverables: r.deliverables, regions: r.regionCodes.map((code) => ({ code, name: provinceName(code) })) };
}

/** serviceItem/list: one page of the catalogue. */
export async function listServiceItems(db: Db, q: { category?: string | undefined; keyword?: string | undefined; current: number; size: number }): Promise<Page<ServiceItemCard>> {
  const keyword = q.keyword?.trim() || null;
  const { rows, total } = await listItems(db, { category: q.category ?? null, keyword, current: q.current, size: q.size });
  return page(rows.map(cardOf), total, q.current, q.size);
}

/** serviceItem/get/{id}: one item on sale, or 404. */
export async function serviceItem(db: Db, id: number): Promise<ServiceItemView> {
  const row = await itemById(db, id);
  if (!row) throw notFound(SVC_MSG.itemNotFound);
  return viewOf(row);
}

const serviceNoOf = (now: Date) => (id: number) => `FW${chinaYymmdd(now)}${String(id).padStart(6, '0')}`;
const clean = (s: string | undefined) => s?.trim() || null;

/** The sentence of the first wrong preferred date, or null. */
export function datesProblem(dates: readonly string[], leadDays: number, now: Date): string | null {
  if (new Set(dates).size !== dates.length) return SVC_MSG.duplicateDate;
  for (const d of dates) {
    const problem = serviceDateProblem(d, leadDays, now);
    if (problem === 'tooEarly') return DATE_PROBLEM_TEXT.tooEarly(earliestServiceDate(leadDays, now));
    if (problem) return DATE_PROBLEM_TEXT[problem];
  }
  return null;
}

/** The download paths of an order's files (services download route: a meaningful file name, owner and staff only). */
export const certificatePath = (id: number) => `/gateway/common/open/common/serviceOrder/certificate/${id}`;
export const attachmentPath = (id: number) => `/gateway/common/open/common/serviceOrder/attachment/${id}`;

/** The booking's attachments: each an upload of this member, of an allowed type (400 otherwise). */
async function checkAttachments(uploads: UploadStore | null, memberId: number, refs: SaveServiceOrderBody['attachments']) {
  const out: { url: string; fileName: string; mime: string; sizeBytes: number }[] = [];
  for (const ref of refs ?? []) {
    const id = uploadIdOf(ref.uploadUrl);
    const file = id && uploads ? await uploads.get(id) : null;
    if (!file || file.ownerMemberId !== memberId || !(ATTACHMENT_TYPES as readonly string[]).includes(file.mime)) throw badRequest(SVC_MSG.attachmentNotYours);
    if (out.some((o) => o.url === ref.uploadUrl)) continue;
    out.push({ url: ref.uploadUrl, fileName: safeFileName(ref.fileName), mime: file.mime, sizeBytes: file.bytes.byteLength });
  }
  return out;
}

/** A file name as shown: path separators and control characters replaced, at most 120 characters. */
export const safeFileName = (name: string) => [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c)).join('').trim().slice(-120) || 'file';

/** serviceOrder/save: a booking; answers the order's id (the same id for a retried request key). */
export async function saveServiceOrder(db: Kysely<Database>, memberId: number, body: SaveServiceOrderBody, now: Date = new Date(), uploads: UploadStore | null = null): Promise<number> {
  const requestKey = body.requestKey ?? null;
  if (requestKey) {
    const done = await orderByRequestKey(db, memberId, requestKey);
    if (done) return Number(done.id);
  }
  // Issue 37: a company role that may not order is refused; the booking is stamped with the company and department.
  const ordering = await orderingFor(db, memberId);
  const item = await itemById(db, body.serviceItemId);
  if (!item) throw notFound(SVC_MSG.itemNotFound);
  // The address book is the company's for a member of one (issue 37).
  const address = await memberAddress(db, await bookOwnerOf(db, memberId), body.addressId);
  if (!address) throw notFound(SVC_MSG.addressNotFound);
  if (!item.regionCodes.includes(address.provinceCode)) throw badRequest(SVC_MSG.outOfRegion(provinceName(address.provinceCode), item.name));
  const dateProblem = datesProblem(body.preferredDates, item.leadDays, now);
  if (dateProblem) throw badRequest(dateProblem);
  const contact = body.contact.trim();
  if (!contact) throw badRequest(SVC_MSG.contactRequired);
  const preferredDates = [...body.preferredDates].sort();
  const attachments = await checkAttachments(uploads, memberId, body.attachments);
  const id = await db.transaction().execute(async (trx) => {
    // The attachments are locked while the booking is written: the sweep of unused uploads (attachment-sweep.ts) cannot take one meanwhile.
    const kept = await lockUploadsInUse(trx, attachments.map((a) => a.url));
    if (kept.size !== attachments.length) throw badRequest(SVC_MSG.attachmentNotYours);
    const written = await insertOrder(
      trx,
      {
        memberId,
        ...ordering,
        serviceItemId: Number(item.id),
        itemName: item.name,
        contact,
        mobile: body.mobile,
        addressId: Number(address.id),
        provinceCode: address.provinceCode,
        regionText: address.regionText,
        address: `${address.regionText} ${address.detail}`,
        preferredDates,
        remark: clean(body.remark),
        requestKey,
        instruments: body.instruments.map((r) => ({
          maker: r.maker.trim(),
          model: r.model.trim(),
          serialNo: clean(r.serialNo),
          assetTag: clean(r.assetTag),
          measuringRange: clean(r.range),
          qty: r.qty,
        })),
      },
      serviceNoOf(now),
    );
    if (written === null) return null;
    await insertAttachments(trx, written, attachments, now);
    await addEvent(trx, { serviceOrderId: written, action: 'book', status: SERVICE_STATUS.awaitingConfirmation, actor: `member:${memberId}`, note: null, at: now });
    const order = (await orderById(trx, written, memberId))!;
    await notifyMember(trx, {
      memberId,
      kind: 'service',
      title: SVC_MSG.titles.booked,
      body: SVC_MSG.bodies.booked(order.serviceNo, item.name),
      link: `/serviceOrderDetail/${written}`,
      eventKey: `service:${written}:book`,
    });
    return written;
  });
  if (id !== null) return id;
  // A concurrent retry with the same key wrote it first.
  const done = await orderByRequestKey(db, memberId, requestKey!);
  return Number(done!.id);
}

function estimateOf(item: ItemRow | undefined, totalQty: number): number | null {
  return item && item.priceFen !== null ? Number(item.priceFen) * totalQty : null;
}

async function rowsOf(db: Db, orders: OrderRow[]): Promise<(ServiceOrderRow & { acceptedAtIso: string | null; paidAtIso: string | null })[]> {
  const lines = await instrumentsOf(db, orders.map((o) => Number(o.id)));
  const qty = new Map<number, number>();
  for (const l of lines) qty.set(Number(l.serviceOrderId), (qty.get(Number(l.serviceOrderId)) ?? 0) + l.qty);
  return orders.map((o) => {
    const status = o.status as ServiceStatus;
    return {
      id: Number(o.id),
      serviceNo: o.serviceNo,
      serviceItemId: Number(o.serviceItemId),
      itemName: o.itemName,
      status,
      statusText: SERVICE_STATUS_TEXT[status],
      totalQty: qty.get(Number(o.id)) ?? 0,
      amountFen: o.quoteFen === null ? null : Number(o.quoteFen),
      plannedDate: day(o.plannedDate),
      preferredDates: o.preferredDates,
      regionText: o.regionText,
      createdAt: iso(o.createdAt)!,
      acceptedAtIso: iso(o.acceptedAt),
      paidAtIso: iso(o.paidAt),
    };
  });
}

/** serviceOrder/list: the member's orders, newest first. */
export async function listServiceOrders(db: Db, memberId: number, q: { status?: number | undefined; current: number; size: number }): Promise<Page<ServiceOrderRow>> {
  const { rows, total } = await listOrders(db, { memberId, status: q.status ?? null, current: q.current, size: q.size });
  return page((await rowsOf(db, rows)).map(({ acceptedAtIso: _a, paidAtIso: _p, ...r }) => r), total, q.current, q.size);
}

/** Staff: every member's orders, newest first. */
export async function listStaffServiceOrders(db: Db, q: { status?: number | undefined; current: number; size: number }): Promise<Page<StaffServiceOrderRow>> {
  const { rows, total } = await listOrders(db, { memberId: null, status: q.status ?? null, current: q.current, size: q.size });
  const views = await rowsOf(db, rows);
  const waiting = await ordersWithWaitingReceipt(db, rows.map((r) => Number(r.id)));
  return page(
    views.map(({ acceptedAtIso, paidAtIso, ...r }, i) => ({
      ...r, memberId: Number(rows[i]!.memberId), memberMobile: rows[i]!.memberMobile ?? '', acceptedAt: acceptedAtIso, paidAt: paidAtIso,
      creditAt: iso(rows[i]!.creditAt), receiptWaiting: waiting.has(r.id),
    })),
    total,
    q.current,
    q.size,
  );
}

/** serviceOrder/findDiffStatusNumber: the member's order count per status. */
export async function serviceStatusNumbers(db: Db, memberId: number): Promise<ServiceStatusCounts> {
  const counts = await statusCounts(db, memberId);
  const list = SERVICE_STATUSES.map((status) => ({ status, statusText: SERVICE_STATUS_TEXT[status], count: counts.get(status) ?? 0 }));
  return { total: list.reduce((s, c) => s + c.count, 0), counts: list };
}

/** serviceOrder/get/{id}: one order of the member (memberId) or of anyone (null, staff); 404 otherwise. */
export async function serviceOrderView(db: Db, id: number, memberId: number | null): Promise<ServiceOrderView> {
  const order = await orderById(db, id, memberId);
  if (!order) throw notFound(SVC_MSG.orderNotFound);
  const [row] = await rowsOf(db, [order]);
  const [item] = await itemsByIds(db, [Number(order.serviceItemId)]);
  const lines = await instrumentsOf(db, [id]);
  const certificates = await certificatesOf(db, id);
  const attachments = await attachmentsOf(db, id);
  const events = await eventsOf(db, id);
  const payment = await paymentInfoOf(db, order);
  const status = order.status as ServiceStatus;
  const { acceptedAtIso, paidAtIso, ...base } = row!;
  return {
    ...base,
    item: cardOf(item!),
    contact: order.contact,
    mobile: order.mobile,
    address: order.address,
    remark: order.remark,
    instruments: lines.map((l) => ({ lineNo: l.lineNo, maker: l.maker, model: l.model, serialNo: l.serialNo, assetTag: l.assetTag, range: l.measuringRange, qty: l.qty })),
    estimateFen: estimateOf(item, base.totalQty),
    quoteNote: order.quoteNote,
    quotedAt: iso(order.quotedAt),
    acceptedAt: acceptedAtIso,
    engineer: order.engineer,
    engineerMobile: order.engineerMobile,
    certificates: certificates.map((c) => ({ id: Number(c.id), fileName: c.fileName, url: certificatePath(Number(c.id)), mime: c.mime })),
    attachments: attachments.map((a) => ({ id: Number(a.id), fileName: a.fileName, url: attachmentPath(Number(a.id)), mime: a.mime, sizeBytes: a.sizeBytes })),
    paidAt: paidAtIso,
    paidFen: order.paidFen === null ? null : Number(order.paidFen),
    cancelReason: order.cancelReason,
    cancelledBy: order.cancelledBy === null ? null : order.cancelledBy.startsWith('member:') ? SVC_MSG.memberCancel : SVC_MSG.staffCancel,
    timeline: events.map((e) => ({ action: e.action, text: SERVICE_ACTION_TEXT[e.action] ?? e.action, note: e.note, at: iso(e.createdAt)! })),
    mayCancel: mayCancelService(status) && order.paidAt === null && !payment.receiptWaiting,
    mayAcceptQuote: status === SERVICE_STATUS.quoted && order.acceptedAt === null,
    mayPay: onlinePayProblem(order, payment.receiptWaiting) === null,
    mayConfirmComplete: status === SERVICE_STATUS.awaitingAcceptance,
    payment,
  };
}

export interface StepResult {
  order: OrderRow;
  to: ServiceStatus;
}

/**
 * One step on one order, in one transaction: lock it (the member's own only, when `who` is a
 * member), check the named transition (409 otherwise) and the step's own rule, write the change,
 * the timeline entry and the member's message.
 */
export async function takeStep(
  db: Kysely<Database>,
  who: Actor,
  id: number,
  step: { transition: ServiceTransition | null; action: string; refused: (statusText: string) => string; note?: string | null; now: Date },
  apply: (trx: Transaction<Database>, order: OrderRow, to: ServiceStatus) => Promise<{ change: OrderChange; title: string; body: string }>,
): Promise<StepResult> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id, who.memberId);
    if (!order) throw notFound(SVC_MSG.orderNotFound);
    const from = order.status as ServiceStatus;
    const to = step.transition === null ? from : serviceMove(from, step.transition);
    if (to === null) throw conflict(step.refused(SERVICE_STATUS_TEXT[from]));
    const { change, title, body } = await apply(trx, order, to);
    const moved = await updateOrder(trx, Number(order.id), from, { ...change, ...(to !== from ? { status: to } : {}) }, step.now);
    if (!moved) throw new AppError(409, step.refused(SERVICE_STATUS_TEXT[from]));
    await addEvent(trx, { serviceOrderId: Number(order.id), action: step.action, status: to, actor: who.actor, note: step.note ?? null, at: step.now });
    await notifyMember(trx, {
      memberId: Number(order.memberId),
      kind: 'service',
      title,
      body,
      link: `/serviceOrderDetail/${order.id}`,
      eventKey: `service:${order.id}:${step.action}`,
    });
    return { order, to };
  });
}

/** serviceOrder/cancelServe (member) and the staff cancel: until the order is scheduled, with the reason. */
export async function cancelService(db: Kysely<Database>, who: Actor, input: { id: number; reason: string; now?: Date }): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(SVC_MSG.reasonRequired);
  const now = input.now ?? new Date();
  await takeStep(db, who, input.id, { transition: 'cancel', action: 'cancel', refused: SVC_MSG.notCancellable, note: reason, now }, async (trx, order) => {
    // A paid order is cancelled with its refund, which staff arrange outside this step (docs/decisions.md).
    if (order.paidAt !== null) throw conflict(SVC_MSG.paidNoCancel);
    // Money may be on its way: staff settle the receipt first.
    if (await waitingReceipt(trx, Number(order.id))) throw conflict(SVC_MSG.receiptWaitingNoCancel);
    const by = who.memberId !== null ? SVC_MSG.memberCancel : SVC_MSG.staffCancel;
    return {
      change: { cancelReason: reason, cancelledBy: who.actor, cancelledAt: now },
      title: SVC_MSG.titles.cancelled,
      body: SVC_MSG.bodies.cancelled(order.serviceNo, by, reason),
    };
  });
}

/** serviceOrder/acceptQuote: the member accepts the quoted price and date (once). */
export async function acceptQuote(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<void> {
  await takeStep(db, memberActor(memberId), id, { transition: null, action: 'accept', refused: SVC_MSG.notQuoted, now }, async (_trx, order) => {
    if (order.status !== SERVICE_STATUS.quoted) throw conflict(SVC_MSG.notQuoted(SERVICE_STATUS_TEXT[order.status as ServiceStatus]));
    if (order.acceptedAt !== null) throw conflict(SVC_MSG.alreadyAccepted);
    return { change: { acceptedAt: now }, title: SVC_MSG.titles.accepted, body: SVC_MSG.accepted };
  });
}

/** serviceOrder/confirmComplete: the member accepts the delivered work. */
export async function confirmComplete(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<void> {
  await takeStep(db, memberActor(memberId), id, { transition: 'complete', action: 'complete', refused: SVC_MSG.notDelivered, now }, async (_trx, order) => ({
    change: { completedAt: now },
    title: SVC_MSG.titles.completed,
    body: SVC_MSG.bodies.completed(order.serviceNo),
  }));
}

// The queries of service and testing: the catalogue (service_item), service orders with their
// instruments, certificates and timeline, the member's site address. Writes name their columns.
import { sql, type Kysely, type Selectable } from 'kysely';
import { SERVICE_PAYMENT_STATUS, SERVICE_TRANSFER_PROVIDER } from '../../../domain/services/service-rules.ts';
import { PAGE_MAX } from '../../../domain/shared/page-query.ts';
import type { Database, ServiceItemTable, ServiceOrderTable } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type ItemRow = Selectable<ServiceItemTable>;
export type OrderRow = Selectable<ServiceOrderTable>;

const ITEM_COLUMNS = [
  'id', 'name', 'category', 'summary', 'content', 'priceFen', 'unit', 'imageUrl', 'status', 'sort', 'serviceType', 'cnas', 'deliveryMode', 'scope',
  'deliverables', 'leadDays', 'turnaroundDays', 'regionCodes',
] as const;

/** Escapes % _ and \ of a LIKE pattern. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listItems(db: Db, q: { category: string | null; keyword: string | null; current: number; size: number }): Promise<{ rows: ItemRow[]; total: number }> {
  let base = db.selectFrom('serviceItem').where('status', '=', 1);
  if (q.category) base = base.where('category', '=', q.category);
  if (q.keyword) {
    const k = likeText(q.keyword);
    base = base.where((eb) => eb.or([eb('name', 'ilike', k), eb('summary', 'ilike', k), eb('scope', 'ilike', k)]));
  }
  const current = Math.min(q.current, PAGE_MAX);
  const [rows, total] = await Promise.all([
    base.select(ITEM_COLUMNS).orderBy('sort').orderBy('id').limit(q.size).offset((current - 1) * q.size).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export function itemById(db: Db, id: number): Promise<ItemRow | undefined> {
  return db.selectFrom('serviceItem').select(ITEM_COLUMNS).where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

export function itemsByIds(db: Db, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('serviceItem').select(ITEM_COLUMNS).where('id', 'in', [...ids]).execute();
}

/** A live address of the book's owner (the member, or their company's certified account), or undefined. */
export function memberAddress(db: Db, ownerId: number, id: number) {
  // reads member_address of member-books: one row by key with its province code (member-books' addressForOrder gives the snapshot columns, without the province)
  return db
    .selectFrom('memberAddress')
    .select(['id', 'provinceCode', 'regionText', 'detail'])
    .where('id', '=', id)
    .where('memberId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function orderByRequestKey(db: Db, memberId: number, requestKey: string) {
  return db.selectFrom('serviceOrder').select(['id']).where('memberId', '=', memberId).where('requestKey', '=', requestKey).executeTakeFirst();
}

export interface NewServiceOrder {
  memberId: number;
  /** Issue 37: the company and department the booking is recorded under (null for a personal member). */
  companyId: number | null;
  departmentId: number | null;
  serviceItemId: number;
  itemName: string;
  contact: string;
  mobile: string;
  addressId: number;
  provinceCode: string;
  regionText: string;
  address: string;
  preferredDates: string[];
  remark: string | null;
  requestKey: string | null;
  instruments: { maker: string; model: string; serialNo: string | null; assetTag: string | null; measuringRange: string | null; qty: number }[];
}

/** Writes the order and its instruments (call inside a transaction); answers the new id, or null when the request key was taken meanwhile. */
export async function insertOrder(db: Db, o: NewServiceOrder, serviceNoOf: (id: number) => string): Promise<number | null> {
  const { rows } = await sql<{ id: string }>`select nextval('service_order_id_seq') as id`.execute(db);
  const id = Number(rows[0]!.id);
  const inserted = await db
    .insertInto('serviceOrder')
    .values({
      id,
      serviceNo: serviceNoOf(id),
      memberId: o.memberId,
      companyId: o.companyId,
      departmentId: o.departmentId,
      serviceItemId: o.serviceItemId,
      itemName: o.itemName,
      status: 0,
      contact: o.contact,
      mobile: o.mobile,
      address: o.address,
      addressId: o.addressId,
      provinceCode: o.provinceCode,
      regionText: o.regionText,
      expectedDate: o.preferredDates[0] ?? null,
      preferredDates: JSON.stringify(o.preferredDates),
      remark: o.remark,
      requestKey: o.requestKey,
    })
    .onConflict((oc) => oc.columns(['memberId', 'requestKey']).where('requestKey', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await db
    .insertInto('serviceOrderInstrument')
    .values(o.instruments.map((r, i) => ({ serviceOrderId: id, lineNo: i + 1, ...r })))
    .execute();
  return id;
}

export async function addEvent(db: Db, e: { serviceOrderId: number; action: string; status: number; actor: string; note: string | null; at: Date }): Promise<void> {
  await db.insertInto('serviceOrderEvent').values({ serviceOrderId: e.serviceOrderId, action: e.action, status: e.status, actor: e.actor, note: e.note, createdAt: e.at }).execute();
}

const ORDER_COLUMNS = [
  'serviceOrder.id', 'serviceOrder.serviceNo', 'serviceOrder.memberId', 'serviceOrder.serviceItemId', 'serviceOrder.itemName', 'serviceOrder.status',
  'serviceOrder.contact', 'serviceOrder.mobile', 'serviceOrder.address', 'serviceOrder.addressId', 'serviceOrder.provinceCode', 'serviceOrder.regionText',
  'serviceOrder.expectedDate', 'serviceOrder.preferredDates', 'serviceOrder.remark', 'serviceOrder.requestKey', 'serviceOrder.quoteFen',
  'serviceOrder.quoteNote', 'serviceOrder.plannedDate', 'serviceOrder.quotedAt', 'serviceOrder.acceptedAt', 'serviceOrder.engineer',
  'serviceOrder.engineerMobile', 'serviceOrder.scheduledAt', 'serviceOrder.startedAt', 'serviceOrder.deliveredAt', 'serviceOrder.completedAt',
  'serviceOrder.cancelReason', 'serviceOrder.cancelledBy', 'serviceOrder.cancelledAt', 'serviceOrder.createdAt', 'serviceOrder.updatedAt',
  'serviceOrder.paidAt', 'serviceOrder.paidFen', 'serviceOrder.creditAt', 'serviceOrder.payDueAt', 'serviceOrder.companyId', 'serviceOrder.departmentId',
] as const;

/** One order; of that member only when memberId is given. */
export function orderById(db: Db, id: number, memberId: number | null): Promise<OrderRow | undefined> {
  let q = db.selectFrom('serviceOrder').select(ORDER_COLUMNS).where('serviceOrder.id', '=', id);
  if (memberId !== null) q = q.where('serviceOrder.memberId', '=', memberId);
  return q.executeTakeFirst();
}

/** The order locked for a step; of that member only when memberId is given. */
export function lockOrder(db: Db, id: number, memberId: number | null): Promise<OrderRow | undefined> {
  let q = db.selectFrom('serviceOrder').select(ORDER_COLUMNS).where('serviceOrder.id', '=', id);
  if (memberId !== null) q = q.where('serviceOrder.memberId', '=', memberId);
  return q.forUpdate().executeTakeFirst();
}

export type OrderChange = Partial<{
  status: number;
  quoteFen: number;
  quoteNote: string | null;
  plannedDate: string;
  quotedAt: Date;
  acceptedAt: Date;
  engineer: string;
  engineerMobile: string;
  scheduledAt: Date;
  startedAt: Date;
  deliveredAt: Date;
  completedAt: Date;
  cancelReason: string;
  cancelledBy: string;
  cancelledAt: Date;
  creditAt: Date;
  payDueAt: Date;
}>;

/** Writes a step's columns, only while the order is still in `from` (the caller holds the lock). */
export async function updateOrder(db: Db, id: number, from: number, change: OrderChange, at: Date): Promise<boolean> {
  const res = await db.updateTable('serviceOrder').set({ ...change, updatedAt: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listOrders(
  db: Db,
  q: { memberId: number | null; status: number | null; current: number; size: number },
): Promise<{ rows: (OrderRow & { memberMobile: string | null })[]; total: number }> {
  // reads member of account: the member's mobile beside each order of a page, in the one join (a round trip per row otherwise)
  let base = db.selectFrom('serviceOrder').innerJoin('member', 'member.id', 'serviceOrder.memberId');
  if (q.memberId !== null) base = base.where('serviceOrder.memberId', '=', q.memberId);
  if (q.status !== null) base = base.where('serviceOrder.status', '=', q.status);
  const current = Math.min(q.current, PAGE_MAX);
  const [rows, total] = await Promise.all([
    base.select([...ORDER_COLUMNS, 'member.mobile as memberMobile']).orderBy('serviceOrder.createdAt', 'desc').orderBy('serviceOrder.id', 'desc').limit(q.size).offset((current - 1) * q.size).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export async function statusCounts(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('serviceOrder').select(['status', sql<string>`count(*)`.as('n')]).where('memberId', '=', memberId).groupBy('status').execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export function instrumentsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('serviceOrderInstrument')
    .select(['serviceOrderId', 'lineNo', 'maker', 'model', 'serialNo', 'assetTag', 'measuringRange', 'qty'])
    .where('serviceOrderId', 'in', [...orderIds])
    .orderBy('serviceOrderId')
    .orderBy('lineNo')
    .execute();
}

export function certificatesOf(db: Db, orderId: number) {
  return db.selectFrom('serviceCertificate').select(['id', 'url', 'fileName', 'mime']).where('serviceOrderId', '=', orderId).orderBy('id').execute();
}

export async function insertCertificate(db: Db, c: { serviceOrderId: number; url: string; fileName: string; mime: string; at: Date }): Promise<void> {
  await db.insertInto('serviceCertificate').values({ serviceOrderId: c.serviceOrderId, url: c.url, fileName: c.fileName, mime: c.mime, createdAt: c.at }).execute();
}

export function attachmentsOf(db: Db, orderId: number) {
  return db.selectFrom('serviceAttachment').select(['id', 'url', 'fileName', 'mime', 'sizeBytes']).where('serviceOrderId', '=', orderId).orderBy('id').execute();
}

export async function insertAttachments(db: Db, orderId: number, files: { url: string; fileName: string; mime: string; sizeBytes: number }[], at: Date): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('serviceAttachment').values(files.map((f) => ({ serviceOrderId: orderId, ...f, createdAt: at }))).execute();
}

export interface OrderFileRow {
  id: number;
  url: string;
  serviceOrderId: number;
  memberId: number;
  serviceNo: string;
}

/** A certificate or attachment with its order's owner and number (for a download), or undefined. */
export async function orderFile(db: Db, kind: 'certificate' | 'attachment', fileId: number): Promise<OrderFileRow | undefined> {
  const row =
    kind === 'certificate'
      ? await db
          .selectFrom('serviceCertificate as f')
          .innerJoin('serviceOrder as o', 'o.id', 'f.serviceOrderId')
          .select(['f.id', 'f.url', 'f.serviceOrderId', 'o.memberId', 'o.serviceNo'])
          .where('f.id', '=', fileId)
          .executeTakeFirst()
      : await db
          .selectFrom('serviceAttachment as f')
          .innerJoin('serviceOrder as o', 'o.id', 'f.serviceOrderId')
          .select(['f.id', 'f.url', 'f.serviceOrderId', 'o.memberId', 'o.serviceNo'])
          .where('f.id', '=', fileId)
          .executeTakeFirst();
  return row && { id: Number(row.id), url: row.url, serviceOrderId: Number(row.serviceOrderId), memberId: Number(row.memberId), serviceNo: row.serviceNo };
}

/** The ids of an order's files of one kind, in order (a file's number in its download name). */
export async function orderFileIds(db: Db, kind: 'certificate' | 'attachment', orderId: number): Promise<number[]> {
  const rows =
    kind === 'certificate'
      ? await db.selectFrom('serviceCertificate').select('id').where('serviceOrderId', '=', orderId).orderBy('id').execute()
      : await db.selectFrom('serviceAttachment').select('id').where('serviceOrderId', '=', orderId).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

export function eventsOf(db: Db, orderId: number) {
  return db.selectFrom('serviceOrderEvent').select(['action', 'note', 'createdAt']).where('serviceOrderId', '=', orderId).orderBy('id').execute();
}

const RECEIPT_COLUMNS = ['id', 'serviceOrderId', 'amountFen', 'status', 'note', 'receiptUrl', 'receiptType', 'createdAt', 'reviewedAt'] as const;

/** The transfer receipt of an order waiting for staff (at most one), locked when `lock`. */
export function waitingReceipt(db: Db, orderId: number, lock = false) {
  return db
    .selectFrom('servicePayment')
    .select(RECEIPT_COLUMNS)
    .where('serviceOrderId', '=', orderId)
    .where('provider', '=', SERVICE_TRANSFER_PROVIDER)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The newest transfer receipt of an order (what the order page shows), or undefined. */
export function latestReceipt(db: Db, orderId: number) {
  return db
    .selectFrom('servicePayment')
    .select(RECEIPT_COLUMNS)
    .where('serviceOrderId', '=', orderId)
    .where('provider', '=', SERVICE_TRANSFER_PROVIDER)
    .where('receiptUrl', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Which of these orders have a transfer receipt waiting for staff. */
export async function ordersWithWaitingReceipt(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('servicePayment')
    .select('serviceOrderId')
    .where('serviceOrderId', 'in', [...orderIds])
    .where('provider', '=', SERVICE_TRANSFER_PROVIDER)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .execute();
  return new Set(rows.map((r) => Number(r.serviceOrderId)));
}

/** Voids the order's online attempts still waiting for the gateway (a transfer or credit was chosen instead). */
export async function voidWaitingOnline(db: Db, orderId: number, note: string): Promise<void> {
  await db
    .updateTable('servicePayment')
    .set({ status: SERVICE_PAYMENT_STATUS.void, note })
    .where('serviceOrderId', '=', orderId)
    .where('provider', '!=', SERVICE_TRANSFER_PROVIDER)
    .where('status', '=', SERVICE_PAYMENT_STATUS.pending)
    .execute();
}

/** The member's type (1 personal, 2 enterprise), or undefined. */
export async function memberTypeOf(db: Db, memberId: number): Promise<number | undefined> {
  // reads member of account: one row by key, the member type alone (account's public.ts has no such read; findMemberInfo reads the whole profile)
  const row = await db.selectFrom('member').select('memberType').where('id', '=', memberId).executeTakeFirst();
  return row?.memberType;
}

/** The id of the order with this service number (FW…), or undefined. */
export async function orderIdByServiceNo(db: Db, serviceNo: string): Promise<number | undefined> {
  const row = await db.selectFrom('serviceOrder').select('id').where('serviceNo', '=', serviceNo).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

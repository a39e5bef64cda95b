// The queries of the order lists: the buyer's list and counts (with their filter: status, the
// China-day date range, and a keyword that is an order number or a line's model, name or code),
// the export's rows, the staff list and the 订单发货 queue (ids of a page and counts per status).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { Database } from '../../db/schema.ts';
import { scopeCondition, type RecordScope } from '../company/public.ts';
import type { OrderRow } from './sale-order-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface OrderFilter {
  status?: number | null | undefined;
  keyword?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

type OrderScope = ExpressionBuilder<Database & { o: Database['saleOrder'] }, 'o'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
/** Issue 38: a PO number matches exactly or by its beginning (case-insensitive). */
const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** The condition of `q` on `sale_order as o` (always true when nothing is filtered). */
function orderFilter(q: OrderFilter): (eb: OrderScope) => Expression<SqlBool> {
  return (eb) => {
    const all: Expression<SqlBool>[] = [];
    if (q.status !== undefined && q.status !== null) all.push(eb('o.status', '=', q.status));
    if (q.startDate) all.push(eb('o.createdAt', '>=', chinaMidnightUtc(q.startDate)));
    if (q.endDate) all.push(eb('o.createdAt', '<', chinaMidnightUtc(q.endDate, 1)));
    const keyword = q.keyword?.trim();
    if (keyword) {
      const like = likePattern(keyword);
      all.push(
        eb.or([
          eb('o.orderNo', 'ilike', like),
          eb('o.poNumber', 'ilike', prefixPattern(keyword)),
          eb.exists(
            eb
              .selectFrom('saleOrderLine as l')
              .select(sql`1`.as('one'))
              .whereRef('l.orderId', '=', 'o.id')
              .where((w) => w.or([w('l.model', 'ilike', like), w('l.name', 'ilike', like), w('l.goodsCode', 'ilike', like)])),
          ),
        ]),
      );
    }
    return eb.and(all);
  };
}

// --- the buyer's list ----------------------------------------------------------------------------

/**
 * A page of the orders in scope (issue 37: the member's own, or the company's as far as the role
 * reaches; not those deleted by their buyer) matching `q`, newest first, and the count of all that match.
 */
export async function memberOrderPage(db: Db, scope: RecordScope, q: OrderFilter, limit: number, offset: number): Promise<{ total: number; rows: OrderRow[] }> {
  const base = db.selectFrom('saleOrder as o').where((eb) => scopeCondition(eb, scope, 'o')).where('o.deletedByMember', '=', false).where(orderFilter(q));
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('o').orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(n), rows };
}

/** The orders in scope per status, without those deleted by their buyer (the counts of /myOrder's tabs). */
export async function scopedStatusCounts(db: Db, scope: RecordScope): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('saleOrder as o')
    .select(['o.status', sql<number>`count(*)::int`.as('n')])
    .where((eb) => scopeCondition(eb, scope, 'o'))
    .where('o.deletedByMember', '=', false)
    .groupBy('o.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The member's orders per status (hideDeleted: without those they deleted). */
export async function memberStatusCounts(db: Db, memberId: number, hideDeleted: boolean): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('saleOrder')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('memberId', '=', memberId)
    .$if(hideDeleted, (qb) => qb.where('deletedByMember', '=', false))
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** What the member has paid on orders: in all, and since `yearStart`. */
export async function memberPaidSums(db: Db, memberId: number, yearStart: Date): Promise<{ all: number; year: number }> {
  const row = await db
    .selectFrom('saleOrder')
    .select([
      sql<number>`coalesce(sum(paid_fen), 0)::bigint`.as('all'),
      sql<number>`coalesce(sum(paid_fen) filter (where paid_at >= ${yearStart}), 0)::bigint`.as('year'),
    ])
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), year: Number(row.year) };
}

// --- the export ----------------------------------------------------------------------------------

export interface ExportScope extends OrderFilter {
  memberId?: number | undefined;
  /** Leave out the orders the member deleted. */
  mine: boolean;
  /** The member's export (issue 37): the list's scope (我的, or the company's as far as the role reaches) instead of `memberId`. */
  records?: RecordScope | undefined;
}

/** The most recent `limit` orders matching the export's scope (number, date, status, PO number, cost centre, approval, invoice, buyer), newest first. */
export async function exportOrderRows(db: Db, scope: ExportScope, limit: number) {
  let base = db.selectFrom('saleOrder as o').where(orderFilter(scope));
  const records = scope.records;
  if (records !== undefined) base = base.where((eb) => scopeCondition(eb, records, 'o'));
  else if (scope.memberId !== undefined) base = base.where('o.memberId', '=', scope.memberId);
  if (scope.mine) base = base.where('o.deletedByMember', '=', false);
  return base
    .select(['o.id', 'o.orderNo', 'o.createdAt', 'o.status', 'o.invoice', 'o.memberId', 'o.poNumber', 'o.costCentre', 'o.approvalStatus'])
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** The export's columns of the given orders' lines, by line id. */
export async function exportLines(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('saleOrderLine')
    .select(['orderId', 'goodsCode', 'model', 'brandName', 'name', 'num', 'unit', 'unitPriceFen', 'lineFen', 'buyerCode', 'buyerRemark'])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

// --- the staff list and the shipping queue ------------------------------------------------------

/** A page of every order (status; keyword: part of the order number or the start of the PO number), newest first: the ids and the count of all that match. */
export async function staffOrderPage(db: Db, q: { status?: number | null | undefined; keyword?: string | undefined }, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
  let base = db.selectFrom('saleOrder');
  if (q.status !== undefined && q.status !== null) base = base.where('saleOrder.status', '=', q.status);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where((eb) => eb.or([eb('saleOrder.orderNo', 'like', likePattern(keyword)), eb('saleOrder.poNumber', 'ilike', prefixPattern(keyword))]));
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const ids = await base.select('saleOrder.id').orderBy('saleOrder.createdAt', 'desc').orderBy('saleOrder.id', 'desc').limit(limit).offset(offset).execute();
  return { total: Number(total.n), ids: ids.map((r) => r.id) };
}

/** The given orders' rows (any order). */
export async function ordersByIds(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('saleOrder').selectAll().where('id', 'in', ids).execute();
}

export interface ShippingFilter {
  orderNo?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function shippingFiltered(db: Db, q: ShippingFilter) {
  let base = db.selectFrom('saleOrder');
  const typed = q.orderNo?.trim();
  const orderNo = typed?.toUpperCase();
  // Issue 38: the same box finds an order by the start of its PO number.
  if (typed && orderNo) base = base.where((eb) => eb.or([eb('orderNo', 'like', likePattern(orderNo)), eb('poNumber', 'ilike', prefixPattern(typed))]));
  if (q.from) base = base.where('createdAt', '>=', chinaMidnightUtc(q.from));
  if (q.to) base = base.where('createdAt', '<', chinaMidnightUtc(q.to, 1));
  return base;
}

/**
 * A page of the shipping queue: orders in `status` matching the filter (待发货 oldest first by
 * creation; 已发货 newest shipped first; 已完成 newest updated first), the ids and the count of all.
 */
export async function shippingPage(
  db: Db,
  q: ShippingFilter,
  status: number,
  order: { by: 'createdAt' | 'shippedAt' | 'updatedAt'; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<{ total: number; ids: number[] }> {
  const base = shippingFiltered(db, q).where('status', '=', status);
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  const ids = await base.select('id').orderBy(order.by, order.dir).orderBy('id', order.dir).limit(limit).offset(offset).execute();
  return { total, ids: ids.map((r) => r.id) };
}

/** The orders matching the shipping filter per status, for the given statuses. */
export async function shippingCounts(db: Db, q: ShippingFilter, statuses: number[]): Promise<{ status: number; n: number }[]> {
  return shippingFiltered(db, q)
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('status', 'in', statuses)
    .groupBy('status')
    .execute();
}

// The read queries behind the after-sales views, lists and counts: the requests with their order
// number and member, their lines with the goods, traces and payments; the list's filter and page;
// the counts per status (the member's tabs, the staff queue, the dashboard) and the refunds per
// China day; and the shop's return address setting. Read-only.
import { sql, type Kysely, type Transaction } from 'kysely';
import { chinaDaySql } from '../../db/china-day.ts';
import type { Database } from '../../db/schema.ts';
import { scopeCondition, type RecordScope } from '../company/public.ts';

type Db = Kysely<Database> | Transaction<Database>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The value of the site setting `returnAddress` (unchecked), or undefined. */
export async function returnAddressSetting(db: Db): Promise<unknown> {
  // reads site_setting of platform: one key, no module owns the table (server/db/schema/platform.ts)
  const row = await db.selectFrom('siteSetting').select('value').where('key', '=', 'returnAddress').executeTakeFirst();
  return row?.value;
}

/** The requests with their order's number and pay method and the member's names. */
export async function refundHeads(db: Db, ids: number[]) {
  // reads sale_order of orders and member of account: the order number and the member's name of every request of a page in one query
  return db
    .selectFrom('refundOrder')
    .innerJoin('saleOrder', 'saleOrder.id', 'refundOrder.orderId')
    .innerJoin('member', 'member.id', 'refundOrder.memberId')
    .selectAll('refundOrder')
    .select(['saleOrder.orderNo', 'saleOrder.payMethod', 'member.companyName', 'member.nickname', 'member.mobile'])
    .where('refundOrder.id', 'in', ids)
    .execute();
}

/** The lines of the requests with the goods of their order lines, by order line. */
export async function refundLineViews(db: Db, ids: number[]) {
  // reads sale_order_line of orders: the goods of every line of a page's requests in one query
  return db
    .selectFrom('refundLine')
    .innerJoin('saleOrderLine', 'saleOrderLine.id', 'refundLine.orderLineId')
    .select([
      'refundLine.refundId', 'refundLine.orderLineId', 'refundLine.num', 'refundLine.amountFen', 'refundLine.receivedNum', 'refundLine.damagedNum',
      'saleOrderLine.goodsId', 'saleOrderLine.goodsCode', 'saleOrderLine.model', 'saleOrderLine.name', 'saleOrderLine.brandName',
      'saleOrderLine.unit', 'saleOrderLine.imageUrl', 'saleOrderLine.unitPriceFen',
    ])
    .where('refundLine.refundId', 'in', ids)
    .orderBy('refundLine.orderLineId')
    .execute();
}

export async function refundTraces(db: Db, ids: number[]) {
  return db.selectFrom('refundTrace').selectAll().where('refundId', 'in', ids).orderBy('id').execute();
}

export async function refundPayments(db: Db, ids: number[]) {
  return db.selectFrom('refundPayment').selectAll().where('refundId', 'in', ids).execute();
}

export interface RefundFilter {
  memberId?: number;
  /** Issue 37: the member's own requests, or the company's as far as the role reaches. */
  scope?: RecordScope;
  statuses?: readonly number[];
  refundType?: number | undefined;
  keyword?: string | undefined;
}

function filtered(db: Db, f: RefundFilter) {
  // reads sale_order and sale_order_line of orders: the keyword matches the order number and the goods, filtered and paged in one query
  let base = db.selectFrom('refundOrder').innerJoin('saleOrder', 'saleOrder.id', 'refundOrder.orderId');
  if (f.memberId !== undefined) base = base.where('refundOrder.memberId', '=', f.memberId);
  const scope = f.scope;
  if (scope) base = base.where((eb) => scopeCondition(eb, scope, 'refund_order'));
  if (f.statuses && f.statuses.length > 0) base = base.where('refundOrder.status', 'in', [...f.statuses]);
  if (f.refundType !== undefined) base = base.where('refundOrder.refundType', '=', f.refundType);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('refundOrder.refundNo', 'ilike', like),
        eb('saleOrder.orderNo', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('refundLine')
            .innerJoin('saleOrderLine', 'saleOrderLine.id', 'refundLine.orderLineId')
            .select(sql`1`.as('one'))
            .whereRef('refundLine.refundId', '=', 'refundOrder.id')
            .where((e) => e.or([e('saleOrderLine.name', 'ilike', like), e('saleOrderLine.model', 'ilike', like)])),
        ),
      ]),
    );
  }
  return base;
}

/** The requests the filter finds: how many, and the ids of one page (newest first). */
export async function refundPageIds(db: Db, f: RefundFilter, current: number, size: number): Promise<{ total: number; ids: number[] }> {
  const base = filtered(db, f);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const ids = await base
    .select('refundOrder.id')
    .orderBy('refundOrder.createdAt', 'desc')
    .orderBy('refundOrder.id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { total: Number(total.n), ids: ids.map((r) => r.id) };
}

/** Requests in scope per status (issue 37: the member's tabs in 我的 or 全公司). */
export async function scopedRefundsPerStatus(db: Db, scope: RecordScope): Promise<{ status: number; n: number }[]> {
  return db
    .selectFrom('refundOrder')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where((eb) => scopeCondition(eb, scope, 'refund_order'))
    .groupBy('status')
    .execute();
}

/** Requests per status (every request, or the member's). */
export async function refundsPerStatus(db: Db, memberId?: number): Promise<{ status: number; n: number }[]> {
  let q = db.selectFrom('refundOrder').select(['status', sql<number>`count(*)::int`.as('n')]);
  if (memberId !== undefined) q = q.where('memberId', '=', memberId);
  return q.groupBy('status').execute();
}

/** Requests in any of `statuses`, or in `agreedStatus` of `agreedType` (the requests waiting on staff). */
export async function countWaiting(db: Db, statuses: readonly number[], agreedStatus: number, agreedType: number): Promise<number> {
  const row = await db
    .selectFrom('refundOrder')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('status', 'in', [...statuses]), eb.and([eb('status', '=', agreedStatus), eb('refundType', '=', agreedType)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per China day in [from, until): the amount of the requests that reached `status` (refundedAt) that day. */
export async function refundedFenByDay(db: Db, status: number, from: Date, until: Date): Promise<{ date: string; fen: number }[]> {
  return db
    .selectFrom('refundOrder')
    .select([chinaDaySql('refundedAt').as('date'), (eb) => eb.fn.sum<number>('amountFen').as('fen')])
    .where('status', '=', status)
    .where('refundedAt', '>=', from)
    .where('refundedAt', '<', until)
    .groupBy(sql`1`)
    .execute();
}

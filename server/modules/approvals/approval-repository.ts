// The queries of order approvals (issue 38): the decisions (order_approval, owned here), and what
// the approval pages read of the orders waiting on a company (sale_order and its lines belong to
// orders; their approval columns are written only through orders/public.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ApprovalDecision } from '../../../domain/approvals/approval-rules.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { ApprovalPlanJson, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface DecisionRecord {
  orderId: number;
  level: number;
  memberId: number;
  decision: ApprovalDecision;
  comment: string | null;
  decidedAt: Date;
}

/** Records a level's decision; false when that level was decided already (the (order, level) pair is unique). */
export async function insertDecision(trx: Transaction<Database>, row: Omit<DecisionRecord, 'decidedAt'>): Promise<boolean> {
  const done = await trx
    .insertInto('orderApproval')
    .values({ orderId: row.orderId, level: row.level, memberId: row.memberId, decision: row.decision, comment: row.comment })
    .onConflict((oc) => oc.columns(['orderId', 'level']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** The decisions of these orders, by level. */
export async function decisionsOf(db: Db, orderIds: readonly number[]): Promise<DecisionRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orderApproval')
    .select(['orderId', 'level', 'memberId', 'decision', 'comment', 'decidedAt'])
    .where('orderId', 'in', [...new Set(orderIds)])
    .orderBy('orderId')
    .orderBy('level')
    .execute();
  return rows.map((r) => ({ ...r, orderId: Number(r.orderId), memberId: Number(r.memberId), decision: r.decision as ApprovalDecision }));
}

/** An order as the approval pages read it. */
export interface ApprovalOrder {
  id: number;
  orderNo: string;
  memberId: number;
  companyId: number | null;
  departmentId: number | null;
  status: number;
  payMethod: number | null;
  totalFen: number;
  remark: string | null;
  poNumber: string | null;
  costCentre: string | null;
  approvalStatus: string | null;
  approvalPlan: ApprovalPlanJson | null;
  approvalLevel: number | null;
  approvalHoldUntil: Date | null;
  createdAt: Date;
  goodsCount: number;
  firstGoodsName: string;
}

function approvalOrders(db: Db) {
  // reads saleOrder of orders: the orders a company's approvers decide (orders owns them; approval columns are written through orders/public.ts)
  return db
    .selectFrom('saleOrder as o')
    .select([
      'o.id', 'o.orderNo', 'o.memberId', 'o.companyId', 'o.departmentId', 'o.status', 'o.payMethod', 'o.totalFen', 'o.remark', 'o.poNumber', 'o.costCentre',
      'o.approvalStatus', 'o.approvalPlan', 'o.approvalLevel', 'o.approvalHoldUntil', 'o.createdAt',
    ])
    // reads saleOrderLine of orders: the count and first name of an approval row's goods
    .select((eb) => eb.selectFrom('saleOrderLine as l').select(sql<string>`coalesce(sum(l.num), 0)`.as('n')).whereRef('l.orderId', '=', 'o.id').as('goodsCount'))
    .select((eb) => eb.selectFrom('saleOrderLine as l').select('l.name').whereRef('l.orderId', '=', 'o.id').orderBy('l.id').limit(1).as('firstGoodsName'))
    .where('o.approvalStatus', 'is not', null);
}

function toApprovalOrder(r: Awaited<ReturnType<ReturnType<typeof approvalOrders>['execute']>>[number]): ApprovalOrder {
  return {
    id: Number(r.id), orderNo: r.orderNo, memberId: Number(r.memberId), companyId: r.companyId === null ? null : Number(r.companyId),
    departmentId: r.departmentId === null ? null : Number(r.departmentId), status: r.status, payMethod: r.payMethod, totalFen: Number(r.totalFen), remark: r.remark,
    poNumber: r.poNumber, costCentre: r.costCentre, approvalStatus: r.approvalStatus, approvalPlan: r.approvalPlan, approvalLevel: r.approvalLevel,
    approvalHoldUntil: r.approvalHoldUntil, createdAt: r.createdAt, goodsCount: Number(r.goodsCount ?? 0), firstGoodsName: r.firstGoodsName ?? '',
  };
}

/** One order of the company that went through approval, or undefined (another company's: undefined). */
export async function approvalOrderOf(db: Db, companyId: number, orderId: number): Promise<ApprovalOrder | undefined> {
  const row = await approvalOrders(db).where('o.companyId', '=', companyId).where('o.id', '=', orderId).executeTakeFirst();
  return row ? toApprovalOrder(row) : undefined;
}

/** The company's orders waiting for approval (oldest first): the caller filters those whose level they decide. */
export async function pendingApprovalOrders(db: Db, companyId: number): Promise<ApprovalOrder[]> {
  const rows = await approvalOrders(db).where('o.companyId', '=', companyId).where('o.status', '=', ORDER_STATUS.awaitingApproval).orderBy('o.id').limit(1000).execute();
  return rows.map(toApprovalOrder);
}

/** A page of the orders the member decided a level of (newest decision first). */
export async function decidedByPage(db: Db, companyId: number, memberId: number, offset: number, size: number): Promise<{ rows: ApprovalOrder[]; total: number }> {
  const mine = (q: ReturnType<typeof approvalOrders>) =>
    q.where('o.companyId', '=', companyId).where((eb) => eb.exists(eb.selectFrom('orderApproval as a').select('a.id').whereRef('a.orderId', '=', 'o.id').where('a.memberId', '=', memberId)));
  const [rows, count] = await Promise.all([
    mine(approvalOrders(db)).orderBy('o.id', 'desc').offset(offset).limit(size).execute(),
    mine(approvalOrders(db)).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toApprovalOrder), total: Number(count.n) };
}

/** A page of the member's own orders that needed approval (newest first). */
export async function requestedByPage(db: Db, memberId: number, offset: number, size: number): Promise<{ rows: ApprovalOrder[]; total: number }> {
  const mine = (q: ReturnType<typeof approvalOrders>) => q.where('o.memberId', '=', memberId);
  const [rows, count] = await Promise.all([
    mine(approvalOrders(db)).orderBy('o.id', 'desc').offset(offset).limit(size).execute(),
    mine(approvalOrders(db)).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toApprovalOrder), total: Number(count.n) };
}

/** The lines of an order, for its approval detail. */
export async function approvalLines(db: Db, orderId: number) {
  // reads saleOrderLine of orders: the lines an approver judges
  const rows = await db
    .selectFrom('saleOrderLine')
    .select(['goodsId', 'goodsCode', 'model', 'name', 'brandName', 'unit', 'num', 'unitPriceFen', 'lineFen', 'buyerCode'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, goodsId: Number(r.goodsId), unitPriceFen: Number(r.unitPriceFen), lineFen: Number(r.lineFen) }));
}

/** The order's status timeline (for the approval's history). */
export async function approvalTimeline(db: Db, orderId: number) {
  // reads orderStatusLog of orders: the approval's history beside its decisions
  return db.selectFrom('orderStatusLog').select(['createdAt', 'actor', 'note', 'fromStatus', 'toStatus']).where('orderId', '=', orderId).orderBy('id').execute();
}

/** The categories of these goods with all their ancestors (a rule naming a category covers what lies below it). */
export async function categoriesWithAncestors(db: Db, goodsIds: readonly number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  // reads goods and category of catalogue: which categories an order's lines fall in (catalogue imports checkout's neighbours; a plain read keeps the plan in one query)
  const rows = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select c.id, c.parent_id from category c where c.id in (select g.category_id from goods g where g.id in (${sql.join([...new Set(goodsIds)])}))
      union
      select c.id, c.parent_id from category c join up on c.id = up.parent_id
    )
    select id from up`.execute(db);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

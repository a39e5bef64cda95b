// The orders' figures for the staff dashboard (issue 22 item 5), read-only: the orders waiting to
// ship, per China day the orders submitted (not cancelled) and the money received on orders paid
// that day, and the goods sold most on orders paid in a window. Each is one indexed query
// (sale_order status, created_at and paid_at; migration 0026).
import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { chinaDaySql } from '../../db/china-day.ts';
import type { Database } from '../../db/schema.ts';

/** Orders 待发货 (paid or on credit, not shipped yet). */
export async function ordersAwaitingShipment(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('saleOrder').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', ORDER_STATUS.awaitingShipment).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DayOrderFigures {
  date: string;
  orderCount: number;
  salesFen: number;
}

/**
 * Per China day in [from, until): the orders submitted that day and not cancelled, and the paid
 * amount of the orders whose payment was received that day. Days without either are left out.
 */
export async function orderFiguresByDay(db: Kysely<Database>, from: Date, until: Date): Promise<DayOrderFigures[]> {
  const [placed, paid] = await Promise.all([
    db
      .selectFrom('saleOrder')
      .select([chinaDaySql('createdAt').as('date'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('createdAt', '>=', from)
      .where('createdAt', '<', until)
      .where('status', '<>', ORDER_STATUS.cancelled)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('saleOrder')
      .select([chinaDaySql('paidAt').as('date'), (eb) => eb.fn.sum<number>('paidFen').as('fen')])
      .where('paidAt', '>=', from)
      .where('paidAt', '<', until)
      .where('paidFen', '>', 0)
      .groupBy(sql`1`)
      .execute(),
  ]);
  const byDate = new Map<string, DayOrderFigures>();
  const at = (date: string) => byDate.get(date) ?? byDate.set(date, { date, orderCount: 0, salesFen: 0 }).get(date)!;
  for (const r of placed) at(r.date).orderCount = Number(r.n);
  for (const r of paid) at(r.date).salesFen = Number(r.fen);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export interface GoodsSold {
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  brandName: string;
  quantity: number;
  amountFen: number;
}

/** The goods sold most on orders paid in [from, until) (not cancelled), by quantity or by amount. */
export async function topGoodsSold(db: Kysely<Database>, from: Date, until: Date, by: 'quantity' | 'amount', limit: number): Promise<GoodsSold[]> {
  const rows = await db
    .selectFrom('saleOrderLine as l')
    .innerJoin('saleOrder as o', 'o.id', 'l.orderId')
    .where('o.paidAt', '>=', from)
    .where('o.paidAt', '<', until)
    .where('o.paidFen', '>', 0)
    .where('o.status', '<>', ORDER_STATUS.cancelled)
    .groupBy('l.goodsId')
    .select([
      'l.goodsId',
      (eb) => eb.fn.max('l.goodsCode').as('goodsCode'),
      (eb) => eb.fn.max('l.model').as('model'),
      (eb) => eb.fn.max('l.name').as('name'),
      (eb) => eb.fn.max('l.brandName').as('brandName'),
      (eb) => eb.fn.sum<number>('l.num').as('quantity'),
      (eb) => eb.fn.sum<number>('l.lineFen').as('amountFen'),
    ])
    .orderBy(by === 'quantity' ? sql`sum(l.num)` : sql`sum(l.line_fen)`, 'desc')
    .orderBy(by === 'quantity' ? sql`sum(l.line_fen)` : sql`sum(l.num)`, 'desc')
    .orderBy('l.goodsId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    goodsId: Number(r.goodsId),
    goodsCode: r.goodsCode,
    model: r.model,
    name: r.name,
    brandName: r.brandName,
    quantity: Number(r.quantity),
    amountFen: Number(r.amountFen),
  }));
}

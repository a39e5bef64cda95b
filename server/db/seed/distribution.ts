// Distribution seed (issue 19): the demo distributor (13800000003) gets a fixed invitation code and
// six bound members (19900000101-106, password Demo2026) with orders in each of the 11 months
// before this one (days 3-18 of each China month, so the figures do not depend on today's date):
// completed four days after payment, except last month's every second order (shipped, not yet
// received: pending) and one cancelled order (refunded: void). The commission rows are written by
// the real job, run at the start of each month, so each month's orders settle at the start of the
// next, as they would have.
import { sql, type Kysely, type Transaction } from 'kysely';
import { formatOrderNo } from '../../modules/orders/public.ts';
import { syncCommissions } from '../../modules/distribution/public.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { chinaMonth } from '../../../domain/distribution/distribution-rules.ts';
import type { Database } from '../schema.ts';
import type { AccountPasswords } from './accounts.ts';

type Trx = Transaction<Database>;
const DAY_MS = 86_400_000;

export const DEMO_INVITE_CODE = 'WJM8K3QZ';
const BOUND = [
  { mobile: '19900000101', nickname: '昆山精密机加', city: '江苏省 苏州市 昆山市', detail: '开发区前进东路 88 号 设备科' },
  { mobile: '19900000102', nickname: '无锡动力维修', city: '江苏省 无锡市 新吴区', detail: '长江路 16 号 维修车间' },
  { mobile: '19900000103', nickname: '常州纺机设备部', city: '江苏省 常州市 武进区', detail: '湖塘镇人民路 201 号' },
  { mobile: '19900000104', nickname: '嘉兴注塑厂', city: '浙江省 嘉兴市 南湖区', detail: '亚太路 1052 号 3 号厂房' },
  { mobile: '19900000105', nickname: '南通船配采购', city: '江苏省 南通市 崇川区', detail: '通富路 9 号' },
  { mobile: '19900000106', nickname: '宁波模具车间', city: '浙江省 宁波市 北仑区', detail: '新碶明州路 477 号' },
] as const;
/** Orders per month, oldest first (the 11 months before this one). */
const PER_MONTH = [2, 1, 3, 2, 2, 4, 3, 2, 3, 4, 3];

/** The instant the China month `monthsAgo` months before `now`'s starts. */
function monthStart(now: Date, monthsAgo: number): Date {
  const [y, m] = chinaMonth(now).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - monthsAgo;
  const year = Math.floor(index / 12);
  const month = String((index % 12) + 1).padStart(2, '0');
  return new Date(`${year}-${month}-01T00:00:00+08:00`);
}

/** After the main seed transaction (the commission job opens its own transactions). */
export async function seedDistribution(db: Kysely<Database>, now: Date, passwords: AccountPasswords, windowDays = 7): Promise<{ bound: number; orders: number }> {
  const distributor = await db.selectFrom('member').select('id').where('mobile', '=', '13800000003').executeTakeFirst();
  if (!distributor) return { bound: 0, orders: 0 };
  const seeded = await db.transaction().execute((trx) => seedOrders(trx, now, passwords, Number(distributor.id)));
  // The job as it would have run: at the start of each month after the first order's.
  for (let monthsAgo = 10; monthsAgo >= 0; monthsAgo--) {
    await syncCommissions(db, { windowDays, defaultRateBp: 300, now: new Date(monthStart(now, monthsAgo).getTime() + 3_600_000) });
  }
  return seeded;
}

async function seedOrders(trx: Trx, now: Date, passwords: AccountPasswords, distributorId: number): Promise<{ bound: number; orders: number }> {
  await trx.updateTable('member').set({ inviteCode: DEMO_INVITE_CODE }).where('id', '=', distributorId).execute();
  const goods = await trx
    .selectFrom('goods')
    .innerJoin('brand', 'brand.id', 'goods.brandId')
    .select(['goods.id', 'goods.goodsCode', 'goods.model', 'goods.name', 'brand.name as brandName', 'goods.unit', 'goods.imageUrl', 'goods.taxClassCode', 'goods.memberPriceFen'])
    .select((eb) => eb.selectFrom('goodsStock').select((s) => s.fn.min('goodsStock.warehouseId').as('w')).whereRef('goodsStock.goodsId', '=', 'goods.id').as('warehouseId'))
    .where('goods.status', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('goodsStock').select('goodsStock.goodsId').whereRef('goodsStock.goodsId', '=', 'goods.id')))
    .orderBy('goods.id')
    .limit(40)
    .execute();
  if (goods.length === 0) return { bound: 0, orders: 0 };
  const boundAt = monthStart(now, 13);
  const buyers: { id: number; mobile: string; nickname: string; city: string; detail: string }[] = [];
  for (const b of BOUND) {
    const row = await trx
      .insertInto('member')
      .values({ username: b.mobile, mobile: b.mobile, passwordHash: passwords.member, memberType: 1, nickname: b.nickname, referrerId: distributorId, referredAt: boundAt, createdAt: boundAt, updatedAt: boundAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    buyers.push({ id: row.id, ...b });
  }
  let n = 0;
  for (let m = 0; m < PER_MONTH.length; m++) {
    const monthsAgo = PER_MONTH.length - m;
    for (let k = 0; k < PER_MONTH[m]!; k++) {
      const buyer = buyers[(m + k) % buyers.length]!;
      const paidAt = new Date(monthStart(now, monthsAgo).getTime() + ((2 + k * 5) * 24 + 10) * 3_600_000);
      const first = goods[(m * 3 + k) % goods.length]!;
      const second = goods[(m * 5 + k + 7) % goods.length]!;
      // A second line on even orders, never the same goods twice (a small catalogue repeats them).
      const lines = [first, ...(k % 2 === 0 && second.id !== first.id ? [second] : [])];
      const nums = lines.map((_, i) => 2 + ((m + k + i) % 5) * 2);
      const goodsFen = lines.reduce((s, g, i) => s + g.memberPriceFen * nums[i]!, 0);
      // Last month: every second order not yet received (pending); one cancelled order (void).
      const cancelled = m === 4 && k === 1;
      const completedAt = monthsAgo === 1 && k % 2 === 1 ? null : new Date(paidAt.getTime() + 4 * DAY_MS);
      const status = cancelled ? 5 : completedAt === null ? 3 : 4;
      const { rows } = await sql<{ n: string }>`select nextval('order_no_seq') as n`.execute(trx);
      const order = await trx
        .insertInto('saleOrder')
        .values({
          orderNo: formatOrderNo('SO', Number(rows[0]!.n), paidAt), memberId: buyer.id, orderType: 1, status, payMethod: 2, goodsAmountFen: goodsFen, totalFen: goodsFen,
          paidFen: goodsFen, refundedFen: cancelled ? goodsFen : 0, address: JSON.stringify({ consignee: buyer.nickname, mobile: buyer.mobile, regionText: buyer.city, detail: buyer.detail }) as never,
          paidAt, confirmedAt: paidAt, shippedAt: cancelled ? null : new Date(paidAt.getTime() + DAY_MS), completedAt: cancelled ? null : completedAt,
          cancelledAt: cancelled ? new Date(paidAt.getTime() + 2 * DAY_MS) : null, cancelReason: cancelled ? '客户取消（已全额退款）' : null, createdAt: paidAt, updatedAt: paidAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('saleOrderLine')
        .values(lines.map((g, i) => ({
          orderId: order.id, goodsId: g.id, warehouseId: null, goodsCode: g.goodsCode, model: g.model, name: g.name, brandName: g.brandName, unit: g.unit, imageUrl: g.imageUrl,
          taxClassCode: g.taxClassCode, num: nums[i]!, unitPriceFen: g.memberPriceFen, lineFen: g.memberPriceFen * nums[i]!,
        })))
        .execute();
      await recordHistory(trx, order.id, buyer.id, { paidAt, cancelled, completedAt });
      await recordAllocations(trx, order.id, lines.map((g, i) => ({ goodsId: g.id, warehouseId: Number(g.warehouseId), qty: nums[i]! })), cancelled);
      n += 1;
    }
  }
  return { bound: buyers.length, orders: n };
}

/** The status log as the real flow writes it: submitted, paid, shipped, then received or cancelled. */
async function recordHistory(trx: Trx, orderId: number, buyerId: number, at: { paidAt: Date; cancelled: boolean; completedAt: Date | null }): Promise<void> {
  const { paidAt, cancelled, completedAt } = at;
  const steps: { fromStatus: number | null; toStatus: number; actor: string; note: string | null; createdAt: Date }[] = [
    { fromStatus: null, toStatus: ORDER_STATUS.awaitingPayment, actor: `member:${buyerId}`, note: null, createdAt: paidAt },
    { fromStatus: ORDER_STATUS.awaitingPayment, toStatus: ORDER_STATUS.awaitingShipment, actor: 'payment:sandbox', note: null, createdAt: paidAt },
  ];
  if (cancelled) {
    steps.push({ fromStatus: ORDER_STATUS.awaitingShipment, toStatus: ORDER_STATUS.cancelled, actor: 'staff:seed', note: '客户取消（已全额退款）', createdAt: new Date(paidAt.getTime() + 2 * DAY_MS) });
  } else {
    steps.push({ fromStatus: ORDER_STATUS.awaitingShipment, toStatus: ORDER_STATUS.shipped, actor: 'staff:seed', note: null, createdAt: new Date(paidAt.getTime() + DAY_MS) });
    if (completedAt) steps.push({ fromStatus: ORDER_STATUS.shipped, toStatus: ORDER_STATUS.completed, actor: `member:${buyerId}`, note: null, createdAt: completedAt });
  }
  await trx.insertInto('orderStatusLog').values(steps.map((s) => ({ orderId, ...s }))).execute();
}

/**
 * The stock the order took, as checkout reserves it. A live order's units stay reserved (shipping
 * does not release them); the seed adds them to the warehouse's quantity too, as stock that came
 * in and was sold, so what the shop shows as available is unchanged. A cancelled order's
 * allocation is released.
 */
async function recordAllocations(trx: Trx, orderId: number, lines: { goodsId: number; warehouseId: number; qty: number }[], cancelled: boolean): Promise<void> {
  await trx.insertInto('orderAllocation').values(lines.map((l) => ({ orderId, goodsId: l.goodsId, warehouseId: l.warehouseId, qty: l.qty, released: cancelled }))).execute();
  if (cancelled) return;
  for (const l of lines) {
    await trx
      .updateTable('goodsStock')
      .set({ qty: sql`qty + ${l.qty}`, reserved: sql`reserved + ${l.qty}` })
      .where('goodsId', '=', l.goodsId)
      .where('warehouseId', '=', l.warehouseId)
      .execute();
  }
}

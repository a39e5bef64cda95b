// The order export (issue 33 item 3, docs/api/orders.md): POST sale/exportMyOrders answers the
// member's own orders as an .xlsx, one row per order line with the buyer's 物料编码 and 备注, money
// in yuan, filtered like the order list; POST staff/order/export answers every member's orders
// (with a 会员 column) to the roles that may see orders; `npm run orders -- export` writes the same
// sheet. Bad filters are refused with a Chinese sentence; another member's orders are never in a
// member's sheet.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderExportFile } from '../../../domain/orders/staff-orders.ts';
import { runOrdersCommand } from '../../../scripts/orders.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { draftOf, makeMember, pickGoods, SALE, setStock, submit, type TestMember } from '../../support/order-helpers.ts';
import { demoBuyer, STAFF, type Buyer } from '../../support/payment-helpers.ts';
import { roleTokens } from '../staff/staff-support.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';

const EXPORT = `${SALE}/exportMyOrders`;
const STAFF_EXPORT = `${STAFF}/export`;
const COLUMNS = ['订单号', '下单时间', '状态', '采购单号', '成本中心', '审批状态', '商品编码', '型号', '品牌', '名称', '数量', '单位', '单价（元）', '小计（元）', '物料编码', '备注', '发票抬头'];

type Row = Record<string, string | number | null>;
interface Placed {
  orderId: number;
  orderNo: string;
}

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let goods: { id: number; model: string; unit: string }[];
let a: TestMember;
let b: TestMember;
let firm: Buyer;
let a1: Placed;
let a2: Placed;
let b1: Placed;
let f1: Placed;

async function buy(token: string, addressId: number, goodsId: number, num: number, invoiceId?: number): Promise<Placed> {
  const draft = await draftOf(ctx, token, goodsId, num, invoiceId !== undefined);
  const res = await submit(ctx, token, draft, { addressId, ...(invoiceId !== undefined ? { invoiceId, payMethod: 2 } : {}) });
  expect(res.body.success).toBe(true);
  const row = await ctx.handle.db.selectFrom('saleOrder').select('orderNo').where('id', '=', res.body.data.orderId).executeTakeFirstOrThrow();
  return { orderId: res.body.data.orderId, orderNo: row.orderNo };
}

function readSheet(bytes: Buffer): { header: unknown[]; rows: Row[] } {
  const wb = XLSX.read(bytes, { type: 'buffer' });
  const sheet = wb.Sheets[wb.SheetNames[0]!]!;
  const header = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] ?? [];
  return { header, rows: XLSX.utils.sheet_to_json<Row>(sheet, { defval: null }) };
}

async function memberExport(token: string, payload: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: EXPORT, payload, headers: { authorization: `Bearer ${token}` } });
  return res;
}

async function mine(token: string, payload: Record<string, unknown> = {}) {
  const res = await memberExport(token, payload);
  expect(res.statusCode).toBe(200);
  return readSheet(res.rawPayload);
}

async function staffExport(token: string, payload: Record<string, unknown> = {}) {
  return call<StaffOrderExportFile>(ctx, { method: 'POST', url: STAFF_EXPORT, token, payload });
}

const chineseSentence = (msg: string) => {
  expect(msg).toMatch(/[\u4e00-\u9fa5]/);
  expect(msg).not.toMatch(/body|\/|#|must/i);
};

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  goods = await pickGoods(ctx, 3, 20);
  for (const g of goods) await setStock(ctx, g.id, 500);
  a = await makeMember(ctx, '13760034001');
  b = await makeMember(ctx, '13760034002');
  firm = await demoBuyer(ctx, DEMO.enterprise);
  a1 = await buy(a.token, a.addressId, goods[0]!.id, 3);
  a2 = await buy(a.token, a.addressId, goods[1]!.id, 2);
  b1 = await buy(b.token, b.addressId, goods[2]!.id, 1);
  f1 = await buy(firm.token, firm.addressId, goods[2]!.id, 4, firm.invoiceId);
  // The buyer's columns as an enquiry line carries them to the order line (buyer-columns.test.ts).
  await ctx.handle.db.updateTable('saleOrderLine').set({ buyerCode: 'WL-778', buyerRemark: '二车间 备用' }).where('orderId', '=', a1.orderId).execute();
}, 120_000);
afterAll(async () => ctx?.close());

describe('sale/exportMyOrders', () => {
  it('answers the member\'s own order lines as an .xlsx with the buyer\'s columns and money in yuan', async () => {
    const res = await memberExport(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('订单明细-'));
    expect(res.headers['x-export-orders']).toBe('2');
    expect(res.headers['x-export-truncated']).toBe('0');
    const { header, rows } = readSheet(res.rawPayload);
    expect(header).toEqual(COLUMNS);
    expect(rows.map((r) => r['订单号'])).toEqual([a2.orderNo, a1.orderNo]);
    const lines = await ctx.handle.db.selectFrom('saleOrderLine').selectAll().where('orderId', '=', a1.orderId).execute();
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const row = rows[1]!;
    expect(row).toMatchObject({
      状态: '待付款', 商品编码: line.goodsCode, 型号: goods[0]!.model, 品牌: line.brandName, 名称: line.name, 数量: 3, 单位: line.unit,
      '单价（元）': Number(line.unitPriceFen) / 100, '小计（元）': Number(line.lineFen) / 100, 物料编码: 'WL-778', 备注: '二车间 备用', 发票抬头: null,
    });
    expect(typeof row['单价（元）']).toBe('number');
    expect(row['下单时间']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[0]).toMatchObject({ 型号: goods[1]!.model, 物料编码: null, 备注: null });
    expect(rows.some((r) => r['订单号'] === b1.orderNo || r['订单号'] === f1.orderNo)).toBe(false);
  });

  it('holds another member\'s orders only in their own sheet', async () => {
    const { rows } = await mine(b.token);
    expect(rows.map((r) => r['订单号'])).toEqual([b1.orderNo]);
  });

  it('writes the invoice title of an order that has one', async () => {
    const { rows } = await mine(firm.token, { keyword: f1.orderNo });
    expect(rows).toHaveLength(1);
    const invoice = await ctx.handle.db.selectFrom('memberInvoice').select('title').where('id', '=', firm.invoiceId).executeTakeFirstOrThrow();
    expect(rows[0]!['发票抬头']).toBe(invoice.title);
    expect(rows[0]!['状态']).toBe('待付款');
  });

  it('filters like the order list: status, keyword (order number or model), dates; nothing found is the header alone', async () => {
    expect((await mine(a.token, { keyword: a1.orderNo })).rows.map((r) => r['订单号'])).toEqual([a1.orderNo]);
    expect((await mine(a.token, { keyword: goods[1]!.model })).rows.map((r) => r['订单号'])).toEqual([a2.orderNo]);
    expect((await mine(a.token, { status: 0 })).rows).toHaveLength(2);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await mine(a.token, { startDate: today, endDate: today })).rows).toHaveLength(2);
    const empty = await memberExport(a.token, { status: 5 });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['x-export-orders']).toBe('0');
    const sheet = readSheet(empty.rawPayload);
    expect(sheet.header).toEqual(COLUMNS);
    expect(sheet.rows).toEqual([]);
    expect((await mine(a.token, { startDate: '2020-01-01', endDate: '2020-01-31' })).rows).toEqual([]);
  });

  it('leaves out the orders the member deleted', async () => {
    const m = await makeMember(ctx, '13760034003');
    const gone = await buy(m.token, m.addressId, goods[0]!.id, 1);
    const kept = await buy(m.token, m.addressId, goods[1]!.id, 1);
    await ctx.handle.db.updateTable('saleOrder').set({ deletedByMember: true }).where('id', '=', gone.orderId).execute();
    expect((await mine(m.token)).rows.map((r) => r['订单号'])).toEqual([kept.orderNo]);
  });

  it('refuses bad filters with a Chinese sentence, and a caller without a member token', async () => {
    for (const payload of [{ status: 9 }, { startDate: '2026-13-45' }, { keyword: 'x'.repeat(61) }, { current: 1 }, { memberId: b.id }]) {
      const res = await memberExport(a.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { success: boolean; msg: string };
      expect(body.success).toBe(false);
      chineseSentence(body.msg);
    }
    expect((await ctx.app.inject({ method: 'POST', url: EXPORT, payload: {} })).statusCode).toBe(401);
    expect((await memberExport(tokens.admin)).statusCode).toBe(403);
  });
});

describe('staff/order/export', () => {
  it('answers every member\'s order lines with a 会员 column to the roles that may see orders', async () => {
    for (const role of ['admin', 'service', 'finance', 'warehouse'] as const) {
      const res = await staffExport(tokens[role]);
      expect(res.status, role).toBe(200);
      expect(res.body.data.mime).toContain('spreadsheetml');
      const { header, rows } = readSheet(Buffer.from(res.body.data.base64, 'base64'));
      expect(header).toEqual(['会员', ...COLUMNS]);
      const numbers = rows.map((r) => r['订单号']);
      for (const o of [a1, a2, b1, f1]) expect(numbers).toContain(o.orderNo);
      expect(res.body.data.orders).toBe(new Set(numbers).size);
      expect(res.body.data.truncated).toBe(false);
      expect(rows.find((r) => r['订单号'] === a1.orderNo)).toMatchObject({ 会员: '13760034001', 物料编码: 'WL-778', 备注: '二车间 备用' });
    }
  });

  it('filters by member, status and keyword', async () => {
    const res = await staffExport(tokens.service, { memberId: a.id, status: 0 });
    const { rows } = readSheet(Buffer.from(res.body.data.base64, 'base64'));
    expect(rows.map((r) => r['订单号'])).toEqual([a2.orderNo, a1.orderNo]);
    const one = await staffExport(tokens.service, { keyword: b1.orderNo });
    expect(readSheet(Buffer.from(one.body.data.base64, 'base64')).rows.map((r) => r['订单号'])).toEqual([b1.orderNo]);
  });

  it('refuses a role without order.view, a member token and bad filters', async () => {
    const operations = await staffExport(tokens.operations);
    expect(operations.status).toBe(403);
    chineseSentence(operations.body.msg);
    expect((await staffExport(a.token)).status).toBe(403);
    for (const payload of [{ status: -1 }, { endDate: 'yesterday' }, { memberId: 0 }, { size: 10 }]) {
      const res = await staffExport(tokens.admin, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      chineseSentence(res.body.msg);
    }
  });
});

describe('npm run orders -- export', () => {
  it('writes the staff sheet to a file, filtered, and refuses a bad date as a usage error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'order-export-'));
    try {
      const out = path.join(dir, 'orders.xlsx');
      const result = await runOrdersCommand(ctx.handle.db, ['export', '--out', out, '--member', String(a.id)]);
      expect(result.code).toBe(0);
      expect(result.out[0]).toContain('2 个订单');
      const { header, rows } = readSheet(readFileSync(out));
      expect(header).toEqual(['会员', ...COLUMNS]);
      expect(rows.map((r) => r['订单号'])).toEqual([a2.orderNo, a1.orderNo]);
      expect(rows[1]).toMatchObject({ 物料编码: 'WL-778', 备注: '二车间 备用' });
      const bad = await runOrdersCommand(ctx.handle.db, ['export', '--out', out, '--from', '2026-02-30']);
      expect(bad.code).toBe(2);
      expect(bad.out[0]).toContain('--from');
      expect((await runOrdersCommand(ctx.handle.db, ['export'])).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The 订单发货 queue (issue 22): the orders to ship with counts and filters, and the batch import
// of tracking numbers from an .xlsx: the template, the preview judging each row (unknown order,
// not 待发货, missing tracking no., a repeated order number), the confirm shipping each valid row
// in its own transaction with the member's message, and importing the same file again shipping
// nothing twice. Refusals: wrong role 403, bad input 400 in Chinese.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipBatchPreview, ShipBatchResult, ShippingListAnswer } from '../../../domain/orders/staff-shipping-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, multipart, orderDetail, placeOrder, pngFile, RECEIPT, STAFF, type Buyer, transferFields } from '../../support/payment-helpers.ts';
import { runOrdersCommand } from '../../../scripts/orders.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let buyer: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 30 });
  tokens = await roleTokens(ctx);
  buyer = await demoBuyer(ctx, DEMO.personal);
}, 120_000);
afterAll(async () => ctx?.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An order paid by transfer and confirmed by 财务: 待发货. */
async function orderToShip(): Promise<{ id: number; orderNo: string }> {
  const order = await placeOrder(ctx, buyer, 2);
  await call(ctx, { method: 'POST', url: RECEIPT, token: buyer.token, ...multipart(transferFields(order), pngFile()) });
  const d = await orderDetail(ctx, buyer, order.orderId);
  const paymentId = d.payments.find((p) => p.status === 0)!.id;
  const ok = await call(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token: tokens.finance, payload: { paymentId, approve: true } });
  expect(ok.status).toBe(200);
  return { id: order.orderId, orderNo: d.orderNo };
}

function sheet(rows: (string | number)[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['订单号', '物流公司', '运单号'], ...rows]), '发货');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const preview = (bytes: Buffer, token = tokens.warehouse, filename = '发货.xlsx') =>
  call<ShipBatchPreview>(ctx, { method: 'POST', url: `${STAFF}/shipBatch/preview`, token, ...multipart({}, { filename, type: XLSX_TYPE, bytes }) });
const confirm = (rows: unknown[], token = tokens.warehouse) => call<ShipBatchResult>(ctx, { method: 'POST', url: `${STAFF}/shipBatch/confirm`, token, payload: { rows } });
const list = (body: Record<string, unknown>, token = tokens.warehouse) => call<ShippingListAnswer>(ctx, { method: 'POST', url: `${STAFF}/shipping/list`, token, payload: { current: 1, size: 20, ...body } });
const forConfirm = (p: ShipBatchPreview) => p.rows.filter((r) => r.outcome === 'ok').map(({ rowNo, orderNo, carrier, trackingNo }) => ({ rowNo, orderNo, carrier, trackingNo }));

describe('POST /api/staff/order/shipping/list', () => {
  it('lists 待发货 orders with counts, filters by order number, and refuses other roles', async () => {
    const o = await orderToShip();
    const res = await list({ orderNo: o.orderNo });
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ toShip: 1, shipped: 0, completed: 0 });
    expect(res.body.data.records[0]).toMatchObject({ id: o.id, orderNo: o.orderNo, status: 2, statusText: '待发货' });
    expect((await list({ state: 'shipped', orderNo: o.orderNo })).body.data.records).toEqual([]);
    for (const role of ['service', 'finance', 'operations'] as const) expect((await list({}, tokens[role])).status).toBe(403);
    expect((await list({}, tokens.admin)).status).toBe(200);
    const bad = await list({ state: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await list({ from: '2026-02-02', to: '2026-02-01' })).body.msg).toBe('起始日期不能晚于截止日期');
  });
});

describe('batch shipping from an .xlsx', () => {
  it('downloads the template, which previews as its own header', async () => {
    const res = await call<{ fileName: string; mime: string; base64: string }>(ctx, { method: 'GET', url: `${STAFF}/shipBatch/template`, token: tokens.warehouse });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fileName: '批量发货模板.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const wb = XLSX.read(Buffer.from(res.body.data.base64, 'base64'), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['订单号', '物流公司', '运单号']);
    expect((await call(ctx, { method: 'GET', url: `${STAFF}/shipBatch/template`, token: tokens.finance })).status).toBe(403);
  });

  it('previews 3 good rows and each kind of bad row, ships the good ones (messages sent), and ships nothing twice', async () => {
    const orders = [await orderToShip(), await orderToShip(), await orderToShip()];
    const unpaid = await placeOrder(ctx, buyer, 2);
    const unpaidNo = (await orderDetail(ctx, buyer, unpaid.orderId)).orderNo;
    const file = sheet([
      [orders[0]!.orderNo, '顺丰速运', 'SF1000000001'],
      [orders[1]!.orderNo.toLowerCase(), ' 中通快递 ', 'zt2000000002'],
      [orders[2]!.orderNo, '京东物流', 'JD3000000003'],
      ['DD0000000000000', '顺丰速运', 'SF4000000004'],
      [unpaidNo, '顺丰速运', 'SF5000000005'],
      [orders[0]!.orderNo, '顺丰速运', 'SF6000000006'],
      [orders[2]!.orderNo.replace(/\d$/, '9'), '顺丰速运', ''],
    ]);
    const p = await preview(file);
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ ok: 3, already: 0, errors: 4 });
    const byRow = new Map(p.body.data.rows.map((r) => [r.rowNo, r]));
    expect(byRow.get(2)).toMatchObject({ orderNo: orders[0]!.orderNo, outcome: 'ok', orderId: orders[0]!.id, message: null });
    expect(byRow.get(3)).toMatchObject({ orderNo: orders[1]!.orderNo, carrier: '中通快递', trackingNo: 'ZT2000000002', outcome: 'ok' });
    expect(byRow.get(5)).toMatchObject({ outcome: 'error', message: '订单 DD0000000000000 不存在' });
    expect(byRow.get(6)).toMatchObject({ outcome: 'error', message: '订单当前状态为「待付款」，不是待发货' });
    expect(byRow.get(7)).toMatchObject({ outcome: 'error', message: '与第 2 行的订单号重复' });
    expect(byRow.get(8)).toMatchObject({ outcome: 'error', message: '缺少运单号' });
    // The preview wrote nothing.
    expect((await orderDetail(ctx, buyer, orders[0]!.id)).statusText).toBe('待发货');

    const c = await confirm(forConfirm(p.body.data));
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ shipped: 3, already: 0, failed: 0 });
    expect(c.body.msg).toBe('已发货 3 单，跳过已发货 0 单，失败 0 行');
    for (const o of orders) {
      const d = await orderDetail(ctx, buyer, o.id);
      expect(d.statusText).toBe('已发货');
    }
    expect((await orderDetail(ctx, buyer, orders[1]!.id)).trackingNo).toBe('ZT2000000002');
    const messages = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', buyer.memberId).execute();
    for (const o of orders) expect(messages.filter((m) => m.title === `订单 ${o.orderNo} 已发货`)).toHaveLength(1);

    // The same file again: the 3 rows are already shipped with these numbers, nothing is shipped twice.
    const again = await preview(file);
    expect(again.body.data).toMatchObject({ ok: 0, already: 3, errors: 4 });
    expect(again.body.data.rows[0]).toMatchObject({ outcome: 'already', message: '已按此运单号发货，将跳过' });
    const twice = await confirm(forConfirm(p.body.data));
    expect(twice.body.data).toMatchObject({ shipped: 0, already: 3, failed: 0 });
    const titles = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', buyer.memberId).execute();
    for (const o of orders) expect(titles.filter((m) => m.title === `订单 ${o.orderNo} 已发货`)).toHaveLength(1);
    const logs = await ctx.handle.db.selectFrom('orderStatusLog').select('orderId').where('orderId', '=', orders[0]!.id).where('toStatus', '=', 3).execute();
    expect(logs).toHaveLength(1);
    // Another tracking number for a shipped order is refused, row by row; the batch goes on.
    const other = await confirm([{ rowNo: 2, orderNo: orders[0]!.orderNo, carrier: '顺丰速运', trackingNo: 'SF9999999999' }, { rowNo: 3, orderNo: '', carrier: 'x', trackingNo: 'AB123456' }]);
    expect(other.status).toBe(200);
    expect(other.body.data.rows.map((r) => r.message)).toEqual(['订单已发货（运单号 SF1000000001），不能再次发货', '缺少订单号']);
  });

  it('refuses a file without the columns, without rows, a non-sheet, no file, and other roles, in Chinese', async () => {
    const noColumns = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(noColumns, XLSX.utils.aoa_to_sheet([['名称', '数量'], ['a', 1]]), 'x');
    const a = await preview(XLSX.write(noColumns, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(a.status).toBe(400);
    expect(a.body.msg).toContain('订单号');
    const b = await preview(sheet([]));
    expect(b.status).toBe(400);
    expect(b.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const c = await preview(Buffer.from('%PDF-1.4 not a sheet'), tokens.warehouse, 'x.xlsx');
    expect(c.status).toBe(400);
    expect(c.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const none = await call(ctx, { method: 'POST', url: `${STAFF}/shipBatch/preview`, token: tokens.warehouse, ...multipart({ note: 'x' }) });
    expect(none.status).toBe(400);
    expect((await preview(sheet([['DD1', '顺丰', 'SF123456']]), tokens.finance)).status).toBe(403);
    expect((await confirm([{ rowNo: 1, orderNo: 'DD1', carrier: '顺丰', trackingNo: 'SF123456' }], tokens.service)).status).toBe(403);
    const empty = await confirm([]);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await confirm([{ rowNo: 1, orderNo: 'DD1' }])).status).toBe(400);
  });

  it('one order shipped with POST ship: an unknown order is 404, a bad tracking number 400', async () => {
    const o = await orderToShip();
    const ship = (body: Record<string, unknown>) => call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.warehouse, payload: body });
    expect((await ship({ orderId: 999_999, carrier: '顺丰速运', trackingNo: 'SF1234567890' })).status).toBe(404);
    const bad = await ship({ orderId: o.id, carrier: '顺丰速运', trackingNo: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await ship({ orderId: o.id, carrier: '顺丰速运', trackingNo: 'SF1234567890' })).status).toBe(200);
    expect((await list({ state: 'shipped', orderNo: o.orderNo })).body.data.records[0]).toMatchObject({ trackingNo: 'SF1234567890', carrier: '顺丰速运' });
  });
});

describe('npm run orders -- ship-batch <file.xlsx>', () => {
  it('previews with --preview, ships the valid rows, and ships nothing twice', async () => {
    const a = await orderToShip();
    const dir = await mkdtemp(join(tmpdir(), 'ship-batch-'));
    const path = join(dir, '发货.xlsx');
    await writeFile(path, sheet([[a.orderNo, '顺丰速运', 'SF7000000007'], ['DD0000000000404', '顺丰速运', 'SF7000000008']]));
    const dry = await runOrdersCommand(ctx.handle.db, ['ship-batch', path, '--preview']);
    expect(dry.code).toBe(0);
    expect(dry.out[0]).toBe('可发货 1 行，已发货将跳过 0 行，有错误 1 行');
    expect(dry.out[1]).toBe('第 3 行 DD0000000000404：订单 DD0000000000404 不存在');
    expect((await orderDetail(ctx, buyer, a.id)).statusText).toBe('待发货');
    const run = await runOrdersCommand(ctx.handle.db, ['ship-batch', path]);
    expect(run.out[0]).toBe('已发货 1 单，跳过已发货 0 单，失败 1 行');
    expect((await orderDetail(ctx, buyer, a.id)).statusText).toBe('已发货');
    const again = await runOrdersCommand(ctx.handle.db, ['ship-batch', path]);
    expect(again.out[0]).toBe('可发货 0 行，已发货将跳过 1 行，有错误 1 行');
    const missing = await runOrdersCommand(ctx.handle.db, ['ship-batch', join(dir, 'none.xlsx')]);
    expect(missing.code).toBe(2);
  });
});

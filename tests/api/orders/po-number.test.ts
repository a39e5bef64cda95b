// Issue 38 item 3, the read side: a company order's PO number (采购单号), cost centre (成本中心) and
// approval status are on the member's list and detail, the staff rows, the transfer receipts, the
// export (member and staff) and the invoice remarks; the list keywords (member, staff list, the
// 订单发货 and 收款确认 boxes) find an order by its PO number exactly or by its start; a 待审批
// order cannot be paid but its placer may cancel it; a personal member's order answers them null.
// The orders are placed the usual way and given their PO number through the test database (the
// submit path writes them itself).
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { OrderDetail, OrderSummary, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { StaffOrderExportFile, StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import type { ShippingListAnswer } from '../../../domain/orders/staff-shipping-payloads.ts';
import type { ReceiptDetail, ReceiptListAnswer } from '../../../domain/staff/receipts-payloads.ts';
import { runOrdersCommand } from '../../../scripts/orders.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { SALE } from '../../support/order-helpers.ts';
import { CREDIT_RECEIPT, demoBuyer, multipart, placeOrder, pngFile, RECEIPT, STAFF, staffToken, transferFields, type Buyer } from '../../support/payment-helpers.ts';

type Row = Record<string, string | number | null>;

let ctx: TestContext;
let firm: Buyer;
let personal: Buyer;
let staff: string;
/** A company order with PO-2026-0381 / CC-PUR (bank transfer, a receipt uploaded). */
let withPo: SubmittedOrder;
/** A company order with PO-2026-0392 and no cost centre, shipped-ready (待发货). */
let second: SubmittedOrder;
/** A company order waiting for approval (待审批), PO AP-77. */
let waiting: SubmittedOrder;
let plain: SubmittedOrder;

const list = (who: Buyer, body: Record<string, unknown> = {}) => call<Page<OrderSummary>>(ctx, { method: 'POST', url: `${SALE}/list`, token: who.token, payload: { current: 1, size: 50, ...body } });
const detail = (who: Buyer, id: number) => call<OrderDetail>(ctx, { method: 'GET', url: `${SALE}/getOrderInfo/${id}`, token: who.token });
const staffList = (body: Record<string, unknown>) => call<Page<StaffOrderRow>>(ctx, { method: 'POST', url: `${STAFF}/list`, token: staff, payload: { current: 1, size: 50, ...body } });

function readSheet(bytes: Buffer): Row[] {
  const wb = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Row>(wb.Sheets[wb.SheetNames[0]!]!, { defval: null });
}

async function setPurchase(orderId: number, set: { poNumber?: string | null; costCentre?: string | null; approvalStatus?: string | null; status?: number }) {
  await ctx.handle.db.updateTable('saleOrder').set(set).where('id', '=', orderId).execute();
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 40 });
  staff = await staffToken(ctx);
  firm = await demoBuyer(ctx, DEMO.enterprise);
  personal = await demoBuyer(ctx, DEMO.personal);
  withPo = await placeOrder(ctx, firm, 2);
  second = await placeOrder(ctx, firm, 2);
  waiting = await placeOrder(ctx, firm, 2);
  plain = await placeOrder(ctx, personal, 2);
  await setPurchase(withPo.orderId, { poNumber: 'PO-2026-0381', costCentre: 'CC-PUR', approvalStatus: null });
  await setPurchase(second.orderId, { poNumber: 'PO-2026-0392', costCentre: null, approvalStatus: 'approved', status: 2 });
  await setPurchase(waiting.orderId, { poNumber: 'AP-77', costCentre: 'CC-MNT', approvalStatus: 'pending', status: 6 });
  const upload = await call<OrderDetail>(ctx, { method: 'POST', url: RECEIPT, token: firm.token, ...multipart(transferFields(withPo), pngFile()) });
  expect(upload.body.success).toBe(true);
}, 120_000);
afterAll(async () => ctx?.close());

describe('the member\'s order views', () => {
  it('answer the PO number, cost centre and approval status on the list and the detail', async () => {
    const rows = (await list(firm)).body.data.records;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(withPo.orderId)).toMatchObject({ poNumber: 'PO-2026-0381', costCentre: 'CC-PUR', approvalStatus: null, approvalStatusText: null });
    expect(byId.get(second.orderId)).toMatchObject({ poNumber: 'PO-2026-0392', costCentre: null, approvalStatus: 'approved', approvalStatusText: '已通过' });
    expect(byId.get(waiting.orderId)).toMatchObject({ poNumber: 'AP-77', costCentre: 'CC-MNT', status: 6, statusText: '待审批', approvalStatus: 'pending', approvalStatusText: '审批中' });
    const d = (await detail(firm, withPo.orderId)).body.data;
    expect(d).toMatchObject({ poNumber: 'PO-2026-0381', costCentre: 'CC-PUR', approvalStatus: null });
  });

  it('put 采购单号 and 成本中心 first in the invoice remarks (either alone)', async () => {
    expect((await detail(firm, withPo.orderId)).body.data.invoiceRemarks[0]).toBe('采购单号：PO-2026-0381；成本中心：CC-PUR');
    expect((await detail(firm, second.orderId)).body.data.invoiceRemarks[0]).toBe('采购单号：PO-2026-0392');
  });

  it('answer null on a personal member\'s order, whose invoice remarks stay as they were', async () => {
    const d = (await detail(personal, plain.orderId)).body.data;
    expect(d).toMatchObject({ poNumber: null, costCentre: null, approvalStatus: null, approvalStatusText: null, invoiceRemarks: [] });
    const row = (await list(personal)).body.data.records.find((r) => r.id === plain.orderId)!;
    expect(row).toMatchObject({ poNumber: null, costCentre: null, approvalStatus: null });
  });

  it('find an order by its PO number exactly or by its start (any case), not by its middle', async () => {
    const ids = async (keyword: string) => (await list(firm, { keyword })).body.data.records.map((r) => r.id).sort((a, b) => a - b);
    expect(await ids('PO-2026-0381')).toEqual([withPo.orderId]);
    expect(await ids('po-2026-03')).toEqual([withPo.orderId, second.orderId].sort((a, b) => a - b));
    expect(await ids('AP-7')).toEqual([waiting.orderId]);
    expect(await ids('2026-0381')).toEqual([]);
    // A stranger's PO number is not in another member's list.
    expect((await list(personal, { keyword: 'PO-2026' })).body.data.total).toBe(0);
    // A LIKE wildcard is taken as itself.
    expect(await ids('PO%')).toEqual([]);
  });

  it('a 待审批 order: no pay or receipt upload, and its placer may cancel it', async () => {
    const d = (await detail(firm, waiting.orderId)).body.data;
    expect(d).toMatchObject({ status: 6, canPay: false, canUploadReceipt: false, canCancel: true });
    const upload = await call<OrderDetail>(ctx, { method: 'POST', url: RECEIPT, token: firm.token, ...multipart(transferFields(waiting), pngFile()) });
    expect(upload.body.success).toBe(false);
    expect(upload.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const counts = await call<{ status: number | null; count: number }[]>(ctx, { method: 'POST', url: `${SALE}/findOrderStatusCnt`, token: firm.token });
    expect(counts.body.data.find((c) => c.status === 6)?.count).toBe(1);
  });
});

describe('the staff views', () => {
  it('staff/order/list rows answer them and the keyword finds the start of a PO number', async () => {
    const res = await staffList({ keyword: 'PO-2026-03' });
    expect(res.body.success).toBe(true);
    const rows = res.body.data.records;
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([withPo.orderId, second.orderId].sort((a, b) => a - b));
    expect(rows.find((r) => r.id === withPo.orderId)).toMatchObject({ poNumber: 'PO-2026-0381', costCentre: 'CC-PUR', approvalStatus: null, approvalStatusText: null });
    expect(rows.find((r) => r.id === second.orderId)).toMatchObject({ poNumber: 'PO-2026-0392', approvalStatus: 'approved', approvalStatusText: '已通过' });
    // The order number still matches anywhere.
    const no = (await detail(firm, withPo.orderId)).body.data.orderNo;
    expect((await staffList({ keyword: no.slice(2) })).body.data.records.map((r) => r.id)).toEqual([withPo.orderId]);
    const plainRow = (await staffList({ keyword: (await detail(personal, plain.orderId)).body.data.orderNo })).body.data.records[0]!;
    expect(plainRow).toMatchObject({ poNumber: null, costCentre: null, approvalStatus: null });
  });

  it('npm run orders -- show prints them', async () => {
    const no = (await detail(firm, second.orderId)).body.data.orderNo;
    const result = await runOrdersCommand(ctx.handle.db, ['show', no]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('采购单号：PO-2026-0392  审批：已通过');
  });

  it('the 订单发货 box finds a 待发货 order by its PO number', async () => {
    const res = await call<ShippingListAnswer>(ctx, { method: 'POST', url: `${STAFF}/shipping/list`, token: staff, payload: { current: 1, size: 20, orderNo: 'PO-2026-0392' } });
    expect(res.body.success).toBe(true);
    expect(res.body.data.records.map((r) => r.id)).toEqual([second.orderId]);
    expect(res.body.data.records[0]).toMatchObject({ poNumber: 'PO-2026-0392', approvalStatusText: '已通过' });
  });

  it('the 收款确认 queue shows the receipt\'s PO number and finds it by the PO number', async () => {
    const res = await call<ReceiptListAnswer>(ctx, { method: 'POST', url: `${STAFF}/receipt/list`, token: staff, payload: { current: 1, size: 20, orderNo: 'PO-2026-0381' } });
    expect(res.body.success).toBe(true);
    expect(res.body.data.records).toHaveLength(1);
    const row = res.body.data.records[0]!;
    expect(row).toMatchObject({ orderId: withPo.orderId, poNumber: 'PO-2026-0381' });
    const one = await call<ReceiptDetail>(ctx, { method: 'GET', url: `${STAFF}/receipt/get/${row.id}`, token: staff });
    expect(one.body.data.poNumber).toBe('PO-2026-0381');
  });
});

describe('the export', () => {
  it('the member\'s sheet has 采购单号, 成本中心 and 审批状态, filtered by the PO number too', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${SALE}/exportMyOrders`, payload: { keyword: 'PO-2026' }, headers: { authorization: `Bearer ${firm.token}` } });
    expect(res.statusCode).toBe(200);
    const rows = readSheet(res.rawPayload);
    const nos = new Map<number, string>();
    for (const o of [withPo, second]) nos.set(o.orderId, (await detail(firm, o.orderId)).body.data.orderNo);
    expect(new Set(rows.map((r) => r['订单号']))).toEqual(new Set(nos.values()));
    expect(rows.find((r) => r['订单号'] === nos.get(withPo.orderId))).toMatchObject({ 采购单号: 'PO-2026-0381', 成本中心: 'CC-PUR', 审批状态: null });
    expect(rows.find((r) => r['订单号'] === nos.get(second.orderId))).toMatchObject({ 采购单号: 'PO-2026-0392', 成本中心: null, 审批状态: '已通过' });
  });

  it('the staff sheet has them too; a personal order leaves them empty', async () => {
    const res = await call<StaffOrderExportFile>(ctx, { method: 'POST', url: `${STAFF}/export`, token: staff, payload: {} });
    expect(res.body.success).toBe(true);
    const rows = readSheet(Buffer.from(res.body.data.base64, 'base64'));
    const waitingNo = (await detail(firm, waiting.orderId)).body.data.orderNo;
    const plainNo = (await detail(personal, plain.orderId)).body.data.orderNo;
    expect(rows.find((r) => r['订单号'] === waitingNo)).toMatchObject({ 状态: '待审批', 采购单号: 'AP-77', 成本中心: 'CC-MNT', 审批状态: '审批中' });
    expect(rows.find((r) => r['订单号'] === plainNo)).toMatchObject({ 采购单号: null, 成本中心: null, 审批状态: null });
  });
});

describe('paying a 待审批 order', () => {
  it('a credit order waiting for approval takes no repayment receipt', async () => {
    const credit = await placeOrder(ctx, firm, 3);
    await setPurchase(credit.orderId, { poNumber: 'AP-78', approvalStatus: 'pending', status: 6 });
    const d = (await detail(firm, credit.orderId)).body.data;
    expect(d).toMatchObject({ canPay: false, canUploadReceipt: false, canCancel: true });
    const res = await call(ctx, { method: 'POST', url: CREDIT_RECEIPT, token: firm.token, ...multipart({ orderId: String(credit.orderId), amountFen: '100' }, pngFile()) });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('订单正在审批，审批通过后才能还款');
  });
});

describe('cancelling a 待审批 order', () => {
  it('its placer cancels it like a 待付款 one', async () => {
    const res = await call<OrderDetail>(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: firm.token, payload: { id: waiting.orderId, reason: '不需要了' } });
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status: 5, canCancel: false, poNumber: 'AP-77' });
  });
});

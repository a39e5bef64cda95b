// The response schemas of the order service drop nothing: every route answers exactly what its
// service returns (a response schema serialises only the fields it lists), for orders with
// payments, receipts, invoices, bank accounts and credit terms, drafts, lists, counts and staff rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import { loadBuyer } from '../../../server/modules/checkout/draft-pricing.ts';
import { draftCounts, draftView, listDrafts } from '../../../server/modules/checkout/draft-service.ts';
import { loadOrderDetail } from '../../../server/modules/orders/order-detail.ts';
import { listOrders, memberStatistics, orderCounts } from '../../../server/modules/orders/sale-service.ts';
import { listStaffOrders, staffRow } from '../../../server/modules/orders/staff-order-service.ts';
import { restPayInfo } from '../../../server/modules/payments/receipt-service.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { draftOf, pickGoods, SALE, TMP } from '../../support/order-helpers.ts';
import { CREDIT_RECEIPT, demoBuyer, multipart, placeOrder, pngFile, RECEIPT, REST, STAFF, staffToken, type Buyer, transferFields } from '../../support/payment-helpers.ts';

let ctx: TestContext;
let personal: Buyer;
let enterprise: Buyer;
let staff: string;

/** What a value reads as once sent as JSON. */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

async function answer(url: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const res = await call(ctx, { method, url, token, ...(payload ? { payload } : {}) });
  expect(res.status, `${method} ${url}: ${res.body.msg}`).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  personal = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

describe('order service responses carry every field their services return', () => {
  it('sales orders: detail (payments, invoice, bank account, timeline), list, counts, statistics', async () => {
    const transfer = await placeOrder(ctx, enterprise, 2);
    const up = await call(ctx, { method: 'POST', url: RECEIPT, token: enterprise.token, ...multipart(transferFields(transfer), pngFile()) });
    expect(up.status).toBe(200);
    await placeOrder(ctx, enterprise, 1);
    const db = ctx.handle.db;
    const detail = await answer(`${SALE}/getOrderInfo/${transfer.orderId}`, enterprise.token);
    const expected = await loadOrderDetail(db, transfer.orderId, enterprise.memberId);
    expect(expected?.payments.length).toBeGreaterThan(0);
    expect(expected?.invoice).not.toBeNull();
    expect(expected?.bankAccount).not.toBeNull();
    expect(detail).toEqual(asJson(expected));
    expect(up.body.data).toEqual(asJson(expected));

    const list = await answer(`${SALE}/list`, enterprise.token, 'POST', { current: 1, size: 5 });
    expect(list).toEqual(asJson(await listOrders(db, enterprise.memberId, { current: 1, size: 5 })));
    expect(await answer(`${SALE}/findOrderStatusCnt`, enterprise.token, 'POST', {})).toEqual(asJson(await orderCounts(db, enterprise.memberId)));
    expect(await answer(`${SALE}/findMemberStatistics`, enterprise.token)).toEqual(asJson(await memberStatistics(db, enterprise.memberId)));
  });

  it('staff rows with the payments that wait', async () => {
    const order = await placeOrder(ctx, personal, 2);
    await call(ctx, { method: 'POST', url: RECEIPT, token: personal.token, ...multipart(transferFields(order), pngFile()) });
    const db = ctx.handle.db;
    const page = (await answer(`${STAFF}/list`, staff, 'POST', { current: 1, size: 10 })) as Page<unknown>;
    expect(page).toEqual(asJson(await listStaffOrders(db, { current: 1, size: 10 })));
    const row = await staffRow(db, order.orderId);
    expect(row.pendingPayments.length).toBe(1);
    expect(page.records).toContainEqual(asJson(row));
  });

  it('credit terms: what a credit order still owes, before and after a repayment receipt', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const db = ctx.handle.db;
    expect(await answer(`${REST}/${order.orderId}`, enterprise.token)).toEqual(asJson(await restPayInfo(db, order.orderId, enterprise.memberId)));
    const res = await call(ctx, { method: 'POST', url: CREDIT_RECEIPT, token: enterprise.token, ...multipart({ orderId: String(order.orderId), amountFen: '100' }, pngFile()) });
    expect(res.status).toBe(200);
    const info = await restPayInfo(db, order.orderId, enterprise.memberId);
    expect(info.payments.length).toBe(1);
    expect(res.body.data).toEqual(asJson(info));
  });

  it('checkout drafts: the draft with credit terms, the list with previews, the counts', async () => {
    const [g] = await pickGoods(ctx, 1, 5);
    const draft = await draftOf(ctx, enterprise.token, g!.id, 2, true);
    const db = ctx.handle.db;
    const buyer = await loadBuyer(db, enterprise.memberId);
    const expected = await draftView(db, buyer, draft.id);
    expect(expected.credit).not.toBeNull();
    expect(draft).toEqual(asJson(expected));
    expect(await answer(`${TMP}/getOrderInfo/${draft.id}`, enterprise.token)).toEqual(asJson(expected));
    expect(await answer(`${TMP}/list`, enterprise.token, 'POST', { current: 1, size: 5 })).toEqual(asJson(await listDrafts(db, buyer, { current: 1, size: 5 })));
    expect(await answer(`${TMP}/findOrderStatusCnt`, enterprise.token)).toEqual(asJson(await draftCounts(db, enterprise.memberId)));
  });
});

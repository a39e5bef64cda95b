// After-sales money paths beside the gateway (docs/api/after-sales.md "Money back"): a bank-transfer
// order needs the reference of the transfer back; a credit-terms order owes less (credit relief,
// seen by getRestPayInfo); evidence images are checked by content; and `npm run after-sales` walks a
// return from approval to refund through the same service functions as the staff API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceUploaded } from '../../../domain/after-sales/refund-views.ts';
import type { RestPayInfo } from '../../../domain/orders/orders.ts';
import { runAfterSalesCommand } from '../../../scripts/after-sales.ts';
import { sweepEvidence } from '../../../server/modules/after-sales/public.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { stockOf } from '../../support/order-helpers.ts';
import { demoBuyer, multipart, pngFile, REST, staffToken, type Buyer } from '../../support/payment-helpers.ts';
import { getRefund, money, payOnline, placeWith, REFUND, refundRows, ship, staffCall, write } from './refund-helpers.ts';

let ctx: TestContext;
let buyer: Buyer;
let enterprise: Buyer;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  buyer = await demoBuyer(ctx, DEMO.personal);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

async function lineIds(orderId: number): Promise<number[]> {
  const rows = await ctx.handle.db.selectFrom('saleOrderLine').select('id').where('orderId', '=', orderId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

describe('bank transfer and credit terms', () => {
  it('a bank-transfer order is refunded by recording the transfer back (400 without its reference)', async () => {
    const order = await placeWith(ctx, buyer, 20, 2, 2, 20);
    // Fixture: the transfer arrived (the receipt review itself is tested in tests/api/payments).
    await ctx.handle.db.updateTable('saleOrder').set({ status: 2, paidFen: order.totalFen }).where('id', '=', order.orderId).execute();
    await ctx.handle.db.insertInto('orderPayment').values({ orderId: order.orderId, provider: 'bankTransfer', amountFen: order.totalFen, status: 1, purpose: 1 }).execute();
    const [lineId] = await lineIds(order.orderId);
    const res = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }] });
    await staffCall(ctx, staff, 'review', { id: res.body.data.id, approve: true });
    const before = await refundRows(ctx);
    const missing = await staffCall(ctx, staff, 'pay', { id: res.body.data.id });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('流水号');
    expect(await refundRows(ctx)).toEqual(before);
    const done = await staffCall(ctx, staff, 'pay', { id: res.body.data.id, transferRef: 'BK2026112300017' });
    expect(done.body.data).toMatchObject({ status: 7, refundMethod: 2 });
    const m = await money(ctx, order.orderId);
    expect(m.paidFen).toBe(m.paymentsFen);
    expect(m.refundedFen).toBe(m.moneyBackFen);
    expect(m.refundedFen).toBe(res.body.data.amountFen);
  });

  it('a credit-terms order owes the refund less instead (getRestPayInfo shows it)', async () => {
    await ctx.handle.db
      .insertInto('memberCredit')
      .values({ memberId: enterprise.memberId, limitFen: 100_000_000, termDays: 30 })
      .onConflict((oc) => oc.column('memberId').doUpdateSet({ limitFen: 100_000_000, status: 1 }))
      .execute();
    const order = await placeWith(ctx, enterprise, 21, 4, 3, 20);
    const [lineId] = await lineIds(order.orderId);
    const res = await write(ctx, enterprise.token, { orderId: order.orderId, reason: '价格差额退款', lines: [{ orderLineId: lineId!, num: 4 }], amountFen: 500 });
    expect(res.status).toBe(200);
    await staffCall(ctx, staff, 'review', { id: res.body.data.id, approve: true });
    const done = await staffCall(ctx, staff, 'pay', { id: res.body.data.id });
    expect(done.body.data).toMatchObject({ status: 7, refundMethod: 3 });
    const m = await money(ctx, order.orderId);
    expect(m).toMatchObject({ paidFen: 0, refundedFen: 0, creditReliefFen: 500, creditBackFen: 500 });
    const rest = await call<RestPayInfo>(ctx, { method: 'GET', url: `${REST}/${order.orderId}`, token: enterprise.token });
    expect(rest.body.data.restFen).toBe(order.totalFen - 500);
  });
});

describe('evidence images', () => {
  it('stores an image checked by content and accepts it on a request; refuses a file that lies about its type', async () => {
    const up = multipart({}, pngFile());
    const res = await call<EvidenceUploaded>(ctx, { method: 'POST', url: `${REFUND}/uploadEvidence`, token: buyer.token, payload: up.payload, headers: up.headers });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/^\/files\/uploads\//);
    const fake = multipart({}, { filename: 'a.png', type: 'image/png', bytes: Buffer.from('not an image at all') });
    const bad = await call(ctx, { method: 'POST', url: `${REFUND}/uploadEvidence`, token: buyer.token, payload: fake.payload, headers: fake.headers });
    expect(bad.status).toBe(400);
    const order = await placeWith(ctx, buyer, 22, 1, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    // Another member cannot use it.
    expect((await write(ctx, enterprise.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], images: [res.body.data.url] })).status).toBe(400);
    const ok = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], images: [res.body.data.url], description: '外包装破损' });
    expect(ok.body.data.images).toEqual([res.body.data.url]);
  });

  it('sweeps evidence on no request after 24 hours (quota freed), keeps what a request uses, and refuses a request naming swept evidence', async () => {
    const upload = async () => {
      const up = multipart({}, pngFile());
      const res = await call<EvidenceUploaded>(ctx, { method: 'POST', url: `${REFUND}/uploadEvidence`, token: buyer.token, payload: up.payload, headers: up.headers });
      expect(res.status).toBe(200);
      return res.body.data.url;
    };
    const idOf = (url: string) => url.split('/').pop()!;
    const age = (url: string, hours: number) => ctx.handle.db.updateTable('upload').set({ createdAt: new Date(Date.now() - hours * 3_600_000) }).where('id', '=', idOf(url)).execute();
    const exists = async (url: string) => (await ctx.handle.db.selectFrom('upload').select('id').where('id', '=', idOf(url)).executeTakeFirst()) !== undefined;
    const used = await upload();
    const abandoned = await upload();
    const recent = await upload();
    const order = await placeWith(ctx, buyer, 24, 1, 1, 10);
    await payOnline(ctx, buyer, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    expect((await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], images: [used] })).status).toBe(200);
    for (const url of [used, abandoned]) await age(url, 25);
    await age(recent, 23);
    const memberId = Number((await ctx.handle.db.selectFrom('upload').select('ownerMemberId').where('id', '=', idOf(used)).executeTakeFirstOrThrow()).ownerMemberId);
    const before = await ctx.app.providers.uploads.usage(memberId);

    // Two sweeps at once (two processes) delete the abandoned file once; the CLI runs the same sweep.
    const [a, b] = await Promise.all([sweepEvidence(ctx.handle.db, ctx.app.providers.uploads), sweepEvidence(ctx.handle.db, ctx.app.providers.uploads)]);
    expect(a + b).toBe(1);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(used)).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await ctx.app.providers.uploads.usage(memberId)).toBeLessThan(before);
    const cli = await runAfterSalesCommand(ctx.handle.db, ['sweep-evidence']);
    expect(cli).toEqual({ code: 0, out: ['没有需要删除的凭证图片'] });

    // A request still naming the swept file is refused and writes nothing.
    const rows = await refundRows(ctx);
    const late = await write(ctx, buyer.token, { orderId: order.orderId, lines: [{ orderLineId: lineId!, num: 1 }], images: [abandoned] });
    expect(late.status).toBe(400);
    expect(await refundRows(ctx)).toEqual(rows);
  });
});

describe('npm run after-sales', () => {
  it('approves, receives and refunds a return; refusals exit 1, misuse exits 2', async () => {
    const order = await placeWith(ctx, enterprise, 23, 3, 1, 30);
    await payOnline(ctx, enterprise, order.orderId);
    await ship(ctx, staff, order.orderId);
    const [lineId] = await lineIds(order.orderId);
    const res = await write(ctx, enterprise.token, { orderId: order.orderId, refundType: 2, reason: '型号规格与描述不符', lines: [{ orderLineId: lineId!, num: 3 }] });
    const id = res.body.data.id;
    const db = ctx.handle.db;
    expect((await runAfterSalesCommand(db, ['list', '--status', '0'])).out.join('\n')).toContain(res.body.data.refundNo);
    expect((await runAfterSalesCommand(db, ['receive', String(id), '--line', `${lineId}:3:0`])).code).toBe(1);
    expect((await runAfterSalesCommand(db, ['approve', String(id)])).code).toBe(0);
    await call(ctx, { method: 'POST', url: `${REFUND}/shipBack`, token: enterprise.token, payload: { id, carrier: '京东物流', trackingNo: 'JD0012345678' } });
    expect((await runAfterSalesCommand(db, ['receive', String(id)])).code).toBe(2);
    expect((await runAfterSalesCommand(db, ['receive', String(id), '--line', `${lineId}:3:1`])).code).toBe(0);
    expect(await stockOf(ctx, order.goodsId)).toEqual({ qty: 30, reserved: 1 });
    const refunded = await runAfterSalesCommand(db, ['refund', String(id)], ctx.app.providers.payment);
    expect(refunded.code).toBe(0);
    expect(refunded.out[0]).toContain('已退款');
    expect((await getRefund(ctx, enterprise.token, id)).body.data).toMatchObject({ status: 7, refundMethod: 1, amountFen: res.body.data.amountFen });
    const m = await money(ctx, order.orderId);
    expect(m.paidFen - m.refundedFen).toBe(order.totalFen - res.body.data.amountFen);
    expect((await runAfterSalesCommand(db, ['reject', String(id)])).code).toBe(2);
    expect((await runAfterSalesCommand(db, ['refund', String(id)], ctx.app.providers.payment)).code).toBe(1);
    expect((await runAfterSalesCommand(db, ['frobnicate', '1'])).code).toBe(2);
  });
});

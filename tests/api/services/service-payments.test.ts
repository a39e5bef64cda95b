// Paying a service order through the sandbox gateway (docs/api/services.md, "Payment"), booking
// attachments (uploaded, checked by content, stored with the order, read by the owner and staff
// only) and the download names of certificates and attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../../domain/staff/staff-roles.ts';
import { roleTokens } from '../staff/staff-support.ts';
import type { ServicePayStart, UploadedAttachment } from '../../../domain/services/service-views.ts';
import { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox-payment-provider.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { pdf, staffToken } from '../../support/payment-helpers.ts';
import { png } from '../../support/png.ts';
import { API, booking, dateAfter, getOrder, itemNamed, memberPost, multipart, NOTIFY, payInSandbox, SANDBOX, save, staffPost } from './service-helpers.ts';

let ctx: TestContext;
let staff: string;
let other: TestMember;
let gateway: SandboxPaymentProvider;
let seq = 0;
const newMember = () => makeMember(ctx, `1350000${String(1000 + ++seq).padStart(4, '0')}`);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  staff = await staffToken(ctx);
  other = await newMember();
  gateway = new SandboxPaymentProvider(ctx.config.orders.paymentSecret);
}, 120_000);
afterAll(async () => ctx?.close());

const pay = (token: string, body: Record<string, unknown>) => call<ServicePayStart>(ctx, { method: 'POST', url: `${API}/serviceOrder/pay`, token, payload: body });
const notify = (fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url: NOTIFY, payload: fields });
const eventsOf = (id: number) => ctx.handle.db.selectFrom('serviceOrderEvent').select('action').where('serviceOrderId', '=', id).orderBy('id').execute();
const paidMessages = (memberId: number) =>
  ctx.handle.db.selectFrom('memberMessage').select('body').where('memberId', '=', memberId).where('title', '=', '服务订单已支付').execute();

/** A booked pressure gauge calibration (3 gauges at ¥45) of a new member, confirmed by staff. */
async function confirmedOrder(accept = true) {
  const m = await newMember();
  const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
  const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
  return { m, id, item, accept: async () => (await staffPost(ctx, staff, 'confirm', { id, plannedDate: dateAfter(item.leadDays, 2) }), accept ? await memberPost(ctx, m.token, 'acceptQuote', { id }) : null) };
}

describe('serviceOrder/pay', () => {
  it('pays a quoted and accepted order in the sandbox: recorded once, with a timeline entry and a message; then staff may schedule', async () => {
    const { m, id, item } = await confirmedOrder();
    // Not quoted yet: refused with a Chinese reason, nothing written.
    const early = await pay(m.token, { id });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, msg: '订单待确认，尚未报价，不能支付' });
    expect(await ctx.handle.db.selectFrom('servicePayment').select('id').where('serviceOrderId', '=', id).execute()).toEqual([]);
    await staffPost(ctx, staff, 'confirm', { id, plannedDate: dateAfter(item.leadDays, 2) });
    // Quoted but not accepted.
    const unaccepted = await pay(m.token, { id });
    expect(unaccepted.status).toBe(409);
    expect(unaccepted.body.msg).toBe('请先接受报价，再支付');
    const accepted = await memberPost(ctx, m.token, 'acceptQuote', { id });
    expect(accepted.body.data).toMatchObject({ mayPay: true, paidAt: null, amountFen: 13500 });
    // Another member's order: 404; a staff token: 403; a bad body: 400.
    expect((await pay(other.token, { id })).status).toBe(404);
    expect((await pay(staff, { id })).status).toBe(403);
    expect((await pay(m.token, { id, extra: 1 })).status).toBe(400);

    const start = await pay(m.token, { id });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ amountFen: 13500 });
    expect(start.body.data.tradeNo).toMatch(/^SV\d{8}\d{8}$/);
    expect(start.body.data.payUrl).toContain(`${SANDBOX}?`);
    const page = await ctx.app.inject({ method: 'GET', url: start.body.data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('135.00');
    const query = Object.fromEntries(new URL(start.body.data.payUrl, 'http://x').searchParams);
    const decided = await ctx.app.inject({ method: 'POST', url: `${SANDBOX}/decide`, payload: { ...query, decision: 'paid' } });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/serviceOrderDetail/${id}?paid=1`);

    const view = (await getOrder(ctx, m.token, id)).body.data;
    expect(view).toMatchObject({ status: 1, paidFen: 13500, mayPay: false, mayCancel: false });
    expect(view.paidAt).not.toBeNull();
    expect(view.timeline.map((t) => t.action)).toEqual(['book', 'confirm', 'accept', 'pay']);
    expect(await paidMessages(m.id)).toHaveLength(1);
    // Paying again, or the same link again, is refused.
    expect((await pay(m.token, { id })).body).toMatchObject({ success: false, msg: '订单已支付，无需重复支付' });
    expect((await ctx.app.inject({ method: 'GET', url: start.body.data.payUrl })).statusCode).toBe(409);
    // A paid order is not cancelled by the member (the refund goes through staff).
    const cancel = await memberPost(ctx, m.token, 'cancelServe', { id, reason: '不要了' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.msg).toBe('订单已支付，如需取消请联系客服办理退款');
    const scheduled = await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate: dateAfter(item.leadDays, 2) });
    expect(scheduled.body.data.status).toBe(2);
  });

  it('applies a notification once: the gateway repeating it changes nothing; a forged one is refused', async () => {
    const { m, id, accept } = await confirmedOrder();
    await accept();
    const start = (await pay(m.token, { id })).body.data;
    const paid = gateway.notification(start.paymentId, start.tradeNo, start.amountFen, 'paid');
    expect((await notify(paid)).body).toBe('success');
    expect((await notify(paid)).body).toBe('success');
    expect((await eventsOf(id)).filter((e) => e.action === 'pay')).toHaveLength(1);
    expect(await paidMessages(m.id)).toHaveLength(1);
    const payments = await ctx.handle.db.selectFrom('servicePayment').select(['status', 'providerRef']).where('serviceOrderId', '=', id).execute();
    expect(payments).toEqual([{ status: 1, providerRef: paid.providerRef }]);
    // A changed amount breaks the signature; a signed wrong amount is refused.
    expect((await notify({ ...paid, amountFen: '1' })).statusCode).toBe(400);
    const wrongAmount = await notify(gateway.notification(start.paymentId, start.tradeNo, 1, 'paid'));
    expect(wrongAmount.statusCode).toBe(400);
    expect(JSON.parse(wrongAmount.body).msg).toBe('支付金额与服务订单金额不符');
  });

  it('a failed payment leaves the order payable; a newer attempt voids the older one, whose late money is only logged for a refund', async () => {
    const { m, id, accept } = await confirmedOrder();
    await accept();
    const failed = await payInSandbox(ctx, m.token, id, 'failed');
    expect(failed.location).toBe(`/serviceOrderDetail/${id}?paid=0`);
    expect((await getOrder(ctx, m.token, id)).body.data).toMatchObject({ paidAt: null, mayPay: true });
    const first = (await pay(m.token, { id })).body.data;
    const second = (await pay(m.token, { id })).body.data;
    expect((await ctx.app.inject({ method: 'GET', url: first.payUrl })).statusCode).toBe(409);
    expect((await notify(gateway.notification(second.paymentId, second.tradeNo, second.amountFen, 'paid'))).body).toBe('success');
    // The voided first attempt paid late: nothing is applied twice.
    expect((await notify(gateway.notification(first.paymentId, first.tradeNo, first.amountFen, 'paid'))).body).toBe('success');
    expect((await eventsOf(id)).filter((e) => e.action === 'pay')).toHaveLength(1);
    expect(await paidMessages(m.id)).toHaveLength(1);
    const rows = await ctx.handle.db.selectFrom('servicePayment').select(['id', 'status', 'note']).where('serviceOrderId', '=', id).orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual([2, 2, 1]);
    expect(rows[1]!.note).toBe('订单已不再等待支付：款项须退回');
  });

  it('refuses a cancelled order', async () => {
    const { m, id } = await confirmedOrder();
    await memberPost(ctx, m.token, 'cancelServe', { id, reason: '改期' });
    const res = await pay(m.token, { id });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('订单已取消，不能支付');
  });
});

const upload = (token: string, file: { filename: string; type: string; bytes: Buffer }) =>
  call<UploadedAttachment>(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadAttachment`, token, ...multipart({}, [['file', file]]) });

describe('booking attachments', () => {
  it('uploads files checked by content, books with them, and serves them to the owner and staff only under the order\'s name', async () => {
    const m = await newMember();
    const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
    const photo = await upload(m.token, { filename: '铭牌.png', type: 'image/png', bytes: png(30, 20) });
    expect(photo.status).toBe(200);
    expect(photo.body.data).toMatchObject({ fileName: '铭牌.png', mime: 'image/png' });
    const sheet = await upload(m.token, { filename: '上次证书.pdf', type: 'application/pdf', bytes: pdf() });
    expect(sheet.body.data.mime).toBe('application/pdf');
    // Checked by content, not by name or declared type.
    const liar = await upload(m.token, { filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(liar.status).toBe(400);
    expect(liar.body.msg).toBe('附件只能是 PDF、PNG 或 JPG 文件（按文件内容识别）');
    expect((await upload(m.token, { filename: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]) })).body.msg).toBe('附件不能超过 5 MB');
    expect((await call(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadAttachment`, ...multipart({}, [['file', { filename: 'a.png', type: 'image/png', bytes: png(2, 2) }]]) })).status).toBe(401);

    // Another member's upload cannot be attached; more than 5 are refused by the schema.
    const theirs = (await upload(other.token, { filename: '别人的.png', type: 'image/png', bytes: png(4, 4) })).body.data;
    const stolen = await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { attachments: [{ uploadUrl: theirs.uploadUrl, fileName: 'x.png' }] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.msg).toBe('附件不存在或已失效，请重新上传');
    const six = Array.from({ length: 6 }, () => ({ uploadUrl: photo.body.data.uploadUrl, fileName: 'a.png' }));
    expect((await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { attachments: six }))).status).toBe(400);

    const attachments = [photo.body.data, sheet.body.data].map((a) => ({ uploadUrl: a.uploadUrl, fileName: a.fileName }));
    const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays, { attachments }))).body.data.id;
    const view = (await getOrder(ctx, m.token, id)).body.data;
    expect(view.attachments.map((a) => [a.fileName, a.mime])).toEqual([['铭牌.png', 'image/png'], ['上次证书.pdf', 'application/pdf']]);
    const url = view.attachments[1]!.url;
    const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: `token=${m.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="____-${view.serviceNo}-2.pdf"; filename*=UTF-8''${encodeURIComponent(`预约附件-${view.serviceNo}-2.pdf`)}`);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);
    // Staff: only the 服务订单 queue's roles, 客服 and 管理员 (issue 35, item 3); the others get 404.
    const roles = await roleTokens(ctx);
    for (const role of STAFF_ROLES) {
      const read = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${roles[role]}` } });
      expect(read.statusCode, role).toBe(role === 'service' || role === 'admin' ? 200 : 404);
    }
    const theirsRead = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } });
    expect(theirsRead.statusCode).toBe(404);
    expect(JSON.parse(theirsRead.body)).toMatchObject({ success: false, msg: '文件不存在' });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${API.replace('/api/common', '/open/common')}/serviceOrder/attachment/99999999`, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(404);
    // The raw upload is private too.
    expect((await ctx.app.inject({ method: 'GET', url: photo.body.data.uploadUrl, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
  });
});

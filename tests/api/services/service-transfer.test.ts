// Service orders paid by bank transfer (对公转账) and on credit terms (账期), docs/api/services.md
// "Payment": the member's receipt (checked by content like goods receipts, private to the owner
// and staff, a newer one replacing the waiting one and its file), staff confirming or refusing it
// (a reason required), online payment refused while a receipt waits; an enterprise member's
// credit choice against the limit shared with goods credit orders, race-safe; every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftView, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { ServiceOrderView, ServicePayStart } from '../../../domain/services/service-views.ts';
import { creditHolderOf, creditOwed } from '../../../server/modules/credit/public.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, draftOf, makeMember, pickGoods, setStock, submit, type TestMember } from '../../support/order-helpers.ts';
import { pdf, staffToken } from '../../support/payment-helpers.ts';
import { png } from '../../support/png.ts';
import { API, booking, dateAfter, getOrder, itemNamed, memberPost, multipart, payInSandbox, save, STAFF, staffPost, type FilePart } from './service-helpers.ts';

let ctx: TestContext;
let staff: string;
let other: TestMember;
let seq = 0;
const newMember = (type: 1 | 2 = 1) => makeMember(ctx, `1370000${String(1000 + ++seq).padStart(4, '0')}`, type);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  staff = await staffToken(ctx);
  other = await newMember();
}, 120_000);
afterAll(async () => ctx?.close());

const RECEIPT: FilePart = { filename: '回单.png', type: 'image/png', bytes: png(40, 30) };
const uploadReceipt = (token: string, id: number | string, file: FilePart | null = RECEIPT, fields: Record<string, string> = {}) =>
  call<ServiceOrderView>(ctx, { method: 'POST', url: `${API}/serviceOrder/uploadPayReceipt`, token, ...multipart({ id: String(id), ...fields }, file ? [['file', file]] : []) });
const review = (token: string, body: Record<string, unknown>) => call<ServiceOrderView>(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token, payload: body });
const payOnCredit = (token: string, id: number) => call<ServiceOrderView>(ctx, { method: 'POST', url: `${API}/serviceOrder/payOnCredit`, token, payload: { id } });
const pay = (token: string, id: number) => call<ServicePayStart>(ctx, { method: 'POST', url: `${API}/serviceOrder/pay`, token, payload: { id } });
const paymentsOf = (id: number) =>
  ctx.handle.db.selectFrom('servicePayment').select(['id', 'provider', 'status', 'note', 'receiptUrl', 'reviewedAt']).where('serviceOrderId', '=', id).orderBy('id').execute();
const messagesOf = (memberId: number, title: string) => ctx.handle.db.selectFrom('memberMessage').select('body').where('memberId', '=', memberId).where('title', '=', title).execute();
const uploadRow = (url: string) => ctx.handle.db.selectFrom('upload').select(['id', 'visibility', 'purpose']).where('id', '=', url.split('/').pop()!).executeTakeFirst();

/** A pressure gauge calibration (3 gauges at ¥45: ¥135.00) booked by `m`; confirm/accept on request. */
async function order(m: { token: string; addressId: number }, steps: { confirm?: boolean; accept?: boolean } = { confirm: true, accept: true }) {
  const item = await itemNamed(ctx, m.token, '压力表检定（JJG 52）');
  const id = (await save(ctx, m.token, booking(item.id, m.addressId, item.leadDays))).body.data.id;
  if (steps.confirm) await staffPost(ctx, staff, 'confirm', { id, plannedDate: dateAfter(item.leadDays, 2) });
  if (steps.accept) await memberPost(ctx, m.token, 'acceptQuote', { id });
  return { id, item };
}

describe('bank transfer (serviceOrder/uploadPayReceipt, staff reviewPayment)', () => {
  it('takes a receipt, refuses online payment while it waits, replaces it with its file, and staff refuse then confirm it', async () => {
    const m = await newMember();
    const { id, item } = await order(m);
    const before = (await getOrder(ctx, m.token, id)).body.data;
    expect(before.payment).toMatchObject({ methods: ['online', 'transfer'], amountFen: 13500, receipt: null, receiptWaiting: false, credit: null, mayUploadReceipt: true, mayPayOnCredit: false });
    expect(before.payment.bankAccount).not.toBeNull();
    expect(before.payment.transferNote).toBe(before.serviceNo);
    // An online attempt started first is voided by the receipt.
    expect((await pay(m.token, id)).status).toBe(200);

    // Wrong role, someone else's order, a lying file, no file, a bad id.
    expect((await uploadReceipt(staff, id)).status).toBe(403);
    expect((await uploadReceipt(other.token, id)).status).toBe(404);
    const liar = await uploadReceipt(m.token, id, { filename: 'x.png', type: 'image/png', bytes: Buffer.from('<html>not an image</html>') });
    expect(liar.status).toBe(400);
    expect(liar.body.msg).toBe('回单只能是 JPG、PNG、WEBP 图片或 PDF 文件');
    expect((await uploadReceipt(m.token, id, null)).body).toMatchObject({ success: false, msg: '请选择要上传的回单文件' });
    expect((await uploadReceipt(m.token, 'abc')).status).toBe(400);
    expect((await paymentsOf(id)).filter((p) => p.provider === 'bank_transfer')).toEqual([]);

    const first = await uploadReceipt(m.token, id);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('回单已上传，请等待财务确认收款');
    expect(first.body.data).toMatchObject({ mayPay: false, mayCancel: false, paidAt: null });
    expect(first.body.data.payment).toMatchObject({ methods: ['transfer'], receiptWaiting: true, mayUploadReceipt: true, receipt: { status: 0, statusText: '待财务确认', amountFen: 13500 } });
    const firstUrl = first.body.data.payment.receipt!.url;
    expect(await uploadRow(firstUrl)).toMatchObject({ visibility: 'private', purpose: 'service-receipt' });
    // Readable by the owner and staff only.
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl, headers: { cookie: `token=${m.token}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    // While it waits: no online payment, no credit, no cancel, no scheduling.
    const online = await pay(m.token, id);
    expect(online.status).toBe(409);
    expect(online.body.msg).toBe('您的转账回单正在等待财务确认，请勿重复支付；如需改为在线支付，请联系客服');
    expect((await memberPost(ctx, m.token, 'cancelServe', { id, reason: '不要了' })).body).toMatchObject({ success: false, msg: '转账回单正在等待财务确认，暂不能取消；如需取消请联系客服' });
    expect((await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate: dateAfter(item.leadDays, 2) })).status).toBe(409);

    // A second receipt replaces the first: its row is void and its file deleted.
    const second = await uploadReceipt(m.token, id, { filename: '回单2.pdf', type: 'application/pdf', bytes: pdf() });
    expect(second.status).toBe(200);
    const secondUrl = second.body.data.payment.receipt!.url;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await uploadRow(firstUrl)).toBeUndefined();
    const rows = await paymentsOf(id);
    expect(rows.map((r) => [r.provider, r.status])).toEqual([['sandbox', 2], ['bank_transfer', 2], ['bank_transfer', 0]]);
    expect(rows[0]!.note).toBe('已改为对公转账，本次在线支付作废');
    expect(rows[1]).toMatchObject({ note: '已上传新的回单，本回单作废', receiptUrl: null });

    // Staff: a member token is 403; a refusal needs a reason (400, nothing changed).
    expect((await review(m.token, { id, approve: true })).status).toBe(403);
    const noNote = await review(staff, { id, approve: false, note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toBe('驳回转账回单须填写原因');
    expect((await review(staff, { id: 99_999_999, approve: true })).status).toBe(404);
    expect((await review(staff, { id, approve: true, extra: 1 })).status).toBe(400);
    const refused = await review(staff, { id, approve: false, note: '金额与报价不符' });
    expect(refused.status).toBe(200);
    expect(refused.body.data.payment).toMatchObject({ receiptWaiting: false, mayUploadReceipt: true, receipt: { status: 2, note: '金额与报价不符' }, methods: ['online', 'transfer'] });
    expect(refused.body.data.mayPay).toBe(true);
    expect((await messagesOf(m.id, '转账回单未通过'))[0]!.body).toContain('金额与报价不符');
    expect((await review(staff, { id, approve: true })).body).toMatchObject({ success: false, msg: '该订单没有等待确认的转账回单' });
    // The refused receipt's file stays as the record.
    expect(await uploadRow(secondUrl)).toBeDefined();

    // Uploaded again, confirmed: paid, a timeline entry and the member's message; staff may schedule.
    await uploadReceipt(m.token, id);
    const confirmed = await review(staff, { id, approve: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.msg).toBe('已确认收款，会员已收到通知');
    const view = (await getOrder(ctx, m.token, id)).body.data;
    expect(view).toMatchObject({ paidFen: 13500, mayPay: false, mayCancel: false });
    expect(view.paidAt).not.toBeNull();
    expect(view.payment).toMatchObject({ methods: [], mayUploadReceipt: false, receipt: { status: 1, statusText: '已确认收款' } });
    expect(view.timeline.map((e) => e.action)).toEqual(['book', 'confirm', 'accept', 'receipt', 'receipt', 'transferReject', 'receipt', 'transferConfirm']);
    expect(await messagesOf(m.id, '服务订单已支付')).toHaveLength(1);
    const last = (await paymentsOf(id)).at(-1)!;
    expect(last).toMatchObject({ status: 1 });
    expect(last.reviewedAt).not.toBeNull();
    expect((await uploadReceipt(m.token, id)).body).toMatchObject({ success: false, msg: '订单已支付，无需重复支付' });
    expect((await staffPost(ctx, staff, 'schedule', { id, engineer: '赵工', engineerMobile: '13800001111', plannedDate: dateAfter(item.leadDays, 2) })).body.data.status).toBe(2);
  });

  it('refuses a receipt for an order not quoted, not accepted, paid or cancelled (409), and writes nothing', async () => {
    const m = await newMember();
    const pending = await order(m, {});
    expect((await uploadReceipt(m.token, pending.id)).body).toMatchObject({ success: false, msg: '订单待确认，尚未报价，不能支付' });
    const unaccepted = await order(m, { confirm: true });
    const res = await uploadReceipt(m.token, unaccepted.id);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('请先接受报价，再支付');
    const paid = await order(m);
    expect((await payInSandbox(ctx, m.token, paid.id)).status).toBe(303);
    expect((await uploadReceipt(m.token, paid.id)).body).toMatchObject({ success: false, msg: '订单已支付，无需重复支付' });
    const cancelled = await order(m, { confirm: true });
    await memberPost(ctx, m.token, 'cancelServe', { id: cancelled.id, reason: '改期' });
    const gone = await uploadReceipt(m.token, cancelled.id);
    expect(gone.status).toBe(409);
    expect(gone.body.msg).toBe('订单已取消，不能支付');
    for (const o of [pending, unaccepted, paid, cancelled]) expect((await paymentsOf(o.id)).filter((p) => p.provider === 'bank_transfer')).toEqual([]);
    expect(await ctx.handle.db.selectFrom('upload').select('id').where('ownerMemberId', '=', m.id).where('purpose', '=', 'service-receipt').execute()).toEqual([]);
  });
});

async function setCredit(memberId: number, limitFen: number, termDays = 30) {
  await ctx.handle.db
    .insertInto('memberCredit')
    .values({ memberId, limitFen, termDays, status: 1 })
    .onConflict((oc) => oc.column('memberId').doUpdateSet({ limitFen, termDays, status: 1 }))
    .execute();
}

describe('credit terms (serviceOrder/payOnCredit)', () => {
  it('puts an accepted quote on an enterprise\'s credit terms; staff schedule it; repaid by a confirmed transfer', async () => {
    const corp = await newMember(2);
    await setCredit(corp.id, 1_000_00, 45);
    const { id, item } = await order(corp);
    const before = (await getOrder(ctx, corp.token, id)).body.data.payment;
    expect(before).toMatchObject({ methods: ['online', 'transfer', 'credit'], credit: { limitFen: 1_000_00, availableFen: 1_000_00, termDays: 45 }, mayPayOnCredit: true });
    expect((await payOnCredit(staff, id)).status).toBe(403);
    expect((await payOnCredit(other.token, id)).status).toBe(404);
    const started = Date.now();
    const res = await payOnCredit(corp.token, id);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已选择账期，客服将为您安排工程师与日期');
    const p = res.body.data.payment;
    expect(p).toMatchObject({ methods: ['transfer'], amountFen: 13500, mayPayOnCredit: false, mayUploadReceipt: true, credit: { availableFen: 1_000_00 - 13500 } });
    const days = (new Date(p.payDueAt!).getTime() - started) / 86_400_000;
    expect(days).toBeGreaterThan(44.99);
    expect(days).toBeLessThan(45.01);
    expect(res.body.data.mayPay).toBe(false);
    expect(await creditOwed(ctx.handle.db, await creditHolderOf(ctx.handle.db, corp.id))).toBe(13500);
    expect((await messagesOf(corp.id, '服务订单已选择账期'))).toHaveLength(1);
    // Chosen once; online payment of a credit order is refused; staff may schedule it now.
    expect((await payOnCredit(corp.token, id)).body).toMatchObject({ success: false, msg: '该订单已选择账期，请在到期日前转账还款' });
    expect((await pay(corp.token, id)).body).toMatchObject({ success: false, msg: '账期订单请通过对公转账还款并上传回单' });
    expect((await staffPost(ctx, staff, 'schedule', { id, engineer: '钱工', engineerMobile: '13800002222', plannedDate: dateAfter(item.leadDays, 2) })).body.data.status).toBe(2);

    // Repaid: a receipt confirmed by staff settles it and frees the credit.
    expect((await uploadReceipt(corp.token, id)).status).toBe(200);
    await review(staff, { id, approve: true, note: '已到账' });
    const view = (await getOrder(ctx, corp.token, id)).body.data;
    expect(view.paidFen).toBe(13500);
    expect(view.timeline.map((e) => e.action)).toContain('repay');
    expect(await creditOwed(ctx.handle.db, await creditHolderOf(ctx.handle.db, corp.id))).toBe(0);
    expect(view.payment).toMatchObject({ methods: [], credit: { availableFen: 1_000_00 } });
  });

  it('refuses credit without terms, over the headroom, for an order not accepted or with a receipt waiting (409), writing nothing', async () => {
    const person = await newMember();
    const p1 = await order(person);
    expect((await getOrder(ctx, person.token, p1.id)).body.data.payment.credit).toBeNull();
    expect((await payOnCredit(person.token, p1.id)).body).toMatchObject({ success: false, msg: '您没有可用的账期额度，请选择在线支付或对公转账' });
    const corp = await newMember(2);
    const c1 = await order(corp);
    const none = await payOnCredit(corp.token, c1.id);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('您没有可用的账期额度，请选择在线支付或对公转账');
    await setCredit(corp.id, 13499);
    const view = (await getOrder(ctx, corp.token, c1.id)).body.data.payment;
    expect(view).toMatchObject({ methods: ['online', 'transfer', 'credit'], mayPayOnCredit: false, credit: { availableFen: 13499 } });
    const short = await payOnCredit(corp.token, c1.id);
    expect(short.status).toBe(409);
    expect(short.body.msg).toBe('账期可用额度不足：可用 ¥134.99，本单 ¥135.00，请选择在线支付或对公转账');
    await setCredit(corp.id, 1_000_00);
    const c2 = await order(corp, { confirm: true });
    expect((await payOnCredit(corp.token, c2.id)).body.msg).toBe('请先接受报价，再支付');
    await uploadReceipt(corp.token, c1.id);
    expect((await payOnCredit(corp.token, c1.id)).body.msg).toBe('您的转账回单正在等待财务确认，不能再选择账期');
    const rows = await ctx.handle.db.selectFrom('serviceOrder').select(['creditAt']).where('id', 'in', [p1.id, c1.id, c2.id]).execute();
    expect(rows.every((r) => r.creditAt === null)).toBe(true);
  });

  it('shares the limit with goods credit orders: concurrent choices of one member never exceed it together', async () => {
    const token = await login(ctx, DEMO.enterprise, DEMO.password);
    const corp = await defaultsOf(ctx, DEMO.enterprise);
    const a = await order({ token, addressId: corp.addressId });
    const b = await order({ token, addressId: corp.addressId });
    const [goods] = await pickGoods(ctx, 1, 5);
    await setStock(ctx, goods!.id, 1000);
    const draft: DraftView = await draftOf(ctx, token, goods!.id, 1, true);
    const owed0 = await creditOwed(ctx.handle.db, await creditHolderOf(ctx.handle.db, corp.memberId));
    // Room for any two of the three, not all three.
    const limit = owed0 + 13500 + 13500 + draft.totalFen - 1;
    await setCredit(corp.memberId, limit);
    const results = await Promise.all([
      payOnCredit(token, a.id),
      submit(ctx, token, draft, { addressId: corp.addressId, invoiceId: corp.invoiceId, payMethod: 3 }),
      payOnCredit(token, b.id),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    const owed = await creditOwed(ctx.handle.db, await creditHolderOf(ctx.handle.db, corp.memberId));
    expect(owed).toBeLessThanOrEqual(limit);
    expect(owed).toBe(owed0 + (statuses[0] === 200 ? 13500 : 0) + (statuses[2] === 200 ? 13500 : 0) + (statuses[1] === 200 ? (results[1].body.data as SubmittedOrder).totalFen : 0));
    // The goods checkout sees the services' share of the ledger.
    const fresh = await draftOf(ctx, token, goods!.id, 1, true);
    expect(fresh.credit).toMatchObject({ limitFen: limit, availableFen: Math.max(0, limit - owed) });
    await setCredit(corp.memberId, 20_000_000);
  });
});

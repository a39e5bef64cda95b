// Who sees what in a company (issue 37 item 5): orders, enquiries and after-sales are stamped with
// the company and department at creation; buyers read their own, the approver their department's,
// admin and finance the whole company's (全公司 with member and department filters, the tab counts
// in the same scope); another company's (or a personal member's) id answers 404, a colleague's
// record out of the role's reach 403; only the placer acts (admin and finance may also pay); an
// order of a member removed from the company stays the company's and leaves the member's view.
import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { EnquiryListRow, EnquiryReport, ImportAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import type { OrderDetail, OrderSummary, PayStart, StatusCount, SubmittedOrder } from '../../../domain/orders/orders.ts';
import type { RefundCounts, RefundDetail } from '../../../domain/after-sales/refund-views.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { addAddress, defaultsOf, draftOf, makeMember, pickGoods, quickBuy, SALE, setStock, submit } from '../../support/order-helpers.ts';

const ENQUIRY = '/gateway/goods/api/goods/enquiryMember';
const REFUND = '/gateway/order/api/ord/refund';
const COMPANY = '/gateway/member/api/company';
const PAY = '/gateway/common/api/pay';
const SANDBOX = '/gateway/common/open/pay/sandbox';

interface Who {
  token: string;
  memberId: number;
  addressId: number | null;
}

let ctx: TestContext;
let admin: Who;
let buyer: Who;
let approver: Who;
let finance: Who;
let personal: Who;
let companyId: number;
let purchasing: number;
let financeDept: number;
let goodsIds: number[];
let holderAddressId: number;
let holderInvoiceId: number;

async function who(mobile: string): Promise<Who> {
  const token = await login(ctx, mobile, DEMO.password);
  const m = await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return { token, memberId: m.id, addressId: null };
}

/**
 * Places a personal-type order of one goods as `w`: with the company's address when the member's
 * books are the company's (the shared books of issue 37), else with an address of their own.
 */
async function order(w: Who, payMethod: 1 | 2 = 2, goodsIndex = 0): Promise<SubmittedOrder> {
  // A company member buys as the company (its certified account's member type): the enterprise quick buy.
  const enterprise = await quickBuy(ctx, w.token, goodsIds[goodsIndex]!, 1, true);
  const draft = enterprise.body.success ? enterprise.body.data : await draftOf(ctx, w.token, goodsIds[goodsIndex]!, 1);
  // An enterprise order names an invoice title: the company's.
  const invoice = enterprise.body.success ? { invoiceId: holderInvoiceId } : {};
  let res = await submit(ctx, w.token, draft, { addressId: w.addressId ?? holderAddressId, payMethod, ...invoice });
  if (res.status === 404 && w.addressId === null) {
    w.addressId = await addAddress(ctx, w.token);
    res = await submit(ctx, w.token, draft, { addressId: w.addressId, payMethod, ...invoice });
  }
  if (!res.body.success) throw new Error(`下单失败：${res.body.msg}`);
  return res.body.data;
}

const list = (w: Who, body: Record<string, unknown> = {}) => call<Page<OrderSummary>>(ctx, { method: 'POST', url: `${SALE}/list`, token: w.token, payload: { current: 1, size: 50, ...body } });
const counts = (w: Who, body?: Record<string, unknown>) =>
  call<StatusCount[]>(ctx, { method: 'POST', url: `${SALE}/findOrderStatusCnt`, token: w.token, ...(body ? { payload: body } : {}) });
const detail = (w: Who, id: number) => call<OrderDetail>(ctx, { method: 'GET', url: `${SALE}/getOrderInfo/${id}`, token: w.token });
const ids = (page: Page<{ id: number }>) => page.records.map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  [admin, buyer, approver, finance, personal] = await Promise.all(['13800000002', '13800000004', '13800000005', '13800000006', DEMO.personal].map(who)) as [Who, Who, Who, Who, Who];
  const db = ctx.handle.db;
  const c = await db.selectFrom('companyMember').select(['companyId']).where('memberId', '=', admin.memberId).executeTakeFirstOrThrow();
  companyId = Number(c.companyId);
  const depts = await db.selectFrom('companyDepartment').select(['id', 'code']).where('companyId', '=', companyId).execute();
  purchasing = Number(depts.find((d) => d.code === 'PUR-01')!.id);
  financeDept = Number(depts.find((d) => d.code === 'FIN-01')!.id);
  const holderBooks = await defaultsOf(ctx, '13800000002');
  holderAddressId = holderBooks.addressId;
  holderInvoiceId = holderBooks.invoiceId;
  goodsIds = (await pickGoods(ctx, 3)).map((g) => g.id);
  for (const id of goodsIds) await setStock(ctx, id, 1000);
}, 120_000);
afterAll(async () => ctx?.close());

describe('orders', () => {
  let mine: SubmittedOrder;
  let colleague: SubmittedOrder;

  beforeAll(async () => {
    mine = await order(buyer);
    colleague = await order(approver);
  });

  it('stamps the order with the company and the buyer department', async () => {
    const row = await ctx.handle.db.selectFrom('saleOrder').select(['companyId', 'departmentId', 'memberId']).where('id', '=', mine.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ companyId, departmentId: purchasing, memberId: buyer.memberId });
  });

  it('the buyer reads their own, with their name and what they may do', async () => {
    const d = await detail(buyer, mine.orderId);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id: mine.orderId, buyerName: '陈刚', canCancel: true, canUploadReceipt: true, canReorder: true });
    const own = (await list(buyer)).body.data;
    expect(ids(own)).toContain(mine.orderId);
    expect(ids(own)).not.toContain(colleague.orderId);
  });

  it('admin and finance see it in 全公司 and by member and department filter, not in 我的', async () => {
    for (const w of [admin, finance]) {
      expect(ids((await list(w)).body.data)).not.toContain(mine.orderId);
      const all = (await list(w, { scope: 'company' })).body.data;
      expect(ids(all)).toEqual(expect.arrayContaining([mine.orderId, colleague.orderId]));
      expect(all.records.find((r) => r.id === mine.orderId)).toMatchObject({ buyerName: '陈刚', canCancel: false, canReorder: false });
      const byMember = (await list(w, { scope: 'company', scopeMemberId: buyer.memberId })).body.data;
      expect(ids(byMember)).toContain(mine.orderId);
      expect(ids(byMember)).not.toContain(colleague.orderId);
      expect(byMember.records.every((r) => r.buyerName === '陈刚')).toBe(true);
      expect(ids((await list(w, { scope: 'company', scopeDepartmentId: purchasing })).body.data)).toContain(mine.orderId);
      expect(ids((await list(w, { scope: 'company', scopeDepartmentId: financeDept })).body.data)).not.toContain(mine.orderId);
      const d = await detail(w, mine.orderId);
      expect(d.status).toBe(200);
      // Reading follows reach; acting is the placer's, paying also admin's and finance's.
      expect(d.body.data).toMatchObject({ buyerName: '陈刚', canCancel: false, canUploadReceipt: true });
    }
  });

  it('the tab counts follow the scope', async () => {
    const mineCounts = (await counts(buyer)).body.data;
    expect(mineCounts[0]!.count).toBe((await list(buyer)).body.data.total);
    const company = (await counts(admin, { scope: 'company' })).body.data;
    expect(company[0]!.count).toBe((await list(admin, { scope: 'company' })).body.data.total);
    const byMember = (await counts(finance, { scopeMemberId: buyer.memberId })).body.data;
    expect(byMember[0]!.count).toBe((await list(finance, { scope: 'company', scopeMemberId: buyer.memberId })).body.data.total);
    expect((await counts(buyer, { scope: 'company' })).status).toBe(403);
  });

  it('the approver sees the department', async () => {
    expect(ids((await list(approver, { scope: 'company' })).body.data)).toEqual(expect.arrayContaining([mine.orderId, colleague.orderId]));
    expect((await detail(approver, mine.orderId)).status).toBe(200);
    // Another department is out of an approver's reach.
    const other = await list(approver, { scope: 'company', scopeDepartmentId: financeDept });
    expect(other.status).toBe(403);
  });

  it("a buyer reading a colleague's order is refused 403; a personal member 404", async () => {
    const byBuyer = await detail(buyer, colleague.orderId);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.msg).toContain('同事的订单');
    const byNo = await call(ctx, { method: 'POST', url: `${SALE}/findMemberOrderInfo`, token: buyer.token, payload: { orderNo: colleague.orderNo } });
    expect(byNo.status).toBe(403);
    expect((await detail(personal, mine.orderId)).status).toBe(404);
    expect((await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: personal.token, payload: { id: mine.orderId, reason: '试试' } })).status).toBe(404);
  });

  it('the export follows the scope: 全公司 holds the colleagues\' orders with a 下单人 column; a buyer is refused', async () => {
    const exportOf = async (w: Who, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: `${SALE}/exportMyOrders`, payload, headers: { authorization: `Bearer ${w.token}` } });
    const sheetOf = (bytes: Buffer) => {
      const wb = XLSX.read(bytes, { type: 'buffer' });
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]!]!, { defval: null });
    };
    const company = await exportOf(finance, { scope: 'company' });
    expect(company.statusCode).toBe(200);
    const rows = sheetOf(company.rawPayload);
    expect(rows.map((r) => r['订单号'])).toEqual(expect.arrayContaining([mine.orderNo, colleague.orderNo]));
    expect(rows.find((r) => r['订单号'] === mine.orderNo)?.['下单人']).toBe('陈刚');
    const byMember = sheetOf((await exportOf(admin, { scope: 'company', scopeMemberId: buyer.memberId })).rawPayload);
    expect(byMember.map((r) => r['订单号'])).toContain(mine.orderNo);
    expect(byMember.map((r) => r['订单号'])).not.toContain(colleague.orderNo);
    // 我的 stays the member's own sheet, without the column.
    const own = sheetOf((await exportOf(buyer, {})).rawPayload);
    expect(own.map((r) => r['订单号'])).toContain(mine.orderNo);
    expect(own.map((r) => r['订单号'])).not.toContain(colleague.orderNo);
    expect(Object.keys(own[0] ?? {})).not.toContain('下单人');
    const refused = await exportOf(buyer, { scope: 'company' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false });
  });

  it("a buyer asking for 全公司 is refused 403", async () => {
    for (const body of [{ scope: 'company' }, { scopeMemberId: admin.memberId }, { scopeDepartmentId: purchasing }]) {
      const res = await list(buyer, body);
      expect(res.status).toBe(403);
      expect(res.body.msg).toContain('只能查看自己的订单');
    }
  });

  it('only the placer acts: admin cannot cancel a colleague order (403), the buyer can', async () => {
    const o = await order(buyer);
    const byAdmin = await call(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: admin.token, payload: { id: o.orderId, reason: '不需要了' } });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.msg).toBe('只有下单人可以操作这个订单');
    expect((await detail(buyer, o.orderId)).body.data.status).toBe(0);
    const byBuyer = await call<OrderDetail>(ctx, { method: 'POST', url: `${SALE}/memberCancelOrder`, token: buyer.token, payload: { id: o.orderId, reason: '不需要了' } });
    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body.data.status).toBe(5);
  });

  it("finance pays a colleague's online order; the approver may not", async () => {
    const o = await order(buyer, 1);
    const byApprover = await call(ctx, { method: 'POST', url: PAY, token: approver.token, payload: { orderId: o.orderId } });
    expect(byApprover.status).toBe(403);
    const byFinance = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: finance.token, payload: { orderId: o.orderId } });
    expect(byFinance.status).toBe(200);
    expect(byFinance.body.data.amountFen).toBe(o.totalFen);
  });

  it('finance placing an order is refused 403 before anything is written', async () => {
    const db = ctx.handle.db;
    const before = Number((await db.selectFrom('tmpOrder').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const res = await quickBuy(ctx, finance.token, goodsIds[0]!, 1, true);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('不能下单');
    expect(Number((await db.selectFrom('tmpOrder').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });

  it('an order placed before a member is removed stays the company’s and leaves the member’s view', async () => {
    const leaver = await makeMember(ctx, '13500000371');
    await ctx.handle.db.insertInto('companyMember').values({ memberId: leaver.id, companyId, name: '周强', role: 'buyer', departmentId: purchasing, status: 'active' }).execute();
    await ctx.handle.db.updateTable('member').set({ nickname: '小周' }).where('id', '=', leaver.id).execute();
    const w: Who = { token: leaver.token, memberId: leaver.id, addressId: null };
    const o = await order(w);
    expect(ids((await list(w)).body.data)).toContain(o.orderId);
    const removed = await call(ctx, { method: 'POST', url: `${COMPANY}/member/remove/${leaver.id}`, token: admin.token });
    expect(removed.status).toBe(200);
    expect((await detail(w, o.orderId)).status).toBe(404);
    expect(ids((await list(w)).body.data)).not.toContain(o.orderId);
    expect((await counts(w)).body.data[0]!.count).toBe(0);
    const all = (await list(admin, { scope: 'company', scopeMemberId: leaver.id })).body.data;
    expect(ids(all)).toEqual([o.orderId]);
    // The removed member is named by their account nickname (the company's name for them left with them).
    expect((await detail(admin, o.orderId)).body.data).toMatchObject({ id: o.orderId, buyerName: '小周', canCancel: false });
    expect((await detail(finance, o.orderId)).status).toBe(200);
  });
});

describe('enquiries', () => {
  let enquiryId: number;

  beforeAll(async () => {
    const res = await call<ImportAnswer>(ctx, { method: 'POST', url: `${ENQUIRY}/import`, token: buyer.token, payload: { rows: [{ model: '6205-2RSH', brand: 'SKF', qty: '2' }] } });
    if (!res.body.success) throw new Error(res.body.msg);
    enquiryId = res.body.data.enquiryId;
  });

  const enquiries = (w: Who, body: Record<string, unknown> = {}) =>
    call<Page<EnquiryListRow>>(ctx, { method: 'POST', url: `${ENQUIRY}/getMyEnquiryList`, token: w.token, payload: { current: 1, size: 50, ...body } });
  const report = (w: Who) => call<EnquiryReport>(ctx, { method: 'GET', url: `${ENQUIRY}/getReportsByOrderId/${enquiryId}`, token: w.token });

  it('stamps the enquiry and shows it by scope', async () => {
    const row = await ctx.handle.db.selectFrom('enquiry').select(['companyId', 'departmentId']).where('id', '=', enquiryId).executeTakeFirstOrThrow();
    expect(row).toEqual({ companyId, departmentId: purchasing });
    const own = (await enquiries(buyer)).body.data;
    expect(own.records.find((r) => r.id === enquiryId)).toMatchObject({ buyerName: '陈刚', canDelete: true });
    expect(ids((await enquiries(admin)).body.data)).not.toContain(enquiryId);
    // In 全公司 a colleague's row is read only: only its placer deletes it (delete answers 403 below).
    const all = (await enquiries(admin, { scope: 'company', scopeMemberId: buyer.memberId })).body.data;
    expect(all.records.find((r) => r.id === enquiryId)).toMatchObject({ buyerName: '陈刚', canDelete: false });
    expect(all.records.every((r) => r.buyerName === '陈刚')).toBe(true);
    expect(ids((await enquiries(approver, { scope: 'company' })).body.data)).toContain(enquiryId);
    expect((await enquiries(buyer, { scope: 'company' })).status).toBe(403);
  });

  it('reads by id as far as the role reaches; only the placer changes it', async () => {
    expect((await report(buyer)).status).toBe(200);
    expect((await report(finance)).body.data).toMatchObject({ id: enquiryId, buyerName: '陈刚' });
    expect((await report(approver)).status).toBe(200);
    expect((await report(personal)).status).toBe(404);
    const again = await call(ctx, { method: 'POST', url: `${ENQUIRY}/againEnquiry/${enquiryId}`, token: admin.token });
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe('只有提交人可以操作这个询价单');
    expect((await call(ctx, { method: 'POST', url: `${ENQUIRY}/delete/${enquiryId}`, token: admin.token })).status).toBe(403);
    expect((await report(buyer)).status).toBe(200);
  });

  it('finance may not enquire (403)', async () => {
    const res = await call(ctx, { method: 'POST', url: `${ENQUIRY}/import`, token: finance.token, payload: { rows: [{ model: '6205-2RSH' }] } });
    expect(res.status).toBe(403);
  });
});

describe('after-sales', () => {
  let refundId: number;
  let orderId: number;

  beforeAll(async () => {
    const o = await order(buyer, 1, 1);
    orderId = o.orderId;
    const start = await call<PayStart>(ctx, { method: 'POST', url: PAY, token: buyer.token, payload: { orderId } });
    const fields = Object.fromEntries(new URL(start.body.data.payUrl, 'http://local').searchParams);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `${SANDBOX}/decide`,
      payload: new URLSearchParams({ ...fields, decision: 'paid' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (paid.statusCode !== 303) throw new Error(`支付失败：${paid.statusCode}`);
    const line = (await detail(buyer, orderId)).body.data.lines[0]!;
    // A colleague may not apply for the buyer's order.
    const byAdmin = await call(ctx, { method: 'POST', url: `${REFUND}/writeRefundOrder`, token: admin.token, payload: { orderId, refundType: 1, reason: '订单未发货，不想要了', clientKey: randomUUID(), lines: [{ orderLineId: line.id, num: 1 }] } });
    expect(byAdmin.status).toBe(403);
    const res = await call<RefundDetail>(ctx, { method: 'POST', url: `${REFUND}/writeRefundOrder`, token: buyer.token, payload: { orderId, refundType: 1, reason: '订单未发货，不想要了', clientKey: randomUUID(), lines: [{ orderLineId: line.id, num: 1 }] } });
    if (!res.body.success) throw new Error(res.body.msg);
    refundId = res.body.data.id;
  });

  const refunds = (w: Who, body: Record<string, unknown> = {}) => call<Page<RefundDetail>>(ctx, { method: 'POST', url: `${REFUND}/list`, token: w.token, payload: { current: 1, size: 50, ...body } });
  const get = (w: Who) => call<RefundDetail>(ctx, { method: 'GET', url: `${REFUND}/get/${refundId}`, token: w.token });

  it('copies the order company and department onto the request', async () => {
    const row = await ctx.handle.db.selectFrom('refundOrder').select(['companyId', 'departmentId', 'orderId']).where('id', '=', refundId).executeTakeFirstOrThrow();
    expect(row).toEqual({ companyId, departmentId: purchasing, orderId });
  });

  it('lists and counts by scope', async () => {
    expect(ids((await refunds(buyer)).body.data)).toContain(refundId);
    expect(ids((await refunds(admin)).body.data)).not.toContain(refundId);
    const all = (await refunds(finance, { scope: 'company' })).body.data;
    expect(all.records.find((r) => r.id === refundId)).toMatchObject({ buyerName: '陈刚' });
    expect(ids((await refunds(admin, { scope: 'company', scopeDepartmentId: financeDept })).body.data)).not.toContain(refundId);
    expect((await refunds(buyer, { scope: 'company' })).status).toBe(403);
    const c = await call<RefundCounts>(ctx, { method: 'POST', url: `${REFUND}/findRefundStatusCnt`, token: admin.token, payload: { scope: 'company' } });
    expect(c.body.data.all).toBe(all.total);
    const own = await call<RefundCounts>(ctx, { method: 'POST', url: `${REFUND}/findRefundStatusCnt`, token: admin.token });
    expect(own.body.data.all).toBe(0);
  });

  it('reads by id as far as the role reaches; only the applicant cancels', async () => {
    expect((await get(buyer)).body.data).toMatchObject({ id: refundId, canCancel: true, buyerName: '陈刚' });
    expect((await get(finance)).body.data).toMatchObject({ id: refundId, canCancel: false });
    expect((await get(approver)).status).toBe(200);
    expect((await get(personal)).status).toBe(404);
    const byAdmin = await call(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: admin.token, payload: { id: refundId } });
    expect(byAdmin.status).toBe(403);
    const byBuyer = await call<RefundDetail>(ctx, { method: 'POST', url: `${REFUND}/cancel`, token: buyer.token, payload: { id: refundId } });
    expect(byBuyer.status).toBe(200);
  });
});

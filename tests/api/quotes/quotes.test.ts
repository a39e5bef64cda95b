// Formal quotes (issue 39): a buyer asks from the cart, a batch enquiry or a requisition list; a
// price in a line or any unknown field is refused; the company's colleagues read the quote, another
// member or company gets 404, a role that may not order cannot ask; 客服 prices and sends it (运营
// and a member token 403, a stale version 409); the buyer accepts inside the validity into a draft
// at exactly the quoted prices (twice: the same draft), after it 409 and the quote is expired; an
// expired or withdrawn quote is asked again; the sweeper expires a quote exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateKey, chinaMidnightUtc } from '../../../domain/shared/china-time.ts';
import type { DraftView } from '../../../domain/orders/orders.ts';
import { expireDueQuotes } from '../../../server/modules/quotes/public.ts';
import { call } from '../../support/api-harness.ts';
import { act, deskGet, download, deskSend, getQuote, pageQuotes, quoteFixture, requestQuote, sendPriced, type QuoteFixture } from './quote-fixture.ts';

let f: QuoteFixture;
const today = () => chinaDateKey();
const dayOffset = (n: number) => chinaDateKey(chinaMidnightUtc(today(), n));
const quoteRow = (id: number) => f.ctx.handle.db.selectFrom('quote').select(['status', 'companyId', 'draftId', 'version', 'acceptedBy']).where('id', '=', id).executeTakeFirstOrThrow();
const count = async (table: 'quote' | 'tmpOrder') => Number((await f.ctx.handle.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const memberId = async (mobile: string) => Number((await f.ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id);
const messages = async (mobile: string, title: string) =>
  Number((await f.ctx.handle.db.selectFrom('memberMessage').select((eb) => eb.fn.countAll<string>().as('n')).where('memberId', '=', await memberId(mobile)).where('title', '=', title).executeTakeFirstOrThrow()).n);

/** A quote of goods 0 and 1 asked by `who` with explicit lines. */
async function asked(who: 'admin' | 'buyer' | 'personal' = 'buyer', nums: [number, number] = [5, 2]): Promise<number> {
  const res = await requestQuote(f, who, { source: 'cart', lines: [{ goodsId: f.goods[0]!.id, num: nums[0] }, { goodsId: f.goods[1]!.id, num: nums[1] }], message: '请尽快报价' });
  expect(res.body.msg).toBe('报价申请已提交，客服报价后会通知您');
  return res.body.data.quoteId;
}

beforeAll(async () => {
  f = await quoteFixture();
}, 120_000);

afterAll(async () => {
  await f.ctx.close();
});

describe('asking for a quote', () => {
  it('from the cart: the ticked lines, with the price the buyer saw; the company is set and the buyer is told', async () => {
    const db = f.ctx.handle.db;
    const buyerId = await memberId('13800000004');
    await db.deleteFrom('cartItem').where('memberId', '=', buyerId).execute();
    for (const [i, num] of [[0, 3], [1, 4], [2, 6]] as const) {
      const res = await call(f.ctx, { method: 'POST', url: '/gateway/goods/api/cart/save', token: f.token.buyer, payload: { goodsId: f.goods[i]!.id, num, vendorId: 0 } });
      expect(res.body.success).toBe(true);
    }
    await db.updateTable('cartItem').set({ selected: false }).where('memberId', '=', buyerId).where('goodsId', '=', f.goods[2]!.id).execute();
    const before = await messages('13800000004', '报价申请已提交');
    const res = await requestQuote(f, 'buyer', { source: 'cart', message: '  月度备货  ', wantedDate: dayOffset(3) });
    expect(res.status).toBe(200);
    const q = (await getQuote(f, 'buyer', res.body.data.quoteId)).body.data;
    expect(q).toMatchObject({ status: 'requested', statusText: '待报价', source: 'cart', message: '月度备货', wantedDate: dayOffset(3), totalFen: null, goodsFen: null, canWithdraw: true, canAccept: false });
    expect(q.companyName).toBe('苏州精工自动化设备有限公司');
    expect(q.lines.map((l) => [l.goodsId, l.num]).sort()).toEqual([[f.goods[0]!.id, 3], [f.goods[1]!.id, 4]].sort());
    for (const l of q.lines) {
      expect(l.priceFen).toBeNull();
      expect(l.askedPriceFen).toBeGreaterThan(0);
      expect(['member', 'vip', 'tier', 'contract']).toContain(l.askedPriceSource);
    }
    expect((await quoteRow(q.id)).companyId).toBe(f.companyId);
    expect(await messages('13800000004', '报价申请已提交')).toBe(before + 1);
  });

  it('from a batch enquiry: its lines that name a goods', async () => {
    const g = f.goods[3]!;
    const imported = await call<{ enquiryId: number }>(f.ctx, { method: 'POST', url: '/gateway/goods/api/goods/enquiryMember/import', token: f.token.buyer, payload: { rows: [{ model: g.model, brand: g.brandName, qty: '7' }, { model: 'NO-SUCH-MODEL-XYZ', brand: '', qty: '1' }] } });
    expect(imported.body.success).toBe(true);
    const res = await requestQuote(f, 'buyer', { source: 'enquiry', sourceId: imported.body.data.enquiryId });
    expect(res.body.success).toBe(true);
    const q = (await getQuote(f, 'buyer', res.body.data.quoteId)).body.data;
    expect(q.source).toBe('enquiry');
    expect(q.lines.map((l) => [l.goodsId, l.num])).toEqual([[g.id, 7]]);
    // Another member's enquiry is missing.
    const other = await requestQuote(f, 'personal', { source: 'enquiry', sourceId: imported.body.data.enquiryId });
    expect(other.status).toBe(404);
  });

  it('from a requisition list of the company', async () => {
    const saved = await call<{ id: number }>(f.ctx, {
      method: 'POST', url: '/gateway/member/api/company/list/save', token: f.token.admin,
      payload: { name: '报价测试清单', lines: [{ goodsId: f.goods[0]!.id, quantity: 10 }, { goodsId: f.goods[2]!.id, quantity: 20 }] },
    });
    expect(saved.body.success).toBe(true);
    const res = await requestQuote(f, 'buyer', { source: 'list', sourceId: saved.body.data.id });
    expect(res.body.success).toBe(true);
    const q = (await getQuote(f, 'buyer', res.body.data.quoteId)).body.data;
    expect(q.lines.map((l) => [l.goodsId, l.num])).toEqual([[f.goods[0]!.id, 10], [f.goods[2]!.id, 20]]);
    expect((await requestQuote(f, 'other', { source: 'list', sourceId: saved.body.data.id })).status).toBe(404);
    expect((await requestQuote(f, 'buyer', { source: 'list' })).body.msg).toBe('请选择要报价的采购清单');
  });

  it('refuses a price sent in a line, an unknown field, a past wanted date and a role that may not order, writing nothing', async () => {
    const n = await count('quote');
    const priced = await requestQuote(f, 'buyer', { source: 'cart', lines: [{ goodsId: f.goods[0]!.id, num: 1, priceFen: 1 }] });
    expect(priced.status).toBe(400);
    expect(priced.body.success).toBe(false);
    expect(priced.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await requestQuote(f, 'buyer', { source: 'cart', lines: [{ goodsId: f.goods[0]!.id, num: 1 }], discount: 5 })).status).toBe(400);
    expect((await requestQuote(f, 'buyer', { source: 'cart', lines: [{ goodsId: f.goods[0]!.id, num: 1 }], wantedDate: dayOffset(-1) })).body.msg).toBe('希望报价日期不能早于今天');
    const finance = await requestQuote(f, 'finance', { source: 'cart', lines: [{ goodsId: f.goods[0]!.id, num: 1 }] });
    expect(finance.status).toBe(403);
    expect(await count('quote')).toBe(n);
  });
});

describe('who reads a quote', () => {
  it('colleagues whose role reaches the company read it; another member or company gets 404', async () => {
    const id = await asked('buyer');
    expect((await getQuote(f, 'admin', id)).status).toBe(200);
    const byFinance = (await getQuote(f, 'finance', id)).body.data;
    expect(byFinance.canWithdraw).toBe(false);
    expect((await getQuote(f, 'personal', id)).status).toBe(404);
    expect((await getQuote(f, 'other', id)).status).toBe(404);
    expect((await getQuote(f, 'other', id)).body.msg).toBe('报价单不存在');
    expect((await act(f, 'other', 'accept', id)).status).toBe(404);
    expect((await download(f, 'personal', id)).status).toBe(404);
    // A colleague may read it but only its requester acts on it.
    expect((await act(f, 'admin', 'withdraw', id)).status).toBe(403);
    const page = (await pageQuotes(f, 'admin')).body.data;
    expect(page.records.some((r) => r.id === id)).toBe(true);
    expect((await pageQuotes(f, 'other')).body.data.records.some((r) => r.id === id)).toBe(false);
    expect((await pageQuotes(f, 'personal')).body.data.records.some((r) => r.id === id)).toBe(false);
  });

  it('pages by status and keyword with the status counts', async () => {
    const id = await asked('buyer');
    const no = (await getQuote(f, 'buyer', id)).body.data.quoteNo;
    const byNo = (await pageQuotes(f, 'buyer', { keyword: no })).body.data;
    expect(byNo.records.map((r) => r.id)).toEqual([id]);
    const byModel = (await pageQuotes(f, 'buyer', { keyword: f.goods[1]!.model })).body.data;
    expect(byModel.records.some((r) => r.id === id)).toBe(true);
    const all = (await pageQuotes(f, 'buyer')).body.data;
    const requested = (await pageQuotes(f, 'buyer', { status: 'requested' })).body.data;
    expect(requested.total).toBe(all.counts.requested);
    expect(requested.records.every((r) => r.status === 'requested')).toBe(true);
    expect(Object.values(all.counts).reduce((s, n) => s + n, 0)).toBe(all.total);
  });
});

describe('the quote desk', () => {
  it('客服 prices and sends it; 运营 and a member token get 403; a stale version 409; the member is told', async () => {
    const id = await asked('buyer', [5, 2]);
    const read = (await deskGet(f, f.kefu, id)).body.data;
    const body = { id, version: read.version, validUntil: dayOffset(10), terms: '含税含运费', lines: read.lines.map((l) => ({ lineNo: l.lineNo, priceFen: 2000 + l.lineNo, leadDays: 5 })) };
    expect((await deskSend(f, f.yunying, body)).status).toBe(403);
    expect((await deskSend(f, f.token.buyer, body)).status).toBe(403);
    expect((await call(f.ctx, { method: 'POST', url: '/gateway/goods/api/staff/goods/quote/page', token: f.token.admin, payload: { current: 1, size: 10 } })).status).toBe(403);
    expect((await deskSend(f, f.kefu, { ...body, lines: body.lines.slice(0, 1) })).body.msg).toBe('请为报价单的每一行填写一次价格和交期');
    expect((await deskSend(f, f.kefu, { ...body, validUntil: dayOffset(91) })).body.msg).toBe('有效期最长 90 天');
    expect((await deskSend(f, f.kefu, { ...body, validUntil: dayOffset(-1) })).body.msg).toBe('有效期不能早于今天');
    const before = await messages('13800000004', '报价单已报价');
    const sent = await deskSend(f, f.kefu, body);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'quoted', validUntil: dayOffset(10), terms: '含税含运费', goodsFen: 2001 * 5 + 2002 * 2 });
    expect(sent.body.data.taxFen).toBe(sent.body.data.goodsFen! - Math.round(sent.body.data.goodsFen! / 1.13));
    const again = await deskSend(f, f.kefu, body);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('报价单已被他人修改，请刷新后重试');
    expect(await messages('13800000004', '报价单已报价')).toBe(before + 1);
    const page = (await call<{ records: { id: number; companyName: string | null }[] }>(f.ctx, { method: 'POST', url: '/gateway/goods/api/staff/goods/quote/page', token: f.kefu, payload: { current: 1, size: 10, keyword: '精工' } })).body.data;
    expect(page.records.find((r) => r.id === id)?.companyName).toBe('苏州精工自动化设备有限公司');
  });

  it('two desks sending at once: one wins, the other 409', async () => {
    const id = await asked('buyer');
    const read = (await deskGet(f, f.kefu, id)).body.data;
    const body = (p: number) => ({ id, version: read.version, validUntil: dayOffset(5), lines: read.lines.map((l) => ({ lineNo: l.lineNo, priceFen: p, leadDays: 1 })) });
    const [a, b] = await Promise.all([deskSend(f, f.kefu, body(1500)), deskSend(f, f.kefu, body(1600))]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 1500 : 1600;
    expect((await getQuote(f, 'buyer', id)).body.data.lines.every((l) => l.priceFen === winner)).toBe(true);
  });
});

describe('accepting', () => {
  it('inside the validity: a draft whose lines are priced exactly at the quote; accepting again answers the same draft', async () => {
    const id = await asked('buyer', [3, 8]);
    const quoted = await sendPriced(f, id, today(), (n) => 777 + n);
    expect(quoted.canAccept).toBe(false); // the desk's view acts for nobody
    expect((await getQuote(f, 'buyer', id)).body.data.canAccept).toBe(true);
    const drafts = await count('tmpOrder');
    const [a, b] = await Promise.all([act<{ draftId: number }>(f, 'buyer', 'accept', id), act<{ draftId: number }>(f, 'buyer', 'accept', id)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.draftId).toBe(b.body.data.draftId);
    expect(await count('tmpOrder')).toBe(drafts + 1);
    const row = await quoteRow(id);
    expect(row).toMatchObject({ status: 'accepted', draftId: a.body.data.draftId, acceptedBy: await memberId('13800000004') });
    const draft = await call<DraftView>(f.ctx, { method: 'GET', url: `/gateway/order/api/ord/tmp/getOrderInfo/${a.body.data.draftId}`, token: f.token.buyer });
    expect(draft.status).toBe(200);
    const byGoods = new Map(quoted.lines.map((l) => [l.goodsId, l]));
    expect(draft.body.data.lines).toHaveLength(2);
    for (const l of draft.body.data.lines) {
      const q = byGoods.get(l.goodsId)!;
      expect(l.unitPriceFen).toBe(q.priceFen);
      expect(l.num).toBe(q.num);
      expect(l.lineFen).toBe(q.lineFen);
      expect(l.priceSource).toBe('quote');
    }
    const detail = (await getQuote(f, 'buyer', id)).body.data;
    expect(detail).toMatchObject({ status: 'accepted', draftId: a.body.data.draftId, canAccept: false, canWithdraw: false });
    expect((await act(f, 'buyer', 'withdraw', id)).status).toBe(409);
  });

  it('a colleague, a role that may not order, and a requested quote cannot accept', async () => {
    const id = await asked('buyer');
    const requested = await act(f, 'buyer', 'accept', id);
    expect(requested.status).toBe(409);
    expect(requested.body.msg).toBe('报价单待报价，不能接受');
    await sendPriced(f, id, dayOffset(2));
    expect((await act(f, 'admin', 'accept', id)).status).toBe(403);
    expect((await act(f, 'finance', 'accept', id)).status).toBe(403);
    expect((await quoteRow(id)).status).toBe('quoted');
  });

  it('after the validity: 409, the quote is expired (shown so before), and it can be asked again with the same lines', async () => {
    const id = await asked('buyer', [4, 9]);
    await sendPriced(f, id, dayOffset(1));
    await f.ctx.handle.db.updateTable('quote').set({ validUntil: dayOffset(-1) }).where('id', '=', id).execute();
    expect((await getQuote(f, 'buyer', id)).body.data).toMatchObject({ status: 'expired', statusText: '已过期', canAccept: false, canRerequest: true });
    const drafts = await count('tmpOrder');
    const res = await act(f, 'buyer', 'accept', id);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('报价已过期，请重新申请报价');
    expect((await quoteRow(id)).status).toBe('expired');
    expect(await count('tmpOrder')).toBe(drafts);
    expect(await messages('13800000004', '报价单已过期')).toBeGreaterThanOrEqual(1);
    // Still downloadable (it has prices).
    const pdf = await download(f, 'buyer', id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const again = await act<{ quoteId: number }>(f, 'buyer', 'rerequest', id);
    expect(again.status).toBe(200);
    const fresh = (await getQuote(f, 'buyer', again.body.data.quoteId)).body.data;
    expect(fresh.id).not.toBe(id);
    expect(fresh).toMatchObject({ status: 'requested', message: '请尽快报价' });
    expect(fresh.lines.map((l) => [l.goodsId, l.num])).toEqual([[f.goods[0]!.id, 4], [f.goods[1]!.id, 9]]);
  });
});

describe('withdrawing, downloading and the sweeper', () => {
  it('withdraws a requested quote (again: no change), which can then only be asked again', async () => {
    const id = await asked('buyer');
    const w = await act<{ status: string }>(f, 'buyer', 'withdraw', id);
    expect(w.status).toBe(200);
    expect(w.body.data.status).toBe('withdrawn');
    expect((await act(f, 'buyer', 'withdraw', id)).status).toBe(200);
    const read = (await deskGet(f, f.kefu, id)).body.data;
    expect((await deskSend(f, f.kefu, { id, version: read.version, validUntil: today(), lines: read.lines.map((l) => ({ lineNo: l.lineNo, priceFen: 100, leadDays: 1 })) })).status).toBe(409);
    expect((await act(f, 'buyer', 'accept', id)).status).toBe(409);
    expect((await act(f, 'buyer', 'rerequest', id)).status).toBe(200);
    const live = await asked('buyer');
    expect((await act(f, 'buyer', 'rerequest', live)).status).toBe(409);
  });

  it('a requested quote has no PDF (409); a quoted one answers application/pdf', async () => {
    const id = await asked('buyer');
    const none = await download(f, 'buyer', id);
    expect(none.status).toBe(409);
    expect(none.body?.msg).toBe('报价单尚未报价，暂无价格可下载');
    await sendPriced(f, id, dayOffset(3));
    const pdf = await download(f, 'admin', id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(encodeURIComponent('报价单-'));
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the sweeper expires a quote past its validity exactly once (two sweeps at once), with one message', async () => {
    const id = await asked('buyer');
    await sendPriced(f, id, today());
    const no = (await getQuote(f, 'buyer', id)).body.data.quoteNo;
    expect(await expireDueQuotes(f.ctx.handle.db)).not.toContain(no);
    await f.ctx.handle.db.updateTable('quote').set({ validUntil: dayOffset(-2) }).where('id', '=', id).execute();
    const before = await messages('13800000004', '报价单已过期');
    const [a, b] = await Promise.all([expireDueQuotes(f.ctx.handle.db), expireDueQuotes(f.ctx.handle.db)]);
    expect([...a, ...b].filter((n) => n === no)).toHaveLength(1);
    expect((await quoteRow(id)).status).toBe('expired');
    expect(await messages('13800000004', '报价单已过期')).toBe(before + 1);
    expect(await expireDueQuotes(f.ctx.handle.db)).toEqual([]);
  });
});


// Issue 33 items 3 and 5 (docs/api/enquiry.md, cart.md, orders.md): the buyer's 物料编码 and 备注
// travel from the enquiry line to the report, the download, the cart line, the order line, the
// order detail and its invoice remarks; a remembered buyer code matches a later line that has only
// the code (the member's own memory only); a picked candidate is in the download; a line above
// stock says so and its in-stock part can be bought and the rest quoted; a blank quantity is
// stated; a staff quote is bought at the quote price through checkout, and an expired quote falls
// back to the normal price with a note.
//
// The lines are written through importEnquiry (the service under the import route) because the
// sheet reader that fills buyerCode from a sheet is another part of issue 33.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartView } from '../../../domain/cart/cart.ts';
import type { DraftView, OrderDetail } from '../../../domain/orders/orders.ts';
import type { InputLine } from '../../../server/modules/enquiry/matcher.ts';
import { importEnquiry } from '../../../server/modules/enquiry/enquiry-service.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, pickGoods, setStock, submit, TMP, type TestMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import { BASE, STAFF_QUOTE, paste, report, saveCart } from './enquiry-helpers.ts';

let ctx: TestContext;
let staff: string;
let goods: { id: number; model: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  staff = await staffToken(ctx);
  goods = await pickGoods(ctx, 6, 10);
  for (const g of goods) await setStock(ctx, g.id, 500);
}, 120_000);
afterAll(async () => ctx?.close());

let rowNo = 0;
const input = (model: string, patch: Partial<InputLine> = {}): InputLine => ({ rowNo: ++rowNo, model, brand: '', qtyText: '2', unit: '', remark: '', buyerCode: '', ...patch });
const enquire = async (m: TestMember, lines: InputLine[]) => (await importEnquiry(ctx.handle.db, m.id, { source: 'paste', fileName: null, lines })).enquiryId;
const cartOf = async (m: TestMember) => (await call<CartView>(ctx, { method: 'GET', url: '/gateway/goods/api/cart/list', token: m.token })).body.data;
const download = async (m: TestMember, id: number) => {
  const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/downloadReport`, payload: { id }, headers: { authorization: `Bearer ${m.token}` } });
  expect(res.statusCode).toBe(200);
  const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
  const sheet = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[name]!, { defval: null });
  return { lines: sheet('询价结果'), problems: sheet('问题行') };
};
const checkout = async (m: TestMember, cartIds: number[]) => {
  const draft = await call<DraftView>(ctx, { method: 'POST', url: `${TMP}/cartPersonalOrder`, token: m.token, payload: { cartIds } });
  expect(draft.body.success).toBe(true);
  const order = await submit(ctx, m.token, draft.body.data, { addressId: m.addressId });
  expect(order.body.success).toBe(true);
  return { draft: draft.body.data, orderId: order.body.data.orderId };
};
const orderDetail = async (m: TestMember, id: number) => (await call<OrderDetail>(ctx, { method: 'GET', url: `/gateway/order/api/ord/sale/getOrderInfo/${id}`, token: m.token })).body.data;
const plusDays = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('the buyer\'s columns travel', () => {
  it('stores 物料编码 and 备注 on the line, shows them in the report and the download, carries them to the cart, the order line, the order detail and its invoice remarks', async () => {
    const m = await makeMember(ctx, '13760033001');
    const g = goods[0]!;
    const id = await enquire(m, [input(g.model, { buyerCode: 'WL-001', remark: '车间二 备用' }), input(goods[1]!.model)]);
    const r = (await report(ctx, m.token, id)).body.data;
    const [a, b] = r.lines;
    expect(a).toMatchObject({ status: 'matched', goodsId: g.id, buyerCode: 'WL-001', remark: '车间二 备用', qtyNote: '', stock: null });
    expect(b).toMatchObject({ buyerCode: '', remark: '' });
    const sheet = await download(m, id);
    expect(sheet.lines[0]).toMatchObject({ 物料编码: 'WL-001', 备注: '车间二 备用', 匹配型号: g.model, 商品来源: '自动匹配' });

    expect((await saveCart(ctx, m.token, id, [{ lineId: a!.id, goodsId: g.id, qty: 2 }, { lineId: b!.id, goodsId: b!.goodsId, qty: 1 }])).body.data).toEqual({ added: 2, skipped: [] });
    const cart = await cartOf(m);
    const line = cart.lines.find((l) => l.goodsId === g.id)!;
    expect(line).toMatchObject({ buyerCode: 'WL-001', buyerRemark: '车间二 备用', quote: null });
    expect(cart.lines.find((l) => l.goodsId === b!.goodsId)).toMatchObject({ buyerCode: null, buyerRemark: null });

    const { orderId } = await checkout(m, cart.lines.map((l) => l.id));
    const rows = await ctx.handle.db.selectFrom('saleOrderLine').select(['goodsId', 'buyerCode', 'buyerRemark']).where('orderId', '=', orderId).orderBy('goodsId').execute();
    expect(rows).toEqual(expect.arrayContaining([{ goodsId: g.id, buyerCode: 'WL-001', buyerRemark: '车间二 备用' }, { goodsId: b!.goodsId, buyerCode: null, buyerRemark: null }]));
    const detail = await orderDetail(m, orderId);
    expect(detail.lines.find((l) => l.goodsId === g.id)).toMatchObject({ buyerCode: 'WL-001', buyerRemark: '车间二 备用' });
    expect(detail.invoiceRemarks).toEqual([`${g.model} 物料编码 WL-001`]);
    // Another member reads none of it.
    const other = await makeMember(ctx, '13760033002');
    expect((await call(ctx, { method: 'GET', url: `/gateway/order/api/ord/sale/getOrderInfo/${orderId}`, token: other.token })).status).toBe(404);
  });

  it('remembers the code with the goods, so a later line with only the code matches by it; another member\'s memory is not used; againEnquiry keeps the code', async () => {
    const m = await makeMember(ctx, '13760033003');
    const g = goods[2]!;
    const first = await enquire(m, [input(g.model, { buyerCode: 'ＷＬ-777 ' })]);
    const line = (await report(ctx, m.token, first)).body.data.lines[0]!;
    expect((await saveCart(ctx, m.token, first, [{ lineId: line.id, goodsId: g.id, qty: 1 }])).body.data.added).toBe(1);

    // Only the code (no model), and a model we do not sell: both match by the remembered code.
    const later = await enquire(m, [input('', { buyerCode: 'wl-777', qtyText: '3' }), input('NO-SUCH-MODEL-9Q', { buyerCode: 'WL-777' }), input('', { buyerCode: 'WL-778' })]);
    const r = (await report(ctx, m.token, later)).body.data;
    expect(r.lines[0]).toMatchObject({ status: 'matched', how: 'buyerCode', goodsId: g.id, qty: 3, reason: '按贵司物料编码匹配' });
    expect(r.lines[1]).toMatchObject({ status: 'matched', how: 'buyerCode', goodsId: g.id });
    expect(r.lines[2]).toMatchObject({ status: 'invalid', reason: '未填写型号' });
    // The re-enquiry matches by the code again.
    expect((await call(ctx, { method: 'POST', url: `${BASE}/againEnquiry/${later}`, token: m.token })).status).toBe(200);
    expect((await report(ctx, m.token, later)).body.data.lines[0]).toMatchObject({ status: 'matched', how: 'buyerCode', buyerCode: 'wl-777' });

    const other = await makeMember(ctx, '13760033004');
    const theirs = await enquire(other, [input('', { buyerCode: 'WL-777' })]);
    expect((await report(ctx, other.token, theirs)).body.data.lines[0]).toMatchObject({ status: 'invalid', how: null, goodsId: null });
  });

  it('a pick on the report remembers the code too', async () => {
    const m = await makeMember(ctx, '13760033005');
    const id = (await paste(ctx, m.token, [{ model: 'LC1D09M7', brand: '施耐德', qty: '1' }])).body.data.enquiryId;
    await ctx.handle.db.updateTable('enquiryLine').set({ buyerCode: 'JC-09' }).where('enquiryId', '=', id).execute();
    const line = (await report(ctx, m.token, id)).body.data.lines[0]!;
    expect(line.status).toBe('candidates');
    const pick = line.candidates[0]!.goodsId;
    expect((await call(ctx, { method: 'POST', url: `${BASE}/chooseGoods/${id}`, token: m.token, payload: { lines: [{ lineId: line.id, goodsId: pick }] } })).status).toBe(200);
    const later = await enquire(m, [input('', { buyerCode: 'JC-09' })]);
    expect((await report(ctx, m.token, later)).body.data.lines[0]).toMatchObject({ status: 'matched', goodsId: pick });
  });
});

describe('the report is the truth', () => {
  it('a picked candidate is in the download with its goods and price, and leaves the problem sheet', async () => {
    const m = await makeMember(ctx, '13760033006');
    const id = (await paste(ctx, m.token, [{ model: 'LC1D09M7', brand: '施耐德', qty: '1' }, { model: 'QQZX-77Y-WWV', qty: '1' }])).body.data.enquiryId;
    const line = (await report(ctx, m.token, id)).body.data.lines[0]!;
    const before = await download(m, id);
    expect(before.lines[0]).toMatchObject({ 状态: '待选择', 匹配型号: null });
    const chosen = line.candidates.find((c) => c.model === 'LC1D09M7C') ?? line.candidates[0]!;
    await call(ctx, { method: 'POST', url: `${BASE}/chooseGoods/${id}`, token: m.token, payload: { lines: [{ lineId: line.id, goodsId: chosen.goodsId }] } });
    const after = await download(m, id);
    expect(after.lines[0]).toMatchObject({ 状态: '已选择', 匹配型号: chosen.model, 品牌: chosen.brandName, 商品来源: '您的选择', '单价(元)': chosen.goods.unitPriceFen / 100 });
    expect(after.problems.map((p) => p['行号'])).toEqual([2]);
  });

  it('a line above stock says what is in stock and what waits; the in-stock part goes to the cart and the rest may be quoted', async () => {
    const m = await makeMember(ctx, '13760033007');
    const g = goods[3]!;
    await setStock(ctx, g.id, 46);
    const lead = (await ctx.handle.db.selectFrom('goods').select('leadTimeDays').where('id', '=', g.id).executeTakeFirstOrThrow()).leadTimeDays;
    const id = await enquire(m, [input(g.model, { qtyText: '1000' }), input(goods[4]!.model, { qtyText: '' })]);
    const [short, blank] = (await report(ctx, m.token, id)).body.data.lines;
    expect(short).toMatchObject({ status: 'matched', stock: { inStock: 46, short: 954, leadTimeDays: lead } });
    expect(short!.reason).toContain('现货 46');
    expect(short!.reason).toContain('954');
    expect(blank).toMatchObject({ qty: 1, qtyNote: expect.stringMatching(/^未填写数量，按 1 .*计$/), stock: null });
    const sheet = await download(m, id);
    expect(String(sheet.lines[0]!['库存说明'])).toContain('现货 46');
    expect(sheet.lines[1]!['数量说明']).toBe(blank!.qtyNote);

    // The whole quantity is refused by the cart with the stock; the stock itself is taken.
    const all = await saveCart(ctx, m.token, id, [{ lineId: short!.id, goodsId: g.id, qty: 1000 }]);
    expect(all.body.data.skipped[0]!.reason).toContain('库存不足');
    expect((await saveCart(ctx, m.token, id, [{ lineId: short!.id, goodsId: g.id, qty: 46 }])).body.data).toEqual({ added: 1, skipped: [] });
    // The rest: a quote may be asked for the matched line above stock, not for one the stock covers.
    const ask = await call<{ requested: number }>(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: m.token, payload: { lineIds: [short!.id] } });
    expect(ask.body.data.requested).toBe(1);
    await setStock(ctx, goods[4]!.id, 500);
    const covered = await enquire(m, [input(goods[4]!.model)]);
    const c = (await report(ctx, m.token, covered)).body.data.lines[0]!;
    const no = await call(ctx, { method: 'POST', url: `${BASE}/requestQuote/${covered}`, token: m.token, payload: { lineIds: [c.id] } });
    expect(no.status).toBe(400);
    expect(no.body.msg).toContain('无需人工报价');
    await setStock(ctx, g.id, 500);
  });

  it('a staff quote is bought at the quote price through checkout; after its validity the cart prices it normally and says so; a quote without goods is refused with a reason; another member cannot use the line', async () => {
    const m = await makeMember(ctx, '13760033008');
    const g = goods[5]!;
    const id = await enquire(m, [input('QQZX-QUOTE-A1', { buyerCode: 'Q-1', qtyText: '5' }), input('QQZX-QUOTE-B2')]);
    const [qa, qb] = (await report(ctx, m.token, id)).body.data.lines;
    await call(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: m.token, payload: { lineIds: [qa!.id, qb!.id] } });
    // Staff routes stay staff only.
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: m.token, payload: { lineId: qa!.id, goodsId: g.id, priceFen: 1_234, leadTimeDays: 3, validUntil: plusDays(10) } })).status).toBe(403);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: qa!.id, goodsId: g.id, priceFen: 1_234, leadTimeDays: 3, validUntil: plusDays(10) } })).status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: qb!.id, priceFen: 999, leadTimeDays: 3, validUntil: plusDays(10) } })).status).toBe(200);
    const quoted = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', m.id).where('title', '=', '询价已报价').execute();
    expect(quoted).toHaveLength(2);

    // The special price without goods cannot go to the cart, with a sentence saying why.
    const special = await saveCart(ctx, m.token, id, [{ lineId: qb!.id, goodsId: g.id, qty: 1 }]);
    expect(special.status).toBe(400);
    expect(special.body.msg).toContain('没有指定商品');
    // Another member cannot put the line in their cart.
    const other = await makeMember(ctx, '13760033009');
    expect((await saveCart(ctx, other.token, id, [{ lineId: qa!.id, goodsId: g.id, qty: 1 }])).status).toBe(404);

    expect((await saveCart(ctx, m.token, id, [{ lineId: qa!.id, goodsId: g.id, qty: 5 }])).body.data).toEqual({ added: 1, skipped: [] });
    const cart = await cartOf(m);
    const line = cart.lines.find((l) => l.goodsId === g.id)!;
    expect(line).toMatchObject({ unitPriceFen: 1_234, lineFen: 6_170, buyerCode: 'Q-1', quote: { enquiryId: id, lineId: qa!.id, priceFen: 1_234, validUntil: plusDays(10), expired: false } });
    expect(line.quote!.note).toContain(plusDays(10));
    expect(line.quote!.enquiryNo).toMatch(/^XJ/);

    // Checkout and the order use the quote price.
    const { draft, orderId } = await checkout(m, [line.id]);
    expect(draft.lines[0]).toMatchObject({ unitPriceFen: 1_234, lineFen: 6_170 });
    const row = await ctx.handle.db.selectFrom('saleOrderLine').select(['unitPriceFen', 'lineFen', 'quoteEnquiryId', 'quoteLineNo', 'buyerCode']).where('orderId', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ unitPriceFen: 1_234, lineFen: 6_170, quoteEnquiryId: id, quoteLineNo: qa!.rowNo, buyerCode: 'Q-1' });

    // Added again and the quote expires: the cart prices it normally and the quote says so.
    expect((await saveCart(ctx, m.token, id, [{ lineId: qa!.id, goodsId: g.id, qty: 5 }])).body.data.added).toBe(1);
    await ctx.handle.db.updateTable('enquiryLine').set({ quoteValidUntil: '2020-01-01' }).where('id', '=', qa!.id).execute();
    const stale = (await cartOf(m)).lines.find((l) => l.goodsId === g.id)!;
    expect(stale.quote).toMatchObject({ expired: true, priceFen: 1_234 });
    expect(stale.quote!.note).toContain('已按当前价格计');
    expect(stale.unitPriceFen).not.toBe(1_234);
    const { draft: normal } = await checkout(m, [stale.id]);
    expect(normal.lines[0]!.unitPriceFen).toBe(stale.unitPriceFen);
  });
});

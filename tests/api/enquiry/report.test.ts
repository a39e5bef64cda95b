// Batch enquiry after the import (issue 14 items 4, 5, 7): the report, saveCart/batch/{id} (one
// call, remembered choices), downloadReport (.xlsx styled, problems sheet, = written as text),
// againEnquiry/{id}, the list and delete, another member's id (404), manual quotes (member request,
// staff route and `npm run enquiry`, messages). docs/api/enquiry.md.
import { inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEnquiryCommand } from '../../../scripts/enquiry.ts';
import type { EnquiryReport } from '../../../domain/enquiry/enquiry-views.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import { BASE, STAFF_QUOTE, STAFF_QUOTES, fixture, list, paste, report, saveCart, upload } from './enquiry-helpers.ts';

let ctx: TestContext;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let staff: string;
let plantId: number;
let plant: EnquiryReport;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await makeMember(ctx, '13760002001');
  other = await makeMember(ctx, '13760002002');
  staff = await staffToken(ctx);
  plantId = (await upload(ctx, owner.token, fixture('plant-order.xlsx'), 'plant.xlsx')).body.data.enquiryId;
  plant = (await report(ctx, owner.token, plantId)).body.data;
}, 120_000);
afterAll(async () => ctx?.close());

/** One entry of a zip, read by its local header (the writer stores sizes there). */
function zipEntry(zip: Buffer, name: string): string {
  let p = 0;
  while (zip.readUInt32LE(p) === 0x04034b50) {
    const size = zip.readUInt32LE(p + 18);
    const nameLen = zip.readUInt16LE(p + 26);
    const extra = zip.readUInt16LE(p + 28);
    const entry = zip.toString('utf8', p + 30, p + 30 + nameLen);
    const start = p + 30 + nameLen + extra;
    if (entry === name) return inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
    p = start + size;
  }
  throw new Error(`no ${name}`);
}
const row = (r: EnquiryReport, rowNo: number) => r.lines.find((l) => l.rowNo === rowNo)!;
const cartLines = async (memberId: number) => ctx.handle.db.selectFrom('cartItem').select(['goodsId', 'num']).where('memberId', '=', memberId).orderBy('goodsId').execute();
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe('the report', () => {
  it('shows the matched goods with the viewer\'s price, MOQ and pack rounding, stock and lead time', () => {
    const l = row(plant, 5);
    expect(l.goods).toMatchObject({ model: '6205-2RSH', brandName: 'SKF', unit: expect.any(String) });
    expect(l.goods!.minOrderQty).toBeGreaterThanOrEqual(1);
    expect(l.cartQty! % l.goods!.packQty).toBe(0);
    expect(l.cartQty!).toBeGreaterThanOrEqual(Math.max(l.qty!, l.goods!.minOrderQty));
    expect(plant.priceKind).toBe('member');
  });

  it('answers 404 for another member\'s enquiry and for an unknown id; 400 for a bad id', async () => {
    expect((await report(ctx, other.token, plantId)).status).toBe(404);
    expect((await report(ctx, owner.token, 999_999)).body).toMatchObject({ success: false, msg: '询价单不存在' });
    expect((await call(ctx, { method: 'GET', url: `${BASE}/getReportsByOrderId/abc`, token: owner.token })).status).toBe(400);
  });
});

describe('saveCart/batch/{id}', () => {
  it('adds the ticked lines in one call, a chosen candidate included, and remembers the choice', async () => {
    const matched = row(plant, 5);
    const typo = row(plant, 10);
    const chosen = typo.candidates.find((c) => c.model === 'LC1D09M7C')!;
    const res = await saveCart(ctx, owner.token, plantId, [
      { lineId: matched.id, goodsId: matched.goodsId, qty: matched.cartQty },
      { lineId: typo.id, goodsId: chosen.goodsId, qty: 2 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ added: 2, skipped: [] });
    expect(await cartLines(owner.id)).toEqual(expect.arrayContaining([{ goodsId: matched.goodsId, num: matched.cartQty }, { goodsId: chosen.goodsId, num: expect.any(Number) }]));
    // The same typed text next time: the member's own choice is offered first.
    const again = await paste(ctx, owner.token, [{ model: 'LC1D09M7', brand: '施耐德', qty: '1' }]);
    const line = (await report(ctx, owner.token, again.body.data.enquiryId)).body.data.lines[0]!;
    expect(line.status).toBe('candidates');
    expect(line.candidates[0]).toMatchObject({ goodsId: chosen.goodsId, why: 'memory' });
    // Another member does not get it.
    const theirs = await paste(ctx, other.token, [{ model: 'LC1D09M7', brand: '施耐德', qty: '1' }]);
    const their = (await report(ctx, other.token, theirs.body.data.enquiryId)).body.data.lines[0]!;
    expect(their.candidates.some((c) => c.why === 'memory')).toBe(false);
  });

  it('refuses goods the line does not offer, a line of another enquiry, another member (404); nothing added', async () => {
    const before = await cartLines(owner.id);
    const a = row(plant, 5);
    const b = row(plant, 7);
    const wrong = await saveCart(ctx, owner.token, plantId, [{ lineId: a.id, goodsId: b.goodsId, qty: 1 }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('第 5 行所选商品不是该行的匹配结果或候选商品，请重新选择');
    const foreign = await saveCart(ctx, owner.token, plantId, [{ lineId: 9_999_999, goodsId: a.goodsId, qty: 1 }]);
    expect(foreign.body.msg).toBe('所选的行不属于该询价单');
    expect((await saveCart(ctx, other.token, plantId, [{ lineId: a.id, goodsId: a.goodsId, qty: 1 }])).status).toBe(404);
    for (const bad of [[], [{ lineId: a.id, goodsId: a.goodsId, qty: 0 }], [{ lineId: a.id, goodsId: a.goodsId, qty: 1, x: 1 }]]) {
      expect((await saveCart(ctx, owner.token, plantId, bad)).status).toBe(400);
    }
    expect(await cartLines(owner.id)).toEqual(before);
  });

  it('skips a line the cart refuses (more than the stock) with its reason and adds the rest', async () => {
    const m = await makeMember(ctx, '13760002003');
    const id = (await paste(ctx, m.token, [{ model: '6205-2RSH', brand: 'SKF', qty: '1' }, { model: 'XB2BA31C', brand: 'Schneider', qty: '1' }])).body.data.enquiryId;
    const r = (await report(ctx, m.token, id)).body.data;
    const [x, y] = r.lines;
    const res = await saveCart(ctx, m.token, id, [{ lineId: x!.id, goodsId: x!.goodsId, qty: x!.goods!.stockQty + 1 }, { lineId: y!.id, goodsId: y!.goodsId, qty: y!.cartQty }]);
    expect(res.body.data.added).toBe(1);
    expect(res.body.data.skipped).toEqual([{ lineId: x!.id, rowNo: 1, reason: expect.stringContaining('库存不足') }]);
  });
});

describe('downloadReport', () => {
  it('answers a styled .xlsx: frozen header, status colours, a problems sheet, = text never a formula', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/downloadReport`, payload: { id: plantId }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('询价结果-'));
    const wb = XLSX.read(res.rawPayload, { type: 'buffer', cellFormula: true, cellStyles: true });
    expect(wb.SheetNames).toEqual(['询价结果', '问题行']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets['询价结果']!, { header: 1 });
    expect(rows[0]!.slice(0, 5)).toEqual(['行号', '填写型号', '填写品牌', '填写数量', '状态']);
    expect(rows).toHaveLength(plant.lines.length + 1);
    const danger = wb.Sheets['询价结果']!['B15']!;
    expect(danger).toMatchObject({ t: 's', v: "=cmd|' /C calc'!A0" });
    expect(danger.f).toBeUndefined();
    const problems = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets['问题行']!, { header: 1 });
    expect(problems).toHaveLength(plant.lines.filter((l) => l.status !== 'matched').length + 1);
    // The XML itself: a frozen pane and row fills.
    const text = zipEntry(res.rawPayload, 'xl/worksheets/sheet1.xml');
    expect(text).toContain('state="frozen"');
    expect(text).toMatch(/<row r="2"><c r="A2" s="2">/);
  });

  it('refuses another member (404) and a bad body (400)', async () => {
    const a = await ctx.app.inject({ method: 'POST', url: `${BASE}/downloadReport`, payload: { id: plantId }, headers: { authorization: `Bearer ${other.token}` } });
    expect(a.statusCode).toBe(404);
    const b = await ctx.app.inject({ method: 'POST', url: `${BASE}/downloadReport`, payload: { id: 'x' }, headers: { authorization: `Bearer ${owner.token}` } });
    expect(b.statusCode).toBe(400);
  });

  it('serves the template, which the reader reads back', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/template`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    const back = await upload(ctx, owner.token, res.rawPayload, '模板.xlsx');
    expect(back.body.data.counts.matched).toBe(2);
  });
});

describe('againEnquiry, list and delete', () => {
  it('re-matches against today\'s catalogue', async () => {
    const m = await makeMember(ctx, '13760002004');
    const id = (await paste(ctx, m.token, [{ model: 'XB2BA31C', qty: '1' }])).body.data.enquiryId;
    const goodsId = (await report(ctx, m.token, id)).body.data.lines[0]!.goodsId!;
    await ctx.handle.db.updateTable('goods').set({ status: 0 }).where('id', '=', goodsId).execute();
    try {
      const res = await call<{ counts: { matched: number } }>(ctx, { method: 'POST', url: `${BASE}/againEnquiry/${id}`, token: m.token });
      expect(res.status).toBe(200);
      expect(res.body.data.counts.matched).toBe(0);
      expect((await report(ctx, m.token, id)).body.data.lines[0]!.status).not.toBe('matched');
      expect((await call(ctx, { method: 'POST', url: `${BASE}/againEnquiry/${id}`, token: other.token })).status).toBe(404);
    } finally {
      await ctx.handle.db.updateTable('goods').set({ status: 1 }).where('id', '=', goodsId).execute();
    }
  });

  it('lists my enquiries newest first with counts by status, pages, and deletes (POST and GET); another member 404', async () => {
    const m = await makeMember(ctx, '13760002005');
    const first = (await paste(ctx, m.token, [{ model: '6205-2RSH', qty: '1' }, { model: 'QQZX-77Y-WWV' }])).body.data.enquiryId;
    const second = (await paste(ctx, m.token, [{ model: 'XB2BA31C' }])).body.data.enquiryId;
    const page = (await list(ctx, m.token, { current: 1, size: 1 })).body.data;
    expect(page).toMatchObject({ total: 2, pages: 2, size: 1 });
    expect(page.records[0]).toMatchObject({ id: second, statusText: '已匹配', lineCount: 1, buyerName: null, canDelete: true });
    const p2 = (await list(ctx, m.token, { current: 2, size: 1 })).body.data.records[0]!;
    expect(p2).toMatchObject({ id: first, counts: { matched: 1, unmatched: 1, candidates: 0, invalid: 0, duplicate: 0 } });
    expect((await list(ctx, m.token, { size: 500 })).status).toBe(400);
    expect((await call(ctx, { method: 'POST', url: `${BASE}/delete/${first}`, token: other.token })).status).toBe(404);
    expect((await call(ctx, { method: 'POST', url: `${BASE}/delete/${first}`, token: m.token })).status).toBe(200);
    expect((await call(ctx, { method: 'GET', url: `${BASE}/deleteEnquiry/${second}`, token: m.token })).status).toBe(200);
    expect((await call(ctx, { method: 'GET', url: `${BASE}/deleteEnquiry/${second}`, token: m.token })).status).toBe(404);
    expect((await list(ctx, m.token)).body.data.total).toBe(0);
    expect((await report(ctx, m.token, first)).status).toBe(404);
  });
});

describe('manual quotes', () => {
  it('member asks, staff answer by route and by CLI, the member gets messages and sees the quotes; expired shows 已过期', async () => {
    const m = await makeMember(ctx, '13760002006');
    const id = (await paste(ctx, m.token, [{ model: 'QQZX-77Y-WWV', qty: '3' }, { model: 'ZZQW-88K-PPL', qty: '1' }, { model: '6205-2RSH', brand: 'SKF' }])).body.data.enquiryId;
    const r = (await report(ctx, m.token, id)).body.data;
    const [u1, u2, matched] = r.lines;
    expect(u1!.status).toBe('unmatched');
    // A matched line needs no quote; nothing written.
    const refused = await call(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: m.token, payload: { lineIds: [u1!.id, matched!.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('第 3 行已匹配到商品，无需人工报价');
    expect((await report(ctx, m.token, id)).body.data.lines[0]!.quote).toBeNull();
    expect((await call(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: other.token, payload: { lineIds: [u1!.id] } })).status).toBe(404);
    const asked = await call<{ requested: number }>(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: m.token, payload: { lineIds: [u1!.id, u2!.id] } });
    expect(asked.body.data.requested).toBe(2);
    // Asking again writes nothing new.
    expect((await call<{ requested: number }>(ctx, { method: 'POST', url: `${BASE}/requestQuote/${id}`, token: m.token, payload: { lineIds: [u1!.id] } })).body.data.requested).toBe(0);
    expect((await report(ctx, m.token, id)).body.data).toMatchObject({ status: 1, statusText: '待报价' });
    // Staff list; a member token is 403.
    expect((await call(ctx, { method: 'GET', url: STAFF_QUOTES, token: m.token })).status).toBe(403);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: m.token, payload: { lineId: u1!.id, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) } })).status).toBe(403);
    const waiting = await call<{ records: { lineId: number }[] }>(ctx, { method: 'GET', url: STAFF_QUOTES, token: staff });
    expect(waiting.body.data.records.map((x) => x.lineId)).toEqual(expect.arrayContaining([u1!.id, u2!.id]));
    // Bad answers: past date, unknown goods, bad body; nothing written.
    const past = await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: u1!.id, priceFen: 1280, leadTimeDays: 7, validUntil: '2020-01-01' } });
    expect(past.body.msg).toBe('报价有效期不能早于今天');
    const gone = await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: u1!.id, goodsId: 9_999_999, priceFen: 1280, leadTimeDays: 7, validUntil: plusDays(3) } });
    expect(gone.status).toBe(400);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: u1!.id, priceFen: -1, leadTimeDays: 7, validUntil: plusDays(3) } })).status).toBe(400);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: matched!.id, priceFen: 100, leadTimeDays: 7, validUntil: plusDays(3) } })).body.msg).toBe('该行没有申请人工报价');
    expect((await report(ctx, m.token, id)).body.data.lines[0]!.quote).toMatchObject({ state: 'requested', priceFen: null });
    // Staff answer the first line with a special price by route.
    const ok1 = await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: u1!.id, priceFen: 12_800, leadTimeDays: 7, validUntil: today(), note: '原厂订货' } });
    expect(ok1.status).toBe(200);
    expect((await call(ctx, { method: 'POST', url: STAFF_QUOTE, token: staff, payload: { lineId: u1!.id, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) } })).status).toBe(409);
    // The CLI answers the second with one of our goods.
    const goodsId = matched!.goodsId!;
    const cli = await runEnquiryCommand(ctx.handle.db, ['quote', String(u2!.id), '--price', '99.50', '--lead', '0', '--valid', plusDays(30), '--goods', String(goodsId)]);
    expect(cli.code).toBe(0);
    expect(cli.out[0]).toContain(`行 #${u2!.id}`);
    expect((await runEnquiryCommand(ctx.handle.db, ['quote', String(u2!.id), '--price', 'abc', '--lead', '0', '--valid', plusDays(30)])).code).toBe(2);
    expect((await runEnquiryCommand(ctx.handle.db, ['list'])).out.join('\n')).not.toContain(`行 #${u2!.id} `);
    const after = (await report(ctx, m.token, id)).body.data;
    expect(after).toMatchObject({ status: 2, statusText: '已报价' });
    expect(after.lines[0]!.quote).toMatchObject({ state: 'quoted', priceFen: 12_800, leadTimeDays: 7, validUntil: today(), note: '原厂订货', expired: false });
    expect(after.lines[1]!.quote).toMatchObject({ state: 'quoted', priceFen: 9_950, goods: { goodsId } });
    // The quoted goods can go to the cart from the report.
    expect((await saveCart(ctx, m.token, id, [{ lineId: u2!.id, goodsId, qty: after.lines[1]!.quote!.goods!.minOrderQty }])).body.data.added).toBe(1);
    // Messages: one for the request, one per answer.
    const msgs = await ctx.handle.db.selectFrom('memberMessage').select(['kind', 'title']).where('memberId', '=', m.id).where('kind', '=', 'enquiry').execute();
    expect(msgs.map((x) => x.title).sort()).toEqual(['已收到人工报价申请', '询价已报价', '询价已报价']);
    // When every quote is past its validity the enquiry shows 已过期.
    await ctx.handle.db.updateTable('enquiryLine').set({ quoteValidUntil: '2020-01-01' }).where('enquiryId', '=', id).where('quoteState', '=', 'quoted').execute();
    expect((await report(ctx, m.token, id)).body.data).toMatchObject({ status: 3, statusText: '已过期' });
    expect((await list(ctx, m.token)).body.data.records[0]).toMatchObject({ id, status: 3 });
  });
});

// The members, staff and goods the quote tests act as (issue 39): the demo company's admin, buyer
// and finance member (approvals' company fixture: a second company whose admin is the
// distributor, a personal member), 客服 (kefu) and 运营 (yunying), and goods on shelf with stock.
import type { QuoteDetail, QuotePage } from '../../../domain/quotes/quote-views.ts';
import { call, login } from '../../support/api-harness.ts';
import { companyFixture, type CompanyFixture, type Who } from '../approvals/company-fixture.ts';

export const Q = '/gateway/goods/api/goods/quote';
export const DESK = '/gateway/goods/api/staff/goods/quote';
const STAFF_PASSWORD = 'Staff2026';

export interface QuoteFixture extends CompanyFixture {
  kefu: string;
  yunying: string;
  goods: { id: number; model: string; brandName: string; memberPriceFen: number }[];
}

export async function quoteFixture(): Promise<QuoteFixture> {
  const f = await companyFixture();
  const db = f.ctx.handle.db;
  const rows = await db
    .selectFrom('goods as g')
    .innerJoin('brand as b', 'b.id', 'g.brandId')
    .select(['g.id', 'g.model', 'b.name as brandName', 'g.memberPriceFen'])
    .orderBy('g.id')
    .limit(4)
    .execute();
  const ids = rows.map((r) => r.id);
  await db.updateTable('goods').set({ status: 1, minOrderQty: 1 }).where('id', 'in', ids).execute();
  for (const id of ids) {
    await db.deleteFrom('goodsStock').where('goodsId', '=', id).execute();
    await db.insertInto('goodsStock').values({ goodsId: id, warehouseId: 1, qty: 10_000, reserved: 0 }).execute();
  }
  const [kefu, yunying] = await Promise.all([login(f.ctx, 'kefu', STAFF_PASSWORD, '1'), login(f.ctx, 'yunying', STAFF_PASSWORD, '1')]);
  return { ...f, kefu, yunying, goods: rows.map((r) => ({ id: Number(r.id), model: r.model, brandName: r.brandName, memberPriceFen: Number(r.memberPriceFen) })) };
}

export const requestQuote = (f: QuoteFixture, who: Who, payload: object) => call<{ quoteId: number }>(f.ctx, { method: 'POST', url: `${Q}/request`, token: f.token[who], payload });
export const getQuote = (f: QuoteFixture, who: Who, id: number) => call<QuoteDetail>(f.ctx, { method: 'GET', url: `${Q}/get/${id}`, token: f.token[who] });
export const pageQuotes = (f: QuoteFixture, who: Who, payload: object = {}) => call<QuotePage>(f.ctx, { method: 'POST', url: `${Q}/page`, token: f.token[who], payload: { current: 1, size: 20, ...payload } });
export const act = <T = unknown>(f: QuoteFixture, who: Who, verb: 'accept' | 'withdraw' | 'rerequest', id: number) =>
  call<T>(f.ctx, { method: 'POST', url: `${Q}/${verb}/${id}`, token: f.token[who] });
export const deskGet = (f: QuoteFixture, token: string, id: number) => call<QuoteDetail>(f.ctx, { method: 'GET', url: `${DESK}/get/${id}`, token });
export const deskSend = (f: QuoteFixture, token: string, payload: object) => call<QuoteDetail>(f.ctx, { method: 'POST', url: `${DESK}/send`, token, payload });

/** 客服 prices every line of quote `id` at `priceFen(lineNo)` and sends it, valid until `validUntil`. */
export async function sendPriced(f: QuoteFixture, id: number, validUntil: string, priceFen: (lineNo: number) => number = (n) => 1000 + n * 111): Promise<QuoteDetail> {
  const read = (await deskGet(f, f.kefu, id)).body.data;
  const res = await deskSend(f, f.kefu, {
    id, version: read.version, validUntil, terms: '含税含运费；款到发货。', staffNote: '现货供应',
    lines: read.lines.map((l) => ({ lineNo: l.lineNo, priceFen: priceFen(l.lineNo), leadDays: 3 })),
  });
  if (!res.body.success) throw new Error(`报价失败：${res.body.msg}`);
  return res.body.data;
}

/** The PDF call, read raw: bytes and headers on success, the JSON envelope on a refusal. */
export async function download(f: QuoteFixture, who: Who, id: number) {
  const res = await f.ctx.app.inject({ method: 'POST', url: `${Q}/download/${id}`, headers: { authorization: `Bearer ${f.token[who]}` } });
  const json = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { success: boolean; msg: string }) : null;
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body: json };
}

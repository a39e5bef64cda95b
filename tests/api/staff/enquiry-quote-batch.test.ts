// The staff console's bulk quote (issue 22): POST /api/staff/goods/enquiry/quoteBatch answers
// several waiting lines in one transaction (the lines leave the queue, the enquiry moves to 已报价,
// the member gets a message per line); sending it again changes nothing; any refused line refuses
// the whole batch (nothing written); other roles get 403, an unknown line 404, bad input 400 in
// Chinese; `npm run enquiry -- quote-batch` does the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteBatchAnswer } from '../../../domain/enquiry/quote-batch.ts';
import type { StaffQuoteRow } from '../../../domain/enquiry/enquiry-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runEnquiryCommand } from '../../../scripts/enquiry.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { BASE, STAFF_QUOTES, paste, report } from '../enquiry/enquiry-helpers.ts';
import { roleTokens } from './staff-support.ts';

const BATCH = '/gateway/goods/api/staff/goods/enquiry/quoteBatch';
const plusDays = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let member: TestMember;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await roleTokens(ctx);
  member = await makeMember(ctx, '13780005001');
}, 120_000);
afterAll(async () => ctx?.close());

/** An enquiry of `n` models nobody sells, every line asking a manual quote. */
async function waitingLines(n: number): Promise<{ enquiryId: number; lineIds: number[] }> {
  seq += 1;
  const rows = Array.from({ length: n }, (_, i) => ({ model: `ZQX-${seq}${i}-UNSOLD-${i}`, qty: String(i + 2) }));
  const enquiryId = (await paste(ctx, member.token, rows)).body.data.enquiryId;
  const lineIds = (await report(ctx, member.token, enquiryId)).body.data.lines.map((l) => l.id);
  const asked = await call(ctx, { method: 'POST', url: `${BASE}/requestQuote/${enquiryId}`, token: member.token, payload: { lineIds } });
  if (!asked.body.success) throw new Error(asked.body.msg);
  return { enquiryId, lineIds };
}

const batch = (token: string, lines: unknown[]) => call<QuoteBatchAnswer>(ctx, { method: 'POST', url: BATCH, token, payload: { lines } });
const waitingIds = async () => (await call<Page<StaffQuoteRow>>(ctx, { method: 'GET', url: `${STAFF_QUOTES}?current=1&size=100`, token: tokens.service })).body.data.records.map((r) => r.lineId);
const quotedCount = async (ids: number[]) =>
  Number((await ctx.handle.db.selectFrom('enquiryLine').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', ids).where('quoteState', '=', 'quoted').executeTakeFirstOrThrow()).n);

describe('bulk quote', () => {
  it('客服 quotes two lines at once: they leave the queue, the enquiry is 已报价, the member is told; again changes nothing', async () => {
    const { enquiryId, lineIds } = await waitingLines(2);
    expect(await waitingIds()).toEqual(expect.arrayContaining(lineIds));
    const lines = [
      { lineId: lineIds[0]!, priceFen: 12_850, leadTimeDays: 7, validUntil: plusDays(30), note: '原厂订货' },
      { lineId: lineIds[1]!, priceFen: 990, leadTimeDays: 0, validUntil: plusDays(30) },
    ];
    const res = await batch(tokens.service, lines);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ quoted: 2, unchanged: 0, enquiryIds: [enquiryId] });
    expect(res.body.msg).toBe('已保存 2 行报价，会员已收到站内消息');
    const left = await waitingIds();
    for (const id of lineIds) expect(left).not.toContain(id);
    const r = (await report(ctx, member.token, enquiryId)).body.data;
    expect(r).toMatchObject({ status: 2, statusText: '已报价' });
    expect(r.lines[0]!.quote).toMatchObject({ state: 'quoted', priceFen: 12_850, leadTimeDays: 7, note: '原厂订货' });
    const msgs = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', member.id).where('kind', '=', 'enquiry').execute();
    const before = msgs.length;
    // Sent again (a retry after a lost answer): nothing new written, no new message.
    const again = await batch(tokens.service, lines);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ quoted: 0, unchanged: 2 });
    expect((await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', member.id).where('kind', '=', 'enquiry').execute()).length).toBe(before);
    // Other values on a quoted line: 409 with its row number.
    const changed = await batch(tokens.service, [{ ...lines[0]!, priceFen: 13_000 }]);
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe('第 1 行已有报价');
  });

  it('one bad line refuses the whole batch, nothing written', async () => {
    const { lineIds } = await waitingLines(2);
    const past = await batch(tokens.service, [
      { lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) },
      { lineId: lineIds[1]!, priceFen: 100, leadTimeDays: 1, validUntil: '2020-01-01' },
    ]);
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('报价有效期不能早于今天');
    const unknown = await batch(tokens.service, [
      { lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) },
      { lineId: 99_999_999, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) },
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('该询价行不存在');
    const twice = await batch(tokens.service, [
      { lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) },
      { lineId: lineIds[0]!, priceFen: 200, leadTimeDays: 1, validUntil: plusDays(3) },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('出现了不止一次');
    expect(await quotedCount(lineIds)).toBe(0);
    for (const bad of [[], [{ lineId: lineIds[0]!, priceFen: 0, leadTimeDays: 1, validUntil: plusDays(3) }], [{ lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 400, validUntil: plusDays(3) }], [{ lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3), extra: 1 }]]) {
      const res = await batch(tokens.service, bad);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await quotedCount(lineIds)).toBe(0);
  });

  it('other roles and a member get 403; the audit log records the batch', async () => {
    const { lineIds } = await waitingLines(1);
    const line = { lineId: lineIds[0]!, priceFen: 100, leadTimeDays: 1, validUntil: plusDays(3) };
    for (const role of ['finance', 'warehouse', 'operations'] as const) expect((await batch(tokens[role], [line])).status).toBe(403);
    expect((await batch(member.token, [line])).status).toBe(403);
    expect(await quotedCount(lineIds)).toBe(0);
    expect((await batch(tokens.service, [line])).status).toBe(200);
    const audit = await ctx.handle.db.selectFrom('staffAudit').select(['action']).where('action', '=', '批量人工报价').execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('npm run enquiry -- quote-batch quotes several lines; misuse exits 2', async () => {
    const { lineIds } = await waitingLines(2);
    const ok = await runEnquiryCommand(ctx.handle.db, ['quote-batch', '--line', `${lineIds[0]}:128.5:7`, '--line', `${lineIds[1]}:9.9:0`, '--valid', plusDays(10)]);
    expect(ok.code).toBe(0);
    expect(ok.out[0]).toContain('已为 2 行报价');
    expect(await quotedCount(lineIds)).toBe(2);
    const again = await runEnquiryCommand(ctx.handle.db, ['quote-batch', '--line', `${lineIds[0]}:128.5:7`, '--valid', plusDays(10)]);
    expect(again.out[0]).toContain('1 行此前已按相同内容报价');
    expect((await runEnquiryCommand(ctx.handle.db, ['quote-batch', '--line', `${lineIds[0]}:abc:7`, '--valid', plusDays(10)])).code).toBe(2);
    expect((await runEnquiryCommand(ctx.handle.db, ['quote-batch', '--valid', plusDays(10)])).code).toBe(2);
  });
});

// Price agreements, the back office's side (issue 39): 运营 drafts and submits, a 管理员 who did
// not draft confirms (the drafter is refused even as a 管理员; 运营 and 客服 are refused by role),
// rejects with a reason, revokes; versions guard concurrent edits; the goods-price sheet (a
// LibreOffice-made .xlsx with an outsider's habits) answers each row; confirming and revoking
// tell the company's members; `npm run pricing` walks the staff steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementDetail, AgreementRow } from '../../../domain/pricing/agreement-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { runPricingCommand } from '../../../scripts/pricing.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { agreementWorld, chinaDay, draftBody, importSheet, PA, save, step, type AgreementWorld } from './agreement-fixture.ts';

let ctx: TestContext;
let w: AgreementWorld;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 50 });
  w = await agreementWorld(ctx);
});
afterAll(async () => ctx?.close());

async function messagesOf(memberMobile: string): Promise<string[]> {
  const rows = await ctx.handle.db.selectFrom('memberMessage as m').innerJoin('member as u', 'u.id', 'm.memberId').select('m.body').where('u.mobile', '=', memberMobile).execute();
  return rows.map((r) => r.body);
}

describe('the seeded agreement', () => {
  it('is active for the demo company: SKF 88折 and three fixed prices, drafted by 运营 and confirmed by 管理员', async () => {
    const list = await call<Page<AgreementRow>>(ctx, { method: 'POST', url: `${PA}/list`, token: w.tokens.operations, payload: { current: 1, size: 10, companyId: w.companyId, status: 'active' } });
    expect(list.status).toBe(200);
    expect(list.body.data.records).toHaveLength(1);
    const row = list.body.data.records[0]!;
    expect(row).toMatchObject({ statusText: '生效', goodsCount: 3, brandCount: 1, createdByName: '运营 孙悦', confirmedByName: '系统管理员', validFrom: chinaDay(0) });
    const d = await call<AgreementDetail>(ctx, { method: 'GET', url: `${PA}/get/${row.id}`, token: w.tokens.operations });
    expect(d.body.data.brands).toEqual([{ brandId: 1, brandName: 'SKF', rateBp: 8800 }]);
    expect(d.body.data.goods.map((g) => [g.model, g.brandName, g.priceFen])).toEqual([['6205-2RSH', 'SKF', 3600], ['7205BECBP', 'SKF', 5500], ['NU2210ECP', 'SKF', 18900]]);
    expect(d.body.data.can).toMatchObject({ revoke: true, confirm: false, edit: false });
  });
});

describe('draft, submit, confirm', () => {
  it('运营 drafts and submits; 运营 cannot confirm; the drafting 管理员 cannot confirm; another 管理员 confirms and members are told', async () => {
    const created = await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '三季度协议' }));
    expect(created.status).toBe(200);
    const a = created.body.data;
    expect(a).toMatchObject({ status: 'draft', statusText: '草稿', version: 1, goodsCount: 1, brandCount: 1, createdByName: '运营 孙悦' });
    expect(a.agreementNo).toMatch(/^XY\d{6}\d{4}$/);
    const submitted = await step(ctx, w.tokens.operations, 'submit', a.id, { version: 1 });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'pending', statusText: '待确认' });
    expect(submitted.body.data.confirmBlockedReason).toContain('只有管理员');
    const byOps = await step(ctx, w.tokens.operations, 'confirm', a.id, { version: 2 });
    expect(byOps.status).toBe(403);
    expect(byOps.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const byService = await step(ctx, w.tokens.service, 'confirm', a.id, { version: 2 });
    expect(byService.status).toBe(403);
    const before = (await messagesOf('13800000004')).length;
    const confirmed = await step(ctx, w.tokens.admin, 'confirm', a.id, { version: 2 });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'active', statusText: '生效', confirmedByName: '系统管理员' });
    expect(confirmed.body.data.trail.map((t) => t.action)).toEqual(expect.arrayContaining(['起草', '提交确认', '确认生效', '保存协议价']));
    const bodies = await messagesOf('13800000004');
    expect(bodies.length).toBe(before + 1);
    expect(bodies.some((b) => b.includes('贵公司的协议价《三季度协议》已生效'))).toBe(true);
    const audit = await ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetKind', 'targetId']).where('targetKind', '=', 'priceAgreement').where('targetId', '=', String(a.id)).execute();
    expect(audit.map((r) => r.action)).toEqual(['保存协议价', '提交协议价', '确认协议价']);
  });

  it('the drafter may not confirm even as a 管理员 (403, and the database check holds too)', async () => {
    const created = await save(ctx, w.tokens.admin, draftBody(w.companyId, { name: '管理员起草' }));
    const id = created.body.data.id;
    await step(ctx, w.tokens.admin, 'submit', id, { version: 1 });
    const self = await step(ctx, w.tokens.admin, 'confirm', id, { version: 2 });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('协议须由起草人以外的管理员确认：您是这份协议的起草人，不能自己确认（双人复核）');
    const detail = await call<AgreementDetail>(ctx, { method: 'GET', url: `${PA}/get/${id}`, token: w.tokens.admin });
    expect(detail.body.data).toMatchObject({ status: 'pending', can: { confirm: false, reject: true } });
    const staffId = detail.body.data.createdById;
    await expect(ctx.handle.db.updateTable('priceAgreement').set({ confirmedBy: staffId }).where('id', '=', id).execute()).rejects.toThrow();
    const other = await step(ctx, w.admin2, 'confirm', id, { version: 2 });
    expect(other.status).toBe(200);
    expect(other.body.data.confirmedByName).toBe('管理员 周敏');
  });

  it('reject needs a reason; a rejected agreement is edited back to a draft and submitted again', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '待驳回' }))).body.data.id;
    await step(ctx, w.tokens.operations, 'submit', id, { version: 1 });
    const noReason = await step(ctx, w.tokens.admin, 'reject', id, { version: 2, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('请填写驳回原因');
    const missing = await step(ctx, w.tokens.admin, 'reject', id, { version: 2 });
    expect(missing.status).toBe(400);
    const byOps = await step(ctx, w.tokens.operations, 'reject', id, { version: 2, reason: '价格太低' });
    expect(byOps.status).toBe(403);
    const rejected = await step(ctx, w.tokens.admin, 'reject', id, { version: 2, reason: '品牌折扣过低' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectedReason: '品牌折扣过低' });
    expect(rejected.body.data.trail.find((t) => t.action === '驳回')?.detail).toBe('原因：品牌折扣过低');
    const read = await call<AgreementDetail>(ctx, { method: 'GET', url: `${PA}/get/${id}`, token: w.tokens.operations });
    expect(read.body.data.trail.find((t) => t.action === '驳回协议价')).toMatchObject({ who: '系统管理员', detail: '原因：品牌折扣过低' });
    expect(read.body.data.can).toMatchObject({ edit: true, confirm: false });
    const edited = await save(ctx, w.tokens.operations, { ...draftBody(w.companyId, { name: '待驳回', brands: [{ brandId: 9, rateBp: 9500 }] }), id, version: 3 });
    expect(edited.body.data).toMatchObject({ status: 'draft', version: 4, rejectedReason: null });
    expect((await step(ctx, w.tokens.operations, 'submit', id, { version: 4 })).status).toBe(200);
  });

  it('revokes an active agreement and tells the members; revoking twice is 409', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '将撤销' }))).body.data.id;
    await step(ctx, w.tokens.operations, 'submit', id, { version: 1 });
    await step(ctx, w.tokens.admin, 'confirm', id, { version: 2 });
    const bySvc = await step(ctx, w.tokens.service, 'revoke', id, { version: 3 });
    expect(bySvc.status).toBe(403);
    const revoked = await step(ctx, w.tokens.operations, 'revoke', id, { version: 3 });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', statusText: '已撤销', revokedByName: '运营 孙悦' });
    expect((await messagesOf('13800000005')).some((b) => b.includes('《将撤销》已撤销'))).toBe(true);
    const again = await step(ctx, w.tokens.operations, 'revoke', id, { version: 4 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('只有生效中的协议可以撤销');
  });
});

describe('refusals', () => {
  it('客服 and members are refused every call; no token is 401', async () => {
    for (const [method, url] of [['POST', `${PA}/list`], ['GET', `${PA}/get/1`], ['POST', `${PA}/save`], ['POST', `${PA}/submit/1`], ['POST', `${PA}/revoke/1`], ['GET', `${PA}/options`]] as const) {
      const payload = method === 'POST' ? { current: 1, size: 10 } : undefined;
      expect((await call(ctx, { method, url, token: w.tokens.service, ...(payload ? { payload } : {}) })).status).toBe(403);
      expect((await call(ctx, { method, url, token: w.member, ...(payload ? { payload } : {}) })).status).toBe(403);
      expect((await call(ctx, { method, url, ...(payload ? { payload } : {}) })).status).toBe(401);
    }
  });

  it('bad input is 400 with a Chinese sentence and writes nothing', async () => {
    const count = async () => Number((await ctx.handle.db.selectFrom('priceAgreement').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [unknown, RegExp | string][] = [
      [{ ...draftBody(w.companyId), price: 1 }, /[\u4e00-\u9fa5]/],
      [{ ...draftBody(w.companyId), goods: [{ goodsId: 5, priceFen: 100, listPriceFen: 1 }] }, /[\u4e00-\u9fa5]/],
      [draftBody(w.companyId, { validFrom: chinaDay(10), validTo: chinaDay(5) }), '生效日期不能晚于截止日期'],
      [draftBody(w.companyId, { validFrom: '2026-02-30' }), /[\u4e00-\u9fa5]/],
      [draftBody(w.companyId, { goods: [{ goodsId: 5, priceFen: 0 }] }), /[\u4e00-\u9fa5]/],
      [draftBody(w.companyId, { goods: [{ goodsId: 999999, priceFen: 100 }] }), '商品不存在：编号 999999'],
      [draftBody(w.companyId, { goods: [{ goodsId: 5, priceFen: 100 }, { goodsId: 5, priceFen: 200 }] }), '商品 22210E（AB00000005） 重复出现，每个商品只能有一个协议价'],
      [draftBody(w.companyId, { brands: [{ brandId: 99999, rateBp: 9000 }] }), '品牌不存在：编号 99999'],
      [draftBody(w.companyId, { categories: [{ categoryId: 999999, rateBp: 9000 }] }), '分类不存在：编号 999999'],
      [draftBody(w.companyId, { brands: [{ brandId: 9, rateBp: 10000 }] }), /[\u4e00-\u9fa5]/],
      [draftBody(w.companyId, { name: '   ' }), '请填写协议名称'],
    ];
    for (const [body, msg] of cases) {
      const res = await save(ctx, w.tokens.operations, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
      else expect(res.body.msg).toMatch(msg);
      expect(res.body.msg).not.toMatch(/\/|body\./);
    }
    const unknownCompany = await save(ctx, w.tokens.operations, draftBody(999999));
    expect(unknownCompany.status).toBe(404);
    expect(unknownCompany.body.msg).toBe('企业不存在，请重新选择');
    expect(await count()).toBe(before);
    expect((await call(ctx, { method: 'GET', url: `${PA}/get/999999`, token: w.tokens.operations })).status).toBe(404);
    expect((await step(ctx, w.tokens.operations, 'submit', 999999, { version: 1 })).status).toBe(404);
  });

  it('an agreement ended already cannot be submitted; an empty one neither', async () => {
    const ended = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '已过期草稿', validFrom: chinaDay(-30), validTo: chinaDay(-1) }))).body.data;
    expect(ended.warnings).toContain('协议的截止日期已过');
    const res = await step(ctx, w.tokens.operations, 'submit', ended.id, { version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('协议的截止日期已过，请修改有效期后再提交');
    const empty = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '空协议', goods: [], brands: [] }))).body.data;
    expect((await step(ctx, w.tokens.operations, 'submit', empty.id, { version: 1 })).body.msg).toBe('协议中没有任何商品协议价或折扣，请至少添加一项');
  });

  it('an agreement edited by someone else since it was read answers 409', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '并发' }))).body.data.id;
    expect((await save(ctx, w.tokens.operations, { ...draftBody(w.companyId, { name: '并发 A' }), id, version: 1 })).status).toBe(200);
    const late = await save(ctx, w.tokens.admin, { ...draftBody(w.companyId, { name: '并发 B' }), id, version: 1 });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('该协议已被他人修改，请刷新后再操作');
    expect((await step(ctx, w.tokens.operations, 'submit', id, { version: 1 })).status).toBe(409);
    const both = await Promise.all([step(ctx, w.tokens.operations, 'submit', id, { version: 2 }), step(ctx, w.tokens.admin, 'submit', id, { version: 2 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('a fixed price above the member price is kept with a warning', async () => {
    const d = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '高价', goods: [{ goodsId: 5, priceFen: 99_900 }] }))).body.data;
    expect(d.goods[0]).toMatchObject({ priceFen: 99_900, aboveMemberPrice: true });
    expect(d.warnings[0]).toBe('22210E（AB00000005） 的协议价 ¥999.00 高于会员价 ¥356.00，成员将按更低的会员价购买');
  });
});

describe('the goods-price sheet', () => {
  it('imports a LibreOffice .xlsx with spaces, full-width models, ¥ and commas; answers unknown, duplicate and zero rows in Chinese', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '表格导入', goods: [{ goodsId: 5, priceFen: 30000 }] }))).body.data.id;
    const res = await importSheet(ctx, w.tokens.operations, id, { version: '1', mode: 'merge' }, 'agreement-prices.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('已导入 4 行，3 行未导入（原因见每行）');
    const byRow = new Map(res.body.data.rows.map((r) => [r.rowNo, r]));
    expect(byRow.get(2)).toMatchObject({ outcome: 'ok', goodsId: 1, priceFen: 3650 });
    expect(byRow.get(3)).toMatchObject({ outcome: 'ok', goodsId: 2, priceFen: 5500 });
    expect(byRow.get(4)).toMatchObject({ outcome: 'ok', goodsId: 3, priceFen: 189_000 });
    expect(byRow.get(5)).toMatchObject({ outcome: 'error', message: '找不到型号 XYZ-99999' });
    expect(byRow.get(6)).toMatchObject({ outcome: 'error', message: '与第 2 行是同一商品，已按第 2 行导入' });
    expect(byRow.get(7)).toMatchObject({ outcome: 'error', message: '协议价必须大于 0' });
    expect(byRow.get(8)).toMatchObject({ outcome: 'ok', goodsId: 6, priceFen: 18_400 });
    const a = res.body.data.agreement;
    expect(a.goods.map((g) => g.goodsId).sort((x, y) => x - y)).toEqual([1, 2, 3, 5, 6]);
    expect(a.version).toBe(2);
    expect(a.warnings.some((x) => x.startsWith('NU2210ECP（AB00000003） 的协议价 ¥1,890.00 高于会员价'))).toBe(true);
    const replaced = await importSheet(ctx, w.tokens.operations, id, { version: '2', mode: 'replace' }, 'agreement-prices.xlsx');
    expect(replaced.body.data.agreement.goods.map((g) => g.goodsId).sort((x, y) => x - y)).toEqual([1, 2, 3, 6]);
    const stale = await importSheet(ctx, w.tokens.operations, id, { version: '2', mode: 'merge' }, 'agreement-prices.xlsx');
    expect(stale.status).toBe(409);
    const badMode = await importSheet(ctx, w.tokens.operations, id, { version: '3', mode: 'all' }, 'agreement-prices.xlsx');
    expect(badMode.status).toBe(400);
    expect(badMode.body.msg).toBe('请选择导入方式：替换或合并');
    const extra = await importSheet(ctx, w.tokens.operations, id, { version: '3', mode: 'merge', price: '1' }, 'agreement-prices.xlsx');
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toContain('price');
    const byService = await importSheet(ctx, w.tokens.service, id, { version: '3', mode: 'merge' }, 'agreement-prices.xlsx');
    expect(byService.status).toBe(403);
  });

  it('refuses a file that is not a sheet, and a sheet without the columns', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '坏表格' }))).body.data.id;
    const { multipart } = await import('../../support/payment-helpers.ts');
    const notSheet = await call(ctx, { method: 'POST', url: `${PA}/import/${id}`, token: w.tokens.operations, ...multipart({ version: '1', mode: 'merge' }, { filename: 'prices.xlsx', type: 'application/octet-stream', bytes: Buffer.from('%PDF-1.4 not a sheet') }) });
    expect(notSheet.status).toBe(400);
    const noColumns = await call(ctx, { method: 'POST', url: `${PA}/import/${id}`, token: w.tokens.operations, ...multipart({ version: '1', mode: 'merge' }, { filename: 'prices.csv', type: 'text/csv', bytes: Buffer.from('名称,数量\n轴承,3\n') }) });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.msg).toMatch(/商品编码|型号|协议价/);
  });
});

describe('npm run pricing', () => {
  it('lists, shows, confirms (not by the drafter), rejects and revokes', async () => {
    const id = (await save(ctx, w.tokens.operations, draftBody(w.companyId, { name: '命令行协议' }))).body.data.id;
    await step(ctx, w.tokens.operations, 'submit', id, { version: 1 });
    const no = (await call<AgreementDetail>(ctx, { method: 'GET', url: `${PA}/get/${id}`, token: w.tokens.operations })).body.data.agreementNo;
    const db = ctx.handle.db;
    const list = await runPricingCommand(db, ['list', '--status', 'pending']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toContain(no);
    expect((await runPricingCommand(db, ['show', no])).out[0]).toContain('《命令行协议》');
    const self = await runPricingCommand(db, ['confirm', no, '--staff', 'yunying']);
    expect(self.code).toBe(1);
    expect(self.out[0]).toContain('只有管理员可以确认');
    expect((await runPricingCommand(db, ['reject', no, '--staff', 'admin'])).code).toBe(2);
    const confirmed = await runPricingCommand(db, ['confirm', no, '--staff', 'admin']);
    expect(confirmed.code).toBe(0);
    expect(confirmed.out[0]).toContain('已确认生效');
    const revoked = await runPricingCommand(db, ['revoke', no, '--staff', 'yunying']);
    expect(revoked.code).toBe(0);
    expect((await runPricingCommand(db, ['show', 'XY000000'])).code).toBe(1);
  });
});

// The staff console's certification queue (issue 22): GET .../certification/queue (status,
// keyword, China dates, paging, the count of each status) and GET .../certification/get/:id (the
// application beside the company registry's record with the field matches, and the GB 32100
// result); then the queue flows through the existing approve / reject calls. 运营 (and 管理员)
// may; 财务, 仓库 and 客服 get 403; an unknown id 404; bad input 400 with a Chinese sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { CertificationQueue, CertificationReview } from '../../../domain/certification/staff-certification-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runCertificationCommand } from '../../../scripts/certification.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { apply, applicationFields, STAFF, staffCall, status } from '../certification/certification-helpers.ts';
import { roleTokens } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let seq = 0;
const newMember = (): Promise<TestMember> => makeMember(ctx, `1371100${String(1000 + ++seq).padStart(4, '0')}`);
/** A company of its own per application (an approved one is certified for that member only). */
const fields = (over: Record<string, string> = {}) => applicationFields({ companyName: `苏州审核队列第${++seq}机械有限公司`, ...over });

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  tokens = await roleTokens(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const queue = (query: Record<string, string> = {}, token = tokens.operations) =>
  call<CertificationQueue>(ctx, { method: 'GET', url: `${STAFF}/queue`, token, query });
const review = (id: number | string, token = tokens.operations) => call<CertificationReview>(ctx, { method: 'GET', url: `${STAFF}/get/${id}`, token });

async function registryCompany(name: string) {
  return ctx.handle.db.selectFrom('companyRegistry').select(['companyName', 'creditCode', 'legalPerson', 'regAddress']).where('companyName', '=', name).executeTakeFirstOrThrow();
}

describe('the review sheet', () => {
  it('shows the registry record, every field matching, and a valid check character', async () => {
    const reg = await registryCompany('无锡恒力液压机械有限公司');
    const m = await newMember();
    const res = await apply(ctx, m.token, applicationFields({ companyName: reg.companyName, creditCode: reg.creditCode, legalPerson: reg.legalPerson!, regAddress: reg.regAddress! }));
    expect(res.status).toBe(200);
    const sheet = await review(res.body.data.id);
    expect(sheet.status).toBe(200);
    expect(sheet.body.data.application).toMatchObject({ id: res.body.data.id, companyName: reg.companyName, status: 0, statusText: '待审核' });
    expect(sheet.body.data.registry).toMatchObject({ companyName: reg.companyName, creditCode: reg.creditCode, source: 'seed', foundBy: 'creditCode' });
    expect(sheet.body.data.matches).toEqual({ companyName: 'match', creditCode: 'match', legalPerson: 'match', regAddress: 'match' });
    expect(sheet.body.data.creditCodeValid).toBe(true);
    expect(sheet.body.data.expectedCheckChar).toBe(reg.creditCode[17]);
  });

  it('names the fields that differ from the registry, and a failed check character', async () => {
    const reg = await registryCompany('宁波东方精密轴承有限公司');
    const wrongCheck = reg.creditCode.slice(0, 17) + (reg.creditCode[17] === '0' ? '1' : '0');
    const m = await newMember();
    const res = await apply(ctx, m.token, applicationFields({ companyName: reg.companyName, creditCode: wrongCheck, legalPerson: '别人', confirmCodeWarning: 'true' }));
    expect(res.status).toBe(200);
    const sheet = (await review(res.body.data.id)).body.data;
    expect(sheet.registry).toMatchObject({ foundBy: 'companyName', creditCode: reg.creditCode });
    expect(sheet.matches).toMatchObject({ companyName: 'match', creditCode: 'differ', legalPerson: 'differ', regAddress: 'differ' });
    expect(sheet.creditCodeValid).toBe(false);
    expect(sheet.expectedCheckChar).toBe(reg.creditCode[17]);
    expect(sheet.application.codeCheckFailed).toBe(true);
  });

  it('answers no registry record for a company the registry does not hold', async () => {
    const m = await newMember();
    const res = await apply(ctx, m.token, applicationFields({ companyName: '无名小厂机械加工有限公司' }));
    const sheet = (await review(res.body.data.id)).body.data;
    expect(sheet.registry).toBeNull();
    expect(sheet.matches).toBeNull();
    expect(sheet.creditCodeValid).toBe(true);
  });

  it('404 for an unknown id, 400 for a bad one', async () => {
    const missing = await review(999999);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, msg: '认证申请不存在' });
    const bad = await review('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('the queue', () => {
  it('filters by status and keyword, pages, and counts each status', async () => {
    const name = '嘉兴队列测试阀门有限公司';
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const m = await newMember();
      ids.push((await apply(ctx, m.token, applicationFields({ companyName: name }))).body.data.id);
    }
    await staffCall(ctx, tokens.operations, 'approve', { id: ids[0] });
    await staffCall(ctx, tokens.operations, 'reject', { id: ids[1], reasonCode: 'licenceUnclear' });
    const all = (await queue({ keyword: '队列测试' })).body.data;
    expect(all.counts).toEqual({ pending: 1, certified: 1, rejected: 1, recertify: 0, all: 3 });
    expect(all.records.map((r) => r.id)).toEqual([...ids].reverse());
    const pending = (await queue({ keyword: '队列测试', status: '0' })).body.data;
    expect(pending.records.map((r) => r.id)).toEqual([ids[2]]);
    expect(pending.counts.all).toBe(3);
    const paged = (await queue({ keyword: '队列测试', size: '2', current: '2' })).body.data;
    expect(paged).toMatchObject({ total: 3, pages: 2, current: 2 });
    expect(paged.records).toHaveLength(1);
    // By credit code (a part of it), and by today's China date; nothing tomorrow.
    const code = all.records[0]!.creditCode;
    expect((await queue({ keyword: code.slice(8).toLowerCase() })).body.data.records.map((r) => r.creditCode)).toEqual([code]);
    const today = chinaDateKey();
    expect((await queue({ keyword: '队列测试', from: today, to: today })).body.data.total).toBe(3);
    const tomorrow = chinaDateKey(new Date(Date.now() + 86_400_000));
    expect((await queue({ keyword: '队列测试', from: tomorrow })).body.data.total).toBe(0);
    // A keyword with LIKE's wildcards matches them literally.
    expect((await queue({ keyword: '%' })).body.data.total).toBe(0);
  });

  it('refuses bad input with a Chinese sentence', async () => {
    const backwards = await queue({ from: '2026-11-24', to: '2026-11-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('提交日期的起始日期不能晚于截止日期');
    for (const q of [{ status: '9' }, { from: '2026/11/01' }, { size: '500' }, { other: '1' }, { from: '2026-13-45' }] as Record<string, string>[]) {
      const res = await queue(q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(res.body.msg).not.toMatch(/\/|properties|must/);
    }
  });
});

describe('who may', () => {
  it('运营 and 管理员 read the queue and the sheet; 财务, 仓库 and 客服 get 403; no token 401', async () => {
    const m = await newMember();
    const id = (await apply(ctx, m.token, fields())).body.data.id;
    for (const role of ['operations', 'admin'] as const) {
      expect((await queue({}, tokens[role])).status).toBe(200);
      expect((await review(id, tokens[role])).status).toBe(200);
    }
    for (const role of ['finance', 'warehouse', 'service'] as const) {
      const q = await queue({}, tokens[role]);
      expect(q.status, role).toBe(403);
      expect(q.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect((await review(id, tokens[role])).status, role).toBe(403);
      expect((await staffCall(ctx, tokens[role], 'approve', { id })).status, role).toBe(403);
    }
    expect((await review(id, m.token)).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: `${STAFF}/get/${id}` })).status).toBe(401);
  });
});

describe('the queue flow', () => {
  it('运营 approves from the sheet: the member is 已认证; a second approval is 409; the audit log has it', async () => {
    const m = await newMember();
    const id = (await apply(ctx, m.token, fields())).body.data.id;
    const ok = await staffCall(ctx, tokens.operations, 'approve', { id });
    expect(ok.status).toBe(200);
    expect((await status(ctx, m.token)).body.data).toMatchObject({ status: 1, statusText: '已认证' });
    expect((await review(id)).body.data.application).toMatchObject({ status: 1, reviewedBy: expect.stringContaining('运营') });
    expect((await staffCall(ctx, tokens.operations, 'approve', { id })).status).toBe(409);
    const logged = await ctx.handle.db.selectFrom('staffAudit').select(['action', 'targetId']).where('action', '=', '通过企业认证').where('targetId', '=', String(id)).execute();
    expect(logged).toHaveLength(1);
  });

  it('a rejection needs a reason: other without a note is 400 in Chinese and changes nothing', async () => {
    const m = await newMember();
    const id = (await apply(ctx, m.token, fields())).body.data.id;
    const noReason = await staffCall(ctx, tokens.operations, 'reject', { id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const noNote = await staffCall(ctx, tokens.operations, 'reject', { id, reasonCode: 'other', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await review(id)).body.data.application.status).toBe(0);
    const done = await staffCall(ctx, tokens.operations, 'reject', { id, reasonCode: 'other', note: '营业执照已过期' });
    expect(done.status).toBe(200);
    expect((await status(ctx, m.token)).body.data).toMatchObject({ status: 2, reason: '其他原因：营业执照已过期' });
    expect((await staffCall(ctx, tokens.operations, 'approve', { id: 999999 })).status).toBe(404);
  });

  it('the CLI prints the same sheet (show)', async () => {
    const reg = await registryCompany('杭州天成自动化科技有限公司');
    const m = await newMember();
    const id = (await apply(ctx, m.token, applicationFields({ companyName: reg.companyName, creditCode: reg.creditCode, legalPerson: reg.legalPerson!, regAddress: reg.regAddress! }))).body.data.id;
    const res = await runCertificationCommand(ctx.handle.db, ['show', String(id)]);
    expect(res.code).toBe(0);
    const out = res.out.join('\n');
    expect(out).toContain(`#${id}`);
    expect(out).toContain('信用代码校验位（GB 32100）：正确');
    expect(out).toContain('比对：企业名称 一致，信用代码 一致，法定代表人 一致，注册地址 一致');
    const missing = await runCertificationCommand(ctx.handle.db, ['show', '999999']);
    expect(missing.code).toBe(1);
  });
});

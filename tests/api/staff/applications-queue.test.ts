// The staff console's 合作与分销申请 queue (issue 22): the flows the page drives through the
// existing staff calls — a cooperation application listed by status with its fields and
// attachments, approved; another rejected with a reason (a rejection without one is 400 in
// Chinese); a distributor application approved and another rejected with a reason. 运营 may;
// 财务, 仓库 and 客服 get 403; an unknown id 404; bad input 400 with a Chinese sentence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCooperationRow } from '../../../domain/cooperation/cooperation-views.ts';
import type { StaffApplicationRow } from '../../../domain/distribution/distribution-views.ts';
import { buildCreditCode } from '../../../domain/shared/credit-code.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { apply as applyCooperation, applicationFields, categoryIds, STAFF_LIST, STAFF_REVIEW } from '../cooperation/cooperation-helpers.ts';
import { roleTokens } from './staff-support.ts';

const DIST = '/gateway/member/api/staff/distributor/application';
const DIST_APPLY = '/gateway/member/api/member/distributor/apply';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let categories: number[];
let seq = 0;
const newMember = (): Promise<TestMember> => makeMember(ctx, `1372200${String(1000 + ++seq).padStart(4, '0')}`);

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  tokens = await roleTokens(ctx);
  categories = await categoryIds(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const coopList = (query: Record<string, string>, token = tokens.operations) => call<Page<StaffCooperationRow>>(ctx, { method: 'GET', url: STAFF_LIST, token, query });
const coopReview = (payload: Record<string, unknown>, token = tokens.operations) => call<StaffCooperationRow>(ctx, { method: 'POST', url: STAFF_REVIEW, token, payload });
const distList = (query: Record<string, string>, token = tokens.operations) => call<Page<StaffApplicationRow>>(ctx, { method: 'GET', url: `${DIST}/list`, token, query });
const distStep = (step: 'approve' | 'reject', payload: Record<string, unknown>, token = tokens.operations) => call(ctx, { method: 'POST', url: `${DIST}/${step}`, token, payload });

async function cooperationApplication(): Promise<{ member: TestMember; id: number }> {
  const member = await newMember();
  const code = buildCreditCode('91', '330206', `MB${String(100000 + seq).slice(-6)}`);
  const res = await applyCooperation(ctx, member.token, applicationFields(categories, { companyName: `宁波合作审核第${seq}设备有限公司`, creditCode: code }));
  expect(res.status, res.body.msg).toBe(200);
  return { member, id: res.body.data.id };
}

async function distributorApplication(): Promise<{ member: TestMember; id: number }> {
  const member = await newMember();
  const res = await call<{ id: number }>(ctx, { method: 'POST', url: DIST_APPLY, token: member.token, payload: { realName: '林晓峰', channel: '华东地区机加工企业采购群' } });
  expect(res.status, res.body.msg).toBe(200);
  return { member, id: res.body.data.id };
}

const messagesOf = (memberId: number) => ctx.handle.db.selectFrom('memberMessage').select(['title', 'body']).where('memberId', '=', memberId).orderBy('id').execute();

describe('cooperation applications', () => {
  it('运营 lists the pending one with its fields and attachments, approves it; the member is told', async () => {
    const { member, id } = await cooperationApplication();
    const pending = (await coopList({ status: '0', size: '100' })).body.data;
    const row = pending.records.find((r) => r.id === id)!;
    expect(row).toMatchObject({ status: 0, statusText: '待审核', contact: '陈经理', memberId: member.id });
    expect(row.licence.url).toMatch(/^\/files\/uploads\/[0-9a-f]{32}$/);
    expect(row.licence.type).toBe('image/png');
    // Staff read the private attachment.
    expect((await ctx.app.inject({ method: 'GET', url: row.licence.url, headers: { authorization: `Bearer ${tokens.operations}` } })).statusCode).toBe(200);
    const ok = await coopReview({ id, approve: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id, status: 1, statusText: '已通过' });
    expect((await coopList({ status: '1', size: '100' })).body.data.records.some((r) => r.id === id)).toBe(true);
    expect((await messagesOf(member.id)).length).toBeGreaterThan(0);
    expect((await coopReview({ id, approve: true })).status).toBe(409);
  });

  it('a rejection needs a reason (400 in Chinese, nothing changed), then is rejected with it', async () => {
    const { id } = await cooperationApplication();
    for (const payload of [{ id, approve: false }, { id, approve: false, note: '   ' }]) {
      const res = await coopReview(payload);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('驳回申请时请填写原因');
    }
    expect((await coopList({ status: '0', size: '100' })).body.data.records.some((r) => r.id === id)).toBe(true);
    const done = await coopReview({ id, approve: false, note: '经营类目与营业执照经营范围不符' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 2, reviewNote: '经营类目与营业执照经营范围不符' });
  });

  it('404 for an unknown id; 400 for bad input; 403 for 财务, 仓库 and 客服', async () => {
    const missing = await coopReview({ id: 999999, approve: true });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    for (const bad of [{ id: 1 }, { id: 'x', approve: true }, { id: 1, approve: true, extra: 1 }, { id: 1, approve: false, note: '字'.repeat(201) }]) {
      const res = await coopReview(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await coopList({ status: '7' })).status).toBe(400);
    const { id } = await cooperationApplication();
    for (const role of ['finance', 'warehouse', 'service'] as const) {
      expect((await coopList({}, tokens[role])).status, role).toBe(403);
      expect((await coopReview({ id, approve: true }, tokens[role])).status, role).toBe(403);
    }
  });
});

describe('distributor applications', () => {
  it('运营 approves one (the member becomes a distributor) and rejects one with a reason', async () => {
    const a = await distributorApplication();
    const b = await distributorApplication();
    const pending = (await distList({ status: '0', size: '100' })).body.data.records;
    expect(pending.find((r) => r.id === a.id)).toMatchObject({ realName: '林晓峰', channel: '华东地区机加工企业采购群', memberId: a.member.id, statusText: '待审核' });
    expect((await distStep('approve', { id: a.id })).status).toBe(200);
    const member = await ctx.handle.db.selectFrom('member').select('isDistributor').where('id', '=', a.member.id).executeTakeFirstOrThrow();
    expect(member.isDistributor).toBe(true);
    const short = await distStep('reject', { id: b.id, reason: '缺' });
    expect(short.status).toBe(400);
    expect(short.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await distStep('reject', { id: b.id, reason: '推广渠道说明不清楚' })).status).toBe(200);
    const rejected = (await distList({ status: '2', size: '100' })).body.data.records.find((r) => r.id === b.id);
    expect(rejected).toMatchObject({ rejectReason: '推广渠道说明不清楚' });
    expect((await messagesOf(b.member.id)).some((m) => m.body.includes('推广渠道说明不清楚'))).toBe(true);
    expect((await distStep('approve', { id: a.id })).status).toBe(409);
  });

  it('404 for an unknown id; 400 for bad input; 403 for 财务, 仓库 and 客服', async () => {
    expect((await distStep('approve', { id: 999999 })).status).toBe(404);
    for (const bad of [{}, { id: 'x' }, { id: 1, extra: true }]) {
      const res = await distStep('approve', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const { id } = await distributorApplication();
    for (const role of ['finance', 'warehouse', 'service'] as const) {
      expect((await distList({}, tokens[role])).status, role).toBe(403);
      expect((await distStep('approve', { id }, tokens[role])).status, role).toBe(403);
    }
  });
});

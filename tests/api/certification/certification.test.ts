// Enterprise certification (issue 15): enterprise/apply, getEnterpriseAuthStatus,
// getEnterpriseAuthInfo, the staff review (approve, reject with a coded reason, ask to certify
// again, approve a link), the trial VIP it grants and the prices that follow, the audit log, the
// messages, the VIP reminder. docs/api/certification.md.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCertificationRow } from '../../../domain/certification/certification-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { remindVipEnding } from '../../../server/modules/certification/public.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import { taggedImage } from '../../support/png.ts';
import { APPLY, apply, applicationFields, form, info, letterPng, licencePng, STAFF, staffCall, status } from './certification-helpers.ts';

let ctx: TestContext;
let staff: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

let mobileSeq = 0;
const newMember = (): Promise<TestMember> => makeMember(ctx, `1360000${String(1000 + ++mobileSeq).padStart(4, '0')}`);
const certRows = async () => (await ctx.handle.db.selectFrom('enterpriseCert').select('id').execute()).length;
const uploads = async () => (await ctx.handle.db.selectFrom('upload').select('id').where('purpose', 'like', 'certification-%').execute()).length;
const logRows = async () => (await ctx.handle.db.selectFrom('enterpriseCertLog').select('id').execute()).length;
const messagesOf = (memberId: number) =>
  ctx.handle.db.selectFrom('memberMessage').select(['kind', 'title', 'body']).where('memberId', '=', memberId).orderBy('id').execute();
const memberRow = (id: number) => ctx.handle.db.selectFrom('member').select(['memberType', 'companyName', 'memberPriceEndTime']).where('id', '=', id).executeTakeFirstOrThrow();

describe('apply, status and info', () => {
  it('a personal member starts 未认证, applies, and is 待审核 with a private, re-encoded licence', async () => {
    const m = await newMember();
    const before = (await status(ctx, m.token)).body.data;
    expect(before).toMatchObject({ status: -1, statusText: '未认证', mayApply: true, memberType: 1, vipEndTime: null, trialVipDays: 30, trialUsed: false, reason: null });
    expect((await info(ctx, m.token)).body.data).toBeNull();

    const tagged = await taggedImage('jpeg', '<html><script>alert(1)</script></html>');
    const res = await apply(ctx, m.token, applicationFields(), { licence: { filename: '营业执照.jpg', type: 'image/jpeg', bytes: tagged } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toContain('认证申请已提交');
    const st = (await status(ctx, m.token)).body.data;
    expect(st).toMatchObject({ status: 0, statusText: '待审核', mayApply: false, companyName: '苏州精工传动设备有限公司' });
    const mine = (await info(ctx, m.token)).body.data!;
    expect(mine).toMatchObject({ id: res.body.data.id, legalPerson: '陈建国', applicantIsLegal: true, authorisationUrl: null, codeCheckFailed: false, linkRequested: false, status: 0 });
    expect(mine.history.map((h) => h.transition)).toEqual(['submit']);
    expect(mine.history[0]).toMatchObject({ transitionText: '提交认证申请', statusText: '待审核', actorText: '会员' });

    // Private: the owner and staff read it (no-store), a visitor and another member get 404; no EXIF survives.
    const other = await newMember();
    expect((await ctx.app.inject({ method: 'GET', url: mine.licenceUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: mine.licenceUrl, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url: mine.licenceUrl, headers: { authorization: `Bearer ${m.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.rawPayload.includes('GPS')).toBe(false);
    expect((await sharp(own.rawPayload).metadata()).exif).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: mine.licenceUrl, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);

    // The member was told, under 认证.
    expect((await messagesOf(m.id)).map((x) => [x.kind, x.title])).toEqual([['certification', '企业认证申请已提交']]);
    // Another member reads neither the status nor the application by id.
    expect((await status(ctx, other.token)).body.data.status).toBe(-1);
    const foreign = await info(ctx, other.token, res.body.data.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('认证申请不存在');
  });

  it('refuses bad input with a Chinese sentence and writes nothing', async () => {
    const m = await newMember();
    const before = [await certRows(), await uploads(), await logRows()];
    const code = applicationFields().creditCode!;
    const cases: [Record<string, string>, Record<string, ReturnType<typeof licencePng>> | undefined, string][] = [
      [applicationFields({ creditCode: '91320594ABC' }), undefined, '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）'],
      [applicationFields({ creditCode: `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}` }), undefined, '统一社会信用代码校验位不符'],
      [applicationFields({ companyName: '某司' }), undefined, '请填写与营业执照完全一致的企业名称'],
      [applicationFields({ applicantMobile: '12345' }), undefined, '请填写正确的 11 位经办人手机号'],
      [applicationFields(), {}, '请上传营业执照'],
      [applicationFields(), { licence: { filename: 'a.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>'.repeat(5)) } }, '营业执照只能是 JPG、PNG 或 WEBP 图片'],
      // A real PDF (the form says before that only images are taken): refused by its content with the same rule.
      [applicationFields(), { licence: { filename: '营业执照.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'.repeat(4)) } }, '营业执照只能是 JPG、PNG 或 WEBP 图片（按文件内容识别）'],
      [applicationFields({ applicantIsLegal: 'false', applicantName: '王小明' }), undefined, '请上传授权委托书'],
      [applicationFields({ applicantIsLegal: 'maybe' }), undefined, '只能是 true 或 false'],
      [{ ...applicationFields(), memberType: '2' }, undefined, '无法识别的字段：memberType'],
    ];
    for (const [fields, files, msg] of cases) {
      const res = await apply(ctx, m.token, fields, files ?? { licence: licencePng() });
      expect(res.status, msg).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toContain(msg);
    }
    const json = await call(ctx, { method: 'POST', url: APPLY, token: m.token, payload: { companyName: 'x' } });
    expect(json.status).toBe(400);
    const visitor = await ctx.app.inject({ method: 'POST', url: APPLY, ...form(applicationFields(), { licence: licencePng() }) });
    expect(visitor.statusCode).toBe(401);
    expect([await certRows(), await uploads(), await logRows()]).toEqual(before);
    expect(await messagesOf(m.id)).toEqual([]);
  });

  it('accepts a failed check character once the member confirms it, and the reviewer sees the warning', async () => {
    const m = await newMember();
    const code = applicationFields().creditCode!;
    const wrong = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    const res = await apply(ctx, m.token, applicationFields({ creditCode: wrong, confirmCodeWarning: 'true' }));
    expect(res.status).toBe(200);
    const rows = (await call<Page<StaffCertificationRow>>(ctx, { method: 'GET', url: `${STAFF}/list`, token: staff, query: { status: '0' } })).body.data.records;
    const row = rows.find((r) => r.id === res.body.data.id)!;
    expect(row).toMatchObject({ codeCheckFailed: true, creditCode: wrong, memberId: m.id, status: 0 });
    expect(row.history[0]!.changes.some((c) => c.field === 'codeCheckFailed')).toBe(true);
  });

  it('asks for a stamped authorisation when the applicant is not the legal representative', async () => {
    const m = await newMember();
    const res = await apply(ctx, m.token, applicationFields({ applicantIsLegal: 'false', applicantName: '王小明' }), { licence: licencePng(), authorisation: letterPng() });
    expect(res.status).toBe(200);
    const mine = (await info(ctx, m.token)).body.data!;
    expect(mine.applicantIsLegal).toBe(false);
    expect(mine.authorisationUrl).toMatch(/^\/files\/uploads\/[0-9a-f]{32}$/);
    const again = await apply(ctx, m.token, applicationFields());
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您的认证申请正在审核中，审核完成前不能重复提交');
  });
});

describe('staff review', () => {
  it('refuses a member token (403) and a visitor (401) on every staff call, and writes nothing', async () => {
    const m = await newMember();
    const { body } = await apply(ctx, m.token, applicationFields());
    const before = [await logRows(), (await messagesOf(m.id)).length];
    expect((await call(ctx, { method: 'GET', url: `${STAFF}/list`, token: m.token })).status).toBe(403);
    for (const step of ['approve', 'reject', 'requireRecertification'] as const) {
      const res = await staffCall(ctx, m.token, step, step === 'approve' ? { id: body.data.id } : { id: body.data.id, reasonCode: 'other', note: 'x' });
      expect(res.status).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `${STAFF}/approve`, payload: { id: body.data.id } })).statusCode).toBe(401);
    expect([await logRows(), (await messagesOf(m.id)).length]).toEqual(before);
    expect((await status(ctx, m.token)).body.data.status).toBe(0);
  });

  it('approval makes an enterprise member with the trial VIP, VIP prices, a message; a second approval is 409', async () => {
    const m = await newMember();
    const goods = await ctx.handle.db.selectFrom('goods').select(['id', 'memberPriceFen', 'vipPriceFen']).where('status', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const priceBefore = await call<{ priceFen: number; priceKind: string }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${goods.id}`, token: m.token });
    expect(priceBefore.body.data).toMatchObject({ priceKind: 'member', priceFen: Number(goods.memberPriceFen) });
    const { body } = await apply(ctx, m.token, applicationFields({ companyName: '无锡华宇机电设备有限公司' }));
    const t0 = Date.now();
    const ok = await staffCall(ctx, staff, 'approve', { id: body.data.id, note: '资料齐全' });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('已通过该认证申请');
    expect(ok.body.data).toMatchObject({ status: 1, statusText: '已认证', reviewedBy: expect.stringContaining('审核人员') });
    const row = await memberRow(m.id);
    expect(row.memberType).toBe(2);
    expect(row.companyName).toBe('无锡华宇机电设备有限公司');
    const end = new Date(row.memberPriceEndTime!).getTime();
    expect(end).toBeGreaterThanOrEqual(t0 + 30 * DAY - 5000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const st = (await status(ctx, m.token)).body.data;
    expect(st).toMatchObject({ status: 1, statusText: '已认证', memberType: 2, trialUsed: true });
    expect(new Date(st.vipEndTime!).getTime()).toBe(end);
    // VIP everywhere prices are decided: the product page and the VIP situation.
    const priceAfter = await call<{ priceFen: number; priceKind: string }>(ctx, { method: 'GET', url: `/gateway/goods/open/goods/get/${goods.id}`, token: m.token });
    expect(priceAfter.body.data).toMatchObject({ priceKind: 'vip', priceFen: Number(goods.vipPriceFen) });
    const vip = await call<{ isVip: boolean }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/getMemberVipSituation', token: m.token });
    expect(vip.body.data.isVip).toBe(true);
    const msgs = await messagesOf(m.id);
    expect(msgs.at(-1)).toMatchObject({ kind: 'certification', title: '企业认证已通过' });
    expect(msgs.at(-1)!.body).toContain('30 天试用 VIP 已生效');
    const history = (await info(ctx, m.token)).body.data!.history;
    expect(history.map((h) => h.transition)).toEqual(['submit', 'approve']);
    expect(history[1]!.changes.map((c) => c.field)).toEqual(['memberType', 'companyName', 'memberPriceEndTime']);

    const twice = await staffCall(ctx, staff, 'approve', { id: body.data.id });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该申请当前为「已认证」，不能审核');
    expect(await ctx.handle.db.selectFrom('vipGrant').select('id').where('memberId', '=', m.id).execute()).toHaveLength(1);
    expect((await messagesOf(m.id)).length).toBe(msgs.length);
    expect((await staffCall(ctx, staff, 'approve', { id: 99_999_999 })).status).toBe(404);
  });

  it('a rejection carries its coded reason; the member edits and resubmits, the history kept', async () => {
    const m = await newMember();
    const first = await apply(ctx, m.token, applicationFields({ legalPerson: '李四' }));
    expect((await staffCall(ctx, staff, 'reject', { id: first.body.data.id, reasonCode: 'other' })).body.msg).toBe('原因为“其他原因”时请填写说明');
    expect((await staffCall(ctx, staff, 'reject', { id: first.body.data.id, reasonCode: 'nope' })).status).toBe(400);
    const rej = await staffCall(ctx, staff, 'reject', { id: first.body.data.id, reasonCode: 'legalMismatch', note: '执照上为张三' });
    expect(rej.status).toBe(200);
    const st = (await status(ctx, m.token)).body.data;
    expect(st).toMatchObject({ status: 2, statusText: '已驳回', mayApply: true, reasonCode: 'legalMismatch', reason: '法定代表人与营业执照不一致：执照上为张三', memberType: 1, vipEndTime: null });
    expect((await messagesOf(m.id)).at(-1)).toMatchObject({ kind: 'certification', title: '企业认证未通过' });
    expect((await messagesOf(m.id)).at(-1)!.body).toContain('法定代表人与营业执照不一致：执照上为张三');
    expect((await staffCall(ctx, staff, 'reject', { id: first.body.data.id, reasonCode: 'other', note: '再驳' })).status).toBe(409);

    const second = await apply(ctx, m.token, applicationFields({ legalPerson: '张三' }));
    expect(second.status).toBe(200);
    expect(second.body.data.id).not.toBe(first.body.data.id);
    const now = (await info(ctx, m.token)).body.data!;
    expect(now).toMatchObject({ id: second.body.data.id, status: 0, legalPerson: '张三', reason: null });
    expect(now.history.map((h) => h.transition)).toEqual(['submit', 'reject', 'resubmit']);
    expect(now.history[2]!.changes.find((c) => c.field === 'legalPerson')).toEqual({ field: 'legalPerson', before: '李四', after: '张三' });
    // The rejected application stays readable as history.
    expect((await info(ctx, m.token, first.body.data.id)).body.data).toMatchObject({ status: 2, reasonCode: 'legalMismatch' });
  });

  it('a company certified for another account is refused unless the member asks for a link and staff approve it', async () => {
    const a = await newMember();
    const fields = applicationFields({ companyName: '常州恒力液压件有限公司' });
    const first = await apply(ctx, a.token, fields);
    await staffCall(ctx, staff, 'approve', { id: first.body.data.id });
    const b = await newMember();
    const before = await certRows();
    const refused = await apply(ctx, b.token, { ...fields });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('该企业已由其他账号完成认证');
    expect(await certRows()).toBe(before);
    const link = await apply(ctx, b.token, { ...fields, linkRequest: 'true' });
    expect(link.status).toBe(200);
    const listed = (await call<Page<StaffCertificationRow>>(ctx, { method: 'GET', url: `${STAFF}/list`, token: staff, query: { status: '0', size: '100' } })).body.data.records.find((r) => r.id === link.body.data.id)!;
    expect(listed).toMatchObject({ linkRequested: true, certifiedForMobile: expect.stringMatching(/^1\d{10}$/) });
    const noLink = await staffCall(ctx, staff, 'approve', { id: link.body.data.id });
    expect(noLink.status).toBe(409);
    expect(noLink.body.msg).toContain('approveLink');
    expect((await memberRow(b.id)).memberType).toBe(1);
    const yes = await staffCall(ctx, staff, 'approve', { id: link.body.data.id, approveLink: true });
    expect(yes.status).toBe(200);
    expect(await memberRow(b.id)).toMatchObject({ memberType: 2, companyName: '常州恒力液压件有限公司' });
  });

  it('changing a certified company asks for certification again without a second trial; staff may ask for it too', async () => {
    const m = await newMember();
    const first = await apply(ctx, m.token, applicationFields({ companyName: '南通远东轴承有限公司' }));
    await staffCall(ctx, staff, 'approve', { id: first.body.data.id });
    const end1 = (await memberRow(m.id)).memberPriceEndTime;
    const same = await apply(ctx, m.token, applicationFields({ companyName: '南通远东轴承有限公司', creditCode: (await info(ctx, m.token)).body.data!.creditCode }));
    expect(same.status).toBe(409);
    expect(same.body.msg).toContain('您已完成企业认证');
    const changed = await apply(ctx, m.token, applicationFields({ companyName: '南通远东精密轴承有限公司' }));
    expect(changed.status).toBe(200);
    expect((await info(ctx, m.token, first.body.data.id)).body.data!.status).toBe(3);
    expect((await status(ctx, m.token)).body.data.status).toBe(0);
    expect((await info(ctx, m.token)).body.data!.history.map((h) => h.transition)).toEqual(['submit', 'approve', 'changeCompany', 'resubmit']);
    await staffCall(ctx, staff, 'approve', { id: changed.body.data.id });
    const row = await memberRow(m.id);
    expect(row.companyName).toBe('南通远东精密轴承有限公司');
    expect(row.memberPriceEndTime).toEqual(end1);
    expect((await messagesOf(m.id)).at(-1)!.body).not.toContain('试用 VIP');

    const pendingOther = await newMember();
    const p = await apply(ctx, pendingOther.token, applicationFields());
    expect((await staffCall(ctx, staff, 'requireRecertification', { id: p.body.data.id, reasonCode: 'companyAbnormal' })).status).toBe(409);
    const ask = await staffCall(ctx, staff, 'requireRecertification', { id: changed.body.data.id, reasonCode: 'companyAbnormal', note: '年报异常' });
    expect(ask.status).toBe(200);
    expect((await status(ctx, m.token)).body.data).toMatchObject({ status: 3, statusText: '需重新认证', mayApply: true, reasonCode: 'companyAbnormal' });
    expect((await messagesOf(m.id)).at(-1)).toMatchObject({ kind: 'certification', title: '请重新进行企业认证' });
  });
});

describe('VIP reminder', () => {
  it('reminds a member 7 days before the VIP ends, once per end date', async () => {
    const m = await newMember();
    const now = new Date();
    await ctx.handle.db.updateTable('member').set({ memberPriceEndTime: new Date(now.getTime() + 5 * DAY) }).where('id', '=', m.id).execute();
    const far = await newMember();
    await ctx.handle.db.updateTable('member').set({ memberPriceEndTime: new Date(now.getTime() + 20 * DAY) }).where('id', '=', far.id).execute();
    await remindVipEnding(ctx.handle.db, now);
    await remindVipEnding(ctx.handle.db, now);
    const msgs = await messagesOf(m.id);
    expect(msgs.filter((x) => x.title === 'VIP 即将到期')).toHaveLength(1);
    expect(await messagesOf(far.id)).toEqual([]);
  });
});

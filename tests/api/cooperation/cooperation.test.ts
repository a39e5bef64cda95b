// Supplier cooperation (issue 13 item 3): cooperationInfo/save, getSupplierAuditInfo, the staff
// list and review, and the CLI. docs/api/cooperation.md.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCooperationCommand } from '../../../scripts/cooperation.ts';
import type { StaffCooperationRow } from '../../../domain/cooperation/cooperation-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import {
  apply, applicationFields, audit, authorisationPdf, categoryIds, CREDIT_CODE, form, licencePng, review, SAVE, STAFF_LIST,
} from './cooperation-helpers.ts';

let ctx: TestContext;
let staff: string;
let cats: number[];

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  staff = await staffToken(ctx);
  cats = await categoryIds(ctx, 2);
}, 120_000);
afterAll(async () => ctx?.close());

const rows = async () => (await ctx.handle.db.selectFrom('cooperationInfo').select('id').execute()).length;
const uploads = async () => (await ctx.handle.db.selectFrom('upload').select('id').where('purpose', 'like', 'cooperation-%').execute()).length;
let mobileSeq = 0;
const newMember = () => makeMember(ctx, `1370000${String(1000 + ++mobileSeq).padStart(4, '0')}`);

describe('cooperationInfo/save and getSupplierAuditInfo', () => {
  it('accepts an application with a PNG licence and a PDF authorisation; the member sees it 待审核', async () => {
    const m = await newMember();
    expect((await audit(ctx, m.token)).body.data).toBeNull();
    const res = await apply(ctx, m.token, applicationFields(cats, { programme: '2' }), { licence: licencePng(), authorisation: authorisationPdf() });
    expect(res.status).toBe(200);
    expect(res.body.msg).toContain('合作申请已提交');
    const info = (await audit(ctx, m.token)).body.data!;
    expect(info).toMatchObject({
      id: res.body.data.id, programme: 2, programmeText: '品牌授权经销商', companyName: '苏州精工传动设备有限公司', creditCode: CREDIT_CODE,
      contact: '陈经理', mobile: '13912345678', email: 'sales@jinggong.example.cn', brands: ['SKF', '哈轴'], salesRange: 3,
      status: 0, statusText: '待审核', reviewNote: null, reviewedAt: null, mayApplyAgain: false,
    });
    expect(info.categories.map((c) => c.id)).toEqual(cats);
    expect(info.categories.every((c) => c.name.length > 0)).toBe(true);
    expect(info.licence.type).toBe('image/png');
    expect(info.authorisation?.type).toBe('application/pdf');
    // The files are private: the owner and staff read them, a visitor and another member get 404.
    const other = await newMember();
    expect((await ctx.app.inject({ method: 'GET', url: info.licence.url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: info.licence.url, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: info.licence.url, headers: { authorization: `Bearer ${m.token}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: info.authorisation!.url, headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);
    // Another member does not see it.
    expect((await audit(ctx, other.token)).body.data).toBeNull();
  });

  it('refuses a brand authorisation PDF that hides JavaScript from a byte scan (issue 35 item 2), and writes nothing', async () => {
    const m = await newMember();
    const before = [await rows(), await uploads()];
    for (const name of ['comment-stream.pdf', 'objstm-nested-type.pdf']) {
      const bytes = readFileSync(new URL(`../../fixtures/pdf/${name}`, import.meta.url));
      const res = await apply(ctx, m.token, applicationFields(cats, { programme: '2' }), { licence: licencePng(), authorisation: { filename: '品牌授权书.pdf', type: 'application/pdf', bytes } });
      expect(res.status, name).toBe(400);
      expect(res.body.msg).toBe('PDF 文件含有脚本、自动执行的动作或附件，出于安全考虑不能上传，请另存为普通 PDF 或图片后重试');
    }
    expect([await rows(), await uploads()]).toEqual(before);
  });

  it('refuses a bad credit code, a licence that lies about its type, a missing licence or authorisation, and writes nothing', async () => {
    const m = await newMember();
    const before = [await rows(), await uploads()];
    const bad = await apply(ctx, m.token, applicationFields(cats, { creditCode: `${CREDIT_CODE.slice(0, 17)}${CREDIT_CODE[17] === '0' ? '1' : '0'}` }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('统一社会信用代码校验失败，请与营业执照核对');
    const short = await apply(ctx, m.token, applicationFields(cats, { creditCode: '91320594' }));
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('统一社会信用代码应为 18 位数字或大写字母');
    const liar = await apply(ctx, m.token, applicationFields(cats), { licence: { filename: '营业执照.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>'.repeat(10)) } });
    expect(liar.status).toBe(400);
    expect(liar.body.msg).toBe('营业执照只能是 JPG、PNG、WEBP 图片或 PDF 文件（按文件内容识别）');
    const none = await apply(ctx, m.token, applicationFields(cats), {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请上传营业执照');
    const dealer = await apply(ctx, m.token, applicationFields(cats, { programme: '2' }));
    expect(dealer.status).toBe(400);
    expect(dealer.body.msg).toBe('品牌授权经销商须上传品牌授权书');
    const mobile = await apply(ctx, m.token, applicationFields(cats, { mobile: '12345' }));
    expect(mobile.status).toBe(400);
    expect(mobile.body.msg).toBe('请填写正确的 11 位手机号');
    const category = await apply(ctx, m.token, applicationFields([999_999]));
    expect(category.status).toBe(400);
    expect(category.body.msg).toBe('所选经营类目不存在，请重新选择');
    const range = await apply(ctx, m.token, applicationFields(cats, { salesRange: '9' }));
    expect(range.status).toBe(400);
    expect(range.body.msg).toBe('请选择年销售额区间');
    const brands = await apply(ctx, m.token, applicationFields(cats, { brands: Array.from({ length: 21 }, (_, i) => `品牌${i}`) }));
    expect(brands.status).toBe(400);
    expect([await rows(), await uploads()]).toEqual(before);
    expect((await audit(ctx, m.token)).body.data).toBeNull();
  });

  it('refuses an unknown field, a repeated field and a JSON body with 400', async () => {
    const m = await newMember();
    const before = await rows();
    const unknown = await apply(ctx, m.token, applicationFields(cats, { isAdmin: 'true' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('合作申请中含有无法识别的字段：isAdmin');
    const unknownFile = await apply(ctx, m.token, applicationFields(cats), { licence: licencePng(), logo: licencePng() });
    expect(unknownFile.status).toBe(400);
    const repeated = await apply(ctx, m.token, applicationFields(cats, { companyName: ['甲公司', '乙公司'] }));
    expect(repeated.status).toBe(400);
    const json = await call(ctx, { method: 'POST', url: SAVE, token: m.token, payload: { companyName: 'x' } });
    expect(json.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('refuses a second application while one is pending (409); after a rejection the member may apply again', async () => {
    const m = await newMember();
    const first = await apply(ctx, m.token, applicationFields(cats));
    expect(first.status).toBe(200);
    const second = await apply(ctx, m.token, applicationFields(cats, { companyName: '另一家公司' }));
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('您已有一份合作申请正在审核中，审核完成前不能重复提交；如需修改，请等待审核结果后重新申请');
    const rejected = await review(ctx, staff, { id: first.body.data.id, approve: false, note: '营业执照照片模糊，请重新拍摄上传' });
    expect(rejected.status).toBe(200);
    const info = (await audit(ctx, m.token)).body.data!;
    expect(info).toMatchObject({ status: 2, statusText: '未通过', reviewNote: '营业执照照片模糊，请重新拍摄上传', mayApplyAgain: true });
    const again = await apply(ctx, m.token, applicationFields(cats));
    expect(again.status).toBe(200);
    expect((await audit(ctx, m.token)).body.data).toMatchObject({ id: again.body.data.id, status: 0 });
    const messages = await ctx.handle.db.selectFrom('memberMessage').select(['kind', 'title', 'body']).where('memberId', '=', m.id).execute();
    expect(messages).toEqual([{ kind: 'system', title: '合作申请未通过', body: expect.stringContaining('营业执照照片模糊，请重新拍摄上传') }]);
  });

  it('two applications sent at once: exactly one is accepted', async () => {
    const m = await newMember();
    const results = await Promise.all([apply(ctx, m.token, applicationFields(cats)), apply(ctx, m.token, applicationFields(cats))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const pending = await ctx.handle.db.selectFrom('cooperationInfo').select('id').where('memberId', '=', m.id).where('status', '=', 0).execute();
    expect(pending).toHaveLength(1);
  });

  it('needs a member token', async () => {
    expect((await call(ctx, { method: 'GET', url: '/gateway/common/api/common/cooperationInfo/getSupplierAuditInfo' })).status).toBe(401);
    expect((await call(ctx, { method: 'POST', url: SAVE, token: staff, ...form(applicationFields(cats), { licence: licencePng() }) })).status).toBe(403);
  });
});

describe('staff review', () => {
  it('lists applications for staff; a member token gets 403', async () => {
    const m = await newMember();
    const sent = await apply(ctx, m.token, applicationFields(cats, { companyName: '无锡列表测试机电有限公司' }));
    const list = await call<Page<StaffCooperationRow>>(ctx, { method: 'GET', url: STAFF_LIST, token: staff, query: { status: '0', size: '100' } });
    expect(list.status).toBe(200);
    const row = list.body.data.records.find((r) => r.id === sent.body.data.id);
    expect(row).toMatchObject({ companyName: '无锡列表测试机电有限公司', status: 0, memberId: m.id, memberMobile: expect.stringMatching(/^137/) });
    expect(list.body.data.records.every((r) => r.status === 0)).toBe(true);
    expect((await call(ctx, { method: 'GET', url: STAFF_LIST, token: m.token })).status).toBe(403);
    expect((await review(ctx, m.token, { id: sent.body.data.id, approve: true })).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: STAFF_LIST, token: staff, query: { status: '7' } })).status).toBe(400);
  });

  it('approves with a note: the member sees 已通过 and the note; reviewing again is 409', async () => {
    const m = await newMember();
    const sent = await apply(ctx, m.token, applicationFields(cats));
    const ok = await review(ctx, staff, { id: sent.body.data.id, approve: true, note: '资质齐全，欢迎入驻' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 1, statusText: '已通过', reviewNote: '资质齐全，欢迎入驻', reviewedBy: expect.any(String) });
    const info = (await audit(ctx, m.token)).body.data!;
    expect(info).toMatchObject({ status: 1, statusText: '已通过', reviewNote: '资质齐全，欢迎入驻', mayApplyAgain: false });
    expect(info.reviewedAt).not.toBeNull();
    // The member got a message (kind 系统) in the same transaction, linking to /supplier.
    const messages = await ctx.handle.db.selectFrom('memberMessage').select(['kind', 'title', 'body', 'link']).where('memberId', '=', m.id).execute();
    expect(messages).toEqual([{ kind: 'system', title: '合作申请已通过', body: expect.stringContaining('资质齐全，欢迎入驻'), link: '/supplier' }]);
    const twice = await review(ctx, staff, { id: sent.body.data.id, approve: false, note: '改主意了' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该申请已审核（已通过），不能再次审核');
    // An approved member does not apply again.
    const again = await apply(ctx, m.token, applicationFields(cats));
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您的合作申请已审核通过，无需重复申请');
  });

  it('refuses a rejection without a note, an unknown id and an unknown field', async () => {
    const m = await newMember();
    const sent = await apply(ctx, m.token, applicationFields(cats));
    const noNote = await review(ctx, staff, { id: sent.body.data.id, approve: false });
    expect(noNote.status).toBe(400);
    expect(noNote.body.msg).toBe('驳回申请时请填写原因');
    expect((await review(ctx, staff, { id: 99_999_999, approve: true })).status).toBe(404);
    expect((await review(ctx, staff, { id: sent.body.data.id, approve: true, status: 1 })).status).toBe(400);
    expect((await audit(ctx, m.token)).body.data?.status).toBe(0);
    // A refused review wrote no message.
    expect(await ctx.handle.db.selectFrom('memberMessage').select('id').where('memberId', '=', m.id).execute()).toEqual([]);
  });
});

describe('npm run cooperation', () => {
  it('lists, approves and rejects through the same service', async () => {
    const a = await newMember();
    const b = await newMember();
    const first = (await apply(ctx, a.token, applicationFields(cats, { companyName: '常州命令行测试有限公司' }))).body.data.id;
    const second = (await apply(ctx, b.token, applicationFields(cats, { companyName: '南通命令行测试有限公司' }))).body.data.id;
    const list = await runCooperationCommand(ctx.handle.db, ['list', '--status', '0', '--size', '100']);
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toContain('常州命令行测试有限公司');
    const approved = await runCooperationCommand(ctx.handle.db, ['approve', String(first), '--note', '欢迎入驻']);
    expect(approved).toEqual({ code: 0, out: [`已通过合作申请 #${first}（常州命令行测试有限公司），现为「已通过」，会员已收到站内消息`] });
    expect((await runCooperationCommand(ctx.handle.db, ['reject', String(second)])).code).toBe(2);
    const rejected = await runCooperationCommand(ctx.handle.db, ['reject', String(second), '--note', '类目不符']);
    expect(rejected.code).toBe(0);
    expect((await audit(ctx, b.token)).body.data).toMatchObject({ status: 2, reviewNote: '类目不符' });
    expect(await runCooperationCommand(ctx.handle.db, ['approve', String(first)])).toEqual({ code: 1, out: ['操作未完成：该申请已审核（已通过），不能再次审核'] });
    expect((await runCooperationCommand(ctx.handle.db, ['list', '--status', '9'])).code).toBe(2);
  });
});

describe('demo accounts', () => {
  it('the demo personal member has no application', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    expect((await audit(ctx, token)).body.data).toBeNull();
  });
});

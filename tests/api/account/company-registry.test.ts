// The company registry members add to (issue 35 item 4): saveGetCompanyByVague needs a logged-in
// member; the entry is that member's, suggested to them only, until staff approve a certification
// that uses it; then everyone sees it. Seeded entries are visible to all, anonymous callers included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyMatch } from '../../../domain/account/account-answers.ts';
import type { RegistryCompany } from '../../../domain/cooperation/cooperation-views.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { staffToken } from '../../support/payment-helpers.ts';
import { apply, applicationFields, newCreditCode, staffCall } from '../certification/certification-helpers.ts';

const SAVE = '/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague';
const search = (keyword: string, token?: string) =>
  call<CompanyMatch[]>(ctx, { method: 'GET', url: `/gateway/member/open/member/getCompanyByVague/${encodeURIComponent(keyword)}`, ...(token ? { token } : {}) });
const save = (body: Record<string, unknown>, token?: string, remoteAddress = '127.0.0.1') =>
  call(ctx, { method: 'POST', url: SAVE, payload: body, remoteAddress, ...(token ? { token } : {}) });
const names = (res: { body: { data: CompanyMatch[] } }) => res.body.data.map((c) => c.companyName);

let ctx: TestContext;
let owner: TestMember;
let other: TestMember;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  owner = await makeMember(ctx, '13611110001');
  other = await makeMember(ctx, '13611110002');
  staff = await staffToken(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

describe('saveGetCompanyByVague', () => {
  it('refuses an anonymous save (401, Chinese sentence) and a staff token (403), and stores nothing', async () => {
    const body = { companyName: '常州仿冒精密轴承有限公司', creditCode: newCreditCode() };
    const anon = await save(body);
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ success: false, msg: '请先登录后再保存企业信息' });
    expect((await save(body, 'not-a-token')).status).toBe(401);
    const byStaff = await save(body, staff);
    expect(byStaff.status).toBe(403);
    expect(byStaff.body).toMatchObject({ success: false, msg: '没有权限执行此操作' });
    expect(await ctx.handle.db.selectFrom('companyRegistry').select('id').where('companyName', '=', body.companyName).execute()).toEqual([]);
  });

  it("suggests a member's entry to that member only, until staff approve a certification using it; then to everyone", async () => {
    const company = { companyName: '常州恒瑞传动科技有限公司', creditCode: newCreditCode(), legalPerson: '周明', regAddress: '常州市武进区' };
    const saved = await save(company, owner.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, code: expect.anything(), msg: '企业信息已保存', data: null });
    const row = await ctx.handle.db.selectFrom('companyRegistry').selectAll().where('companyName', '=', company.companyName).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerMemberId: owner.id, approval: 'pending', approvedAt: null, source: 'member' });

    expect(names(await search('恒瑞传动', owner.token))).toEqual([company.companyName]);
    expect(names(await search('恒瑞传动', other.token))).toEqual([]);
    expect(names(await search('恒瑞传动'))).toEqual([]);
    const byId = (token: string) => call<RegistryCompany>(ctx, { method: 'GET', url: `/gateway/common/api/common/company/get/${row.id}`, token });
    expect((await byId(owner.token)).status).toBe(200);
    expect((await byId(other.token)).status).toBe(404);

    // Another member saving the same name keeps their own pending copy: a pending name is taken from nobody.
    expect((await save({ ...company, creditCode: newCreditCode(), legalPerson: '冒名' }, other.token)).status).toBe(200);
    expect((await search('恒瑞传动', other.token)).body.data).toEqual([expect.objectContaining({ legalPerson: '冒名' })]);
    expect((await search('恒瑞传动', owner.token)).body.data).toEqual([expect.objectContaining({ legalPerson: '周明' })]);

    // The owner certifies that company; a refusal leaves the entry pending, the approval publishes it.
    const applied = await apply(ctx, owner.token, applicationFields({ companyName: company.companyName, creditCode: company.creditCode, legalPerson: '周明', regAddress: '江苏省常州市武进区湖塘镇 18 号' }));
    expect(applied.status).toBe(200);
    expect(names(await search('恒瑞传动'))).toEqual([]);
    const approved = await staffCall(ctx, staff, 'approve', { id: applied.body.data.id });
    expect(approved.status).toBe(200);

    const after = await ctx.handle.db.selectFrom('companyRegistry').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ approval: 'approved', ownerMemberId: owner.id, regAddress: '江苏省常州市武进区湖塘镇 18 号' });
    expect(after.approvedAt).toBeInstanceOf(Date);
    expect((await search('恒瑞传动')).body.data).toEqual([{ companyName: company.companyName, creditCode: company.creditCode, legalPerson: '周明', regAddress: '江苏省常州市武进区湖塘镇 18 号' }]);
    expect((await byId(other.token)).status).toBe(200);
    // The other member sees the approved entry and still their own pending copy (theirs to use or not).
    expect((await search('恒瑞传动', other.token)).body.data).toHaveLength(2);
    // Saving an approved name again changes nothing.
    expect((await save({ ...company, legalPerson: '改名' }, owner.token)).status).toBe(200);
    expect((await search('恒瑞传动')).body.data).toEqual([expect.objectContaining({ legalPerson: '周明' })]);
  });

  it('keeps seeded entries visible to everyone, anonymous callers included', async () => {
    const seeded = await ctx.handle.db.selectFrom('companyRegistry').select(['companyName']).where('source', '=', 'seed').orderBy('id').executeTakeFirstOrThrow();
    const keyword = seeded.companyName.slice(0, 4);
    for (const token of [undefined, owner.token, other.token]) expect(names(await search(keyword, token))).toContain(seeded.companyName);
  });

  it('is documented as needing the bearer token although its path is /open/', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/api/json' })).json() as { paths: Record<string, { post?: { security?: unknown } }> };
    expect(doc.paths['/gateway/member/open/member/uncheckAuthority/saveGetCompanyByVague']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('caps the pending entries one member keeps (429, Chinese sentence)', async () => {
    const m = await makeMember(ctx, '13611110003');
    // From many addresses (the per-address hourly limit is another guard): the per-member cap holds.
    for (let i = 0; i < 20; i++) expect((await save({ companyName: `南通测试第${i}机械有限公司`, creditCode: newCreditCode() }, m.token, `10.35.4.${i + 1}`)).status).toBe(200);
    const over = await save({ companyName: '南通测试超额机械有限公司', creditCode: newCreditCode() }, m.token, '10.35.4.99');
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('您已保存 20 家待审核的企业，请等待企业认证审核通过后再添加');
    expect(names(await search('南通测试', m.token))).toHaveLength(10);
    expect(names(await search('南通测试', owner.token))).toEqual([]);
  });
});

// npm run distribution (issue 19): the same service functions as the staff API from a terminal:
// list, approve, reject (the reason is needed), flag on/off, a category rate, and settle; refusals
// exit 1, misuse exits 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDistributionCommand } from '../../../scripts/distribution.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
}, 120_000);
afterAll(async () => ctx?.close());

const run = (...argv: string[]) => runDistributionCommand(ctx.handle.db, argv);

describe('npm run distribution', () => {
  it('lists, rejects and approves applications; the member is told each time', async () => {
    const m = await makeMember(ctx, '13600009001');
    const apply = () => call<{ id: number }>(ctx, { method: 'POST', url: '/gateway/member/api/member/distributor/apply', token: m.token, payload: { realName: '周强', channel: '无锡轴承经销商，覆盖 40 家工厂' } });
    const first = (await apply()).body.data.id;
    const list = await run('list', '--status', '0');
    expect(list.code).toBe(0);
    expect(list.out.join('\n')).toContain(`#${first}  待审核  周强  会员 13600009001`);
    expect((await run('reject', String(first))).code).toBe(2);
    const rejected = await run('reject', String(first), '--reason', '请补充客户名单');
    expect(rejected.out[0]).toBe(`已驳回分销员申请 #${first}，原因：请补充客户名单，会员已收到站内消息`);
    expect((await run('approve', String(first))).code).toBe(1);
    const second = (await apply()).body.data.id;
    expect((await run('approve', String(second))).code).toBe(0);
    const member = await ctx.handle.db.selectFrom('member').select(['isDistributor', 'inviteCode']).where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(member.isDistributor).toBe(true);
    expect(member.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const titles = (await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', m.id).orderBy('id').execute()).map((x) => x.title);
    expect(titles).toEqual(['分销员申请未通过', '分销员申请已通过']);
  });

  it('flags by mobile, sets a category rate, settles; refuses bad input', async () => {
    await makeMember(ctx, '13600009002');
    const on = await run('flag', '13600009002', 'on');
    expect(on.out[0]).toMatch(/^13600009002 现为分销员，邀请码 [2-9A-HJKMNP-Z]{8}$/);
    expect((await run('flag', '13600009002', 'off')).out[0]).toBe('已取消 13600009002 的分销员资格');
    expect((await run('flag', '13600009002', 'maybe')).code).toBe(2);
    expect((await run('flag', '13999999999', 'on')).code).toBe(1);
    const cat = await ctx.handle.db.selectFrom('category').select('id').where('parentId', 'is', null).executeTakeFirstOrThrow();
    expect((await run('rate', String(cat.id), '500')).out[0]).toBe(`分类 ${cat.id} 的佣金比例已设为 5.00%`);
    expect((await run('rate', String(cat.id), '3001')).code).toBe(2);
    expect((await run('rate', '99999999', '100')).code).toBe(1);
    const settle = await run('settle');
    expect(settle.code).toBe(0);
    expect(settle.out[0]).toMatch(/^佣金结算完成：新增佣金记录 \d+ 条，结算 \d+ 条，失效 \d+ 条$/);
    expect((await run('nonsense')).code).toBe(2);
  });
});

// npm run certification (scripts/certification.ts): list, approve (and a link), reject with a
// code, recertify, remind-vip, and the refusals, on the same service functions as the staff API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCertificationCommand } from '../../../scripts/certification.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { apply, applicationFields, letterPng, licencePng, status } from './certification-helpers.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
}, 120_000);
afterAll(async () => ctx?.close());

const run = (...argv: string[]) => runCertificationCommand(ctx.handle.db, argv);

describe('npm run certification', () => {
  it('lists, approves, rejects with a coded reason and asks for re-certification', async () => {
    const a = await makeMember(ctx, '13500001001');
    const b = await makeMember(ctx, '13500001002');
    const first = (await apply(ctx, a.token, applicationFields({ companyName: '镇江华通阀门有限公司' }))).body.data.id;
    const second = (await apply(ctx, b.token, applicationFields({ companyName: '扬州润达泵业有限公司', applicantIsLegal: 'false', applicantName: '刘工' }), {
      licence: licencePng(),
      authorisation: letterPng(),
    })).body.data.id;

    const list = await run('list', '--status', '0', '--size', '100');
    expect(list.code).toBe(0);
    const text = list.out.join('\n');
    expect(text).toContain(`#${first}  待审核  镇江华通阀门有限公司`);
    expect(text).toContain('经办人 刘工 13912345678  授权委托书 /files/uploads/');

    const approved = await run('approve', String(first), '--note', '资料齐全');
    expect(approved).toEqual({ code: 0, out: [`已通过企业认证 #${first}（镇江华通阀门有限公司），现为「已认证」，会员已收到站内消息`] });
    expect((await status(ctx, a.token)).body.data).toMatchObject({ status: 1, memberType: 2, trialUsed: true });

    const noCode = await run('reject', String(second));
    expect(noCode.code).toBe(2);
    expect(noCode.out[0]).toBe('请提供原因代码（--code）');
    const badCode = await run('reject', String(second), '--code', 'whatever');
    expect(badCode.code).toBe(2);
    const otherNoNote = await run('reject', String(second), '--code', 'other');
    expect(otherNoNote).toEqual({ code: 1, out: ['操作未完成：原因为“其他原因”时请填写说明'] });
    const rejected = await run('reject', String(second), '--code', 'authorisationInvalid', '--note', '未加盖公章');
    expect(rejected.code).toBe(0);
    expect(rejected.out[0]).toContain('原因：授权委托书缺失、未盖公章或与经办人不符：未加盖公章');
    expect((await status(ctx, b.token)).body.data).toMatchObject({ status: 2, reasonCode: 'authorisationInvalid' });

    const twice = await run('approve', String(first));
    expect(twice).toEqual({ code: 1, out: ['操作未完成：该申请当前为「已认证」，不能审核'] });
    const recert = await run('recertify', String(first), '--code', 'companyAbnormal');
    expect(recert.code).toBe(0);
    expect((await status(ctx, a.token)).body.data.status).toBe(3);
    const history = (await run('list', '--status', '3')).out.join('\n');
    expect(history).toContain('审核');
    expect(history).toContain('命令行');

    expect((await run('approve', '999999')).out[0]).toBe('操作未完成：认证申请不存在');
    expect((await run('list', '--status', '9')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run()).code).toBe(2);
  });

  it('remind-vip reminds members whose VIP ends within 7 days, once', async () => {
    const m = await makeMember(ctx, '13500001003');
    await ctx.handle.db.updateTable('member').set({ memberPriceEndTime: new Date(Date.now() + 3 * 86_400_000) }).where('id', '=', m.id).execute();
    const first = await run('remind-vip');
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(/位会员的 VIP 将在 7 天内到期/);
    await run('remind-vip');
    const msgs = await ctx.handle.db.selectFrom('memberMessage').select('title').where('memberId', '=', m.id).execute();
    expect(msgs.filter((x) => x.title === 'VIP 即将到期')).toHaveLength(1);
  });
});

// npm run points (scripts/points.ts) on the test database: list, ship by number, complete, cancel
// with points and stock back, the refusals (exit 1) and misuse (exit 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPointsCommand } from '../../../scripts/points.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';
import { expectLedgerInvariant, grant, redeemCall } from './points-helpers.ts';

let ctx: TestContext;
let m: TestMember;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 10 });
  m = await makeMember(ctx, '13711110000');
  await grant(ctx, m.id, 5000, `cli-${m.id}`);
}, 120_000);
afterAll(async () => ctx?.close());

describe('npm run points', () => {
  it('ships by redemption number, completes, cancels with points back; refuses what the status forbids', async () => {
    const tape = await ctx.handle.db.selectFrom('pointsGoods').selectAll().where('name', 'like', '%绝缘胶带%').executeTakeFirstOrThrow();
    const a = (await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 2, addressId: m.addressId })).body.data;
    const b = (await redeemCall(ctx, m.token, { pointsGoodsId: tape.id, qty: 1, addressId: m.addressId })).body.data;
    const db = ctx.handle.db;

    const list = await runPointsCommand(db, ['list', '--status', '0']);
    expect(list.code).toBe(0);
    expect(list.out[0]).toBe('「待发货」的兑换单共 2 张（第 1/1 页）：');
    expect(list.out.join('\n')).toContain(a.orderNo);

    const shipped = await runPointsCommand(db, ['ship', a.orderNo, '--carrier', '中通快递', '--tracking', 'ZT998877']);
    expect(shipped.code).toBe(0);
    expect(shipped.out[0]).toBe(`兑换单 #${a.id}（${a.orderNo}）现为「已发货」`);
    expect((await runPointsCommand(db, ['complete', String(a.id)])).out[0]).toContain('「已完成」');

    const cancelDone = await runPointsCommand(db, ['cancel', String(a.id), '--reason', '测试']);
    expect(cancelDone).toEqual({ code: 1, out: ['操作未完成：该兑换单当前为「已完成」，不能取消'] });
    const before = (await db.selectFrom('member').select('points').where('id', '=', m.id).executeTakeFirstOrThrow()).points;
    expect((await runPointsCommand(db, ['cancel', String(b.id), '--reason', '会员要求取消'])).code).toBe(0);
    expect((await db.selectFrom('member').select('points').where('id', '=', m.id).executeTakeFirstOrThrow()).points).toBe(before + 500);

    expect((await runPointsCommand(db, ['ship', String(b.id)])).code).toBe(2);
    expect((await runPointsCommand(db, ['cancel'])).code).toBe(2);
    expect((await runPointsCommand(db, ['ship', 'JF000000999999', '--carrier', 'x', '--tracking', 'y'])).out).toEqual(['操作未完成：兑换单不存在']);
    expect((await runPointsCommand(db, ['list', '--status', '9'])).code).toBe(2);
    // The seed's distribution orders (bound buyers, completed months ago) are due their points once.
    expect((await runPointsCommand(db, ['release'])).out[0]).toMatch(/^已为 \d+ 个订单发放 \d+ 积分$/);
    expect((await runPointsCommand(db, ['release'])).out).toEqual(['没有需要发放积分的订单']);
    await expectLedgerInvariant(ctx);
  });
});

// The 688 year (issue 15 item 5): an enterprise member buys 365 days of VIP for ¥688 through the
// sandbox gateway; the notification extends memberPriceEndTime from the later of now and the
// current end, once (a replayed notification changes nothing), sends a message and leaves a
// receipt in vip688/list; personal members, a switched-off offer and a VIP more than a year ahead
// are refused; a tampered amount is refused; a superseded attempt paid later extends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vip688Start, VipGrantRow } from '../../../domain/certification/vip-views.ts';
import { SandboxPaymentProvider } from '../../../server/providers/payment/sandbox-payment-provider.ts';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { makeMember } from '../../support/order-helpers.ts';
import { NOTIFY, SANDBOX } from '../../support/payment-helpers.ts';

const BUY = '/gateway/member/api/member/vip688/buy';
const LIST = '/gateway/member/api/member/vip688/list';
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let gateway: SandboxPaymentProvider;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 0 });
  gateway = new SandboxPaymentProvider(ctx.config.orders.paymentSecret);
}, 120_000);
afterAll(async () => ctx?.close());

const newMember = (type: 1 | 2 = 2) => makeMember(ctx, `1370000${String(1000 + ++seq).padStart(4, '0')}`, type);
const buy = (token: string, body: unknown = {}) => call<Vip688Start>(ctx, { method: 'POST', url: BUY, token, payload: body as object });
const list = (token: string) => call<VipGrantRow[]>(ctx, { method: 'GET', url: LIST, token });
const notify = (fields: Record<string, string>) => ctx.app.inject({ method: 'POST', url: NOTIFY, payload: fields });
const endOf = async (id: number) => {
  const row = await ctx.handle.db.selectFrom('member').select('memberPriceEndTime').where('id', '=', id).executeTakeFirstOrThrow();
  return row.memberPriceEndTime === null ? null : new Date(row.memberPriceEndTime).getTime();
};
const setEnd = (id: number, end: Date | null) => ctx.handle.db.updateTable('member').set({ memberPriceEndTime: end }).where('id', '=', id).execute();

describe('688 year', () => {
  it('is bought through the sandbox: paid once extends 365 days from the current end, with a message and a receipt', async () => {
    const m = await newMember();
    const trialEnd = new Date(Date.now() + 10 * DAY);
    await setEnd(m.id, trialEnd);
    const res = await buy(m.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amountFen: 68_800 });
    expect(res.body.data.tradeNo).toMatch(/^VP\d{8}\d{8}$/);
    expect(res.body.data.payUrl).toContain('/gateway/common/open/pay/sandbox?');

    // The sandbox page shows the link; paying it goes through the very notify route.
    const page = await ctx.app.inject({ method: 'GET', url: res.body.data.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('688');
    const query = Object.fromEntries(new URL(res.body.data.payUrl, 'http://x').searchParams);
    const decided = await ctx.app.inject({ method: 'POST', url: `${SANDBOX}/decide`, payload: { ...query, decision: 'paid' } });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe('/enterpriseCertification?paid=1');
    expect(await endOf(m.id)).toBe(trialEnd.getTime() + 365 * DAY);

    const [grant] = (await list(m.token)).body.data;
    expect(grant).toMatchObject({ kind: 'vip688', kindText: '688 年度 VIP', days: 365, amountFen: 68_800, status: 1, statusText: '已生效', tradeNo: res.body.data.tradeNo });
    expect(grant!.providerRef).toMatch(/^SANDBOX/);
    expect(new Date(grant!.endBefore!).getTime()).toBe(trialEnd.getTime());
    const messages = await ctx.handle.db.selectFrom('memberMessage').select(['title', 'body']).where('memberId', '=', m.id).execute();
    expect(messages.map((x) => x.title)).toEqual(['688 年度 VIP 已开通']);
    expect(messages[0]!.body).toContain(res.body.data.tradeNo);

    // The link again: already paid.
    const again = await ctx.app.inject({ method: 'GET', url: res.body.data.payUrl });
    expect(again.statusCode).toBe(409);
    // The VIP now lasts more than a year ahead: another purchase is refused.
    const twice = await buy(m.token);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('您的 VIP 有效期已超过一年，请在到期前一年内再续费');
  });

  it('a replayed notification extends nothing; a tampered amount or a bad signature is refused', async () => {
    const m = await newMember();
    await setEnd(m.id, null);
    const start = (await buy(m.token)).body.data;
    const tampered = gateway.notification(start.grantId, start.tradeNo, 1, 'paid');
    const bad = await notify(tampered);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('支付通知的金额与应付金额不符');
    expect(await endOf(m.id)).toBeNull();
    const forged = { ...gateway.notification(start.grantId, start.tradeNo, 68_800, 'paid'), amountFen: '6880' };
    expect((await notify(forged)).statusCode).toBe(400);

    const before = Date.now();
    const paid = gateway.notification(start.grantId, start.tradeNo, 68_800, 'paid');
    expect((await notify(paid)).body).toBe('success');
    const end = (await endOf(m.id))!;
    expect(end).toBeGreaterThanOrEqual(before + 365 * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + 365 * DAY);
    expect((await notify(paid)).body).toBe('success');
    expect(await endOf(m.id)).toBe(end);
    const rows = (await list(m.token)).body.data.filter((g) => g.status === 1);
    expect(rows).toHaveLength(1);
  });

  it('a newer attempt voids the older one; money for the voided one extends nothing; a failed payment voids it', async () => {
    const m = await newMember();
    await setEnd(m.id, null);
    const first = (await buy(m.token)).body.data;
    const second = (await buy(m.token)).body.data;
    expect(second.grantId).not.toBe(first.grantId);
    expect((await ctx.app.inject({ method: 'GET', url: first.payUrl })).statusCode).toBe(409);
    expect((await notify(gateway.notification(first.grantId, first.tradeNo, 68_800, 'paid'))).body).toBe('success');
    expect(await endOf(m.id)).toBeNull();
    expect(ctx.logs.join('\n')).toContain('vip688 payment for a grant that no longer waits: refund needed');

    expect((await notify(gateway.notification(second.grantId, second.tradeNo, 68_800, 'failed'))).body).toBe('success');
    expect(await endOf(m.id)).toBeNull();
    const byId = new Map((await list(m.token)).body.data.map((g) => [g.id, g]));
    expect(byId.get(first.grantId)).toMatchObject({ status: 2, statusText: '未支付' });
    expect(byId.get(second.grantId)).toMatchObject({ status: 2, statusText: '未支付' });
  });

  it('refuses personal members, unknown body fields, visitors; a notification naming another trade number', async () => {
    const personal = await newMember(1);
    const res = await buy(personal.token);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('688 年度 VIP 仅面向企业会员，请先完成企业认证');
    expect((await list(personal.token)).body.data).toEqual([]);

    const m = await newMember();
    const extra = await buy(m.token, { amountFen: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
    expect((await ctx.app.inject({ method: 'POST', url: BUY, payload: {} })).statusCode).toBe(401);

    const start = (await buy(m.token)).body.data;
    const other = await newMember();
    const theirs = (await buy(other.token)).body.data;
    // A signed notification whose id is one grant and trade number another's.
    const mixed = await notify(gateway.notification(start.grantId, theirs.tradeNo, 68_800, 'paid'));
    expect(mixed.statusCode).toBe(400);
    expect(await endOf(m.id)).toBeNull();
    expect(await endOf(other.id)).toBeNull();
  });

  it('the offer switched off (VIP688_OFFER=0) is reported and refused', async () => {
    const off = await createTestApp({ seedSkus: 5, config: { vip688Offer: false } });
    try {
      const m = await makeMember(off, '13799990001', 2);
      const state = await call<{ vip688: boolean }>(off, { method: 'GET', url: '/gateway/member/api/member/enterprise/getEnterpriseAuthStatus', token: m.token });
      expect(state.body.data.vip688).toBe(false);
      const res = await call(off, { method: 'POST', url: BUY, token: m.token, payload: {} });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('688 年度 VIP 暂未开放购买');
    } finally {
      await off.close();
    }
  });
});

// The audit log (issue 22): a staff write that succeeds writes one row (who, role, when, route,
// action, target, the target's staff view before and after); a failed one writes none, a 403
// writes a refused row (issue 35, more in audit-chain.test.ts); a target without a view keeps the request and the answer; passwords never reach it;
// the admin's list filters by staff, role, action, target and China date, pages and sorts;
// CLI actions are recorded by the shared runner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { StaffOrderRow } from '../../../domain/orders/staff-orders.ts';
import type { AuditRow, StaffAccountRow } from '../../../domain/staff/staff-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runRecorded } from '../../../scripts/staff-cli.ts';
import { runStaffCommand } from '../../../scripts/staff.ts';
import { call, createTestApp, DEMO, type TestContext } from '../../support/api-harness.ts';
import { demoBuyer, multipart, placeOrder, pngFile, RECEIPT, STAFF, type Buyer, transferFields } from '../../support/payment-helpers.ts';
import { pickGoods } from '../../support/order-helpers.ts';
import { roleTokens } from './staff-support.ts';

const AUDIT = '/gateway/system/api/staff/audit/list';
const ACCOUNT = '/gateway/system/api/staff/account';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let enterprise: Buyer;
let personal: Buyer;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 60 });
  tokens = await roleTokens(ctx);
  enterprise = await demoBuyer(ctx, DEMO.enterprise);
  personal = await demoBuyer(ctx, DEMO.personal);
}, 120_000);
afterAll(async () => ctx?.close());

async function audit(filters: Record<string, unknown> = {}, token = tokens.admin) {
  return call<Page<AuditRow>>(ctx, { method: 'POST', url: AUDIT, token, payload: { current: 1, size: 50, ...filters } });
}

const rowCount = async () => Number((await ctx.handle.db.selectFrom('staffAudit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const staffIdOf = async (username: string) => Number((await ctx.handle.db.selectFrom('staffUser').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);

describe('a staff write is recorded', () => {
  it('writes one row with who, the route, the action and the order before and after (仓库 ships)', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const before = await rowCount();
    const shipped = await call<StaffOrderRow>(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.warehouse, payload: { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF5550001111' } });
    expect(shipped.status).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    const res = await audit({ action: '订单发货', targetId: String(order.orderId) });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    const row = res.body.data.records[0]!;
    expect(row).toMatchObject({
      staffId: await staffIdOf('cangku'), staffName: '仓库 赵磊', role: 'warehouse', roleText: '仓库', method: 'POST', route: '/api/staff/order/ship',
      action: '订单发货', targetKind: 'order', targetText: '订单', targetId: String(order.orderId),
    });
    expect(row.before).toMatchObject({ id: order.orderId, status: 2, statusText: '待发货', trackingNo: null });
    expect(row.after).toMatchObject({ id: order.orderId, status: 3, statusText: '已发货', carrier: '顺丰速运', trackingNo: 'SF5550001111' });
    expect(row.after).toEqual(shipped.body.data);
    expect(row.request).toEqual({ orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF5550001111' });
    expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('records a receipt review against the payment, with the order before and after (财务)', async () => {
    const order = await placeOrder(ctx, personal, 2);
    const uploaded = await call<{ payments: { id: number; status: number }[] }>(ctx, { method: 'POST', url: RECEIPT, token: personal.token, ...multipart(transferFields(order), pngFile()) });
    const payment = uploaded.body.data.payments.find((p) => p.status === 0)!;
    const res = await call(ctx, { method: 'POST', url: `${STAFF}/reviewPayment`, token: tokens.finance, payload: { paymentId: payment.id, approve: true } });
    expect(res.status).toBe(200);
    const row = (await audit({ targetKind: 'payment', targetId: String(payment.id) })).body.data.records[0]!;
    expect(row).toMatchObject({ role: 'finance', action: '审核转账回单' });
    expect(row.before).toMatchObject({ id: order.orderId, status: 1 });
    expect(row.after).toMatchObject({ id: order.orderId, status: 2 });
  });

  it('keeps the request and the answer when the target has no view (入库)', async () => {
    const [goods] = await pickGoods(ctx, 1, 5);
    const res = await call(ctx, { method: 'POST', url: '/gateway/goods/api/staff/goods/stockIn', token: tokens.warehouse, payload: { goodsId: goods!.id, num: 5, refNo: 'RK-AUDIT-1' } });
    expect(res.status).toBe(200);
    const row = (await audit({ action: '商品入库' })).body.data.records[0]!;
    expect(row).toMatchObject({ targetKind: 'goods', targetId: String(goods!.id), before: null, request: { goodsId: goods!.id, num: 5, refNo: 'RK-AUDIT-1' } });
    expect(row.after).toEqual(res.body.data);
  });

  it('writes a refused row for a role without the permission (issue 35), and nothing for a refused request or a read', async () => {
    const order = await placeOrder(ctx, enterprise, 3);
    const wrongRole = await call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.finance, payload: { orderId: order.orderId, carrier: '顺丰速运', trackingNo: 'SF5550002222' } });
    expect(wrongRole.status).toBe(403);
    const refused = (await audit({ outcome: 'refused', role: 'finance' })).body.data.records;
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ outcome: 'refused', outcomeText: '被拒绝', reason: wrongRole.body.msg, action: '订单发货', route: '/api/staff/order/ship', before: null, after: null });
    const before = await rowCount();
    const missing = await call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.warehouse, payload: { orderId: 999_999, carrier: '顺丰速运', trackingNo: 'SF5550002222' } });
    expect(missing.status).toBe(404);
    const bad = await call(ctx, { method: 'POST', url: `${STAFF}/ship`, token: tokens.warehouse, payload: { orderId: order.orderId, carrier: '顺丰速运', trackingNo: '单号' } });
    expect(bad.status).toBe(400);
    expect((await call(ctx, { method: 'POST', url: `${STAFF}/list`, token: tokens.warehouse, payload: { current: 1, size: 5 } })).status).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it('records a new staff account without its password, with the account after', async () => {
    const res = await call<StaffAccountRow>(ctx, { method: 'POST', url: `${ACCOUNT}/add`, token: tokens.admin, payload: { username: 'audit.zhou', displayName: '周审计', role: 'finance', password: 'Secret2026' } });
    expect(res.status).toBe(200);
    const row = (await audit({ action: '新增员工账号' })).body.data.records[0]!;
    expect(row).toMatchObject({ role: 'admin', staffName: '系统管理员', targetKind: 'staff', targetId: String(res.body.data.id), before: null });
    expect(row.after).toMatchObject({ username: 'audit.zhou', role: 'finance', enabled: true });
    expect(row.request).toMatchObject({ username: 'audit.zhou', password: '***' });
    const stored = await ctx.handle.db.selectFrom('staffAudit').select('requestData').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.requestData)).not.toContain('Secret2026');
  });
});

describe('the command line is recorded by the shared runner', () => {
  it('records a change made with npm run staff (actor 命令行) and not a listing', async () => {
    const before = await rowCount();
    const listed = await runRecorded(ctx.handle.db, 'staff', ['list'], runStaffCommand);
    expect(listed.code).toBe(0);
    expect(await rowCount()).toBe(before);
    const added = await runRecorded(ctx.handle.db, 'staff', ['add', 'cli.wang', '--name', '王命令', '--role', 'warehouse', '--password', 'Cli2026abc'], runStaffCommand);
    expect(added.code, added.out.join('\n')).toBe(0);
    expect(await rowCount()).toBe(before + 1);
    const row = (await audit({ role: 'cli' })).body.data.records[0]!;
    expect(row).toMatchObject({ staffId: null, role: 'cli', roleText: '命令行', method: 'CLI', route: 'npm run staff', action: '命令行：staff add' });
    expect(row.staffName).toMatch(/^命令行（.+）$/);
    expect(row.request).toEqual({ argv: ['add', 'cli.wang', '--name', '王命令', '--role', 'warehouse', '--password', '***'] });
    const refused = await runRecorded(ctx.handle.db, 'staff', ['add', 'cli.wang', '--name', '王命令', '--role', 'warehouse', '--password', 'Cli2026abc'], runStaffCommand);
    expect(refused.code).toBe(1);
    expect(await rowCount()).toBe(before + 1);
  });
});

describe('POST /api/staff/audit/list', () => {
  it('filters by staff, role, action, target and date range; pages and sorts', async () => {
    const all = (await audit()).body.data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    // Newest first by default.
    const times = all.records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byStaff = (await audit({ staffId: await staffIdOf('cangku'), outcome: 'success' })).body.data;
    expect(byStaff.total).toBe(2);
    expect(byStaff.records.every((r) => r.staffName === '仓库 赵磊')).toBe(true);
    expect((await audit({ role: 'finance', outcome: 'success' })).body.data.records.map((r) => r.action)).toEqual(['审核转账回单']);
    expect((await audit({ targetKind: 'order', outcome: 'success' })).body.data.total).toBe(1);
    expect((await audit({ outcome: 'success' })).body.data.records.every((r) => r.outcome === 'success' && r.outcomeText === '成功' && r.reason === null)).toBe(true);

    const today = chinaDateKey();
    expect((await audit({ from: today, to: today })).body.data.total).toBe(all.total);
    expect((await audit({ from: '2020-01-01', to: '2020-12-31' })).body.data.total).toBe(0);
    const backwards = await audit({ from: today, to: '2020-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe('起始日期不能晚于截止日期');

    const pageOne = (await audit({ size: 2, current: 1 })).body.data;
    const pageTwo = (await audit({ size: 2, current: 2 })).body.data;
    expect(pageOne).toMatchObject({ size: 2, current: 1, total: all.total, pages: Math.ceil(all.total / 2) });
    expect(pageTwo.records[0]!.id).not.toBe(pageOne.records[0]!.id);

    const byAction = (await audit({ sort: 'action', desc: false })).body.data.records.map((r) => r.action);
    expect(byAction).toEqual([...byAction].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const oldest = (await audit({ desc: false })).body.data.records[0]!;
    expect(oldest.id).toBe(Math.min(...all.records.map((r) => r.id)));
  });

  it('is the admin\'s only, and refuses unknown filters', async () => {
    for (const role of ['service', 'finance', 'warehouse', 'operations'] as const) expect((await audit({}, tokens[role])).status).toBe(403);
    expect((await audit({ role: 'boss' })).status).toBe(400);
    expect((await audit({ from: '2026/01/01' })).status).toBe(400);
    expect((await audit({ nonsense: 1 })).status).toBe(400);
    expect((await audit({ outcome: 'denied' })).status).toBe(400);
  });
});

// The permission check of every staff route (issue 22): every registered staff route has a line
// in domain/staff/staff-routes.ts (a new route cannot be forgotten), and the whole matrix of
// staff routes x roles: a role without the route's permission gets 403 with a Chinese sentence
// naming the roles that may, a role with it passes the check; a member token gets 403 everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, roleAllows, rolesTextOf, STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-roles.ts';
import { STAFF_ROUTES, staffRuleOf } from '../../../domain/staff/staff-routes.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { roleTokens, staffOperations } from './staff-support.ts';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let member: string;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 40 });
  tokens = await roleTokens(ctx);
  member = await login(ctx, DEMO.personal, DEMO.password);
}, 120_000);
afterAll(async () => ctx?.close());

/** A request that passes no body check: the permission is checked first (onRequest), so a refused role never reaches validation. */
const send = (method: string, url: string, token: string) =>
  call(ctx, { method: method as 'GET', url: url.replace(/:([A-Za-z]+)/g, '1'), token, ...(method === 'POST' ? { payload: {} } : {}) });

describe('the staff route table', () => {
  it('declares every registered staff route, and every line names a registered route', async () => {
    const ops = await staffOperations(ctx);
    expect(ops.length).toBeGreaterThanOrEqual(STAFF_ROUTES.length);
    const undeclared = ops.filter((op) => !staffRuleOf(op.method, op.url)).map((op) => `${op.method} ${op.url}`);
    expect(undeclared, `staff routes without a line in domain/staff/staff-routes.ts:\n${undeclared.join('\n')}`).toEqual([]);
    const registered = new Set(ops.map((op) => `${op.method} ${op.url.replace(/^\/gateway\/[a-z]+/, '')}`));
    const stale = STAFF_ROUTES.filter((r) => !registered.has(`${r.method} ${r.path}`)).map((r) => `${r.method} ${r.path}`);
    expect(stale, 'lines of domain/staff/staff-routes.ts without a registered route').toEqual([]);
  });

  it('names each write for the audit log and reads its target from the body, params or answer', () => {
    for (const r of STAFF_ROUTES) {
      if (r.method === 'POST' && !r.read) expect(r.action, `${r.path} is a write: give it an action, or mark it read: true`).toBeTruthy();
      if (r.read || r.method === 'GET') expect(r.action, `${r.path} reads: no audit action`).toBeUndefined();
      for (const from of r.target?.from ?? []) expect(from).toMatch(/^(body|params|answer)\.\w+$/);
    }
  });
});

describe('the permission matrix: every staff route x every role', () => {
  it('refuses the roles without the permission (403, naming the roles) and lets the others through', async () => {
    const ops = await staffOperations(ctx);
    const wrong: string[] = [];
    for (const op of ops) {
      const rule = staffRuleOf(op.method, op.url)!;
      for (const role of STAFF_ROLES) {
        const res = await send(op.method, op.url, tokens[role]);
        const allowed = rule.permission === null || roleAllows(role, rule.permission);
        if (allowed && res.status === 403) wrong.push(`${role} refused ${op.method} ${op.url}: ${res.body.msg}`);
        if (!allowed) {
          if (res.status !== 403) wrong.push(`${role} not refused ${op.method} ${op.url}: ${res.status}`);
          else if (res.body.msg !== `没有权限：「${PERMISSIONS[rule.permission!].text}」仅限${rolesTextOf(rule.permission!)}角色操作`) wrong.push(`${op.url}: ${res.body.msg}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a member token on every staff route', async () => {
    const ops = await staffOperations(ctx);
    for (const op of ops) {
      const res = await send(op.method, op.url, member);
      expect(res.status, `${op.method} ${op.url}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 403, msg: '仅限后台工作人员操作' });
    }
  });

  it('answers the refusal on a sample of routes in Chinese, and the admin passes everywhere', async () => {
    const refund = await send('GET', '/gateway/order/api/staff/order/refund/list', tokens.service);
    expect(refund.status).toBe(403);
    expect(refund.body.msg).toBe('没有权限：「查看售后单」仅限财务或仓库或管理员角色操作');
    expect((await send('GET', '/gateway/order/api/staff/order/refund/list', tokens.finance)).status).toBe(200);
    expect((await send('GET', '/gateway/order/api/staff/order/refund/list', tokens.admin)).status).toBe(200);
    const ship = await call(ctx, { method: 'POST', url: '/gateway/order/api/staff/order/ship', token: tokens.finance, payload: { orderId: 1, carrier: '顺丰速运', trackingNo: 'SF1234567890' } });
    expect(ship.status).toBe(403);
    expect(ship.body.msg).toContain('仓库');
    const cert = await send('GET', '/gateway/member/api/staff/member/certification/list', tokens.operations);
    expect(cert.status).toBe(200);
    expect((await send('GET', '/gateway/member/api/staff/member/certification/list', tokens.warehouse)).status).toBe(403);
    expect((await send('POST', '/gateway/system/api/staff/audit/list', tokens.finance)).status).toBe(403);
    expect((await call(ctx, { method: 'POST', url: '/gateway/system/api/staff/audit/list', token: tokens.admin, payload: { current: 1, size: 5 } })).status).toBe(200);
  });

  it('takes a changed role from the next call on (the role is read with the token)', async () => {
    const db = ctx.handle.db;
    const kefu = await db.selectFrom('staffUser').select('id').where('username', '=', 'kefu').executeTakeFirstOrThrow();
    expect((await send('GET', '/gateway/order/api/staff/order/refund/list', tokens.service)).status).toBe(403);
    await db.updateTable('staffUser').set({ role: 'finance' }).where('id', '=', kefu.id).execute();
    expect((await send('GET', '/gateway/order/api/staff/order/refund/list', tokens.service)).status).toBe(200);
    await db.updateTable('staffUser').set({ role: 'service' }).where('id', '=', kefu.id).execute();
  });
});

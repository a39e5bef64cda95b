// Staff accounts (issue 22): /api/staff/me for every role; the admin lists, adds, changes the role
// of and disables accounts, with the refusals (taken login name, weak password, own role or
// account, the last admin, a member token, another role); a disabled account's token dies at
// once and it cannot log in; `npm run staff` does the same through the same functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccountRow, StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runStaffCommand } from '../../../scripts/staff.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { ROLE_ACCOUNTS, roleTokens } from './staff-support.ts';

const ME = '/gateway/system/api/staff/me';
const ACCOUNT = '/gateway/system/api/staff/account';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  tokens = await roleTokens(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const post = <T = StaffAccountRow>(path: string, payload: unknown, token = tokens.admin) =>
  call<T>(ctx, { method: 'POST', url: `${ACCOUNT}/${path}`, token, payload: payload as Record<string, unknown> });
const list = (token = tokens.admin, query: Record<string, string> = {}) => call<StaffAccountRow[]>(ctx, { method: 'GET', url: `${ACCOUNT}/list`, token, query });

describe('GET /api/staff/me', () => {
  it('answers the name, role and permissions of every role; a member gets 403', async () => {
    for (const role of STAFF_ROLES) {
      const res = await call<StaffMe>(ctx, { method: 'GET', url: ME, token: tokens[role] });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ username: ROLE_ACCOUNTS[role].username, role, permissions: permissionsOf(role) });
    }
    const admin = (await call<StaffMe>(ctx, { method: 'GET', url: ME, token: tokens.admin })).body.data;
    expect(admin).toMatchObject({ displayName: '系统管理员', roleText: '管理员' });
    expect(admin.permissions).toContain('staff.manage');
    const finance = (await call<StaffMe>(ctx, { method: 'GET', url: ME, token: tokens.finance })).body.data;
    expect(finance.permissions).toEqual(['order.view', 'payment.review', 'refund.view', 'refund.review', 'distribution.settle', 'report.view']);
    const member = await login(ctx, DEMO.personal, DEMO.password);
    expect((await call(ctx, { method: 'GET', url: ME, token: member })).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: ME })).status).toBe(401);
  });
});

describe('staff accounts', () => {
  it('lists the seeded account of every role, filtered by role', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => [r.username, r.role, r.enabled])).toEqual([
      ['admin', 'admin', true], ['kefu', 'service', true], ['caiwu', 'finance', true], ['cangku', 'warehouse', true], ['yunying', 'operations', true],
    ]);
    expect((await list(tokens.admin, { role: 'finance' })).body.data.map((r) => r.username)).toEqual(['caiwu']);
    expect((await list(tokens.operations)).status).toBe(403);
  });

  it('adds an account that can log in with its role, and refuses a taken name or a weak password', async () => {
    const res = await post('add', { username: 'ops.li', displayName: '运营 李娜', role: 'operations', password: 'Ops2026abc' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('已新增员工账号：运营 李娜（运营）');
    expect(res.body.data).toMatchObject({ username: 'ops.li', role: 'operations', roleText: '运营', enabled: true });
    const token = await login(ctx, 'ops.li', 'Ops2026abc', '1');
    expect((await call<StaffMe>(ctx, { method: 'GET', url: ME, token })).body.data.role).toBe('operations');

    const taken = await post('add', { username: 'ops.li', displayName: '另一位', role: 'service', password: 'Ops2026abc' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('登录名 ops.li 已被使用，请换一个');
    const weak = await post('add', { username: 'ops.wu', displayName: '吴', role: 'service', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.success).toBe(false);
    const badRole = await post('add', { username: 'ops.wu', displayName: '吴', role: 'boss', password: 'Ops2026abc' });
    expect(badRole.status).toBe(400);
    expect((await post('add', { username: 'ops.wu', displayName: '吴', role: 'service', password: 'Ops2026abc' }, tokens.finance)).status).toBe(403);
    expect((await list()).body.data).toHaveLength(6);
  });

  it('changes a role (effective on the next call); refuses the own role, the same role and an unknown account', async () => {
    const kefu = (await list()).body.data.find((r) => r.username === 'kefu')!;
    const changed = await post('role', { id: kefu.id, role: 'finance' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ role: 'finance', roleText: '财务' });
    expect((await call(ctx, { method: 'GET', url: '/gateway/order/api/staff/order/refund/list', token: tokens.service })).status).toBe(200);
    expect((await post('role', { id: kefu.id, role: 'finance' })).status).toBe(409);
    expect((await post('role', { id: kefu.id, role: 'service' })).status).toBe(200);

    const admin = (await list()).body.data.find((r) => r.username === 'admin')!;
    const self = await post('role', { id: admin.id, role: 'service' });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('不能修改自己的角色（请由另一位管理员修改）');
    expect((await post('role', { id: 999_999, role: 'service' })).status).toBe(404);
  });

  it('disables an account: its token dies at once and it cannot log in; never the own account', async () => {
    const added = (await post('add', { username: 'temp.he', displayName: '临时 何', role: 'warehouse', password: 'Temp2026abc' })).body.data;
    const token = await login(ctx, 'temp.he', 'Temp2026abc', '1');
    const res = await post('disable', { id: added.id });
    expect(res.status).toBe(200);
    expect(res.body.data.enabled).toBe(false);
    expect((await call(ctx, { method: 'GET', url: ME, token })).status).toBe(401);
    const again = await call(ctx, {
      method: 'POST', url: '/gateway/system/oauth/token',
      query: { username: 'temp.he', password: 'Temp2026abc', grant_type: 'password', user_type: '1', auth_type: 'password' },
      headers: { authorization: `Basic ${Buffer.from(`${ctx.config.oauthClientId}:${ctx.config.oauthClientSecret}`).toString('base64')}` },
    });
    expect(again.body.success).toBe(false);
    expect((await post('disable', { id: added.id })).status).toBe(409);
    const admin = (await list()).body.data.find((r) => r.username === 'admin')!;
    const self = await post('disable', { id: admin.id });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('不能停用自己的账号');
    expect((await list(tokens.admin, { enabled: 'false' } as never)).body.data.map((r) => r.username)).toEqual(['temp.he']);
  });
});

describe('npm run staff', () => {
  it('lists, adds, changes a role and disables, and keeps the last admin', async () => {
    const db = ctx.handle.db;
    const listed = await runStaffCommand(db, ['list', '--role', 'finance']);
    expect(listed.code).toBe(0);
    expect(listed.out.join('\n')).toContain('caiwu');
    const added = await runStaffCommand(db, ['add', 'cli.zhao', '--name', '赵命令', '--role', 'service', '--password', 'Cli2026abc']);
    expect(added.code, added.out.join('\n')).toBe(0);
    expect(await login(ctx, 'cli.zhao', 'Cli2026abc', '1')).toBeTruthy();
    expect((await runStaffCommand(db, ['role', 'cli.zhao', 'admin'])).code).toBe(0);
    // Two admins now: the seeded one may be demoted by the command line, then the last one not.
    expect((await runStaffCommand(db, ['role', 'admin', 'operations'])).code).toBe(0);
    const last = await runStaffCommand(db, ['disable', 'cli.zhao']);
    expect(last.code).toBe(1);
    expect(last.out.join('')).toContain('至少要保留一位启用中的管理员');
    expect((await runStaffCommand(db, ['role', 'admin', 'admin'])).code).toBe(0);
    expect((await runStaffCommand(db, ['disable', 'cli.zhao'])).code).toBe(0);
    expect((await runStaffCommand(db, ['role', 'nobody', 'admin'])).code).toBe(1);
    expect((await runStaffCommand(db, ['role', 'kefu', 'boss'])).code).toBe(2);
    expect((await runStaffCommand(db, ['add', 'x'])).code).toBe(2);
  });

  it('lists the alerts to the 管理员 (issue 35 item 1)', async () => {
    const db = ctx.handle.db;
    expect((await runStaffCommand(db, ['alerts'])).out).toEqual(['没有安全提醒']);
    const kefu = await db.selectFrom('staffUser').select('id').where('username', '=', 'kefu').executeTakeFirstOrThrow();
    await db.insertInto('staffAlert').values({ kind: 'login_attack', staffId: kefu.id, title: '员工账号 kefu 登录失败次数异常', body: '员工账号 kefu 在 60 分钟内已有 3 次登录失败' }).execute();
    const listed = await runStaffCommand(db, ['alerts']);
    expect(listed.code).toBe(0);
    expect(listed.out[0]).toBe('安全提醒共 1 条（最新的在前）：');
    expect(listed.out[1]).toMatch(/^#\d+ {2}\S+ \S+ {2}员工账号 kefu 登录失败次数异常：员工账号 kefu 在 60 分钟内已有 3 次登录失败$/);
  });
});

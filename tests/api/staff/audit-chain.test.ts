// An audit log that stays true (issue 35 item 5), on PGlite and PostgreSQL: the application's
// Kysely instance cannot UPDATE, DELETE or TRUNCATE staff_audit (triggers of migration 0035);
// refused staff calls (403) are recorded with outcome 'refused', the reason, the route, who and
// the address, a repeated refusal coalesced; concurrent appends (one pool, and on PostgreSQL a
// second pool standing for a second API process) still make one chain; `npm run staff --
// verify-audit` and GET /api/staff/audit/verify pass on a good chain and name the first altered
// row, the row after a deleted one, and a missing tail. The tampering is done the way only the
// table's owner or a superuser can: ALTER TABLE ... DISABLE TRIGGER around the change (the test
// database's role is both, on PGlite and on PostgreSQL), which is exactly what the chain is for.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import type { AuditRow, AuditVerifyResult } from '../../../domain/staff/staff-payloads.ts';
import type { StaffRole } from '../../../domain/staff/staff-roles.ts';
import { runRecorded } from '../../../scripts/staff-cli.ts';
import { runStaffCommand } from '../../../scripts/staff.ts';
import { connect, databaseUrlOf } from '../../../server/db/connect.ts';
import { migrateToLatest, migrateUpTo } from '../../../server/db/migrate.ts';
import type { Database } from '../../../server/db/schema.ts';
import { RefusalThrottle, setRefusalThrottle } from '../../../server/modules/staff/audit-refusals.ts';
import { writeAudit, type AuditEntry } from '../../../server/modules/staff/audit-service.ts';
import { verifyAuditChain } from '../../../server/modules/staff/audit-verify.ts';
import { STAFF_MSG } from '../../../server/modules/staff/messages.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { freshDatabase } from '../../support/fresh-database.ts';
import { roleTokens } from './staff-support.ts';

const AUDIT = '/gateway/system/api/staff/audit';
const UNDECLARED = '/gateway/system/api/staff/zz/undeclared';

let ctx: TestContext;
let tokens: Record<StaffRole, string>;
let clock = 1_000_000;

beforeAll(async () => {
  ctx = await createTestApp({
    seedSkus: 20,
    prepare: (app) => {
      app.get(UNDECLARED, async () => ({ success: true, code: 0, msg: '', data: null }));
      setRefusalThrottle(app.db, new RefusalThrottle(60_000, () => clock));
    },
  });
  tokens = await roleTokens(ctx);
}, 120_000);
afterAll(async () => ctx?.close());

const entry = (n: number): AuditEntry => ({
  staffId: null, staffName: `测试 ${n}`, staffRole: 'cli', method: 'CLI', route: 'npm run test', action: '并发写入', targetKind: null, targetId: String(n),
  before: { n, nested: { z: 1, a: [1, 'x', null] } }, after: { when: new Date(Date.UTC(2026, 0, 1)), text: '中文 ✓' }, request: { password: 'p', n }, requestId: null, ip: '127.0.0.1',
});

async function verifyCli() {
  return runRecorded(ctx.handle.db, 'staff', ['verify-audit'], runStaffCommand);
}

async function verifyApi(token = tokens.admin) {
  return call<AuditVerifyResult>(ctx, { method: 'GET', url: `${AUDIT}/verify`, token });
}

async function listRefused(filters: Record<string, unknown> = {}) {
  return (await call<Page<AuditRow>>(ctx, { method: 'POST', url: `${AUDIT}/list`, token: tokens.admin, payload: { current: 1, size: 50, outcome: 'refused', ...filters } })).body.data;
}

/** As the table's owner: the append-only triggers off for one change, then on again. */
async function tamper(db: Kysely<Database>, change: () => Promise<unknown>) {
  await sql`alter table staff_audit disable trigger staff_audit_no_change`.execute(db);
  try {
    await change();
  } finally {
    await sql`alter table staff_audit enable trigger staff_audit_no_change`.execute(db);
  }
}

describe('staff_audit is append-only for the application', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the app\'s Kysely instance, and keeps the row', async () => {
    const db = ctx.handle.db;
    const id = await writeAudit(db, entry(0));
    await expect(db.updateTable('staffAudit').set({ staffName: '改过' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staffAudit').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit`.execute(db)).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('staffAuditHead').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('staffAuditHead').set({ lastId: 0 }).execute()).rejects.toThrow(/append-only/);
    const row = await db.selectFrom('staffAudit').select(['staffName', 'requestData']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ staffName: '测试 0', requestData: { password: '***', n: 0 } });
  });

  it('keeps a staff account with audit rows from being deleted (the reference no longer sets null)', async () => {
    const admin = await ctx.handle.db.selectFrom('staffUser').select('id').where('username', '=', DEMO.staff).executeTakeFirstOrThrow();
    await writeAudit(ctx.handle.db, { ...entry(1), staffId: admin.id, staffRole: 'admin' });
    await expect(ctx.handle.db.deleteFrom('staffUser').where('id', '=', admin.id).execute()).rejects.toThrow();
  });
});

describe('refused staff calls are recorded', () => {
  it('records a member on a staff route, an undeclared route and a role without the permission, not a missing token', async () => {
    const member = await login(ctx, DEMO.personal, DEMO.password);
    const memberId = (await ctx.handle.db.selectFrom('member').select('id').where('mobile', '=', DEMO.personal).executeTakeFirstOrThrow()).id;
    const byMember = await call(ctx, { method: 'POST', url: `${AUDIT}/list`, token: member, payload: { current: 1, size: 5 } });
    expect(byMember.status).toBe(403);
    const undeclared = await call(ctx, { method: 'GET', url: UNDECLARED, token: tokens.admin });
    expect(undeclared.status).toBe(403);
    const wrongRole = await call(ctx, { method: 'POST', url: '/gateway/system/api/staff/account/add', token: tokens.warehouse, payload: { username: 'x.y', displayName: '某', role: 'admin', password: 'Abc12345' } });
    expect(wrongRole.status).toBe(403);
    const before = (await listRefused()).total;
    expect((await call(ctx, { method: 'POST', url: `${AUDIT}/list`, payload: { current: 1, size: 5 } })).status).toBe(401);
    expect((await listRefused()).total).toBe(before);

    const [m] = (await listRefused({ role: 'member' })).records;
    expect(m).toMatchObject({ staffId: null, staffName: `会员 #${memberId}`, role: 'member', roleText: '会员', route: '/api/staff/audit/list', reason: MSG.staffOnly, outcomeText: '被拒绝' });
    const rows = await ctx.handle.db.selectFrom('staffAudit').select(['route', 'reason', 'ip', 'staffRole', 'staffId', 'action', 'outcome']).where('outcome', '=', 'refused').orderBy('id').execute();
    expect(rows.find((r) => r.route === '/api/staff/zz/undeclared')).toMatchObject({ reason: STAFF_MSG.undeclared, staffRole: 'admin', action: STAFF_MSG.refusedAction, ip: '127.0.0.1' });
    expect(rows.find((r) => r.route === '/api/staff/account/add')).toMatchObject({ reason: wrongRole.body.msg, staffRole: 'warehouse', action: '新增员工账号' });
    expect(rows.every((r) => r.ip)).toBe(true);
  });

  it('coalesces the same refusal repeated within a minute and writes its count with the next one', async () => {
    const count = async () => (await listRefused({ role: 'service' })).total;
    const before = await count();
    for (let i = 0; i < 4; i += 1) expect((await verifyApi(tokens.service)).status).toBe(403);
    expect(await count()).toBe(before + 1);
    clock += 61_000;
    expect((await verifyApi(tokens.service)).status).toBe(403);
    expect(await count()).toBe(before + 2);
    const [latest] = (await listRefused({ role: 'service' })).records;
    expect(latest!.reason).toMatch(/此前一分钟内另有 3 次相同的请求被拒绝/);
  });
});

describe('the hash chain', () => {
  it('stays one chain under concurrent appends (and from a second pool on PostgreSQL)', async () => {
    const db = ctx.handle.db;
    const url = databaseUrlOf(db);
    const second = url ? await connect({ databaseUrl: url, dataDir: null }) : null;
    try {
      const before = (await verifyAuditChain(db)).count;
      const dbs = [db, second?.db ?? db];
      await Promise.all(Array.from({ length: 40 }, (_, i) => writeAudit(dbs[i % 2]!, entry(100 + i))));
      const result = await verifyAuditChain(db);
      expect(result).toMatchObject({ intact: true, count: before + 40, problem: null });
      const head = await db.selectFrom('staffAuditHead').selectAll().executeTakeFirstOrThrow();
      const last = await db.selectFrom('staffAudit').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(head).toEqual({ id: 1, lastId: last.id, hash: last.hash });
    } finally {
      await second?.close();
    }
  });

  it('verifies on the command line and through the admin\'s API (admin only, not recorded)', async () => {
    const n = (await verifyAuditChain(ctx.handle.db)).count;
    const cli = await verifyCli();
    expect(cli.code).toBe(0);
    expect(cli.out[0]).toBe(`审计日志完整：${n} 条`);
    expect(cli.out[1]).toMatch(/^链尾：#\d+ [0-9a-f]{64}/);
    const api = await verifyApi();
    expect(api.status).toBe(200);
    expect(api.body.data).toMatchObject({ intact: true, count: n });
    expect(api.body.msg).toBe(`审计日志完整：${n} 条`);
    expect((await verifyApi(tokens.finance)).status).toBe(403);
  });

  it('names an altered row, then verifies again once it is put back', async () => {
    const db = ctx.handle.db;
    const victim = await db.selectFrom('staffAudit').select(['id', 'staffName', 'hash']).where('action', '=', '并发写入').orderBy('id').offset(5).limit(1).executeTakeFirstOrThrow();
    await tamper(db, () => db.updateTable('staffAudit').set({ staffName: '另一个人' }).where('id', '=', victim.id).execute());
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.out.join('\n')).toContain(`审计日志 #${victim.id} 被改动`);
    expect(cli.out.join('\n')).toContain(`记录中为 ${victim.hash}`);
    const api = (await verifyApi()).body.data;
    expect(api).toMatchObject({ intact: false, id: victim.id, problem: 'altered', found: victim.hash });
    await tamper(db, () => db.updateTable('staffAudit').set({ staffName: victim.staffName }).where('id', '=', victim.id).execute());
    expect((await verifyCli()).code).toBe(0);
  });

  it('names a missing tail (the last rows deleted) and the row after a deleted one', async () => {
    const db = ctx.handle.db;
    const [last, beforeLast] = await db.selectFrom('staffAudit').select(['id', 'hash']).orderBy('id', 'desc').limit(2).execute();
    await tamper(db, () => db.deleteFrom('staffAudit').where('id', '=', last!.id).execute());
    const tail = await verifyAuditChain(db);
    expect(tail).toMatchObject({ intact: false, problem: 'tail', id: last!.id, expected: last!.hash, headId: beforeLast!.id, found: beforeLast!.hash });
    expect((await verifyCli()).out[0]).toContain(`链头记录的最后一条为 #${last!.id}`);

    const rows = await db.selectFrom('staffAudit').select(['id', 'hash']).orderBy('id').execute();
    const gone = rows[3]!;
    const next = rows[4]!;
    await tamper(db, () => db.deleteFrom('staffAudit').where('id', '=', gone.id).execute());
    const gap = await verifyAuditChain(db);
    expect(gap).toMatchObject({ intact: false, problem: 'gap', id: next.id, expected: rows[2]!.hash, found: gone.hash });
    const cli = await verifyCli();
    expect(cli.code).toBe(1);
    expect(cli.out[0]).toBe(STAFF_MSG.auditGap(next.id, rows[2]!.hash, gone.hash));
  });
});

describe('migration 0035 on a log written before it', () => {
  it('backfills the chain in id order, so the migrated database verifies, and the next append continues it', async () => {
    const fresh = await freshDatabase();
    try {
      const db = fresh.handle.db;
      await migrateUpTo(db, '0031-receipt-stated-amount');
      for (let i = 0; i < 3; i += 1) {
        await sql`insert into staff_audit (staff_id, staff_name, staff_role, method, route, action, before_data, request_data)
                  values (null, ${`旧 ${i}`}, 'cli', 'CLI', 'npm run staff', '命令行：staff add', ${JSON.stringify({ b: 1, a: [i] })}::jsonb, null)`.execute(db);
      }
      await migrateToLatest(db);
      expect(await verifyAuditChain(db)).toMatchObject({ intact: true, count: 3 });
      const old = await db.selectFrom('staffAudit').select(['outcome', 'prevHash']).orderBy('id').execute();
      expect(old.map((r) => r.outcome)).toEqual(['success', 'success', 'success']);
      expect(old[0]!.prevHash).toBe('0'.repeat(64));
      await writeAudit(db, entry(7));
      expect(await verifyAuditChain(db)).toMatchObject({ intact: true, count: 4 });
    } finally {
      await fresh.drop();
    }
  });
});

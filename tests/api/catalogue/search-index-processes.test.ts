// Freshness across processes (PostgreSQL only; skipped on PGlite, which is one process): two
// server processes on one database, each with its own in-memory search index. A stock receipt
// through process A, and a price and a shelf change published by a writer outside both (as the
// staff console will), show in process B's search answers within 1 s (LISTEN/NOTIFY).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, type DbHandle } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/db/seed/seed.ts';
import { testConfig } from '../../../server/config.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { basicHeader, DEMO } from '../../support/api-harness.ts';
import { freshDatabase } from '../../support/fresh-database.ts';

const PG = Boolean(process.env.DATABASE_URL);

interface Server {
  url: string;
  child: ChildProcess;
}

let handle: DbHandle;
let drop: () => Promise<void>;
const servers: Server[] = [];

/** Starts a server on a free port (PORT=0) and reads its address from the start line. */
async function start(databaseUrl: string): Promise<Server> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_SKUS: '0', STATIC_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  child.once('exit', () => process.env.SEARCH_2P_LOG && console.log(output));
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
    if (!url) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      // Ready, and the index built (the first search waits for it).
      const res = await fetch(`${url}/gateway/goods/open/goods/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ current: 1, size: 20 }) });
      if (res.ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output}`);
}

async function post<T>(server: Server, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; msg: string; data: T };
  if (!res.ok || !json.success) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json.data;
}

interface ListData {
  total: number;
  records: { id: number; priceFen: number }[];
}

const list = (server: Server, body: Record<string, unknown>) => post<ListData>(server, '/gateway/goods/open/goods/list', { current: 1, size: 20, ...body });

/** Milliseconds until `check` holds on B, polling every 20 ms (fails past 5 s). */
async function within(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

describe.skipIf(!PG)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
    await migrateToLatest(handle.db);
    await seedDatabase(handle, { skus: 400 });
    const url = databaseUrlOf(handle.db)!;
    servers.push(...(await Promise.all([start(url), start(url)])));
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode !== null) continue;
      const exited = new Promise((r) => s.child.once('exit', r));
      process.kill(-s.child.pid!, 'SIGTERM');
      await exited;
    }
    await drop?.();
  }, 60_000);

  async function target() {
    return handle.db.selectFrom('goods').select(['id', 'model', 'listPriceFen']).where('status', '=', 1).orderBy('id').offset(11).limit(1).executeTakeFirstOrThrow();
  }

  it('a stock receipt through A shows in B\'s in-stock search within 1 s', async () => {
    const [a, b] = servers as [Server, Server];
    const g = await target();
    await handle.db.updateTable('goodsStock').set({ qty: 0, reserved: 0 }).where('goodsId', '=', g.id).execute();
    await publishCatalogueChange(handle.db, { kind: 'stock', ids: [g.id] });
    const inStock = async () => (await list(b, { keyword: g.model, isExactMatch: true, inStock: true })).records.some((r) => r.id === g.id);
    expect(await within(async () => !(await inStock()))).toBeLessThan(1_000);
    const config = testConfig();
    const token = await fetch(
      `${a.url}/gateway/system/oauth/token?${new URLSearchParams({ username: DEMO.staff, password: DEMO.staffPassword, grant_type: 'password', user_type: '1', auth_type: 'password' })}`,
      { method: 'POST', headers: { authorization: basicHeader(config) } },
    ).then(async (r) => ((await r.json()) as { data: { access_token: string } }).data.access_token);
    await post(a, '/gateway/goods/api/staff/goods/stockIn', { goodsId: g.id, num: 5, refNo: `T2P-${Date.now()}` }, { authorization: `Bearer ${token}` });
    const ms = await within(inStock);
    console.log(`stock receipt through A seen by B after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(1_000);
  });

  it('a price change and a shelf change reach both processes within 1 s', async () => {
    const g = await target();
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ listPriceFen: 1 }).where('id', '=', g.id).execute();
      await publishCatalogueChange(trx, { kind: 'price', ids: [g.id] });
    });
    for (const s of servers) {
      const ms = await within(async () => (await list(s, { sort: 'price_asc' })).records[0]?.id === g.id);
      console.log(`price change seen by ${s.url} after ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(1_000);
    }
    const before = await list(servers[1]!, { keyword: g.model, isExactMatch: true });
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ status: 0 }).where('id', '=', g.id).execute();
      await publishCatalogueChange(trx, { kind: 'shelf', ids: [g.id] });
    });
    for (const s of servers) {
      const ms = await within(async () => (await list(s, { keyword: g.model, isExactMatch: true })).total === before.total - 1);
      console.log(`shelf change seen by ${s.url} after ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(1_000);
    }
  });
});

// Freshness across processes (PostgreSQL only; skipped on PGlite, which is one process): two
// server processes on one database, each with its own in-memory search index and goods cards
// (card-cache.ts). A stock receipt through process A, and a price and a shelf change published by
// a writer outside both (as the staff console does), show in process B's search answers, in the
// matching as in the cards' stock and price, within 1 s (the outbox: the publisher numbers the event and wakes every listener).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, type DbHandle } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/db/seed/seed.ts';
import { testConfig } from '../../../server/config.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { basicHeader, DEMO } from '../../support/api-harness.ts';
import { freshDatabase } from '../../support/fresh-database.ts';
import { searchReady, startServerProcess, stopServerProcesses, type ServerProcess } from '../../support/server-process.ts';

const PG = Boolean(process.env.DATABASE_URL);

type Server = ServerProcess;

/** A server on the test database, ready once its search index answers. */
const start = (databaseUrl: string) => startServerProcess({ env: { DATABASE_URL: databaseUrl, NODE_ENV: 'development', SEED_SKUS: '0', STATIC_DIR: '' }, ready: searchReady });

let handle: DbHandle;
let drop: () => Promise<void>;
const servers: Server[] = [];

async function post<T>(server: Server, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { success: boolean; msg: string; data: T };
  if (!res.ok || !json.success) throw new Error(`${path}: ${res.status} ${json.msg}`);
  return json.data;
}

interface ListData {
  total: number;
  records: { id: number; priceFen: number; stockQty: number }[];
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
    await stopServerProcesses(servers);
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
    // B has shown the card (and keeps it in memory): its stock must move too.
    const stockOnB = async () => (await list(b, { keyword: g.model, isExactMatch: true })).records.find((r) => r.id === g.id)?.stockQty;
    expect(await within(async () => (await stockOnB()) === 0)).toBeLessThan(1_000);
    const config = testConfig();
    const token = await fetch(
      `${a.url}/gateway/system/oauth/token?${new URLSearchParams({ username: DEMO.staff, password: DEMO.staffPassword, grant_type: 'password', user_type: '1', auth_type: 'password' })}`,
      { method: 'POST', headers: { authorization: basicHeader(config) } },
    ).then(async (r) => ((await r.json()) as { data: { access_token: string } }).data.access_token);
    await post(a, '/gateway/goods/api/staff/goods/stockIn', { goodsId: g.id, num: 5, refNo: `T2P-${Date.now()}` }, { authorization: `Bearer ${token}` });
    const ms = await within(async () => (await inStock()) && (await stockOnB()) === 5);
    console.log(`stock receipt through A seen by B (match and card) after ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(1_000);
  });

  it('a price change and a shelf change reach both processes within 1 s', async () => {
    const g = await target();
    for (const s of servers) expect((await list(s, { keyword: g.model, isExactMatch: true })).records.find((r) => r.id === g.id)?.priceFen).toBe(g.listPriceFen);
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ listPriceFen: 1 }).where('id', '=', g.id).execute();
      await publishCatalogueChange(trx, { kind: 'price', ids: [g.id] });
    });
    for (const s of servers) {
      const ms = await within(async () => {
        const first = (await list(s, { sort: 'price_asc' })).records[0];
        return first?.id === g.id && first.priceFen === 1;
      });
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

// The catalogue change outbox (issue 41 item 1; catalogue-changes.ts, catalogue-outbox.ts): an
// order's stock reservation writes its event row in the order's transaction (none after a
// rollback, no NOTIFY there); the publisher numbers events in order, and two publishers at once
// number each event once; a listener that lost its LISTEN connection catches up from its last
// number without a full rebuild; a listener whose next events were pruned reloads everything; and
// the search index follows an order's stock change. On PGlite and on PostgreSQL (the lane).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { databaseUrlOf } from '../../../server/db/connect.ts';
import type { CatalogueChange } from '../../../server/modules/catalogue/catalogue-changes.ts';
import { catalogueChangesDelivered, pruneCatalogueEvents, publishPending, subscribeCatalogueChanges } from '../../../server/modules/catalogue/catalogue-outbox.ts';
import { publishCatalogueChange } from '../../../server/modules/catalogue/public.ts';
import { reserveLines } from '../../../server/modules/orders/stock-reservation.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { indexHeard } from '../../support/index-changes.ts';
import { defaultsOf, draftOf, pickGoods, setStock, submit } from '../../support/order-helpers.ts';

const PG = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const db = () => ctx.handle.db;

async function eventsSince(id: number) {
  return db().selectFrom('catalogueChangeEvent').select(['id', 'kind', 'publishedSeq']).select(sql<number[]>`to_json(ids)`.as('ids')).where('id', '>', id).orderBy('id').execute();
}

async function lastId(): Promise<number> {
  const row = await db().selectFrom('catalogueChangeEvent').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Waits (polling every 20 ms, up to 10 s) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the outbox row is the order transaction\'s', () => {
  it('commits with the reservation, and is gone after a rollback', async () => {
    const [a, b] = await pickGoods(ctx, 2, 30);
    await setStock(ctx, a!.id, 5);
    await setStock(ctx, b!.id, 5);
    const before = await lastId();
    await db().transaction().execute(async (trx) => {
      const got = await reserveLines(trx, [{ goodsId: a!.id, num: 1 }, { goodsId: b!.id, num: 2 }]);
      expect(got.ok).toBe(true);
      // Inside the transaction the rows are there; another connection does not see them yet (PostgreSQL).
      const inside = await trx.selectFrom('catalogueChangeEvent').select('kind').where('id', '>', before).execute();
      expect(inside.map((r) => r.kind)).toEqual(['stock', 'stock']);
    });
    const committed = await eventsSince(before);
    expect(committed.map((r) => ({ kind: r.kind, ids: r.ids }))).toEqual([{ kind: 'stock', ids: [a!.id] }, { kind: 'stock', ids: [b!.id] }]);
    const after = await lastId();
    await expect(
      db().transaction().execute(async (trx) => {
        await reserveLines(trx, [{ goodsId: a!.id, num: 1 }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsSince(after)).toEqual([]);
    await catalogueChangesDelivered(db());
  });

  it('an order placed through the API writes one stock event per line, and the index follows it', async () => {
    const token = await login(ctx, DEMO.personal, DEMO.password);
    const me = await defaultsOf(ctx, DEMO.personal);
    const [g] = await pickGoods(ctx, 1, 41);
    await setStock(ctx, g!.id, 2);
    await publishCatalogueChange(db(), { kind: 'stock', ids: [g!.id] });
    await indexHeard(db());
    const inStock = async () =>
      (await call<{ records: { id: number }[] }>(ctx, { method: 'POST', url: '/gateway/goods/open/goods/list', payload: { current: 1, size: 20, keyword: g!.model, isExactMatch: true, inStock: true } }))
        .body.data.records.some((r) => r.id === g!.id);
    expect(await inStock()).toBe(true);
    const before = await lastId();
    const draft = await draftOf(ctx, token, g!.id, 2);
    const res = await submit(ctx, token, draft, { addressId: me.addressId, invoiceId: me.invoiceId });
    expect(res.body.success).toBe(true);
    expect((await eventsSince(before)).filter((e) => e.kind === 'stock' && e.ids.includes(g!.id))).toHaveLength(1);
    await indexHeard(db());
    // Both units are reserved: the in-stock search no longer finds it, in this process's index.
    expect(await inStock()).toBe(false);
  });
});

describe('the publisher', () => {
  it('numbers events consecutively in id order, and publishers at once number each event once', async () => {
    await catalogueChangesDelivered(db());
    const before = await lastId();
    const top0 = Number((await sql<{ seq: number }>`select coalesce(max(published_seq), 0)::bigint as seq from catalogue_change_event`.execute(db())).rows[0]!.seq);
    // Thirty events committed at once, then three passes at once (and this process's own publisher,
    // kicked by the writes): whoever holds the lock numbers them, the others find it taken or nothing left.
    await db().transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) await publishCatalogueChange(trx, { kind: 'price', ids: [1_000_000 + i] });
    });
    const runs = await Promise.all([publishPending(db(), { hint: false }), publishPending(db(), { hint: false }), publishPending(db(), { hint: false })]);
    for (const r of runs) if (r !== null) expect(r).toBe(top0 + 30);
    const rows = await eventsSince(before);
    expect(rows.map((r) => r.ids[0])).toEqual(Array.from({ length: 30 }, (_, i) => 1_000_000 + i));
    expect(rows.map((r) => r.publishedSeq)).toEqual(rows.map((_, i) => top0 + 1 + i));
    // Another pass finds nothing to do.
    expect(await publishPending(db(), { hint: false })).toBeNull();
  });
});

describe('a listener', () => {
  it('that lost its LISTEN connection catches up from its last number without a full rebuild', async () => {
    await catalogueChangesDelivered(db());
    const heard: CatalogueChange[] = [];
    const sub = subscribeCatalogueChanges({
      db: db(),
      databaseUrl: databaseUrlOf(db()),
      onChange: (c) => heard.push(c),
      // No fallback poll during the test: only the reconnection (or the in-process hint) reads.
      pollMs: 3_600_000,
      reconnectMs: 300,
    });
    try {
      await sub.ready;
      const start = sub.lastSeq();
      expect(start).toBeGreaterThan(0);
      if (PG) {
        // Its LISTEN connection is cut (as a network failure or a server restart would).
        const killed = await sql<{ n: number }>`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = 'aibeike-catalogue-listener' and datname = current_database()`.execute(db());
        expect(killed.rows[0]!.n).toBeGreaterThan(0);
      }
      // Published while it was away: the hint (if any) is lost.
      await publishCatalogueChange(db(), { kind: 'stock', ids: [2_000_001] });
      await publishCatalogueChange(db(), { kind: 'price', ids: [2_000_002, 2_000_003] });
      await publishPending(db(), { hint: false });
      if (!PG) await sub.catchUp(); // PGlite has no connection to lose: the catch-up is the same read.
      await until(() => heard.some((c) => c.ids.includes(2_000_003)));
      const mine = heard.filter((c) => c.ids.some((id) => id >= 2_000_001 && id <= 2_000_003));
      expect(mine).toEqual([{ kind: 'stock', ids: [2_000_001] }, { kind: 'price', ids: [2_000_002, 2_000_003] }]);
      expect(heard.some((c) => c.all)).toBe(false);
      expect(sub.lastSeq()).toBe(start + 2 + (heard.length - mine.length));
      if (PG) {
        // And it listens again: a hint after the reconnection is heard.
        await publishCatalogueChange(db(), { kind: 'goods', ids: [2_000_004] });
        await publishPending(db(), { hint: true });
        await until(() => heard.some((c) => c.ids.includes(2_000_004)));
        expect(heard.some((c) => c.all)).toBe(false);
      }
    } finally {
      await sub.close();
    }
  });

  it('whose next events were pruned reloads everything once, then follows the events again', async () => {
    await publishCatalogueChange(db(), { kind: 'goods', ids: [3_000_001] });
    await catalogueChangesDelivered(db());
    const { rows } = await sql<{ min: number }>`select min(published_seq)::bigint as min from catalogue_change_event where published_seq is not null`.execute(db());
    const oldest = Number(rows[0]!.min);
    // Everything but the latest published event is older than a 0 ms retention.
    expect(await pruneCatalogueEvents(db(), 0)).toBeGreaterThan(0);
    const heard: CatalogueChange[] = [];
    const sub = subscribeCatalogueChanges({ db: db(), databaseUrl: null, onChange: (c) => heard.push(c), pollMs: 3_600_000, fromSeq: oldest });
    try {
      await sub.ready;
      await sub.catchUp();
      expect(heard).toEqual([{ kind: 'goods', ids: [], all: true }]);
      await publishCatalogueChange(db(), { kind: 'shelf', ids: [3_000_002] });
      await publishPending(db(), { hint: false });
      await sub.catchUp();
      expect(heard).toEqual([{ kind: 'goods', ids: [], all: true }, { kind: 'shelf', ids: [3_000_002] }]);
    } finally {
      await sub.close();
    }
  });

  it('of a fresh start begins at the latest number (a restart does not replay the past)', async () => {
    await catalogueChangesDelivered(db());
    const heard: CatalogueChange[] = [];
    const sub = subscribeCatalogueChanges({ db: db(), databaseUrl: null, onChange: (c) => heard.push(c), pollMs: 3_600_000 });
    try {
      await sub.ready;
      await sub.catchUp();
      expect(heard).toEqual([]);
    } finally {
      await sub.close();
    }
  });
});

describe('the settings', () => {
  it('default to a 50 ms publisher, a 2 s fallback poll, 1 h retention, no NOTIFY in the writer\'s transaction; refuse 0', () => {
    expect(loadConfig({}).catalogueChanges).toEqual({ publishMs: 50, pollMs: 2_000, retentionSeconds: 3_600, notifyInTransaction: false });
    expect(loadConfig({ CATALOGUE_NOTIFY_IN_TRANSACTION: '1', CATALOGUE_PUBLISH_MS: '100' }).catalogueChanges).toMatchObject({ publishMs: 100, notifyInTransaction: true });
    for (const name of ['CATALOGUE_PUBLISH_MS', 'CATALOGUE_POLL_MS', 'CATALOGUE_EVENT_RETENTION_SECONDS']) expect(() => loadConfig({ [name]: '0' })).toThrow(name);
  });
});

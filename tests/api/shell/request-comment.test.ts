// Request ids to the database (issue 41 item 3; server/db/request-comment.ts): every statement run
// while serving a request starts (select, raw sql) or ends (insert, update, delete) with
// `/* request_id=<the answer's x-request-id> */`, seen by the database itself through
// current_query(); the scope survives a POST's body parsing and keeps concurrent requests apart;
// nothing is added outside a request; on PostgreSQL a slow statement is found in pg_stat_activity
// by its request id while it runs.
import http from 'node:http';
import { sql, type Generated } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf } from '../../../server/db/connect.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;

// A type, not an interface: withTables wants a record type.
type Probe = {
  requestProbe: { id: Generated<number>; q: string };
};

const commentOf = (id: string) => `/* request_id=${id} */`;

beforeAll(async () => {
  ctx = await createTestApp({
    seedSkus: 0,
    prepare(app) {
      const raw = async () => (await sql<{ q: string }>`select current_query() as q`.execute(app.db)).rows[0]!.q;
      app.get('/test/sql/raw', async () => ({ q: await raw() }));
      app.get('/test/sql/select', async () => {
        const row = await app.db.selectNoFrom(sql<string>`current_query()`.as('q')).executeTakeFirstOrThrow();
        return { q: row.q };
      });
      app.post('/test/sql/insert', async (request) => {
        const db = app.db.withTables<Probe>();
        const body = request.body as { wait?: number };
        // Let the other request of a pair start before this one reads its id.
        if (body.wait) await new Promise((r) => setTimeout(r, body.wait));
        const row = await db.insertInto('requestProbe').values({ q: sql<string>`current_query()` }).returning('q').executeTakeFirstOrThrow();
        const update = await db.updateTable('requestProbe').set({ q: 'x' }).where('id', '<', 0).returning(sql<string>`current_query()`.as('u')).execute();
        return { q: row.q, updates: update.length, select: await raw() };
      });
      app.get('/test/sql/sleep', async () => {
        await sql`select pg_sleep(1.5)`.execute(app.db);
        return { slept: true };
      });
    },
  });
  await sql`create table request_probe (id serial primary key, q text not null)`.execute(ctx.handle.db);
});
afterAll(async () => ctx?.close());

describe('request ids in SQL comments', () => {
  it('a raw statement and a built select carry the request id the answer names', async () => {
    for (const url of ['/test/sql/raw', '/test/sql/select']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json().q).toContain(commentOf(id));
    }
    // The select's comment sits right after `select`, inside the first bytes pg_stat_activity keeps.
    const res = await ctx.app.inject({ method: 'GET', url: '/test/sql/select' });
    expect(res.json().q).toMatch(/^select \/\* request_id=[0-9a-f-]{36} \*\/ current_query\(\)/);
  });

  it('a POST keeps the scope through its body parsing: its insert carries the id', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/test/sql/insert', payload: { wait: 0 } });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(res.json().q).toMatch(/^insert into "request_probe"/);
    expect(res.json().q).toContain(commentOf(id));
    expect(res.json().select).toContain(commentOf(id));
  });

  it('over a real socket too, where the body arrives in the socket\'s own events (keep-alive: one socket, several requests)', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: string) =>
      new Promise<{ id: string; q: string; select: string }>((resolve, reject) => {
        const req = http.request(`${address}/test/sql/insert`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += String(c)));
          res.on('end', () => resolve({ id: String(res.headers['x-request-id']), ...(JSON.parse(text) as { q: string; select: string }) }));
        });
        req.on('error', reject);
        // The body in two writes, the second after a pause: it reaches the server in later socket events.
        req.write(body.slice(0, 3));
        setTimeout(() => req.end(body.slice(3)), 20);
      });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await post(JSON.stringify({ wait: 0 }));
        expect(answer.q).toContain(commentOf(answer.id));
        expect(answer.select).toContain(commentOf(answer.id));
      }
    } finally {
      agent.destroy();
    }
  });

  it('keeps concurrent requests apart', async () => {
    const answers = await Promise.all([30, 0, 15, 5].map((wait) => ctx.app.inject({ method: 'POST', url: '/test/sql/insert', payload: { wait } })));
    for (const res of answers) {
      const id = String(res.headers['x-request-id']);
      expect(res.json().q).toContain(commentOf(id));
      expect(res.json().select).toContain(commentOf(id));
    }
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(4);
  });

  it('adds nothing outside a request', async () => {
    const q = (await sql<{ q: string }>`select current_query() as q`.execute(ctx.handle.db)).rows[0]!.q;
    expect(q).toBe('select current_query() as q');
  });

  it('on PostgreSQL: a slow statement is seen in pg_stat_activity with its request id', async (t) => {
    const url = databaseUrlOf(ctx.handle.db);
    if (!url) return t.skip();
    const pending = ctx.app.inject({ method: 'GET', url: '/test/sql/sleep' });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let seen: string | null = null;
    try {
      for (let i = 0; i < 100 && !seen; i++) {
        const r = await client.query<{ query: string }>("select query from pg_stat_activity where query like '%pg_sleep(1.5)%' and pid <> pg_backend_pid()");
        seen = r.rows[0]?.query ?? null;
        if (!seen) await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await client.end();
    }
    const res = await pending;
    expect(seen).toBe(`${commentOf(String(res.headers['x-request-id']))} select pg_sleep(1.5)`);
  });
});

// examples/erp-sync.ts against a test server listening on a free port (issue 40): the typed client
// (openapi-fetch on examples/api/schema.d.ts) gets a token, prices the codes, places an order with a
// PO number and Idempotency-Key (its retry answers the same order), reads it back by the PO number;
// and waits for the order.created webhook: the company admin registers the example's receiver (a
// loopback address, allowed for the test), the webhooks outbox delivers the event through the
// server's own sender job, and the receiver checks its signature (a forged one is refused).
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, verifySignature } from '../../../examples/erp-sync.ts';
import { call, DEMO } from '../../support/api-harness.ts';
import { defaultsOf, setStock } from '../../support/order-helpers.ts';
import { companyFixture, BUYER, type CompanyFixture } from '../approvals/company-fixture.ts';
import { makeClient, type ClientCredentials } from './integration-fixture.ts';

let f: CompanyFixture;
let baseUrl: string;
let client: ClientCredentials;
let codes: string[];
let addressId: number;

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const port = (s.address() as { port: number }).port;
    s.close(() => resolve(port));
  });
});

const sign = (secret: string, raw: string, t = Math.floor(Date.now() / 1000)) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;

beforeAll(async () => {
  // The webhook sender runs every second and may deliver to loopback (the example's receiver).
  f = await companyFixture({ config: { webhooks: { sendSeconds: 1, allowPrivate: true } } });
  const db = f.ctx.handle.db;
  const rows = await db.selectFrom('goods as g').select(['g.id', 'g.goodsCode', 'g.model']).where('g.status', '=', 1).where('g.minOrderQty', '=', 1).orderBy('g.id').limit(2).execute();
  for (const r of rows) await setStock(f.ctx, r.id, 1000);
  codes = [rows[0]!.goodsCode, rows[1]!.model, 'NO-SUCH-CODE'];
  addressId = (await defaultsOf(f.ctx, DEMO.enterprise)).addressId;
  client = await makeClient(f.ctx, { companyId: f.companyId, mobile: BUYER, scopes: ['catalogue:read', 'orders:write', 'orders:read'] });
  baseUrl = await f.ctx.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => f.ctx.close());

describe('examples/erp-sync.ts', () => {
  it('syncs prices, places an order with a PO number and reads it back by the PO number', async () => {
    const lines: string[] = [];
    const result = await main({ baseUrl, clientId: client.clientId, clientSecret: client.secret, codes, addressId, poNumber: 'PO-ERP-SYNC-1', quantity: 2, log: (l) => lines.push(l) });
    expect(result.scope).toBe('catalogue:read orders:write orders:read');
    expect(result.prices.map((p) => p.status)).toEqual(['found', 'found', 'notFound']);
    expect(result.order.poNumber).toBe('PO-ERP-SYNC-1');
    expect(result.retryOrderNo).toBe(result.order.orderNo);
    expect(result.readBack).toMatchObject({ orderNo: result.order.orderNo, lines: 2 });
    expect(result.webhook).toBeNull();
    expect(lines.some((l) => l.startsWith('order '))).toBe(true);
    const orders = await f.ctx.handle.db.selectFrom('saleOrder').select('id').where('poNumber', '=', 'PO-ERP-SYNC-1').execute();
    expect(orders).toHaveLength(1);
  });

  it('waits for the order.created webhook delivered by the outbox and verifies its signature', async () => {
    const port = await freePort();
    const saved = await call<{ secret: string | null }>(f.ctx, { method: 'POST', url: '/gateway/member/api/company/webhook/save', token: f.token.admin, payload: { url: `http://127.0.0.1:${port}/`, events: ['order.created'] } });
    expect(saved.status).toBe(200);
    const secret = saved.body.data.secret!;
    const running = main({ baseUrl, clientId: client.clientId, clientSecret: client.secret, codes: codes.slice(0, 1), addressId, poNumber: 'PO-ERP-SYNC-2', log: () => undefined, webhook: { port, secret, timeoutMs: 30_000 } });
    // A forged delivery (signed with another secret) is refused by the example's receiver.
    let forged: number | null = null;
    for (let i = 0; i < 100 && forged === null; i += 1) {
      const raw = JSON.stringify({ id: 'evt_forged', type: 'order.created', createdAt: new Date().toISOString(), companyId: f.companyId, data: { poNumber: 'PO-ERP-SYNC-2' } });
      forged = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-abk-signature': sign('wrong-secret', raw) } }).then((r) => r.status, () => null);
      if (forged === null) await new Promise((r) => setTimeout(r, 50));
    }
    expect(forged).toBe(401);
    const result = await running;
    expect(result.webhook).toMatchObject({ type: 'order.created', companyId: f.companyId, data: { orderNo: result.order.orderNo, poNumber: 'PO-ERP-SYNC-2' } });
    expect(result.webhook!.id).toMatch(/^evt_\d+$/);
    // The sender records the receiver's answer just after the receiver has it.
    const recorded = () => f.ctx.handle.db.selectFrom('webhookDelivery').select(['status', 'lastStatusCode']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await expect.poll(recorded, { timeout: 5000 }).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  }, 60_000);

  it('verifySignature refuses a stale timestamp, a changed body and a malformed header', () => {
    const raw = '{"id":"evt_2"}';
    expect(verifySignature('s', sign('s', raw), raw)).toBe(true);
    expect(verifySignature('s', sign('s', raw, Math.floor(Date.now() / 1000) - 600), raw)).toBe(false);
    expect(verifySignature('s', sign('s', raw), `${raw} `)).toBe(false);
    expect(verifySignature('s', 'v1=abc', raw)).toBe(false);
    expect(verifySignature('s', undefined, raw)).toBe(false);
  });
});

// examples/erp-sync.ts against a test server listening on a free port (issue 40): the typed client
// (openapi-fetch on examples/api/schema.d.ts) gets a token, prices the codes, places an order with a
// PO number and Idempotency-Key (its retry answers the same order), reads it back by the PO number;
// its webhook receiver accepts a delivery signed as the contract says and refuses a bad signature.
// The real order.created delivery comes from the webhooks outbox (enabled by the lead after merge):
// here a signed delivery is posted to the receiver by the test itself.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, verifySignature } from '../../../examples/erp-sync.ts';
import { DEMO } from '../../support/api-harness.ts';
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
  f = await companyFixture();
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

  it('waits for the order.created webhook and verifies its signature', async () => {
    const port = await freePort();
    const secret = 'whsec_test_0123456789';
    const running = main({ baseUrl, clientId: client.clientId, clientSecret: client.secret, codes: codes.slice(0, 1), addressId, poNumber: 'PO-ERP-SYNC-2', log: () => undefined, webhook: { port, secret, timeoutMs: 20_000 } });
    // Stand in for the webhooks outbox: once the order exists, deliver its event (a forged one first).
    let order: { orderNo: string } | undefined;
    for (let i = 0; i < 200 && !order; i += 1) {
      order = await f.ctx.handle.db.selectFrom('saleOrder').select('orderNo').where('poNumber', '=', 'PO-ERP-SYNC-2').executeTakeFirst();
      if (!order) await new Promise((r) => setTimeout(r, 50));
    }
    const raw = JSON.stringify({ id: 'evt_1', type: 'order.created', createdAt: new Date().toISOString(), companyId: f.companyId, data: { orderNo: order!.orderNo, poNumber: 'PO-ERP-SYNC-2', status: 0, statusText: '待付款', totalFen: 100 } });
    const post = (signature: string) => fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-abk-event': 'order.created', 'x-abk-delivery': '1', 'x-abk-signature': signature } });
    expect((await post(sign('wrong-secret', raw))).status).toBe(401);
    expect((await post(sign(secret, raw))).status).toBe(200);
    const result = await running;
    expect(result.webhook).toMatchObject({ id: 'evt_1', type: 'order.created', data: { orderNo: order!.orderNo } });
  });

  it('verifySignature refuses a stale timestamp, a changed body and a malformed header', () => {
    const raw = '{"id":"evt_2"}';
    expect(verifySignature('s', sign('s', raw), raw)).toBe(true);
    expect(verifySignature('s', sign('s', raw, Math.floor(Date.now() / 1000) - 600), raw)).toBe(false);
    expect(verifySignature('s', sign('s', raw), `${raw} `)).toBe(false);
    expect(verifySignature('s', 'v1=abc', raw)).toBe(false);
    expect(verifySignature('s', undefined, raw)).toBe(false);
  });
});

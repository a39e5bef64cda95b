// An ERP's side of the 爱备客 integration API (issue 40), as a buyer's developer would write it, on
// the typed client generated from our OpenAPI document (examples/api/schema.d.ts, `npm run
// api:types`) and openapi-fetch:
//   1. a token with the client-credentials grant (the API client's id and secret, HTTP Basic);
//   2. prices and stock for a list of codes (our goods codes, models or the company's 物料编码);
//   3. an order of the found goods with a PO number and an Idempotency-Key (a retry is safe);
//   4. the order read back by the PO number;
//   5. optionally, its `order.created` webhook, received on a local HTTP endpoint and verified
//      (X-Abk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>).
// Run it: `npx tsx examples/erp-sync.ts` with ABK_BASE_URL, ABK_CLIENT_ID, ABK_CLIENT_SECRET,
// ABK_ADDRESS_ID, ABK_CODES (comma separated) and, to wait for the webhook, ABK_WEBHOOK_PORT and
// ABK_WEBHOOK_SECRET. tests/api/integration/erp-sync.test.ts runs main() against a test server.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { paths } from './api/schema.d.ts';

export interface SyncOptions {
  /** Where the API is, e.g. https://www.aibeike.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The codes to price (1 to 200). */
  codes: string[];
  /** The company's address the order goes to (its id in the company's address book). */
  addressId: number;
  /** The purchase order's number in the ERP. */
  poNumber: string;
  /** How many of each found goods to order (at least its minimum order quantity). */
  quantity?: number;
  /** The Idempotency-Key: keep it with the PO, so a retry after a timeout never orders twice. */
  idempotencyKey?: string;
  /** Wait for the order.created webhook on 127.0.0.1:port (the endpoint registered by the company admin). */
  webhook?: { port: number; secret: string; timeoutMs?: number; path?: string };
  log?: (line: string) => void;
}

/** A verified webhook delivery. */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  companyId: number;
  data: { orderNo: string; poNumber: string | null; status: number; statusText: string; totalFen: number };
}

/** Whether `header` (X-Abk-Signature) signs `rawBody` with `secret`, within `toleranceSeconds` of now. */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, now = Date.now(), toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A local endpoint that answers 200 to a verified delivery of `type` for the order and resolves with it; 401 to a bad signature. */
function waitForWebhook(opts: NonNullable<SyncOptions['webhook']>, type: string, matches: (e: WebhookEvent) => boolean): { ready: Promise<Server>; event: Promise<WebhookEvent>; close: () => void } {
  let resolve!: (e: WebhookEvent) => void;
  let reject!: (err: Error) => void;
  const event = new Promise<WebhookEvent>((res, rej) => ((resolve = res), (reject = rej)));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || (opts.path && req.url !== opts.path)) return void res.writeHead(404).end();
      if (!verifySignature(opts.secret, req.headers['x-abk-signature'] as string | undefined, raw)) return void res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      const e = JSON.parse(raw) as WebhookEvent;
      if (e.type === type && matches(e)) resolve(e);
    });
  });
  const timer = setTimeout(() => reject(new Error(`no ${type} webhook within ${opts.timeoutMs ?? 60_000} ms`)), opts.timeoutMs ?? 60_000);
  const ready = new Promise<Server>((res) => server.listen(opts.port, '127.0.0.1', () => res(server)));
  return { ready, event, close: () => (clearTimeout(timer), server.close()) };
}

export interface SyncResult {
  scope: string;
  prices: { code: string; status: string; goodsCode: string | null; priceFen: number | null; stock: number | null }[];
  order: { orderNo: string; poNumber: string | null; status: number; statusText: string; totalFen: number };
  /** The same order placed again with the same key (a retry): the same orderNo. */
  retryOrderNo: string;
  readBack: { orderNo: string; statusText: string; lines: number; shipments: number };
  webhook: WebhookEvent | null;
}

/** The whole sync; throws with the API's sentence when a call is refused. */
export async function main(o: SyncOptions): Promise<SyncResult> {
  const log = o.log ?? ((line: string) => console.log(line));
  const api = createClient<paths>({ baseUrl: o.baseUrl });
  const fail = (what: string, error: unknown) => new Error(`${what}: ${(error as { msg?: string } | undefined)?.msg ?? JSON.stringify(error)}`);

  // 1. The token (two hours; ask again when it runs out, there is no refresh token).
  const basic = `Basic ${Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64')}`;
  const token = await api.POST('/gateway/system/oauth/token', { params: { query: { grant_type: 'client_credentials' } }, body: { grant_type: 'client_credentials' }, headers: { Authorization: basic } });
  if (!token.data?.success || !token.data.data) throw fail('token', token.error ?? token.data);
  const issued = token.data.data as { access_token: string; scope?: string };
  const auth = { Authorization: `Bearer ${issued.access_token}` };
  log(`token scope: ${issued.scope ?? ''}`);

  // 2. Prices and stock at the company's prices.
  const priced = await api.POST('/gateway/goods/api/integration/prices', { body: { codes: o.codes }, headers: auth });
  if (!priced.data?.success) throw fail('prices', priced.error ?? priced.data);
  const items = priced.data.data.items;
  for (const i of items) log(`${i.code}: ${i.status}${i.goods ? ` ${i.goods.goodsCode} ¥${(i.goods.priceFen / 100).toFixed(2)} (${i.goods.priceSource}) stock ${i.goods.stock}` : ''}`);
  const found = items.filter((i) => i.status === 'found' && i.goods && i.goods.onShelf && i.goods.stock > 0);
  if (found.length === 0) throw new Error('none of the codes can be ordered');

  // 3. The order, with the PO number and an Idempotency-Key kept with the PO (a retry is safe).
  const key = o.idempotencyKey ?? `${o.poNumber}-${randomUUID()}`;
  const body = {
    poNumber: o.poNumber, addressId: o.addressId,
    lines: found.map((i) => ({ code: i.goods!.goodsCode, num: Math.min(i.goods!.stock, Math.max(i.goods!.minOrderQty, o.quantity ?? 1)) })),
  };
  const hook = o.webhook ? waitForWebhook(o.webhook, 'order.created', (e) => e.data.poNumber === o.poNumber) : null;
  try {
    if (hook) await hook.ready;
    const place = () => api.POST('/gateway/order/api/integration/orders', { params: { header: { 'idempotency-key': key } }, body, headers: auth });
    const placed = await place();
    if (!placed.data?.success) throw fail('order', placed.error ?? placed.data);
    const order = placed.data.data;
    log(`order ${order.orderNo} (PO ${order.poNumber}): ${order.statusText}, ¥${(order.totalFen / 100).toFixed(2)}`);
    const retry = await place();
    if (!retry.data?.success) throw fail('order retry', retry.error ?? retry.data);

    // 4. The order read back by the PO number.
    const read = await api.GET('/gateway/order/api/integration/orders/{orderNoOrPoNumber}', { params: { path: { orderNoOrPoNumber: o.poNumber } }, headers: auth });
    if (!read.data?.success) throw fail('read', read.error ?? read.data);
    const back = read.data.data;
    log(`read back by PO ${o.poNumber}: ${back.orderNo} ${back.statusText}, ${back.lines.length} lines, ${back.shipments?.length ?? 0} shipments`);

    // 5. The order.created webhook (optional).
    const webhook = hook ? await hook.event : null;
    if (webhook) log(`webhook ${webhook.type} ${webhook.id} verified for ${webhook.data.orderNo}`);
    return {
      scope: issued.scope ?? '',
      prices: items.map((i) => ({ code: i.code, status: i.status, goodsCode: i.goods?.goodsCode ?? null, priceFen: i.goods?.priceFen ?? null, stock: i.goods?.stock ?? null })),
      order: { orderNo: order.orderNo, poNumber: order.poNumber, status: order.status, statusText: order.statusText, totalFen: order.totalFen },
      retryOrderNo: retry.data.data.orderNo,
      readBack: { orderNo: back.orderNo, statusText: back.statusText, lines: back.lines.length, shipments: back.shipments?.length ?? 0 },
      webhook,
    };
  } finally {
    hook?.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  const port = Number(env.ABK_WEBHOOK_PORT ?? 0);
  await main({
    baseUrl: env.ABK_BASE_URL ?? 'http://127.0.0.1:3000',
    clientId: env.ABK_CLIENT_ID ?? '',
    clientSecret: env.ABK_CLIENT_SECRET ?? '',
    codes: (env.ABK_CODES ?? '').split(',').map((c) => c.trim()).filter(Boolean),
    addressId: Number(env.ABK_ADDRESS_ID ?? 0),
    poNumber: env.ABK_PO_NUMBER ?? `PO-${Date.now()}`,
    ...(port > 0 && env.ABK_WEBHOOK_SECRET ? { webhook: { port, secret: env.ABK_WEBHOOK_SECRET } } : {}),
  });
}


// Webhook delivery (issue 40 item 3) against a local receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE
// on, as only tests and the bench set it): a receiver that fails twice then answers 200 gets three
// attempts, with growing waits between them (the sender's clock is injected), and checks each
// signature with the three lines of docs/api/integration.md (part 3); a receiver that never
// answers is recorded as a timeout; two senders at once deliver each delivery once; an event in a
// transaction that rolls back leaves nothing to send; a delivery past its 24 hours fails; a host
// that now resolves to a loopback address is refused at send (DNS rebinding); a checkout submit by
// the demo company really emits order.created.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookSaved } from '../../../domain/integration/webhook-views.ts';
import { recordCompanyEvent } from '../../../server/modules/integration/public.ts';
import { WEBHOOK_MSG } from '../../../server/modules/integration/messages.ts';
import { sendDueWebhooks } from '../../../server/modules/integration/webhook-sender.ts';
import { runWebhooksCommand } from '../../../scripts/webhooks.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { defaultsOf, draftOf, pickGoods, setStock, submit } from '../../support/order-helpers.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

let ctx: TestContext;
let admin: string;
let companyId: number;
let receiver: http.Server;
let port: number;
let secret: string;
let endpointId: number;
let received: Received[] = [];
/** What the receiver answers next: a status, or 'hang' (never answers). */
let plan: (number | 'hang')[] = [];

/** The receiver's check of a delivery: the three lines of the docs. */
function verify(header: string, rawBody: string, key: string, nowSeconds: number): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  const expected = crypto.createHmac('sha256', key).update(`${t}.${rawBody}`).digest('hex');
  return v1 !== undefined && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(expected)) && Math.abs(nowSeconds - Number(t)) <= 300;
}

const db = () => ctx.handle.db;

async function record(type: 'order.created' | 'quote.sent', data: Record<string, unknown>): Promise<number | null> {
  return db().transaction().execute((trx) => recordCompanyEvent(trx, { companyId, type, data }));
}

async function deliveryOf(eventId: number) {
  return db().selectFrom('webhookDelivery').selectAll().where('eventId', '=', eventId).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20, config: { webhooks: { sendSeconds: 0, allowPrivate: true } } });
  admin = await login(ctx, DEMO.enterprise, DEMO.password);
  companyId = Number((await db().selectFrom('company').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const sig = String(req.headers['x-abk-signature'] ?? '');
      received.push({ headers: req.headers, body, verified: verify(sig, body, secret, Number(/t=(\d+)/.exec(sig)?.[1] ?? 0)) });
      const next = plan.shift() ?? 200;
      if (next === 'hang') return;
      res.writeHead(next, { 'content-type': 'text/plain' }).end(next >= 300 ? `error ${next} ${'x'.repeat(2000)}` : 'ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  port = (receiver.address() as AddressInfo).port;
  const made = await call<WebhookSaved>(ctx, {
    method: 'POST', url: '/gateway/member/api/company/webhook/save', token: admin,
    payload: { url: `http://127.0.0.1:${port}/abk/hooks`, events: ['order.created', 'quote.sent'] },
  });
  expect(made.status).toBe(200);
  secret = made.body.data.secret!;
  endpointId = made.body.data.endpoint.id;
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
  await ctx.close();
});

beforeEach(async () => {
  received = [];
  plan = [];
  // Each test sends only its own deliveries.
  await db().updateTable('webhookDelivery').set({ status: 'failed' }).where('status', '=', 'pending').execute();
});

describe('webhook delivery', () => {
  it('retries a failing receiver with growing waits and delivers on the third attempt, signed', async () => {
    const eventId = (await record('order.created', { orderNo: 'W1', poNumber: 'PO-1', status: 0, statusText: '待付款', totalFen: 12_345 }))!;
    expect(eventId).toBeGreaterThan(0);
    plan = [500, 500, 200];
    let clock = Date.now();
    const opts = { allowPrivate: true, now: () => new Date(clock), random: () => 0 };
    const waits: number[] = [];

    expect(await sendDueWebhooks(db(), opts)).toMatchObject({ claimed: 1, retried: 1 });
    let d = await deliveryOf(eventId);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(d.lastResponse!.length).toBe(1024);
    waits.push(d.nextAttemptAt.getTime() - clock);
    // Not yet due: nothing is sent.
    expect((await sendDueWebhooks(db(), opts)).claimed).toBe(0);

    clock = d.nextAttemptAt.getTime();
    await sendDueWebhooks(db(), opts);
    d = await deliveryOf(eventId);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500 });
    waits.push(d.nextAttemptAt.getTime() - clock);

    clock = d.nextAttemptAt.getTime();
    expect(await sendDueWebhooks(db(), opts)).toMatchObject({ claimed: 1, delivered: 1 });
    d = await deliveryOf(eventId);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastResponse: 'ok', lastError: null });
    expect(d.deliveredAt).not.toBeNull();
    expect(d.lastDurationMs).toBeGreaterThanOrEqual(0);

    expect(waits).toEqual([60_000, 120_000]);
    expect(received).toHaveLength(3);
    expect(received.every((r) => r.verified)).toBe(true);
    // The same body on every try; the headers of the contract.
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    const body = JSON.parse(received[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ id: `evt_${eventId}`, type: 'order.created', companyId, data: { orderNo: 'W1', poNumber: 'PO-1', totalFen: 12_345 } });
    expect(received[0]!.headers['x-abk-event']).toBe('order.created');
    expect(received[0]!.headers['x-abk-delivery']).toBe(String(d.id));
    expect(received[0]!.headers['content-type']).toBe('application/json');
    // A tampered body or another secret fails the check.
    const sig = String(received[0]!.headers['x-abk-signature']);
    const t = Number(/t=(\d+)/.exec(sig)![1]);
    expect(verify(sig, received[0]!.body.replace('W1', 'W2'), secret, t)).toBe(false);
    expect(verify(sig, received[0]!.body, 'whsec_other', t)).toBe(false);
  });

  it('records a receiver that never answers as a timeout and tries again later', async () => {
    const eventId = (await record('quote.sent', { quoteNo: 'Q1', validUntil: '2026-12-31', totalFen: 100 }))!;
    plan = ['hang'];
    const s = await sendDueWebhooks(db(), { allowPrivate: true, timeoutMs: 300, random: () => 0 });
    expect(s).toMatchObject({ claimed: 1, retried: 1 });
    const d = await deliveryOf(eventId);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: WEBHOOK_MSG.timeout(0) });
    expect(d.lastDurationMs).toBeGreaterThanOrEqual(250);
    expect(d.inFlightUntil).toBeNull();
  });

  it('fails a delivery whose 24 hours are over', async () => {
    const eventId = (await record('order.created', { orderNo: 'W3' }))!;
    await db().updateTable('webhookDelivery').set({ retryUntil: new Date(Date.now() + 30_000) }).where('eventId', '=', eventId).execute();
    plan = [503];
    await sendDueWebhooks(db(), { allowPrivate: true, random: () => 0 });
    const d = await deliveryOf(eventId);
    expect(d.status).toBe('failed');
    expect(d.lastError).toContain(WEBHOOK_MSG.windowOver);
  });

  it('delivers each delivery once when two senders run at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push((await record('order.created', { orderNo: `R${i}` }))!);
    const [a, b] = await Promise.all([sendDueWebhooks(db(), { allowPrivate: true }), sendDueWebhooks(db(), { allowPrivate: true })]);
    expect(a.claimed + b.claimed).toBe(24);
    expect(a.delivered + b.delivered).toBe(24);
    const byDelivery = new Map<string, number>();
    for (const r of received) byDelivery.set(String(r.headers['x-abk-delivery']), (byDelivery.get(String(r.headers['x-abk-delivery'])) ?? 0) + 1);
    expect(byDelivery.size).toBe(24);
    expect([...byDelivery.values()].every((n) => n === 1)).toBe(true);
    const rows = await db().selectFrom('webhookDelivery').select(['status', 'attempts']).where('eventId', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('leaves nothing to send when the transaction of the change rolls back', async () => {
    const before = await db().selectFrom('webhookEvent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(
      db().transaction().execute(async (trx) => {
        await recordCompanyEvent(trx, { companyId, type: 'order.created', data: { orderNo: 'ROLLBACK' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await db().selectFrom('webhookEvent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await sendDueWebhooks(db(), { allowPrivate: true })).claimed).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('refuses at send a host that now resolves to a loopback address (DNS rebinding)', async () => {
    const ev = await db().insertInto('webhookEvent').values({ companyId, type: 'order.created', payload: JSON.stringify({ orderNo: 'REBIND' }) }).returning('id').executeTakeFirstOrThrow();
    const ep = await db().insertInto('webhookEndpoint').values({ companyId, url: `https://rebind.example.com:${port}/h`, secret: 'whsec_x', events: JSON.stringify(['order.created']), createdBy: 1 }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('webhookDelivery').values({ eventId: ev.id, endpointId: ep.id, retryUntil: new Date(Date.now() + 3600_000) }).execute();
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    const s = await sendDueWebhooks(db(), { allowPrivate: false, lookup, random: () => 0 });
    expect(s).toMatchObject({ claimed: 1, retried: 1 });
    const d = await deliveryOf(ev.id);
    expect(d.lastError).toBe(WEBHOOK_MSG.sendPrivate('127.0.0.1'));
    expect(received).toHaveLength(0);
    await db().updateTable('webhookEndpoint').set({ status: 'deleted' }).where('id', '=', ep.id).execute();
  });

  it('emits order.created from a checkout submit of the demo company, delivered with the order fields', async () => {
    const [goods] = await pickGoods(ctx, 1);
    await setStock(ctx, goods!.id, 100);
    const { addressId, invoiceId } = await defaultsOf(ctx, DEMO.enterprise);
    const draft = await draftOf(ctx, admin, goods!.id, 1, true);
    const res = await submit(ctx, admin, draft, { addressId, invoiceId, payMethod: 2, poNumber: 'PO-WH-1' });
    expect(res.body.success, res.body.msg).toBe(true);
    const ev = await db().selectFrom('webhookEvent').selectAll().where('companyId', '=', companyId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ev.type).toBe('order.created');
    await sendDueWebhooks(db(), { allowPrivate: true });
    expect(received).toHaveLength(1);
    const body = JSON.parse(received[0]!.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(body.id).toBe(`evt_${ev.id}`);
    expect(body.data).toMatchObject({ orderNo: res.body.data.orderNo, poNumber: 'PO-WH-1', status: res.body.data.status, totalFen: res.body.data.totalFen });
    expect(typeof body.data.statusText).toBe('string');
    expect(received[0]!.verified).toBe(true);
    // The delivery is listed on the admin's page with its answer.
    const page = await call<{ records: { eventType: string; status: string; lastStatusCode: number }[] }>(ctx, {
      method: 'POST', url: '/gateway/member/api/company/webhook/deliveries', token: admin, payload: { current: 1, size: 5, endpointId },
    });
    expect(page.body.data.records[0]).toMatchObject({ eventType: 'order.created', status: 'delivered', lastStatusCode: 200 });
  });

  it('npm run webhooks: deliveries lists the backlog, send-due pushes it', async () => {
    const eventId = (await record('order.created', { orderNo: 'CLI1' }))!;
    const listed = await runWebhooksCommand(db(), ['deliveries', String(companyId), '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.out.join('\n')).toContain(`evt_${eventId}`);
    expect(listed.out.join('\n')).toContain('待发送');
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    try {
      const sent = await runWebhooksCommand(db(), ['send-due']);
      expect(sent).toEqual({ code: 0, out: ['发送 1 条：送达 1，稍后重试 0，已失败 0'] });
    } finally {
      delete process.env.WEBHOOK_ALLOW_PRIVATE;
    }
    expect(received).toHaveLength(1);
    expect((await runWebhooksCommand(db(), ['deliveries', 'x'])).code).toBe(2);
  });
});

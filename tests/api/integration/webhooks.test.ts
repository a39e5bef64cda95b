// The webhook calls of the member service (issue 40 item 3): the demo company's admin adds an
// endpoint (the secret answered once, masked afterwards), changes it, rotates its secret, lists
// it, deletes it; the deliveries page and resend; other roles and personal members are refused
// (403), another company's ids are not found (404); bad URLs are refused with a Chinese sentence
// (not https, credentials, a private, loopback, link-local or metadata address, an unresolvable
// host) while WEBHOOK_ALLOW_PRIVATE is off; no events chosen is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryView, WebhookEndpointView, WebhookSaved } from '../../../domain/integration/webhook-views.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { isPublicAddress, webhookUrlRefusal } from '../../../server/modules/integration/webhook-address.ts';
import { WEBHOOK_MSG } from '../../../server/modules/integration/messages.ts';
import { call } from '../../support/api-harness.ts';
import { companyFixture, type CompanyFixture, type Who } from '../approvals/company-fixture.ts';

const BASE = '/gateway/member/api/company/webhook';
// A public address written as an IP (no DNS lookup in the test).
const PUBLIC_URL = 'https://93.184.215.14/hooks/abk';

let f: CompanyFixture;

const post = <T>(who: Who, path: string, payload?: Record<string, unknown>) => call<T>(f.ctx, { method: 'POST', url: `${BASE}/${path}`, token: f.token[who], ...(payload !== undefined ? { payload } : {}) });

beforeAll(async () => {
  f = await companyFixture();
});
afterAll(async () => {
  await f.ctx.close();
});

describe('company/webhook', () => {
  it('adds an endpoint, answers the secret once, then shows it masked; changes, rotates, deletes', async () => {
    const made = await post<WebhookSaved>('admin', 'save', { url: PUBLIC_URL, events: ['order.created', 'order.shipped'] });
    expect(made.status).toBe(200);
    expect(made.body.msg).toBe(WEBHOOK_MSG.created);
    const secret = made.body.data.secret!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(made.body.data.endpoint).toMatchObject({ url: PUBLIC_URL, events: ['order.created', 'order.shipped'], pending: 0, failed: 0 });
    const id = made.body.data.endpoint.id;

    const list = await post<WebhookEndpointView[]>('admin', 'list');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.secretMasked).toBe(`${secret.slice(0, 6)}••••••••`);
    expect(JSON.stringify(list.body.data)).not.toContain(secret);

    const changed = await post<WebhookSaved>('admin', 'save', { id, url: PUBLIC_URL, events: ['quote.sent', 'order.created'] });
    expect(changed.body.data.secret).toBeNull();
    expect(changed.body.data.endpoint.events).toEqual(['order.created', 'quote.sent']);

    const rotated = await post<WebhookSaved>('admin', 'save', { id, url: PUBLIC_URL, events: ['order.created'], rotateSecret: true });
    expect(rotated.body.msg).toBe(WEBHOOK_MSG.rotated);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);

    const deleted = await post('admin', `delete/${id}`);
    expect(deleted.status).toBe(200);
    expect((await post<WebhookEndpointView[]>('admin', 'list')).body.data).toHaveLength(0);
    expect((await post('admin', `delete/${id}`)).status).toBe(404);
  });

  it('refuses every role but the admin (403) and a personal member (403)', async () => {
    for (const who of ['buyer', 'approver', 'finance', 'personal'] as const) {
      expect((await post(who, 'list')).status, who).toBe(403);
      expect((await post(who, 'save', { url: PUBLIC_URL, events: ['order.created'] })).status, who).toBe(403);
      expect((await post(who, 'deliveries', { current: 1, size: 10 })).status, who).toBe(403);
    }
    expect((await post('personal', 'list')).body.msg).toBe(WEBHOOK_MSG.notCompany);
  });

  it("does not find another company's endpoint or delivery (404)", async () => {
    const theirs = await post<WebhookSaved>('other', 'save', { url: PUBLIC_URL, events: ['order.created'] });
    expect(theirs.status).toBe(200);
    const id = theirs.body.data.endpoint.id;
    // A delivery of the other company's endpoint, made directly.
    const db = f.ctx.handle.db;
    const ev = await db.insertInto('webhookEvent').values({ companyId: f.otherCompanyId, type: 'order.created', payload: JSON.stringify({ orderNo: 'X' }) }).returning('id').executeTakeFirstOrThrow();
    const d = await db.insertInto('webhookDelivery').values({ eventId: ev.id, endpointId: id, retryUntil: new Date(Date.now() + 3600_000) }).returning('id').executeTakeFirstOrThrow();
    expect((await post('admin', 'save', { id, url: PUBLIC_URL, events: ['order.created'] })).status).toBe(404);
    expect((await post('admin', `delete/${id}`)).status).toBe(404);
    expect((await post('admin', `resend/${d.id}`)).status).toBe(404);
    const page = await post<Page<WebhookDeliveryView>>('admin', 'deliveries', { current: 1, size: 10 });
    expect(page.body.data.records.map((r) => r.id)).not.toContain(d.id);
    const mine = await post<Page<WebhookDeliveryView>>('other', 'deliveries', { current: 1, size: 10, endpointId: id });
    expect(mine.body.data.records.map((r) => r.id)).toEqual([d.id]);
    const again = await post<WebhookDeliveryView>('other', `resend/${d.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('pending');
  });

  it('refuses bad URLs and an empty event list with a Chinese sentence', async () => {
    const cases: [string, string][] = [
      ['http://93.184.215.14/hook', WEBHOOK_MSG.urlNotHttps],
      ['not a url', WEBHOOK_MSG.urlInvalid],
      ['https://user:pw@93.184.215.14/hook', WEBHOOK_MSG.urlCredentials],
      ['https://127.0.0.1/hook', WEBHOOK_MSG.urlPrivate],
      ['https://10.1.2.3/hook', WEBHOOK_MSG.urlPrivate],
      ['https://192.168.1.10/hook', WEBHOOK_MSG.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MSG.urlPrivate],
      ['https://100.64.0.1/hook', WEBHOOK_MSG.urlPrivate],
      ['https://[::1]/hook', WEBHOOK_MSG.urlPrivate],
      ['https://[fd00::1]/hook', WEBHOOK_MSG.urlPrivate],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MSG.urlPrivate],
      ['https://localhost/hook', WEBHOOK_MSG.urlPrivate],
      ['https://hooks.example.invalid/abk', WEBHOOK_MSG.urlUnresolvable('hooks.example.invalid')],
    ];
    for (const [url, msg] of cases) {
      const res = await post('admin', 'save', { url, events: ['order.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.msg, url).toBe(msg);
    }
    const none = await post('admin', 'save', { url: PUBLIC_URL, events: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(WEBHOOK_MSG.noEvents);
    const unknown = await post('admin', 'save', { url: PUBLIC_URL, events: ['order.paid'] });
    expect(unknown.status).toBe(400);
  });

  it('judges a host by every address it resolves to (one private address refuses it)', async () => {
    const lookup = async () => [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.5', family: 4 }];
    expect(await webhookUrlRefusal('https://mixed.example.com/h', false, lookup)).toBe(WEBHOOK_MSG.urlPrivate);
    expect(await webhookUrlRefusal('https://mixed.example.com/h', true, lookup)).toBeNull();
    expect(await webhookUrlRefusal('http://127.0.0.1:8080/h', true)).toBeNull();
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('0.0.0.0')).toBe(false);
    expect(isPublicAddress('224.0.0.1')).toBe(false);
  });

  it('pages deliveries with filters and resends one now (idempotent while pending)', async () => {
    const made = await post<WebhookSaved>('admin', 'save', { url: PUBLIC_URL, events: ['order.created', 'quote.sent'] });
    const endpointId = made.body.data.endpoint.id;
    const db = f.ctx.handle.db;
    const ids: number[] = [];
    for (const [type, status] of [['order.created', 'failed'], ['quote.sent', 'delivered'], ['order.created', 'pending']] as const) {
      const ev = await db.insertInto('webhookEvent').values({ companyId: f.companyId, type, payload: JSON.stringify({ orderNo: 'T' }) }).returning('id').executeTakeFirstOrThrow();
      const d = await db.insertInto('webhookDelivery').values({ eventId: ev.id, endpointId, status, attempts: 2, lastStatusCode: 500, lastResponse: 'oops', retryUntil: new Date(Date.now() - 1000) }).returning('id').executeTakeFirstOrThrow();
      ids.push(d.id);
    }
    const all = await post<Page<WebhookDeliveryView>>('admin', 'deliveries', { current: 1, size: 10, endpointId });
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.records.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all.body.data.records[0]).toMatchObject({ eventType: 'order.created', attempts: 2, lastStatusCode: 500, lastResponse: 'oops', url: PUBLIC_URL });
    const failed = await post<Page<WebhookDeliveryView>>('admin', 'deliveries', { current: 1, size: 10, status: 'failed' });
    expect(failed.body.data.records.map((r) => r.id)).toEqual([ids[0]]);
    const quotes = await post<Page<WebhookDeliveryView>>('admin', 'deliveries', { current: 1, size: 10, eventType: 'quote.sent', endpointId });
    expect(quotes.body.data.records.map((r) => r.id)).toEqual([ids[1]]);

    const resent = await post<WebhookDeliveryView>('admin', `resend/${ids[0]}`);
    expect(resent.status).toBe(200);
    expect(resent.body.data.status).toBe('pending');
    const row = await db.selectFrom('webhookDelivery').select(['retryUntil', 'nextAttemptAt']).where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(row.retryUntil.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await post<WebhookDeliveryView>('admin', `resend/${ids[0]}`)).body.data.status).toBe('pending');
    // Deleting the endpoint fails its pending deliveries; a resend of one is not found then.
    await post('admin', `delete/${endpointId}`);
    expect((await db.selectFrom('webhookDelivery').select('status').where('id', '=', ids[2]!).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await post('admin', `resend/${ids[2]}`)).status).toBe(404);
  });
});

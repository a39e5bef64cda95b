// machines/integration/webhooks.ts: the webhooks section, model-based (every save body passes the
// server's schema and is sent only for a valid form; every deliveries read is a page in range with
// the filter; the secret is shown only after a save that answered one) and by example.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { WebhookDeliveryPageBody, WebhookSaveBody } from '../../../domain/integration/webhook-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  DELIVERY_PAGE_SIZE, deliveryBody, FORM_TEXT, formProblem, saveBody, webhooksMachine,
  type WebhookDeliveryView, type WebhookEndpointView, type WebhooksContext, type WebhooksEvent, type WebhookSaved,
} from '../../../machines/integration/webhooks.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const apiError = (message: string, status: number) => Object.assign(new Error(message), { code: status, status, data: null });

const endpoint = (id: number): WebhookEndpointView => ({
  id, url: `https://erp.example.com/hooks/${id}`, events: ['order.created', 'order.shipped'], secretMasked: 'whsec_••••••••', createdAt: '2026-11-29T08:00:00.000Z', pending: 0, failed: 1,
});
const delivery = (id: number): WebhookDeliveryView => ({
  id, eventId: `evt_${id}`, eventType: 'order.created', endpointId: 7, url: 'https://erp.example.com/hooks/7', status: 'failed', attempts: 3,
  lastStatusCode: 500, lastResponse: 'error', lastError: null, lastDurationMs: 120, lastAttemptAt: '2026-11-29T08:03:00.000Z', nextAttemptAt: null, deliveredAt: null, createdAt: '2026-11-29T08:00:00.000Z',
});
const pageOf = (records: WebhookDeliveryView[], total: number, current = 1): Page<WebhookDeliveryView> => ({ records, total, size: DELIVERY_PAGE_SIZE, current, pages: Math.ceil(total / DELIVERY_PAGE_SIZE) });
const LOADED = { endpoints: [endpoint(7)], deliveries: pageOf([delivery(1), delivery(2)], 25) };
const SAVED: WebhookSaved = { endpoint: endpoint(8), secret: 'whsec_0123456789abcdef0123456789abcdef0123456789abcdef' };

const EVENTS = [
  { type: 'ADD' },
  { type: 'EDIT', id: 7 },
  { type: 'EDIT', id: 99 },
  { type: 'SET_URL', url: 'https://erp.example.com/abk' },
  { type: 'SET_URL', url: 'http://erp.example.com/abk' },
  { type: 'TOGGLE_EVENT', event: 'order.created' },
  { type: 'TOGGLE_EVENT', event: 'quote.sent' },
  { type: 'TOGGLE_ROTATE' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'ASK_DELETE', id: 7 },
  { type: 'CONFIRM' },
  { type: 'RESEND', id: 1 },
  { type: 'FILTER', status: 'failed' },
  { type: 'PAGE', current: 2 },
  { type: 'PAGE', current: 9 },
  { type: 'DISMISS_SECRET' },
  { type: 'REFRESH' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.load', output: LOADED },
  { type: 'xstate.error.actor.load', error: apiError('网络异常', 500) },
  { type: 'xstate.done.actor.save', output: SAVED },
  { type: 'xstate.error.actor.save', error: apiError('接收地址指向内网、本机或保留地址', 400) },
  { type: 'xstate.done.actor.remove', output: null },
  { type: 'xstate.error.actor.remove', error: apiError('Webhook 接收地址不存在或已删除', 404) },
  { type: 'xstate.done.actor.resend', output: delivery(1) },
  { type: 'xstate.error.actor.resend', error: apiError('投递记录不存在', 404) },
  { type: 'xstate.done.actor.deliveries', output: pageOf([delivery(3)], 25, 2) },
  { type: 'xstate.error.actor.deliveries', error: apiError('网络异常', 500) },
] as unknown as WebhooksEvent[];

interface Effects { saves: WebhookSaveBody[]; reads: WebhookDeliveryPageBody[]; loads: WebhookDeliveryPageBody[] }
const fresh = (): Effects => ({ saves: [], reads: [], loads: [] });
const start = (effects: Effects): Harness =>
  startMachine(webhooksMachine, {
    provide: (fake) => ({
      actors: {
        load: fake.promise('load', effects.loads),
        fetchDeliveries: fake.promise('deliveries', effects.reads),
        save: fake.promise('save', effects.saves),
        remove: fake.promise<unknown, number>('remove'),
        resend: fake.promise<WebhookDeliveryView, number>('resend'),
      },
    }),
  });
const paths = shortestPaths(webhooksMachine, { events: EVENTS });

describePaths('webhooks section, model-based', paths, {
  effects: fresh,
  start,
  check: (effects, h) => {
    const { value, context } = h.snapshot() as { value: string; context: WebhooksContext };
    for (const body of effects.saves) expect(Value.Check(WebhookSaveBody, body)).toBe(true);
    for (const body of [...effects.reads, ...effects.loads]) expect(Value.Check(WebhookDeliveryPageBody, body)).toBe(true);
    if (value === 'saving') {
      expect(formProblem(context.form)).toBeNull();
      expect(effects.saves.at(-1)).toEqual(saveBody(context.form));
    }
    if (value === 'paging') expect(effects.reads.at(-1)).toEqual(deliveryBody(context));
    if (context.revealed) expect(context.revealed.secret).toBe(SAVED.secret);
    if (value === 'deleting') expect(context.deleting).toBe(7);
  },
});

describe('webhooks section rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(webhooksMachine, paths));

  it('refuses a form without https or without events before sending; shows the secret once after saving', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(LOADED);
    await flushMicrotasks();
    h.send({ type: 'ADD' });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as WebhooksContext).formError).toBe(FORM_TEXT.urlEmpty);
    h.send({ type: 'SET_URL', url: 'http://erp.example.com/abk' });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as WebhooksContext).formError).toBe(FORM_TEXT.urlNotHttps);
    h.send({ type: 'SET_URL', url: ' https://erp.example.com/abk ' });
    h.send({ type: 'TOGGLE_EVENT', event: 'order.created' });
    h.send({ type: 'SUBMIT' });
    expect((h.snapshot().context as WebhooksContext).formError).toBe(FORM_TEXT.noEvents);
    expect(effects.saves).toHaveLength(0);
    h.send({ type: 'TOGGLE_EVENT', event: 'quote.sent' });
    h.send({ type: 'TOGGLE_EVENT', event: 'order.shipped' });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves).toEqual([{ url: 'https://erp.example.com/abk', events: ['order.shipped', 'quote.sent'] }]);
    h.pending('save')!.reject(apiError('接收地址指向内网、本机或保留地址，出于安全考虑不能使用', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('editing');
    expect((h.snapshot().context as WebhooksContext).formError).toContain('内网');
    h.send({ type: 'SUBMIT' });
    h.pending('save')!.resolve(SAVED);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect((h.snapshot().context as WebhooksContext).revealed).toEqual({ url: SAVED.endpoint.url, secret: SAVED.secret });
    h.pending('load')!.resolve(LOADED);
    await flushMicrotasks();
    expect((h.snapshot().context as WebhooksContext).revealed?.secret).toBe(SAVED.secret);
    h.send({ type: 'DISMISS_SECRET' });
    expect((h.snapshot().context as WebhooksContext).revealed).toBeNull();
    h.stop();
  });

  it('edits with rotate, deletes after a confirmation, resends and reloads the page, filters from page 1', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('load')!.resolve(LOADED);
    await flushMicrotasks();
    h.send({ type: 'EDIT', id: 7 });
    h.send({ type: 'TOGGLE_ROTATE' });
    h.send({ type: 'SUBMIT' });
    expect(effects.saves.at(-1)).toEqual({ id: 7, url: 'https://erp.example.com/hooks/7', events: ['order.created', 'order.shipped'], rotateSecret: true });
    h.pending('save')!.resolve({ ...SAVED, secret: null });
    await flushMicrotasks();
    expect((h.snapshot().context as WebhooksContext).revealed).toBeNull();
    h.pending('load')!.resolve(LOADED);
    await flushMicrotasks();
    h.send({ type: 'ASK_DELETE', id: 7 });
    expect(h.snapshot().value).toBe('confirmingDelete');
    h.send({ type: 'CANCEL' });
    expect(h.snapshot().value).toBe('ready');
    h.send({ type: 'PAGE', current: 3 });
    expect(effects.reads.at(-1)).toEqual({ current: 3, size: DELIVERY_PAGE_SIZE });
    h.pending('deliveries')!.resolve(pageOf([delivery(21)], 25, 3));
    await flushMicrotasks();
    h.send({ type: 'FILTER', status: 'failed' });
    expect(effects.reads.at(-1)).toEqual({ current: 1, size: DELIVERY_PAGE_SIZE, status: 'failed' });
    h.pending('deliveries')!.resolve(pageOf([delivery(1)], 1));
    await flushMicrotasks();
    h.send({ type: 'RESEND', id: 1 });
    h.pending('resend')!.reject(apiError('投递记录不存在', 404));
    await flushMicrotasks();
    expect((h.snapshot().context as WebhooksContext).notice).toBe('投递记录不存在');
    h.send({ type: 'RESEND', id: 1 });
    h.pending('resend')!.resolve(delivery(1));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('paging');
    h.stop();
  });
});

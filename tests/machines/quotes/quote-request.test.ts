// machines/quotes/quote-request.ts: the 申请报价 dialog, model-based (every state reached; every
// body sent passes QuoteRequestBody and carries the dialog's source; never a wanted date before
// today; the app hears of the new quote once, after the server's answer) and by example.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { QuoteRequestBody } from '../../../domain/quotes/quote-payloads.ts';
import { quoteRequestMachine, requestBody, requestErrors } from '../../../machines/quotes/quote-request.ts';
import type { QuoteRequestContext, QuoteRequestEvent, QuoteRequestInput } from '../../../machines/quotes/quote-request.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { apiError } from './quote-fixtures.ts';

const TODAY = '2026-11-29';
const INPUT: QuoteRequestInput = { source: 'enquiry', sourceId: 12, today: TODAY };

const EVENTS = [
  { type: 'EDIT', field: 'message', value: '  月底前需要，请给最优价  ' },
  { type: 'EDIT', field: 'message', value: 'x'.repeat(501) },
  { type: 'EDIT', field: 'wantedDate', value: '2026-12-05' },
  { type: 'EDIT', field: 'wantedDate', value: '2026-11-28' },
  { type: 'EDIT', field: 'wantedDate', value: '2026-02-30' },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.request', output: { quoteId: 77 } },
  { type: 'xstate.error.actor.request', error: apiError('询价单没有已匹配的商品', 400) },
] as unknown as QuoteRequestEvent[];

interface Effects { bodies: QuoteRequestBody[]; requested: number[] }
const fresh = (): Effects => ({ bodies: [], requested: [] });
const start = (effects: Effects, input: QuoteRequestInput = INPUT): Harness =>
  startMachine(quoteRequestMachine, {
    input,
    provide: (fake) => ({
      actors: { request: fake.promise('request', effects.bodies) },
      actions: { requested: (_, params) => void effects.requested.push(params.quoteId) },
    }),
  });

const paths = shortestPaths(quoteRequestMachine, { events: EVENTS, input: INPUT, stopWhenDone: true });

describePaths('quote request, model-based', paths, {
  effects: fresh,
  start: (effects) => start(effects),
  check: (effects, h) => {
    const { value, context } = h.snapshot() as { value: string; context: QuoteRequestContext };
    for (const body of effects.bodies) {
      expect(Value.Check(QuoteRequestBody, body)).toBe(true);
      expect(body).toMatchObject({ source: 'enquiry', sourceId: 12 });
      if (body.wantedDate) expect(body.wantedDate >= TODAY).toBe(true);
    }
    if (value === 'done') expect(effects.requested).toEqual([context.quoteId]);
    else expect(effects.requested).toEqual([]);
  },
});

const ctxOf = (h: Harness) => h.snapshot().context as QuoteRequestContext;

describe('quote request rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(quoteRequestMachine, paths));

  it('refuses a wanted date in the past before sending, then sends the trimmed message and the date', async () => {
    const effects = fresh();
    const h = start(effects, { source: 'cart', today: TODAY });
    h.send({ type: 'EDIT', field: 'wantedDate', value: '2026-11-28' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([]);
    expect(ctxOf(h).errors).toEqual({ wantedDate: 'past' });
    h.send({ type: 'EDIT', field: 'wantedDate', value: TODAY });
    expect(ctxOf(h).errors).toEqual({});
    h.send({ type: 'EDIT', field: 'message', value: '  请尽快报价 ' });
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([{ source: 'cart', message: '请尽快报价', wantedDate: TODAY }]);
    h.pending('request')!.resolve({ quoteId: 9 });
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('done');
    expect(effects.requested).toEqual([9]);
    h.stop();
  });

  it('a refusal comes back to the form with the server\'s sentence; SUBMIT again retries', async () => {
    const effects = fresh();
    const h = start(effects);
    h.send({ type: 'SUBMIT' });
    h.pending('request')!.reject(apiError('询价单没有已匹配的商品', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('editing');
    expect(ctxOf(h).formError).toBe('询价单没有已匹配的商品');
    h.send({ type: 'EDIT', field: 'message', value: '再试' });
    expect(ctxOf(h).formError).toBeNull();
    h.send({ type: 'SUBMIT' });
    expect(effects.bodies).toEqual([{ source: 'enquiry', sourceId: 12 }, { source: 'enquiry', sourceId: 12, message: '再试' }]);
    h.stop();
  });

  it('checks the message length and real dates; empty fields are left out', () => {
    expect(requestErrors({ message: 'x'.repeat(501), wantedDate: '2026-02-30', today: TODAY })).toEqual({ message: 'tooLong', wantedDate: 'invalid' });
    expect(requestErrors({ message: '', wantedDate: '', today: TODAY })).toEqual({});
    expect(requestBody({ source: 'list', sourceId: 3, lines: [{ goodsId: 5, num: 2 }], message: ' ', wantedDate: '' })).toEqual({ source: 'list', sourceId: 3, lines: [{ goodsId: 5, num: 2 }] });
  });
});

// machines/quotes/quote-desk.ts: the console's quote desk, model-based (every body sent passes
// QuoteSendBody with the version read, prices in fen from the 元 typed, never a line unpriced;
// nothing is sent for a quote past 待报价) and by example (bad prices, validity, 409).
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { QuoteSendBody } from '../../../domain/quotes/quote-payloads.ts';
import { deskErrors, leadDaysOf, priceOf, quoteDeskMachine, sendBody, validUntilProblem } from '../../../machines/quotes/quote-desk.ts';
import type { QuoteDeskContext, QuoteDeskEvent } from '../../../machines/quotes/quote-desk.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { apiError, detail, QUOTED } from './quote-fixtures.ts';

const TODAY = '2026-11-29';
const INPUT = { id: 41, today: TODAY };
const REQUESTED = detail();

const EVENTS = [
  { type: 'EDIT_LINE', lineNo: 1, field: 'price', value: '60.5' },
  { type: 'EDIT_LINE', lineNo: 2, field: 'price', value: '58' },
  { type: 'EDIT_LINE', lineNo: 1, field: 'price', value: 'abc' },
  { type: 'EDIT_LINE', lineNo: 1, field: 'leadDays', value: '3' },
  { type: 'EDIT_LINE', lineNo: 2, field: 'leadDays', value: '7' },
  { type: 'EDIT_LINE', lineNo: 9, field: 'price', value: '1' },
  { type: 'EDIT', field: 'validUntil', value: '2026-11-01' },
  { type: 'EDIT', field: 'terms', value: '含税含运费' },
  { type: 'SEND' },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'xstate.done.actor.detail', output: REQUESTED },
  { type: 'xstate.done.actor.detail', output: QUOTED },
  { type: 'xstate.error.actor.detail', error: apiError('报价单不存在', 404) },
  { type: 'xstate.error.actor.detail', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.send', output: null },
  { type: 'xstate.error.actor.send', error: apiError('报价单已被其他客服处理，请刷新', 409) },
  { type: 'xstate.error.actor.send', error: apiError('有效期不能超过 90 天', 400) },
] as unknown as QuoteDeskEvent[];

interface Effects { bodies: QuoteSendBody[]; sent: number }
const fresh = (): Effects => ({ bodies: [], sent: 0 });
const start = (effects: Effects): Harness =>
  startMachine(quoteDeskMachine, {
    input: INPUT,
    provide: (fake) => ({
      actors: { fetchDetail: fake.promise('detail'), send: fake.promise('send', effects.bodies) },
      actions: { sent: () => void (effects.sent += 1) },
    }),
  });

const paths = shortestPaths(quoteDeskMachine, { events: EVENTS, input: INPUT });
type Snap = { value: unknown; context: QuoteDeskContext };

describePaths('quote desk, model-based', paths, {
  effects: fresh,
  start,
  check: (effects, h) => {
    const { value, context } = h.snapshot() as unknown as Snap;
    for (const body of effects.bodies) {
      expect(Value.Check(QuoteSendBody, body)).toBe(true);
      expect(body.id).toBe(41);
      expect(body.version).toBe(REQUESTED.version);
      expect(body.lines.map((l) => l.lineNo)).toEqual([1, 2]);
      expect(body.validUntil >= TODAY).toBe(true);
    }
    if (value === 'sending') expect(context.detail?.status).toBe('requested');
    expect(effects.sent).toBeLessThanOrEqual(effects.bodies.length);
  },
});

const ctxOf = (h: Harness) => h.snapshot().context as QuoteDeskContext;
async function loaded(effects: Effects, d = REQUESTED): Promise<Harness> {
  const h = start(effects);
  h.pending('detail')!.resolve(d);
  await flushMicrotasks();
  return h;
}

describe('quote desk rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(quoteDeskMachine, paths));

  it('refuses empty, zero and lettered prices before sending; sends fen, lead days, validity and terms', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    expect(ctxOf(h).validUntil).toBe('2026-12-29');
    h.send({ type: 'SEND' });
    expect(effects.bodies).toEqual([]);
    expect(ctxOf(h).errors.lines).toEqual({ 1: { price: 'required', leadDays: 'required' }, 2: { price: 'required', leadDays: 'required' } });
    h.send({ type: 'EDIT_LINE', lineNo: 1, field: 'price', value: '0' });
    h.send({ type: 'EDIT_LINE', lineNo: 2, field: 'price', value: '六十' });
    h.send({ type: 'EDIT_LINE', lineNo: 1, field: 'leadDays', value: '3' });
    h.send({ type: 'EDIT_LINE', lineNo: 2, field: 'leadDays', value: '1.5' });
    h.send({ type: 'SEND' });
    expect(ctxOf(h).errors.lines).toEqual({ 1: { price: 'zero' }, 2: { price: 'invalid', leadDays: 'invalid' } });
    h.send({ type: 'EDIT_LINE', lineNo: 1, field: 'price', value: '1,200.5' });
    h.send({ type: 'EDIT_LINE', lineNo: 2, field: 'price', value: '¥58' });
    h.send({ type: 'EDIT_LINE', lineNo: 2, field: 'leadDays', value: '7' });
    h.send({ type: 'EDIT_LINE', lineNo: 2, field: 'remark', value: ' 现货 ' });
    h.send({ type: 'EDIT', field: 'terms', value: ' 含税含运费 ' });
    h.send({ type: 'SEND' });
    expect(effects.bodies).toEqual([{
      id: 41, version: 1, validUntil: '2026-12-29', terms: '含税含运费',
      lines: [{ lineNo: 1, priceFen: 120_050, leadDays: 3 }, { lineNo: 2, priceFen: 5800, leadDays: 7, remark: '现货' }],
    }]);
    h.pending('send')!.resolve(null);
    await flushMicrotasks();
    expect(effects.sent).toBe(1);
    h.pending('detail')!.resolve(QUOTED);
    await flushMicrotasks();
    expect(ctxOf(h).notice).toEqual({ kind: 'sent' });
    // Sent: read only.
    h.send({ type: 'EDIT_LINE', lineNo: 1, field: 'price', value: '1' });
    h.send({ type: 'SEND' });
    expect(effects.bodies).toHaveLength(1);
    expect(ctxOf(h).drafts[1]).toEqual({ price: '60.00', leadDays: '3', remark: '' });
    h.stop();
  });

  it('someone sent it first (409): says so and reads it again; a 400 keeps the prices typed', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    for (const lineNo of [1, 2]) {
      h.send({ type: 'EDIT_LINE', lineNo, field: 'price', value: '60' });
      h.send({ type: 'EDIT_LINE', lineNo, field: 'leadDays', value: '0' });
    }
    h.send({ type: 'SEND' });
    h.pending('send')!.reject(apiError('有效期不能超过 90 天', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('ready');
    expect(ctxOf(h)).toMatchObject({ notice: { kind: 'refused', text: '有效期不能超过 90 天' } });
    expect(ctxOf(h).drafts[1]!.price).toBe('60');
    h.send({ type: 'SEND' });
    h.pending('send')!.reject(apiError('报价单已被其他客服处理，请刷新', 409));
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect(ctxOf(h).notice).toEqual({ kind: 'conflict', text: '报价单已被其他客服处理，请刷新' });
    expect(effects.sent).toBe(0);
    h.stop();
  });

  it('checks prices, lead days and the validity window', () => {
    expect(priceOf('')).toEqual({ problem: 'required' });
    expect(priceOf('abc')).toEqual({ problem: 'invalid' });
    expect(priceOf('-3')).toEqual({ problem: 'invalid' });
    expect(priceOf('0.00')).toEqual({ problem: 'zero' });
    expect(priceOf('10000000.01')).toEqual({ problem: 'tooLarge' });
    expect(priceOf('0.01')).toEqual({ fen: 1 });
    expect(leadDaysOf('366')).toEqual({ problem: 'tooLarge' });
    expect(leadDaysOf(' 0 ')).toEqual({ days: 0 });
    expect(validUntilProblem('', TODAY)).toBe('required');
    expect(validUntilProblem('2026-11-31', TODAY)).toBe('invalid');
    expect(validUntilProblem('2026-11-28', TODAY)).toBe('past');
    expect(validUntilProblem('2027-02-28', TODAY)).toBe('tooFar');
    expect(validUntilProblem('2027-02-27', TODAY)).toBeNull();
    const ctx = { id: 41, today: TODAY, detail: REQUESTED, drafts: {}, validUntil: TODAY, terms: 'x'.repeat(501), staffNote: '' };
    expect(deskErrors(ctx).terms).toBe('tooLong');
    expect(sendBody({ ...ctx, terms: '' }).lines).toEqual([{ lineNo: 1, priceFen: 0, leadDays: 0 }, { lineNo: 2, priceFen: 0, leadDays: 0 }]);
  });
});

// machines/quotes/quote-detail.ts: /quote/{id}, model-based (accept and withdraw only after a
// confirmation and only when the server allows them; a download only of a priced quote; a refusal
// reads the quote again) and by example (accept → draft, 报价已过期, re-request, download).
import { describe, expect, it } from 'vitest';
import { canDownload, quoteDetailMachine } from '../../../machines/quotes/quote-detail.ts';
import type { QuoteDetailContext, QuoteDetailEvent } from '../../../machines/quotes/quote-detail.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { apiError, detail, EXPIRED, QUOTED } from './quote-fixtures.ts';

const EVENTS = [
  { type: 'ASK', action: 'accept' },
  { type: 'ASK', action: 'withdraw' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'REREQUEST' },
  { type: 'DOWNLOAD' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.detail', output: detail() },
  { type: 'xstate.done.actor.detail', output: QUOTED },
  { type: 'xstate.done.actor.detail', output: EXPIRED },
  { type: 'xstate.error.actor.detail', error: apiError('报价单不存在', 404) },
  { type: 'xstate.error.actor.detail', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.accept', output: { draftId: 501 } },
  { type: 'xstate.error.actor.accept', error: apiError('报价已过期，请重新申请', 409) },
  { type: 'xstate.error.actor.accept', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.withdraw', output: null },
  { type: 'xstate.error.actor.withdraw', error: apiError('报价单已接受，不能撤回', 409) },
  { type: 'xstate.error.actor.withdraw', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.rerequest', output: { quoteId: 88 } },
  { type: 'xstate.error.actor.rerequest', error: apiError('商品已下架', 400) },
  { type: 'xstate.error.actor.rerequest', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.download', output: null },
  { type: 'xstate.error.actor.download', error: apiError('网络异常', null) },
] as unknown as QuoteDetailEvent[];

interface Effects {
  reads: number;
  accepts: { id: number }[];
  withdraws: { id: number }[];
  rerequests: { id: number }[];
  downloads: { id: number; quoteNo: string }[];
  drafts: number[];
  opened: number[];
  /** The detail shown when each call left. */
  confirmed: string[];
}
const fresh = (): Effects => ({ reads: 0, accepts: [], withdraws: [], rerequests: [], downloads: [], drafts: [], opened: [], confirmed: [] });
const start = (effects: Effects): Harness =>
  startMachine(quoteDetailMachine, {
    input: { id: 41 },
    provide: (fake) => ({
      actors: {
        fetchDetail: fake.promise('detail', () => void (effects.reads += 1)),
        accept: fake.promise('accept', effects.accepts),
        withdraw: fake.promise('withdraw', effects.withdraws),
        rerequest: fake.promise('rerequest', effects.rerequests),
        download: fake.promise('download', effects.downloads),
      },
      actions: {
        openDraft: (_, params) => void effects.drafts.push(params.draftId),
        openQuote: (_, params) => void effects.opened.push(params.quoteId),
      },
    }),
  });

const paths = shortestPaths(quoteDetailMachine, { events: EVENTS, input: { id: 41 }, stopWhenDone: true });
type Snap = { value: unknown; context: QuoteDetailContext };

describePaths('quote detail, model-based', paths, {
  effects: fresh,
  start,
  check: (effects, h, event) => {
    const { value, context } = h.snapshot() as unknown as Snap;
    if (value === 'accepting' && event.type === 'CONFIRM') {
      // Accepted only what the server lets the buyer accept, after the confirmation.
      expect(context.detail?.canAccept).toBe(true);
      expect(context.confirming).toBe('accept');
    }
    if (value === 'withdrawing') expect(context.detail?.canWithdraw).toBe(true);
    if (value === 'rerequesting') expect(context.detail?.canRerequest).toBe(true);
    if (value === 'downloading') expect(canDownload(context.detail)).toBe(true);
    for (const sent of [...effects.accepts, ...effects.withdraws, ...effects.rerequests, ...effects.downloads]) expect(sent.id).toBe(41);
    // Leaving only to the draft or the new quote the server named.
    expect(effects.drafts.length + effects.opened.length).toBe(value === 'leaving' ? 1 : 0);
  },
});

const ctxOf = (h: Harness) => h.snapshot().context as QuoteDetailContext;
async function loaded(effects: Effects, d = QUOTED): Promise<Harness> {
  const h = start(effects);
  h.pending('detail')!.resolve(d);
  await flushMicrotasks();
  return h;
}

describe('quote detail rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(quoteDetailMachine, paths));

  it('accepts after a confirmation and opens the draft the server made', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'ASK', action: 'accept' });
    h.send({ type: 'CANCEL' });
    expect(effects.accepts).toEqual([]);
    h.send({ type: 'ASK', action: 'accept' });
    h.send({ type: 'CONFIRM' });
    expect(effects.accepts).toEqual([{ id: 41 }]);
    h.pending('accept')!.resolve({ draftId: 501 });
    await flushMicrotasks();
    expect(effects.drafts).toEqual([501]);
    expect(h.snapshot().value).toBe('leaving');
    h.stop();
  });

  it('报价已过期: says so and reads the quote again, which now offers only 重新申请', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'ASK', action: 'accept' });
    h.send({ type: 'CONFIRM' });
    h.pending('accept')!.reject(apiError('报价已过期，请重新申请', 409));
    await flushMicrotasks();
    expect(effects.reads).toBe(2);
    h.pending('detail')!.resolve(EXPIRED);
    await flushMicrotasks();
    expect(ctxOf(h)).toMatchObject({ detail: EXPIRED, confirming: null, notice: { kind: 'refused', text: '报价已过期，请重新申请' } });
    h.send({ type: 'ASK', action: 'accept' });
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    h.send({ type: 'REREQUEST' });
    expect(effects.rerequests).toEqual([{ id: 41 }]);
    h.pending('rerequest')!.resolve({ quoteId: 88 });
    await flushMicrotasks();
    expect(effects.opened).toEqual([88]);
    h.stop();
  });

  it('withdraws after a confirmation and reads the quote again; no answer leaves it as it was', async () => {
    const effects = fresh();
    const h = await loaded(effects, detail());
    h.send({ type: 'DOWNLOAD' });
    expect(effects.downloads).toEqual([]);
    h.send({ type: 'ASK', action: 'withdraw' });
    h.send({ type: 'CONFIRM' });
    h.pending('withdraw')!.reject(apiError('网络异常', null));
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    expect(effects.reads).toBe(1);
    h.send({ type: 'ASK', action: 'withdraw' });
    h.send({ type: 'CONFIRM' });
    h.pending('withdraw')!.resolve(null);
    await flushMicrotasks();
    expect(h.snapshot().value).toBe('loading');
    expect(ctxOf(h).notice).toEqual({ kind: 'withdrawn' });
    h.stop();
  });

  it('downloads a priced quote by its number', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'DOWNLOAD' });
    expect(effects.downloads).toEqual([{ id: 41, quoteNo: QUOTED.quoteNo }]);
    h.pending('download')!.resolve(null);
    await flushMicrotasks();
    expect(ctxOf(h).notice).toEqual({ kind: 'downloaded' });
    expect(canDownload(detail())).toBe(false);
    expect(canDownload(EXPIRED)).toBe(true);
    h.stop();
  });
});

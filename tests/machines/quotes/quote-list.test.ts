// machines/quotes/quote-list.ts: /quote and the console's queue, model-based (every read asks for
// a page in range with the tab's status and the keyword; a long keyword is never sent; the page
// shown is never past its last) and by example.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { QuotePageBody } from '../../../domain/quotes/quote-payloads.ts';
import { countOf, pageBody, pagesOf, QUOTE_KEYWORD_MAX, QUOTE_PAGE_SIZE, quoteListMachine, quotesHref, statusOf } from '../../../machines/quotes/quote-list.ts';
import type { QuoteListContext, QuoteListEvent } from '../../../machines/quotes/quote-list.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';
import { apiError, pageOf, summary } from './quote-fixtures.ts';

const COUNTS = { requested: 8, quoted: 3, accepted: 1 };
const FIRST = pageOf([summary(41), summary(42)], 12, 1, COUNTS);
const SHRUNK = pageOf([], 10, 2, COUNTS);

const EVENTS = [
  { type: 'SWITCH_STATUS', status: 'quoted' },
  { type: 'SWITCH_STATUS', status: null },
  { type: 'SEARCH', keyword: ' 6205 ' },
  { type: 'SEARCH', keyword: 'x'.repeat(QUOTE_KEYWORD_MAX + 1) },
  { type: 'PAGE', current: 2 },
  { type: 'PAGE', current: 9 },
  { type: 'REFRESH' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.page', output: FIRST },
  { type: 'xstate.done.actor.page', output: SHRUNK },
  { type: 'xstate.error.actor.page', error: apiError('网络异常', null) },
] as unknown as QuoteListEvent[];

interface Effects { bodies: QuotePageBody[] }
const start = (effects: Effects, status: string | null = null): Harness =>
  startMachine(quoteListMachine, { input: { status }, provide: (fake) => ({ actors: { fetchPage: fake.promise('page', effects.bodies) } }) });
const paths = shortestPaths(quoteListMachine, { events: EVENTS, input: { status: null } });

describePaths('quote list, model-based', paths, {
  effects: (): Effects => ({ bodies: [] }),
  start: (effects) => start(effects),
  check: (effects, h) => {
    const { value, context } = h.snapshot() as { value: string; context: QuoteListContext };
    for (const body of effects.bodies) {
      expect(Value.Check(QuotePageBody, body)).toBe(true);
      expect(body.size).toBe(QUOTE_PAGE_SIZE);
    }
    if (value === 'loading') expect(effects.bodies.at(-1)).toEqual(pageBody(context));
    if (value === 'ready' && context.page) expect(context.current).toBeLessThanOrEqual(pagesOf(context.page));
  },
});

describe('quote list rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(quoteListMachine, paths));

  it('a tab or a search starts at page 1; a page a change emptied steps back; a long keyword is refused', async () => {
    const effects: Effects = { bodies: [] };
    const h = start(effects, 'quoted');
    h.pending('page')!.resolve(FIRST);
    await flushMicrotasks();
    h.send({ type: 'PAGE', current: 2 });
    h.pending('page')!.resolve(pageOf([summary(51)], 12, 2, COUNTS));
    await flushMicrotasks();
    h.send({ type: 'REFRESH' });
    h.pending('page')!.resolve(SHRUNK);
    await flushMicrotasks();
    h.pending('page')!.resolve(pageOf([summary(41)], 10, 1, COUNTS));
    await flushMicrotasks();
    expect(effects.bodies.map((b) => [b.status, b.current])).toEqual([['quoted', 1], ['quoted', 2], ['quoted', 2], ['quoted', 1]]);
    h.send({ type: 'SEARCH', keyword: 'x'.repeat(41) });
    expect((h.snapshot().context as QuoteListContext).keywordError).toBe('tooLong');
    expect(effects.bodies).toHaveLength(4);
    h.send({ type: 'SEARCH', keyword: ' QT2611 ' });
    expect(effects.bodies.at(-1)).toEqual({ current: 1, size: QUOTE_PAGE_SIZE, status: 'quoted', keyword: 'QT2611' });
    expect((h.snapshot().context as QuoteListContext).keywordError).toBeNull();
    h.send({ type: 'SWITCH_STATUS', status: null });
    expect(effects.bodies.at(-1)).toEqual({ current: 1, size: QUOTE_PAGE_SIZE, keyword: 'QT2611' });
    h.stop();
  });

  it('reads the tab from the address, counts 全部 as every status, writes the address', () => {
    expect(statusOf('expired')).toBe('expired');
    expect(statusOf('all')).toBeNull();
    expect(countOf(FIRST, null)).toBe(12);
    expect(countOf(FIRST, 'withdrawn')).toBe(0);
    expect(countOf(null, 'quoted')).toBeNull();
    expect(quotesHref(null)).toBe('/quote');
    expect(quotesHref('quoted')).toBe('/quote?status=quoted');
    expect(pagesOf({ total: 0, size: 10 })).toBe(1);
  });
});

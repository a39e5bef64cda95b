import { describe, expect, it, vi } from 'vitest';
import { searchModeMachine, SUGGEST_DEBOUNCE_MS, suggestionId } from '../../../machines/shell/search-mode.ts';
import type { SearchModeContext, SearchModeEvent, SearchRequest, SearchSuggestion } from '../../../machines/shell/search-mode.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const SKF: SearchSuggestion = { goodsId: 1, goodsModel: '6205-2RSH', brandId: 1, brandName: 'SKF', goodsName: 'SKF 深沟球轴承 6205-2RSH' };
const NSK: SearchSuggestion = { goodsId: 33, goodsModel: '6205DDU', brandId: 4, brandName: 'NSK', goodsName: 'NSK 深沟球轴承 6205DDU' };

const EVENTS = [
  { type: 'INPUT', text: '6205' },
  { type: 'INPUT', text: '' },
  { type: 'SUBMIT' },
  { type: 'CHOOSE', index: 1 },
  { type: 'NEXT' },
  { type: 'PREV' },
  { type: 'CLOSE' },
  { type: 'SYNC', text: '6205', exact: false, onResults: true },
  { type: 'SYNC', text: '', exact: false, onResults: false },
  { type: 'xstate.done.actor.suggestions', output: [SKF, NSK] },
  { type: 'xstate.done.actor.suggestions', output: [] },
  { type: 'xstate.error.actor.suggestions', error: new Error('goods service down') },
] as unknown as SearchModeEvent[];

interface Effects {
  requests: string[];
  searches: SearchRequest[];
}

function startSearch(effects: Effects): Harness {
  return startMachine(searchModeMachine, {
    timers: true,
    provide: (fake) => ({
      actors: {
        fetchSuggestions: fake.promise<SearchSuggestion[], { keyword: string }>('suggestions', (input) => effects.requests.push(input.keyword)),
      },
      actions: {
        search: (_, params) => {
          effects.searches.push(params);
        },
      },
    }),
  });
}

useFakeTimers();

const paths = shortestPaths(searchModeMachine, { events: EVENTS });

describePaths('search mode, model-based', paths, {
  // searchesBefore: how many searches had started by the previous step.
  effects: (): Effects & { searchesBefore: number } => ({ requests: [], searches: [], searchesBefore: 0 }),
  start: startSearch,
  delays: { suggestDelay: SUGGEST_DEBOUNCE_MS },
  check: (effects, h, event) => {
    const snap = h.snapshot() as { value: string; context: SearchModeContext };
    const { context } = snap;
    // Suggestions are only ever asked for non-empty text (spec 5).
    for (const keyword of effects.requests) expect(keyword.trim()).not.toBe('');
    // The listbox shows only in `open`, and always with something in it.
    if (snap.value === 'open') expect(context.suggestions.length).toBeGreaterThan(0);
    else expect(context.highlighted).toBe(-1);
    expect(context.highlighted).toBeLessThan(Math.max(1, context.suggestions.length));
    // Every search the machine starts matches the mode it records.
    if (effects.searches.length > effects.searchesBefore) {
      const last = effects.searches.at(-1)!;
      expect(effects.searches.length).toBe(effects.searchesBefore + 1);
      expect(snap.value).toBe('closed');
      expect(last.exact).toBe(context.isExactMatch);
      expect(last.keyword).toBe(context.text);
      // A chosen suggestion keeps its brand (issue 12, item 3).
      if (event.type === 'CHOOSE') expect(last).toEqual({ keyword: NSK.goodsModel, exact: true, brandId: NSK.brandId });
      if (event.type === 'INPUT') expect(last).toEqual({ keyword: '', exact: false });
      expect(context.serchFlag).toBe(event.type === 'INPUT');
      effects.searchesBefore = effects.searches.length;
    }
  },
});

describe('search mode rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(searchModeMachine, paths);
  });

  async function typed(text: string): Promise<{ h: Harness; effects: Effects }> {
    const effects: Effects = { requests: [], searches: [] };
    const h = startSearch(effects);
    h.send({ type: 'INPUT', text });
    await h.advance!(SUGGEST_DEBOUNCE_MS);
    return { h, effects };
  }

  it('asks for suggestions once typing pauses, with the trimmed text, and never for blank text', async () => {
    const effects: Effects = { requests: [], searches: [] };
    const h = startSearch(effects);
    h.send({ type: 'INPUT', text: '6' });
    await h.advance!(SUGGEST_DEBOUNCE_MS - 50);
    h.send({ type: 'INPUT', text: '62' });
    await h.advance!(SUGGEST_DEBOUNCE_MS - 50);
    h.send({ type: 'INPUT', text: ' 6205 ' });
    await h.advance!(SUGGEST_DEBOUNCE_MS - 1);
    expect(effects.requests).toEqual([]);
    await h.advance!(1);
    expect(effects.requests).toEqual(['6205']);
    h.send({ type: 'INPUT', text: '   ' });
    await h.advance!(SUGGEST_DEBOUNCE_MS * 5);
    expect(effects.requests).toEqual(['6205']);
    expect(h.snapshot().value).toBe('closed');
    h.stop();
  });

  it('a keystroke while suggestions load drops the stale answer', async () => {
    const { h, effects } = await typed('62');
    const stale = h.pending('suggestions')!;
    h.send({ type: 'INPUT', text: '6205' });
    stale.resolve([SKF]);
    await Promise.resolve();
    expect(h.snapshot().value).toBe('debouncing');
    expect((h.snapshot().context as SearchModeContext).suggestions).toEqual([]);
    await h.advance!(SUGGEST_DEBOUNCE_MS);
    expect(effects.requests).toEqual(['62', '6205']);
    h.stop();
  });

  it('arrow keys cycle through the suggestions and back to the typed text; Enter on one is an exact search', async () => {
    const { h, effects } = await typed('6205');
    h.pending('suggestions')!.resolve([SKF, NSK]);
    await vi.advanceTimersByTimeAsync(0);
    const highlighted = () => (h.snapshot().context as SearchModeContext).highlighted;
    h.send({ type: 'NEXT' });
    expect(highlighted()).toBe(0);
    h.send({ type: 'NEXT' });
    expect(highlighted()).toBe(1);
    h.send({ type: 'NEXT' });
    expect(highlighted()).toBe(-1);
    h.send({ type: 'PREV' });
    expect(highlighted()).toBe(1);
    h.send({ type: 'PREV' });
    expect(highlighted()).toBe(0);
    h.send({ type: 'SUBMIT' });
    expect(effects.searches).toEqual([{ keyword: '6205-2RSH', exact: true, brandId: SKF.brandId }]);
    expect(h.snapshot().context).toMatchObject({ text: '6205-2RSH', isExactMatch: true, serchFlag: false });
    h.stop();
  });

  it('Enter without a highlighted suggestion is a fuzzy search of the text', async () => {
    const { h, effects } = await typed(' 深沟球轴承 ');
    h.pending('suggestions')!.resolve([SKF]);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SUBMIT' });
    expect(effects.searches).toEqual([{ keyword: '深沟球轴承', exact: false }]);
    expect(h.snapshot().context).toMatchObject({ text: '深沟球轴承', isExactMatch: false });
    h.stop();
  });

  it('clearing the box on a keyword result is a fuzzy search of everything and sets serchFlag', () => {
    const effects: Effects = { requests: [], searches: [] };
    const h = startSearch(effects);
    h.send({ type: 'SYNC', text: '6205-2RSH', exact: true, onResults: true });
    expect(h.snapshot().context).toMatchObject({ text: '6205-2RSH', isExactMatch: true, serchFlag: false });
    h.send({ type: 'INPUT', text: '' });
    expect(effects.searches).toEqual([{ keyword: '', exact: false }]);
    expect(h.snapshot().context).toMatchObject({ text: '', isExactMatch: false, serchFlag: true });
    // The list now shows everything: the URL brings no keyword, the flag stays.
    h.send({ type: 'SYNC', text: '', exact: false, onResults: false });
    expect(h.snapshot().context).toMatchObject({ serchFlag: true });
    // Elsewhere, emptying the box only empties it.
    h.send({ type: 'INPUT', text: '' });
    expect(effects.searches).toHaveLength(1);
    // A new search with text lowers the flag.
    h.send({ type: 'INPUT', text: '6205' });
    h.send({ type: 'SUBMIT' });
    expect(h.snapshot().context).toMatchObject({ serchFlag: false, isExactMatch: false });
    h.stop();
  });

  it('a choice outside the list is ignored', async () => {
    const { h, effects } = await typed('6205');
    h.pending('suggestions')!.resolve([SKF]);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'CHOOSE', index: 3 });
    expect(effects.searches).toEqual([]);
    expect(h.snapshot().value).toBe('open');
    h.stop();
  });

  it('names each option for aria-activedescendant', () => {
    expect(suggestionId('hdr', 2)).toBe('hdr-option-2');
  });
});

// The header search box (spec 2.5, 4, 5): fuzzy versus exact search, suggestions and the
// search-clear flag.
// - Typing asks for suggestions after SUGGEST_DEBOUNCE_MS, only for non-empty text (spec 5); a
//   newer keystroke cancels the pending request (the invoked actor is stopped on exit).
// - Enter or the button searches fuzzily (isExactMatch false) for the text; choosing a suggestion
//   (click, or Enter on a highlighted one) searches exactly for its model (isExactMatch true).
// - Clearing the box while the product list shows a keyword is a fuzzy search of everything:
//   serchFlag (the spec's search-clear flag) turns true until the next search with text.
// - The URL is the truth: SYNC brings the box in line with the page the router shows
//   (navigation, back/forward, reload).
// The app provides `fetchSuggestions` (POST /open/goods/search/keyword) and `search` (opens the
// product list for that keyword and mode).
import { assign, fromPromise, setup } from 'xstate';
import { doneOutput } from '../shared/actor-events.ts';

export const SUGGEST_DEBOUNCE_MS = 200;
/** At most this many suggestions are shown (the server sends at most 10). */
export const MAX_SUGGESTIONS = 10;

export interface SearchSuggestion {
  goodsId: number;
  goodsModel: string;
  /** The suggestion's brand: choosing it keeps the buyer on that brand (a chip widens). */
  brandId?: number;
  brandName: string;
  goodsName: string;
  categoryName?: string;
}

export interface SearchModeContext {
  /** What the box shows. */
  text: string;
  /** The spec's isExactMatch: true after choosing a suggestion (default false). */
  isExactMatch: boolean;
  /** The spec's serchFlag: true after the box was cleared into a search of everything. */
  serchFlag: boolean;
  suggestions: SearchSuggestion[];
  /** Index of the highlighted suggestion (arrow keys), -1 for none. */
  highlighted: number;
  /** The product list is showing a keyword search (clearing the box then searches everything). */
  onResults: boolean;
}

export type SearchModeEvent =
  | { type: 'INPUT'; text: string }
  /** Enter or the search button. */
  | { type: 'SUBMIT' }
  /** A click on a suggestion. */
  | { type: 'CHOOSE'; index: number }
  /** Arrow down / up. */
  | { type: 'NEXT' }
  | { type: 'PREV' }
  /** Escape, or the focus left the box. */
  | { type: 'CLOSE' }
  /** The router shows another page: the box takes the URL's keyword and mode. */
  | { type: 'SYNC'; text: string; exact: boolean; onResults: boolean };

export interface SearchRequest {
  keyword: string;
  exact: boolean;
  /** Set when a suggestion was chosen: the list opens filtered to that brand. */
  brandId?: number;
}

/** The exact search a chosen suggestion asks for: its model, kept to its brand. */
function chosen(suggestion: SearchSuggestion | undefined): SearchRequest {
  const request: SearchRequest = { keyword: suggestion?.goodsModel ?? '', exact: true };
  if (suggestion?.brandId !== undefined) request.brandId = suggestion.brandId;
  return request;
}

const isBlank = (text: string): boolean => text.trim() === '';

function wrap(index: number, count: number): number {
  // Cycles through -1 (the typed text) and 0..count-1.
  const span = count + 1;
  return ((((index + 1) % span) + span) % span) - 1;
}

export const searchModeMachine = setup({
  types: {
    context: {} as SearchModeContext,
    events: {} as SearchModeEvent,
  },
  actors: {
    fetchSuggestions: fromPromise<SearchSuggestion[], { keyword: string }>(() =>
      Promise.reject(new Error('fetchSuggestions is provided by the app')),
    ),
  },
  delays: {
    suggestDelay: SUGGEST_DEBOUNCE_MS,
  },
  actions: {
    /** Opens the product list for the request (the app navigates). */
    search: (_, _params: SearchRequest) => {},
    setText: assign({ text: (_, params: { text: string }) => params.text }),
    setSuggestions: assign({
      suggestions: (_, params: { suggestions: SearchSuggestion[] }) => params.suggestions.slice(0, MAX_SUGGESTIONS),
      highlighted: -1,
    }),
    dropSuggestions: assign({ suggestions: [], highlighted: -1 }),
    move: assign({
      highlighted: ({ context }, params: { by: number }) => wrap(context.highlighted + params.by, context.suggestions.length),
    }),
    fuzzy: assign({
      text: ({ context }) => context.text.trim(),
      isExactMatch: false,
      serchFlag: false,
      suggestions: [],
      highlighted: -1,
    }),
    exact: assign({
      text: (_, params: { model: string }) => params.model,
      isExactMatch: true,
      serchFlag: false,
      suggestions: [],
      highlighted: -1,
    }),
    cleared: assign({ text: '', isExactMatch: false, serchFlag: true, suggestions: [], highlighted: -1 }),
    sync: assign({
      text: (_, params: { text: string; exact: boolean; onResults: boolean }) => params.text,
      isExactMatch: (_, params) => params.exact,
      onResults: (_, params) => params.onResults,
      serchFlag: ({ context }, params) => context.serchFlag && params.text === '',
      suggestions: [],
      highlighted: -1,
    }),
  },
  guards: {
    /** The box was emptied while the list shows a keyword: a fuzzy search of everything. */
    clearsResults: ({ context, event }) => event.type === 'INPUT' && isBlank(event.text) && context.onResults,
    blankInput: ({ event }) => event.type === 'INPUT' && isBlank(event.text),
    hasText: ({ context }) => !isBlank(context.text),
    highlightedOne: ({ context }) => context.highlighted >= 0 && context.highlighted < context.suggestions.length,
    validChoice: ({ context, event }) =>
      event.type === 'CHOOSE' && event.index >= 0 && event.index < context.suggestions.length,
    noSuggestions: ({ event }) => doneOutput<SearchSuggestion[]>(event).length === 0,
  },
}).createMachine({
  id: 'searchMode',
  context: { text: '', isExactMatch: false, serchFlag: false, suggestions: [], highlighted: -1, onResults: false },
  initial: 'closed',
  on: {
    SYNC: {
      target: '.closed',
      actions: {
        type: 'sync',
        params: ({ event }) => ({ text: event.text, exact: event.exact, onResults: event.onResults }),
      },
    },
    INPUT: [
      {
        guard: 'clearsResults',
        target: '.closed',
        actions: ['cleared', { type: 'search', params: { keyword: '', exact: false } }],
      },
      {
        guard: 'blankInput',
        target: '.closed',
        actions: [{ type: 'setText', params: ({ event }) => ({ text: event.text }) }, 'dropSuggestions'],
      },
      // Every keystroke restarts the debounce (and cancels a request under way): the root's
      // transition exits the active child and enters debouncing afresh.
      {
        target: '.debouncing',
        actions: [{ type: 'setText', params: ({ event }) => ({ text: event.text }) }, 'dropSuggestions'],
      },
    ],
    SUBMIT: {
      target: '.closed',
      actions: ['fuzzy', { type: 'search', params: ({ context }) => ({ keyword: context.text.trim(), exact: false }) }],
    },
    CLOSE: { target: '.closed', actions: 'dropSuggestions' },
  },
  states: {
    closed: {
      on: {
        // Arrow down on a box with text opens the suggestions at once.
        NEXT: { guard: 'hasText', target: 'suggesting' },
      },
    },
    debouncing: {
      after: { suggestDelay: { target: 'suggesting' } },
    },
    suggesting: {
      invoke: {
        id: 'suggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ keyword: context.text.trim() }),
        onDone: [
          { guard: 'noSuggestions', target: 'closed', actions: 'dropSuggestions' },
          {
            target: 'open',
            actions: { type: 'setSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
          },
        ],
        // Suggestions are a help, never an error the buyer must read.
        onError: { target: 'closed', actions: 'dropSuggestions' },
      },
    },
    open: {
      on: {
        NEXT: { actions: { type: 'move', params: { by: 1 } } },
        PREV: { actions: { type: 'move', params: { by: -1 } } },
        CHOOSE: {
          guard: 'validChoice',
          target: 'closed',
          actions: [
            {
              type: 'search',
              params: ({ context, event }) => chosen(context.suggestions[event.index]),
            },
            { type: 'exact', params: ({ context, event }) => ({ model: context.suggestions[event.index]?.goodsModel ?? '' }) },
          ],
        },
        SUBMIT: [
          {
            guard: 'highlightedOne',
            target: 'closed',
            actions: [
              {
                type: 'search',
                params: ({ context }) => chosen(context.suggestions[context.highlighted]),
              },
              { type: 'exact', params: ({ context }) => ({ model: context.suggestions[context.highlighted]?.goodsModel ?? '' }) },
            ],
          },
          {
            target: 'closed',
            actions: ['fuzzy', { type: 'search', params: ({ context }) => ({ keyword: context.text.trim(), exact: false }) }],
          },
        ],
      },
    },
  },
});

export type SearchModeMachine = typeof searchModeMachine;

/** The suggestion's option id in the listbox (aria-activedescendant). */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

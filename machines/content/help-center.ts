// The help centre (/helpCenter?type=<label>&value=<articleId>, spec 2.3): the category tree is
// loaded once; the article the URL names is selected (by id, else by label; with neither, the
// first article; a value or type that names no help article is `missing`) and loaded with its
// previous/next and vote counts. Beside it, search within help: a keyword of 1 to 40 characters
// (trimmed) is searched, else refused without a call; results stay until cleared or replaced.
// "这篇文章对您有帮助吗？": one vote at a time; voting the other way changes the vote, the same
// vote again sends nothing. The app provides loadCatalogue, loadArticle, search and vote.
import { assign, fromPromise, setup } from 'xstate';
import type { ArticleDetail, FeedbackAnswer, FeedbackCounts, HelpCentreEntry, HelpSearchHit } from '../../domain/content/content-answers.ts';
import { HELP_KEYWORD_MAX } from '../../domain/content/content-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export type KeywordError = 'empty' | 'tooLong';

/** The trimmed keyword, or why it is refused (the server's rule: 1 to 40 characters). */
export function checkKeyword(raw: string): { keyword: string } | { error: KeywordError } {
  const keyword = raw.replace(/\s+/g, ' ').trim();
  if (keyword === '') return { error: 'empty' };
  if ([...keyword].length > HELP_KEYWORD_MAX) return { error: 'tooLong' };
  return { keyword };
}

export interface HelpSelection {
  /** The article label (?type=). */
  type: string | null;
  /** The article id (?value=), as the URL has it. */
  value: string | null;
}

/** The help article the URL names: by id, else by label; with neither, the first; else null. */
export function resolveSelection(catalogue: readonly HelpCentreEntry[], selection: HelpSelection): number | null {
  const articles = catalogue.flatMap((c) => c.articles);
  const id = selection.value !== null && /^\d{1,12}$/.test(selection.value) ? Number(selection.value) : null;
  const byId = id === null ? undefined : articles.find((a) => a.id === id);
  if (byId) return byId.id;
  const byLabel = selection.type ? articles.find((a) => a.label === selection.type) : undefined;
  if (byLabel) return byLabel.id;
  if (!selection.type && !selection.value) return articles[0]?.id ?? null;
  return null;
}

/** The category of an article in the tree (to open it), or null. */
export function categoryOf(catalogue: readonly HelpCentreEntry[], articleId: number | null): number | null {
  return catalogue.find((c) => c.articles.some((a) => a.id === articleId))?.catId ?? null;
}

export interface HelpCenterContext {
  selection: HelpSelection;
  catalogue: HelpCentreEntry[];
  /** The article resolved from the selection (null: none resolved). */
  selectedId: number | null;
  article: ArticleDetail | null;
  counts: FeedbackCounts | null;
  /** This visitor's vote on the shown article, once given here. */
  myVote: boolean | null;
  voteError: string | null;
  keywordError: KeywordError | null;
  /** The keyword of the results shown (or being searched). */
  searched: string | null;
  hits: HelpSearchHit[] | null;
}

export type HelpCenterEvent =
  | { type: 'SELECT'; selection: HelpSelection }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'CLEAR_SEARCH' }
  | { type: 'VOTE'; helpful: boolean }
  | { type: 'RETRY' };

export interface VoteInput {
  articleId: number;
  helpful: boolean;
}

export const helpCenterMachine = setup({
  types: {
    context: {} as HelpCenterContext,
    events: {} as HelpCenterEvent,
    input: {} as HelpSelection,
  },
  actors: {
    loadCatalogue: fromPromise<HelpCentreEntry[]>(() => Promise.reject(new Error('loadCatalogue is provided by the app'))),
    loadArticle: fromPromise<ArticleDetail, { id: number }>(() => Promise.reject(new Error('loadArticle is provided by the app'))),
    search: fromPromise<HelpSearchHit[], { keyword: string }>(() => Promise.reject(new Error('search is provided by the app'))),
    vote: fromPromise<FeedbackAnswer, VoteInput>(() => Promise.reject(new Error('vote is provided by the app'))),
  },
  actions: {
    setCatalogue: assign({ catalogue: (_, params: { catalogue: HelpCentreEntry[] }) => params.catalogue }),
    setSelection: assign({ selection: (_, params: { selection: HelpSelection }) => params.selection }),
    resolve: assign({ selectedId: ({ context }) => resolveSelection(context.catalogue, context.selection) }),
    showArticle: assign({
      article: (_, params: { article: ArticleDetail }) => params.article,
      counts: (_, params: { article: ArticleDetail }) => params.article.feedback,
      myVote: null,
      voteError: null,
    }),
    clearArticle: assign({ article: null, counts: null, myVote: null, voteError: null }),
    voted: assign({
      counts: (_, params: { answer: FeedbackAnswer }) => ({ helpful: params.answer.helpful, unhelpful: params.answer.unhelpful }),
      myVote: (_, params: { answer: FeedbackAnswer }) => params.answer.myVote,
      voteError: null,
    }),
    voteFailed: assign({ voteError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    startSearch: assign({ searched: (_, params: { keyword: string }) => params.keyword, keywordError: null }),
    refuseKeyword: assign({ keywordError: (_, params: { error: KeywordError }) => params.error }),
    setHits: assign({ hits: (_, params: { hits: HelpSearchHit[] }) => params.hits }),
    clearSearch: assign({ searched: null, hits: null, keywordError: null }),
  },
  guards: {
    resolved: ({ context }) => context.selectedId !== null,
    otherArticle: ({ context, event }) => event.type === 'SELECT' && resolveSelection(context.catalogue, event.selection) !== context.selectedId,
    badKeyword: ({ event }) => event.type === 'SEARCH' && 'error' in checkKeyword(event.keyword),
    changesVote: ({ context, event }) => event.type === 'VOTE' && context.myVote !== event.helpful,
  },
}).createMachine({
  id: 'helpCenter',
  context: ({ input }) => ({
    selection: input,
    catalogue: [],
    selectedId: null,
    article: null,
    counts: null,
    myVote: null,
    voteError: null,
    keywordError: null,
    searched: null,
    hits: null,
  }),
  initial: 'loadingCatalogue',
  states: {
    loadingCatalogue: {
      on: { SELECT: { actions: { type: 'setSelection', params: ({ event }) => ({ selection: event.selection }) } } },
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: { target: 'ready', actions: { type: 'setCatalogue', params: ({ event }) => ({ catalogue: event.output }) } },
        onError: { target: 'catalogueFailed' },
      },
    },
    catalogueFailed: {
      on: {
        RETRY: { target: 'loadingCatalogue' },
        SELECT: { actions: { type: 'setSelection', params: ({ event }) => ({ selection: event.selection }) } },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        article: {
          initial: 'resolving',
          on: {
            SELECT: [
              { guard: 'otherArticle', target: '.resolving', actions: { type: 'setSelection', params: ({ event }) => ({ selection: event.selection }) } },
              { actions: { type: 'setSelection', params: ({ event }) => ({ selection: event.selection }) } },
            ],
          },
          states: {
            resolving: {
              entry: 'resolve',
              always: [{ guard: 'resolved', target: 'loading' }, { target: 'missing', actions: 'clearArticle' }],
            },
            loading: {
              invoke: {
                id: 'loadArticle',
                src: 'loadArticle',
                input: ({ context }) => ({ id: context.selectedId as number }),
                onDone: { target: 'shown', actions: { type: 'showArticle', params: ({ event }) => ({ article: event.output }) } },
                onError: { target: 'failed', actions: 'clearArticle' },
              },
            },
            shown: {
              initial: 'idle',
              states: {
                idle: {
                  on: { VOTE: { guard: 'changesVote', target: 'voting' } },
                },
                voting: {
                  invoke: {
                    id: 'vote',
                    src: 'vote',
                    input: ({ context, event }) => ({ articleId: context.article?.id as number, helpful: (event as { helpful: boolean }).helpful }),
                    onDone: { target: 'idle', actions: { type: 'voted', params: ({ event }) => ({ answer: event.output }) } },
                    onError: { target: 'idle', actions: { type: 'voteFailed', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
              },
            },
            missing: {},
            failed: {
              on: { RETRY: { target: 'loading' } },
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            SEARCH: [
              {
                guard: 'badKeyword',
                actions: { type: 'refuseKeyword', params: ({ event }) => ({ error: (checkKeyword(event.keyword) as { error: KeywordError }).error }) },
              },
              {
                target: '.searching',
                reenter: true,
                actions: { type: 'startSearch', params: ({ event }) => ({ keyword: (checkKeyword(event.keyword) as { keyword: string }).keyword }) },
              },
            ],
            CLEAR_SEARCH: { target: '.idle', actions: 'clearSearch' },
          },
          states: {
            idle: {},
            searching: {
              invoke: {
                id: 'search',
                src: 'search',
                input: ({ context }) => ({ keyword: context.searched as string }),
                onDone: { target: 'results', actions: { type: 'setHits', params: ({ event }) => ({ hits: event.output }) } },
                onError: { target: 'failed' },
              },
            },
            results: {},
            failed: {},
          },
        },
      },
    },
  },
});

import { describe, expect, it } from 'vitest';
import { checkKeyword, helpCenterMachine, resolveSelection, categoryOf } from '../../../machines/content/help-center.ts';
import type { HelpCenterEvent, HelpSelection, VoteInput } from '../../../machines/content/help-center.ts';
import type { ArticleDetail, FeedbackAnswer, HelpCentreEntry, HelpSearchHit } from '../../../domain/content/content-answers.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const CATALOGUE: HelpCentreEntry[] = [
  { catId: 1, catName: '新手指南', articles: [{ id: 101, title: '帮助中心', label: 'help-center' }, { id: 102, title: '注册', label: 'register-login' }] },
  { catId: 6, catName: '发票说明', articles: [{ id: 601, title: '发票问题', label: 'invoice' }] },
];

const article = (id: number): ArticleDetail => ({
  id,
  title: `文章${id}`,
  label: `a-${id}`,
  summary: null,
  content: '<p>正文</p>',
  coverUrl: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  catName: '新手指南',
  catId: 1,
  kind: 'help',
  prev: null,
  next: null,
  related: [],
  feedback: { helpful: 3, unhelpful: 1 },
});
const HITS: HelpSearchHit[] = [{ id: 601, title: '发票问题', label: 'invoice', catId: 6, catName: '发票说明', snippet: '…发票…' }];
const VOTED: FeedbackAnswer = { helpful: 4, unhelpful: 1, myVote: true };
const REFUSED = { message: '文章不存在', status: 404 };

const SEL_INVOICE: HelpSelection = { type: 'invoice', value: '601' };
const SEL_UNKNOWN: HelpSelection = { type: 'nope', value: '999' };

const EVENTS = [
  { type: 'SELECT', selection: SEL_INVOICE },
  { type: 'SELECT', selection: SEL_UNKNOWN },
  { type: 'SEARCH', keyword: ' 发票 ' },
  { type: 'SEARCH', keyword: '  ' },
  { type: 'SEARCH', keyword: '轴'.repeat(41) },
  { type: 'CLEAR_SEARCH' },
  { type: 'VOTE', helpful: true },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadCatalogue', output: CATALOGUE },
  { type: 'xstate.error.actor.loadCatalogue', error: new Error('down') },
  { type: 'xstate.done.actor.loadArticle', output: article(101) },
  { type: 'xstate.error.actor.loadArticle', error: REFUSED },
  { type: 'xstate.done.actor.search', output: HITS },
  { type: 'xstate.error.actor.search', error: new Error('down') },
  { type: 'xstate.done.actor.vote', output: VOTED },
  { type: 'xstate.error.actor.vote', error: { message: '无法识别访客身份', status: 400 } },
] as unknown as HelpCenterEvent[];

interface Effects {
  loads: { id: number }[];
  searches: { keyword: string }[];
  votes: VoteInput[];
}

function startHelp(input: HelpSelection, effects: Effects): Harness {
  return startMachine(helpCenterMachine, {
    input,
    provide: (fake) => ({
      actors: {
        loadCatalogue: fake.promise('loadCatalogue'),
        loadArticle: fake.promise('loadArticle', effects.loads),
        search: fake.promise('search', effects.searches),
        vote: fake.promise('vote', effects.votes),
      },
    }),
  });
}

const input: HelpSelection = { type: null, value: null };
const paths = shortestPaths(helpCenterMachine, { events: EVENTS, input });

describePaths('help centre, model-based', paths, {
  effects: (): Effects => ({ loads: [], searches: [], votes: [] }),
  start: (effects) => startHelp(input, effects),
  check: (effects, h) => {
    const ctx = h.snapshot().context as { selectedId: number | null; keywordError: string | null; searched: string | null; myVote: boolean | null };
    // Only help articles of the tree are loaded; only valid keywords are searched (trimmed).
    for (const l of effects.loads) expect([101, 601]).toContain(l.id);
    for (const s of effects.searches) expect(s.keyword).toBe('发票');
    // A vote is sent only for the shown article, and never twice the same way in a row.
    for (const v of effects.votes) expect(v.helpful).toBe(true);
    expect(effects.votes.length).toBeLessThanOrEqual(2);
    if (ctx.searched !== null) expect(ctx.searched).toBe('发票');
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(helpCenterMachine, paths, ['helpCenter.ready.article.resolving']);
});

describe('help centre rules', () => {
  it('resolves the URL: id, then label, else the first when nothing is named, else none', () => {
    expect(resolveSelection(CATALOGUE, { type: 'invoice', value: '601' })).toBe(601);
    expect(resolveSelection(CATALOGUE, { type: 'whatever', value: '102' })).toBe(102);
    expect(resolveSelection(CATALOGUE, { type: 'invoice', value: '999' })).toBe(601);
    expect(resolveSelection(CATALOGUE, { type: null, value: null })).toBe(101);
    expect(resolveSelection(CATALOGUE, { type: null, value: 'abc' })).toBeNull();
    expect(resolveSelection(CATALOGUE, SEL_UNKNOWN)).toBeNull();
    expect(resolveSelection([], { type: null, value: null })).toBeNull();
    expect(categoryOf(CATALOGUE, 601)).toBe(6);
    expect(categoryOf(CATALOGUE, null)).toBeNull();
  });

  it('checks the keyword like the server', () => {
    expect(checkKeyword('  发票  抬头 ')).toEqual({ keyword: '发票 抬头' });
    expect(checkKeyword('   ')).toEqual({ error: 'empty' });
    expect(checkKeyword('轴'.repeat(40))).toEqual({ keyword: '轴'.repeat(40) });
    expect(checkKeyword('轴'.repeat(41))).toEqual({ error: 'tooLong' });
  });

  it('selects from the URL, votes once per choice, changes a vote, keeps counts', async () => {
    const effects: Effects = { loads: [], searches: [], votes: [] };
    const h = startHelp(SEL_INVOICE, effects);
    h.pending('loadCatalogue')!.resolve(CATALOGUE);
    await flushMicrotasks();
    expect(effects.loads).toEqual([{ id: 601 }]);
    h.pending('loadArticle')!.resolve(article(601));
    await flushMicrotasks();
    expect((h.snapshot().context as { counts: unknown }).counts).toEqual({ helpful: 3, unhelpful: 1 });
    h.send({ type: 'VOTE', helpful: true });
    h.pending('vote')!.resolve(VOTED);
    await flushMicrotasks();
    h.send({ type: 'VOTE', helpful: true });
    expect(effects.votes).toEqual([{ articleId: 601, helpful: true }]);
    h.send({ type: 'VOTE', helpful: false });
    h.pending('vote')!.resolve({ helpful: 3, unhelpful: 2, myVote: false });
    await flushMicrotasks();
    expect(h.snapshot().context).toMatchObject({ counts: { helpful: 3, unhelpful: 2 }, myVote: false });
    // The same article again loads nothing; another resets the vote.
    h.send({ type: 'SELECT', selection: { type: 'invoice', value: '601' } });
    expect(effects.loads).toHaveLength(1);
    h.send({ type: 'SELECT', selection: { type: 'register-login', value: '102' } });
    expect(effects.loads).toEqual([{ id: 601 }, { id: 102 }]);
    h.pending('loadArticle')!.resolve(article(102));
    await flushMicrotasks();
    expect(h.snapshot().context).toMatchObject({ myVote: null, selectedId: 102 });
    h.stop();
  });

  it('a new search while one runs restarts it; a refused keyword sends nothing', async () => {
    const effects: Effects = { loads: [], searches: [], votes: [] };
    const h = startHelp(input, effects);
    h.pending('loadCatalogue')!.resolve(CATALOGUE);
    await flushMicrotasks();
    h.send({ type: 'SEARCH', keyword: '' });
    expect(effects.searches).toEqual([]);
    expect((h.snapshot().context as { keywordError: string }).keywordError).toBe('empty');
    h.send({ type: 'SEARCH', keyword: '发票' });
    h.send({ type: 'SEARCH', keyword: '运费' });
    expect(effects.searches).toEqual([{ keyword: '发票' }, { keyword: '运费' }]);
    h.stop();
  });
});

// Media centre, article detail (prev/next/related), help search, "was this helpful" votes, and
// the staff article save with its one HTML allow-list (issue 13 item 1, docs/api/content.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, FeedbackAnswer, HelpSearchHit, MediaCard, MediaCategory, SavedArticle } from '../../../domain/content/content-answers.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { CMS_ARTICLES, CMS_CATEGORIES, HELP_MENU } from '../../../server/db/seed/content.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';

let ctx: TestContext;
let member: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 5 });
  member = await login(ctx, DEMO.personal, DEMO.password);
  staff = await login(ctx, DEMO.staff, DEMO.staffPassword, '1');
});
afterAll(async () => ctx?.close());

const CMS = '/gateway/common/open/cms/cmsArticle';
const SAVE = '/gateway/common/api/staff/cms/article/save';
const INDUSTRY = CMS_CATEGORIES.find((c) => c.name === '行业资讯')!.id;
const COMPANY = CMS_CATEGORIES.find((c) => c.name === '公司新闻')!.id;
const mediaSeed = CMS_ARTICLES.filter((a) => a.categoryId === INDUSTRY || a.categoryId === COMPANY);
const VISITOR_A = 'visitor-a-0123456789abcdef';
const VISITOR_B = 'visitor-b-0123456789abcdef';

const mediaList = (payload: object) => call<Page<MediaCard>>(ctx, { method: 'POST', url: `${CMS}/findMediaCenterList`, payload });
const getArticle = (id: number) => call<ArticleDetail>(ctx, { method: 'GET', url: `${CMS}/get/${id}` });
const search = (keyword: string) => call<HelpSearchHit[]>(ctx, { method: 'GET', url: `${CMS}/searchHelp`, query: { keyword } });
const vote = (id: number, helpful: boolean, who: { token?: string; visitor?: string }) =>
  call<FeedbackAnswer>(ctx, { method: 'POST', url: `${CMS}/feedback/${id}`, payload: { helpful }, ...(who.token ? { token: who.token } : {}), headers: who.visitor ? { 'x-visitor-key': who.visitor } : {} });
const save = (payload: object, token = staff) => call<SavedArticle>(ctx, { method: 'POST', url: SAVE, payload, token });

describe('media centre', () => {
  it('seeds at least 8 industry and 6 company articles with real paragraphs', () => {
    expect(mediaSeed.filter((a) => a.categoryId === INDUSTRY).length).toBeGreaterThanOrEqual(8);
    expect(mediaSeed.filter((a) => a.categoryId === COMPANY).length).toBeGreaterThanOrEqual(6);
    for (const a of mediaSeed) expect(a.bodyText.length, a.title).toBeGreaterThanOrEqual(90);
  });

  it('pages all media articles newest first, with cover, summary, date and category', async () => {
    const first = await mediaList({ current: 1, size: 5 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: mediaSeed.length, size: 5, current: 1, pages: Math.ceil(mediaSeed.length / 5) });
    expect(first.body.data.records).toHaveLength(5);
    const all = await mediaList({ current: 1, size: 50 });
    const dates = all.body.data.records.map((r) => r.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.body.data.records.slice(0, 5).map((r) => r.id)).toEqual(first.body.data.records.map((r) => r.id));
    const second = await mediaList({ current: 2, size: 5 });
    expect(second.body.data.records.map((r) => r.id)).toEqual(all.body.data.records.slice(5, 10).map((r) => r.id));
    expect(Object.keys(first.body.data.records[0]!).sort()).toEqual(['catId', 'catName', 'coverUrl', 'id', 'publishedAt', 'summary', 'title']);
    expect(all.body.data.records.some((r) => r.coverUrl === null)).toBe(true);
  });

  it('filters by category; a help or unknown category is an empty page', async () => {
    const company = await mediaList({ current: 1, size: 50, categoryId: COMPANY });
    expect(company.body.data.total).toBe(mediaSeed.filter((a) => a.categoryId === COMPANY).length);
    expect(company.body.data.records.every((r) => r.catId === COMPANY && r.catName === '公司新闻')).toBe(true);
    expect((await mediaList({ current: 1, size: 10, categoryId: 1 })).body.data.total).toBe(0);
    expect((await mediaList({ current: 1, size: 10, categoryId: 999 })).body.data.records).toEqual([]);
  });

  it('lists the media categories with counts', async () => {
    const res = await call<MediaCategory[]>(ctx, { method: 'GET', url: `${CMS}/mediaCategories` });
    expect(res.body.data.map((c) => c.name)).toEqual(['行业资讯', '公司新闻']);
    expect(res.body.data.reduce((n, c) => n + c.count, 0)).toBe(mediaSeed.length);
  });

  it('refuses a bad page, an oversized page and an unknown body field (400, in Chinese)', async () => {
    for (const payload of [{ current: 0, size: 5 }, { current: 1, size: 51 }, { current: 1, size: 5, sort: 'x' }]) {
      const res = await mediaList(payload);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('article detail', () => {
  it('a media article has prev/next in list order and up to 4 related articles of its category first', async () => {
    const all = (await mediaList({ current: 1, size: 50, categoryId: INDUSTRY })).body.data.records;
    const mid = all[2]!;
    const res = await getArticle(mid.id);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ id: mid.id, kind: 'media', catId: INDUSTRY, catName: '行业资讯', feedback: { helpful: 0, unhelpful: 0 } });
    expect(d.prev?.id).toBe(all[1]!.id);
    expect(d.next?.id).toBe(all[3]!.id);
    expect(d.related).toHaveLength(4);
    expect(d.related.map((r) => r.id)).not.toContain(mid.id);
    expect(d.related.every((r) => r.catId === INDUSTRY)).toBe(true);
    const newest = (await getArticle(all[0]!.id)).body.data;
    expect(newest.prev).toBeNull();
    expect((await getArticle(all.at(-1)!.id)).body.data.next).toBeNull();
  });

  it('a help article has prev/next in the tree order of its category and no related articles', async () => {
    const tree = (await call<{ catId: number; articles: { id: number }[] }[]>(ctx, { method: 'GET', url: `${CMS}/getHelpCenterList` })).body.data;
    const guide = tree[0]!.articles;
    const d = (await getArticle(guide[1]!.id)).body.data;
    expect(d).toMatchObject({ kind: 'help', prev: { id: guide[0]!.id }, next: { id: guide[2]!.id }, related: [] });
    expect((await getArticle(guide[0]!.id)).body.data.prev).toBeNull();
  });

  it('every help-menu article exists and is a help article', async () => {
    for (const entry of HELP_MENU) {
      const res = await getArticle(entry.articleId);
      expect(res.status, entry.title).toBe(200);
      expect(res.body.data).toMatchObject({ label: entry.label, kind: 'help' });
    }
  });

  it('an unknown id is 404 with a Chinese message', async () => {
    const res = await getArticle(987_654);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('文章不存在');
  });

  it('seeded content carries only the allow-list (no attributes but href/rel/src/alt)', () => {
    for (const a of CMS_ARTICLES) {
      expect(a.content).not.toMatch(/<(script|style|iframe|h1)\b/i);
      expect(a.content).not.toMatch(/\son\w+=|\sstyle=|\sclass=/i);
    }
    expect(CMS_ARTICLES.some((a) => /<a href="\/helpCenter\?[^"]*" rel="noopener">/.test(a.content))).toBe(true);
  });
});

describe('help search', () => {
  it('finds by title and by text, title hits first, with a snippet', async () => {
    const res = await search('发票');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(2);
    expect(res.body.data[0]!.title).toContain('发票');
    const text = await search('199元');
    expect(text.body.data.map((h) => h.label)).toContain('freight');
    expect(text.body.data.find((h) => h.label === 'freight')!.snippet).toContain('199元');
  });

  it('never matches inside an HTML tag, only help articles, and % is literal', async () => {
    expect((await search('strong')).body.data).toEqual([]);
    expect((await search('<li>')).body.data).toEqual([]);
    expect((await search('%')).body.data).toEqual([]);
    // 数电票 appears only in media articles.
    expect((await search('数电票')).body.data).toEqual([]);
  });

  it('refuses an empty or too long keyword and an unknown query field', async () => {
    expect((await search('   ')).status).toBe(400);
    const long = await search('轴'.repeat(41));
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('40');
    expect((await call(ctx, { method: 'GET', url: `${CMS}/searchHelp`, query: { keyword: '发票', page: '1' } })).status).toBe(400);
  });
});

describe('was this helpful', () => {
  const id = HELP_MENU[2]!.articleId;

  it('counts one vote per visitor; a re-vote moves it; the same vote again changes nothing', async () => {
    const first = await vote(id, true, { visitor: VISITOR_A });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ helpful: 1, unhelpful: 0, myVote: true });
    expect((await vote(id, true, { visitor: VISITOR_A })).body.data).toEqual({ helpful: 1, unhelpful: 0, myVote: true });
    expect((await vote(id, false, { visitor: VISITOR_B })).body.data).toEqual({ helpful: 1, unhelpful: 1, myVote: false });
    expect((await vote(id, false, { visitor: VISITOR_A })).body.data).toEqual({ helpful: 0, unhelpful: 2, myVote: false });
    expect((await getArticle(id)).body.data.feedback).toEqual({ helpful: 0, unhelpful: 2 });
    const rows = await ctx.handle.db.selectFrom('cmsArticleFeedback').selectAll().where('articleId', '=', id).execute();
    expect(rows).toHaveLength(2);
  });

  it('a member votes once whatever visitor key comes along', async () => {
    const a = await vote(id, true, { token: member, visitor: VISITOR_A });
    expect(a.body.data).toEqual({ helpful: 1, unhelpful: 2, myVote: true });
    expect((await vote(id, true, { token: member, visitor: VISITOR_B })).body.data).toEqual({ helpful: 1, unhelpful: 2, myVote: true });
  });

  it('concurrent votes of different visitors all count', async () => {
    const other = HELP_MENU[3]!.articleId;
    await Promise.all(Array.from({ length: 6 }, (_, i) => vote(other, i % 2 === 0, { visitor: `concurrent-visitor-${i}-abcdef` })));
    expect((await getArticle(other)).body.data.feedback).toEqual({ helpful: 3, unhelpful: 3 });
  });

  it('refuses a voter without key, an unknown article (404) and an unknown body field (400)', async () => {
    const none = await vote(id, true, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/访客/);
    expect((await vote(987_654, true, { visitor: VISITOR_A })).status).toBe(404);
    const extra = await call(ctx, { method: 'POST', url: `${CMS}/feedback/${id}`, payload: { helpful: true, weight: 5 }, headers: { 'x-visitor-key': VISITOR_A } });
    expect(extra.status).toBe(400);
    expect((await getArticle(id)).body.data.feedback).toEqual({ helpful: 1, unhelpful: 2 });
  });
});

describe('staff article save', () => {
  const dirty = [
    '<p onclick="steal()">轴承选型要点<script>alert(1)</script></p>',
    '<img src="x" onerror="alert(1)"><img src="/files/banner/news-industry.svg" onerror="alert(2)" alt="封面">',
    '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/x" target="_blank">外链</a><a href="//evil.example">协议相对</a>',
    '<h1>大标题</h1><iframe src="https://evil.example"></iframe><style>p{color:red}</style><table><tr><td style="x">1</td></tr></table>',
  ].join('');

  it('creates an article with the HTML sanitised, searchable by its text and not by its tags', async () => {
    const res = await save({ categoryId: 2, title: '轴承选型快速指南', label: 'bearing-quick-guide', summary: '选型要点', content: dirty });
    expect(res.status).toBe(200);
    const html = res.body.data.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|<h1|target=|evil/i);
    expect(html).toContain('<img src="/files/banner/news-industry.svg" alt="封面" />');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener">外链</a>');
    expect(html).toContain('<td>1</td>');
    expect(res.body.data).toMatchObject({ created: true, status: 1, categoryId: 2 });
    const stored = await getArticle(res.body.data.id);
    expect(stored.body.data.content).toBe(html);
    expect((await search('快速指南')).body.data.map((h) => h.id)).toContain(res.body.data.id);
    expect((await search('onerror')).body.data).toEqual([]);
    // Edit: same id, new title.
    const edit = await save({ id: res.body.data.id, categoryId: 2, title: '轴承选型指南', label: 'bearing-quick-guide', content: '<p>更新后的正文</p>' });
    expect(edit.body.data).toMatchObject({ id: res.body.data.id, created: false, title: '轴承选型指南', content: '<p>更新后的正文</p>' });
  });

  it('refuses a member token (403), no token (401), a taken label (409), an unknown category or id (404), markup with nothing left (400), an unknown field (400)', async () => {
    const count = async () => Number((await ctx.handle.db.selectFrom('cmsArticle').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const body = { categoryId: 2, title: '标题', label: 'another-label', content: '<p>正文</p>' };
    expect((await save(body, member)).status).toBe(403);
    expect((await call(ctx, { method: 'POST', url: SAVE, payload: body })).status).toBe(401);
    const taken = await save({ ...body, label: 'invoice', categoryId: 3 });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toContain('invoice');
    expect((await save({ ...body, categoryId: 999 })).status).toBe(404);
    expect((await save({ ...body, id: 987_654 })).status).toBe(404);
    const empty = await save({ ...body, content: '<script>alert(1)</script>' });
    expect(empty.status).toBe(400);
    expect((await save({ ...body, author: 'x' })).status).toBe(400);
    expect((await save({ ...body, coverUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('npm run content -- publish', () => {
  it('publishes through the same save service (sanitised), refuses a bad file', async () => {
    const { runContentCommand } = await import('../../../scripts/content.ts');
    const files: Record<string, string> = {
      'ok.json': JSON.stringify({ categoryId: INDUSTRY, title: '润滑脂选用要点', label: 'grease-choice', content: '<p>按转速与温度选择润滑脂<img src="x" onerror="alert(1)"></p>' }),
      'bad.json': JSON.stringify({ categoryId: INDUSTRY, title: '缺少正文', label: 'no-content' }),
    };
    const read = async (path: string) => files[path] ?? Promise.reject(new Error('ENOENT'));
    const ok = await runContentCommand(ctx.handle.db, ['publish', 'ok.json'], read);
    expect(ok.code).toBe(0);
    expect(ok.out[0]).toContain('已发布');
    const row = await ctx.handle.db.selectFrom('cmsArticle').select(['content', 'bodyText']).where('label', '=', 'grease-choice').executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>按转速与温度选择润滑脂</p>');
    expect((await runContentCommand(ctx.handle.db, ['publish', 'bad.json'], read)).code).toBe(2);
    expect((await runContentCommand(ctx.handle.db, ['publish', 'missing.json'], read)).code).toBe(2);
    expect((await runContentCommand(ctx.handle.db, ['publish', 'ok.json'], read)).code).toBe(1);
    expect((await runContentCommand(ctx.handle.db, ['unpublish'], read)).code).toBe(2);
  });
});

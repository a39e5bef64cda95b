// Bad input on every catalogue route (issue 11 item 4): out-of-range numbers and ids, NUL bytes,
// 10,000-character strings, unknown body fields each answer 400 with a Chinese sentence in the
// envelope and write nothing (no hot-search entry); emoji never cause a 5xx; modelList without a
// keyword or brand is refused, convertList without one lists every group (as before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../support/api-harness.ts';
import { badCases, misanswer, sendCase, type RouteCall } from './bad-input-cases.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 300 });
});
afterAll(async () => ctx?.close());

const PAGE = { current: 1, size: 20 };
const PAGING = ['current', 'size'];

export const CATALOGUE_ROUTES: RouteCall[] = [
  { method: 'GET', url: '/open/goods/secondLabelValueList', query: { parentId: '1' }, numbers: ['parentId'] },
  { method: 'GET', url: '/open/goods/thirdLabelValueList', query: { parentId: '1' }, numbers: ['parentId'] },
  { method: 'POST', url: '/brand/list/pageHome/uncheck', noBody: true },
  { method: 'POST', url: '/goodsSelect/list/web', body: { type: 'new', size: 12 }, numbers: ['size'], strings: ['type'] },
  { method: 'POST', url: '/open/goods/scope/list', body: { ...PAGE, type: 2 }, numbers: [...PAGING, 'type'] },
  { method: 'POST', url: '/open/goods/scope/page', body: { ...PAGE, type: 2 }, numbers: [...PAGING, 'type'] },
  { method: 'POST', url: '/open/goods/scope/detail/:id', id: 1, intId: true, body: PAGE, numbers: PAGING },
  { method: 'GET', url: '/open/goods/hotSearch/list', query: { size: '8' }, numbers: ['size'] },
  { method: 'GET', url: '/open/goods/get/:id', id: 900004 },
  { method: 'GET', url: '/open/goods/findStockByGoodsCode', query: { goodsCode: 'AB00001' }, strings: ['goodsCode'] },
  { method: 'POST', url: '/open/goods/getGoodsXuVo/:id', id: 900004, noBody: true },
  { method: 'POST', url: '/open/goods/getMemberVipSituation', noBody: true },
  { method: 'POST', url: '/open/goods/search/keyword', body: { keyword: '6205' }, strings: ['keyword'] },
  {
    method: 'POST',
    url: '/open/goods/list',
    body: { keyword: '6205', categoryId: 1, brandIds: [1], params: [{ name: '内径', value: '25' }], ...PAGE },
    numbers: [...PAGING, 'categoryId', 'brandIds.0'],
    strings: ['keyword', 'params.0.name', 'params.0.value'],
  },
  { method: 'POST', url: '/open/goods/brandNumList', body: { keyword: '6205', categoryId: 1 }, numbers: ['categoryId'], strings: ['keyword'] },
  { method: 'POST', url: '/open/modelTransition/convertList', body: { keyword: '6205', ...PAGE }, numbers: PAGING, strings: ['keyword'] },
  { method: 'POST', url: '/open/modelTransition/modelList', body: { keyword: '6205', brandId: 1, ...PAGE }, numbers: [...PAGING, 'brandId'], strings: ['keyword'] },
  { method: 'POST', url: '/open/modelTransition/sizeList', body: { innerDiameter: 25, outerDiameter: 52, width: 15 }, numbers: ['innerDiameter', 'outerDiameter', 'width'] },
  { method: 'GET', url: '/open/modelTransition/detail/:id', id: 1, intId: true },
  { method: 'GET', url: '/open/modelTransition/modelAssociation', query: { keyword: '6205' }, strings: ['keyword'] },
  { method: 'GET', url: '/open/modelTransition/convertAssociation', query: { keyword: '6205' }, strings: ['keyword'] },
];

const logCount = async () => Number((await ctx.handle.db.selectFrom('hotSearchLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('bad input on the catalogue routes', () => {
  const cases = CATALOGUE_ROUTES.flatMap(badCases);

  it('refuses every out-of-range number, NUL, 10k string and unknown field with 400 and a Chinese sentence, and logs no search', async () => {
    const before = await logCount();
    const wrong: string[] = [];
    for (const c of cases.filter((x) => x.refused && !x.sharedId)) {
      const problem = misanswer(c, await sendCase(ctx, c));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
    await new Promise((r) => setTimeout(r, 400));
    expect(await logCount()).toBe(before);
  });

  it('refuses Infinity in a goods /:id path (waits for the finite guard on Id in server/http/schemas.ts)', async () => {
    const wrong: string[] = [];
    for (const c of cases.filter((x) => x.sharedId)) {
      const problem = misanswer(c, await sendCase(ctx, c));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
  });

  it('answers emoji in every text field in the envelope, never 5xx', async () => {
    const wrong: string[] = [];
    for (const c of cases.filter((x) => !x.refused)) {
      const problem = misanswer(c, await sendCase(ctx, c));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses modelList without a keyword or brand, and lists a brand’s models without a keyword', async () => {
    const url = '/gateway/goods/open/modelTransition/modelList';
    for (const payload of [PAGE, { ...PAGE, keyword: '' }, { ...PAGE, keyword: '  ' }]) {
      const res = await call(ctx, { method: 'POST', url, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const skf = await ctx.handle.db.selectFrom('brand').select('id').where('name', '=', 'SKF').executeTakeFirstOrThrow();
    const brand = await call<{ records: { brandName: string }[]; total: number }>(ctx, { method: 'POST', url, payload: { ...PAGE, brandId: skf.id } });
    expect(brand.status).toBe(200);
    expect(brand.body.data.total).toBeGreaterThan(0);
    for (const r of brand.body.data.records) expect(r.brandName).toBe('SKF');
  });

  it('lists every conversion group for no keyword or a blank one, and refuses sizeList without a size', async () => {
    for (const payload of [PAGE, { ...PAGE, keyword: '' }]) {
      const res = await call<{ total: number }>(ctx, { method: 'POST', url: '/gateway/goods/open/modelTransition/convertList', payload });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBeGreaterThan(0);
    }
    const size = await call(ctx, { method: 'POST', url: '/gateway/goods/open/modelTransition/sizeList', payload: {} });
    expect(size.status).toBe(400);
    expect(size.body.msg).toBe('请至少输入内径、外径、宽度中的一项');
  });
});

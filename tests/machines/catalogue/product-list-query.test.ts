import { describe, expect, it } from 'vitest';
import {
  asFuzzy,
  categoryHref,
  clearFilters,
  EMPTY_QUERY,
  filterChips,
  formatListQuery,
  isFiltered,
  listHref,
  pageWindow,
  parseListQuery,
  sameRequest,
  searchHref,
  toggleBrand,
  toggleParam,
  toListRequest,
  withCategory,
  withInStock,
  withPage,
  withSize,
  withSort,
  withView,
} from '../../../machines/catalogue/product-list-query.ts';
import type { ListQuery } from '../../../machines/catalogue/product-list-query.ts';

const FULL: ListQuery = {
  keyword: '6205',
  exact: false,
  categoryId: 1001,
  brandIds: [1, 2],
  params: [
    { name: '内径', value: '25mm' },
    { name: '密封形式', value: '双面接触式橡胶密封' },
  ],
  inStock: true,
  sort: 'price_asc',
  page: 3,
  size: 40,
  view: 'grid',
};

describe('product list URL', () => {
  it('reads the spec parameters: goodsName is the keyword, serchNum=1 the exact mode', () => {
    expect(parseListQuery('?goodsName=6205-2RSH&serchNum=1')).toEqual({ ...EMPTY_QUERY, keyword: '6205-2RSH', exact: true });
    expect(parseListQuery('goodsName=%E6%B7%B1%E6%B2%9F%E7%90%83')).toEqual({ ...EMPTY_QUERY, keyword: '深沟球' });
    expect(parseListQuery('')).toEqual(EMPTY_QUERY);
  });

  it('writes the defaults as nothing and every state back to itself', () => {
    expect(formatListQuery(EMPTY_QUERY)).toBe('');
    expect(listHref(EMPTY_QUERY)).toBe('/productList');
    expect(parseListQuery(formatListQuery(FULL))).toEqual(FULL);
    expect(formatListQuery(FULL)).toBe(
      '?goodsName=6205&categoryId=1001&brandId=1%2C2&param=%E5%86%85%E5%BE%84%3A25mm&param=%E5%AF%86%E5%B0%81%E5%BD%A2%E5%BC%8F%3A%E5%8F%8C%E9%9D%A2%E6%8E%A5%E8%A7%A6%E5%BC%8F%E6%A9%A1%E8%83%B6%E5%AF%86%E5%B0%81&inStock=1&sort=price_asc&page=3&size=40&view=grid',
    );
  });

  it('ignores what it cannot understand', () => {
    const q = parseListQuery('?serchNum=1&categoryId=abc&brandId=1,x,1,-3,2&param=bad&param=:x&param=y:&sort=cheapest&page=0&size=33&view=tiles&inStock=yes');
    expect(q).toEqual({ ...EMPTY_QUERY, brandIds: [1, 2] });
  });

  it('keeps one value per parameter name', () => {
    expect(parseListQuery('?param=内径:25mm&param=内径:30mm').params).toEqual([{ name: '内径', value: '25mm' }]);
  });

  it('a parameter value may contain a colon', () => {
    expect(parseListQuery('?param=接口:G1/4:内螺纹').params).toEqual([{ name: '接口', value: 'G1/4:内螺纹' }]);
  });

  it('a header search clears every filter; a category menu link clears the keyword', () => {
    expect(searchHref(' 6205 ')).toBe('/productList?goodsName=6205');
    expect(searchHref('6205-2RSH', true)).toBe('/productList?goodsName=6205-2RSH&serchNum=1');
    expect(searchHref('', true)).toBe('/productList');
    // A chosen suggestion keeps its brand as a filter the buyer can remove.
    expect(parseListQuery(new URL(`http://x${searchHref('6205-2RSH', true, 3)}`).search)).toMatchObject({ keyword: '6205-2RSH', exact: true, brandIds: [3] });
    expect(categoryHref(5)).toBe('/productList?categoryId=5');
  });
});

describe('product list request', () => {
  it('sends only what is set, with the exact flag when there is a keyword', () => {
    expect(toListRequest(EMPTY_QUERY)).toEqual({ current: 1, size: 20 });
    expect(toListRequest({ ...EMPTY_QUERY, keyword: '6205', exact: true })).toEqual({ keyword: '6205', isExactMatch: true, current: 1, size: 20 });
    expect(toListRequest(FULL)).toEqual({
      keyword: '6205',
      isExactMatch: false,
      categoryId: 1001,
      brandIds: [1, 2],
      params: FULL.params,
      inStock: true,
      sort: 'price_asc',
      current: 3,
      size: 40,
    });
  });

  it('the view does not change the question', () => {
    expect(sameRequest(FULL, withView(FULL, 'list'))).toBe(true);
    expect(sameRequest(FULL, withPage(FULL, 4))).toBe(false);
  });
});

describe('product list changes', () => {
  it('every filter change returns to page 1', () => {
    expect(withCategory(FULL, 7).page).toBe(1);
    expect(toggleBrand(FULL, 3).page).toBe(1);
    expect(toggleParam(FULL, '外径', '52mm').page).toBe(1);
    expect(withInStock(FULL, false).page).toBe(1);
    expect(withSort(FULL, 'sales').page).toBe(1);
    expect(withSize(FULL, 100)).toMatchObject({ size: 100, page: 1 });
    expect(withSize(FULL, 55)).toBe(FULL);
    expect(withPage(FULL, 0).page).toBe(1);
    expect(withView(FULL, 'list')).toMatchObject({ view: 'list', page: 3 });
  });

  it('brands toggle in and out, kept sorted', () => {
    expect(toggleBrand(FULL, 0 + 3).brandIds).toEqual([1, 2, 3]);
    expect(toggleBrand(FULL, 1).brandIds).toEqual([2]);
  });

  it('a parameter value replaces the same parameter’s other value and toggles off', () => {
    const q = toggleParam(FULL, '内径', '30mm');
    expect(q.params).toEqual([
      { name: '内径', value: '30mm' },
      { name: '密封形式', value: '双面接触式橡胶密封' },
    ]);
    expect(toggleParam(q, '内径', '30mm').params).toEqual([{ name: '密封形式', value: '双面接触式橡胶密封' }]);
  });

  it('clearing filters keeps the keyword, mode, sort, size and view', () => {
    const cleared = clearFilters(FULL);
    expect(isFiltered(FULL)).toBe(true);
    expect(isFiltered(cleared)).toBe(false);
    expect(cleared).toEqual({ ...FULL, categoryId: null, brandIds: [], params: [], inStock: false, page: 1 });
  });

  it('exact results lead to the fuzzy ones', () => {
    expect(asFuzzy({ ...FULL, exact: true })).toEqual({ ...FULL, exact: false, page: 1 });
  });
});

describe('filter chips', () => {
  const names = {
    category: (id: number) => (id === 1001 ? '深沟球轴承' : undefined),
    brand: (id: number) => ({ 1: 'SKF' })[id],
  };

  it('one chip per active filter, each removing only itself', () => {
    const chips = filterChips(FULL, names);
    expect(chips.map((c) => c.kind)).toEqual(['category', 'brand', 'brand', 'param', 'param', 'inStock']);
    expect(chips[0]).toMatchObject({ name: '深沟球轴承', next: { categoryId: null, brandIds: [1, 2] } });
    expect(chips[1]).toMatchObject({ name: 'SKF', next: { brandIds: [2] } });
    // A brand the facets do not name still gets a chip.
    expect(chips[2]).toMatchObject({ name: '2' });
    expect(chips[3]!.next.params).toEqual([{ name: '密封形式', value: '双面接触式橡胶密封' }]);
    expect(chips[5]!.next.inStock).toBe(false);
    for (const chip of chips) expect(chip.next.page).toBe(1);
  });

  it('no filters, no chips', () => {
    expect(filterChips({ ...EMPTY_QUERY, keyword: '6205' }, names)).toEqual([]);
  });
});

describe('pagination window', () => {
  it('shows the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(99, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});

// The question of /afterSale (the member's after-sales requests): tab, keyword and page live in
// the URL (?tab=&keyword=&page=), and for a company role 全公司 with its member and department
// filters (issue 37: &scope=company&member=&dept=, machines/shared/company-scope.ts), so
// back/forward and reload keep them; ?orderId= opens the request form of one order instead. Pure
// functions; the page loads with machines/shared/page-load.ts keyed by refundListHref.
import { REFUND_TAB_KEYS, type RefundTabKey } from '../../domain/after-sales/refund-rules.ts';
import type { RefundCountBody, RefundListBody } from '../../domain/after-sales/refund-payloads.ts';
import type { RefundCounts } from '../../domain/after-sales/refund-views.ts';
import { MINE, parseScope, scopeBody, writeScope, type ScopeQuery } from '../shared/company-scope.ts';

export const REFUND_PAGE_SIZE = 10;
const KEYWORD_MAX = 50;

export interface RefundQuery {
  tab: RefundTabKey;
  keyword: string;
  page: number;
  /** Issue 37: 我的 or 全公司 (by member and department). */
  scope: ScopeQuery;
}

export const ALL_REFUNDS: RefundQuery = { tab: 'all', keyword: '', page: 1, scope: MINE };

const params = (search: string) => new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

/** ?tab=&keyword=&page=&scope=&member=&dept= (anything odd is dropped). */
export function parseRefundQuery(search: string): RefundQuery {
  const p = params(search);
  const tab = p.get('tab');
  const page = Number(p.get('page'));
  return {
    tab: (REFUND_TAB_KEYS as readonly string[]).includes(tab ?? '') ? (tab as RefundTabKey) : 'all',
    keyword: (p.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    scope: parseScope(p),
  };
}

/** ?orderId= of /afterSale: the order whose request form opens, or null (the list). */
export function parseApplyOrderId(search: string): number | null {
  const text = params(search).get('orderId');
  if (text === null || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export function refundListHref(query: RefundQuery): string {
  const p = new URLSearchParams();
  if (query.tab !== 'all') p.set('tab', query.tab);
  if (query.keyword) p.set('keyword', query.keyword);
  if (query.page > 1) p.set('page', String(query.page));
  writeScope(p, query.scope);
  const text = p.toString();
  return text ? `/afterSale?${text}` : '/afterSale';
}

export const applyHref = (orderId: number) => `/afterSale?orderId=${orderId}`;

/** A tab keeps the keyword and starts at page 1. */
export const withTab = (query: RefundQuery, tab: RefundTabKey): RefundQuery => ({ ...query, tab, page: 1 });
export const withPage = (query: RefundQuery, page: number): RefundQuery => ({ ...query, page: Math.max(1, Math.floor(page)) });
export const withKeyword = (query: RefundQuery, keyword: string): RefundQuery => ({ ...query, keyword: keyword.trim().slice(0, KEYWORD_MAX), page: 1 });
/** The 全公司 / 我的 switch or a filter: the tab and keyword stay, the page starts again. */
export const withScope = (query: RefundQuery, scope: ScopeQuery): RefundQuery => ({ ...query, scope, page: 1 });

export function listBody(query: RefundQuery): RefundListBody {
  return { tab: query.tab, current: query.page, size: REFUND_PAGE_SIZE, ...(query.keyword ? { keyword: query.keyword } : {}), ...scopeBody(query.scope) };
}

/** The tab counts' body (findRefundStatusCnt): the list's scope, nothing for 我的. */
export const countBody = (query: RefundQuery): RefundCountBody => scopeBody(query.scope);

export const countOfTab = (counts: RefundCounts | null, tab: RefundTabKey): number | null => (counts ? counts[tab] : null);

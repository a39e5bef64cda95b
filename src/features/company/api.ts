// The company calls of the member service (issue 37), through the one API client.
import type { ListPageBody, ListSaveBody } from '../../../domain/company/company-payloads.ts';
import type { ListToCartResult, RequisitionListRow } from '../../../domain/company/company-views.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import type { FoundGoods } from '../../../machines/company/list-editor.ts';
import { post } from '../../lib/client.ts';
import type { Page } from '../../lib/client.ts';

// --- requisition lists (常购清单): company/list/* ---
const LISTS = '/member/api/company/list';
/** The most lists the page shows (the server's cap is LISTS_MAX, 100: one page). */
const LIST_PAGE_SIZE = 100;
/** The search's smallest page (SEARCH_PAGE_MIN), of which the finder shows the first few. */
const FINDER_PAGE = 20;
const FINDER_SHOWN = 8;

export async function fetchRequisitionLists(body: Partial<ListPageBody> = {}): Promise<RequisitionListRow[]> {
  const page = await post<Page<RequisitionListRow>>(`${LISTS}/page`, { current: 1, size: LIST_PAGE_SIZE, ...body });
  return page.records;
}

export function saveRequisitionList(body: ListSaveBody): Promise<{ id: number }> {
  return post<{ id: number }>(`${LISTS}/save`, body);
}

export function deleteRequisitionList(id: number): Promise<null> {
  return post<null>(`${LISTS}/delete/${id}`);
}

export function requisitionListToCart(id: number): Promise<ListToCartResult> {
  return post<ListToCartResult>(`${LISTS}/toCart/${id}`);
}

/** Goods to add to a list: the catalogue's search (goods service, open) by code, model or name, a few at most. */
export async function findGoodsForList(keyword: string): Promise<FoundGoods[]> {
  const page = await post<Page<GoodsCard>>('/goods/open/goods/list', { keyword, current: 1, size: FINDER_PAGE });
  return page.records.slice(0, FINDER_SHOWN).map((g) => ({ id: g.id, goodsCode: g.goodsCode, name: g.name, model: g.model, brandName: g.brandName, unit: g.unit, minOrderQty: g.minOrderQty }));
}
// --- end of requisition lists ---

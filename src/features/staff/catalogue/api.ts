// The 商品管理 pages' calls (goods service, staff token): search goods, read one, and the edits.
// Edits are silent: the page shows a refusal beside the form that was sent.
import type { Page } from '../../../../domain/shared/envelope.ts';
import type { AliasBody, BrandAliases } from '../../../../domain/catalogue/brand-alias-payloads.ts';
import type { CatalogueDetail, CatalogueListBody, CatalogueRow, PriceBody, ShelfBody, StockBody, ZoneBody } from '../../../../domain/staff/catalogue-payloads.ts';
import { get, post } from '../../../lib/client.ts';

const BASE = '/goods/api/staff/goods/catalogue';

export function fetchCataloguePage(body: CatalogueListBody): Promise<Page<CatalogueRow>> {
  return post<Page<CatalogueRow>>(`${BASE}/list`, body, { silent: true });
}

export function fetchCatalogueGoods(goodsId: number): Promise<CatalogueDetail> {
  return get<CatalogueDetail>(`${BASE}/get/${goodsId}`, undefined, { silent: true });
}

export function savePriceTiers(body: PriceBody): Promise<CatalogueDetail> {
  return post<CatalogueDetail>(`${BASE}/price`, body, { silent: true });
}

export function saveShelf(body: ShelfBody): Promise<CatalogueDetail> {
  return post<CatalogueDetail>(`${BASE}/shelf`, body, { silent: true });
}

export function saveZones(body: ZoneBody): Promise<CatalogueDetail> {
  return post<CatalogueDetail>(`${BASE}/zone`, body, { silent: true });
}

export function saveStock(body: StockBody): Promise<CatalogueDetail> {
  return post<CatalogueDetail>('/goods/api/staff/goods/stock/adjust', body, { silent: true });
}

export function fetchBrandAliases(): Promise<BrandAliases[]> {
  return get<BrandAliases[]>(`${BASE}/brand/list`, undefined, { silent: true });
}

export function addAlias(body: AliasBody): Promise<BrandAliases> {
  return post<BrandAliases>(`${BASE}/brand/alias/add`, body, { silent: true });
}

export function removeAlias(body: AliasBody): Promise<BrandAliases> {
  return post<BrandAliases>(`${BASE}/brand/alias/remove`, body, { silent: true });
}

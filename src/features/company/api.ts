// Company calls (member service, issue 37): my company, members, invitations, departments, the
// audit log and requisition lists. Rights are the server's; a refusal's sentence reaches the machines through ApiError.
import type { DepartmentSaveBody, InviteBody, ListPageBody, ListSaveBody } from '../../../domain/company/company-payloads.ts';
import type { AuditRow, CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow, ListToCartResult, RequisitionListRow } from '../../../domain/company/company-views.ts';
import type { GoodsCard } from '../../../domain/shared/goods-card.ts';
import type { FoundGoods } from '../../../machines/company/list-editor.ts';
import type { MemberChange } from '../../../machines/company/member-editor.ts';
import { get, post, type Page } from '../../lib/client.ts';

const BASE = '/member/api/company';

export type { AuditRow, CompanyInfo, CompanyMemberRow, DepartmentRow, InvitationRow };

export const fetchCompanyInfo = () => get<CompanyInfo>(`${BASE}/info`);
export const inviteMember = (body: InviteBody) => post<{ invitationId: number }>(`${BASE}/member/invite`, body);
export const acceptInvitation = (id: number) => post<CompanyInfo>(`${BASE}/invitation/accept/${id}`);
export const fetchMyInvitations = () => get<InvitationRow[]>(`${BASE}/invitation/mine`);
export const fetchInvitations = () => get<InvitationRow[]>(`${BASE}/invitation/list`);
export const cancelInvitation = (id: number) => post<null>(`${BASE}/invitation/cancel/${id}`);
export const fetchMembers = () => post<Page<CompanyMemberRow>>(`${BASE}/member/list`, { current: 1, size: 100 });
export const updateMember = (change: MemberChange) => post<null>(`${BASE}/member/update`, change);
export const removeMember = (memberId: number) => post<null>(`${BASE}/member/remove/${memberId}`);
export const saveDepartment = (body: DepartmentSaveBody) => post<{ id: number }>(`${BASE}/department/save`, body);
export const fetchDepartments = () => get<DepartmentRow[]>(`${BASE}/department/list`);
export const fetchAudit = (current: number) => post<Page<AuditRow>>(`${BASE}/audit/page`, { current, size: 20 });

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

// The calls of the 企业管理 pages (issue 37 item 7): the list, one company, and the admin transfer
// (the same staff API `npm run company` calls); the transfer answers with the company read again
// and the server's message, which the page shows.
import { get, request } from '../../../lib/client.ts';
import type { StaffCompanyDetail, StaffCompanyQuery, StaffCompanyRow, TransferAdminBody } from '../../../../domain/company/staff-company.ts';
import type { Envelope, Page } from '../../../../domain/shared/envelope.ts';
import type { TransferResult } from '../../../../machines/staff/staff-company-detail.ts';

const BASE = '/member/api/staff/member/company';

export function fetchCompanyPage(query: StaffCompanyQuery): Promise<Page<StaffCompanyRow>> {
  return get<Page<StaffCompanyRow>>(`${BASE}/list`, { ...query });
}

export function fetchCompanyDetail(id: number): Promise<StaffCompanyDetail> {
  return get<StaffCompanyDetail>(`${BASE}/get/${id}`, undefined, { silent: true });
}

export async function transferCompanyAdmin(body: TransferAdminBody): Promise<TransferResult> {
  const answer = await request<Envelope<StaffCompanyDetail>>({ method: 'POST', url: `${BASE}/transferAdmin`, data: body }, { silent: true });
  return { detail: answer.data, msg: answer.msg };
}

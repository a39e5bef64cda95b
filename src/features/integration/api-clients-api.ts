// The API client calls of the member service (issue 40): the company's clients, save (create answers
// the secret once), rotate (a new secret once), revoke, and the company's members the form offers as
// the member a client acts as (the member list /company reads). Refusals reach the machine as
// ApiError with the server's sentence (silent: the form or the section shows it).
import type { CompanyMemberRow } from '../../../domain/company/company-views.ts';
import { COMPANY_ROLE_TEXT, ROLE_RIGHTS } from '../../../domain/company/company-roles.ts';
import type { ApiClientSaveBody } from '../../../domain/integration/api-client-payloads.ts';
import type { ApiClientRow, ApiClientSaved, ApiClientSecret } from '../../../domain/integration/api-client-views.ts';
import type { ApiClientsData, MemberOption } from '../../../machines/integration/api-clients.ts';
import { post, type Page } from '../../lib/client.ts';

const BASE = '/member/api/company/apiClient';

export function fetchApiClients(): Promise<ApiClientRow[]> {
  return post<ApiClientRow[]>(`${BASE}/list`, undefined, { silent: true });
}

/** The company's active members, those who may order first. */
export async function fetchMemberOptions(): Promise<MemberOption[]> {
  const page = await post<Page<CompanyMemberRow>>('/member/api/company/member/list', { current: 1, size: 100 }, { silent: true });
  return page.records
    .filter((m) => m.status === 'active')
    .map((m) => ({ memberId: m.memberId, name: m.name, roleText: COMPANY_ROLE_TEXT[m.role], mayOrder: ROLE_RIGHTS[m.role].order }));
}

export async function fetchApiClientsData(): Promise<ApiClientsData> {
  const [clients, members] = await Promise.all([fetchApiClients(), fetchMemberOptions()]);
  return { clients, members };
}

export function saveApiClient(body: ApiClientSaveBody): Promise<ApiClientSaved> {
  return post<ApiClientSaved>(`${BASE}/save`, body, { silent: true });
}

export function rotateApiClient(id: number): Promise<ApiClientSecret> {
  return post<ApiClientSecret>(`${BASE}/rotate/${id}`, undefined, { silent: true });
}

export function revokeApiClient(id: number): Promise<ApiClientRow> {
  return post<ApiClientRow>(`${BASE}/revoke/${id}`, undefined, { silent: true });
}

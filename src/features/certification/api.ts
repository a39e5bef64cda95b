// Certification calls (member service): apply (multipart: fields, images licence and
// authorisation), my status, my latest application, and the company lookup with whether a name is
// already certified for another account.
import type { CertificationFields } from '../../../domain/certification/certification-payloads.ts';
import type { CertificationInfo, CertificationState } from '../../../domain/certification/certification-views.ts';
import type { Vip688Start, VipGrantRow } from '../../../domain/certification/vip-views.ts';
import type { CompanyMatch } from '../../../machines/certification/certification.ts';
import { get, post } from '../../lib/client.ts';

const BASE = '/member/api/member/enterprise';

/** POST enterprise/apply: answers the new application's id. */
export function applyCertification(fields: CertificationFields, licence: Blob, authorisation: Blob | null): Promise<{ id: number }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
  body.append('licence', licence, licence instanceof File ? licence.name : 'licence');
  if (authorisation) body.append('authorisation', authorisation, authorisation instanceof File ? authorisation.name : 'authorisation');
  return post<{ id: number }>(`${BASE}/apply`, body);
}

export const fetchCertificationState = () => get<CertificationState>(`${BASE}/getEnterpriseAuthStatus`);
export const fetchCertificationInfo = () => get<CertificationInfo | null>(`${BASE}/getEnterpriseAuthInfo`);

/** GET getCompanyByVague/{keyword}: up to 10 registry companies. */
export const searchCompanies = (keyword: string) =>
  get<CompanyMatch[]>(`/member/open/member/getCompanyByVague/${encodeURIComponent(keyword)}`, undefined, { silent: true, background: true });

/** GET getMemberEnterpriseNameRelateVoucher: whether the name is certified already. */
export const companyCertified = (companyName: string) =>
  get<{ companyName: string; certified: boolean }>('/member/open/member/uncheckAuthority/getMemberEnterpriseNameRelateVoucher', { companyName }, { silent: true, background: true });

/** POST vip688/buy: the 688 year's gateway page (enterprise members). */
export const buyVip688 = () => post<Vip688Start>('/member/api/member/vip688/buy', {}, { silent: true });
/** GET vip688/list: the member's VIP records (trial and 688 years). */
export const fetchVipGrants = () => get<VipGrantRow[]>('/member/api/member/vip688/list');

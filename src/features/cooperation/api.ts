// Cooperation calls (common service): send an application (multipart: fields, categoryIds and
// brands repeated, files licence and authorisation) and read my latest one.
import type { CooperationFields } from '../../../domain/cooperation/cooperation-payloads.ts';
import type { CooperationAudit } from '../../../domain/cooperation/cooperation-views.ts';
import { get, post } from '../../lib/client.ts';

const BASE = '/common/api/common/cooperationInfo';

/** POST cooperationInfo/save: answers the new application's id. */
export function saveCooperation(fields: CooperationFields, licence: Blob, authorisation: Blob | null): Promise<{ id: number }> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const one of value) body.append(key, String(one));
    else if (value !== undefined) body.append(key, String(value));
  }
  body.append('licence', licence, licence instanceof File ? licence.name : 'licence');
  if (authorisation) body.append('authorisation', authorisation, authorisation instanceof File ? authorisation.name : 'authorisation');
  return post<{ id: number }>(`${BASE}/save`, body);
}

/** GET cooperationInfo/getSupplierAuditInfo: my latest application, or null. */
export function fetchSupplierAudit(): Promise<CooperationAudit | null> {
  return get<CooperationAudit | null>(`${BASE}/getSupplierAuditInfo`);
}

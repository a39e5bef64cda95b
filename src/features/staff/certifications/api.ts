// The calls of the 企业认证审核 pages (issue 22): the queue, the review sheet, the decisions
// (the same staff API the CLI uses), and a private licence image read with the staff token.
import { get, post } from '../../../lib/client.ts';
import type { CertificationQueue, CertificationQueueQuery, CertificationReview } from '../../../../domain/certification/staff-certification-payloads.ts';
import type { ApproveCall, ReasonCall } from '../../../../machines/staff/staff-certification-review.ts';

const BASE = '/member/api/staff/member/certification';

export function fetchCertificationQueue(query: CertificationQueueQuery): Promise<CertificationQueue> {
  return get<CertificationQueue>(`${BASE}/queue`, { ...query });
}

export function fetchCertificationReview(id: number): Promise<CertificationReview> {
  return get<CertificationReview>(`${BASE}/get/${id}`, undefined, { silent: true });
}

export function approveCertification(call: ApproveCall): Promise<unknown> {
  return post(`${BASE}/approve`, call.approveLink ? { id: call.id, approveLink: true } : { id: call.id }, { silent: true });
}

export function sendCertificationReason(call: ReasonCall): Promise<unknown> {
  const step = call.kind === 'reject' ? 'reject' : 'requireRecertification';
  return post(`${BASE}/${step}`, { id: call.id, reasonCode: call.reasonCode, note: call.note }, { silent: true });
}

// 企业认证审核 (/admin/certifications, permission certification.review): the queue, and the review
// sheet of one application at /admin/certifications/:id.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { CertificationDetailView } from './certification-detail-view.tsx';
import { CertificationQueueView } from './certification-queue-view.tsx';

export default function CertificationsPage(_: StaffPageProps) {
  const [isDetail, params] = useRoute<{ id: string }>('/certifications/:id');
  const id = isDetail ? Number(params.id) : NaN;
  if (isDetail && Number.isInteger(id) && id > 0) return <CertificationDetailView key={id} id={id} />;
  return <CertificationQueueView />;
}

// 企业管理 (/admin/companies, permission company.manage): the list of companies, and one company
// with its members, departments and audit log at /admin/companies/:id.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { CompanyDetailView } from './company-detail-view.tsx';
import { CompanyQueueView } from './company-queue-view.tsx';

export default function CompaniesPage(_: StaffPageProps) {
  const [isDetail, params] = useRoute<{ id: string }>('/companies/:id');
  const id = isDetail ? Number(params.id) : NaN;
  if (isDetail && Number.isInteger(id) && id > 0) return <CompanyDetailView key={id} id={id} />;
  return <CompanyQueueView />;
}

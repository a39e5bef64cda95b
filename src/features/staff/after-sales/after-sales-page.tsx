// 售后处理 (/admin/after-sales, refund.view: 财务 and 仓库): the list of after-sales requests, and
// one request at /admin/after-sales/:id with the steps the staff member's permissions allow.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { RefundDetail } from './staff-refund-detail-view.tsx';
import { RefundList } from './staff-refund-queue.tsx';

export default function AfterSalesPage({ me }: StaffPageProps) {
  const [isDetail, params] = useRoute<{ id: string }>('/after-sales/:id');
  const id = isDetail && /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
  if (isDetail) return <RefundDetail key={params.id} id={id ?? 0} me={me} />;
  return <RefundList />;
}

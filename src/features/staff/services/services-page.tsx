// 服务订单 (/admin/services, 客服: service.order): the work queue, and one order's detail with
// the step its status allows at /admin/services/:id.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { ServiceOrderDetail } from './service-order-detail.tsx';
import { ServiceQueue } from './service-queue.tsx';

export default function ServicesPage(_: StaffPageProps) {
  const [isDetail, params] = useRoute<{ id: string }>('/services/:id');
  if (isDetail) {
    const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
    return <ServiceOrderDetail key={id} id={id} />;
  }
  return <ServiceQueue />;
}

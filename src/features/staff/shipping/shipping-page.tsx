// 订单发货 (/admin/shipping, 仓库, issue 22): the orders to ship (one by one from the list), and
// the batch import of tracking numbers at /admin/shipping/import.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { StaffNotice } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { ShippingImport } from './shipping-import.tsx';
import { ShippingList } from './shipping-list.tsx';

export default function ShippingPage(_: StaffPageProps) {
  const [atList] = useRoute('/shipping');
  const [atImport] = useRoute('/shipping/import');
  if (atList) return <ShippingList />;
  if (atImport) return <ShippingImport />;
  return <StaffNotice title={staffText.notFound.title} body={staffText.notFound.body} />;
}

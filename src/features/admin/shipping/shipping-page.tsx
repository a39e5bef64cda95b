// 订单发货 (/admin/shipping, 仓库, issue 22): the orders to ship (one by one from the list), and
// the batch import of tracking numbers at /admin/shipping/import.
import { useRoute } from 'wouter';
import type { AdminPageProps } from '../page-props.ts';
import { AdminNotice } from '../components/admin-layout.tsx';
import { adminText } from '../text.ts';
import { ShippingImport } from './shipping-import.tsx';
import { ShippingList } from './shipping-list.tsx';

export default function ShippingPage(_: AdminPageProps) {
  const [atList] = useRoute('/shipping');
  const [atImport] = useRoute('/shipping/import');
  if (atList) return <ShippingList />;
  if (atImport) return <ShippingImport />;
  return <AdminNotice title={adminText.notFound.title} body={adminText.notFound.body} />;
}

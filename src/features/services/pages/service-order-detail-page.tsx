// 服务订单详情: not built yet, the under-construction page in the real layout.
import { useParams } from 'wouter';
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { servicesText } from '../text.ts';

export default function ServiceOrderDetailPage() {
  const { id } = useParams<{ id?: string }>();
  return <UnderConstruction title={servicesText.pages.serviceOrderDetail} params={{ id }} />;
}

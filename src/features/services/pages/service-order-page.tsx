// 服务订单: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { servicesText } from '../text.ts';

export default function ServiceOrderPage() {
  return <UnderConstruction title={servicesText.pages.serviceOrder} />;
}

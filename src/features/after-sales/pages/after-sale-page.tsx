// 售后服务: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { afterSalesText } from '../text.ts';

export default function AfterSalePage() {
  return <UnderConstruction title={afterSalesText.pages.afterSale} />;
}

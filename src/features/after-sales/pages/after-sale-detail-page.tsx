// 售后详情: not built yet, the under-construction page in the real layout.
import { useParams } from 'wouter';
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { afterSalesText } from '../text.ts';

export default function AfterSaleDetailPage() {
  const { id } = useParams<{ id?: string }>();
  return <UnderConstruction title={afterSalesText.pages.afterSaleDetail} params={{ id }} />;
}

// 供应商合作: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { cooperationText } from '../text.ts';

export default function SupplierPage() {
  return <UnderConstruction title={cooperationText.pages.supplier} />;
}

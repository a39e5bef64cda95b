// 合作申请: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { cooperationText } from '../text.ts';

export default function CooperationFormPage() {
  return <UnderConstruction title={cooperationText.pages.cooperationForm} />;
}

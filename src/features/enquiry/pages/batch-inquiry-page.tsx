// 批量询价: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { enquiryText } from '../text.ts';

export default function BatchInquiryPage() {
  return <UnderConstruction title={enquiryText.pages.batchInquiry} />;
}

// 询价详情: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { enquiryText } from '../text.ts';

export default function EnquiryDetailPage() {
  return <UnderConstruction title={enquiryText.pages.enquiryDetail} />;
}

// 企业认证: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { certificationText } from '../text.ts';

export default function EnterpriseCertificationPage() {
  return <UnderConstruction title={certificationText.pages.enterpriseCertification} />;
}

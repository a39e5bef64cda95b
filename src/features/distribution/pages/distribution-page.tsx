// 分销收益: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { distributionText } from '../text.ts';

export default function DistributionPage() {
  return <UnderConstruction title={distributionText.pages.distribution} />;
}

// 积分商城: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { pointsText } from '../text.ts';

export default function PointMallPage() {
  return <UnderConstruction title={pointsText.pages.pointMall} />;
}

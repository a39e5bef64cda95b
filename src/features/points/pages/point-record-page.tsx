// 积分记录: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { pointsText } from '../text.ts';

export default function PointRecordPage() {
  return <UnderConstruction title={pointsText.pages.pointRecord} />;
}

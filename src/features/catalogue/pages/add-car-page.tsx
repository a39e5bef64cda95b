// 专区加购: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { cat } from '../text.ts';

export default function AddCarPage() {
  return <UnderConstruction title={cat.special.addCarTitle} />;
}

import { UnderConstruction } from '../../components/under-construction.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function PointMallPage() {
  return <UnderConstruction title={zh.pages.names.pointMall} />;
}

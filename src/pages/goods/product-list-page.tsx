import { useSearchParams } from 'wouter';
import { UnderConstruction } from '../../components/under-construction.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function ProductListPage() {
  const [query] = useSearchParams();
  return <UnderConstruction title={zh.pages.names.productList} params={{ goodsName: query.get('goodsName') ?? undefined, serchNum: query.get('serchNum') ?? undefined }} />;
}

import { useSearchParams } from 'wouter';
import { UnderConstruction } from '../../components/under-construction.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function SpecialPage() {
  const [query] = useSearchParams();
  return <UnderConstruction title={zh.pages.names.special} params={{ id: query.get('id') ?? undefined }} />;
}

import { useSearchParams } from 'wouter';
import { UnderConstruction } from '../../components/under-construction.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function HelpCenterPage() {
  const [query] = useSearchParams();
  return <UnderConstruction title={zh.pages.names.helpCenter} params={{ type: query.get('type') ?? undefined, value: query.get('value') ?? undefined }} />;
}

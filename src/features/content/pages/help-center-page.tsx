// 帮助中心: not built yet, the under-construction page in the real layout.
import { useSearchParams } from 'wouter';
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { contentText } from '../text.ts';

export default function HelpCenterPage() {
  const [query] = useSearchParams();
  return <UnderConstruction title={contentText.pages.helpCenter} params={{ type: query.get('type') ?? undefined, value: query.get('value') ?? undefined }} />;
}

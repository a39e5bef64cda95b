// 媒体资讯: not built yet, the under-construction page in the real layout.
import { UnderConstruction } from '../../../ui/under-construction.tsx';
import { contentText } from '../text.ts';

export default function MediaListPage() {
  return <UnderConstruction title={contentText.pages.mediaList} />;
}

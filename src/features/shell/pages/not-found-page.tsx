// The page of an unmatched route (spec 2.1): 404, "This page could not be found".
import { ErrorPage } from '../components/error-page.tsx';
import { zh } from '../text.ts';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} lead={zh.errors.notFoundEnglish} />;
}

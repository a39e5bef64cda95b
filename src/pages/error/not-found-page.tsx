// The page of an unmatched route (spec 2.1): 404, "This page could not be found".
import { ErrorPage } from './error-page.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function NotFoundPage() {
  return <ErrorPage statusCode={404} lead={zh.errors.notFoundEnglish} />;
}

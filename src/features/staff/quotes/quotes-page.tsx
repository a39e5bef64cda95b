// 报价单 (/admin/quotes, quote.desk: 客服, issue 39): the queue of formal quotes, and one quote's
// desk at /admin/quotes/:id where each line is priced and the quote sent.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { QuoteDeskView } from './quote-desk-view.tsx';
import { QuoteQueueView } from './quote-queue-view.tsx';

export default function QuotesPage(_: StaffPageProps) {
  const [isDesk, params] = useRoute<{ id: string }>('/quotes/:id');
  const id = isDesk && /^\d{1,12}$/.test(params.id) ? Number(params.id) : NaN;
  if (isDesk && Number.isInteger(id) && id > 0) return <QuoteDeskView key={id} id={id} />;
  return <QuoteQueueView />;
}

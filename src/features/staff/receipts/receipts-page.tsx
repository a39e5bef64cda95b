// 收款确认 (/admin/receipts, 财务, issue 22): the queue of transfer receipts, and one receipt at
// /admin/receipts/:kind/:id (kind order or service) beside its order with the review.
import { useRoute } from 'wouter';
import type { ReceiptKind } from '../../../../domain/staff/receipts-payloads.ts';
import type { StaffPageProps } from '../page-props.ts';
import { StaffNotice } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { ReceiptDetailView } from './receipt-detail.tsx';
import { ReceiptsList } from './receipts-list.tsx';

const isKind = (k: string | undefined): k is ReceiptKind => k === 'order' || k === 'service';

export default function ReceiptsPage(_: StaffPageProps) {
  const [atList] = useRoute('/receipts');
  const [atDetail, params] = useRoute<{ kind: string; id: string }>('/receipts/:kind/:id');
  if (atList) return <ReceiptsList />;
  const id = Number(params?.id);
  if (atDetail && isKind(params?.kind) && /^\d{1,15}$/.test(params?.id ?? '') && id >= 1) return <ReceiptDetailView key={`${params.kind}-${id}`} kind={params.kind} id={id} />;
  return <StaffNotice title={staffText.notFound.title} body={staffText.notFound.body} />;
}

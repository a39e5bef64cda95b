// 协议价 (/admin/agreements, permissions pricing.agreement or pricing.confirm): the queue, a new
// agreement (/agreements/new), one agreement (/agreements/:id) and its editor (/agreements/:id/edit).
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { AgreementDetailView } from './agreement-detail-view.tsx';
import { AgreementEditorView } from './agreement-editor-view.tsx';
import { AgreementQueueView } from './agreement-queue-view.tsx';

const idOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default function PricingPage({ me }: StaffPageProps) {
  const [isNew] = useRoute('/agreements/new');
  const [isEdit, editParams] = useRoute<{ id: string }>('/agreements/:id/edit');
  const [isDetail, detailParams] = useRoute<{ id: string }>('/agreements/:id');
  const mayDraft = me.permissions.includes('pricing.agreement');
  if (isNew && mayDraft) return <AgreementEditorView key="new" id={null} />;
  const editId = isEdit ? idOf(editParams.id) : null;
  if (editId !== null && mayDraft) return <AgreementEditorView key={`edit-${editId}`} id={editId} />;
  const detailId = isDetail ? idOf(detailParams.id) : null;
  if (detailId !== null) return <AgreementDetailView key={detailId} id={detailId} />;
  return <AgreementQueueView mayDraft={mayDraft} />;
}

// Shared parts of the drafts pages (待提交订单): the status badge, the action buttons of a draft
// and the confirmation dialog of 取消 / 删除.
import { Badge, Button, Dialog, Flex, Portal } from '@chakra-ui/react';
import type { DraftStatus, OrderType } from '../../../../domain/orders/order-rules.ts';
import { checkoutHref } from '../../../../machines/shared/links.ts';
import { draftActions } from '../../../../machines/checkout/draft-list.ts';
import type { DraftAction } from '../../../../machines/checkout/draft-list.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { checkoutText } from '../text.ts';

const t = checkoutText.drafts;

export function DraftStatusBadge({ status, text }: { status: DraftStatus; text: string }) {
  const palette = status === 0 ? 'orange' : status === 1 ? 'green' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle">
      {text}
    </Badge>
  );
}

interface ActionsProps {
  draft: { id: number; tmpNo: string; orderType: OrderType; status: DraftStatus; saleOrderId: number | null };
  onAsk: (action: DraftAction) => void;
  disabled?: boolean;
  /** Show 查看详情 (the list). */
  detail?: boolean;
}

export function DraftActions({ draft, onAsk, disabled, detail }: ActionsProps) {
  const can = draftActions(draft.status);
  return (
    <Flex gap="2" wrap="wrap" justify="flex-end">
      {can.checkout && (
        <ButtonLink href={checkoutHref(draft)} size="sm" aria-label={`${t.checkout} ${draft.tmpNo}`}>
          {t.checkout}
        </ButtonLink>
      )}
      {draft.saleOrderId !== null && (
        <ButtonLink href={`/myOrderDetail/${draft.saleOrderId}`} size="sm" variant="outline">
          {t.viewOrder}
        </ButtonLink>
      )}
      {detail && (
        <ButtonLink href={`/confirmedOrderDetail?id=${draft.id}`} size="sm" variant="outline" aria-label={`${t.detail} ${draft.tmpNo}`}>
          {t.detail}
        </ButtonLink>
      )}
      {can.cancel && (
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => onAsk('cancel')} aria-label={`${t.cancel} ${draft.tmpNo}`}>
          {t.cancel}
        </Button>
      )}
      {can.remove && (
        <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onAsk('delete')} aria-label={`${t.remove} ${draft.tmpNo}`}>
          {t.remove}
        </Button>
      )}
    </Flex>
  );
}

export function ConfirmDialog({ action, busy, onConfirm, onDismiss }: { action: DraftAction | null; busy: boolean; onConfirm: () => void; onDismiss: () => void }) {
  if (!action) return null;
  const remove = action === 'delete';
  return (
    <Dialog.Root open role="alertdialog" size="sm" placement="center" onOpenChange={(d) => !d.open && !busy && onDismiss()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{remove ? t.confirmDeleteTitle : t.confirmCancelTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{remove ? t.confirmDeleteBody : t.confirmCancelBody}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onDismiss}>
                {t.keep}
              </Button>
              <Button colorPalette={remove ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// 确认收货 (issue 34): the confirm dialog of machines/orders/order-actions.ts (confirmingReceipt): the
// order's number, what confirming means, 暂不确认 / 确认收货; the server's refusal stays in it.
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { orders } from '../text.ts';
import type { OrderActionsRef } from '../use-order-actions.ts';

const t = orders.receiptDialog;

/** Shown while the actions machine is in `confirmingReceipt`. */
export function ConfirmReceiptDialog({ actor }: { actor: OrderActionsRef }) {
  const open = useSelector(actor, (s) => s.matches('confirmingReceipt'));
  const submitting = useSelector(actor, (s) => s.matches({ confirmingReceipt: 'submitting' }));
  const orderNo = useSelector(actor, (s) => s.context.orderNo);
  const formError = useSelector(actor, (s) => s.context.formError);
  const close = () => actor.send({ type: 'RECEIPT_CLOSE' });
  if (!open) return null;
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="sm"
      placement="center"
      closeOnInteractOutside={!submitting}
      onOpenChange={(details) => {
        if (!details.open && !submitting) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-receipt-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description color="gray.700" data-volatile>
                  {t.body(orderNo)}
                </Dialog.Description>
                {formError ? (
                  <Text role="alert" fontSize="13px" color="red.700">
                    {formError}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={submitting}>
                {t.keep}
              </Button>
              <Button colorPalette="brand" onClick={() => actor.send({ type: 'RECEIPT_SUBMIT' })} loading={submitting} loadingText={t.submitting}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

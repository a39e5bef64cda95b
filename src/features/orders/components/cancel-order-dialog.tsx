// 取消订单: a reason from the list (其他原因 needs a note) and an optional note, counted as typed
// (12/60) and stopped at the limit, checked by machines/orders/order-actions.ts before POST
// sale/memberCancelOrder.
import { useId, useState } from 'react';
import { Button, chakra, Dialog, Field, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CANCEL_NOTE_MAX, cancelNoteCount, limitCancelNote } from '../../../../machines/orders/order-actions.ts';
import { CANCEL_REASONS, OTHER_REASON } from '../../../../domain/orders/cancel-reasons.ts';
import { orders } from '../text.ts';
import type { OrderActionsRef } from '../use-order-actions.ts';

const t = orders.cancelDialog;

const controlStyle = {
  width: '100%',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '14px',
  px: '3',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

function CancelForm({ actor }: { actor: OrderActionsRef }) {
  const orderNo = useSelector(actor, (s) => s.context.orderNo);
  const errors = useSelector(actor, (s) => s.context.errors);
  const formError = useSelector(actor, (s) => s.context.formError);
  const submitting = useSelector(actor, (s) => s.matches({ cancelling: 'submitting' }));
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const id = useId();
  const close = () => actor.send({ type: 'CANCEL_CLOSE' });
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="md"
      placement="center"
      closeOnInteractOutside={!submitting}
      onOpenChange={(details) => {
        if (!details.open && !submitting) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'CANCEL_SUBMIT', reason, note });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description color="gray.700" data-volatile>
                    {t.body(orderNo)}
                  </Dialog.Description>
                  <Field.Root required invalid={!!errors.reason}>
                    <Field.Label fontSize="14px" color="gray.700" htmlFor={`${id}-reason`}>
                      {t.reasonLabel}
                    </Field.Label>
                    <chakra.select
                      id={`${id}-reason`}
                      aria-invalid={errors.reason ? true : undefined}
                      aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
                      name="reason"
                      value={reason}
                      height="40px"
                      css={controlStyle}
                      onChange={(event) => {
                        setReason(event.target.value);
                        actor.send({ type: 'EDIT', field: 'reason' });
                        actor.send({ type: 'EDIT', field: 'note' });
                      }}
                    >
                      <option value="">{t.reasonPlaceholder}</option>
                      {CANCEL_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </chakra.select>
                    {errors.reason ? (
                      <Field.ErrorText id={`${id}-reason-error`} color="red.700">
                        {t.reasonRequired}
                      </Field.ErrorText>
                    ) : null}
                  </Field.Root>
                  <Field.Root required={reason === OTHER_REASON} invalid={!!errors.note}>
                    <Field.Label fontSize="14px" color="gray.700" htmlFor={`${id}-note`}>
                      {t.noteLabel}
                    </Field.Label>
                    <chakra.textarea
                      id={`${id}-note`}
                      aria-invalid={errors.note ? true : undefined}
                      aria-describedby={errors.note ? `${id}-note-error ${id}-note-count` : `${id}-note-count`}
                      name="note"
                      value={note}
                      rows={3}
                      py="2"
                      placeholder={t.notePlaceholder}
                      maxLength={CANCEL_NOTE_MAX * 2}
                      css={controlStyle}
                      onChange={(event) => {
                        setNote(limitCancelNote(event.target.value));
                        actor.send({ type: 'EDIT', field: 'note' });
                      }}
                    />
                    <Text
                      id={`${id}-note-count`}
                      alignSelf="flex-end"
                      fontSize="12px"
                      color={cancelNoteCount(note) >= CANCEL_NOTE_MAX ? 'orange.800' : 'gray.600'}
                      data-testid="cancel-note-count"
                    >
                      {t.noteCount(cancelNoteCount(note), CANCEL_NOTE_MAX)}
                    </Text>
                    {errors.note ? (
                      <Field.ErrorText id={`${id}-note-error`} color="red.700">
                        {errors.note === 'noteTooLong' ? t.noteTooLong : t.noteRequired}
                      </Field.ErrorText>
                    ) : null}
                  </Field.Root>
                  {formError ? (
                    <Text role="alert" fontSize="13px" color="red.700">
                      {formError}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close} disabled={submitting}>
                  {t.keep}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t.submitting}>
                  {t.confirm}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Shown while the actions machine is in `cancelling`. */
export function CancelOrderDialog({ actor }: { actor: OrderActionsRef }) {
  const open = useSelector(actor, (s) => s.matches('cancelling'));
  const orderId = useSelector(actor, (s) => s.context.orderId);
  return open ? <CancelForm key={orderId ?? 0} actor={actor} /> : null;
}

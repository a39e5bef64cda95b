// Upload a payment receipt (machines/payments/receipt-upload.ts): pick a file (type and size checked here
// with the server's limits, then by content on the server), see its name, and type the amount in
// yuan: for an order receipt the amount transferred and the payer account's name (issue 34, each
// rule said beside its field before it is broken), for a credit repayment the amount repaid. The
// fresh order / credit account goes to `onUploaded`.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { PAYER_NAME_MAX } from '../../../../domain/payments/payment-payloads.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { receiptUploadMachine } from '../../../../machines/payments/receipt-upload.ts';
import type { AmountError, PayerError, ReceiptMode, UploadInput, UploadResult } from '../../../../machines/payments/receipt-upload.ts';
import { uploadCreditReceipt, uploadPayReceipt } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { paymentsText } from '../text.ts';
import { ReceiptFilePicker } from './receipt-file-picker.tsx';

const t = paymentsText.receipt;

const uploadLogic = receiptUploadMachine.provide({
  actors: {
    upload: fromPromise<UploadResult, UploadInput>(({ input }) => {
      const file = input.file as unknown as Blob;
      return input.payerName !== null ? uploadPayReceipt(input.orderId, input.amountFen, input.payerName, file) : uploadCreditReceipt(input.orderId, input.amountFen, file);
    }),
  },
});

interface Props {
  orderId: number;
  mode: ReceiptMode;
  /** What may still be submitted for a credit order (fen), else null. */
  roomFen: number | null;
  /** What the order still owes (fen): named in the order receipt's amount hint. */
  dueFen?: number;
  onUploaded: (result: UploadResult) => void;
}

function amountMessage(error: AmountError | null, mode: ReceiptMode, roomFen: number | null): string | null {
  if (!error) return null;
  if (mode === 'order') {
    if (error === 'amountRequired') return t.transferAmountRequired;
    if (error === 'amountPositive') return t.transferAmountPositive;
    if (error === 'amountTooMuch') return t.transferAmountTooMuch;
  }
  if (error === 'amountTooMuch') return t.amountTooMuch(formatPrice(Math.max(0, roomFen ?? 0)));
  return t[error];
}

const payerMessage = (error: PayerError | null) => (error === 'payerRequired' ? t.payerRequired : error === 'payerTooLong' ? t.payerTooLong(PAYER_NAME_MAX) : null);

export function ReceiptUploadForm({ orderId, mode, roomFen, dueFen, onUploaded }: Props) {
  const [state, send, actor] = useMachine(uploadLogic, { input: { orderId, mode, restFen: roomFen } });
  const [amount, setAmount] = useState('');
  const [payer, setPayer] = useState('');
  const id = useId();
  const done = useRef(onUploaded);
  useEffect(() => {
    done.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    send({ type: 'REST', restFen: roomFen });
  }, [roomFen, send]);
  useEffect(() => {
    const sub = actor.on('uploaded', (event) => {
      toaster.create({ type: 'success', title: mode === 'credit' ? t.creditUploaded : t.uploaded, duration: 3000 });
      setAmount('');
      setPayer('');
      done.current(event.result);
    });
    return () => sub.unsubscribe();
  }, [actor, mode]);

  const { file, fileError, amountError, payerError, serverError } = state.context;
  const uploading = state.matches('uploading');
  const fileMessage = fileError ? t[fileError] : serverError;
  const amountText = amountMessage(amountError, mode, roomFen);
  const payerText = payerMessage(payerError);
  const payerLength = [...payer.trim()].length;

  return (
    <chakra.form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', amountText: amount, payerText: payer });
      }}
      id="receipt"
    >
      <Text id={`${id}-title`} fontSize="15px" fontWeight="600" color="gray.800" mb="3">
        {t.title}
      </Text>
      <Stack gap="4" maxWidth="560px">
        <Field.Root required invalid={!!amountText}>
          <Field.Label fontSize="14px" color="gray.700">
            {mode === 'order' ? t.transferAmountLabel : t.amountLabel}
          </Field.Label>
          <Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t.amountPlaceholder}
            height="40px"
            width="240px"
            data-testid="receipt-amount-input"
            onChange={(event) => {
              setAmount(event.target.value);
              send({ type: 'EDIT_AMOUNT', amountText: event.target.value });
            }}
          />
          {amountText ? (
            <Field.ErrorText color="red.700" data-testid="receipt-amount-error">
              {amountText}
            </Field.ErrorText>
          ) : mode === 'order' && dueFen !== undefined ? (
            <Field.HelperText color="gray.600" fontSize="12px">
              {t.transferAmountHintLead}
              <span data-volatile="amount">{formatPrice(dueFen)}</span>
              {t.transferAmountHintRule}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        {mode === 'order' ? (
          <Field.Root required invalid={!!payerText}>
            <Field.Label fontSize="14px" color="gray.700">
              {t.payerLabel}
            </Field.Label>
            <Input
              name="payerName"
              autoComplete="organization"
              value={payer}
              placeholder={t.payerPlaceholder}
              maxLength={PAYER_NAME_MAX}
              height="40px"
              width="360px"
              data-testid="receipt-payer-input"
              onChange={(event) => {
                setPayer(event.target.value);
                send({ type: 'EDIT_PAYER' });
              }}
            />
            <Flex width="360px" justify="space-between" gap="3" fontSize="12px">
              {payerText ? (
                <Field.ErrorText color="red.700" data-testid="receipt-payer-error">
                  {payerText}
                </Field.ErrorText>
              ) : (
                <Field.HelperText color="gray.600">{t.payerHint(PAYER_NAME_MAX)}</Field.HelperText>
              )}
              <Text as="span" color={payerLength >= PAYER_NAME_MAX ? 'orange.800' : 'gray.600'} aria-live="polite" data-testid="receipt-payer-count">
                {t.payerCount(payerLength, PAYER_NAME_MAX)}
              </Text>
            </Flex>
          </Field.Root>
        ) : null}
        <ReceiptFilePicker id={id} file={file} message={fileMessage} disabled={uploading} onPick={(picked) => send({ type: 'PICK', file: picked })} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={uploading} loadingText={t.submitting}>
            {t.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

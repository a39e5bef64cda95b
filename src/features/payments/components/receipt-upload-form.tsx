// Upload a payment receipt (machines/payments/receipt-upload.ts): pick a file (type and size checked here
// with the server's limits, then by content on the server), see its name, and for a credit
// repayment type the amount in yuan. The fresh order / credit account goes to `onUploaded`.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { receiptUploadMachine } from '../../../../machines/payments/receipt-upload.ts';
import type { ReceiptMode, UploadInput, UploadResult } from '../../../../machines/payments/receipt-upload.ts';
import { uploadCreditReceipt, uploadPayReceipt } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { paymentsText } from '../text.ts';
import { ReceiptFilePicker } from './receipt-file-picker.tsx';

const t = paymentsText.receipt;

const uploadLogic = receiptUploadMachine.provide({
  actors: {
    upload: fromPromise<UploadResult, UploadInput>(({ input }) => {
      const file = input.file as unknown as Blob;
      return input.amountFen === null ? uploadPayReceipt(input.orderId, file) : uploadCreditReceipt(input.orderId, input.amountFen, file);
    }),
  },
});

interface Props {
  orderId: number;
  mode: ReceiptMode;
  /** What may still be submitted for a credit order (fen), else null. */
  roomFen: number | null;
  onUploaded: (result: UploadResult) => void;
}

export function ReceiptUploadForm({ orderId, mode, roomFen, onUploaded }: Props) {
  const [state, send, actor] = useMachine(uploadLogic, { input: { orderId, mode, restFen: roomFen } });
  const [amount, setAmount] = useState('');
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
      done.current(event.result);
    });
    return () => sub.unsubscribe();
  }, [actor, mode]);

  const { file, fileError, amountError, serverError } = state.context;
  const uploading = state.matches('uploading');
  const fileMessage = fileError ? t[fileError] : serverError;
  const amountMessage =
    amountError === 'amountTooMuch' ? t.amountTooMuch(formatPrice(Math.max(0, roomFen ?? 0))) : amountError ? t[amountError] : null;

  return (
    <chakra.form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT', amountText: amount });
      }}
      id="receipt"
    >
      <Text id={`${id}-title`} fontSize="15px" fontWeight="600" color="gray.800" mb="3">
        {t.title}
      </Text>
      <Stack gap="4" maxWidth="560px">
        {mode === 'credit' ? (
          <Field.Root required invalid={!!amountMessage}>
            <Field.Label fontSize="14px" color="gray.700">
              {t.amountLabel}
            </Field.Label>
            <Input
              name="amount"
              inputMode="decimal"
              value={amount}
              placeholder={t.amountPlaceholder}
              height="40px"
              width="240px"
              onChange={(event) => {
                setAmount(event.target.value);
                send({ type: 'EDIT_AMOUNT' });
              }}
            />
            {amountMessage ? <Field.ErrorText color="red.700">{amountMessage}</Field.ErrorText> : null}
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

// Upload a payment receipt (machines/payments/receipt-upload.ts): pick a file (type and size checked here
// with the server's limits, then by content on the server), see its name, and for a credit
// repayment type the amount in yuan. The fresh order / credit account goes to `onUploaded`.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { RECEIPT_TYPES } from '../../../../domain/orders/order-rules.ts';
import { receiptUploadMachine } from '../../../../machines/payments/receipt-upload.ts';
import type { ReceiptFile, ReceiptMode, UploadInput, UploadResult } from '../../../../machines/payments/receipt-upload.ts';
import { uploadCreditReceipt, uploadPayReceipt } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { paymentsText } from '../text.ts';

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
  const input = useRef<HTMLInputElement>(null);
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
        <Box>
          <Text id={`${id}-label`} fontSize="14px" color="gray.700" mb="2">
            {t.fileLabel}
          </Text>
          <Flex align="center" gap="3" wrap="wrap">
            <Button type="button" variant="outline" size="sm" aria-describedby={`${id}-hint`} onClick={() => input.current?.click()} disabled={uploading}>
              {file ? t.repick : t.pick}
            </Button>
            {file ? (
              <Text fontSize="13px" color="gray.800" data-testid="receipt-picked">
                {t.picked(file.name, paymentsText.units.size(file.size))}
              </Text>
            ) : null}
          </Flex>
          <chakra.input
            ref={input}
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            display="none"
            aria-labelledby={`${id}-label`}
            data-testid="receipt-input"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked) send({ type: 'PICK', file: picked as unknown as ReceiptFile });
              event.target.value = '';
            }}
          />
          <Text id={`${id}-hint`} mt="2" fontSize="12px" color={fileMessage ? 'red.700' : 'gray.600'} role={fileMessage ? 'alert' : undefined}>
            {fileMessage ?? t.hint}
          </Text>
        </Box>
        <Box>
          <Button type="submit" colorPalette="brand" loading={uploading} loadingText={t.submitting}>
            {t.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

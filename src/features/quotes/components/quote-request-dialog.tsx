// 申请报价: a button and its dialog (message, wanted date) on machines/quotes/quote-request.ts, for
// the cart (checked lines), a batch enquiry's result (matched lines) and a requisition list. Each
// opening starts a fresh form; a refusal shows the server's sentence in the dialog; once the quote
// exists the buyer goes to /quote/{id}. Exported through public.ts.
import { useState } from 'react';
import { Box, Button, Dialog, Field, Input, Portal, Stack, Text, Textarea, type ButtonProps } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import type { QuoteLineRequest } from '../../../../domain/quotes/quote-payloads.ts';
import { QUOTE_MESSAGE_MAX, type QuoteSource } from '../../../../domain/quotes/quote-rules.ts';
import { chinaDateKey } from '../../../../domain/shared/china-time.ts';
import { quoteRequestMachine, type QuoteRequestBody } from '../../../../machines/quotes/quote-request.ts';
import { requestQuote } from '../api.ts';
import { quotesText } from '../text.ts';

const t = quotesText.request;

const logic = quoteRequestMachine.provide({
  actors: { request: fromPromise<{ quoteId: number }, QuoteRequestBody>(({ input }) => requestQuote(input)) },
  actions: { requested: (_, params) => navigate(`/quote/${params.quoteId}`) },
});

interface RequestProps {
  source: QuoteSource;
  sourceId?: number;
  lines?: QuoteLineRequest[];
  /** How many goods are asked for (shown in the dialog's sentence). */
  count: number;
}

function RequestForm({ source, sourceId, lines, count, onClose }: RequestProps & { onClose: () => void }) {
  const [state, send] = useMachine(logic, {
    input: { source, today: chinaDateKey(), ...(sourceId !== undefined ? { sourceId } : {}), ...(lines !== undefined ? { lines } : {}) },
  });
  const { message, wantedDate, errors, formError, today } = state.context;
  const submitting = !state.matches('editing');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="14px" color="gray.700">
            {t.hint(t.what[source](count))}
          </Text>
          <Field.Root invalid={errors.message !== undefined}>
            <Field.Label>{t.message}</Field.Label>
            <Textarea
              value={message}
              width="100%"
              rows={4}
              maxLength={QUOTE_MESSAGE_MAX + 10}
              placeholder={t.messagePlaceholder}
              onChange={(e) => send({ type: 'EDIT', field: 'message', value: e.target.value })}
              data-testid="quote-request-message"
            />
            {errors.message && <Field.ErrorText>{t.messageErrors[errors.message]}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={errors.wantedDate !== undefined}>
            <Field.Label>{t.wantedDate}</Field.Label>
            <Input
              type="date"
              width="220px"
              value={wantedDate}
              min={today}
              onChange={(e) => send({ type: 'EDIT', field: 'wantedDate', value: e.target.value })}
              data-testid="quote-request-date"
            />
            {errors.wantedDate ? <Field.ErrorText data-testid="quote-request-date-error">{t.dateErrors[errors.wantedDate]}</Field.ErrorText> : <Field.HelperText>{t.wantedDateHint}</Field.HelperText>}
          </Field.Root>
          {formError && (
            <Box role="alert" color="red.700" fontSize="14px" data-testid="quote-request-error">
              {formError}
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={submitting}>
          {t.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" px="8" loading={submitting} loadingText={t.submitting} data-testid="quote-request-submit">
          {t.submit}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The 申请报价 button and its dialog. */
export function QuoteRequestButton({ source, sourceId, lines, count, ...button }: RequestProps & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" data-testid="quote-request-open" {...button} onClick={() => setOpen(true)}>
        {t.button}
      </Button>
      <Dialog.Root open={open} size="md" placement="center" onOpenChange={(d) => setOpen(d.open)} closeOnInteractOutside={false} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="quote-request-dialog">
              <Dialog.Header>
                <Dialog.Title>{t.title}</Dialog.Title>
              </Dialog.Header>
              {open && <RequestForm source={source} sourceId={sourceId} lines={lines} count={count} onClose={() => setOpen(false)} />}
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost" size="sm" position="absolute" top="3" right="3" aria-label={t.close}>
                  ×
                </Button>
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

// The form of one step on a redemption (发货: carrier and tracking number; 完成: a confirmation;
// 取消: a reason) with its Chinese errors beside each field. Thin: the machine checks and sends.
import { useId, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Text, Textarea } from '@chakra-ui/react';
import type { RedemptionQueueContext, RedemptionQueueEvent, RedemptionStep } from '../../../../machines/staff/staff-redemption-queue.ts';
import { redemptionsText as t } from './text.ts';

function Field({ label, error, children }: { label: string; error: string | undefined; children: (id: string, describedBy: string | undefined) => React.ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box flex="1">
      <chakra.label htmlFor={id} display="block" fontSize="13px" mb="1.5">
        {label}
      </chakra.label>
      {children(id, error ? errorId : undefined)}
      {error ? (
        <Text id={errorId} role="alert" color="red.700" fontSize="12px" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

export function RedemptionForm({ context, sending, send }: { context: RedemptionQueueContext; sending: boolean; send: (e: RedemptionQueueEvent) => void }) {
  const step = context.step as RedemptionStep;
  const row = context.target;
  const e = context.draftErrors;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t.formTitle[step]} bg="white" borderWidth="1px" borderColor="brand.300" borderRadius="md" p="4" mb="4" data-testid={`redemption-form-${step}`}>
      <Text fontWeight="700" fontSize="15px">
        {t.formTitle[step]}
      </Text>
      {row ? (
        <Text fontSize="13px" color="gray.700" mb="3" data-volatile>
          {t.formFor(row.orderNo, row.goodsName)}
        </Text>
      ) : null}
      {step === 'ship' ? (
        <Flex gap="3" mb="3" maxWidth="720px">
          <Field label={t.carrier} error={e.carrier}>
            {(id, by) => <Input id={id} value={context.draft.carrier} onChange={(ev) => send({ type: 'EDIT', patch: { carrier: ev.currentTarget.value } })} maxLength={60} aria-invalid={e.carrier ? true : undefined} aria-describedby={by} data-testid="redemption-carrier" />}
          </Field>
          <Field label={t.trackingNo} error={e.trackingNo}>
            {(id, by) => <Input id={id} value={context.draft.trackingNo} onChange={(ev) => send({ type: 'EDIT', patch: { trackingNo: ev.currentTarget.value } })} maxLength={60} aria-invalid={e.trackingNo ? true : undefined} aria-describedby={by} data-testid="redemption-tracking" />}
          </Field>
        </Flex>
      ) : null}
      {step === 'complete' ? <Text fontSize="13px" mb="3">{t.completeConfirm}</Text> : null}
      {step === 'cancel' ? (
        <Box mb="3" maxWidth="720px">
          {row ? <Text fontSize="13px" color="gray.700" mb="2">{t.cancelNote(row.points)}</Text> : null}
          <Field label={t.reason} error={e.reason}>
            {(id, by) => <Textarea id={id} rows={2} borderWidth="1px" borderColor={e.reason ? 'red.600' : 'gray.300'} value={context.draft.reason} onChange={(ev) => send({ type: 'EDIT', patch: { reason: ev.currentTarget.value } })} maxLength={300} aria-invalid={e.reason ? true : undefined} aria-describedby={by} data-testid="redemption-reason" />}
          </Field>
        </Box>
      ) : null}
      {context.serverError ? (
        <Text role="alert" color="red.700" fontSize="13px" mb="2" data-testid="redemption-server-error">
          {context.serverError}
        </Text>
      ) : null}
      <Flex gap="2">
        <Button type="submit" size="sm" colorPalette={step === 'cancel' ? 'red' : 'brand'} loading={sending} loadingText={t.sending} data-testid="redemption-submit">
          {t.submit[step]}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={sending} onClick={() => send({ type: 'CANCEL' })}>
          {t.close}
        </Button>
      </Flex>
    </chakra.form>
  );
}

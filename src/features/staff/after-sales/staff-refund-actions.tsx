// The 处理 panel of one after-sales request: the steps the status and the staff member's
// permissions allow as buttons, and the open step's form (a confirmation, a reason, a quantity per
// line, a transfer reference) with its Chinese errors. Thin: machines/staff/staff-refund-detail.ts
// checks and sends.
import { useId, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Text, Textarea } from '@chakra-ui/react';
import type { StaffRefundRow } from '../../../../domain/after-sales/refund-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { needsTransferRef, stepsFor, type RefundDetailContext, type RefundDetailEvent } from '../../../../machines/staff/staff-refund-detail.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { afterSalesText as t } from './text.ts';

interface Props {
  row: StaffRefundRow;
  context: RefundDetailContext;
  open: boolean;
  sending: boolean;
  send: (event: RefundDetailEvent) => void;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <Text id={id} color="red.700" fontSize="12px" mt="1" role="alert">
      {text}
    </Text>
  ) : null;
}

export function RefundActions({ row, context, open, sending, send }: Props) {
  const steps = stepsFor(row, context.powers);
  const reasonId = useId();
  const transferId = useId();
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const step = context.step;
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="refund-actions">
      <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
        {t.actions}
      </chakra.h2>
      {context.done ? (
        <Text role="status" color="green.700" fontSize="13px" mb="3" data-testid="refund-done">
          {t.done[context.done]}
        </Text>
      ) : null}
      {!open || step === null ? (
        steps.length === 0 ? (
          <Text fontSize="13px" color="gray.600" data-testid="refund-no-action">
            {t.noAction}
          </Text>
        ) : (
          <Flex gap="2" wrap="wrap">
            {steps.map((s) => (
              <Button key={s} size="sm" colorPalette={s === 'reject' ? 'red' : 'brand'} variant={s === 'reject' ? 'outline' : 'solid'} onClick={() => send({ type: 'OPEN', step: s })} data-testid={`refund-step-${s}`}>
                {t.stepButtons[s]}
              </Button>
            ))}
          </Flex>
        )
      ) : (
        <chakra.form onSubmit={submit} noValidate aria-label={t.stepButtons[step]} data-testid={`refund-form-${step}`}>
          <Text fontWeight="600" fontSize="14px" mb="2">
            {t.stepButtons[step]}
          </Text>
          {step === 'approve' ? <Text fontSize="13px" color="gray.700" mb="3">{t.confirmApprove}</Text> : null}
          {step === 'reject' ? (
            <Box mb="3">
              <chakra.label htmlFor={reasonId} display="block" fontSize="13px" mb="1.5">
                {t.rejectReason}
              </chakra.label>
              <Textarea
                id={reasonId}
                value={context.reason}
                onChange={(e) => send({ type: 'EDIT_REASON', value: e.currentTarget.value })}
                rows={3}
                width="100%"
                borderWidth="1px"
                borderColor={context.formError ? 'red.600' : 'gray.300'}
                maxLength={400}
                aria-invalid={context.formError ? true : undefined}
                aria-describedby={context.formError ? errorId : undefined}
                data-testid="refund-reason"
              />
              <FieldError id={errorId} text={context.formError ?? undefined} />
            </Box>
          ) : null}
          {step === 'receive' ? (
            <Box mb="3">
              <Text fontSize="13px" color="gray.700" mb="2">
                {t.receiveIntro}
              </Text>
              <chakra.table width="100%" borderCollapse="collapse" fontSize="13px">
                <thead>
                  <tr>
                    <CompactTh whiteSpace="nowrap">{t.lineCols.goods}</CompactTh>
                    <CompactTh whiteSpace="nowrap">{t.lineCols.num}</CompactTh>
                    <CompactTh whiteSpace="nowrap">{t.lineCols.received}</CompactTh>
                    <CompactTh whiteSpace="nowrap">{t.lineCols.damaged}</CompactTh>
                  </tr>
                </thead>
                <tbody>
                  {row.lines.map((l) => {
                    const d = context.qty[l.orderLineId] ?? { received: '', damaged: '' };
                    const e = context.qtyErrors[l.orderLineId] ?? {};
                    const rid = `recv-${l.orderLineId}`;
                    const did = `dmg-${l.orderLineId}`;
                    return (
                      <tr key={l.orderLineId}>
                        <CompactTd title={l.name}>
                          <Text fontWeight="600">{l.model}</Text>
                          <Text fontSize="12px" color="gray.600" lineClamp={1} maxWidth="150px">
                            {l.name}
                          </Text>
                        </CompactTd>
                        <CompactTd>{l.num}</CompactTd>
                        <CompactTd verticalAlign="top">
                          <Input size="sm" width="72px" inputMode="numeric" value={d.received} aria-label={t.receivedOf(l.name)} aria-invalid={e.received ? true : undefined} aria-describedby={e.received ? `${rid}-e` : undefined} onChange={(ev) => send({ type: 'EDIT_QTY', orderLineId: l.orderLineId, field: 'received', value: ev.currentTarget.value })} data-testid="refund-received" />
                          <FieldError id={`${rid}-e`} text={e.received} />
                        </CompactTd>
                        <CompactTd verticalAlign="top">
                          <Input size="sm" width="72px" inputMode="numeric" value={d.damaged} aria-label={t.damagedOf(l.name)} aria-invalid={e.damaged ? true : undefined} aria-describedby={e.damaged ? `${did}-e` : undefined} onChange={(ev) => send({ type: 'EDIT_QTY', orderLineId: l.orderLineId, field: 'damaged', value: ev.currentTarget.value })} data-testid="refund-damaged" />
                          <FieldError id={`${did}-e`} text={e.damaged} />
                        </CompactTd>
                      </tr>
                    );
                  })}
                </tbody>
              </chakra.table>
              <FieldError id={errorId} text={context.formError ?? undefined} />
            </Box>
          ) : null}
          {step === 'refund' ? (
            <Box mb="3">
              <Text fontSize="13px" color="gray.700" mb="2">
                {t.refundIntro(formatPrice(row.amountFen))}
              </Text>
              {needsTransferRef(row) ? (
                <>
                  <chakra.label htmlFor={transferId} display="block" fontSize="13px" mb="1.5">
                    {t.transferRef}
                  </chakra.label>
                  <Input id={transferId} value={context.transferRef} onChange={(e) => send({ type: 'EDIT_TRANSFER', value: e.currentTarget.value })} maxLength={40} aria-invalid={context.formError ? true : undefined} aria-describedby={context.formError ? errorId : undefined} data-testid="refund-transfer" />
                </>
              ) : null}
              <FieldError id={errorId} text={context.formError ?? undefined} />
            </Box>
          ) : null}
          {context.serverError ? (
            <Text role="alert" color="red.700" fontSize="13px" mb="2" data-testid="refund-server-error">
              {context.serverError}
            </Text>
          ) : null}
          <Flex gap="2">
            <Button type="submit" size="sm" colorPalette={step === 'reject' ? 'red' : 'brand'} loading={sending} loadingText={t.sending} data-testid="refund-submit">
              {t.submit[step]}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={sending} onClick={() => send({ type: 'CANCEL' })}>
              {t.cancel}
            </Button>
          </Flex>
        </chakra.form>
      )}
    </Box>
  );
}

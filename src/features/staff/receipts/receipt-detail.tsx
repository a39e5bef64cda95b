// One receipt (/admin/receipts/:kind/:id): the file (zoomable image or PDF) beside the order
// (number, buyer, lines, what it asks), the amount due beside what the member stated (amount, payer
// account; 未填写 when not stated) with a difference flagged in red (多付 / 少付, issue 34), and the
// review: 确认收款 in a confirm dialog (with 已核对银行流水 to tick when the amounts were not shown
// to match), or 驳回 with a reason the member will read. Thin: machines/staff/staff-receipt-review.ts
// holds the steps.
import { useId, useState, type FormEvent } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link } from 'wouter';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { needsBankCheck, RECEIPT_MSG, receiptDifferenceText, type ReceiptDetail, type ReceiptKind } from '../../../../domain/staff/receipts-payloads.ts';
import { receiptsReviewMachine, REJECT_REASON_MAX, type ReceiptRef, type ReviewInput } from '../../../../machines/staff/staff-receipt-review.ts';
import { CheckChoice } from '../../../ui/choice-inputs.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { fetchReceipt, reviewReceipt } from './api.ts';
import { ReceiptFile } from './receipt-file.tsx';
import { receiptsText } from './text.ts';

const t = receiptsText.detail;

const logic = receiptsReviewMachine.provide({
  actors: {
    load: fromPromise<ReceiptDetail, ReceiptRef>(({ input }) => fetchReceipt(input.kind, input.id)),
    review: fromPromise<unknown, ReviewInput>(({ input }) => reviewReceipt(input)),
  },
});

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <>
      <chakra.dt color="gray.600" fontSize="13px">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="14px" color="gray.900" data-testid={testId}>
        {children}
      </chakra.dd>
    </>
  );
}

/** What the stated amount says against the amount due: never a match that was not checked. */
function StatedCheck({ d }: { d: ReceiptDetail }) {
  if (d.purposeText === RECEIPT_MSG.purposeCredit) {
    return (
      <Text mt="2" fontSize="13px" color="gray.700">
        {t.creditHint}
      </Text>
    );
  }
  if (d.differenceFen === null) {
    return (
      <Text mt="2" fontSize="13px" color="orange.800" fontWeight="600" role="note" data-testid="receipt-check">
        {t.notStatedHint}
      </Text>
    );
  }
  if (d.differenceFen === 0) {
    return (
      <Text mt="2" fontSize="13px" color="gray.700" data-testid="receipt-check">
        {t.statedSame}
      </Text>
    );
  }
  return (
    <Box mt="2" role="note" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" px="3" py="2" data-testid="receipt-check">
      <Text fontSize="14px" color="red.700" fontWeight="700" data-testid="receipt-difference">
        {t.statedDiffers(receiptDifferenceText(d.differenceFen))}
      </Text>
      <Text mt="1" fontSize="12px" color="red.800">
        {t.statedDiffersHint}
      </Text>
    </Box>
  );
}

function OrderPanel({ d }: { d: ReceiptDetail }) {
  const differs = d.differenceFen !== null && d.differenceFen !== 0;
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="receipt-order">
      <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
        {t.order}
      </chakra.h2>
      <chakra.dl display="grid" gridTemplateColumns="96px 1fr" rowGap="2" columnGap="3" mb="4">
        <Field label={t.orderNo} testId="receipt-order-no">
          <chakra.span fontFamily="mono">{d.orderNo}</chakra.span>
        </Field>
        {d.poNumber ? (
          <Field label={receiptsText.poNumber} testId="receipt-po">
            <chakra.span fontFamily="mono">{d.poNumber}</chakra.span>
          </Field>
        ) : null}
        <Field label={t.kind}>{receiptsText.kinds[d.kind]}</Field>
        <Field label={t.member}>{d.memberName}</Field>
        <Field label={t.mobile}>{d.memberMobile ?? '—'}</Field>
        <Field label={t.orderStatus} testId="receipt-order-status">
          {d.orderStatusText}
        </Field>
        <Field label={t.purpose}>{d.purposeText}</Field>
        <Field label={t.uploadedAt}>
          <span data-volatile="time">{formatChinaDateTime(d.createdAt)}</span>
        </Field>
      </chakra.dl>
      <chakra.table width="100%" borderCollapse="collapse" aria-label={t.linesLabel} mb="4">
        <thead>
          <tr>
            <CompactTh>{t.lineName}</CompactTh>
            <CompactTh>{t.lineModel}</CompactTh>
            <CompactTh textAlign="right">{t.lineNum}</CompactTh>
            <CompactTh textAlign="right">{t.linePrice}</CompactTh>
            <CompactTh textAlign="right">{t.lineAmount}</CompactTh>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l, i) => (
            <tr key={i}>
              <CompactTd>{l.name}</CompactTd>
              <CompactTd fontFamily="mono">{l.model ?? '—'}</CompactTd>
              <CompactTd textAlign="right">
                {l.num}
                {l.unit ?? ''}
              </CompactTd>
              <CompactTd textAlign="right">{l.unitPriceFen === null ? '—' : formatPrice(l.unitPriceFen)}</CompactTd>
              <CompactTd textAlign="right">{formatPrice(l.lineFen)}</CompactTd>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <chakra.dl display="grid" gridTemplateColumns="1fr auto" rowGap="1.5" fontSize="14px">
        <chakra.dt color="gray.700">{t.total}</chakra.dt>
        <chakra.dd textAlign="right" fontWeight="600" data-testid="receipt-payable">
          {formatPrice(d.payableFen)}
        </chakra.dd>
        <chakra.dt color="gray.700">{t.paid}</chakra.dt>
        <chakra.dd textAlign="right">{formatPrice(d.paidFen)}</chakra.dd>
        <chakra.dt color="gray.900" fontWeight="700">
          {t.due}
        </chakra.dt>
        <chakra.dd textAlign="right" fontWeight="700" fontSize="18px" color="brand.700" data-testid="receipt-due">
          {formatPrice(d.amountDueFen)}
        </chakra.dd>
        <chakra.dt color="gray.900" fontWeight="700">
          {t.stated}
        </chakra.dt>
        <chakra.dd textAlign="right" fontWeight="700" fontSize="18px" color={differs ? 'red.700' : d.amountFen === null ? 'gray.600' : 'gray.900'} data-testid="receipt-amount">
          {d.amountFen === null ? t.notStated : formatPrice(d.amountFen)}
        </chakra.dd>
        <chakra.dt color="gray.700">{t.payer}</chakra.dt>
        <chakra.dd textAlign="right" color={d.payerName === null ? 'gray.600' : 'gray.900'} data-testid="receipt-payer">
          {d.payerName ?? t.notStated}
        </chakra.dd>
      </chakra.dl>
      <StatedCheck d={d} />
    </Box>
  );
}

export function ReceiptDetailView({ kind, id }: { kind: ReceiptKind; id: number }) {
  const [state, send] = useMachine(logic, { input: { kind, id } });
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const { detail, failure, reasonError, done, acknowledged, ackMissing } = state.context;
  const busy = state.matches('approving') || state.matches('rejecting');
  const dialogOpen = state.matches('confirming') || state.matches('approving');
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'REJECT', reason });
  };
  return (
    <Box>
      <ChakraLink asChild color="brand.700" fontSize="13px" mb="2" display="inline-block">
        <Link href="/receipts">← {t.back}</Link>
      </ChakraLink>
      {state.matches('failed') ? (
        <FailedBlock title={failure || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : detail === null ? (
        <LoadingBlock label={t.loading} height="420px" />
      ) : (
        <>
          <PageHeading title={t.title(detail.orderNo)}>
            <Badge colorPalette={detail.state === 'pending' ? 'orange' : detail.state === 'approved' ? 'green' : 'red'} variant="subtle" fontSize="14px" px="3" py="1" data-testid="receipt-state">
              {detail.stateText}
            </Badge>
          </PageHeading>
          {done ? (
            <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="receipt-done">
              {done === 'approved' ? (kind === 'order' ? t.approvedNotice : t.approvedServiceNotice) : t.rejectedNotice}
            </Box>
          ) : null}
          <Grid templateColumns="minmax(0, 1.25fr) minmax(0, 1fr)" gap="5" alignItems="start">
            <ReceiptFile url={detail.receiptUrl} type={detail.receiptType} orderNo={detail.orderNo} />
            <Flex direction="column" gap="4">
              <OrderPanel d={detail} />
              <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="receipt-review">
                <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
                  {t.review}
                </chakra.h2>
                {failure ? (
                  <Text role="alert" color="red.700" fontSize="13px" mb="3" data-testid="receipt-failure">
                    {failure}
                  </Text>
                ) : null}
                {detail.reviewable ? (
                  <>
                    <Button colorPalette="brand" width="100%" height="42px" mb="4" onClick={() => send({ type: 'APPROVE' })} loading={state.matches('approving')} loadingText={t.approving} disabled={busy} data-testid="receipt-approve">
                      {t.approve}
                    </Button>
                    <ConfirmDialog
                      open={dialogOpen}
                      title={t.confirmTitle}
                      body={(kind === 'order' ? t.confirmBody : t.confirmBodyService)(detail.orderNo, formatPrice(detail.amountDueFen))}
                      confirmLabel={t.confirm}
                      cancelLabel={t.cancel}
                      busy={state.matches('approving')}
                      onConfirm={() => send({ type: 'CONFIRM' })}
                      onCancel={() => send({ type: 'CANCEL' })}
                    >
                      {needsBankCheck(detail) ? (
                        <Box mt="3" data-testid="receipt-ack-box">
                          <Text fontSize="14px" color={detail.differenceFen ? 'red.700' : 'orange.800'} fontWeight="700" data-testid="receipt-ack-difference">
                            {detail.differenceFen === null ? t.notStatedShort : receiptDifferenceText(detail.differenceFen)}
                          </Text>
                          <Text fontSize="13px" color="gray.700" mb="2" data-testid="receipt-ack-amounts">
                            {detail.amountFen === null
                              ? t.confirmSummaryNotStated(formatPrice(detail.amountDueFen))
                              : t.confirmSummary(formatPrice(detail.amountFen), formatPrice(detail.amountDueFen))}
                          </Text>
                          <CheckChoice label={t.acknowledge} checked={acknowledged} onChange={(on) => send({ type: 'ACKNOWLEDGE', checked: on })} />
                          {ackMissing ? (
                            <Text role="alert" color="red.700" fontSize="13px" mt="1.5" data-testid="receipt-ack-error">
                              {t.acknowledgeMissing}
                            </Text>
                          ) : null}
                        </Box>
                      ) : null}
                    </ConfirmDialog>
                    <chakra.form onSubmit={reject} noValidate>
                      <chakra.label htmlFor={reasonId} display="block" fontSize="13px" color="gray.700" mb="1.5">
                        {t.reason}
                      </chakra.label>
                      <chakra.textarea
                        id={reasonId}
                        display="block"
                        px="3"
                        py="2"
                        fontSize="14px"
                        borderRadius="md"
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
                        value={reason}
                        onChange={(e) => setReason(e.target.value)}
                        rows={3}
                        width="100%"
                        borderWidth="1px"
                        borderColor="gray.300"
                        maxLength={REJECT_REASON_MAX + 20}
                        aria-invalid={reasonError !== null || undefined}
                        aria-describedby={`${reasonId}-hint`}
                        data-testid="receipt-reason"
                      />
                      <Text id={`${reasonId}-hint`} fontSize="12px" color="gray.600" mt="1">
                        {t.reasonHint}
                      </Text>
                      {reasonError ? (
                        <Text role="alert" color="red.700" fontSize="13px" mt="1" data-testid="receipt-reason-error">
                          {t.reasonErrors[reasonError]}
                        </Text>
                      ) : null}
                      <Button type="submit" variant="outline" colorPalette="red" width="100%" height="38px" mt="3" loading={state.matches('rejecting')} loadingText={t.rejecting} disabled={busy} data-testid="receipt-reject">
                        {t.reject}
                      </Button>
                    </chakra.form>
                  </>
                ) : (
                  <Box fontSize="13px" color="gray.700">
                    <Text mb="2">{t.notReviewable}</Text>
                    {detail.reviewedAt ? (
                      <Text>
                        {t.reviewedAtLabel}<span data-volatile="time">{formatChinaDateTime(detail.reviewedAt)}</span>
                      </Text>
                    ) : null}
                    {detail.state === 'rejected' && detail.note ? (
                      <Text data-testid="receipt-note">
                        {t.noteLabel}
                        {detail.note}
                      </Text>
                    ) : null}
                  </Box>
                )}
              </Box>
            </Flex>
          </Grid>
        </>
      )}
    </Box>
  );
}

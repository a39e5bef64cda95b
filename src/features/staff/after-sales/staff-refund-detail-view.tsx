// One after-sales request (/admin/after-sales/:id): the request, the order lines asked for, the
// evidence images, the history, and the 处理 panel. Thin: machines/staff/staff-refund-detail.ts loads
// and acts; the page only shows what the staff member's permissions allow (the server checks again).
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { StaffRefundRow } from '../../../../domain/after-sales/refund-views.ts';
import { PAY_METHOD_TEXT } from '../../../../domain/orders/order-status.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { StaffMe } from '../../../../domain/staff/staff-payloads.ts';
import { refundDetailMachine, type RefundAction } from '../../../../machines/staff/staff-refund-detail.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { actOnRefund, fetchStaffRefund } from './api.ts';
import { EvidenceImage } from './evidence-image.tsx';
import { RefundActions } from './staff-refund-actions.tsx';
import { statusPalette } from './staff-refund-table.tsx';
import { afterSalesText as t } from './text.ts';

const logic = refundDetailMachine.provide({
  actors: {
    fetchRefund: fromPromise<StaffRefundRow, { id: number }>(({ input }) => fetchStaffRefund(input.id)),
    act: fromPromise<StaffRefundRow, RefundAction>(({ input }) => actOnRefund(input)),
  },
});

function Field({ label, children, volatile }: { label: string; children: React.ReactNode; volatile?: boolean }) {
  return (
    <Box>
      <chakra.dt fontSize="12px" color="gray.600">
        {label}
      </chakra.dt>
      <chakra.dd fontSize="14px" color="gray.900" mt="0.5" {...(volatile ? { 'data-volatile': true } : {})}>
        {children}
      </chakra.dd>
    </Box>
  );
}

const Card = ({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) => (
  <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" data-testid={testId}>
    <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
      {title}
    </chakra.h2>
    {children}
  </Box>
);

export function RefundDetail({ id, me }: { id: number; me: StaffMe }) {
  const powers = { review: me.permissions.includes('refund.review'), receive: me.permissions.includes('refund.receive') };
  const [state, send] = useMachine(logic, { input: { id, powers } });
  const { row, loadError } = state.context;
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link href="/after-sales">{t.back}</Link>
    </Button>
  );
  if (state.matches('failed')) {
    return (
      <Box>
        <PageHeading title={t.title}>{back}</PageHeading>
        <FailedBlock title={loadError || t.notFound} onRetry={() => send({ type: 'RETRY' })} />
      </Box>
    );
  }
  if (row === null) return <LoadingBlock label={staffText.loading} height="320px" />;
  const f = t.fields;
  return (
    <Box aria-busy={state.matches('sending')}>
      <PageHeading title={t.detailTitle(row.refundNo)}>{back}</PageHeading>
      <Grid templateColumns="1fr 420px" gap="4" alignItems="start">
        <Box minWidth="0">
          <Card title={t.request} testId="refund-request">
            <chakra.dl display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="3">
              <Field label={f.status}>
                <chakra.span data-testid="refund-status" color={`${statusPalette(row.status)}.700`} fontWeight="700">
                  {row.statusText}
                </chakra.span>
              </Field>
              <Field label={f.type}>{row.refundTypeText}</Field>
              <Field label={f.order} volatile>{row.orderNo}</Field>
              <Field label={f.member} volatile>{row.memberName}</Field>
              <Field label={f.reason}>{row.reason}</Field>
              <Field label={f.amount}>{formatPrice(row.amountFen)}</Field>
              <Field label={f.payMethod}>{row.payMethod ? PAY_METHOD_TEXT[row.payMethod] : t.none}</Field>
              <Field label={f.refundMethod}>{row.refundMethodText ?? t.none}</Field>
              <Field label={f.createdAt} volatile>{formatChinaDateTime(row.createdAt)}</Field>
              <Field label={f.returnShipping}>{row.trace.returnTrackingNo ? `${row.trace.returnCarrier ?? ''} ${row.trace.returnTrackingNo}` : t.none}</Field>
              {row.refuseReason ? <Field label={f.refuseReason}>{row.refuseReason}</Field> : null}
              {row.refundedAt ? <Field label={f.refundedAt} volatile>{formatChinaDateTime(row.refundedAt)}</Field> : null}
            </chakra.dl>
            <chakra.dl mt="3">
              <Field label={f.description}>{row.description || t.none}</Field>
            </chakra.dl>
          </Card>
          <Card title={t.lines} testId="refund-lines">
            <chakra.table width="100%" borderCollapse="collapse" aria-label={t.lines}>
              <thead>
                <tr>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.goods}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.model}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.price}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.num}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.amount}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.received}</CompactTh>
                  <CompactTh whiteSpace="nowrap">{t.lineCols.damaged}</CompactTh>
                </tr>
              </thead>
              <tbody>
                {row.lines.map((l) => (
                  <tr key={l.orderLineId}>
                    <CompactTd>{l.name}</CompactTd>
                    <CompactTd>{l.model}</CompactTd>
                    <CompactTd>{formatPrice(l.unitPriceFen)}</CompactTd>
                    <CompactTd>
                      {l.num}
                      {l.unit}
                    </CompactTd>
                    <CompactTd>{formatPrice(l.amountFen)}</CompactTd>
                    <CompactTd>{l.receivedNum ?? '—'}</CompactTd>
                    <CompactTd>{l.damagedNum ?? '—'}</CompactTd>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Card>
          <Card title={t.evidence} testId="refund-evidence-list">
            {row.images.length === 0 ? (
              <Text fontSize="13px" color="gray.600">
                {t.noEvidence}
              </Text>
            ) : (
              <Flex gap="3" wrap="wrap">
                {row.images.map((url, i) => (
                  <EvidenceImage key={url} url={url} n={i + 1} />
                ))}
              </Flex>
            )}
          </Card>
        </Box>
        <Box>
          <RefundActions row={row} context={state.context} open={state.matches('form') || state.matches('sending')} sending={state.matches('sending')} send={send} />
          <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mt="4" data-testid="refund-history">
            <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
              {t.history}
            </chakra.h2>
            <chakra.ol listStyleType="none" m="0" p="0">
              {[...row.trace.steps].reverse().map((s, i) => (
                <chakra.li key={`${s.createdAt}-${i}`} borderLeftWidth="2px" borderColor={i === 0 ? 'brand.500' : 'gray.200'} pl="3" pb="3">
                  <Text fontSize="13px" fontWeight="600">
                    {s.statusText}
                  </Text>
                  {s.note ? (
                    <Text fontSize="12px" color="gray.700" {...(/[A-Z0-9]{12,}/.test(s.note) ? { 'data-volatile': true } : {})}>
                      {s.note}
                    </Text>
                  ) : null}
                  <Text fontSize="12px" color="gray.600" data-volatile>
                    {formatChinaDateTime(s.createdAt)}
                  </Text>
                </chakra.li>
              ))}
            </chakra.ol>
          </Box>
        </Box>
      </Grid>
    </Box>
  );
}

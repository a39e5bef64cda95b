// /afterSaleDetail/{id} (售后详情): one request of the member: its status with a hint and the
// progress bar, the facts (numbers, type, reason, amount, freight, refund way and time), the lines
// with their amounts (and what came back), the return address with the form for carrier and
// tracking number while a return is agreed, the shipment sent, the description and evidence, and
// the trace (getTrace). 取消申请 while the server allows it, after a confirmation. Logic in
// machines/after-sales/refund-request.ts started from the request's id.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useParams } from 'wouter';
import { CARRIER_MAX } from '../../../../domain/after-sales/refund-rules.ts';
import type { RefundDetail } from '../../../../domain/after-sales/refund-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { Section } from '../../../ui/section.tsx';
import { headCell } from '../../../ui/table.tsx';
import { uiText } from '../../../ui/text.ts';
import { refundProgress, type RefundStepMark } from '../../../../machines/after-sales/refund-progress.ts';
import { refundRequestLogic } from '../actors.ts';
import { Fact, GoodsCell, RefundStatusBadge, RefundSteps } from '../components/refund-parts.tsx';
import { afterSalesText } from '../text.ts';

const t = afterSalesText.detail;
type Send = ReturnType<typeof useMachine<typeof refundRequestLogic>>[1];

const cell = { px: '3', py: '3', fontSize: '13px', color: 'gray.800', borderBottomWidth: '1px', borderColor: 'gray.100' } as const;
const fieldStyle = {
  height: '36px',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '14px',
  px: '3',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

/** The bar's steps in words: each step's name, the closing one is the request's status (已拒绝, 拒收, 已取消). */
function progress(d: RefundDetail): Array<{ label: string; mark: RefundStepMark }> {
  return refundProgress(d).map(({ key, mark }) => ({ label: key === 'closed' ? d.statusText : t.steps[key], mark }));
}

function Summary({ detail, children }: { detail: RefundDetail; children?: ReactNode }) {
  const hint = t.hints[detail.canShipBack ? 'agreedReturn' : String(detail.status)] ?? '';
  const steps = progress(detail);
  return (
    <Panel label={t.statusLabel}>
      <Flex align="center" gap="4" wrap="wrap">
        <RefundStatusBadge status={detail.status} text={detail.statusText} size="lg" />
        <Text fontSize="14px" color="gray.700" data-testid="refund-hint">
          {hint}
        </Text>
        <Flex ml="auto" gap="2">
          {children}
        </Flex>
      </Flex>
      {detail.refuseReason ? (
        <Text mt="3" fontSize="14px" color="red.700" data-testid="refuse-reason">
          {t.refuseReason}
          {uiText.punctuation.colon}
          {detail.refuseReason}
        </Text>
      ) : null}
      <Grid as="dl" templateColumns="repeat(4, 1fr)" gap="4" mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Fact label={t.refundNo}>
          <span data-volatile="" data-testid="refund-no">
            {detail.refundNo}
          </span>
        </Fact>
        <Fact label={t.orderNo}>
          <AppLink href={`/myOrderDetail/${detail.orderId}`} color="brand.700" textDecoration="underline" data-volatile="">
            {detail.orderNo}
          </AppLink>
        </Fact>
        <Fact label={t.appliedAt}>
          <span data-volatile="">{formatChinaDateTime(detail.createdAt)}</span>
        </Fact>
        <Fact label={t.type}>{detail.refundTypeText}</Fact>
        <Fact label={t.reason}>{detail.reason}</Fact>
        <Fact label={t.amount}>
          <Text as="span" fontWeight="700" color="brand.700" data-testid="refund-amount">
            {formatPrice(detail.amountFen)}
          </Text>
          {detail.freightFen > 0 ? (
            <Text as="span" fontSize="12px" color="gray.600">
              {' '}
              {t.freightNote(formatPrice(detail.freightFen))}
            </Text>
          ) : null}
        </Fact>
        {detail.refundMethodText ? <Fact label={t.refundMethod}>{detail.refundMethodText}</Fact> : null}
        {detail.refundedAt ? (
          <Fact label={t.refundedAt}>
            <span data-volatile="">{formatChinaDateTime(detail.refundedAt)}</span>
          </Fact>
        ) : null}
      </Grid>
      <Box mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100" data-testid="refund-steps">
        <RefundSteps label={t.steps.label} steps={steps} />
      </Box>
    </Panel>
  );
}

function Lines({ detail }: { detail: RefundDetail }) {
  const received = detail.lines.some((l) => l.receivedNum !== null);
  return (
    <Section id="refund-lines" title={t.linesLabel}>
      <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} data-testid="refund-lines">
        <thead>
          <tr>
            <chakra.th css={headCell}>{t.goods}</chakra.th>
            <chakra.th css={headCell} textAlign="right">{t.unitPrice}</chakra.th>
            <chakra.th css={headCell} textAlign="right">{t.qty}</chakra.th>
            {received ? <chakra.th css={headCell} textAlign="right">{t.received}</chakra.th> : null}
            <chakra.th css={headCell} textAlign="right">{t.lineAmount}</chakra.th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line) => (
            <tr key={line.orderLineId}>
              <chakra.td css={cell}>
                <GoodsCell imageUrl={line.imageUrl} brandName={line.brandName} model={line.model} name={line.name} />
              </chakra.td>
              <chakra.td css={cell} textAlign="right">{formatPrice(line.unitPriceFen)}</chakra.td>
              <chakra.td css={cell} textAlign="right">{line.num}</chakra.td>
              {received ? (
                <chakra.td css={cell} textAlign="right">
                  {line.receivedNum === null ? '—' : t.receivedValue(line.receivedNum, line.damagedNum ?? 0)}
                </chakra.td>
              ) : null}
              <chakra.td css={cell} textAlign="right">{formatPrice(line.amountFen)}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      {detail.description || detail.images.length > 0 ? (
        <Box mt="4">
          {detail.description ? (
            <Text fontSize="14px" color="gray.800">
              <Text as="span" color="gray.600">
                {t.description}
                {uiText.punctuation.colon}
              </Text>
              {detail.description}
            </Text>
          ) : null}
          {detail.images.length > 0 ? (
            <Flex as="ul" listStyleType="none" m="0" p="0" mt="3" gap="3" aria-label={t.images}>
              {detail.images.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <chakra.img src={url} alt={t.imageAlt(i + 1)} width="88px" height="88px" objectFit="cover" borderWidth="1px" borderColor="gray.200" borderRadius="md" />
                  </a>
                </li>
              ))}
            </Flex>
          ) : null}
        </Box>
      ) : null}
    </Section>
  );
}

function ReturnPanel({ detail, send, busy, error }: { detail: RefundDetail; send: Send; busy: boolean; error: string | null }) {
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const trace = detail.trace;
  if (!detail.returnAddress && !trace.returnTrackingNo) return null;
  return (
    <Section id="refund-return" title={t.returnLabel}>
      {detail.returnAddress ? (
        <Grid as="dl" templateColumns="2fr 1fr 1fr" gap="4" m="0" data-testid="return-address">
          <Fact label={t.returnAddress}>{detail.returnAddress.address}</Fact>
          <Fact label={t.consignee}>{detail.returnAddress.consignee}</Fact>
          <Fact label={t.mobile}>{detail.returnAddress.mobile}</Fact>
        </Grid>
      ) : null}
      {trace.returnTrackingNo ? (
        <Grid as="dl" templateColumns="2fr 1fr 1fr" gap="4" m="0" mt="4" pt="4" borderTopWidth="1px" borderColor="gray.100" data-testid="return-shipment">
          <Fact label={t.carrier}>{trace.returnCarrier ?? ''}</Fact>
          <Fact label={t.trackingNo}>
            <span data-testid="return-tracking-no">{trace.returnTrackingNo}</span>
          </Fact>
          <Fact label={t.shippedAt}>
            <span data-volatile="">{formatChinaDateTime(trace.returnShippedAt)}</span>
          </Fact>
        </Grid>
      ) : null}
      {detail.canShipBack ? (
        <chakra.form
          noValidate
          aria-label={t.shipBack}
          mt="4"
          pt="4"
          borderTopWidth="1px"
          borderColor="gray.100"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SHIP_BACK', carrier, trackingNo });
          }}
        >
          <Flex gap="4" align="flex-end" wrap="wrap">
            <Box>
              <chakra.label htmlFor="return-carrier" display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.carrier}
              </chakra.label>
              <chakra.input id="return-carrier" name="carrier" value={carrier} maxLength={CARRIER_MAX} placeholder={t.carrierPlaceholder} onChange={(e) => setCarrier(e.target.value)} width="220px" css={fieldStyle} aria-invalid={error ? true : undefined} aria-describedby={error ? 'ship-back-error' : undefined} />
            </Box>
            <Box>
              <chakra.label htmlFor="return-tracking" display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.trackingNo}
              </chakra.label>
              <chakra.input id="return-tracking" name="trackingNo" value={trackingNo} maxLength={40} placeholder={t.trackingPlaceholder} onChange={(e) => setTrackingNo(e.target.value)} width="260px" css={fieldStyle} aria-invalid={error ? true : undefined} aria-describedby={error ? 'ship-back-error' : undefined} />
            </Box>
            <Button type="submit" colorPalette="brand" loading={busy} loadingText={t.shippingBack}>
              {t.shipBack}
            </Button>
          </Flex>
          {error ? (
            <Text id="ship-back-error" role="alert" mt="2" fontSize="13px" color="red.700">
              {error}
            </Text>
          ) : null}
        </chakra.form>
      ) : null}
    </Section>
  );
}

function Trace({ detail }: { detail: RefundDetail }) {
  const steps = [...detail.trace.steps].reverse();
  return (
    <Section id="refund-trace" title={t.traceLabel}>
      {steps.length === 0 ? (
        <Text fontSize="13px" color="gray.600">
          {t.noTrace}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" data-testid="refund-trace">
          {steps.map((step, i) => (
            <Flex as="li" key={`${step.createdAt}-${i}`} gap="4" fontSize="13px">
              <Text width="150px" flexShrink={0} color="gray.600" data-volatile="">
                {formatChinaDateTime(step.createdAt)}
              </Text>
              <Text width="70px" flexShrink={0} fontWeight="600" color={i === 0 ? 'brand.700' : 'gray.800'}>
                {step.statusText}
              </Text>
              <Text color="gray.800">{step.note}</Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function Detail({ refundId }: { refundId: number }) {
  const [snap, send] = useMachine(refundRequestLogic, { input: { refundId } });
  const [asking, setAsking] = useState(false);
  const { detail, formError, serverError } = snap.context;
  const f = afterSalesText.form;

  if (snap.matches('missing')) {
    return (
      <Panel>
        <Stack align="center" py="12" gap="3" data-testid="refund-missing">
          <Text fontSize="18px" fontWeight="600" color="gray.800">
            {t.notFound}
          </Text>
          <Text color="gray.600">{t.notFoundBody}</Text>
          <AppLink href="/afterSale" color="brand.700" textDecoration="underline">
            {t.backToList}
          </AppLink>
        </Stack>
      </Panel>
    );
  }
  if (snap.matches('failed')) return <Panel><FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} /></Panel>;
  if (!detail) return <Panel><LoadingBlock label={t.loading} height="480px" /></Panel>;

  const cancelling = snap.matches('cancelling');
  const canCancel = detail.canCancel && (snap.matches('waiting') || snap.matches('agreed') || cancelling);
  const canRefresh = snap.can({ type: 'REFRESH' });
  const shipError = formError === 'trackingRequired' ? f.errors.trackingRequired : null;
  return (
    <Stack gap="4" aria-busy={snap.matches('loading')}>
      <Box>
        <AppLink href="/afterSale" fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }}>
          ‹ {t.backToList}
        </AppLink>
      </Box>
      <Summary detail={detail}>
        {canRefresh ? (
          <Button size="sm" variant="outline" onClick={() => send({ type: 'REFRESH' })}>
            {t.refresh}
          </Button>
        ) : null}
        {canCancel ? (
          <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setAsking(true)} disabled={cancelling}>
            {t.cancel}
          </Button>
        ) : null}
      </Summary>
      <FormAlert message={serverError} />
      <ReturnPanel detail={detail} send={send} busy={snap.matches('shippingBack')} error={shipError} />
      <Lines detail={detail} />
      <Trace detail={detail} />
      <ConfirmDialog
        open={asking}
        title={t.cancelTitle}
        body={t.cancelBody}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        busy={cancelling}
        onConfirm={() => {
          send({ type: 'CANCEL' });
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

function parseId(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

export default function AfterSaleDetailPage() {
  const { id } = useParams<{ id?: string }>();
  const refundId = parseId(id);
  return (
    <MemberLayout title={afterSalesText.pages.afterSaleDetail}>
      {refundId === null ? (
        <Panel>
          <Stack align="center" py="12" gap="3" data-testid="refund-missing">
            <Text fontSize="18px" fontWeight="600" color="gray.800">
              {t.notFound}
            </Text>
            <AppLink href="/afterSale" color="brand.700" textDecoration="underline">
              {t.backToList}
            </AppLink>
          </Stack>
        </Panel>
      ) : (
        <Detail key={refundId} refundId={refundId} />
      )}
    </MemberLayout>
  );
}

// /serviceOrderDetail/{id} (服务订单详情): one service order: the status bar, the quote to accept
// (price, planned date, note) and pay it (components/payment-panel.tsx: 在线支付 with the amount
// through the payment gateway, back here with ?paid=1 or ?paid=0, which the page announces;
// 对公转账 with the account and a receipt upload; 账期 for members with credit terms), the engineer, the booking's attachments, the certificates to download (the owner's cookie
// reads them), the booking (contact, address, dates, remark), the instruments, the timeline, and
// cancel (with a reason, before scheduling) or accept the delivered work. Logic in
// machines/services/service-order.ts.
import { useId, type ReactNode } from 'react';
import { Box, Button, chakra, Dialog, Flex, Grid, Heading, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useParams } from 'wouter';
import { formatChinaDate, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { REASON_MAX } from '../../../../domain/services/service-rules.ts';
import type { ServiceOrderView } from '../../../../domain/services/service-views.ts';
import { orderIdOf, payOutcomeOf, type ServiceOrderEvent } from '../../../../machines/services/service-order.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { serviceOrderLogic } from '../actors.ts';
import { PaymentPanel } from '../components/payment-panel.tsx';
import { ServiceSteps } from '../components/service-steps.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { servicesText } from '../text.ts';

const t = servicesText.order;

/** The step of the status bar: 待确认 0, 已报价 1 (paid or on credit: 1 done), 已排期 2, 服务中 3, 待验收 4, 已完成 5 (all done). */
function stepOf(order: ServiceOrderView): number {
  if (order.status === 5) return t.steps.length;
  if (order.status === 1) return order.paidAt || order.payment.creditAt ? 2 : 1;
  return order.status === 0 ? 1 : order.status + 1;
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Grid as="dl" templateColumns="96px 1fr" rowGap="2" columnGap="3" fontSize="14px" m="0">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Box as="dd" color="gray.800" m="0" wordBreak="break-all">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h2" id={id} fontSize="16px" fontWeight="600" color="gray.800" mb="3">
      {children}
    </Heading>
  );
}

function QuoteBlock({ order, snapshot, send }: { order: ServiceOrderView; snapshot: OrderSnapshot; send: (e: ServiceOrderEvent) => void }) {
  if (order.status === 6) return null;
  const { method, receipt, receiptError } = snapshot.context;
  const onCredit = order.payment.creditAt !== null;
  return (
    <Box as="section" aria-labelledby="service-quote" borderWidth="1px" borderColor={order.mayAcceptQuote ? 'brand.300' : 'gray.200'} borderRadius="md" p="5" data-testid="service-quote">
      <SectionTitle id="service-quote">{t.quote}</SectionTitle>
      {order.amountFen === null ? (
        <Text fontSize="14px" color="gray.700">
          {t.quoteWaiting}
          {order.estimateFen !== null ? ` ${t.estimate(formatPrice(order.estimateFen))}` : ''}
        </Text>
      ) : (
        <Stack gap="3">
          <Facts
            rows={[
              [t.amount, <Text as="span" fontSize="18px" fontWeight="600" color="red.700" data-testid="service-amount">{formatPrice(order.amountFen)}</Text>],
              [t.plannedDate, <span data-volatile="">{order.plannedDate ?? ''}</span>],
              ...(order.quoteNote ? ([[t.quoteNote, order.quoteNote]] as Array<[string, ReactNode]>) : []),
              ...(order.engineer ? ([[t.engineer, `${order.engineer} ${order.engineerMobile ?? ''}`]] as Array<[string, ReactNode]>) : []),
            ]}
          />
          {order.mayAcceptQuote ? (
            <Flex align="center" gap="4">
              <Button colorPalette="brand" px="8" loading={snapshot.matches('accepting')} loadingText={t.accepting} onClick={() => send({ type: 'ACCEPT' })}>
                {t.accept}
              </Button>
              <Text fontSize="13px" color="gray.600">
                {t.acceptHint}
              </Text>
            </Flex>
          ) : order.acceptedAt && order.paidAt === null && !onCredit && order.payment.methods.length > 0 ? (
            <Text fontSize="13px" color="green.800" data-testid="quote-accepted" data-volatile="">
              {t.accepted(formatChinaDateTime(order.acceptedAt))}
            </Text>
          ) : null}
          {onCredit && order.payment.payDueAt ? (
            <Text fontSize="13px" color="green.800" data-testid="service-on-credit" data-volatile="">
              {t.payment.creditDue(formatChinaDate(order.payment.payDueAt))}
            </Text>
          ) : null}
          <PaymentPanel
            order={order}
            method={method}
            receipt={receipt}
            receiptError={receiptError}
            paying={snapshot.matches('paying') || snapshot.matches('leavingToPay')}
            uploading={snapshot.matches('uploadingReceipt')}
            crediting={snapshot.matches('payingOnCredit')}
            send={send}
          />
          {order.paidAt && order.paidFen !== null ? (
            <Text fontSize="13px" color="green.800" data-testid="service-paid" data-volatile="">
              {t.paidAt(formatPrice(order.paidFen), formatChinaDateTime(order.paidAt))}
            </Text>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

function CancelDialog({ order, reason, problem, error, busy, send }: { order: ServiceOrderView; reason: string; problem: keyof typeof t.reasonProblem | null; error: string | null; busy: boolean; send: (e: ServiceOrderEvent) => void }) {
  const id = useId();
  const close = () => {
    if (!busy) send({ type: 'CANCEL_CLOSE' });
  };
  const describedBy = [problem ? `${id}-problem` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Dialog.Root open role="alertdialog" size="md" placement="center" closeOnInteractOutside={!busy} onOpenChange={(d) => (!d.open ? close() : undefined)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                send({ type: 'CANCEL_CONFIRM' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t.cancelTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description color="gray.700" data-volatile="">
                    {t.cancelBody(order.serviceNo)}
                  </Dialog.Description>
                  <chakra.label htmlFor={`${id}-reason`} fontSize="14px" fontWeight="600" color="gray.800">
                    {t.reasonLabel}
                  </chakra.label>
                  <chakra.textarea
                    id={`${id}-reason`}
                    name="reason"
                    rows={3}
                    value={reason}
                    maxLength={REASON_MAX + 20}
                    placeholder={t.reasonPlaceholder}
                    aria-required="true"
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={describedBy}
                    onChange={(e) => send({ type: 'REASON', reason: e.target.value })}
                    px="3"
                    py="2"
                    fontSize="14px"
                    borderWidth="1px"
                    borderColor={problem ? 'red.600' : 'gray.400'}
                    borderRadius="md"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
                  />
                  {problem ? (
                    <Text id={`${id}-problem`} fontSize="13px" color="red.700" data-testid="cancel-problem">
                      {t.reasonProblem[problem]}
                    </Text>
                  ) : null}
                  {error ? (
                    <Text id={`${id}-error`} role="alert" fontSize="13px" color="red.700">
                      {error}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy}>
                  {t.keep}
                </Button>
                <Button type="submit" colorPalette="red" loading={busy}>
                  {t.confirmCancel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type OrderSnapshot = ReturnType<typeof useMachine<typeof serviceOrderLogic>>[0];

function OrderBody({ order, snapshot, send }: { order: ServiceOrderView; snapshot: OrderSnapshot; send: (e: ServiceOrderEvent) => void }) {
  const { actionError, done } = snapshot.context;
  const outcome = payOutcomeOf(snapshot.context.returned, order);
  return (
    <Stack gap="4">
      <Panel label={t.statusLabel}>
        <Flex align="center" gap="3" mb="4">
          <Text fontSize="15px" fontWeight="600" color="gray.800" data-volatile="">
            {t.serviceNo} {order.serviceNo}
          </Text>
          <StatusBadge status={order.status} text={order.statusText} />
          <Flex ms="auto" gap="3">
            {order.mayCancel ? (
              <Button variant="outline" size="sm" onClick={() => send({ type: 'CANCEL' })}>
                {t.cancel}
              </Button>
            ) : null}
          </Flex>
        </Flex>
        {order.status === 6 ? (
          <Text fontSize="14px" color="gray.700" data-testid="service-cancelled">
            {t.cancelledBy(order.cancelledBy, order.cancelReason)}
          </Text>
        ) : (
          <Box py="2" data-testid="service-steps">
            <ServiceSteps label={t.statusLabel} steps={t.steps} current={stepOf(order)} />
          </Box>
        )}
        {done ? (
          <Text role="status" mt="4" fontSize="14px" color="green.800" data-testid="service-step-done">
            {t.done[done]}
          </Text>
        ) : outcome ? (
          <Text role="status" mt="4" fontSize="14px" color={outcome === 'paid' ? 'green.800' : 'orange.800'} data-testid="service-pay-outcome">
            {t.payOutcome[outcome]}
          </Text>
        ) : null}
        {actionError && !snapshot.matches('askingCancel') ? (
          <Text role="alert" mt="4" fontSize="14px" color="red.700" data-testid="service-step-error">
            {actionError}
          </Text>
        ) : null}
      </Panel>

      <Panel>
        <Stack gap="5">
          <QuoteBlock order={order} snapshot={snapshot} send={send} />

          <Box as="section" aria-labelledby="service-certificates">
            <SectionTitle id="service-certificates">{t.certificates}</SectionTitle>
            {order.certificates.length === 0 ? (
              <Text fontSize="14px" color="gray.600">
                {t.certificatesNone}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="service-certificates">
                {order.certificates.map((c) => (
                  <li key={c.id}>
                    <Link href={c.url} color="brand.700" textDecoration="underline" fontSize="14px">
                      {t.download(c.fileName)}
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
            {order.mayConfirmComplete ? (
              <Flex mt="3" align="center" gap="4">
                <Button colorPalette="brand" loading={snapshot.matches('completing')} onClick={() => send({ type: 'COMPLETE' })}>
                  {t.complete}
                </Button>
                <Text fontSize="13px" color="gray.600">
                  {t.completeHint}
                </Text>
              </Flex>
            ) : null}
          </Box>

          <Box as="section" aria-labelledby="service-info">
            <SectionTitle id="service-info">{t.info}</SectionTitle>
            <Facts
              rows={[
                [t.item, order.itemName],
                [t.contact, `${order.contact} ${order.mobile}`],
                [t.address, order.address ?? ''],
                [t.preferred, <span data-volatile="">{servicesText.joinList(order.preferredDates)}</span>],
                [t.createdAt, <span data-volatile="">{formatChinaDateTime(order.createdAt)}</span>],
                ...(order.remark ? ([[t.remark, order.remark]] as Array<[string, ReactNode]>) : []),
              ]}
            />
          </Box>

          {order.attachments.length > 0 ? (
            <Box as="section" aria-labelledby="service-attachments">
              <SectionTitle id="service-attachments">{t.attachments}</SectionTitle>
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="service-attachments">
                {order.attachments.map((a) => (
                  <li key={a.id}>
                    <Link href={a.url} color="brand.700" textDecoration="underline" fontSize="14px">
                      {t.attachmentDownload(a.fileName)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ) : null}

          <Box as="section" aria-labelledby="service-instruments">
            <SectionTitle id="service-instruments">{t.instruments}</SectionTitle>
            <chakra.table width="100%" borderCollapse="collapse" data-testid="service-instruments">
              <thead>
                <tr>
                  <CompactTh>{t.lineNo}</CompactTh>
                  {(['maker', 'model', 'serialNo', 'assetTag', 'range', 'qty'] as const).map((f) => (
                    <CompactTh key={f}>{servicesText.form.rowLabel[f]}</CompactTh>
                  ))}
                </tr>
              </thead>
              <tbody>
                {order.instruments.map((row) => (
                  <tr key={row.lineNo}>
                    <CompactTd>{row.lineNo}</CompactTd>
                    <CompactTd>{row.maker}</CompactTd>
                    <CompactTd>{row.model}</CompactTd>
                    <CompactTd>{row.serialNo ?? ''}</CompactTd>
                    <CompactTd>{row.assetTag ?? ''}</CompactTd>
                    <CompactTd>{row.range ?? ''}</CompactTd>
                    <CompactTd>{row.qty}</CompactTd>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>

          <Box as="section" aria-labelledby="service-timeline">
            <SectionTitle id="service-timeline">{t.timeline}</SectionTitle>
            <Stack as="ol" m="0" pl="5" gap="2" fontSize="14px" color="gray.800" data-testid="service-timeline">
              {order.timeline.map((e, i) => (
                <li key={i}>
                  <Text as="span" color="gray.600" me="3" data-volatile="">
                    {formatChinaDateTime(e.at)}
                  </Text>
                  <Text as="span" fontWeight="600">
                    {e.text}
                  </Text>
                  {e.note ? (
                    <Text as="span" color="gray.700" data-volatile="">
                      {t.note(e.note)}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Panel>
      {snapshot.matches('askingCancel') || snapshot.matches('cancelling') ? (
        <CancelDialog
          order={order}
          reason={snapshot.context.reason}
          problem={snapshot.context.reasonProblem}
          error={snapshot.matches('askingCancel') ? actionError : null}
          busy={snapshot.matches('cancelling')}
          send={send}
        />
      ) : null}
    </Stack>
  );
}

export default function ServiceOrderDetailPage() {
  const { id } = useParams<{ id?: string }>();
  return <ServiceOrderDetail key={id ?? ''} id={orderIdOf(id)} />;
}

/** ?paid=1 or ?paid=0 when the payment gateway sent the member back, else null. */
function returnedFromGateway(): boolean | null {
  const paid = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('paid');
  return paid === '1' ? true : paid === '0' ? false : null;
}

function ServiceOrderDetail({ id }: { id: number | null }) {
  const [snapshot, send] = useMachine(serviceOrderLogic, { input: { id, returned: returnedFromGateway() } });
  const { order } = snapshot.context;
  let body: ReactNode;
  if (snapshot.matches('missing')) body = <MissingBlock title={t.missingTitle} body={t.missingBody} action={<ButtonLink href="/serviceOrder">{t.backToList}</ButtonLink>} />;
  else if (snapshot.matches('failed')) body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (!order) body = <LoadingBlock label={t.loading} />;
  else body = <OrderBody order={order} snapshot={snapshot} send={send} />;
  return (
    <MemberLayout title={servicesText.pages.serviceOrderDetail} active="/serviceOrder">
      {body}
    </MemberLayout>
  );
}

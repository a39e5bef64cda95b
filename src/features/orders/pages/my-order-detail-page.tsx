// /myOrderDetail/{id}: one order of the member (machines/orders/order-detail.ts): its progress, the
// time left to pay, delivery and invoice, lines and amounts, bank transfer (receiving account and
// receipt upload) or credit terms (what is still owed and repayment receipts), payment records,
// refunds (each with its after-sales request), shipping and the timeline; 去支付, 确认收货, 取消订单 and
// 再次购买 (machines/orders/order-actions.ts). A company order shows its 采购单号, 成本中心 and approval
// (issue 38); a 待审批 one links to its approval and offers no payment. Coming back
// from the payment gateway (?paid=1 or ?paid=0) it says whether the payment has arrived.
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useParams, useSearch } from 'wouter';
import type { OrderDetail, RestPayInfo } from '../../../../domain/orders/orders.ts';
import { ORDER_STATUS, PAY_METHOD } from '../../../../domain/orders/order-status.ts';
import { loadOrderView, orderDetailMachine, parseOrderId, parsePayReturn } from '../../../../machines/orders/order-detail.ts';
import type { OrderView, PayNotice, PayReturn } from '../../../../machines/orders/order-detail.ts';
import { fetchOrder, fetchRestPayInfo } from '../api.ts';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { CancelOrderDialog } from '../components/cancel-order-dialog.tsx';
import { ConfirmReceiptDialog } from '../components/confirm-receipt-dialog.tsx';
import { CreditPanel, TransferPanel } from '../../payments/public.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { OrderActionButtons } from '../components/order-action-buttons.tsx';
import { DeliveryAndInvoice, LinesTable, OrderProgress, OrderTimeline, PaymentRecords, RefundRecords, ShippingInfo } from '../components/order-detail-parts.tsx';
import { PayCountdown } from '../components/pay-countdown.tsx';
import { ApprovalBadge, StatusBadge } from '../components/status-badge.tsx';
import { useOrderActions } from '../use-order-actions.ts';
import { orders } from '../text.ts';
import { approvalsHref } from '../../../../machines/approvals/approval-list.ts';

const t = orders.detail;

const detailLogic = orderDetailMachine.provide({
  actors: {
    load: fromPromise<OrderView, { orderId: number }>(({ input }) =>
      loadOrderView(input.orderId, { fetchOrder: (id) => fetchOrder(id, { silent: true }), fetchRestPayInfo }),
    ),
  },
});

const NOTICE_STYLE: Record<PayNotice, { bg: string; border: string; color: string }> = {
  paid: { bg: 'green.50', border: 'green.200', color: 'green.900' },
  processing: { bg: 'blue.50', border: 'blue.200', color: 'blue.900' },
  gaveUp: { bg: 'orange.50', border: 'orange.200', color: 'orange.900' },
  notPaid: { bg: 'orange.50', border: 'orange.200', color: 'orange.900' },
};

const NOTICE_TEXT: Record<PayNotice, { title: string; body: string }> = {
  paid: { title: t.paidNotice, body: t.paidNoticeBody },
  processing: { title: t.processingNotice, body: t.processingBody },
  gaveUp: { title: t.processingNotice, body: t.processingGaveUp },
  notPaid: { title: t.notPaidNotice, body: t.notPaidBody },
};

function PayNoticeBox({ notice, onRefresh }: { notice: PayNotice; onRefresh: () => void }) {
  const style = NOTICE_STYLE[notice];
  return (
    <Flex role="status" align="center" gap="4" bg={style.bg} borderWidth="1px" borderColor={style.border} borderRadius="md" px="5" py="3" color={style.color} data-testid="pay-notice">
      <Box flex="1">
        <Text fontSize="16px" fontWeight="600">
          {NOTICE_TEXT[notice].title}
        </Text>
        <Text fontSize="13px" mt="0.5">
          {NOTICE_TEXT[notice].body}
        </Text>
      </Box>
      {notice === 'gaveUp' ? (
        <Button size="sm" variant="outline" onClick={onRefresh}>
          {t.refresh}
        </Button>
      ) : null}
    </Flex>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Box as="dd" mt="1" fontSize="14px" color="gray.800">
        {children}
      </Box>
    </Box>
  );
}

/** Issue 38: a company order's 采购单号, 成本中心 and approval, as a second row of facts (none on an order without them). */
function PurchaseFacts({ order }: { order: OrderDetail }) {
  if (!order.poNumber && !order.costCentre && !order.approvalStatusText) return null;
  return (
    <Grid as="dl" templateColumns="repeat(4, 1fr)" gap="4" mt="4" data-testid="order-purchase">
      <Fact label={t.poNumber}>
        <span data-testid="order-po">{order.poNumber ?? '—'}</span>
      </Fact>
      <Fact label={t.costCentre}>
        <span data-testid="order-cost-centre">{order.costCentre ?? '—'}</span>
      </Fact>
      {order.approvalStatusText ? <Fact label={t.approvalStatus}>{order.approvalStatusText}</Fact> : null}
    </Grid>
  );
}

function Summary({ order, actions }: { order: OrderDetail; actions: ReturnType<typeof useOrderActions> }) {
  const awaitingPayment = order.status === ORDER_STATUS.awaitingPayment;
  const awaitingApproval = order.status === ORDER_STATUS.awaitingApproval;
  return (
    <Panel label={t.summaryLabel}>
      <Flex align="center" gap="4" wrap="wrap">
        <StatusBadge status={order.status} text={order.statusText} size="lg" />
        {order.approvalStatus && order.approvalStatusText ? <ApprovalBadge status={order.approvalStatus} text={orders.card.approval(order.approvalStatusText)} size="lg" /> : null}
        {awaitingPayment && order.payDeadline ? <PayCountdown deadline={order.payDeadline} /> : null}
        {awaitingApproval ? (
          <AppLink href={approvalsHref(order.canCancel ? 'requested' : 'waiting', order.id)} fontSize="14px" color="brand.700" textDecoration="underline" data-testid="order-approval-link">
            {t.approvalProgress}
          </AppLink>
        ) : null}
        <Box ml="auto">
          <OrderActionButtons order={order} actor={actions} />
        </Box>
      </Flex>
      {awaitingPayment && order.payDeadline ? (
        <Text mt="2" fontSize="13px" color="gray.600" data-volatile>
          {t.payDeadline(formatChinaDateTime(order.payDeadline))}
        </Text>
      ) : null}
      {awaitingApproval ? (
        <Text mt="2" fontSize="13px" color="gray.700" data-testid="order-approval-note">
          {t.awaitingApproval}
        </Text>
      ) : null}
      <Grid as="dl" templateColumns="repeat(4, 1fr)" gap="4" mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100">
        <Fact label={t.orderNo}>
          <span data-volatile data-testid="order-no">
            {order.orderNo}
          </span>
        </Fact>
        <Fact label={t.createdAt}>
          <span data-volatile>{formatChinaDateTime(order.createdAt)}</span>
        </Fact>
        <Fact label={t.payMethod}>{order.payMethodText ?? orders.card.noPayMethod}</Fact>
        {order.status === ORDER_STATUS.cancelled ? (
          <Fact label={t.cancelReason}>{order.cancelReason ?? ''}</Fact>
        ) : (
          <Fact label={t.remark}>{order.remark || '—'}</Fact>
        )}
      </Grid>
      <PurchaseFacts order={order} />
      <Box mt="5" pt="4" borderTopWidth="1px" borderColor="gray.100">
        <OrderProgress order={order} />
      </Box>
    </Panel>
  );
}

function Detail({ orderId, returned }: { orderId: number | null; returned: PayReturn }) {
  const [state, send] = useMachine(detailLogic, { input: { orderId, returned } });
  const onChanged = useCallback((order: OrderDetail) => send({ type: 'ORDER', order }), [send]);
  const actions = useOrderActions(onChanged);
  const view = state.context.view;
  const ready = state.matches('ready');

  // 上传回单 in the list links to #receipt: bring the form into view once it is there.
  useEffect(() => {
    if (ready && window.location.hash === '#receipt') document.getElementById('receipt')?.scrollIntoView({ block: 'center' });
  }, [ready]);

  if (state.matches('missing')) {
    return (
      <Panel>
        <Stack align="center" py="12" gap="3" data-testid="order-missing">
          <Text fontSize="18px" fontWeight="600" color="gray.800">
            {orderId === null ? t.missingId : t.notFound}
          </Text>
          {orderId !== null ? <Text color="gray.600">{t.notFoundBody}</Text> : null}
          <AppLink href="/myOrder" color="brand.700" textDecoration="underline">
            {t.backToList}
          </AppLink>
        </Stack>
      </Panel>
    );
  }
  if (state.matches('failed')) {
    return (
      <Panel>
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      </Panel>
    );
  }
  if (!view || !ready) {
    return (
      <Panel>
        <LoadingBlock label={t.loading} height="480px" />
      </Panel>
    );
  }
  const { order, restPay } = view;
  // Nothing is paid before the approval (issue 38): no transfer or repayment panel while 待审批.
  const awaitingApproval = order.status === ORDER_STATUS.awaitingApproval;
  const transfer = order.payMethod === PAY_METHOD.bankTransfer && order.status !== ORDER_STATUS.cancelled && !awaitingApproval && order.paidFen < order.totalFen;
  return (
    <Stack gap="4" aria-busy={state.matches({ ready: 'refreshing' }) || state.matches({ ready: 'polling' })}>
      <Box>
        <AppLink href="/myOrder" fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }}>
          ‹ {t.backToList}
        </AppLink>
      </Box>
      {state.context.notice ? <PayNoticeBox notice={state.context.notice} onRefresh={() => send({ type: 'RELOAD' })} /> : null}
      <Summary order={order} actions={actions} />
      {transfer ? <TransferPanel order={order} onUploaded={(result) => send({ type: 'ORDER', order: result as OrderDetail })} /> : null}
      {restPay && !awaitingApproval ? (
        <CreditPanel
          info={restPay}
          cancelled={order.status === ORDER_STATUS.cancelled}
          onUploaded={(result) => send({ type: 'REST_PAY', restPay: result as RestPayInfo })}
        />
      ) : null}
      <DeliveryAndInvoice order={order} />
      <LinesTable order={order} />
      <ShippingInfo order={order} />
      <PaymentRecords payments={order.payments} />
      <RefundRecords order={order} />
      <OrderTimeline order={order} />
      <CancelOrderDialog actor={actions} />
      <ConfirmReceiptDialog actor={actions} />
    </Stack>
  );
}

export default function MyOrderDetailPage() {
  const { id } = useParams<{ id?: string }>();
  const search = useSearch();
  const orderId = parseOrderId(id);
  const returned = parsePayReturn(search);
  return (
    <MemberLayout title={t.title} active="/myOrder">
      <Detail key={`${orderId ?? 'none'}|${returned}`} orderId={orderId} returned={returned} />
    </MemberLayout>
  );
}

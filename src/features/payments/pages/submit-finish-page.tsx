// /submitFinish?orderId= (and &paid=1 or &paid=0, added by the payment page on the way back): the
// order just placed.
// - 在线支付 and 待付款: 立即支付 starts the payment (POST /common/api/pay, returnPath back here)
//   and leaves for the gateway's page (the local sandbox), which comes back here;
// - paid (待发货 or later): 支付成功 with links to the order;
// - 对公转账: the shop's receiving account with 复制, and 上传付款回单 on the order page;
// - 账期支付: the due date;
// - 待审批 (issue 38): waiting for the company's approval, nothing to pay yet, a link to its progress.
// A company order's 采购单号 and 成本中心 are among the facts when it has them.
// The rules are in machines/payments/submit-finish.ts (submitFinishMachine); the order is read with fetchOrder.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import type { OrderDetail } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { ORDER_STATUS, PAY_METHOD, PAY_METHOD_TEXT } from '../../../../domain/orders/order-status.ts';
import { TRANSFER_PAY_HOURS } from '../../../../domain/orders/order-rules.ts';
import { submitFinishMachine } from '../../../../machines/payments/submit-finish.ts';
import { startPayment } from '../api.ts';
import { fetchOrder } from '../../orders/public.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { LoadingBlock } from '../../../ui/page-states.tsx';
import { setFinishStep } from '../../checkout/public.ts';
import type { ProgressStep } from '../../checkout/public.ts';
import { BankAccountList } from '../components/transfer-panel.tsx';
import { formatChinaDateTime, formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { paymentsText } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';
import { approvalsHref } from '../../../../machines/approvals/approval-list.ts';

const t = paymentsText.finish;

const machine = submitFinishMachine.provide({
  actors: {
    load: fromPromise<unknown, { orderId: number }>(({ input }) => fetchOrder(input.orderId)),
    startPay: fromPromise<{ payUrl: string }, { orderId: number; returnPath: string }>(({ input }) =>
      startPayment({ orderId: input.orderId, channel: 'sandbox', returnPath: input.returnPath }),
    ),
  },
  actions: {
    goToPay: (_, params) => window.location.assign(params.payUrl),
  },
});

/** Paid, or nothing to pay now (credit terms ship first): the progress is at 完成. */
function isSettled(order: OrderDetail): boolean {
  if (order.status === ORDER_STATUS.cancelled || order.status === ORDER_STATUS.awaitingApproval) return false;
  return order.payMethod === PAY_METHOD.credit || order.status >= ORDER_STATUS.awaitingShipment;
}

function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={label} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="8" py="6">
      {children}
    </Box>
  );
}

function Facts({ order }: { order: OrderDetail }) {
  return (
    <Grid as="dl" templateColumns="repeat(4, auto)" justifyContent="start" columnGap="3" rowGap="2" fontSize="14px" data-testid="order-facts">
      <Text as="dt" color="gray.700">
        {t.orderNo}
      </Text>
      <Text as="dd" fontWeight="600" mr="8" data-volatile data-testid="order-no">
        {order.orderNo}
      </Text>
      <Text as="dt" color="gray.700">
        {t.amount}
      </Text>
      <Text as="dd" fontWeight="700" color="brand.700" data-testid="order-amount">
        {formatPrice(order.totalFen)}
      </Text>
      <Text as="dt" color="gray.700">
        {t.payMethod}
      </Text>
      <Text as="dd" mr="8">
        {order.payMethod ? PAY_METHOD_TEXT[order.payMethod] : ''}
      </Text>
      <Text as="dt" color="gray.700">
        {t.status}
      </Text>
      <Text as="dd" data-testid="order-status">
        {order.statusText}
      </Text>
      {order.poNumber ? (
        <>
          <Text as="dt" color="gray.700">
            {t.poNumber}
          </Text>
          <Text as="dd" mr="8" data-testid="order-po">
            {order.poNumber}
          </Text>
        </>
      ) : null}
      {order.costCentre ? (
        <>
          <Text as="dt" color="gray.700">
            {t.costCentre}
          </Text>
          <Text as="dd" data-testid="order-cost-centre">
            {order.costCentre}
          </Text>
        </>
      ) : null}
    </Grid>
  );
}

function Outcome({ order, paidReturn, paying, onPay, onRefresh }: { order: OrderDetail; paidReturn: '1' | '0' | null; paying: boolean; onPay: () => void; onRefresh: () => void }) {
  const links = (
    <Flex gap="4" mt="6">
      <ButtonLink href={`/myOrderDetail/${order.id}`}>{t.viewOrder}</ButtonLink>
      <ButtonLink href="/myOrder" variant="outline">
        {t.myOrders}
      </ButtonLink>
      <ButtonLink href="/productList" variant="ghost">
        {t.continueShopping}
      </ButtonLink>
    </Flex>
  );
  if (order.status === ORDER_STATUS.cancelled) {
    return (
      <>
        <Heading as="h1" id="page-title" fontSize="24px" color="gray.800">
          {t.cancelledTitle}
        </Heading>
        {links}
      </>
    );
  }
  if (order.status === ORDER_STATUS.awaitingApproval) {
    return (
      <>
        <Heading as="h1" id="page-title" fontSize="24px" color="gray.800" data-testid="approval-title">
          {t.approvalTitle}
        </Heading>
        <Text mt="2" color="gray.700">
          {t.approvalBody}
        </Text>
        <Flex gap="4" mt="6">
          <ButtonLink href={approvalsHref('requested', order.id)}>{t.approvalProgress}</ButtonLink>
          <ButtonLink href={`/myOrderDetail/${order.id}`} variant="outline">
            {t.viewOrder}
          </ButtonLink>
          <ButtonLink href="/myOrder" variant="ghost">
            {t.myOrders}
          </ButtonLink>
        </Flex>
      </>
    );
  }
  if (order.payMethod === PAY_METHOD.online && order.status >= ORDER_STATUS.awaitingShipment) {
    return (
      <>
        <Heading as="h1" id="page-title" fontSize="24px" color="green.700" data-testid="paid-title">
          <span aria-hidden="true">✓ </span>
          {t.paidTitle}
        </Heading>
        <Text mt="2" color="gray.700">
          {t.paidBody}
        </Text>
        {links}
      </>
    );
  }
  if (order.payMethod === PAY_METHOD.online) {
    const waiting = paidReturn === '1' && order.status === ORDER_STATUS.awaitingPayment;
    return (
      <>
        <Heading as="h1" id="page-title" fontSize="24px" color="gray.800">
          {waiting ? t.waitingTitle : t.title}
        </Heading>
        {paidReturn === '0' && (
          <Text mt="2" color="orange.800" role="status" data-testid="pay-not-done">
            {t.notPaid}
          </Text>
        )}
        {waiting ? (
          <Text mt="2" color="gray.700" role="status">
            {t.waitingBody}
          </Text>
        ) : (
          order.payDeadline && (
            <Text mt="2" color="gray.700">
              {t.payDeadline(formatChinaDateTime(order.payDeadline))}
            </Text>
          )
        )}
        <Flex gap="4" mt="6">
          {order.canPay && (
            <Button colorPalette="brand" height="48px" px="12" fontSize="17px" disabled={paying} onClick={onPay} data-testid="pay-now">
              {paying ? t.paying : t.payNow}
            </Button>
          )}
          {waiting && (
            <Button variant="outline" height="48px" onClick={onRefresh}>
              {t.refresh}
            </Button>
          )}
          <ButtonLink href={`/myOrderDetail/${order.id}`} variant="outline" height="48px">
            {t.viewOrder}
          </ButtonLink>
        </Flex>
      </>
    );
  }
  if (order.payMethod === PAY_METHOD.bankTransfer) {
    return (
      <>
        <Heading as="h1" id="page-title" fontSize="24px" color="gray.800">
          {t.title}
        </Heading>
        <Text mt="2" color="gray.700">
          {t.transferBody(TRANSFER_PAY_HOURS)}
        </Text>
        {order.bankAccount && (
          <Box mt="5" bg="gray.50" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="4" maxWidth="640px">
            <Text fontWeight="600" mb="3">
              {t.transferTitle}
            </Text>
            <BankAccountList account={order.bankAccount} amountFen={order.totalFen - order.paidFen} orderNo={order.orderNo} />
          </Box>
        )}
        <Flex gap="4" mt="6">
          {order.canUploadReceipt && <ButtonLink href={`/myOrderDetail/${order.id}`}>{t.uploadReceipt}</ButtonLink>}
          <ButtonLink href="/myOrder" variant="outline">
            {t.myOrders}
          </ButtonLink>
        </Flex>
      </>
    );
  }
  return (
    <>
      <Heading as="h1" id="page-title" fontSize="24px" color="gray.800">
        {t.creditTitle}
      </Heading>
      <Text mt="2" color="gray.700">
        {t.creditBody}
      </Text>
      {order.payDueAt && (
        <Text mt="3" fontSize="15px">
          {t.dueDate}{uiText.punctuation.colon}
          <Text as="span" fontWeight="700" data-volatile data-testid="due-date">
            {formatChinaDate(order.payDueAt)}
          </Text>
        </Text>
      )}
      {links}
    </>
  );
}

function Finish({ orderId, paidReturn }: { orderId: string | null; paidReturn: '1' | '0' | null }) {
  const [snapshot, send] = useMachine(machine, { input: { orderId } });
  const order = snapshot.context.order as OrderDetail | null;
  const step: ProgressStep | null = order ? (isSettled(order) ? 4 : 3) : null;
  useEffect(() => {
    setFinishStep(step);
  }, [step]);
  useEffect(() => () => setFinishStep(null), []);

  if (snapshot.matches('missing')) {
    return (
      <Panel label={t.missingTitle}>
        <Stack align="center" py="10">
          <Heading as="h1" id="page-title" fontSize="22px" color="gray.800">
            {t.missingTitle}
          </Heading>
          <Text color="gray.700">{t.missingBody}</Text>
          <Flex gap="4" mt="4">
            <ButtonLink href="/myOrder">{t.myOrders}</ButtonLink>
            <ButtonLink href="/confirmedOrder" variant="outline">
              {t.toDrafts}
            </ButtonLink>
          </Flex>
        </Stack>
      </Panel>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Panel label={t.failed}>
        <Stack align="center" py="10">
          <Heading as="h1" id="page-title" fontSize="22px" color="gray.800">
            {t.failed}
          </Heading>
          <Button colorPalette="brand" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t.retry}
          </Button>
        </Stack>
      </Panel>
    );
  }
  if (!order || snapshot.matches('loading')) return <LoadingBlock label={t.loading} />;
  return (
    <Panel label={t.title}>
      <Box mb="6" pb="5" borderBottomWidth="1px" borderColor="gray.100">
        <Facts order={order} />
      </Box>
      <Outcome
        order={order}
        paidReturn={paidReturn}
        paying={snapshot.matches('paying') || snapshot.matches('leaving')}
        onPay={() => send({ type: 'PAY' })}
        onRefresh={() => send({ type: 'REFRESH' })}
      />
    </Panel>
  );
}

export default function SubmitFinishPage() {
  const params = new URLSearchParams(useSearch());
  const orderId = params.get('orderId');
  const paid = params.get('paid');
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Finish key={orderId ?? ''} orderId={orderId} paidReturn={paid === '1' || paid === '0' ? paid : null} />
    </Box>
  );
}

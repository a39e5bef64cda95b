// The blocks of /myOrderDetail/{id}: progress bar, delivery and invoice (with the invoice remarks of
// a company order's 采购单号 and 成本中心, issue 38), lines, amounts (with
// refunded and net paid), shipping, payment records, refunds and the order's timeline (who did
// each step, as the server names them).
import type { ReactNode } from 'react';
import { Box, chakra, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { OrderDetail, PaymentView } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { ORDER_STATUS_TEXT } from '../../../../domain/orders/order-status.ts';
import { orderSteps } from '../../../../machines/orders/order-detail.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { StepIndicator } from '../../../ui/step-indicator.tsx';
import { orders } from '../text.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { LineImage } from './line-image.tsx';
import { headCell } from '../../../ui/table.tsx';
import { uiText } from '../../../ui/text.ts';

const t = orders.detail;

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800" mb="4">
      {children}
    </Text>
  );
}

export function OrderProgress({ order }: { order: OrderDetail }) {
  const { steps, current } = orderSteps(order);
  return (
    <Box py="2" data-testid="order-steps">
      <StepIndicator label={t.stepsLabel} steps={steps.map((s) => ORDER_STATUS_TEXT[s])} current={current} />
    </Box>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Grid as="dl" templateColumns="84px 1fr" rowGap="2" columnGap="3" fontSize="14px">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Box as="dd" color="gray.800" wordBreak="break-all">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

export function DeliveryAndInvoice({ order }: { order: OrderDetail }) {
  const { address, invoice } = order;
  const invoiceRows: Array<[string, ReactNode]> = invoice
    ? [
        [t.invoiceType, invoice.invoiceTypeText],
        [t.invoiceHead, invoice.title],
        ...(invoice.taxNo ? [[t.taxNo, invoice.taxNo] as [string, ReactNode]] : []),
        ...(invoice.regAddress ? [[t.regAddress, invoice.regAddress] as [string, ReactNode]] : []),
        ...(invoice.regPhone ? [[t.regPhone, invoice.regPhone] as [string, ReactNode]] : []),
        ...(invoice.bankName ? [[t.bankName, invoice.bankName] as [string, ReactNode]] : []),
        ...(invoice.bankAccount ? [[t.bankAccount, invoice.bankAccount] as [string, ReactNode]] : []),
      ]
    : [[t.invoiceType, t.noInvoice]];
  // Issue 38: a company order's 采购单号 / 成本中心 go in the invoice's remarks (the server's invoiceRemarks, with the buyer codes after them).
  if (invoice && (order.poNumber || order.costCentre)) invoiceRows.push([t.invoiceRemark, <span data-testid="order-invoice-remark">{order.invoiceRemarks.join(t.remarkSeparator)}</span>]);
  return (
    <Grid templateColumns="1fr 1fr" gap="4">
      <Panel label={t.addressTitle}>
        <SectionTitle>{t.addressTitle}</SectionTitle>
        <Facts
          rows={[
            [t.consignee, address.consignee],
            [t.mobile, address.mobile],
            [t.address, `${address.regionText} ${address.detail}`],
          ]}
        />
      </Panel>
      <Panel label={t.invoiceTitle}>
        <SectionTitle>{t.invoiceTitle}</SectionTitle>
        <Facts rows={invoiceRows} />
      </Panel>
    </Grid>
  );
}

/** What an order line gains from a batch enquiry (issue 33): optional until every server answers it. */
type EnquiryOrderLine = OrderDetail['lines'][number] & { buyerCode?: string | null; buyerRemark?: string | null };

/** The buyer's own 物料编码 and 备注 of a line that came from a batch enquiry. */
function BuyerFields({ line }: { line: EnquiryOrderLine }) {
  return (
    <>
      {line.buyerCode ? (
        <Text fontSize="12px" color="gray.800" data-testid="order-line-buyer-code">
          {t.buyerCode(line.buyerCode)}
        </Text>
      ) : null}
      {line.buyerRemark ? (
        <Text fontSize="12px" color="gray.800" data-testid="order-line-buyer-remark">
          {t.buyerRemark(line.buyerRemark)}
        </Text>
      ) : null}
    </>
  );
}

const th = headCell;
const td = { px: '3', py: '3', fontSize: '14px', color: 'gray.800', borderBottomWidth: '1px', borderColor: 'gray.100', verticalAlign: 'middle' } as const;

export function LinesTable({ order }: { order: OrderDetail }) {
  const c = t.columns;
  return (
    <Panel label={t.linesTitle}>
      <SectionTitle>{t.linesTitle}</SectionTitle>
      <chakra.table width="100%" borderCollapse="collapse" data-testid="order-lines">
        <thead>
          <tr>
            <chakra.th css={th}>{c.goods}</chakra.th>
            <chakra.th css={th} width="120px" textAlign="right">
              {c.price}
            </chakra.th>
            <chakra.th css={th} width="100px" textAlign="right">
              {c.qty}
            </chakra.th>
            <chakra.th css={th} width="130px" textAlign="right">
              {c.amount}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <chakra.td css={td}>
                <Box display="flex" alignItems="center" gap="3">
                  <LineImage url={line.imageUrl} brand={line.brandName} model={line.model} size={56} />
                  <Box minWidth="0">
                    <AppLink href={`/product/${line.goodsId}`} fontWeight="600" color="gray.800" _hover={{ color: 'brand.700' }}>
                      {line.brandName} {line.model}
                    </AppLink>
                    <Text fontSize="12px" color="gray.600">
                      {line.name}
                    </Text>
                    <Text fontSize="12px" color="gray.600">
                      {t.goodsCode(line.goodsCode)}
                    </Text>
                    <BuyerFields line={line} />
                  </Box>
                </Box>
              </chakra.td>
              <chakra.td css={td} textAlign="right">
                {formatPrice(line.unitPriceFen)}
              </chakra.td>
              <chakra.td css={td} textAlign="right">
                {line.num}
                {line.unit}
              </chakra.td>
              <chakra.td css={td} textAlign="right" fontWeight="600">
                {formatPrice(line.lineFen)}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <Amounts order={order} />
    </Panel>
  );
}

function Amounts({ order }: { order: OrderDetail }) {
  const rows: Array<[string, string, boolean]> = [
    [t.goodsAmount, formatPrice(order.goodsAmountFen), false],
    [t.freight, formatPrice(order.freightFen), false],
  ];
  if (order.discountFen > 0) rows.push([t.discount, `-${formatPrice(order.discountFen)}`, false]);
  rows.push([t.orderTotal, formatPrice(order.totalFen), true]);
  rows.push([t.paid, formatPrice(order.paidFen), false]);
  if (order.refundedFen > 0) {
    rows.push([t.refunded, `-${formatPrice(order.refundedFen)}`, false]);
    rows.push([t.netPaid, formatPrice(order.netPaidFen), false]);
  }
  return (
    <Grid as="dl" templateColumns="1fr 140px" rowGap="1.5" mt="4" ml="auto" width="320px" fontSize="14px" data-testid="order-amounts">
      {rows.map(([label, value, strong]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.600" textAlign="right">
            {label}{uiText.punctuation.colon}
          </Text>
          <Text as="dd" textAlign="right" color={strong ? 'brand.700' : 'gray.800'} fontWeight={strong ? '700' : '500'} fontSize={strong ? '18px' : '14px'}>
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

export function ShippingInfo({ order }: { order: OrderDetail }) {
  if (!order.carrier && !order.trackingNo) return null;
  return (
    <Panel label={t.shippingTitle}>
      <SectionTitle>{t.shippingTitle}</SectionTitle>
      <Facts
        rows={[
          [t.carrier, order.carrier ?? ''],
          [t.trackingNo, <span key="no" data-testid="tracking-no">{order.trackingNo ?? ''}</span>],
          [t.shippedAt, <span key="at" data-volatile>{formatChinaDateTime(order.shippedAt)}</span>],
        ]}
      />
    </Panel>
  );
}

const PAYMENT_COLOUR: Record<PaymentView['status'], string> = { 0: 'blue.800', 1: 'green.800', 2: 'red.700' };

function paymentKind(p: PaymentView): string {
  if (p.purpose === 2) return t.provider.credit ?? '';
  return t.provider[p.provider] ?? p.provider;
}

export function PaymentRecords({ payments }: { payments: readonly PaymentView[] }) {
  const c = t.paymentColumns;
  return (
    <Panel label={t.paymentsTitle}>
      <SectionTitle>{t.paymentsTitle}</SectionTitle>
      {payments.length === 0 ? (
        <Text fontSize="14px" color="gray.600">
          {t.noPayments}
        </Text>
      ) : (
        <chakra.table width="100%" borderCollapse="collapse" data-testid="payment-records">
          <thead>
            <tr>
              <chakra.th css={th} width="150px">
                {c.time}
              </chakra.th>
              <chakra.th css={th} width="100px">
                {c.kind}
              </chakra.th>
              <chakra.th css={th} width="120px" textAlign="right">
                {c.amount}
              </chakra.th>
              <chakra.th css={th} width="90px">
                {c.status}
              </chakra.th>
              <chakra.th css={th} width="90px">
                {c.receipt}
              </chakra.th>
              <chakra.th css={th}>{c.note}</chakra.th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <chakra.td css={td} data-volatile>
                  {formatChinaDateTime(p.createdAt)}
                </chakra.td>
                <chakra.td css={td}>{paymentKind(p)}</chakra.td>
                <chakra.td css={td} textAlign="right">
                  {formatPrice(p.amountFen)}
                </chakra.td>
                <chakra.td css={td} color={PAYMENT_COLOUR[p.status]} fontWeight="600" data-testid="payment-status">
                  {p.statusText}
                </chakra.td>
                <chakra.td css={td}>
                  {p.receiptUrl ? (
                    <Link href={p.receiptUrl} target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
                      {t.viewReceipt}
                    </Link>
                  ) : (
                    t.noReceipt
                  )}
                </chakra.td>
                <chakra.td css={td} color="gray.700">
                  {p.note ?? ''}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </Panel>
  );
}

/** Each refund of the order with the after-sales request it came from (shown once there is one). */
export function RefundRecords({ order }: { order: OrderDetail }) {
  if (order.refunds.length === 0) return null;
  const c = t.refundColumns;
  return (
    <Panel label={t.refundsTitle}>
      <SectionTitle>{t.refundsTitle}</SectionTitle>
      <chakra.table width="100%" borderCollapse="collapse" data-testid="refund-records">
        <thead>
          <tr>
            <chakra.th css={th}>{c.refundNo}</chakra.th>
            <chakra.th css={th} width="130px" textAlign="right">
              {c.amount}
            </chakra.th>
            <chakra.th css={th} width="130px">
              {c.method}
            </chakra.th>
            <chakra.th css={th} width="90px">
              {c.status}
            </chakra.th>
            <chakra.th css={th} width="170px">
              {c.settledAt}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((r) => (
            <tr key={r.refundId}>
              <chakra.td css={td}>
                <AppLink href={`/afterSaleDetail/${r.refundId}`} color="brand.700" textDecoration="underline" aria-label={t.refundLink(r.refundNo)} data-volatile>
                  {r.refundNo}
                </AppLink>
              </chakra.td>
              <chakra.td css={td} textAlign="right" fontWeight="600">
                {formatPrice(r.amountFen)}
              </chakra.td>
              <chakra.td css={td}>{r.methodText}</chakra.td>
              <chakra.td css={td} color={r.settled ? 'green.800' : 'blue.800'} fontWeight="600">
                {r.statusText}
              </chakra.td>
              <chakra.td css={td} data-volatile>
                {r.settledAt ? formatChinaDateTime(r.settledAt) : '—'}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Panel>
  );
}

export function OrderTimeline({ order }: { order: OrderDetail }) {
  if (order.timeline.length === 0) return null;
  const entries = [...order.timeline].reverse();
  return (
    <Panel label={t.timelineTitle}>
      <SectionTitle>{t.timelineTitle}</SectionTitle>
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" data-testid="order-timeline">
        {entries.map((entry, i) => (
          <Box as="li" key={`${entry.createdAt}-${i}`} display="flex" gap="4" fontSize="14px">
            <Text as="span" width="140px" flexShrink={0} color="gray.600" data-volatile>
              {formatChinaDateTime(entry.createdAt)}
            </Text>
            <Box>
              <Text as="span" color={i === 0 ? 'brand.700' : 'gray.800'} fontWeight={i === 0 ? '600' : '400'}>
                {entry.text}
              </Text>
              <Text as="span" ml="2" fontSize="12px" color="gray.600" data-testid="timeline-actor">
                {entry.actorText}
              </Text>
              {entry.note ? (
                <Text fontSize="13px" color="gray.600">
                  {entry.note}
                </Text>
              ) : null}
            </Box>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}

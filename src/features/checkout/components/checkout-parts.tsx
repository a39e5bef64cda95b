// The sections of the checkout pages (/addOrder, /addOrderVip): 收货地址, 商品清单, 发票信息,
// 支付方式, 备注 and the summary with 提交订单. They show the checkout machine's context and send
// its events; no rule lives here.
import type { ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { DraftLine, DraftView } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { PAY_METHOD, type PayMethod } from '../../../../domain/orders/order-status.ts';
import { creditCovers, payMethodAllowed, priceHint, REMARK_MAX } from '../../../../machines/checkout/checkout.ts';
import type { CheckoutAddress, CheckoutContext, CheckoutEvent, CheckoutInvoice, CheckoutNotice, InvoiceKind } from '../../../../machines/checkout/checkout.ts';
import { AppLink } from '../../../ui/links.tsx';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { checkoutText } from '../text.ts';
import { uiText } from '../../../ui/text.ts';
import { Section } from '../../../ui/section.tsx';
import { ChoiceCard } from '../../../ui/choice-card.tsx';

const t = checkoutText.checkout;

type Send = (event: CheckoutEvent) => void;

export function AddressSection({ context, send, locked, addAction }: { context: CheckoutContext; send: Send; locked: boolean; addAction: ReactNode }) {
  return (
    <Section
      id="address"
      title={t.address.title}
      action={
        <Flex gap="4" align="center" fontSize="13px">
          {addAction}
          <AppLink href="/addressManagement" color="gray.700">
            {t.address.manage}
          </AppLink>
        </Flex>
      }
    >
      {context.addresses.length === 0 ? (
        <Text color="gray.700" fontSize="14px" role="status">
          {t.address.none}
        </Text>
      ) : (
        <Grid as="fieldset" templateColumns="repeat(3, 1fr)" gap="3" border="0" m="0" p="0" minWidth="0">
          <chakra.legend srOnly>{t.address.title}</chakra.legend>
          {context.addresses.map((a: CheckoutAddress) => (
            <ChoiceCard
              key={a.id}
              name="address"
              testId="address-card"
              checked={context.addressId === a.id}
              disabled={locked}
              onChange={() => send({ type: 'CHOOSE_ADDRESS', id: a.id })}
            >
              <Flex align="center" gap="2" mb="1">
                <Text fontWeight="600" color="gray.800">
                  {a.consignee}
                </Text>
                <Text color="gray.700" fontSize="13px">
                  {a.mobile}
                </Text>
                {a.isDefault && (
                  <Badge colorPalette="brand" variant="solid" size="sm">
                    {t.address.default}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="13px" color="gray.700" lineClamp={2}>
                {a.regionText} {a.detail}
              </Text>
            </ChoiceCard>
          ))}
        </Grid>
      )}
    </Section>
  );
}

const Th = chakra('th', { base: { textAlign: 'left', fontWeight: '500', color: 'gray.700', bg: 'gray.50', px: '3', py: '2', fontSize: '13px', borderBottomWidth: '1px', borderColor: 'gray.200' } });
const Td = chakra('td', { base: { px: '3', py: '3', fontSize: '13px', borderBottomWidth: '1px', borderColor: 'gray.100', verticalAlign: 'middle' } });

function LineProblem({ line, shortGoodsId, shortText }: { line: DraftLine; shortGoodsId: number | null; shortText: string | null }) {
  if (line.problemText) {
    return (
      <Text as="span" color="red.700" fontWeight="600">
        {line.problemText}
      </Text>
    );
  }
  if (shortGoodsId === line.goodsId) {
    return (
      <Text as="span" color="red.700" fontWeight="600">
        {shortText ?? t.goods.short}
      </Text>
    );
  }
  return (
    <Text as="span" color="green.700">
      {t.goods.ok}
    </Text>
  );
}

export function GoodsSection({ draft, notice, vip }: { draft: DraftView; notice: CheckoutNotice | null; vip: boolean }) {
  const shortGoodsId = notice?.kind === 'outOfStock' ? notice.goodsId : null;
  const shortText = notice?.kind === 'outOfStock' && notice.available !== null ? `${t.goods.short}${uiText.punctuation.parens(notice.available)}` : null;
  return (
    <Section
      id="goods"
      title={t.goods.title}
      action={
        <Text fontSize="13px" color="gray.700">
          {t.goods.count(draft.lines.length, draft.totalNum)}
        </Text>
      }
    >
      <chakra.table width="100%" borderCollapse="collapse" data-testid="draft-lines">
        <thead>
          <tr>
            <Th width="72px">
              <chakra.span srOnly>{t.goods.image}</chakra.span>
            </Th>
            <Th>{t.goods.model}</Th>
            <Th>{t.goods.name}</Th>
            <Th>{t.goods.brand}</Th>
            <Th textAlign="right">{t.goods.unitPrice}</Th>
            <Th textAlign="right">{t.goods.qty}</Th>
            <Th textAlign="right">{t.goods.lineTotal}</Th>
            <Th>{t.goods.problem}</Th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line) => (
            <chakra.tr key={line.goodsId} bg={line.problemText || shortGoodsId === line.goodsId ? 'red.50' : undefined} data-testid="draft-line">
              <Td>
                <GoodsImage src={line.imageUrl} alt="" size={56} />
              </Td>
              <Td fontWeight="600">
                <AppLink href={`/product/${line.goodsId}`} color="gray.800">
                  {line.model}
                </AppLink>
              </Td>
              <Td color="gray.700">{line.name}</Td>
              <Td color="gray.700">{line.brandName}</Td>
              <Td textAlign="right">
                {formatPrice(line.unitPriceFen)}
                {(line.priceSource === 'contract' || line.priceSource === 'quote') && (
                  <Badge ml="1" colorPalette="teal" variant="subtle" size="sm" title={line.contractValidTo ? t.summary.contractUntil(line.contractValidTo) : undefined}>
                    {line.priceSource === 'contract' ? t.summary.contract : t.summary.quote}
                  </Badge>
                )}
                {vip && line.priceSource !== 'contract' && line.priceSource !== 'quote' && (
                  <Badge ml="1" colorPalette="orange" variant="subtle" size="sm">
                    {t.summary.vip}
                  </Badge>
                )}
              </Td>
              <Td textAlign="right">
                {line.num}
                {line.unit}
              </Td>
              <Td textAlign="right" fontWeight="600" color="brand.700">
                {formatPrice(line.lineFen)}
              </Td>
              <Td>
                <LineProblem line={line} shortGoodsId={shortGoodsId} shortText={shortText} />
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Section>
  );
}

function invoiceLine(invoice: CheckoutInvoice): string {
  const who = invoice.titleType === 2 ? t.invoice.companyTitle : t.invoice.personalTitle;
  return `${who}${invoice.taxNo ? ` · ${t.invoice.taxNo(invoice.taxNo)}` : ''}`;
}

export function InvoiceSection({ context, send, locked, addAction }: { context: CheckoutContext; send: Send; locked: boolean; addAction: (kind: InvoiceKind) => ReactNode }) {
  const enterprise = context.page === 'enterprise';
  const kinds: [InvoiceKind, string][] = [
    ...(enterprise ? [] : ([[0, t.invoice.none]] as [InvoiceKind, string][])),
    [1, t.invoice.normal],
    [2, t.invoice.special],
  ];
  const titles = context.invoices.filter((i) => i.invoiceType === context.invoiceKind);
  return (
    <Section
      id="invoice"
      title={t.invoice.title}
      action={
        <AppLink href="/invoiceManagement" fontSize="13px" color="gray.700">
          {t.invoice.manage}
        </AppLink>
      }
    >
      <Flex as="fieldset" gap="3" border="0" m="0" p="0" mb="4">
        <chakra.legend srOnly>{t.invoice.kind}</chakra.legend>
        {kinds.map(([kind, label]) => (
          <ChoiceCard key={kind} name="invoice-kind" checked={context.invoiceKind === kind} disabled={locked} onChange={() => send({ type: 'CHOOSE_INVOICE_KIND', kind })}>
            <Text fontSize="14px" color="gray.800" px="2">
              {label}
            </Text>
          </ChoiceCard>
        ))}
      </Flex>
      {enterprise && (
        <Text fontSize="13px" color="gray.700" mb="3">
          {t.invoice.required}
        </Text>
      )}
      {context.invoiceKind !== 0 && (
        <Box>
          {titles.length === 0 ? (
            <Text fontSize="13px" color="gray.700" mb="3" role="status">
              {t.invoice.noneOfKind}
            </Text>
          ) : (
            <Grid as="fieldset" templateColumns="repeat(3, 1fr)" gap="3" border="0" m="0" p="0" mb="3" minWidth="0">
              <chakra.legend srOnly>{t.invoice.titles}</chakra.legend>
              {titles.map((invoice) => (
                <ChoiceCard
                  key={invoice.id}
                  name="invoice"
                  testId="invoice-card"
                  checked={context.invoiceId === invoice.id}
                  disabled={locked}
                  onChange={() => send({ type: 'CHOOSE_INVOICE', id: invoice.id })}
                >
                  <Flex align="center" gap="2">
                    <Text fontWeight="600" color="gray.800" lineClamp={1}>
                      {invoice.title}
                    </Text>
                    {invoice.isDefault && (
                      <Badge colorPalette="brand" variant="solid" size="sm">
                        {t.address.default}
                      </Badge>
                    )}
                  </Flex>
                  <Text fontSize="12px" color="gray.700" mt="1">
                    {invoiceLine(invoice)}
                  </Text>
                </ChoiceCard>
              ))}
            </Grid>
          )}
          {addAction(context.invoiceKind)}
        </Box>
      )}
    </Section>
  );
}

const PAY_LABEL: Record<PayMethod, string> = { 1: t.pay.online, 2: t.pay.bankTransfer, 3: t.pay.credit };

export function PaySection({ context, send, locked }: { context: CheckoutContext; send: Send; locked: boolean }) {
  const draft = context.draft!;
  const hint = (method: PayMethod): string => {
    if (method === PAY_METHOD.online) return t.pay.onlineHint;
    if (method === PAY_METHOD.bankTransfer) return t.pay.bankTransferHint;
    return draft.credit ? t.pay.creditHint(draft.credit.termDays) : '';
  };
  return (
    <Section id="pay" title={t.pay.title}>
      <Grid as="fieldset" templateColumns="repeat(3, 1fr)" gap="3" border="0" m="0" p="0" minWidth="0">
        <chakra.legend srOnly>{t.pay.title}</chakra.legend>
        {draft.payMethods.map((method) => {
          const allowed = payMethodAllowed(draft, method);
          return (
            <ChoiceCard
              key={method}
              name="pay-method"
              testId={`pay-${method}`}
              checked={context.payMethod === method}
              disabled={locked || !allowed}
              onChange={() => send({ type: 'CHOOSE_PAY', method })}
            >
              <Text fontWeight="600" color="gray.800">
                {PAY_LABEL[method]}
              </Text>
              <Text fontSize="12px" color="gray.700" mt="1">
                {hint(method)}
              </Text>
              {method === PAY_METHOD.credit && draft.credit && (
                <Text fontSize="12px" mt="1" color={creditCovers(draft) ? 'green.700' : 'red.700'} data-testid="credit-available">
                  {t.pay.creditAvailable(formatPrice(draft.credit.availableFen), formatPrice(draft.credit.limitFen))}
                  {!creditCovers(draft) && ` ${t.pay.creditShort}`}
                </Text>
              )}
            </ChoiceCard>
          );
        })}
      </Grid>
    </Section>
  );
}

export function RemarkSection({ context, send, locked }: { context: CheckoutContext; send: Send; locked: boolean }) {
  return (
    <Section id="remark" title={t.remark.title}>
      <chakra.label htmlFor="order-remark" srOnly>
        {t.remark.label}
      </chakra.label>
      <chakra.textarea
        id="order-remark"
        value={context.remark}
        maxLength={REMARK_MAX}
        disabled={locked}
        placeholder={t.remark.placeholder}
        aria-describedby="order-remark-count"
        onChange={(event) => send({ type: 'SET_REMARK', remark: event.target.value })}
        width="100%"
        minHeight="72px"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        px="3"
        py="2"
        fontSize="14px"
        resize="vertical"
      />
      <Text id="order-remark-count" fontSize="12px" color="gray.600" textAlign="right">
        {t.remark.counter(context.remark.length, REMARK_MAX)}
      </Text>
    </Section>
  );
}

export function noticeText(notice: CheckoutNotice): string {
  switch (notice.kind) {
    case 'priceChanged':
      return t.notice.priceChanged(formatPrice(notice.oldTotalFen), formatPrice(notice.newTotalFen));
    case 'outOfStock':
      return t.notice.outOfStock(notice.text);
    case 'uncertain':
      return t.notice.uncertain;
    case 'needAddress':
      return t.notice.needAddress;
    case 'needInvoice':
      return t.notice.needInvoice;
    case 'notOrderable':
      return t.notice.notOrderable;
    case 'refused':
    case 'budgetRefused':
      return notice.text;
    case 'poRequired':
    case 'poTooLong':
    case 'poInvalid':
    case 'costCentreInvalid':
      return t.notice[notice.kind];
  }
}

export function Notice({ notice }: { notice: CheckoutNotice | null }) {
  if (!notice) return null;
  const warn = notice.kind === 'priceChanged' || notice.kind === 'uncertain';
  return (
    <Box
      role="alert"
      data-testid="checkout-notice"
      data-kind={notice.kind}
      // A hard budget's sentence names the period and the department's spend (masked in baselines).
      data-volatile={notice.kind === 'budgetRefused' ? '' : undefined}
      bg={warn ? 'orange.50' : 'red.50'}
      borderWidth="1px"
      borderColor={warn ? 'orange.300' : 'red.200'}
      color={warn ? 'orange.900' : 'red.900'}
      borderRadius="md"
      px="4"
      py="3"
      fontSize="14px"
    >
      {noticeText(notice)}
    </Box>
  );
}

/** What keeps this draft from being submitted before any click: a line that cannot be ordered, a company's hard budget. */
function standingNotice(draft: DraftView): CheckoutNotice | null {
  if (!draft.orderable) return { kind: 'notOrderable' };
  const refusal = draft.company?.budgetRefusal;
  return refusal ? { kind: 'budgetRefused', text: refusal } : null;
}

export function Summary({
  context,
  busy,
  uncertain,
  blocked = false,
  onSubmit,
}: {
  context: CheckoutContext;
  busy: boolean;
  uncertain: boolean;
  /** A company's hard budget refuses this order (issue 38): 提交订单 stays disabled. */
  blocked?: boolean;
  onSubmit: () => void;
}) {
  const draft = context.draft!;
  const address = context.addresses.find((a) => a.id === context.addressId) ?? null;
  const hint = priceHint(draft);
  return (
    <Box as="section" aria-labelledby="summary-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5">
      <Heading as="h2" id="summary-title" fontSize="16px" fontWeight="600" color="gray.800" mb="3">
        {t.summary.title}
      </Heading>
      <Stack gap="4">
        {/* A line that cannot be ordered keeps 提交订单 disabled: say why at once. */}
        <Notice notice={context.notice ?? standingNotice(draft)} />
        <Flex justify="space-between" align="flex-start" gap="8">
          <Box fontSize="13px" color="gray.700" flex="1" minWidth="0">
            {address && (
              <>
                <Text>
                  {t.summary.sendTo}{uiText.punctuation.colon}{address.regionText} {address.detail}
                </Text>
                <Text mt="1">
                  {t.summary.consignee}{uiText.punctuation.colon}{address.consignee} {address.mobile}
                </Text>
              </>
            )}
            <Text mt="1" color={hint === null || hint === 'member' ? 'gray.700' : 'orange.700'} data-testid="price-hint">
              {hint ? t.summary.hint[hint] : ''}
            </Text>
          </Box>
          <Grid as="dl" templateColumns="auto 160px" columnGap="6" rowGap="2" fontSize="14px" textAlign="right" data-testid="checkout-summary">
            <Text as="dt" color="gray.700">
              {t.summary.goodsAmount}
            </Text>
            <Text as="dd" data-testid="goods-amount">
              {formatPrice(draft.goodsAmountFen)}
            </Text>
            <Text as="dt" color="gray.700">
              {t.summary.freight}
            </Text>
            <Text as="dd" data-testid="freight">
              {draft.freightFen === 0 ? t.summary.freeFreight : formatPrice(draft.freightFen)}
            </Text>
            <Text as="dt" color="gray.800" fontWeight="600" alignSelf="center">
              {t.summary.total}
            </Text>
            <Text as="dd" fontSize="22px" fontWeight="700" color="brand.700" data-testid="total">
              {formatPrice(draft.totalFen)}
            </Text>
          </Grid>
        </Flex>
        <Flex justify="flex-end">
          <Button
            colorPalette="brand"
            height="48px"
            px="12"
            fontSize="17px"
            disabled={busy || !draft.orderable || blocked}
            onClick={onSubmit}
            data-testid="submit-order"
          >
            {busy ? t.summary.submitting : uncertain ? t.summary.retry : t.summary.submit}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}

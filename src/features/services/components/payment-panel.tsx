// The payment of a service order (/serviceOrderDetail/{id}): the methods the order offers
// (order.payment.methods: 在线支付, 对公转账, 账期 only when the member has credit terms) as a
// radio group, and the chosen one: the pay button; the shop's account with the service number
// as 转账附言, the state of the last receipt (waiting, refused with the reason) and the receipt
// upload; the credit terms with the headroom. Logic in machines/services/service-order.ts.
import { useId, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { formatChinaDate, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { ServicePayMethod } from '../../../../domain/services/service-rules.ts';
import type { ServiceOrderView } from '../../../../domain/services/service-views.ts';
import type { FileError, ReceiptFile, ServiceOrderEvent } from '../../../../machines/services/service-order.ts';
import { RadioChoice } from '../../../ui/choice-inputs.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ReceiptFilePicker } from '../../payments/public.ts';
import { servicesText } from '../text.ts';

const t = servicesText.order;
const p = servicesText.order.payment;

interface Props {
  order: ServiceOrderView;
  method: ServicePayMethod | null;
  receipt: ReceiptFile | null;
  receiptError: FileError | null;
  paying: boolean;
  uploading: boolean;
  crediting: boolean;
  send: (e: ServiceOrderEvent) => void;
}

function Row({ label, value, copy = true, children }: { label: string; value: string; copy?: boolean; children?: ReactNode }) {
  return (
    <Box display="contents">
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Flex as="dd" m="0" align="center" gap="3" color="gray.800" fontWeight="500" wrap="wrap">
        <span>{children ?? value}</span>
        {copy ? <CopyButton value={value} what={label} /> : null}
      </Flex>
    </Box>
  );
}

function Online({ order, paying, send }: Pick<Props, 'order' | 'paying' | 'send'>) {
  if (!order.mayPay || order.amountFen === null) return null;
  return (
    <Flex align="center" gap="4">
      <Button colorPalette="red" px="8" loading={paying} loadingText={t.paying} onClick={() => send({ type: 'PAY' })} data-testid="service-pay">
        {t.pay(formatPrice(order.amountFen))}
      </Button>
      <Text fontSize="13px" color="gray.600">
        {t.payHint}
      </Text>
    </Flex>
  );
}

function ReceiptState({ order }: { order: ServiceOrderView }) {
  const r = order.payment.receipt;
  if (!r) return null;
  if (r.status === 0) {
    return (
      <Box role="status" bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="md" px="4" py="3" fontSize="14px" color="blue.900" data-testid="service-receipt-waiting">
        <Text>{p.receiptWaiting(formatPrice(r.amountFen))}</Text>
        <Text mt="1" fontSize="13px">
          {p.uploadedAt}
          <span data-volatile="">{formatChinaDateTime(r.uploadedAt)}</span>
        </Text>
        <Link href={r.url} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" fontSize="13px">
          {p.viewReceipt}
        </Link>
      </Box>
    );
  }
  if (r.status === 2 && order.payment.mayUploadReceipt) {
    return (
      <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" px="4" py="3" fontSize="14px" color="red.900" data-testid="service-receipt-refused">
        <Text fontWeight="600">{p.receiptRefused}</Text>
        {r.note ? <Text mt="1">{p.receiptRefusedNote(r.note)}</Text> : null}
        <Text mt="1">{p.reupload}</Text>
      </Box>
    );
  }
  return null;
}

function Transfer({ order, receipt, receiptError, uploading, send }: Pick<Props, 'order' | 'receipt' | 'receiptError' | 'uploading' | 'send'>) {
  const id = useId();
  const { bankAccount, amountFen, transferNote, payDueAt, creditAt } = order.payment;
  const message = receiptError ? p.fileError[receiptError] : null;
  return (
    <Stack gap="4" data-testid="service-transfer">
      <Text fontSize="13px" color="gray.700">
        {creditAt && payDueAt ? <span data-volatile="">{p.creditRepayIntro(formatChinaDate(payDueAt))}</span> : p.transferIntro}
      </Text>
      {bankAccount ? (
        <Grid as="dl" templateColumns="96px 1fr" rowGap="2.5" columnGap="4" fontSize="14px" alignItems="center" m="0" data-testid="service-bank-account">
          <Row label={p.accountName} value={bankAccount.accountName} />
          <Row label={p.bankName} value={bankAccount.bankName} />
          <Row label={p.accountNo} value={bankAccount.accountNo} />
          {amountFen !== null ? (
            <Row label={p.amount} value={(amountFen / 100).toFixed(2)}>
              <Text as="span" color="brand.700" fontWeight="700">
                {formatPrice(amountFen)}
              </Text>
            </Row>
          ) : null}
          <Row label={p.note} value={transferNote}>
            <Text as="span" fontWeight="700" data-volatile="" data-testid="service-transfer-note">
              {transferNote}
            </Text>
            <Text as="span" ml="2" fontSize="12px" color="orange.800" fontWeight="400">
              {p.noteHint}
            </Text>
          </Row>
        </Grid>
      ) : (
        <Text fontSize="14px" color="orange.800">
          {p.noAccount}
        </Text>
      )}
      <ReceiptState order={order} />
      {order.payment.mayUploadReceipt ? (
        <chakra.form
          noValidate
          aria-labelledby={`${id}-label`}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'UPLOAD_RECEIPT' });
          }}
        >
          <ReceiptFilePicker
            id={id}
            file={receipt}
            message={message}
            disabled={uploading}
            pickText={p.pick}
            testIdPrefix="service-receipt"
            onPick={(picked) => send({ type: 'PICK_RECEIPT', file: picked })}
          >
            <Button type="submit" colorPalette="brand" size="sm" loading={uploading} loadingText={p.uploading}>
              {p.upload}
            </Button>
          </ReceiptFilePicker>
        </chakra.form>
      ) : null}
    </Stack>
  );
}

function Credit({ order, crediting, send }: Pick<Props, 'order' | 'crediting' | 'send'>) {
  const credit = order.payment.credit;
  if (!credit) return null;
  return (
    <Stack gap="3" data-testid="service-credit">
      <Text fontSize="13px" color="gray.700">
        {p.creditIntro(credit.termDays)}
      </Text>
      <Grid as="dl" templateColumns="96px 1fr" rowGap="2" columnGap="4" fontSize="14px" m="0">
        {(
          [
            [p.creditFacts.limit, formatPrice(credit.limitFen)],
            [p.creditFacts.available, formatPrice(credit.availableFen)],
            [p.creditFacts.thisOrder, order.payment.amountFen === null ? '' : formatPrice(order.payment.amountFen)],
            [p.creditFacts.term, p.days(credit.termDays)],
          ] as const
        ).map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="gray.600">
              {label}
            </Text>
            <Text as="dd" m="0" color="gray.800" fontWeight="500" data-volatile="">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      {order.payment.mayPayOnCredit ? (
        <Box>
          <Button colorPalette="brand" px="8" loading={crediting} loadingText={p.payingCredit} onClick={() => send({ type: 'PAY_CREDIT' })}>
            {p.payCredit}
          </Button>
        </Box>
      ) : (
        <Text fontSize="13px" color="orange.800" data-testid="service-credit-short">
          {p.creditShort}
        </Text>
      )}
    </Stack>
  );
}

/** The payment panel of the order's quote block; nothing when the order offers no method now. */
export function PaymentPanel(props: Props) {
  const { order, method, send } = props;
  const methods = order.payment.methods;
  if (methods.length === 0 || method === null) return null;
  return (
    <Stack gap="4" pt="3" borderTopWidth="1px" borderColor="gray.100" data-testid="service-payment">
      {methods.length > 1 ? (
        <RadioChoice
          name={`service-pay-${order.id}`}
          legend={p.methodLegend}
          value={method}
          options={methods.map((m) => [m, p.methods[m]] as const)}
          onPick={(m) => send({ type: 'METHOD', method: m })}
        />
      ) : (
        <Text fontSize="14px" fontWeight="600" color="gray.800">
          {p.methods[method]}
        </Text>
      )}
      {method === 'online' ? <Online order={order} paying={props.paying} send={send} /> : null}
      {method === 'transfer' ? <Transfer order={order} receipt={props.receipt} receiptError={props.receiptError} uploading={props.uploading} send={send} /> : null}
      {method === 'credit' ? <Credit order={order} crediting={props.crediting} send={send} /> : null}
    </Stack>
  );
}

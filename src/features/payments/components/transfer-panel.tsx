// 对公转账 on the order page: the shop's receiving account (each field with 复制), the amount,
// what became of the last receipt (waiting, or refused with the staff's note) and the upload
// form while the server allows one (canUploadReceipt).
import type { ReactNode } from 'react';
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { OrderDetail } from '../../../../domain/orders/orders.ts';
import type { BankAccount } from '../../../../domain/shared/bank-account.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { ORDER_STATUS } from '../../../../domain/orders/order-status.ts';
import { PAYMENT_STATUS } from '../../../../domain/orders/order-rules.ts';
import type { UploadResult } from '../../../../machines/payments/receipt-upload.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { paymentsText } from '../text.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { ReceiptUploadForm } from './receipt-upload-form.tsx';

const t = paymentsText.transfer;

function AccountRow({ label, value, copy = true, children }: { label: string; value: string; copy?: boolean; children?: ReactNode }) {
  return (
    <Box display="contents">
      <Text as="dt" color="gray.600">
        {label}
      </Text>
      <Flex as="dd" align="center" gap="3" color="gray.800" fontWeight="500">
        <span>{children ?? value}</span>
        {copy ? <CopyButton value={value} what={label} /> : null}
      </Flex>
    </Box>
  );
}

/** The receiving account; with `orderNo`, a 转账附言 row asking for the order number in the note. */
export function BankAccountList({ account, amountFen, orderNo }: { account: BankAccount; amountFen?: number; orderNo?: string }) {
  return (
    <Grid as="dl" templateColumns="96px 1fr" rowGap="2.5" columnGap="4" fontSize="14px" alignItems="center">
      <AccountRow label={t.accountName} value={account.accountName} />
      <AccountRow label={t.bankName} value={account.bankName} />
      <AccountRow label={t.accountNo} value={account.accountNo} />
      {amountFen !== undefined ? (
        <AccountRow label={t.amount} value={(amountFen / 100).toFixed(2)}>
          <Text as="span" color="brand.700" fontWeight="700">
            {formatPrice(amountFen)}
          </Text>
        </AccountRow>
      ) : null}
      {orderNo ? (
        <AccountRow label={t.note} value={orderNo}>
          <Text as="span" fontWeight="700" data-volatile data-testid="transfer-note">
            {orderNo}
          </Text>
          <Text as="span" ml="2" fontSize="12px" color="orange.800" fontWeight="400">
            {t.noteHint}
          </Text>
        </AccountRow>
      ) : null}
    </Grid>
  );
}

export function TransferPanel({ order, onUploaded }: { order: OrderDetail; onUploaded: (result: UploadResult) => void }) {
  const receipts = order.payments.filter((p) => p.purpose === 1);
  const last = receipts.at(-1);
  const refused = last && last.status === PAYMENT_STATUS.failed && order.status === ORDER_STATUS.awaitingPayment ? last : null;
  const waiting = order.status === ORDER_STATUS.awaitingConfirmation;
  return (
    <Panel label={t.title}>
      <Text fontSize="16px" fontWeight="600" color="gray.800">
        {t.title}
      </Text>
      <Text mt="1" mb="4" fontSize="13px" color="gray.600">
        {t.intro}
      </Text>
      {order.bankAccount ? <BankAccountList account={order.bankAccount} amountFen={order.totalFen - order.paidFen} orderNo={order.orderNo} /> : null}
      <Stack gap="4" mt="5">
        {waiting ? (
          <Box role="status" bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="md" px="4" py="3" fontSize="14px" color="blue.900">
            {t.waiting}
          </Box>
        ) : null}
        {refused ? (
          <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" px="4" py="3" fontSize="14px" color="red.900">
            <Text fontWeight="600">{t.refused}</Text>
            {refused.note ? <Text mt="1">{t.refusedNote(refused.note)}</Text> : null}
            <Text mt="1">{t.reupload}</Text>
          </Box>
        ) : null}
        {order.canUploadReceipt ? (
          <Box pt="4" borderTopWidth="1px" borderColor="gray.100">
            <ReceiptUploadForm orderId={order.id} mode="order" roomFen={null} dueFen={order.totalFen - order.paidFen} onUploaded={onUploaded} />
          </Box>
        ) : null}
      </Stack>
    </Panel>
  );
}

// 账期付款 on a credit order's page (GET future/getRestPayInfo/{id}): 应付, 已付, 待确认 and
// 剩余, the due date with an overdue warning, the receiving account and a repayment receipt
// with its amount.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import type { RestPayInfo } from '../../../../domain/orders/orders.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { UploadResult } from '../../../../machines/payments/receipt-upload.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { paymentsText } from '../text.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { ReceiptUploadForm } from './receipt-upload-form.tsx';
import { BankAccountList } from './transfer-panel.tsx';

const t = paymentsText.credit;

function Figure({ label, fen, strong = false }: { label: string; fen: number; strong?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Text as="dd" mt="1" fontSize={strong ? '20px' : '16px'} fontWeight={strong ? '700' : '600'} color={strong ? 'brand.700' : 'gray.800'}>
        {formatPrice(fen)}
      </Text>
    </Box>
  );
}

export function CreditPanel({ info, cancelled, onUploaded }: { info: RestPayInfo; cancelled: boolean; onUploaded: (result: UploadResult) => void }) {
  const room = Math.max(0, info.restFen - info.pendingFen);
  return (
    <Panel label={t.title}>
      <Text fontSize="16px" fontWeight="600" color="gray.800" mb="4">
        {t.title}
      </Text>
      <Grid as="dl" templateColumns="repeat(5, 1fr)" gap="4" data-testid="credit-figures">
        <Figure label={t.total} fen={info.totalFen} />
        <Figure label={t.paid} fen={info.paidFen} />
        <Figure label={t.pending} fen={info.pendingFen} />
        <Figure label={t.rest} fen={info.restFen} strong />
        <Box>
          <Text as="dt" fontSize="13px" color="gray.600">
            {t.dueAt}
          </Text>
          <Text as="dd" mt="1" fontSize="16px" fontWeight="600" color={info.overdue ? 'red.700' : 'gray.800'} data-volatile>
            {info.payDueAt ? formatChinaDate(info.payDueAt) : t.noDue}
          </Text>
        </Box>
      </Grid>
      <Stack gap="4" mt="5">
        {info.overdue ? (
          <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" px="4" py="3" fontSize="14px" color="red.900" data-volatile>
            {t.overdue(info.payDueAt ? formatChinaDate(info.payDueAt) : '')}
          </Box>
        ) : null}
        {info.restFen <= 0 ? (
          <Text role="status" fontSize="14px" color="green.800">
            {t.settled}
          </Text>
        ) : !cancelled ? (
          <>
            <BankAccountList account={info.bankAccount} />
            {room > 0 ? (
              <Box pt="4" borderTopWidth="1px" borderColor="gray.100">
                <ReceiptUploadForm orderId={info.orderId} mode="credit" roomFen={room} onUploaded={onUploaded} />
              </Box>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Panel>
  );
}

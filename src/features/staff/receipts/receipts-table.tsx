// The 收款确认 queue's table (TanStack Table, headless): 订单号, 会员/公司, 用途, the amount the member
// stated (未填写 when none; 多付 / 少付 flagged in red when it differs from what is due), 本次应付,
// 上传时间, 状态, and the link to the receipt.
import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { receiptDifferenceText, type ReceiptRow } from '../../../../domain/staff/receipts-payloads.ts';
import { receiptsText as t } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ReceiptRow>();

const STATE_PALETTE = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

export const receiptPath = (row: Pick<ReceiptRow, 'kind' | 'id'>) => `/receipts/${row.kind}/${row.id}`;

const columns = helper.columns([
  helper.accessor('orderNo', {
    header: t.columns.orderNo,
    cell: (info) => {
      const po = info.row.original.poNumber;
      return (
        <>
          <Text fontFamily="mono">{info.getValue()}</Text>
          {po ? (
            <Text fontSize="12px" color="gray.700" data-testid="receipt-po">
              {t.poLine(po)}
            </Text>
          ) : null}
        </>
      );
    },
  }),
  helper.accessor('memberName', { header: t.columns.memberName }),
  helper.accessor('purposeText', { header: t.columns.purpose }),
  helper.accessor('amountFen', {
    header: t.columns.amount,
    cell: (info) => {
      const row = info.row.original;
      const amount = info.getValue();
      return (
        <Text as="span" fontWeight="600" color={amount === null ? 'gray.600' : undefined}>
          <span data-testid="receipt-row-amount">{amount === null ? t.notStated : formatPrice(amount)}</span>
          {row.differenceFen !== null && row.differenceFen !== 0 ? (
            <Badge ml="2" colorPalette="red" variant="solid" data-testid="receipt-row-difference">
              {receiptDifferenceText(row.differenceFen)}
            </Badge>
          ) : null}
        </Text>
      );
    },
  }),
  helper.accessor('amountDueFen', { header: t.columns.payable, cell: (info) => formatPrice(info.getValue()) }),
  helper.accessor('createdAt', { header: t.columns.createdAt, cell: (info) => <span data-volatile="time">{formatChinaDateTime(info.getValue())}</span> }),
  helper.accessor('stateText', {
    header: t.columns.state,
    cell: (info) => (
      <Badge colorPalette={STATE_PALETTE[info.row.original.state]} variant="subtle">
        {info.getValue()}
      </Badge>
    ),
  }),
  helper.display({
    id: 'action',
    header: t.columns.action,
    cell: (info) => (
      <ChakraLink asChild color="brand.700" fontWeight="600" textDecoration="underline">
        <Link href={receiptPath(info.row.original)} aria-label={t.openLabel(info.row.original.orderNo)} data-testid="receipt-open">
          {t.open}
        </Link>
      </ChakraLink>
    ),
  }),
]);

export function ReceiptsTable({ rows }: { rows: ReceiptRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="receipts-table" rowTestId="receipt-row" />;
}

// The 服务订单 queue's table (TanStack Table, headless; the server pages and filters): 服务单号 (a
// link to the detail), 服务项目, 类型, 会员, 数量, 金额, 日期, 状态 with what the order waits for, 下单时间.
import { Box, chakra, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { ServiceQueueRow } from '../../../../domain/services/staff-service-queue-payloads.ts';
import { servicesText } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const t = servicesText;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ServiceQueueRow>();

/** What a 已报价 order waits for, as the row shows it. */
function flagOf(r: ServiceQueueRow): string | null {
  if (r.status !== 1) return null;
  if (r.paidAt) return t.rowFlags.paid;
  if (r.creditAt) return t.rowFlags.credit;
  if (r.receiptWaiting) return t.rowFlags.receiptWaiting;
  return r.acceptedAt ? t.rowFlags.accepted : t.rowFlags.notAccepted;
}

const STATUS_COLOR: Record<number, string> = { 0: 'orange.700', 1: 'blue.700', 2: 'purple.700', 3: 'teal.700', 4: 'green.700', 5: 'gray.700', 6: 'gray.600' };

const columns = helper.columns([
  helper.accessor('serviceNo', {
    header: t.columns.serviceNo,
    cell: (info) => (
      <Link href={`/services/${info.row.original.id}`} aria-label={t.open(info.getValue())}>
        <chakra.span color="brand.700" fontWeight="600" textDecoration="underline" fontFamily="mono">
          {info.getValue()}
        </chakra.span>
      </Link>
    ),
  }),
  helper.accessor('itemName', { header: t.columns.item, cell: (info) => <Text maxWidth="260px">{info.getValue()}</Text> }),
  helper.accessor('serviceTypeText', { header: t.columns.type }),
  helper.accessor((r) => r.memberMobile, {
    id: 'member',
    header: t.columns.member,
    cell: (info) => (
      <Box>
        <Text>{info.row.original.contact}</Text>
        <Text color="gray.600" data-volatile>{info.getValue()}</Text>
      </Box>
    ),
  }),
  helper.accessor('totalQty', { header: t.columns.qty }),
  helper.accessor('amountFen', { header: t.columns.amount, cell: (info) => (info.getValue() === null ? <Text color="gray.600">{t.noAmount}</Text> : formatPrice(info.getValue()!)) }),
  helper.accessor((r) => r.plannedDate, {
    id: 'dates',
    header: t.columns.dates,
    cell: (info) => <Text data-volatile>{info.getValue() ? t.planned(info.getValue()!) : t.preferred(info.row.original.preferredDates)}</Text>,
  }),
  helper.accessor('statusText', {
    header: t.columns.status,
    cell: (info) => {
      const flag = flagOf(info.row.original);
      return (
        <Box>
          <Text color={STATUS_COLOR[info.row.original.status]} fontWeight="600" data-testid="service-row-status">
            {info.getValue()}
          </Text>
          {flag ? (
            <Text fontSize="12px" color="gray.700">
              {flag}
            </Text>
          ) : null}
        </Box>
      );
    },
  }),
  helper.accessor('createdAt', { header: t.columns.createdAt, cell: (info) => <Text data-volatile>{formatChinaDateTime(info.getValue())}</Text> }),
]);

export function ServiceQueueTable({ rows }: { rows: ServiceQueueRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="service-queue-table" rowTestId="service-row" align="top" />;
}

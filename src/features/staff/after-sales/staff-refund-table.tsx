// The after-sales list's table (TanStack Table, headless): 售后单号, 订单号, 会员, 类型, 状态, 退款金额,
// 件数, 申请时间 and a 处理 link to the request's page.
import { Badge, chakra } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import type { StaffRefundRow } from '../../../../domain/after-sales/refund-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { afterSalesText as t } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffRefundRow>();

export const statusPalette = (status: number) => (status === 0 || status === 3 || status === 4 ? 'orange' : status === 7 ? 'green' : status === 2 || status === 5 || status === 8 ? 'gray' : 'blue');

const columns = helper.columns([
  helper.accessor('refundNo', { header: t.columns.refundNo }),
  helper.accessor('orderNo', { header: t.columns.orderNo }),
  helper.accessor('memberName', { header: t.columns.member, cell: (info) => <span data-volatile>{info.getValue()}</span> }),
  helper.accessor('refundTypeText', { header: t.columns.type }),
  helper.accessor('statusText', {
    header: t.columns.status,
    cell: (info) => (
      <Badge colorPalette={statusPalette(info.row.original.status)} variant="subtle">
        {info.getValue()}
      </Badge>
    ),
  }),
  helper.accessor('amountFen', { header: t.columns.amount, cell: (info) => formatPrice(info.getValue()) }),
  helper.accessor('totalNum', { header: t.columns.qty }),
  helper.accessor('createdAt', { header: t.columns.createdAt, cell: (info) => <span data-volatile>{formatChinaDateTime(info.getValue())}</span> }),
  helper.display({
    id: 'open',
    header: t.columns.open,
    cell: (info) => (
      <chakra.span color="brand.700" fontWeight="600" textDecoration="underline">
        <Link href={`/after-sales/${info.row.original.id}`} aria-label={t.openLabel(info.row.original.refundNo)} data-testid="refund-open">
          {t.open}
        </Link>
      </chakra.span>
    ),
  }),
]);

export function RefundTable({ rows }: { rows: StaffRefundRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="refund-table" rowTestId="refund-row" />;
}

// The 订单发货 queue's table (TanStack Table, headless): 订单号 (with a company order's 采购单号 and
// approval under it, issue 38), 会员/公司, 支付方式, 订单金额,
// 下单时间, 状态, 物流 (carrier and tracking number once shipped), and 发货 for a 待发货 order or 完成
// for a 已发货 one.
import { Badge, Button, chakra, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { StaffOrderRow } from '../../../../domain/orders/staff-orders.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { shippingText as t } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffOrderRow>();

const PALETTE: Record<number, string> = { 2: 'orange', 3: 'blue', 4: 'green' };

function columnsFor(onShip: (row: StaffOrderRow) => void, onComplete: (row: StaffOrderRow) => void, activeId: number | null) {
  return helper.columns([
    helper.accessor('orderNo', {
      header: t.columns.orderNo,
      cell: (info) => {
        const r = info.row.original;
        return (
          <>
            <Text fontFamily="mono">{info.getValue()}</Text>
            {r.poNumber ? (
              <Text fontSize="12px" color="gray.700" data-testid="shipping-po">
                {t.poLine(r.poNumber)}
              </Text>
            ) : null}
            {r.approvalStatusText ? (
              <Text fontSize="12px" color="gray.700" data-testid="shipping-approval">
                {t.approvalLine(r.approvalStatusText)}
              </Text>
            ) : null}
          </>
        );
      },
    }),
    helper.accessor('memberName', { header: t.columns.memberName }),
    helper.accessor('payMethodText', { header: t.columns.payMethod, cell: (info) => info.getValue() ?? '—' }),
    helper.accessor('totalFen', { header: t.columns.total, cell: (info) => formatPrice(info.getValue()) }),
    helper.accessor('createdAt', { header: t.columns.createdAt, cell: (info) => <span data-volatile="time">{formatChinaDateTime(info.getValue())}</span> }),
    helper.accessor('statusText', {
      header: t.columns.status,
      cell: (info) => (
        <Badge colorPalette={PALETTE[info.row.original.status] ?? 'gray'} variant="subtle" data-testid="shipping-status">
          {info.getValue()}
        </Badge>
      ),
    }),
    helper.display({
      id: 'tracking',
      header: t.columns.tracking,
      cell: (info) => {
        const r = info.row.original;
        return r.trackingNo ? (
          <Text fontSize="12px">
            {r.carrier}
            <chakra.span display="block" fontFamily="mono">
              {r.trackingNo}
            </chakra.span>
          </Text>
        ) : (
          '—'
        );
      },
    }),
    helper.display({
      id: 'action',
      header: t.columns.action,
      cell: (info) =>
        info.row.original.status === 2 ? (
          <Button size="xs" colorPalette="brand" variant={activeId === info.row.original.id ? 'solid' : 'outline'} onClick={() => onShip(info.row.original)} aria-label={t.shipLabel(info.row.original.orderNo)} data-testid="shipping-ship">
            {t.ship}
          </Button>
        ) : info.row.original.status === 3 ? (
          <Button size="xs" colorPalette="green" variant="outline" onClick={() => onComplete(info.row.original)} aria-label={t.completeLabel(info.row.original.orderNo)} data-testid="shipping-complete">
            {t.complete}
          </Button>
        ) : null,
    }),
  ]);
}

interface TableProps {
  rows: StaffOrderRow[];
  onShip: (row: StaffOrderRow) => void;
  onComplete: (row: StaffOrderRow) => void;
  activeId: number | null;
}

export function ShippingTable({ rows, onShip, onComplete, activeId }: TableProps) {
  const table = useTable({ features, columns: columnsFor(onShip, onComplete, activeId), data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="shipping-table" rowTestId="shipping-row" />;
}

// The redemption list's table (TanStack Table, headless): 兑换单号, 会员, 礼品, 积分, 状态, 收货信息,
// 物流, 兑换时间 and the steps the row's status allows.
import { Badge, Button, Flex } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { StaffRedemptionRow } from '../../../../domain/points/points-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { redemptionSteps, type RedemptionStep } from '../../../../machines/staff/staff-redemption-queue.ts';
import { redemptionsText as t } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffRedemptionRow>();

const palette = (status: number) => (status === 0 ? 'orange' : status === 1 ? 'blue' : status === 2 ? 'green' : 'gray');

function columnsFor(onStep: (step: RedemptionStep, row: StaffRedemptionRow) => void) {
  return helper.columns([
    helper.accessor('orderNo', { header: t.columns.orderNo, cell: (info) => <span data-volatile>{info.getValue()}</span> }),
    helper.accessor('memberName', { header: t.columns.member }),
    helper.accessor((r) => `${r.goodsName} ${t.qty(r.qty)}`, { id: 'goods', header: t.columns.goods }),
    helper.accessor('points', { header: t.columns.points, cell: (info) => t.points(info.getValue()) }),
    helper.accessor('statusText', {
      header: t.columns.status,
      cell: (info) => (
        <Badge colorPalette={palette(info.row.original.status)} variant="subtle">
          {info.getValue()}
        </Badge>
      ),
    }),
    helper.accessor((r) => (r.address ? `${r.address.consignee} ${r.address.mobile} ${r.address.regionText}${r.address.detail}` : t.none), { id: 'address', header: t.columns.address }),
    helper.accessor((r) => (r.trackingNo ? `${r.carrier ?? ''} ${r.trackingNo}` : r.cancelReason ?? t.none), { id: 'shipping', header: t.columns.shipping }),
    helper.accessor('createdAt', { header: t.columns.createdAt, cell: (info) => <span data-volatile>{formatChinaDateTime(info.getValue())}</span> }),
    helper.display({
      id: 'actions',
      header: t.columns.actions,
      cell: (info) => (
        <Flex gap="1.5">
          {redemptionSteps(info.row.original.status).map((step) => (
            <Button
              key={step}
              size="xs"
              variant={step === 'cancel' ? 'outline' : 'solid'}
              colorPalette={step === 'cancel' ? 'red' : 'brand'}
              aria-label={t.stepLabel(t.steps[step], info.row.original.orderNo)}
              onClick={() => onStep(step, info.row.original)}
              data-testid={`redemption-${step}`}
            >
              {t.steps[step]}
            </Button>
          ))}
        </Flex>
      ),
    }),
  ]);
}

export function RedemptionTable({ rows, onStep }: { rows: StaffRedemptionRow[]; onStep: (step: RedemptionStep, row: StaffRedemptionRow) => void }) {
  const table = useTable({ features, columns: columnsFor(onStep), data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="redemption-table" rowTestId="redemption-row" align="top" />;
}

// The rows of one view of /company/approvals: 订单号, 下单人, 部门, 金额, 采购单号, 原因, 当前级别,
// 库存保留至, 状态 and 查看, which opens the order's detail panel (the selected row is marked).
import { Badge, Button, chakra, Text } from '@chakra-ui/react';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { ApprovalRow } from '../../../../machines/approvals/approval-list.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { approvalsText } from '../text.ts';

const t = approvalsText;

const STATUS_PALETTE: Record<ApprovalRow['approvalStatus'], string> = { pending: 'orange', approved: 'green', rejected: 'red', expired: 'gray', withdrawn: 'gray' };

export function ApprovalStatusBadge({ status }: { status: ApprovalRow['approvalStatus'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="sm">
      {t.statusText[status]}
    </Badge>
  );
}

/** The reasons an order needs approval, in one line. */
export const reasonsOf = (row: Pick<ApprovalRow, 'plan'>) => row.plan.reasons.join(t.reasonsJoin);

export function ApprovalTable({ rows, selectedId, onOpen }: { rows: ApprovalRow[]; selectedId: number | null; onOpen: (orderId: number) => void }) {
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="approval-rows">
      <thead>
        <tr>
          <CompactTh whiteSpace="nowrap">{t.columns.orderNo}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.requester}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.department}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.columns.amount}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.poNumber}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.reason}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.level}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.holdUntil}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.status}</CompactTh>
          <CompactTh whiteSpace="nowrap">
            <chakra.span srOnly>{t.columns.action}</chakra.span>
          </CompactTh>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const on = row.orderId === selectedId;
          return (
            <chakra.tr key={row.orderId} bg={on ? 'brand.50' : undefined} aria-selected={on ? 'true' : undefined} data-testid="approval-row">
              <CompactTd>
                <Text fontWeight="600" color="gray.800" data-volatile>
                  {row.orderNo}
                </Text>
                <Text fontSize="12px" color="gray.600" lineClamp={1}>
                  {t.goods(row.firstGoodsName, row.goodsCount)}
                </Text>
              </CompactTd>
              <CompactTd whiteSpace="nowrap">{row.requesterName}</CompactTd>
              <CompactTd whiteSpace="nowrap">{row.departmentName ?? t.none}</CompactTd>
              <CompactTd textAlign="right" fontWeight="600" color="brand.700" whiteSpace="nowrap">
                {formatPrice(row.totalFen)}
              </CompactTd>
              <CompactTd>
                <Text maxWidth="140px" truncate title={row.poNumber ?? undefined}>
                  {row.poNumber ?? t.none}
                </Text>
              </CompactTd>
              <CompactTd maxWidth="220px">
                <Text lineClamp={2} title={reasonsOf(row)}>
                  {reasonsOf(row)}
                </Text>
              </CompactTd>
              <CompactTd whiteSpace="nowrap">{row.currentLevel === null ? t.none : t.levelText(row.currentLevel)}</CompactTd>
              <CompactTd whiteSpace="nowrap" data-volatile>
                {row.approvalStatus === 'pending' && row.holdUntil ? formatChinaDateTime(row.holdUntil) : t.none}
              </CompactTd>
              <CompactTd>
                <ApprovalStatusBadge status={row.approvalStatus} />
              </CompactTd>
              <CompactTd>
                <Button size="xs" variant={row.canDecide ? 'solid' : 'outline'} colorPalette="brand" aria-label={t.openLabel(row.orderNo)} aria-pressed={on} onClick={() => onOpen(row.orderId)}>
                  {t.open}
                </Button>
              </CompactTd>
            </chakra.tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}

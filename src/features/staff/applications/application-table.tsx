// The list of one kind of application (TanStack Table, headless): 合作申请 (编号, 企业名称, 合作类型,
// 联系人, 申请时间, 状态) or 分销员申请 (编号, 姓名, 推广渠道, 会员, 申请时间, 状态), each row with a
// button that shows it beside the list.
import { Badge, chakra } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import type { StaffCooperationRow } from '../../../../domain/cooperation/cooperation-views.ts';
import type { StaffApplicationRow } from '../../../../domain/distribution/distribution-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { ApplicationKind } from '../../../../machines/staff/application-review.ts';
import type { AnyApplication } from './api.ts';
import { appText } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const t = appText;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AnyApplication>();
const PALETTE: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };

export const nameOf = (kind: ApplicationKind, r: AnyApplication) => (kind === 'cooperation' ? (r as StaffCooperationRow).companyName : (r as StaffApplicationRow).realName);

function columnsOf(kind: ApplicationKind, selectedId: number | null, onSelect: (id: number) => void) {
  const open = helper.display({
    id: 'open',
    header: t.columns.open,
    cell: (i) => (
      <chakra.button
        type="button"
        color="brand.700"
        fontWeight="600"
        aria-pressed={i.row.original.id === selectedId}
        aria-label={t.openLabel(nameOf(kind, i.row.original))}
        onClick={() => onSelect(i.row.original.id)}
        data-testid="open-application"
      >
        {t.open}
      </chakra.button>
    ),
  });
  const id = helper.accessor('id', { id: 'id', header: t.columns.id, cell: (i) => `#${i.getValue()}` });
  const created = helper.accessor('createdAt', { id: 'createdAt', header: t.columns.createdAt, cell: (i) => <span data-volatile="time">{formatChinaDateTime(i.getValue())}</span> });
  const status = helper.accessor('statusText', { id: 'status', header: t.columns.status, cell: (i) => <Badge colorPalette={PALETTE[i.row.original.status] ?? 'gray'}>{i.getValue()}</Badge> });
  const own =
    kind === 'cooperation'
      ? [
          helper.accessor((r) => (r as StaffCooperationRow).companyName, { id: 'company', header: t.columns.company }),
          helper.accessor((r) => (r as StaffCooperationRow).programmeText, { id: 'programme', header: t.columns.programme }),
          helper.accessor((r) => (r as StaffCooperationRow).contact, { id: 'contact', header: t.columns.contact }),
        ]
      : [
          helper.accessor((r) => (r as StaffApplicationRow).realName, { id: 'realName', header: t.columns.realName }),
          helper.accessor((r) => (r as StaffApplicationRow).channel, { id: 'channel', header: t.columns.channel }),
          helper.accessor((r) => (r as StaffApplicationRow).memberMobile ?? String((r as StaffApplicationRow).memberId), { id: 'member', header: t.columns.member, cell: (i) => <span data-volatile="member">{i.getValue()}</span> }),
        ];
  return [id, ...own, created, status, open] as ColumnDef<typeof features, AnyApplication>[];
}

export function ApplicationTable({ kind, rows, selectedId, onSelect }: { kind: ApplicationKind; rows: AnyApplication[]; selectedId: number | null; onSelect: (id: number) => void }) {
  const table = useTable({ features, columns: columnsOf(kind, selectedId, onSelect), data: rows });
  return <QueueTable table={table} label={t.tableLabel(kind)} testId="application-table" rowTestId="application-row" selected={(r) => r.id === selectedId} />;
}

// The tables of one company in the console (TanStack Table, headless): its members (name with the
// certified account marked, full mobile, role, department, status, joined), its departments and
// its latest audit rows.
import { Badge, chakra, Flex } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { AuditRow, CompanyMemberRow, DepartmentRow } from '../../../../domain/company/company-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { QueueTable } from '../components/queue-table.tsx';
import { companiesText } from './text.ts';

const t = companiesText;
const features = tableFeatures({});
const time = (iso: string) => (
  <chakra.span whiteSpace="nowrap" data-volatile="time">
    {formatChinaDateTime(iso)}
  </chakra.span>
);

const member = createColumnHelper<typeof features, CompanyMemberRow>();
const memberColumns = member.columns([
  member.accessor('name', {
    id: 'name',
    header: t.memberColumns.name,
    cell: (i) => (
      <Flex gap="2" align="center">
        <span>{i.getValue()}</span>
        {i.row.original.isHolder ? <Badge colorPalette="blue">{t.holderMark}</Badge> : null}
      </Flex>
    ),
  }),
  member.accessor('mobile', { id: 'mobile', header: t.memberColumns.mobile, cell: (i) => <chakra.span fontFamily="mono">{i.getValue()}</chakra.span> }),
  member.accessor('role', {
    id: 'role',
    header: t.memberColumns.role,
    cell: (i) => (
      <Badge colorPalette={i.getValue() === 'admin' ? 'orange' : 'gray'} data-testid="member-role">
        {t.roles[i.getValue()]}
      </Badge>
    ),
  }),
  member.accessor((r) => r.departmentName ?? t.noDepartment, { id: 'department', header: t.memberColumns.department }),
  member.accessor('status', { id: 'status', header: t.memberColumns.status, cell: (i) => <chakra.span color={i.getValue() === 'active' ? 'green.800' : 'gray.700'}>{t.statuses[i.getValue()]}</chakra.span> }),
  member.accessor('joinedAt', { id: 'joinedAt', header: t.memberColumns.joinedAt, cell: (i) => time(i.getValue()) }),
]);

export function MemberTable({ rows }: { rows: CompanyMemberRow[] }) {
  const table = useTable({ features, columns: memberColumns, data: rows });
  return <QueueTable table={table} label={t.membersLabel} testId="company-members" rowTestId="company-member-row" />;
}

const department = createColumnHelper<typeof features, DepartmentRow & { parentName: string }>();
const departmentColumns = department.columns([
  department.accessor('name', { id: 'name', header: t.departmentColumns.name }),
  department.accessor((r) => r.code ?? '—', { id: 'code', header: t.departmentColumns.code, cell: (i) => <chakra.span fontFamily="mono">{i.getValue()}</chakra.span> }),
  department.accessor('parentName', { id: 'parent', header: t.departmentColumns.parent }),
  department.accessor('memberCount', { id: 'memberCount', header: t.departmentColumns.memberCount }),
]);

export function DepartmentTable({ rows }: { rows: DepartmentRow[] }) {
  const named = rows.map((d) => ({ ...d, parentName: rows.find((p) => p.id === d.parentId)?.name ?? '—' }));
  const table = useTable({ features, columns: departmentColumns, data: named });
  return <QueueTable table={table} label={t.departmentsLabel} testId="company-departments" rowTestId="company-department-row" />;
}

const audit = createColumnHelper<typeof features, AuditRow>();
const auditColumns = audit.columns([
  audit.accessor('createdAt', { id: 'createdAt', header: t.auditColumns.createdAt, cell: (i) => time(i.getValue()) }),
  // The server names a staff actor 平台运营 … already (byStaff marks the same).
  audit.accessor('actorName', { id: 'actor', header: t.auditColumns.actor, cell: (i) => <chakra.span whiteSpace="nowrap">{i.getValue()}</chakra.span> }),
  audit.accessor('action', { id: 'action', header: t.auditColumns.action, cell: (i) => <chakra.span whiteSpace="nowrap">{i.getValue()}</chakra.span> }),
  audit.accessor('summary', { id: 'summary', header: t.auditColumns.summary, cell: (i) => <chakra.span wordBreak="break-all">{i.getValue()}</chakra.span> }),
]);

export function CompanyAuditTable({ rows }: { rows: AuditRow[] }) {
  const table = useTable({ features, columns: auditColumns, data: rows });
  return <QueueTable table={table} label={t.auditLabel} testId="company-audit" rowTestId="company-audit-row" align="top" />;
}

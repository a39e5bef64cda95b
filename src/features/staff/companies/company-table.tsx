// The 企业管理 list's table (TanStack Table, headless): 企业名称, 统一社会信用代码, 企业认证账号,
// 成员数, 开通时间, and a link to the company.
import { chakra, Link as ChakraLink } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import type { StaffCompanyRow } from '../../../../domain/company/staff-company.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { QueueTable } from '../components/queue-table.tsx';
import { companiesText } from './text.ts';

const t = companiesText;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffCompanyRow>();

const columns = helper.columns([
  helper.accessor('name', { id: 'name', header: t.columns.name }),
  helper.accessor('creditCode', { id: 'creditCode', header: t.columns.creditCode, cell: (i) => <chakra.span fontFamily="mono">{i.getValue()}</chakra.span> }),
  helper.accessor((r) => r.holderMobile ?? '—', { id: 'admin', header: t.columns.admin }),
  helper.accessor('memberCount', { id: 'memberCount', header: t.columns.memberCount }),
  helper.accessor('createdAt', { id: 'createdAt', header: t.columns.createdAt, cell: (i) => <span data-volatile="time">{formatChinaDateTime(i.getValue())}</span> }),
  helper.display({
    id: 'open',
    header: t.columns.open,
    cell: (i) => (
      <ChakraLink asChild color="brand.700" fontWeight="600">
        <Link href={`/companies/${i.row.original.id}`} aria-label={t.openLabel(i.row.original.name)} data-testid="open-company">
          {t.open}
        </Link>
      </ChakraLink>
    ),
  }),
]);

export function CompanyTable({ rows }: { rows: StaffCompanyRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="company-table" rowTestId="company-row" />;
}

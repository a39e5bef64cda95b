// The certification queue's table (TanStack Table, headless): 编号, 企业名称, 统一社会信用代码,
// 会员, 提交时间, 状态, 提示 (校验位不符, 关联申请, 已被其他账号认证), and a link to the review sheet.
import { Badge, chakra, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import type { StaffCertificationRow } from '../../../../domain/certification/certification-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { certText } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const t = certText;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffCertificationRow>();

const STATUS_PALETTE: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'purple' };

function Flags({ row }: { row: StaffCertificationRow }) {
  return (
    <Flex gap="1" wrap="wrap">
      {row.codeCheckFailed ? <Badge colorPalette="red">{t.flagCode}</Badge> : null}
      {row.linkRequested ? <Badge colorPalette="purple">{t.flagLink}</Badge> : null}
      {!row.linkRequested && row.certifiedForMobile && row.status === 0 ? <Badge colorPalette="orange">{t.flagElsewhere}</Badge> : null}
    </Flex>
  );
}

const columns = helper.columns([
  helper.accessor('id', { id: 'id', header: t.columns.id, cell: (i) => `#${i.getValue()}` }),
  helper.accessor('companyName', { id: 'companyName', header: t.columns.companyName }),
  helper.accessor('creditCode', { id: 'creditCode', header: t.columns.creditCode, cell: (i) => <chakra.span fontFamily="mono">{i.getValue()}</chakra.span> }),
  helper.accessor((r) => r.memberMobile ?? String(r.memberId), { id: 'member', header: t.columns.member }),
  helper.accessor('createdAt', { id: 'createdAt', header: t.columns.createdAt, cell: (i) => <span data-volatile="time">{formatChinaDateTime(i.getValue())}</span> }),
  helper.accessor('statusText', { id: 'status', header: t.columns.status, cell: (i) => <Badge colorPalette={STATUS_PALETTE[i.row.original.status] ?? 'gray'}>{i.getValue()}</Badge> }),
  helper.display({ id: 'flags', header: t.columns.flags, cell: (i) => <Flags row={i.row.original} /> }),
  helper.display({
    id: 'open',
    header: t.columns.open,
    cell: (i) => (
      <ChakraLink asChild color="brand.700" fontWeight="600">
        <Link href={`/certifications/${i.row.original.id}`} aria-label={t.openLabel(i.row.original.companyName)} data-testid="open-certification">
          {i.row.original.status === 0 ? t.open : t.view}
        </Link>
      </ChakraLink>
    ),
  }),
]);

export function CertificationTable({ rows }: { rows: StaffCertificationRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="certification-table" rowTestId="certification-row" />;
}

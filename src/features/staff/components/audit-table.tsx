// The audit log's table (TanStack Table v9, headless): columns 时间, 操作人, 角色, 操作, 对象, 结果,
// 变更; a click on a sortable header asks the machine for that sort (the server sorts: manualSorting),
// each row's 变更 opens the target before and after, and the request; a refused call (issue 35)
// reads 被拒绝 in red with its reason in place of the change.
import { Box, chakra, Text } from '@chakra-ui/react';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { AuditRow, AuditSort } from '../../../../domain/staff/staff-payloads.ts';
import { AUDIT_SORTS } from '../../../../domain/staff/staff-payloads.ts';
import { changedFields, type AuditSorting } from '../../../../machines/staff/audit-log.ts';
import { headCell } from '../../../ui/table.tsx';
import { staffText } from '../text.ts';

const t = staffText.audit;

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, AuditRow>();

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Box flex="1" minWidth="0">
      <Text fontSize="12px" fontWeight="600" color="gray.700" mb="1">
        {label}
      </Text>
      <chakra.pre fontSize="12px" bg="gray.50" borderWidth="1px" borderColor="gray.200" borderRadius="sm" p="2" maxHeight="240px" overflow="auto" whiteSpace="pre-wrap" wordBreak="break-all">
        {value === null || value === undefined ? t.nothing : JSON.stringify(value, null, 2)}
      </chakra.pre>
    </Box>
  );
}

function OutcomeCell({ row }: { row: AuditRow }) {
  const refused = row.outcome === 'refused';
  return (
    <chakra.span
      display="inline-block"
      px="1.5"
      borderRadius="sm"
      fontSize="12px"
      whiteSpace="nowrap"
      bg={refused ? 'red.50' : 'green.50'}
      color={refused ? 'red.700' : 'green.800'}
      borderWidth="1px"
      borderColor={refused ? 'red.200' : 'green.200'}
      data-testid="audit-outcome"
    >
      {row.outcomeText}
    </chakra.span>
  );
}

function ChangeCell({ row }: { row: AuditRow }) {
  if (row.outcome === 'refused') {
    return (
      <Text fontSize="13px" color="red.700" maxWidth="420px">
        {t.reason(row.reason ?? '')}
      </Text>
    );
  }
  const changed = changedFields(row.before, row.after);
  return (
    <chakra.details fontSize="13px">
      <chakra.summary cursor="pointer" color="brand.700">
        {changed === null ? t.details : changed.length === 0 ? t.noChange : t.changed(changed.length, changed.slice(0, 4))}
      </chakra.summary>
      <Box display="flex" gap="3" mt="2" width="640px">
        <Json label={t.before} value={row.before} />
        <Json label={t.after} value={row.after} />
      </Box>
      <Box mt="2" width="640px">
        <Json label={t.request} value={row.request} />
      </Box>
    </chakra.details>
  );
}

const columns = helper.columns([
  helper.accessor('createdAt', { id: 'createdAt', header: t.columns.createdAt, sortDescFirst: true, cell: (info) => formatChinaDateTime(info.getValue()) }),
  helper.accessor('staffName', { id: 'staffName', header: t.columns.staffName }),
  helper.accessor('roleText', { id: 'role', header: t.columns.role, enableSorting: false }),
  helper.accessor('action', { id: 'action', header: t.columns.action }),
  helper.accessor((r) => (r.targetKind ? `${r.targetText ?? r.targetKind} #${r.targetId ?? '—'}` : '—'), { id: 'target', header: t.columns.target }),
  helper.display({ id: 'outcome', header: t.columns.outcome, enableSorting: false, cell: (info) => <OutcomeCell row={info.row.original} /> }),
  helper.display({ id: 'change', header: t.columns.change, enableSorting: false, cell: (info) => <ChangeCell row={info.row.original} /> }),
]);

const isSort = (id: string): id is AuditSort => (AUDIT_SORTS as readonly string[]).includes(id);

interface Props {
  rows: AuditRow[];
  sorting: AuditSorting;
  onSort: (sorting: AuditSorting) => void;
}

export function AuditTable({ rows, sorting, onSort }: Props) {
  const state: SortingState = [{ id: sorting.sort, desc: sorting.desc }];
  const table = useTable({
    features,
    columns,
    data: rows,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting: state },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(state) : updater;
      const first = next[0];
      if (first && isSort(first.id)) onSort({ sort: first.id, desc: first.desc });
    },
  });
  return (
    <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={t.tableLabel} data-testid="audit-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              return (
                <chakra.th key={header.id} css={headCell} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined}>
                  {canSort ? (
                    <chakra.button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontWeight="600"
                      color="gray.800"
                      _hover={{ color: 'brand.700' }}
                      aria-label={t.sortBy(String(header.column.columnDef.header))}
                      data-testid={`sort-${header.id}`}
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                    </chakra.button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </chakra.th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <chakra.tr key={row.id} data-testid="audit-row" data-outcome={row.original.outcome} _hover={{ bg: 'gray.50' }}>
            {row.getAllCells().map((cell) => (
              <chakra.td key={cell.id} px="3" py="2.5" fontSize="13px" borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
                <table.FlexRender cell={cell} />
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

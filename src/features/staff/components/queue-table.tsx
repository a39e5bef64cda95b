// The staff console's work-queue tables (receipts, shipping, after-sales, redemptions, services,
// certifications, applications, catalogue): one frame around a TanStack Table each queue builds
// with its own columns. The server pages and filters; a row may be marked as the one selected.
import { chakra } from '@chakra-ui/react';
import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { headCell } from '../../../ui/table.tsx';

interface Props<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  /** The table's accessible name. */
  label: string;
  testId: string;
  rowTestId: string;
  /** The cells' vertical alignment: top where a cell holds several lines. */
  align?: 'top' | 'middle';
  selected?: (row: TData) => boolean;
}

export function QueueTable<TFeatures extends TableFeatures, TData extends RowData>({ table, label, testId, rowTestId, align = 'middle', selected }: Props<TFeatures, TData>) {
  return (
    <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={label} data-testid={testId}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <chakra.th key={header.id} css={headCell}>
                <table.FlexRender header={header} />
              </chakra.th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <chakra.tr key={row.id} data-testid={rowTestId} bg={selected?.(row.original) ? 'brand.50' : undefined} _hover={{ bg: 'gray.50' }}>
            {row.getAllCells().map((cell) => (
              <chakra.td key={cell.id} px="3" py="2.5" fontSize="13px" borderTopWidth="1px" borderColor="gray.200" verticalAlign={align}>
                <table.FlexRender cell={cell} />
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

// The bulk-edit table of waiting enquiry lines (TanStack Table, headless): the line as asked, then
// four editable cells (单价 in 元, 货期, 有效期至, 说明), each showing its Chinese error below it.
import { useMemo } from 'react';
import { Button, chakra, Input, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { StaffQuoteRow } from '../../../../domain/enquiry/enquiry-views.ts';
import type { QuoteCell, QuoteCellErrors, QuoteDraft } from '../../../../domain/enquiry/quote-batch.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { emptyDraft, isTyped, type EnquiryQuotesEvent } from '../../../../machines/staff/staff-quote-batch.ts';
import { headCell } from '../../../ui/table.tsx';
import { enquiryText as t } from './text.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffQuoteRow>();

interface Props {
  rows: StaffQuoteRow[];
  drafts: Record<number, QuoteDraft>;
  errors: Record<number, QuoteCellErrors>;
  defaultValid: string;
  today: string;
  disabled: boolean;
  send: (e: EnquiryQuotesEvent) => void;
}

const WIDTH: Record<QuoteCell, string> = { price: '100px', lead: '72px', validUntil: '140px', note: '160px' };

export function QuoteGrid({ rows, drafts, errors, defaultValid, today, disabled, send }: Props) {
  const columns = useMemo(() => {
    const editable = (cell: QuoteCell) =>
      helper.display({
        id: cell,
        header: t.columns[cell],
        cell: (info) => {
          const r = info.row.original;
          const d = drafts[r.lineId] ?? emptyDraft(defaultValid);
          const error = errors[r.lineId]?.[cell];
          const errorId = `quote-${r.lineId}-${cell}-error`;
          return (
            <>
              <Input
                size="sm"
                width={WIDTH[cell]}
                type={cell === 'validUntil' ? 'date' : 'text'}
                inputMode={cell === 'price' ? 'decimal' : cell === 'lead' ? 'numeric' : undefined}
                min={cell === 'validUntil' ? today : undefined}
                maxLength={cell === 'note' ? 220 : 20}
                value={d[cell]}
                disabled={disabled}
                aria-label={t.cellLabel(cell, r.rowNo, r.inputModel)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => send({ type: 'EDIT', lineId: r.lineId, cell, value: e.currentTarget.value })}
                data-testid={`quote-${cell}`}
                {...(cell === 'validUntil' ? { 'data-volatile': true } : {})}
              />
              {error ? (
                <Text id={errorId} color="red.700" fontSize="12px" mt="1" maxWidth={WIDTH[cell]} data-testid="quote-cell-error">
                  {error}
                </Text>
              ) : null}
            </>
          );
        },
      });
    return helper.columns([
      helper.accessor('enquiryNo', {
        header: t.columns.enquiry,
        cell: (info) => (
          <>
            <chakra.span display="block" data-volatile>{info.getValue()}</chakra.span>
            <chakra.span display="block" color="gray.600" fontSize="12px" data-volatile>{info.row.original.memberName}</chakra.span>
          </>
        ),
      }),
      helper.accessor('rowNo', { header: t.columns.rowNo }),
      helper.accessor('inputModel', {
        header: t.columns.model,
        cell: (info) => (
          <>
            <chakra.span display="block" fontWeight="600" whiteSpace="nowrap">{info.getValue()}</chakra.span>
            <chakra.span display="block" color="gray.600" fontSize="12px">{info.row.original.inputBrand || t.noBrand}</chakra.span>
          </>
        ),
      }),
      helper.accessor('qty', { header: t.columns.qty, cell: (info) => info.getValue() ?? t.none }),
      helper.accessor('requestedAt', { header: t.columns.requestedAt, cell: (info) => <chakra.span data-volatile whiteSpace="nowrap">{formatChinaDateTime(info.getValue())}</chakra.span> }),
      editable('price'),
      editable('lead'),
      editable('validUntil'),
      editable('note'),
      helper.display({
        id: 'clear',
        header: t.columns.clear,
        cell: (info) => {
          const r = info.row.original;
          return isTyped(drafts[r.lineId]) ? (
            <Button size="xs" variant="ghost" disabled={disabled} aria-label={t.clearLabel(r.rowNo, r.inputModel)} onClick={() => send({ type: 'CLEAR_ROW', lineId: r.lineId })}>
              {t.clearRow}
            </Button>
          ) : null;
        },
      }),
    ]);
  }, [drafts, errors, defaultValid, today, disabled, send]);
  const table = useTable({ features, columns, data: rows });
  return (
    <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={t.tableLabel} data-testid="quote-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <chakra.th key={header.id} css={headCell} whiteSpace="nowrap">
                <table.FlexRender header={header} />
              </chakra.th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <chakra.tr key={row.id} data-testid="quote-row" bg={isTyped(drafts[row.original.lineId]) ? 'brand.50' : undefined}>
            {row.getAllCells().map((cell) => (
              <chakra.td key={cell.id} px="2.5" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
                <table.FlexRender cell={cell} />
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

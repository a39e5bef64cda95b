// The booking form's table of instruments: one row each (maker, model, serial number, asset tag,
// range, quantity; required ones starred), each field with its problem under it, and a remove
// button (never for the last row, nor while a sheet is read).
import { Button, chakra, Text } from '@chakra-ui/react';
import { ROW_FIELDS, rowFieldMax, rowFieldRequired } from '../../../../machines/services/booking-view.ts';
import type { RowDraft, RowField } from '../../../../machines/services/service-booking.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { servicesText } from '../text.ts';
import { ErrorLine } from './booking-error-line.tsx';
import { control, type BookingFields } from './booking-fields.ts';

const t = servicesText.form;
const ROW_WIDTH: Record<RowField, string> = { maker: '150px', model: '170px', serialNo: '130px', assetTag: '120px', range: '130px', qty: '70px' };

interface Props {
  rows: readonly RowDraft[];
  fields: BookingFields;
  importing: boolean;
  onEdit: (index: number, patch: Partial<RowDraft>) => void;
  onRemove: (index: number) => void;
}

export function InstrumentRows({ rows, fields, importing, onEdit, onRemove }: Props) {
  const { fieldId, describedBy, say, problems } = fields;
  return (
    <chakra.table width="100%" borderCollapse="collapse" data-testid="instrument-rows">
      <thead>
        <tr>
          <CompactTh width="60px">#</CompactTh>
          {ROW_FIELDS.map((f) => (
            <CompactTh key={f} width={ROW_WIDTH[f]}>
              {t.rowLabel[f]}
              {rowFieldRequired(f) ? (
                <Text as="span" color="red.700" ms="1" aria-label={t.required}>
                  *
                </Text>
              ) : null}
            </CompactTh>
          ))}
          <CompactTh width="70px">
            {t.rowActions}
          </CompactTh>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} data-testid="instrument-row">
            <CompactTd color="gray.600" verticalAlign="top" pt="3">
              {i + 1}
            </CompactTd>
            {ROW_FIELDS.map((f) => {
              const key = `row.${i}.${f}`;
              return (
                <CompactTd key={f} verticalAlign="top">
                  <chakra.input
                    id={fieldId(key)}
                    name={`${f}-${i}`}
                    aria-label={`${t.row(i + 1)} ${t.rowLabel[f]}`}
                    aria-invalid={problems[key] ? true : undefined}
                    aria-describedby={f === 'qty' ? [fieldId('qty-rule'), describedBy(key)].filter(Boolean).join(' ') : describedBy(key)}
                    inputMode={f === 'qty' ? 'numeric' : undefined}
                    value={row[f]}
                    maxLength={rowFieldMax(f) + 10}
                    onChange={(e) => onEdit(i, { [f]: e.target.value })}
                    css={control}
                  />
                  <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} />
                </CompactTd>
              );
            })}
            <CompactTd verticalAlign="top">
              <Button size="xs" variant="outline" disabled={rows.length <= 1 || importing} onClick={() => onRemove(i)} aria-label={t.removeRow(i + 1)}>
                {t.remove}
              </Button>
            </CompactTd>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

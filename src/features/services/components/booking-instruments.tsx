// The instruments part of the booking form: the rule of rows and quantities, the rows, adding a
// row (up to MAX_INSTRUMENT_ROWS) or reading them from a spreadsheet, and what the last read said.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { MAX_INSTRUMENT_ROWS } from '../../../../domain/services/service-rules.ts';
import type { BookingContext, BookingEvent } from '../../../../machines/services/service-booking.ts';
import { sheetOf } from '../actors.ts';
import { servicesText } from '../text.ts';
import { ErrorLine } from './booking-error-line.tsx';
import type { BookingFields } from './booking-fields.ts';
import { FilePickButton } from './file-pick-button.tsx';
import { InstrumentRows } from './instrument-rows.tsx';

const t = servicesText.form;

interface Props {
  context: Pick<BookingContext, 'rows' | 'sheetError' | 'sheetMessage' | 'imported'>;
  fields: BookingFields;
  importing: boolean;
  send: (event: BookingEvent) => void;
}

export function BookingInstruments({ context: { rows, sheetError, sheetMessage, imported }, fields, importing, send }: Props) {
  const { fieldId, say } = fields;
  return (
    <Box as="fieldset" border="0" p="0" m="0">
      <Text as="legend" fontSize="15px" fontWeight="600" color="gray.800" mb="1">
        {t.instruments}
      </Text>
      <Text fontSize="13px" color="gray.600" mb="3">
        {t.instrumentsHint(MAX_INSTRUMENT_ROWS)}{' '}
        <Text as="span" id={fieldId('qty-rule')} color="gray.800" fontWeight="600" data-testid="qty-rule">
          {t.qtyRule}
        </Text>
      </Text>
      <Box overflowX="auto">
        <InstrumentRows
          rows={rows}
          fields={fields}
          importing={importing}
          onEdit={(index, patch) => send({ type: 'ROW_EDIT', index, patch })}
          onRemove={(index) => send({ type: 'ROW_REMOVE', index })}
        />
      </Box>
      <ErrorLine id={`${fieldId('rows')}-error`} text={say('rows')} />
      <Flex mt="3" gap="4" align="center" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => send({ type: 'ROW_ADD' })} disabled={rows.length >= MAX_INSTRUMENT_ROWS || importing}>
          {t.addRow}
        </Button>
        <FilePickButton label={t.importLabel} accept=".xlsx,.xls,.ods,.csv" busy={importing} testId="instrument-sheet" onFile={(file) => send({ type: 'IMPORT', file: sheetOf(file) })} />
      </Flex>
      <Text mt="1" fontSize="12px" color="gray.600">
        {t.importHint}
      </Text>
      {importing ? (
        <Text role="status" mt="1" fontSize="13px" color="gray.700">
          {t.importing}
        </Text>
      ) : null}
      {sheetError ? (
        <Text role="alert" mt="1" fontSize="13px" color="red.700" data-testid="sheet-error">
          {sheetError === 'server' && sheetMessage ? sheetMessage : t.sheetError[sheetError]}
        </Text>
      ) : imported !== null ? (
        <Text role="status" mt="1" fontSize="13px" color="green.800" data-testid="sheet-imported">
          {t.imported(imported)}
        </Text>
      ) : null}
    </Box>
  );
}

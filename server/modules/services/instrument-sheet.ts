// The booking form's instrument list from a spreadsheet (.xlsx/.xls/.ods/.csv): read with the
// enquiry module's safe reader (readSheet), each row checked with the same limits as a typed row.
// Nothing is stored; the rows are answered for the member to review in the form.
import { Value } from 'typebox/value';
import { InstrumentRow } from '../../../domain/services/service-payloads.ts';
import { INSTRUMENT_QTY_MAX, MAX_INSTRUMENT_ROWS } from '../../../domain/services/service-rules.ts';
import { badRequest } from '../../http/errors.ts';
import { readSheet } from '../enquiry/public.ts';
import { SVC_MSG } from './messages.ts';

/** Header synonyms of each column (the first one is the name shown when a column is missing). */
export const INSTRUMENT_COLUMNS = SVC_MSG.sheetColumns;

/** The instrument rows of a sheet, or 400 naming the first wrong row. */
export async function readInstrumentSheet(bytes: Buffer, fileName: string): Promise<InstrumentRow[]> {
  const sheet = await readSheet(bytes, fileName, INSTRUMENT_COLUMNS, { maxRows: MAX_INSTRUMENT_ROWS });
  if (!('maker' in sheet.columns) || !('model' in sheet.columns)) throw badRequest(SVC_MSG.sheetNeedsColumns);
  if (sheet.rows.length === 0) throw badRequest(SVC_MSG.sheetNoRows);
  if (sheet.rows.length > MAX_INSTRUMENT_ROWS) throw badRequest(SVC_MSG.sheetTooManyRows);
  return sheet.rows.map(({ rowNo, cells }) => {
    const text = (k: string) => (cells[k] ?? '').trim();
    const qtyText = text('qty');
    const qty = qtyText === '' ? 1 : /^\d+$/.test(qtyText) ? Number(qtyText) : Number.NaN;
    if (!(qty >= 1 && qty <= INSTRUMENT_QTY_MAX)) throw badRequest(SVC_MSG.sheetBadQty(rowNo));
    const row: InstrumentRow = {
      maker: text('maker'),
      model: text('model'),
      ...(text('serialNo') ? { serialNo: text('serialNo') } : {}),
      ...(text('assetTag') ? { assetTag: text('assetTag') } : {}),
      ...(text('range') ? { range: text('range') } : {}),
      qty,
    };
    if (!row.maker || !row.model) throw badRequest(SVC_MSG.sheetRowMissing(rowNo));
    if (!Value.Check(InstrumentRow, row)) throw badRequest(SVC_MSG.sheetRowTooLong(rowNo));
    return row;
  });
}

// The rows a buyer pastes from Excel into the 批量询价 box (Excel copies cells as text: columns
// separated by tabs, rows by line breaks): read into the `{model, brand, qty}` rows the import
// call takes as JSON. A first row of column names (型号 / 品牌 / 数量 and their synonyms, any
// order) says which column is which; without one the columns are 型号, 品牌, 数量 in that order.
// Blank rows are skipped; a row with no model is still sent (the server marks it 未填写型号).
// Also the check of a picked or dropped file, by name and size (the server checks the content).
import { toHalfWidth } from '../../domain/shared/half-width.ts';
import type { PasteRow } from '../../domain/enquiry/enquiry-payloads.ts';
import { ENQUIRY_CELL_MAX, ENQUIRY_COLUMNS, ENQUIRY_FILE_TYPES, ENQUIRY_MAX_BYTES, ENQUIRY_MAX_LINES } from '../../domain/enquiry/enquiry-rules.ts';

export type PasteError = 'empty' | 'tooMany' | 'noModel';

export interface PasteReading {
  rows: PasteRow[];
  /** The first row was a row of column names. */
  header: boolean;
  error: PasteError | null;
}

type PasteColumn = 'model' | 'brand' | 'qty';

const headerKey = (text: string) =>
  toHalfWidth(text)
    .toLowerCase()
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[\s*:：_.-]/g, '');

const SYNONYMS: ReadonlyMap<string, PasteColumn> = new Map(
  (['model', 'brand', 'qty'] as const).flatMap((column) => ENQUIRY_COLUMNS[column].map((name) => [headerKey(name), column] as const)),
);

/** The column of each cell of a header row, or null when the row is not a header (no model column). */
function headerOf(cells: readonly string[]): Array<PasteColumn | null> | null {
  const columns = cells.map((c) => SYNONYMS.get(headerKey(c)) ?? null);
  return columns.includes('model') ? columns : null;
}

/** Control characters (a cell copied with a line break inside) become spaces. */
const withoutControls = (text: string) => Array.from(text, (ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch)).join('');

const cell = (text: string | undefined) => withoutControls(text ?? '').trim().slice(0, ENQUIRY_CELL_MAX);

/** Reads pasted text into rows (at most ENQUIRY_MAX_LINES). */
export function readPastedRows(text: string): PasteReading {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((line) => line.split('\t').map((c) => c.trim()))
    .filter((cells) => cells.some((c) => c !== ''));
  if (lines.length === 0) return { rows: [], header: false, error: 'empty' };
  const header = headerOf(lines[0]!);
  const order: Array<PasteColumn | null> = header ?? ['model', 'brand', 'qty'];
  const body = header ? lines.slice(1) : lines;
  if (body.length === 0) return { rows: [], header: header !== null, error: 'empty' };
  if (body.length > ENQUIRY_MAX_LINES) return { rows: [], header: header !== null, error: 'tooMany' };
  const rows = body.map((cells) => {
    const pick = (column: PasteColumn) => cell(cells[order.indexOf(column)]);
    const row: PasteRow = { model: order.includes('model') ? pick('model') : '' };
    if (order.includes('brand') && pick('brand')) row.brand = pick('brand');
    if (order.includes('qty') && pick('qty')) row.qty = pick('qty');
    return row;
  });
  if (rows.every((r) => r.model === '')) return { rows: [], header: header !== null, error: 'noModel' };
  return { rows, header: header !== null, error: null };
}

/** The paste box's first text for a link with ?model=&brand= (the out-of-stock 询价 link). */
export function prefillText(model: string, brand: string): string {
  const m = cell(model);
  if (!m) return '';
  return [m, cell(brand), '1'].join('\t');
}

/** A picked or dropped file as the machine sees it (the app keeps the browser's File). */
export interface PickedSheet {
  name: string;
  size: number;
}

export type SheetFileError = 'wrongType' | 'macro' | 'tooLarge' | 'empty';

const MACRO_TYPES = ['.xlsm', '.xltm', '.xlam', '.xlsb'];

/** Refuses, before sending, what the server would refuse by name or size. */
export function checkSheetFile(file: PickedSheet): SheetFileError | null {
  const name = file.name.toLowerCase();
  if (MACRO_TYPES.some((ext) => name.endsWith(ext))) return 'macro';
  if (!ENQUIRY_FILE_TYPES.some((ext) => name.endsWith(ext))) return 'wrongType';
  if (file.size <= 0) return 'empty';
  if (file.size > ENQUIRY_MAX_BYTES) return 'tooLarge';
  return null;
}

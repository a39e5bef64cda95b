// The .xlsx writer of the enquiry report and template (and the orders module's export and
// ship-batch template, through public.ts): SheetJS (@e965/xlsx, the Community Edition) writes the
// workbook (cells, shared strings, sheet names, column widths) and its zip. Every text is a string
// cell, never a formula, so a cell that starts with = + - @ is text.
//
// What SheetJS CE does not write, a frozen header row and cell fills and fonts, is added after it by
// `styled`: it opens SheetJS's own zip with SheetJS's zip reader (XLSX.CFB), puts the frozen pane in
// each sheet's view, a style index on every cell of a styled row, and replaces the style sheet
// (SheetJS writes only the default style, index 0, when no cell has a number format, as here).
import * as XLSX from '@e965/xlsx';
import { stripControl } from './sheet-reader.ts';

export type CellStyle = 'plain' | 'header' | 'green' | 'yellow' | 'red' | 'grey' | 'blue';
const STYLE_INDEX: Record<CellStyle, number> = { plain: 0, header: 1, green: 2, yellow: 3, red: 4, grey: 5, blue: 6 };
const FILLS: Record<Exclude<CellStyle, 'plain'>, string> = { header: 'FFD9D9D9', green: 'FFE2F0D9', yellow: 'FFFFF2CC', red: 'FFFBE2D5', grey: 'FFEDEDED', blue: 'FFDDEBF7' };

export interface SheetSpec {
  name: string;
  rows: (string | number | null)[][];
  /** The style of each row (by index); the header row is styled 'header' when freezeHeader. */
  rowStyles?: CellStyle[];
  widths?: number[];
  freezeHeader?: boolean;
}

type Cell = string | number | null;

/** A cell as written: empty for null and '', a finite number as a number, anything else as text without control characters. */
function cellValue(v: string | number | null): Cell {
  if (v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  return stripControl(String(v)).replace(/[\ufffe\uffff]/g, '');
}

function stylesXml(): string {
  const fills = Object.values(FILLS).map((rgb) => `<fill><patternFill patternType="solid"><fgColor rgb="${rgb}"/><bgColor indexed="64"/></patternFill></fill>`);
  const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>', ...Object.keys(FILLS).map((k, i) => `<xf numFmtId="0" fontId="${k === 'header' ? 1 : 0}" fillId="${i + 2}" borderId="0" xfId="0" applyFill="1"${k === 'header' ? ' applyFont="1"' : ''}/>`)];
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="${fills.length + 2}"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>${fills.join('')}</fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

const FROZEN_VIEW = '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView>';

/** The style index of row r (0-based) of a sheet. */
function rowStyle(spec: SheetSpec, r: number): number {
  return STYLE_INDEX[spec.freezeHeader && r === 0 ? 'header' : (spec.rowStyles?.[r] ?? 'plain')];
}

/** SheetJS's workbook with the frozen header rows and the row styles put in (see the top of the file). */
function styled(bytes: Buffer, sheets: readonly SheetSpec[]): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const text = (path: string) => {
    const entry = XLSX.CFB.find(zip, `/${path}`);
    if (!entry?.content) throw new Error(`xlsx-writer: SheetJS wrote no ${path}`);
    return Buffer.from(entry.content as Uint8Array).toString('utf8');
  };
  const put = (path: string, xml: string) => XLSX.CFB.utils.cfb_add(zip, `/${path}`, Buffer.from(xml, 'utf8'));
  sheets.forEach((spec, i) => {
    const path = `xl/worksheets/sheet${i + 1}.xml`;
    let xml = text(path);
    if (spec.freezeHeader) xml = xml.replace('<sheetView workbookViewId="0"/>', FROZEN_VIEW);
    xml = xml.replace(/<c r="([A-Z]+)(\d+)"/g, (tag, _col: string, row: string) => {
      const s = rowStyle(spec, Number(row) - 1);
      return s ? `${tag} s="${s}"` : tag;
    });
    put(path, xml);
  });
  put('xl/styles.xml', stylesXml());
  return Buffer.from(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Uint8Array);
}

/** The bytes of an .xlsx holding the given sheets. */
export function writeXlsx(sheets: readonly SheetSpec[]): Buffer {
  const wb = XLSX.utils.book_new();
  for (const spec of sheets) {
    // Stubs: an empty cell of a styled row is written (<c r=".."/>) so its fill runs the row's width.
    const ws = XLSX.utils.aoa_to_sheet(spec.rows.map((row) => row.map(cellValue)), { sheetStubs: true });
    if (spec.widths?.length) ws['!cols'] = spec.widths.map((width) => ({ width }));
    XLSX.utils.book_append_sheet(wb, ws, spec.name.slice(0, 31));
  }
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true, sheetStubs: true }) as Buffer;
  return styled(bytes, sheets);
}

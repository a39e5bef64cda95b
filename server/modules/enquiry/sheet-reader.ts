// The generic sheet reader (readSheet, exported in public.ts): a purchasing sheet, an instrument
// list, any table people keep in Excel. The kind is told by content, never by name: a zip is
// .xlsx or .ods (its central directory is read first: macro parts are refused, and the declared
// uncompressed size is capped before anything is inflated), an OLE2 file is .xls, text is CSV.
// The bytes are parsed on a pool of worker threads (sheet-pool.ts, sheet-worker.mjs), which count
// a zip's real uncompressed size while inflating, so a large or hostile file never blocks other
// requests; the header row is then found in the first 20 rows by the caller's synonyms,
// yielding to the event loop every few thousand rows.
import { toHalfWidth } from '../../../domain/shared/half-width.ts';
import { badRequest } from '../../http/errors.ts';
import { SHEET_MSG } from './messages.ts';
import { GridFailure, SHEET_POOL_SIZE, SheetPool, type GridAnswer } from './sheet-pool.ts';

export interface SheetRead {
  /** For each caller's column key found in the header: its 0-based column index. */
  columns: Record<string, number>;
  /** Data rows below the header (blank rows skipped), rowNo the 1-based row of the sheet. */
  rows: { rowNo: number; cells: Record<string, string> }[];
}

export interface ReadSheetOptions {
  /** The most data rows accepted (more is refused with a sentence). Default 10,000. */
  maxRows?: number;
  /** Who the file is for (e.g. the member id): files are parsed in turn by owner. */
  owner?: string;
}

/** How many rows from the top may hold the header. */
export const HEADER_SEARCH_ROWS = 20;
/** The most a zip may declare uncompressed, and the most it may expand over its own size. */
export const ZIP_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
export const ZIP_MAX_RATIO = 150;
const ZIP_MAX_ENTRIES = 5_000;
const CELL_MAX = 200;
const PARSE_TIMEOUT_MS = 30_000;
const YIELD_EVERY = 2_000;

export type SheetKind = 'xlsx' | 'ods' | 'xls' | 'csv';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

interface ZipEntry {
  name: string;
  size: number;
}

/** The entries a zip's central directory declares, or null when it is not a readable zip. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || count > ZIP_MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(p + 24);
    const nameLen = bytes.readUInt16LE(p + 28);
    const extraLen = bytes.readUInt16LE(p + 30);
    const commentLen = bytes.readUInt16LE(p + 32);
    if (size === 0xffffffff) return null;
    entries.push({ name: bytes.toString('utf8', p + 46, p + 46 + nameLen), size });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** The kind of a file by its content; refuses macros, zip bombs and what is not a sheet. */
export function sheetKind(bytes: Buffer, fileName: string): SheetKind {
  if (bytes.length === 0) throw badRequest(SHEET_MSG.empty);
  if (/\.(xlsm|xltm|xlam|xlsb)$/i.test(fileName.trim())) throw badRequest(SHEET_MSG.macro);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const entries = zipEntries(bytes);
    if (!entries) throw badRequest(SHEET_MSG.notSheet);
    const total = entries.reduce((n, e) => n + e.size, 0);
    if (total > ZIP_MAX_UNCOMPRESSED || total > bytes.length * ZIP_MAX_RATIO) throw badRequest(SHEET_MSG.zipBomb);
    const names = entries.map((e) => e.name);
    if (names.some((n) => /vbaProject\.bin$|^xl\/macrosheets\/|^xl\/activeX\/|\.bin$/i.test(n) && !/^xl\/printerSettings\//i.test(n))) throw badRequest(SHEET_MSG.macro);
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    if (names.includes('content.xml') && names.includes('mimetype')) {
      if (names.some((n) => /^(Basic|Scripts)\//.test(n))) throw badRequest(SHEET_MSG.macro);
      return 'ods';
    }
    throw badRequest(SHEET_MSG.notSheet);
  }
  if (OLE2.every((b, i) => bytes[i] === b)) return 'xls';
  // Text: no NUL bytes in the head (UTF-16 with a BOM excepted), and not another binary format.
  const head = bytes.subarray(0, 8192);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) throw badRequest(SHEET_MSG.notSheet);
  const start = head.toString('latin1', 0, 16);
  if (/^(%PDF|\{\\rtf|<\?xml|<html|<!DOCTYPE|GIF8|\x89PNG|\xff\xd8\xff)/i.test(start)) throw badRequest(SHEET_MSG.notSheet);
  // Text named as a workbook (a .txt or .csv renamed .xlsx): the file cannot be read as what it says.
  if (/\.(xlsx|xls|ods|xlsm|xltx)$/i.test(fileName.trim())) throw badRequest(SHEET_MSG.textAsWorkbook);
  return 'csv';
}

const sheetPool = new SheetPool(SHEET_POOL_SIZE, PARSE_TIMEOUT_MS);

/** The cells of the first non-empty sheet, as the worker read them. */
export interface SheetGrid {
  rows: string[][];
  /** Merged ranges spanning more than one column: 0-based row, first and last column. */
  merges: { r: number; c: number; to: number }[];
  truncated: boolean;
}

/**
 * Reads the cells of a file on the worker pool: the kind by content, the zip checked (declared
 * sizes first, then the real ones while inflating), a time limit per file. `owner` (the member)
 * keeps one owner's files from queueing in front of another's. Refusals are 400 with a sentence.
 */
export async function readGrid(bytes: Buffer, fileName: string, rowCap: number, owner = ''): Promise<SheetGrid> {
  const kind = sheetKind(bytes, fileName);
  const maxUncompressed = Math.min(ZIP_MAX_UNCOMPRESSED, bytes.length * ZIP_MAX_RATIO);
  let answer: GridAnswer;
  try {
    answer = await sheetPool.run({ kind, bytes, rowCap, maxUncompressed }, owner);
  } catch (err) {
    if (err instanceof GridFailure && err.why === 'timeout') throw badRequest(SHEET_MSG.tooComplex);
    throw badRequest(SHEET_MSG.unreadable);
  }
  if (answer.error) throw badRequest(SHEET_MSG[answer.error]);
  const rows = answer.rows ?? [];
  if (rows.every((r) => r.every((c) => c.trim() === ''))) throw badRequest(SHEET_MSG.empty);
  return { rows, merges: answer.merges ?? [], truncated: answer.truncated ?? false };
}

/** A header cell or synonym as compared: half-width, lower case, no spaces, marks or bracketed notes. */
export function headerKey(text: string): string {
  return toHalfWidth(text)
    .toLowerCase()
    .replace(/[(（[【][^)）\]】]*[)）\]】]/g, '')
    .replace(/[\s_*:：.\-/#'"“”]/g, '');
}

/** The text without control characters (tab, newline and carriage return kept). */
export function stripControl(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 32 || c === 9 || c === 10 || c === 13) out += ch;
  }
  return out;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the first non-empty sheet of a file into rows keyed by the caller's columns. `columns`
 * maps each key to its header synonyms; the row of the first 20 with most keys is the header.
 */
export async function readSheet(bytes: Buffer, fileName: string, columns: Record<string, readonly string[]>, options: ReadSheetOptions = {}): Promise<SheetRead> {
  const maxRows = options.maxRows ?? 10_000;
  const read = await readGrid(bytes, fileName, maxRows + HEADER_SEARCH_ROWS + 1_000, options.owner);
  const grid = read.rows;

  const synonyms = new Map<string, string>();
  for (const [key, names] of Object.entries(columns)) {
    for (const name of [key, ...names]) {
      const k = headerKey(name);
      if (k && !synonyms.has(k)) synonyms.set(k, key);
    }
  }
  const mapRow = (row: string[]): Record<string, number> => {
    const found: Record<string, number> = {};
    row.forEach((cell, i) => {
      const key = synonyms.get(headerKey(cell));
      if (key !== undefined && !(key in found)) found[key] = i;
    });
    return found;
  };
  let headerAt = -1;
  let mapped: Record<string, number> = {};
  for (let r = 0; r < Math.min(HEADER_SEARCH_ROWS, grid.length); r++) {
    const found = mapRow(grid[r]!);
    if (Object.keys(found).length > Object.keys(mapped).length) {
      headerAt = r;
      mapped = found;
    }
  }
  if (headerAt < 0) {
    const names = Object.values(columns).map((n) => n[0]).filter(Boolean).slice(0, 4).join(SHEET_MSG.listJoin);
    throw badRequest(SHEET_MSG.noHeader(names));
  }
  const headerLine = Object.entries(mapped).map(([k, i]) => `${k}=${headerKey(grid[headerAt]![i] ?? '')}`).join('|');
  const rows: SheetRead['rows'] = [];
  for (let r = headerAt + 1; r < grid.length; r++) {
    if ((r - headerAt) % YIELD_EVERY === 0) await yieldToLoop();
    const src = grid[r]!;
    const cells: Record<string, string> = {};
    let any = false;
    for (const [key, i] of Object.entries(mapped)) {
      const text = stripControl(src[i] ?? '').trim().slice(0, CELL_MAX);
      cells[key] = text;
      if (text !== '') any = true;
    }
    if (!any) continue;
    // A repeated header (a second block pasted below the first) is not data.
    if (Object.entries(mapped).map(([k, i]) => `${k}=${headerKey(src[i] ?? '')}`).join('|') === headerLine) continue;
    rows.push({ rowNo: r + 1, cells });
    if (rows.length > maxRows) throw badRequest(SHEET_MSG.tooManyRows(maxRows));
  }
  if (read.truncated) throw badRequest(SHEET_MSG.tooManyRows(maxRows));
  return { columns: mapped, rows };
}

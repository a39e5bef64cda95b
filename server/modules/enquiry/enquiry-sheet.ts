// Reading a purchasing sheet for batch enquiry (issue 33): the cells from the worker pool, the
// header found, each column's role told by header and content (domain/enquiry/column-roles.ts)
// with the sample looked up in the catalogue (one query on goods.model_key) and the brand names,
// or the mapping the buyer sent, or the one the member confirmed last time for the same header;
// then the rows split into lines and skipped notes. Used by import and previewSheet; writes nothing.
import type { Kysely } from 'kysely';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import {
  columnSamples, findHeaderRow, guessMapping, headerKeyOf, sheetWidth, splitRows, type FactsOf, type SheetLine, type SkippedSheetRow,
} from '../../../domain/enquiry/column-roles.ts';
import { ENQUIRY_CELL_MAX, ENQUIRY_MAX_LINES } from '../../../domain/enquiry/enquiry-rules.ts';
import { checkMapping, SHEET_ROLES, type EnquirySkippedRow, type SheetMapping, type SheetPreview } from '../../../domain/enquiry/sheet-mapping.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { bookOwnerOf } from '../company/public.ts';
import { brandIndex, brandKey, type BrandIndex, type InputLine } from './matcher.ts';
import { readRememberedMapping } from './mapping-memory.ts';
import { catalogueModelKeys } from './match-repository.ts';
import { ENQUIRY_MSG, SHEET_MSG } from './messages.ts';
import { HEADER_SEARCH_ROWS, readGrid, stripControl } from './sheet-reader.ts';

/** The most skipped rows kept on an enquiry (and their text's length). */
const SKIPPED_MAX = 500;
const SKIPPED_TEXT_MAX = 200;

export interface EnquirySheet {
  headerRowNo: number | null;
  /** The header's key for the mapping memory (null: no header, nothing remembered). */
  headerKey: string | null;
  header: string[];
  width: number;
  samples: string[][];
  mapping: SheetMapping & { model: number };
  remembered: boolean;
  lines: SheetLine[];
  skipped: EnquirySkippedRow[];
}


/** The model keys a value may stand for: itself, its words with a digit, itself without a brand at either end. */
function keysOf(value: string, brands: readonly string[]): string[] {
  const whole = modelKey(value);
  if (whole === '' || whole.length > 60) return [];
  const keys = new Set([whole]);
  for (const word of value.split(/[\s,，;；]+/)) if (/\d/.test(word)) keys.add(modelKey(word));
  for (const b of brands) {
    if (whole.length > b.length && whole.startsWith(b)) keys.add(whole.slice(b.length));
    if (whole.length > b.length && whole.endsWith(b)) keys.add(whole.slice(0, -b.length));
  }
  keys.delete('');
  return [...keys];
}

/** Keys per look-up (one query for a usual sample; well under PostgreSQL's 65,535 parameters). */
const KEY_CHUNK = 10_000;

/**
 * What the catalogue and the brand table say of every sample value (one query for the models).
 * The brand words are the matcher's own brand index (names, Chinese names, staff-kept aliases).
 */
async function factsFor(db: Kysely<Database>, samples: readonly string[][], index: BrandIndex): Promise<FactsOf> {
  const brandSet = index.byKey;
  const brands = index.keys;
  const keysByValue = new Map<string, string[]>();
  for (const col of samples) for (const v of col) if (v !== '' && !keysByValue.has(v)) keysByValue.set(v, keysOf(v, brands));
  const all = [...new Set([...keysByValue.values()].flat())];
  const hits = new Set<string>();
  for (let i = 0; i < all.length; i += KEY_CHUNK) {
    for (const k of await catalogueModelKeys(db, all.slice(i, i + KEY_CHUNK))) hits.add(k);
  }
  return (value) => ({
    hitsCatalogue: (keysByValue.get(value) ?? []).some((k) => hits.has(k)),
    isBrand: brandSet.has(brandKey(value)),
  });
}

const cleanCell = (text: string) => stripControl(text).trim().slice(0, ENQUIRY_CELL_MAX);

/** The sheet's columns as letters: A, B ... Z, AA ... */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A sent mapping checked against the sheet: every column inside it, no column for two roles. */
function checkedMapping(sent: Partial<SheetMapping> & { model: number }, width: number): SheetMapping & { model: number } {
  const mapping = { model: sent.model, brand: sent.brand ?? null, qty: sent.qty ?? null, unit: sent.unit ?? null, buyerCode: sent.buyerCode ?? null, remark: sent.remark ?? null };
  for (const role of SHEET_ROLES) {
    const at = mapping[role];
    if (at !== null && at >= width) throw badRequest(ENQUIRY_MSG.mappingOutside(ENQUIRY_MSG.roleNames[role], columnLetter(at), columnLetter(width - 1)));
  }
  // One column for two roles: the same rule the SPA's mapping step applies (checkMapping).
  const problem = checkMapping(mapping);
  if (problem?.kind === 'shared') throw badRequest(ENQUIRY_MSG.mappingTwice(columnLetter(problem.index), ENQUIRY_MSG.roleNames[problem.roles[0]], ENQUIRY_MSG.roleNames[problem.roles[1]]));
  return mapping;
}

const WHY: Record<SkippedSheetRow['why'], string> = {
  header: ENQUIRY_MSG.skippedHeader,
  note: ENQUIRY_MSG.skippedNote,
  merged: ENQUIRY_MSG.skippedMerged,
  text: ENQUIRY_MSG.skippedText,
};

/**
 * Reads a purchasing sheet: `sent` is the buyer's mapping (checked against the sheet), else the
 * member's remembered one for this header, else the guess. 400 with a sentence when the file
 * cannot be read, has no model column, or has more lines than allowed.
 */
export async function readEnquirySheet(
  db: Kysely<Database>,
  memberId: number,
  bytes: Buffer,
  fileName: string,
  sent: (Partial<SheetMapping> & { model: number }) | null,
  brands?: BrandIndex,
): Promise<EnquirySheet> {
  const grid = await readGrid(bytes, fileName, ENQUIRY_MAX_LINES + HEADER_SEARCH_ROWS + 1_000, String(memberId));
  const headerAt = findHeaderRow(grid.rows);
  const header = headerAt === null ? [] : grid.rows[headerAt]!.map(cleanCell);
  const width = Math.max(sheetWidth(grid.rows, headerAt), 1);
  const samples = columnSamples(grid.rows, headerAt, width);
  const headerKey = headerAt === null ? null : headerKeyOf(header);

  let mapping: (SheetMapping & { model: number }) | null = null;
  let remembered = false;
  if (sent) mapping = checkedMapping(sent, width);
  else if (headerKey !== null) {
    // The mapping remembered by the member, or by a colleague of their company (issue 37).
    const kept = await readRememberedMapping(db, await bookOwnerOf(db, memberId), headerKey);
    if (kept && kept.model !== null && SHEET_ROLES.every((r) => kept[r] === null || kept[r]! < width)) {
      mapping = { ...kept, model: kept.model };
      remembered = true;
    }
  }
  if (!mapping) {
    const guess = guessMapping(headerAt === null ? null : header, samples, await factsFor(db, samples, brands ?? (await brandIndex(db))));
    if (guess.model === null) throw badRequest(headerAt === null ? ENQUIRY_MSG.noModelNoHeader : ENQUIRY_MSG.noModelColumn);
    mapping = { ...guess, model: guess.model };
  }

  const split = splitRows(grid.rows, headerAt, mapping, grid.merges, cleanCell);
  if (split.lines.length > ENQUIRY_MAX_LINES || grid.truncated) throw badRequest(SHEET_MSG.tooManyRows(ENQUIRY_MAX_LINES));
  const skipped = split.skipped.slice(0, SKIPPED_MAX).map((s) => ({ rowNo: s.rowNo, text: s.text.slice(0, SKIPPED_TEXT_MAX), reason: WHY[s.why] }));
  return { headerRowNo: headerAt === null ? null : headerAt + 1, headerKey, header, width, samples, mapping, remembered, lines: split.lines, skipped };
}

/** The lines to match: each role's cell of each row. */
export function inputLinesOf(sheet: EnquirySheet): InputLine[] {
  const m = sheet.mapping;
  const cell = (cells: readonly string[], at: number | null) => (at === null ? '' : (cells[at] ?? ''));
  return sheet.lines.map((l) => ({
    rowNo: l.rowNo,
    model: cell(l.cells, m.model),
    brand: cell(l.cells, m.brand),
    qtyText: cell(l.cells, m.qty),
    unit: cell(l.cells, m.unit),
    remark: cell(l.cells, m.remark),
    buyerCode: cell(l.cells, m.buyerCode),
  }));
}

/** previewSheet's answer: the columns with their header and samples, the mapping, the first rows. */
export function previewOf(sheet: EnquirySheet, fileName: string): SheetPreview {
  return {
    fileName,
    headerRowNo: sheet.headerRowNo,
    columns: sheet.samples.map((values, index) => ({ index, letter: columnLetter(index), header: sheet.header[index] ?? '', samples: values.filter((v) => v !== '').slice(0, 5) })),
    mapping: sheet.mapping,
    remembered: sheet.remembered,
    rows: sheet.lines.slice(0, 8).map((l) => ({ rowNo: l.rowNo, cells: Array.from({ length: sheet.width }, (_, c) => l.cells[c] ?? '') })),
    skipped: sheet.skipped,
    lineCount: sheet.lines.length,
  };
}

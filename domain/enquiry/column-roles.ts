// Which column of a purchasing sheet is which (issue 33 item 1): the roles of a sheet's columns,
// told by the header words (containment and synonyms, so `订货号/型号`, `规格型号（必填）` and
// `Part No./型号` read as the model) AND by the content of a sample of rows (how many values hit
// the catalogue, are quantities, are known brands), so a sheet with no header works too; and which
// rows below the header are notes (a merged footer, 联系人, 合计 ...) rather than lines. Pure: the
// server looks the sample values up in the catalogue and the brand table and passes the answers in.
import { toHalfWidth } from '../shared/half-width.ts';
import { readSheetQty } from './enquiry-rules.ts';
import { SHEET_ROLES, type SheetMapping, type SheetRole } from './sheet-mapping.ts';


/** How many rows from the top may hold the header. */
export const ROLE_HEADER_ROWS = 20;
/** How many data rows are looked at to tell the columns by content. */
export const ROLE_SAMPLE_ROWS = 60;
/** The most columns looked at. */
export const ROLE_MAX_COLUMNS = 60;

/**
 * Header words per role, compared after headerWord(). A word matches a header cell that equals it,
 * or (Chinese words, and Latin words of 4 letters or more) that contains it; the longest match
 * wins, so `物料编码` is the buyer's code, `Material Description` the model, `Unit Price` other.
 * `other` names the columns that are known and are none of the roles (序号, 名称, 单价 ...).
 */
export const ROLE_WORDS: Record<SheetRole | 'other', readonly string[]> = {
  buyerCode: ['物料编码', '物料号', '物料代码', '物料编号', '料号', '存货编码', '存货代码', '物资编码', '物资代码', '备件编码', '客户料号', 'Material', 'Material No', 'Material Code', 'Item Code', 'Item No', 'Item Number'],
  model: ['型号', '规格型号', '型号规格', '订货号', '物料型号', '产品型号', '规格', '物料描述', '规格描述', 'Part No', 'Part Number', 'P/N', 'PN', 'MPN', 'Model', 'Model No', 'Type', 'Order No', 'Order Code', 'Description', 'Spec'],
  brand: ['品牌', '厂家', '制造商', '生产厂家', '厂商', '品牌名称', 'Brand', 'Manufacturer', 'Maker', 'MFR', 'MFG'],
  qty: ['数量', '需求量', '采购量', '订购量', 'Qty', 'Quantity', 'QTY'],
  unit: ['单位', '计量单位', 'Unit', 'UOM'],
  remark: ['备注', '说明', '备注说明', 'Remark', 'Remarks', 'Note', 'Notes', 'Comment', 'Comments'],
  other: ['序号', '行号', '项次', '名称', '品名', '物料名称', '产品名称', '单价', '含税单价', '未税单价', '金额', '总价', '小计', '合计', '交货期', '交期', '货期', '到货日期', '需求日期', '交货日期', '税率', '供应商', '库存', 'No', 'Line', 'Item', 'Price', 'Unit Price', 'Amount', 'Total', 'Name', 'Date', 'Lead Time', 'Delivery'],
};

/** A header cell or word as compared: half-width, lower case, no spaces, marks or bracketed notes. */
export function headerWord(text: string): string {
  return toHalfWidth(text)
    .toLowerCase()
    .replace(/[(（[【][^)）\]】]*[)）\]】]/g, '')
    .replace(/[\s_*:：.\-/#'"“”、,，|]/g, '');
}

const ROLE_ORDER = ['buyerCode', 'model', 'brand', 'qty', 'unit', 'remark', 'other'] as const;
type HeaderRole = (typeof ROLE_ORDER)[number];
const CJK = /[\u4e00-\u9fff]/;
const WORDS: { role: HeaderRole; word: string }[] = ROLE_ORDER.flatMap((role) => ROLE_WORDS[role].map((w) => ({ role, word: headerWord(w) })));

/** The role a header cell names, or null (an empty or unknown header cell). */
export function headerRoleOf(cell: string): HeaderRole | null {
  const k = headerWord(cell);
  if (k === '' || k.length > 30) return null;
  let best: HeaderRole | null = null;
  let bestScore = 0;
  for (const { role, word } of WORDS) {
    let score = 0;
    if (k === word) score = 100 + word.length;
    else if ((CJK.test(word) || word.length >= 4) && k.includes(word)) score = word.length;
    if (score > bestScore) {
      best = role;
      bestScore = score;
    }
  }
  return best;
}

const PLAIN_NUMBER = /^[+-]?[\d,，]*\.?\d+$/;

/** The roles each cell of a row names (null per unknown cell), or null when the row cannot be a header. */
export function headerRolesOf(row: readonly string[]): (HeaderRole | null)[] | null {
  const roles = row.map((c) => headerRoleOf(c));
  // A header holds words, not numbers: a data row whose remark mentions 型号 is not the header.
  if (row.some((c) => PLAIN_NUMBER.test(toHalfWidth(c).trim()))) return null;
  return roles;
}

/** The 0-based row of the header in the first rows (the one naming most roles), or null. */
export function findHeaderRow(grid: readonly (readonly string[])[]): number | null {
  let at: number | null = null;
  let best = 0;
  for (let r = 0; r < Math.min(ROLE_HEADER_ROWS, grid.length); r++) {
    const roles = headerRolesOf(grid[r]!);
    if (!roles) continue;
    const named = new Set(roles.filter((x): x is HeaderRole => x !== null && x !== 'other'));
    const score = named.size + roles.filter((x) => x === 'other').length * 0.25;
    if (named.size > 0 && score > best) {
      at = r;
      best = score;
    }
  }
  return at;
}

/** The header's key for the member's mapping memory: its normalised cells joined, trailing blanks dropped. */
export function headerKeyOf(header: readonly string[]): string {
  const words = header.map((c) => headerWord(c));
  while (words.length > 0 && words[words.length - 1] === '') words.pop();
  return words.join('|').slice(0, 1000);
}

/** What the server found out about one sample value. */
export interface ValueFacts {
  /** The value (or a part of it, e.g. without a brand written beside the model) is a model we sell. */
  hitsCatalogue: boolean;
  /** The value is a brand we know (name, Chinese name, later an alias). */
  isBrand: boolean;
}

export type FactsOf = (value: string) => ValueFacts;

const UNIT_WORDS = new Set(['个', '件', '只', '套', '台', '支', '根', '片', '把', '条', '卷', '对', '组', '箱', '盒', '包', '袋', '桶', '瓶', '米', '千克', '公斤', '块', '张', '副', '节', '颗', '粒', 'pcs', 'pc', 'ea', 'set', 'sets', 'm', 'kg', 'box', 'pair', 'roll', 'unit', 'units']);

/** A value that looks like a model number: letters and digits, not a sentence. */
export function looksLikeModel(value: string): boolean {
  const v = toHalfWidth(value).trim();
  return v.length >= 3 && v.length <= 60 && /\d/.test(v) && /[A-Za-z]/.test(v) && !/[\u4e00-\u9fff]{4,}/.test(v);
}

interface ColumnStats {
  n: number;
  hits: number;
  qty: number;
  brand: number;
  unit: number;
  modelLike: number;
  /** 1, 2, 3 ... down the rows: a 序号 column, not quantities. */
  sequential: boolean;
}

function statsOf(values: readonly string[], facts: FactsOf): ColumnStats {
  const s: ColumnStats = { n: 0, hits: 0, qty: 0, brand: 0, unit: 0, modelLike: 0, sequential: false };
  const numbers: number[] = [];
  for (const raw of values) {
    const v = raw.trim();
    if (v === '') continue;
    s.n++;
    const f = facts(v);
    if (f.hitsCatalogue) s.hits++;
    if (f.isBrand) s.brand++;
    if (/\d/.test(v) && readSheetQty(v).ok) {
      s.qty++;
      numbers.push(Number(toHalfWidth(v).replace(/[^\d]/g, '')));
    }
    if (UNIT_WORDS.has(toHalfWidth(v).toLowerCase())) s.unit++;
    if (looksLikeModel(v)) s.modelLike++;
  }
  s.sequential = numbers.length >= 3 && numbers.length === s.n && numbers.every((x, i) => i === 0 || x === numbers[i - 1]! + 1);
  return s;
}

/** The sample of each column: the first non-empty data rows below the header (or from the top). */
export function columnSamples(grid: readonly (readonly string[])[], headerAt: number | null, width: number): string[][] {
  const cols: string[][] = Array.from({ length: width }, () => []);
  let taken = 0;
  for (let r = headerAt === null ? 0 : headerAt + 1; r < grid.length && taken < ROLE_SAMPLE_ROWS; r++) {
    const row = grid[r]!;
    if (!row.some((c) => c.trim() !== '')) continue;
    taken++;
    for (let c = 0; c < width; c++) cols[c]!.push((row[c] ?? '').trim());
  }
  return cols;
}

/** The sheet's width: the widest of the header and the sampled rows, at most ROLE_MAX_COLUMNS. */
export function sheetWidth(grid: readonly (readonly string[])[], headerAt: number | null): number {
  let w = 0;
  const last = Math.min(grid.length, (headerAt ?? 0) + ROLE_SAMPLE_ROWS * 4);
  for (let r = 0; r < last; r++) {
    const row = grid[r]!;
    for (let c = row.length - 1; c >= 0; c--) {
      if ((row[c] ?? '').trim() !== '') {
        w = Math.max(w, c + 1);
        break;
      }
    }
  }
  return Math.min(w, ROLE_MAX_COLUMNS);
}

/**
 * Guesses the mapping from the header's words and the sample's content. The model column is the
 * one whose values best hit the catalogue (a column the header calls the model wins ties and a
 * sheet with no hits); never a column the header calls the buyer's code, a brand, a quantity, a
 * unit or a remark, and a known other column (名称 ...) only when most of its values hit, at half
 * weight. Quantity, brand and unit columns come from the header, or, for columns the
 * header does not name, from content (mostly quantities and not 1, 2, 3 ...; mostly known brands;
 * mostly unit words). The buyer's code and the remark come from the header only.
 */
export function guessMapping(header: readonly string[] | null, samples: readonly string[][], facts: FactsOf): SheetMapping {
  const width = samples.length;
  const roles: (HeaderRole | null)[] = Array.from({ length: width }, (_, c) => (header ? headerRoleOf(header[c] ?? '') : null));
  const stats = samples.map((values) => statsOf(values, facts));
  const mapping: SheetMapping = { model: null, brand: null, qty: null, unit: null, buyerCode: null, remark: null };
  const used = new Set<number>();
  const firstWith = (role: HeaderRole) => {
    const at = roles.findIndex((r, c) => r === role && !used.has(c));
    return at < 0 ? null : at;
  };

  let bestScore = 0;
  for (let c = 0; c < width; c++) {
    const role = roles[c];
    const s = stats[c]!;
    let score: number;
    if (role === null || role === 'model') score = s.hits + (role === 'model' ? 0.5 : 0) + (s.n > 0 ? (s.modelLike / s.n) * 0.4 : 0);
    // A 名称 / 物料名称 column holding "深沟球轴承 6205-2RSH": the model only when most of it hits, at half weight.
    else if (role === 'other' && s.n > 0 && s.hits / s.n >= 0.5) score = s.hits * 0.5;
    else continue;
    if (score > bestScore) {
      bestScore = score;
      mapping.model = c;
    }
  }
  // With no header word for it, a column that holds quantities only is not the model.
  if (mapping.model !== null && roles[mapping.model] !== 'model') {
    const s = stats[mapping.model]!;
    if (s.hits === 0 && s.modelLike === 0) mapping.model = null;
  }
  if (mapping.model !== null) used.add(mapping.model);

  const byContent = (pick: (s: ColumnStats) => number, min: number): number | null => {
    let at: number | null = null;
    let best = min;
    for (let c = 0; c < width; c++) {
      if (used.has(c) || roles[c] !== null) continue;
      const s = stats[c]!;
      if (s.n === 0) continue;
      const ratio = pick(s) / s.n;
      if (ratio >= best) {
        best = ratio + 1e-9;
        at = c;
      }
    }
    return at;
  };
  const assign = (role: SheetRole, at: number | null) => {
    mapping[role] = at;
    if (at !== null) used.add(at);
  };
  assign('qty', firstWith('qty') ?? byContent((s) => (s.sequential ? 0 : s.qty), 0.6));
  assign('brand', firstWith('brand') ?? byContent((s) => s.brand, 0.3));
  assign('unit', firstWith('unit') ?? byContent((s) => s.unit, 0.6));
  assign('buyerCode', firstWith('buyerCode'));
  assign('remark', firstWith('remark'));
  return mapping;
}

/** A row read as a line: its 1-based sheet row and every cell (trimmed). */
export interface SheetLine {
  rowNo: number;
  cells: string[];
}

export type SkipReason = 'header' | 'note' | 'merged' | 'text';

export interface SkippedSheetRow {
  rowNo: number;
  text: string;
  why: SkipReason;
}

/** Words that open a note row: a contact block, a total, who drew the sheet up, a remark on the whole sheet. */
const NOTE_START = /^(联系人|联系电话|联系方式|电话|手机|传真|邮箱|地址|合计|总计|小计|共计|备注说明|说明[:：]|注[:：]|注意|以上|制表|审核|审批|批准|采购员|经办人|申请人|申请部门|日期[:：]|签字|签名|盖章|total\b|contact\b|tel\b|phone\b|fax\b|e-?mail\b|prepared by|approved by)/i;

/**
 * Splits the rows below the header (or all rows, with no header) into lines and skipped rows: a
 * repeated header, a lone text in a merged range, a note (a cell opens with 联系人 / 合计 / 以上 ...
 * and the model cell is empty or is that note), or a lone text with no model (or a sentence in
 * the model cell). Blank rows
 * and rows whose mapped cells are all empty are dropped silently.
 */
export function splitRows(
  grid: readonly (readonly string[])[],
  headerAt: number | null,
  mapping: SheetMapping,
  merges: readonly { r: number; c: number; to: number }[],
  clean: (text: string) => string,
): { lines: SheetLine[]; skipped: SkippedSheetRow[] } {
  const lines: SheetLine[] = [];
  const skipped: SkippedSheetRow[] = [];
  const mapped = SHEET_ROLES.map((r) => mapping[r]).filter((c): c is number => c !== null);
  const model = mapping.model;
  const mergedAt = new Set(merges.map((m) => `${m.r}:${m.c}`));
  const header = headerAt === null ? null : grid[headerAt]!;
  const headerMapped = header ? mapped.map((c) => headerWord(header[c] ?? '')).join('|') : null;
  for (let r = headerAt === null ? 0 : headerAt + 1; r < grid.length; r++) {
    const cells = grid[r]!.map((c) => clean(c));
    const filled = cells.map((c, i) => [c, i] as const).filter(([c]) => c !== '');
    if (filled.length === 0) continue;
    const text = filled.map(([c]) => c).join(' ');
    const modelCell = model === null ? '' : (cells[model] ?? '');
    if (headerMapped !== null && headerMapped.replace(/\|/g, '') !== '' && mapped.map((c) => headerWord(cells[c] ?? '')).join('|') === headerMapped) {
      skipped.push({ rowNo: r + 1, text, why: 'header' });
      continue;
    }
    if (filled.length === 1) {
      const [only, at] = filled[0]!;
      if (mergedAt.has(`${r}:${at}`) && !looksLikeModel(only)) {
        skipped.push({ rowNo: r + 1, text, why: 'merged' });
        continue;
      }
    }
    const note = filled.find(([c]) => NOTE_START.test(c));
    if (note && (modelCell === '' || NOTE_START.test(modelCell))) {
      skipped.push({ rowNo: r + 1, text, why: 'note' });
      continue;
    }
    if (filled.length === 1) {
      const [only, at] = filled[0]!;
      // A lone text beside an empty model cell, or in the model cell but written as a sentence.
      const sentence = CJK.test(only) && (!/\d/.test(only) || /[，。；！？]/.test(only) || only.length > 30);
      if ((modelCell === '' && (CJK.test(only) || only.length >= 12)) || (at === model && sentence && !looksLikeModel(only))) {
        skipped.push({ rowNo: r + 1, text, why: 'text' });
        continue;
      }
    }
    if (!mapped.some((c) => (cells[c] ?? '') !== '')) continue;
    lines.push({ rowNo: r + 1, cells });
  }
  return { lines, skipped };
}

// The goods-price sheet of an agreement (issue 39): .xlsx, .xls or .csv read with the enquiry
// module's safe reader (content-typed, macro and zip-bomb checks, on its worker pool). Columns: 商品
// 编码 or 型号 (and 品牌 when a model is shared), and 协议价(元) — amounts as people type them
// ("¥1,280.00", full-width digits, "元"). Each row is judged on its own: an unknown code or model, an
// ambiguous model, a missing or bad price and a goods already named by an earlier row are answered
// in Chinese with the row number; the good rows replace the agreement's fixed prices or are merged
// into them (a goods already there takes the sheet's price), in one transaction under the
// agreement's lock at the version the editor read.
import type { Kysely } from 'kysely';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import type { AgreementImportFields } from '../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_GOODS_MAX, AGREEMENT_PRICE_MAX_FEN, AGREEMENT_STATUS_TEXT, moveAgreement, shownAgreementStatus } from '../../../domain/pricing/agreement-rules.ts';
import type { AgreementImportRow } from '../../../domain/pricing/agreement-views.ts';
import { chinaDateKey } from '../../../domain/shared/china-time.ts';
import { toHalfWidth } from '../../../domain/shared/half-width.ts';
import { parseYuan } from '../../../domain/shared/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readSheet } from '../enquiry/public.ts';
import { deleteGoodsItems, goodsForSheet, goodsItemCount, insertGoodsItems, lockAgreement, touchAgreement } from './agreement-repository.ts';
import { actingStaff, type AgreementStaff } from './agreement-service.ts';
import { AGREEMENT_MSG, AGREEMENT_SHEET_MSG } from './messages.ts';

interface SheetLine {
  rowNo: number;
  code: string;
  model: string;
  brand: string;
  priceText: string;
}

/** The sheet's rows (400 with a sentence when it is not a sheet, lacks a column or has no rows). */
async function readPriceSheet(bytes: Buffer, fileName: string, owner: string): Promise<SheetLine[]> {
  const sheet = await readSheet(bytes, fileName, AGREEMENT_SHEET_MSG.columns, { maxRows: AGREEMENT_GOODS_MAX, owner });
  if (!('price' in sheet.columns) || (!('code' in sheet.columns) && !('model' in sheet.columns))) throw badRequest(AGREEMENT_SHEET_MSG.needsColumns);
  if (sheet.rows.length === 0) throw badRequest(AGREEMENT_SHEET_MSG.noRows);
  return sheet.rows.map(({ rowNo, cells }) => ({ rowNo, code: cells.code ?? '', model: cells.model ?? '', brand: cells.brand ?? '', priceText: cells.price ?? '' }));
}

/** "¥1,280.00", "１２８０元", "1 280" → fen; or the sentence of what is wrong. */
export function sheetPrice(text: string): { fen: number } | { problem: string } {
  const clean = toHalfWidth(text).replace(/[¥￥元\s,，]/g, '').replace(/^RMB/i, '');
  if (clean === '') return { problem: AGREEMENT_SHEET_MSG.priceMissing };
  let fen: number;
  try {
    fen = parseYuan(clean);
  } catch {
    return { problem: AGREEMENT_SHEET_MSG.priceBad(text) };
  }
  if (fen <= 0) return { problem: AGREEMENT_SHEET_MSG.priceZero };
  if (fen > AGREEMENT_PRICE_MAX_FEN) return { problem: AGREEMENT_SHEET_MSG.priceTooHigh };
  return { fen };
}

const brandKey = (text: string) => toHalfWidth(text).toUpperCase().replace(/\s+/g, '');

type Found = Awaited<ReturnType<typeof goodsForSheet>>[number];

/** The goods a row names, or the sentence of why none (or several) do. */
function goodsOfLine(line: SheetLine, byCode: Map<string, Found>, byModel: Map<string, Found[]>): { goods: Found } | { problem: string } {
  const code = toHalfWidth(line.code).trim().toUpperCase();
  if (code) {
    const g = byCode.get(code);
    return g ? { goods: g } : { problem: AGREEMENT_SHEET_MSG.codeUnknown(line.code) };
  }
  const model = line.model.trim();
  if (!model) return { problem: AGREEMENT_SHEET_MSG.codeMissing };
  let found = byModel.get(modelKey(model)) ?? [];
  if (found.length > 1 && line.brand.trim()) {
    const b = brandKey(line.brand);
    found = found.filter((g) => brandKey(g.brandName) === b || (g.brandNameCn !== null && brandKey(g.brandNameCn) === b));
  }
  if (found.length === 0) return { problem: AGREEMENT_SHEET_MSG.modelUnknown(model) };
  if (found.length > 1) return { problem: AGREEMENT_SHEET_MSG.modelAmbiguous(model, found.length) };
  return { goods: found[0]! };
}

/** Judges each row against the catalogue; the good rows are the fixed prices to write. */
async function judgeLines(db: Kysely<Database>, lines: SheetLine[]): Promise<AgreementImportRow[]> {
  const codes = [...new Set(lines.map((l) => toHalfWidth(l.code).trim().toUpperCase()).filter(Boolean))];
  const keys = [...new Set(lines.filter((l) => !l.code.trim()).map((l) => modelKey(l.model)).filter(Boolean))];
  const found = await goodsForSheet(db, codes, keys);
  const byCode = new Map(found.map((g) => [g.goodsCode.toUpperCase(), g]));
  const byModel = new Map<string, Found[]>();
  for (const g of found) byModel.set(g.modelKey, [...(byModel.get(g.modelKey) ?? []), g]);
  const firstRowOf = new Map<number, number>();
  return lines.map((line) => {
    const shown = { rowNo: line.rowNo, code: line.code || line.model, priceText: line.priceText };
    const goods = goodsOfLine(line, byCode, byModel);
    if ('problem' in goods) return { ...shown, outcome: 'error', message: goods.problem, goodsId: null, priceFen: null };
    const price = sheetPrice(line.priceText);
    if ('problem' in price) return { ...shown, outcome: 'error', message: price.problem, goodsId: goods.goods.id, priceFen: null };
    const first = firstRowOf.get(goods.goods.id);
    if (first !== undefined) return { ...shown, outcome: 'error', message: AGREEMENT_SHEET_MSG.duplicate(first), goodsId: goods.goods.id, priceFen: price.fen };
    firstRowOf.set(goods.goods.id, line.rowNo);
    return { ...shown, outcome: 'ok', message: null, goodsId: goods.goods.id, priceFen: price.fen };
  });
}

/** Imports a goods-price sheet into a draft or rejected agreement; answers each row's outcome. */
export async function importAgreementSheet(
  db: Kysely<Database>,
  who: AgreementStaff,
  id: number,
  fields: AgreementImportFields,
  file: { bytes: Buffer; fileName: string },
  now = new Date(),
): Promise<{ imported: number; failed: number; rows: AgreementImportRow[] }> {
  const staff = await actingStaff(db, who, 'pricing.agreement');
  const lines = await readPriceSheet(file.bytes, file.fileName, `staff:${staff.id}`);
  const rows = await judgeLines(db, lines);
  const good = rows.filter((r) => r.outcome === 'ok').map((r) => ({ goodsId: r.goodsId!, priceFen: r.priceFen! }));
  const version = Number(fields.version);
  const today = chinaDateKey(now);
  await db.transaction().execute(async (trx) => {
    const a = await lockAgreement(trx, id);
    if (!a) throw notFound(AGREEMENT_MSG.notFound);
    if (a.version !== version) throw conflict(AGREEMENT_MSG.versionConflict);
    const to = moveAgreement(a.status, 'edit');
    if (to === null) throw conflict(AGREEMENT_MSG.notEditable(AGREEMENT_STATUS_TEXT[shownAgreementStatus(a.status, a.validTo, today)]));
    await deleteGoodsItems(trx, a.id, fields.mode === 'replace' ? null : good.map((g) => g.goodsId));
    if ((await goodsItemCount(trx, a.id)) + good.length > AGREEMENT_GOODS_MAX) throw badRequest(AGREEMENT_SHEET_MSG.tooManyItems(AGREEMENT_GOODS_MAX));
    await insertGoodsItems(trx, a.id, good);
    await touchAgreement(trx, a.id, to, now);
  });
  return { imported: good.length, failed: rows.length - good.length, rows };
}

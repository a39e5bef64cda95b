// The agreement editor's form as the console holds it (issue 39) and its check before sending:
// yuan and percent as typed, turned into the save body (fen, basis points) by the same rules the
// server checks (domain/pricing). Pure: the editor machine and its tests use it.
import type { AgreementSaveBody } from '../../domain/pricing/agreement-payloads.ts';
import {
  AGREEMENT_GOODS_MAX, AGREEMENT_NAME_MAX, AGREEMENT_NOTE_MAX, AGREEMENT_PRICE_MAX_FEN, AGREEMENT_RATE_MAX_BP, AGREEMENT_RATE_MIN_BP, AGREEMENT_RATES_MAX, windowProblem,
} from '../../domain/pricing/agreement-rules.ts';
import type { AgreementDetail } from '../../domain/pricing/agreement-views.ts';
import { DATE_PATTERN } from '../../domain/shared/date-field.ts';
import { formatYuan, parseYuan } from '../../domain/shared/money.ts';

export interface GoodsLine {
  goodsId: number;
  goodsCode: string;
  model: string;
  name: string;
  memberPriceFen: number;
  /** As typed, in yuan. */
  priceText: string;
}

export interface RateLine {
  id: number;
  name: string;
  /** As typed: percent of the list price ("88" is 88折). */
  rateText: string;
}

export interface AgreementForm {
  companyId: number | null;
  companyName: string;
  name: string;
  note: string;
  validFrom: string;
  validTo: string;
  goods: GoodsLine[];
  brands: RateLine[];
  categories: RateLine[];
}

export type FormField = 'company' | 'name' | 'note' | 'window' | 'goods' | 'brands' | 'categories';
export type FormError = 'companyMissing' | 'nameMissing' | 'nameTooLong' | 'noteTooLong' | 'dateMissing' | 'windowOrder' | 'windowTooLong' | 'priceBad' | 'rateBad' | 'tooMany';

export const emptyForm = (today: string, yearLater: string): AgreementForm => ({
  companyId: null, companyName: '', name: '', note: '', validFrom: today, validTo: yearLater, goods: [], brands: [], categories: [],
});

/** The form of a saved agreement. */
export function formOf(d: AgreementDetail): AgreementForm {
  return {
    companyId: d.companyId, companyName: d.companyName, name: d.name, note: d.note, validFrom: d.validFrom, validTo: d.validTo,
    goods: d.goods.map((g) => ({ goodsId: g.goodsId, goodsCode: g.goodsCode, model: g.model, name: g.name, memberPriceFen: g.memberPriceFen, priceText: formatYuan(g.priceFen).replaceAll(',', '') })),
    brands: d.brands.map((b) => ({ id: b.brandId, name: b.brandName, rateText: String(b.rateBp / 100) })),
    categories: d.categories.map((c) => ({ id: c.categoryId, name: c.categoryName, rateText: String(c.rateBp / 100) })),
  };
}

/** A price in yuan as typed → fen, or null when it is not a positive amount within the bound. */
export function priceFenOf(text: string): number | null {
  try {
    const fen = parseYuan(text.trim());
    return fen > 0 && fen <= AGREEMENT_PRICE_MAX_FEN ? fen : null;
  } catch {
    return null;
  }
}

/** A percent as typed ("88", "85.5") → basis points, or null outside 0.01–99.99 or with more than two decimals. */
export function rateBpOf(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp >= AGREEMENT_RATE_MIN_BP && bp <= AGREEMENT_RATE_MAX_BP ? bp : null;
}

const isDate = (s: string) => new RegExp(DATE_PATTERN).test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** What is wrong with the form, field by field (empty when it may be sent). */
export function formErrorsOf(f: AgreementForm): Partial<Record<FormField, FormError>> {
  const e: Partial<Record<FormField, FormError>> = {};
  if (f.companyId === null) e.company = 'companyMissing';
  if (!f.name.trim()) e.name = 'nameMissing';
  else if ([...f.name.trim()].length > AGREEMENT_NAME_MAX) e.name = 'nameTooLong';
  if ([...f.note.trim()].length > AGREEMENT_NOTE_MAX) e.note = 'noteTooLong';
  if (!isDate(f.validFrom) || !isDate(f.validTo)) e.window = 'dateMissing';
  else {
    const p = windowProblem(f.validFrom, f.validTo);
    if (p) e.window = f.validFrom > f.validTo ? 'windowOrder' : 'windowTooLong';
  }
  if (f.goods.length > AGREEMENT_GOODS_MAX) e.goods = 'tooMany';
  else if (f.goods.some((g) => priceFenOf(g.priceText) === null)) e.goods = 'priceBad';
  if (f.brands.length > AGREEMENT_RATES_MAX) e.brands = 'tooMany';
  else if (f.brands.some((b) => rateBpOf(b.rateText) === null)) e.brands = 'rateBad';
  if (f.categories.length > AGREEMENT_RATES_MAX) e.categories = 'tooMany';
  else if (f.categories.some((c) => rateBpOf(c.rateText) === null)) e.categories = 'rateBad';
  return e;
}

/** The save body of a form that passed formErrorsOf. */
export function saveBodyOf(f: AgreementForm, saved: { id: number; version: number } | null): AgreementSaveBody {
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    companyId: f.companyId!,
    name: f.name.trim(),
    note: f.note.trim(),
    validFrom: f.validFrom,
    validTo: f.validTo,
    goods: f.goods.map((g) => ({ goodsId: g.goodsId, priceFen: priceFenOf(g.priceText)! })),
    brands: f.brands.map((b) => ({ brandId: b.id, rateBp: rateBpOf(b.rateText)! })),
    categories: f.categories.map((c) => ({ categoryId: c.id, rateBp: rateBpOf(c.rateText)! })),
  };
}

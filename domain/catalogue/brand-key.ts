// The key a brand word is compared by, on both sides: brand names, Chinese names and aliases
// (brand_alias.alias_key) and the brand a buyer typed. The model key of the text with common
// company suffixes taken off: "上海自动化仪表有限公司" -> "上海自动化仪表", "SKF 轴承" -> "SKF".
import { modelKey } from './model-key.ts';
import { toHalfWidth } from '../shared/half-width.ts';

const SUFFIXES = /(股份有限公司|有限公司|集团|公司|品牌|轴承|电气|中国|\(.*\)|（.*）)/g;

export function brandKey(text: string): string {
  return modelKey(toHalfWidth(text).replace(SUFFIXES, ''));
}

/** The shortest alias key accepted (one character names too many things). */
export const BRAND_ALIAS_MIN_KEY = 2;
/** The longest alias accepted, in characters. */
export const BRAND_ALIAS_MAX_LENGTH = 40;
/** Aliases one brand may carry. */
export const BRAND_ALIAS_MAX_PER_BRAND = 30;

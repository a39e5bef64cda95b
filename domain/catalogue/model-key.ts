// The normalised model key that exact model search compares: upper case, full-width forms folded
// to half-width, and spaces, '-', '/' (and their full-width twins) removed, and '.' removed unless
// it stands between two digits: a decimal point is part of the value (a 0-0.6MPa gauge is not a
// 0-06MPa one), a dot between letters is punctuation.
// "6205-2rs" -> "62052RS", "ＳＹ５１２０－５ＬＺＤ" -> "SY51205LZD", "Y-100 0-0.6MPa" -> "Y10000.6MPA".

import { toHalfWidth } from '../shared/half-width.ts';

/** Separators a key drops: spaces, '-', '/', and a '.' that is not between two digits. */
const KEY_SEPARATORS = /[\s\-/]+|(?<!\d)\.|\.(?!\d)/g;

export function modelKey(model: string): string {
  return toHalfWidth(model).toUpperCase().replace(KEY_SEPARATORS, '');
}

/**
 * A model as typed, compared "exactly": upper case, without spaces (full-width forms are not
 * folded: that is the key's work). Among goods of one key, the one whose modelText is the
 * typed text's is "the exact text" (enquiry matching, the product list's order).
 */
export function modelText(model: string): string {
  return model.toUpperCase().replace(/\s+/g, '');
}


/**
 * Whether a searched keyword names this brand's model: the model alone ("6205DDU") or with the
 * brand before or after it ("NSK 6205DDU", "6205ddu nsk"), as model conversion accepts it.
 */
export function namesModel(keyword: string, brandName: string, model: string): boolean {
  const key = modelKey(keyword);
  if (key === '') return false;
  const own = modelKey(model);
  const brand = modelKey(brandName);
  return key === own || (brand !== '' && (key === brand + own || key === own + brand));
}

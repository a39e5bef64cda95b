// The buyer's own material code (物料编码) of an enquiry line, as it is remembered per member: one
// key for the ways the same code is typed (full-width, case, surrounding and repeated spaces).
// Punctuation is kept: a buyer's WL-001 and WL001 may be two of their parts.
import { toHalfWidth } from '../shared/half-width.ts';

export function buyerCodeKey(text: string): string {
  return toHalfWidth(text).trim().replace(/\s+/g, ' ').toUpperCase();
}

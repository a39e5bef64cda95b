// The product list's exact textual model first (issue 33 item 4): among the goods of the
// keyword's own key (ZQ-6205-2RS and ZQ6205-2RS, Y-100 0-2.5MPa and Y100 0-2.5MPa), the one whose
// model is the typed text (case and spaces aside, modelText) comes before a better-selling other
// writing. The in-memory index holds keys only, so the search answers those goods' ids (`ties`,
// at most EXACT_TIES_MAX, in list order from the first place) and their model texts are read
// here from the cards the page needs anyway (card-cache.ts, in memory once seen).
import { modelText } from '../../../domain/catalogue/model-key.ts';

/**
 * The page's ids with the goods of the keyword's key in exact-text-first order: `ties` hold the
 * list's places [0, ties.length) in their present order, `offset` is the page's first place.
 * Other places are unchanged; so is the order among exact (and among other) writings.
 */
export function exactTextFirst(keyword: string, ties: readonly number[], pageIds: readonly number[], offset: number, modelOf: (id: number) => string | undefined): number[] {
  // The ties must be the page's places they claim; else the page is left as it is.
  if (pageIds.some((id, i) => offset + i < ties.length && ties[offset + i] !== id)) return [...pageIds];
  const typed = modelText(keyword);
  const exact = ties.filter((id) => modelOf(id) !== undefined && modelText(modelOf(id)!) === typed);
  if (exact.length === 0 || exact.length === ties.length) return [...pageIds];
  const kept = new Set(exact);
  const order = [...exact, ...ties.filter((id) => !kept.has(id))];
  return pageIds.map((id, i) => (offset + i < order.length ? order[offset + i]! : id));
}

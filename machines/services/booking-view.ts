// What the booking form of /serve/serveDetail shows that is computed from the booking machine's
// context (service-booking.ts) rather than held in it: the earliest date the item may be booked
// for (today's, by the item's lead time), the province of the chosen address (an outsideRegion
// problem names it), the estimate of the rows' quantities, and each row field's limit and whether
// it is required.
import { earliestServiceDate, INSTRUMENT_QTY_MAX } from '../../domain/services/service-rules.ts';
import { qtyProblem, ROW_TEXT_RULES, type BookingContext, type RowDraft, type RowField } from './service-booking.ts';

/** The row fields in the order the form shows them. */
export const ROW_FIELDS: readonly RowField[] = ['maker', 'model', 'serialNo', 'assetTag', 'range', 'qty'];

/** The longest value a row field takes (the quantity: the digits of INSTRUMENT_QTY_MAX). */
export const rowFieldMax = (field: RowField): number => (field === 'qty' ? String(INSTRUMENT_QTY_MAX).length : ROW_TEXT_RULES[field].max);

/** Whether a row field must be filled (maker, model, quantity). */
export const rowFieldRequired = (field: RowField): boolean => field === 'qty' || ROW_TEXT_RULES[field].required;

/** The quantity the estimate counts: only quantities within the rule (a refused 1000 is not priced). */
export const estimatedQty = (rows: readonly RowDraft[]): number => rows.reduce((sum, r) => sum + (qtyProblem(r.qty) === null ? Number(r.qty.trim()) : 0), 0);

export interface BookingView {
  /** yyyy-mm-dd: no preferred date before it. */
  earliest: string;
  /** The chosen address's province, '' when none is chosen. */
  provinceName: string;
  /** The price of the rows' quantities, fen; null for an item quoted on request or no quantity yet. */
  estimateFen: number | null;
}

export function bookingView(context: Pick<BookingContext, 'item' | 'addresses' | 'draft' | 'rows' | 'now'>): BookingView | null {
  const { item, addresses, draft, rows } = context;
  if (!item) return null;
  const address = addresses.find((a) => a.id === draft.addressId);
  const qty = estimatedQty(rows);
  return {
    earliest: earliestServiceDate(item.leadDays, context.now()),
    provinceName: address?.regionText.split(' ')[0] ?? '',
    estimateFen: item.priceFen !== null && qty > 0 ? item.priceFen * qty : null,
  };
}

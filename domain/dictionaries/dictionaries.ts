// The dictionaries (GET /open/sys/dict/data/{type}, docs/api/cooperation.md): label/value lists for
// every enum the UI shows, built from the one definition of each in domain/, so the SPA and the
// staff tools label them the same way. A value is the stored value as text (statuses and types
// their number, reasons and units the word itself). An unknown type is an empty list.
import { Type, type Static } from 'typebox';
import { REFUND_REASONS, REFUND_STATUS_TEXT, REFUND_TYPE_TEXT } from '../after-sales/refund-status.ts';
import { CERTIFICATION_STATUS_TEXT } from '../certification/certification-status.ts';
import { COOPERATION_STATUS_TEXT, PROGRAMME_TEXT, SALES_RANGE_TEXT } from '../cooperation/cooperation-rules.ts';
import { ENQUIRY_LINE_STATUS_TEXT, ENQUIRY_STATUS_TEXT } from '../enquiry/enquiry-status.ts';
import { MESSAGE_KIND_OPTIONS } from '../messages/message-kinds.ts';
import { INVOICE_NORMAL, INVOICE_SPECIAL, TITLE_COMPANY, TITLE_PERSONAL } from '../member-books/invoice-rules.ts';
import { CANCEL_REASONS } from '../orders/cancel-reasons.ts';
import { PAYMENT_STATUS_TEXT } from '../orders/order-rules.ts';
import { ORDER_STATUS_TEXT, PAY_METHOD_TEXT } from '../orders/order-status.ts';
import { REDEMPTION_STATUS_TEXT } from '../points/redemption-status.ts';
import { SERVICE_STATUS_TEXT } from '../services/service-status.ts';
import { GOODS_UNITS } from './units.ts';

export const DictEntry = Type.Object({ label: Type.String({ description: '显示文字' }), value: Type.String({ description: '取值（状态、类型为其数字）' }) });
export type DictEntry = Static<typeof DictEntry>;

/** A dictionary type name: a letter, then letters, digits or underscores, at most 64 characters. */
export const DICT_TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,63}$';
export const DICT_TYPE_MAX = 64;

/** Entries of a number-keyed text table, in ascending order of the number. */
function fromTable(table: Record<number, string>): DictEntry[] {
  return Object.entries(table)
    .map(([value, label]) => ({ value: Number(value), label }))
    .sort((a, b) => a.value - b.value)
    .map(({ value, label }) => ({ label, value: String(value) }));
}

/** Entries of a string-keyed text table, in its order. */
const fromNamed = (table: Record<string, string>): DictEntry[] => Object.entries(table).map(([value, label]) => ({ label, value }));

/** Entries whose value is the word itself. */
const fromWords = (words: readonly string[]): DictEntry[] => words.map((w) => ({ label: w, value: w }));

const BUILT: Record<string, readonly DictEntry[]> = {
  order_status: fromTable(ORDER_STATUS_TEXT),
  pay_method: fromTable(PAY_METHOD_TEXT),
  payment_status: fromTable(PAYMENT_STATUS_TEXT),
  order_cancel_reason: fromWords(CANCEL_REASONS),
  invoice_type: [
    { label: '增值税普通发票', value: String(INVOICE_NORMAL) },
    { label: '增值税专用发票', value: String(INVOICE_SPECIAL) },
  ],
  invoice_title_type: [
    { label: '个人', value: String(TITLE_PERSONAL) },
    { label: '企业', value: String(TITLE_COMPANY) },
  ],
  unit: fromWords(GOODS_UNITS),
  refund_status: fromTable(REFUND_STATUS_TEXT),
  refund_type: fromTable(REFUND_TYPE_TEXT),
  refund_reason: fromWords(REFUND_REASONS),
  enquiry_status: fromTable(ENQUIRY_STATUS_TEXT),
  enquiry_line_status: fromNamed(ENQUIRY_LINE_STATUS_TEXT),
  certification_status: fromTable(CERTIFICATION_STATUS_TEXT),
  service_status: fromTable(SERVICE_STATUS_TEXT),
  redemption_status: fromTable(REDEMPTION_STATUS_TEXT),
  message_kind: MESSAGE_KIND_OPTIONS.map(({ label, value }) => ({ label, value })),
  cooperation_status: fromTable(COOPERATION_STATUS_TEXT),
  cooperation_programme: fromTable(PROGRAMME_TEXT),
  sales_range: fromTable(SALES_RANGE_TEXT),
};

/** Every dictionary type served, by name. */
export const DICTIONARIES: Readonly<Record<string, readonly DictEntry[]>> = BUILT;
export const DICT_TYPES: readonly string[] = Object.keys(BUILT);

/** The entries of `type`, or an empty list for a type that does not exist. */
export function dictionary(type: string): readonly DictEntry[] {
  return Object.hasOwn(DICTIONARIES, type) ? DICTIONARIES[type]! : [];
}

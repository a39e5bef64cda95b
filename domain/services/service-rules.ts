// Service and testing (服务与检测, docs/api/services.md): the catalogue's categories, service types
// and delivery modes, the limits of a booking, and the date rule of the preferred and planned
// dates (China calendar days: not before the item's minimum lead time, never on a Sunday, at most
// DATE_HORIZON_DAYS ahead). The SPA, the server and the seed read these.
import { chinaDateKey } from '../shared/china-time.ts';
import { IntEnum } from '../shared/int-enum.ts';

/** The catalogue's categories (service_item.category), in the order of the list page's tabs. */
export const SERVICE_CATEGORIES = ['仪器校准', '设备检测', '现场维保'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** 检定 (legal metrology, JJG) vs 校准 (calibration, JJF/CNAS), 检测 (inspection), 维保 (maintenance). */
export const SERVICE_TYPE = { verification: 1, calibration: 2, inspection: 3, maintenance: 4 } as const;
export type ServiceType = (typeof SERVICE_TYPE)[keyof typeof SERVICE_TYPE];
export const ServiceTypeSchema = IntEnum<ServiceType>([1, 2, 3, 4], '服务类型（1 检定，2 校准，3 检测，4 维保）');
export const SERVICE_TYPE_TEXT: Record<ServiceType, string> = { 1: '检定', 2: '校准', 3: '检测', 4: '维保' };

/** Where the work is done. */
export const DELIVERY_MODE = { onSite: 1, lab: 2, either: 3 } as const;
export type DeliveryMode = (typeof DELIVERY_MODE)[keyof typeof DELIVERY_MODE];
export const DeliveryModeSchema = IntEnum<DeliveryMode>([1, 2, 3], '服务方式（1 上门服务，2 送检，3 上门或送检）');
export const DELIVERY_MODE_TEXT: Record<DeliveryMode, string> = { 1: '上门服务', 2: '送检（寄送至实验室）', 3: '上门或送检' };

export const MAX_INSTRUMENT_ROWS = 100;
export const INSTRUMENT_QTY_MAX = 999;
export const MAKER_MAX = 50;
export const MODEL_MAX = 60;
export const SERIAL_MAX = 60;
export const ASSET_TAG_MAX = 40;
export const RANGE_MAX = 60;
export const CONTACT_MAX = 30;
export const REMARK_MAX = 500;
export const REASON_MAX = 200;
export const NOTE_MAX = 500;
export const ENGINEER_MAX = 30;
export const MAX_PREFERRED_DATES = 3;
export const DATE_HORIZON_DAYS = 120;
export const QUOTE_MAX_FEN = 100_000_000_00;
export const KEYWORD_MAX = 50;
export const REQUEST_KEY_MAX = 64;

/** Certificates and reports staff upload at delivery. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_CERTIFICATES = 10;

/** Attachments of a booking (photos of nameplates, drawings, earlier certificates). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_ATTACHMENTS = 5;
/** upload.purpose of booking attachments; one not on any order this long after its upload is deleted (attachment sweep). */
export const ATTACHMENT_PURPOSE = 'service-attachment';
export const ATTACHMENT_KEEP_HOURS = 24;

/**
 * Trade numbers of service order payments: "SV", the China date, the payment's id
 * (SV20261123 00000042). The payments module routes a gateway's notification by this prefix.
 */
export const SERVICE_TRADE_PREFIX = 'SV';
export function isServiceTradeNo(tradeNo: string): boolean {
  return tradeNo.startsWith(SERVICE_TRADE_PREFIX);
}
export function serviceTradeNo(yyyymmdd: string, paymentId: number): string {
  return `${SERVICE_TRADE_PREFIX}${yyyymmdd}${String(paymentId).padStart(8, '0')}`;
}

/** service_payment.status: 0 waiting for the gateway, 1 paid, 2 void (failed or superseded). */
export const SERVICE_PAYMENT_STATUS = { pending: 0, paid: 1, void: 2 } as const;
export type ServicePaymentStatus = (typeof SERVICE_PAYMENT_STATUS)[keyof typeof SERVICE_PAYMENT_STATUS];

/** service_payment.provider of a bank-transfer receipt (对公转账) that staff confirm or refuse. */
export const SERVICE_TRANSFER_PROVIDER = 'bank_transfer';

/** How a quoted and accepted order may be paid: online (the gateway), 对公转账 (a receipt staff confirm), 账期 (credit terms). */
export const SERVICE_PAY_METHODS = ['online', 'transfer', 'credit'] as const;
export type ServicePayMethod = (typeof SERVICE_PAY_METHODS)[number];

/** A transfer receipt as the member sees it: 0 waiting for staff, 1 confirmed, 2 refused or replaced. */
export const SERVICE_RECEIPT_STATUS_TEXT: Record<ServicePaymentStatus, string> = { 0: '待财务确认', 1: '已确认收款', 2: '未通过' };

const DAY_MS = 86_400_000;

/** Days from 1970-01-01 of a yyyy-mm-dd text, or null when it is not a real date. */
function dayNumber(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date) return null;
  return t / DAY_MS;
}

/** yyyy-mm-dd `days` after the China day of `now`. */
export function chinaDatePlus(now: Date, days: number): string {
  const today = dayNumber(chinaDateKey(now))!;
  return new Date((today + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Sunday by the calendar (the date's weekday does not depend on a time zone). */
export function isSunday(date: string): boolean {
  const n = dayNumber(date);
  return n !== null && new Date(n * DAY_MS).getUTCDay() === 0;
}

export type DateProblem = 'invalid' | 'tooEarly' | 'sunday' | 'tooLate';

/** What is wrong with a service date booked at `now` for an item with `leadDays`, or null. */
export function serviceDateProblem(date: string, leadDays: number, now: Date): DateProblem | null {
  const n = dayNumber(date);
  if (n === null) return 'invalid';
  if (date < chinaDatePlus(now, leadDays)) return 'tooEarly';
  if (date > chinaDatePlus(now, DATE_HORIZON_DAYS)) return 'tooLate';
  if (isSunday(date)) return 'sunday';
  return null;
}

/** The earliest date a booking made at `now` may ask for: the lead time, moved off a Sunday. */
export function earliestServiceDate(leadDays: number, now: Date): string {
  const first = chinaDatePlus(now, leadDays);
  return isSunday(first) ? chinaDatePlus(now, leadDays + 1) : first;
}

export const DATE_PROBLEM_TEXT = {
  invalid: '日期格式不正确',
  tooEarly: (earliest: string) => `期望日期不能早于 ${earliest}（该服务至少需要提前预约）`,
  sunday: '期望日期不能选择星期日',
  tooLate: `期望日期不能晚于 ${DATE_HORIZON_DAYS} 天以后`,
} as const;

// The rules of distribution (issue 19, docs/api/distribution.md): commission statuses, the
// commission of a line (fen, rounded down), China months, the invitation code, and what a
// distributor may see of a buyer (masked order numbers and mobiles).
import { chinaDateKey } from '../shared/china-time.ts';

/** commission.status: 0 待结算, 1 已结算, 2 已失效. */
export const COMMISSION_STATUS = { pending: 0, settled: 1, void: 2 } as const;
export type CommissionStatus = (typeof COMMISSION_STATUS)[keyof typeof COMMISSION_STATUS];
export const COMMISSION_STATUS_TEXT: Record<CommissionStatus, string> = { 0: '待结算', 1: '已结算', 2: '已失效' };
export const CLAWBACK_TEXT = '退款扣回';

/** distributor_application.status: 0 待审核, 1 已通过, 2 已驳回. */
export const APPLICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = { 0: '待审核', 1: '已通过', 2: '已驳回' };

/** The envelope code of a member who is not a distributor (spec 2.8, 6): 该用户不是分销员. */
export const NOT_DISTRIBUTOR_CODE = 601;

/** Rates are basis points (1/100 of a percent): 300 = 3%. At most 30%. */
export const RATE_BP_MAX = 3000;

/** The commission of `baseFen` at `rateBp`, rounded down to the fen. */
export function commissionOf(baseFen: number, rateBp: number): number {
  return Math.floor((baseFen * rateBp) / 10_000);
}

/** yyyy-mm of the China month at `at`. */
export function chinaMonth(at: Date): string {
  return chinaDateKey(at).slice(0, 7);
}

/** The month after yyyy-mm. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The last `n` China months up to the one of `now`, oldest first. */
export function lastMonths(now: Date, n: number): string[] {
  let [y, m] = chinaMonth(now).split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.unshift(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** SO2611230000123 -> SO2611****0123: enough to tell orders apart, not to look one up. */
export function maskOrderNo(orderNo: string): string {
  if (orderNo.length <= 8) return orderNo;
  return `${orderNo.slice(0, 6)}****${orderNo.slice(-4)}`;
}

/** 13812345678 -> 138****5678; a name-like username keeps its first character. */
export function maskBuyer(username: string): string {
  if (/^1\d{10}$/.test(username)) return `${username.slice(0, 3)}****${username.slice(-4)}`;
  return `${username.slice(0, 1)}***`;
}

/** Invitation codes: 8 characters without 0/O/1/I/L, so they survive being read aloud. */
export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_PATTERN = '^[2-9A-HJKMNP-Z]{8}$';
export function inviteCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[bytes[i]! % INVITE_ALPHABET.length];
  return code;
}

/** The page a visitor registers through. */
export function invitePath(code: string): string {
  return `/registered?invite=${code}`;
}

// A price agreement's (协议价) statuses, named transitions and limits (issue 39), shared by the
// server, the console's machines and pages. 运营 drafts (draft) and submits it (pending); a staff
// member with the 管理员 role who is not its creator confirms it (active) or rejects it with a
// reason (rejected, editable again); an active agreement may be revoked. "Expired" is not stored:
// an active agreement whose last day (valid_to, China date) has passed is shown 已过期 and applies
// to no price (domain/pricing/price-decision.ts reads only agreements in effect today).
// Overlapping active agreements of one company are allowed: the lowest applicable price wins.

export const AGREEMENT_STATUSES = ['draft', 'pending', 'active', 'rejected', 'revoked'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** What the console shows: the stored status, or expired for an active agreement past its last day. */
export const AGREEMENT_SHOWN_STATUSES = ['draft', 'pending', 'active', 'expired', 'rejected', 'revoked'] as const;
export type AgreementShownStatus = (typeof AGREEMENT_SHOWN_STATUSES)[number];

export const AGREEMENT_STATUS_TEXT: Record<AgreementShownStatus, string> = {
  draft: '草稿',
  pending: '待确认',
  active: '生效',
  expired: '已过期',
  rejected: '已驳回',
  revoked: '已撤销',
};

export const AGREEMENT_TRANSITIONS = {
  /** Saving a rejected agreement makes it a draft again. */
  edit: { from: ['draft', 'rejected'], to: 'draft' },
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  confirm: { from: ['pending'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  revoke: { from: ['active'], to: 'revoked' },
} as const satisfies Record<string, { from: readonly AgreementStatus[]; to: AgreementStatus }>;
export type AgreementTransition = keyof typeof AGREEMENT_TRANSITIONS;

/** The status after `transition` from `from`, or null when the transition does not apply. */
export function moveAgreement(from: AgreementStatus, transition: AgreementTransition): AgreementStatus | null {
  const t = AGREEMENT_TRANSITIONS[transition];
  return (t.from as readonly AgreementStatus[]).includes(from) ? t.to : null;
}

/** The status a person sees on `today` (yyyy-mm-dd, China). */
export function shownAgreementStatus(status: AgreementStatus, validTo: string, today: string): AgreementShownStatus {
  return status === 'active' && validTo < today ? 'expired' : status;
}

export const AGREEMENT_NAME_MAX = 40;
export const AGREEMENT_NOTE_MAX = 200;
export const AGREEMENT_REASON_MAX = 200;
/** Fixed goods prices per agreement; brand and category rates per agreement. */
export const AGREEMENT_GOODS_MAX = 2000;
export const AGREEMENT_RATES_MAX = 200;
/** A fixed price is 1 fen to ¥10,000,000. */
export const AGREEMENT_PRICE_MAX_FEN = 1_000_000_000;
/** A rate is a share of the list price in basis points: 8800 = 88%（88折）, 1 to 9999. */
export const AGREEMENT_RATE_MIN_BP = 1;
export const AGREEMENT_RATE_MAX_BP = 9999;
/** An agreement's window is at most this many days (3 years). */
export const AGREEMENT_WINDOW_MAX_DAYS = 1096;
/** The goods-price sheet: at most this many bytes (and AGREEMENT_GOODS_MAX data rows). */
export const AGREEMENT_SHEET_MAX_BYTES = 5 * 1024 * 1024;

/** What is wrong with a window (yyyy-mm-dd, inclusive), or null. */
export function windowProblem(validFrom: string, validTo: string): string | null {
  if (validFrom > validTo) return '生效日期不能晚于截止日期';
  const days = (Date.parse(`${validTo}T00:00:00Z`) - Date.parse(`${validFrom}T00:00:00Z`)) / 86_400_000;
  if (days >= AGREEMENT_WINDOW_MAX_DAYS) return '协议有效期最长 3 年';
  return null;
}

/** How a rate reads in Chinese: 8800 → 88折, 9000 → 9折, 8550 → 85.5折. */
export function rateText(rateBp: number): string {
  return rateBp % 1000 === 0 ? `${rateBp / 1000}折` : `${rateBp / 100}折`;
}

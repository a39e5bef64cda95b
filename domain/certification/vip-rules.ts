// The VIP a member holds (issue 15 items 3-6, docs/api/certification.md): the trial that enterprise
// certification earns, the 688 year an enterprise member buys, the reminder before the end, and
// which promotion (if any) the member is offered. VIP prices themselves follow
// domain/catalogue/pricing.ts (priceKindFor: VIP while memberPriceEndTime is in the future).

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The 688 membership: ¥688 for 365 days. */
export const VIP688_PRICE_FEN = 68_800;
export const VIP688_DAYS = 365;
/** The reminder message goes out this many days before the VIP ends. */
export const VIP_REMINDER_DAYS = 7;
/** No promotion is shown to a member whose VIP lasts longer than this. */
export const PROMO_HIDE_DAYS = 30;

/** The new end of a VIP extended by `days`: counted from the later of now and the current end. */
export function extendedVipEnd(currentEnd: Date | string | null, now: Date, days: number): Date {
  const end = currentEnd === null ? 0 : new Date(currentEnd).getTime();
  return new Date(Math.max(end, now.getTime()) + days * DAY_MS);
}

/** Whole days of VIP left (0 when none or ended). */
export function vipDaysLeft(vipEndTime: Date | string | null, now: Date): number {
  if (vipEndTime === null) return 0;
  const left = new Date(vipEndTime).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export type VipOffer = 'register' | 'certify' | 'buy688' | null;

export interface VipOfferViewer {
  loggedIn: boolean;
  /** 1 personal, otherwise enterprise. */
  memberType: number | null;
  vipEndTime: Date | string | null;
  /** The vip688 flag (spec 9, default 1): the 688 offer is shown. */
  vip688: boolean;
}

/**
 * The promotion for this viewer: visitors are offered registration, personal members certification
 * (with the trial), enterprise members the 688 year (in trial, after it, or never had one), and
 * nobody whose VIP lasts more than PROMO_HIDE_DAYS days.
 */
export function vipOfferFor(v: VipOfferViewer, now: Date): VipOffer {
  if (!v.loggedIn) return 'register';
  if (vipDaysLeft(v.vipEndTime, now) > PROMO_HIDE_DAYS) return null;
  if (v.memberType === 1) return 'certify';
  return v.vip688 ? 'buy688' : null;
}

// The VIP a member holds (issue 15 items 3-6, docs/api/certification.md): the trial that enterprise
// certification earns, the 688 year an enterprise member buys, the reminder before the end, and
// which promotion (if any) the member is offered. VIP prices themselves follow
// domain/shared/pricing.ts (priceKindFor: VIP while memberPriceEndTime is in the future).

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

/** Trade numbers of the 688 year: "VP", the China date, the grant's id (VP20261123 00000042). */
export const VIP_TRADE_PREFIX = 'VP';
/** Is this trade number a 688 purchase (payment notifications are routed by it)? */
export function isVipTradeNo(tradeNo: string): boolean {
  return tradeNo.startsWith(VIP_TRADE_PREFIX);
}
export function vipTradeNo(yyyymmdd: string, grantId: number): string {
  return `${VIP_TRADE_PREFIX}${yyyymmdd}${String(grantId).padStart(8, '0')}`;
}
/** A 688 year is refused while the VIP already lasts longer than this many days (no accidental double purchase). */
export const VIP688_MAX_AHEAD_DAYS = 366;

/** vip_grant.status: 0 waiting for the gateway, 1 in force (paid, or the trial), 2 void (failed or superseded). */
export const VIP_GRANT_STATUS = { pending: 0, active: 1, void: 2 } as const;
export type VipGrantStatus = (typeof VIP_GRANT_STATUS)[keyof typeof VIP_GRANT_STATUS];
export const VIP_GRANT_STATUS_TEXT: Record<VipGrantStatus, string> = { 0: '待支付', 1: '已生效', 2: '未支付' };
export const VIP_GRANT_KIND_TEXT = { trial: '企业认证赠送试用 VIP', vip688: '688 年度 VIP' } as const;

/**
 * What the VIP panel of an enterprise member offers (issue 15 item 5): certification for a
 * personal member (the trial), the 688 year while the VIP ends within PROMO_HIDE_DAYS days
 * ('purchase', e.g. in the trial), after it ended or never had one ('expired'), a renewal while it
 * lasts longer but not more than a year ahead ('renew'), nothing beyond that ('notNeeded') or when
 * the shop does not sell it ('off').
 */
export type VipPanelOffer = 'trial' | 'purchase' | 'renew' | 'expired' | 'notNeeded' | 'off';

export function vipPanelOffer(v: { memberType: number; vipEndTime: Date | string | null; vip688: boolean }, now: Date): VipPanelOffer {
  if (v.memberType === 1) return 'trial';
  if (!v.vip688) return 'off';
  const left = vipDaysLeft(v.vipEndTime, now);
  if (left === 0) return 'expired';
  if (left <= PROMO_HIDE_DAYS) return 'purchase';
  return left <= VIP688_MAX_AHEAD_DAYS ? 'renew' : 'notNeeded';
}

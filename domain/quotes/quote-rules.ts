// A formal quote's (报价单) statuses, transitions and limits (issue 39), shared by the server, the
// machines and the pages. requested → quoted (客服 sends it) → accepted (the buyer, on or before
// the last valid day); quoted → expired (after the last valid day, by the sweeper or at read);
// requested | quoted → withdrawn (the buyer). An expired or withdrawn quote can only be requested
// again (a new quote with the same lines).
export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_TEXT: Record<QuoteStatus, string> = {
  requested: '待报价',
  quoted: '已报价',
  accepted: '已接受',
  expired: '已过期',
  withdrawn: '已撤回',
};

export const QUOTE_TRANSITIONS = {
  send: { from: ['requested'], to: 'quoted' },
  accept: { from: ['quoted'], to: 'accepted' },
  expire: { from: ['quoted'], to: 'expired' },
  withdraw: { from: ['requested', 'quoted'], to: 'withdrawn' },
} as const satisfies Record<string, { from: readonly QuoteStatus[]; to: QuoteStatus }>;
export type QuoteTransition = keyof typeof QUOTE_TRANSITIONS;

/** The status after `transition` from `from`, or null when the transition does not apply. */
export function moveQuote(from: QuoteStatus, transition: QuoteTransition): QuoteStatus | null {
  const t = QUOTE_TRANSITIONS[transition];
  return (t.from as readonly QuoteStatus[]).includes(from) ? t.to : null;
}

export const QUOTE_SOURCES = ['cart', 'enquiry', 'list'] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];
export const QUOTE_SOURCE_TEXT: Record<QuoteSource, string> = { cart: '购物车', enquiry: '批量询价', list: '采购清单' };

/** A quote's lines: at most this many; the message, terms and remarks have these lengths. */
export const QUOTE_LINES_MAX = 200;
export const QUOTE_MESSAGE_MAX = 500;
export const QUOTE_TERMS_MAX = 500;
export const QUOTE_REMARK_MAX = 100;
export const QUOTE_LEAD_DAYS_MAX = 365;
/** A quote is valid for at most this many days from the day it is sent. */
export const QUOTE_VALID_DAYS_MAX = 90;
/** A quoted unit price is at most ¥10,000,000 (fen). */
export const QUOTE_PRICE_MAX_FEN = 1_000_000_000;

/** VAT shown on the quote (goods at 13%); prices are tax-inclusive, the PDF shows the tax part. */
export const QUOTE_VAT_BP = 1300;

// What other modules use of pricing (issue 39): the price viewer and context every price view and
// charge goes through, and the member's prices for a set of lines.
export { memberPriceViewer, priceContextFor, priceViewerOf, pricesForMember, VISITOR_PRICING } from './viewer-pricing.ts';
export type { PriceContext, PriceViewer } from './viewer-pricing.ts';
export { acceptedQuotePrices, formalQuoteKey, type FormalQuoteRef } from './accepted-quote-repository.ts';

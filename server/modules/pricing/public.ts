// What other modules and scripts may use of the pricing module: the only file of it they import.
// The price viewer and context every price view and charge goes through (issue 39), the prices of
// a set of lines, the accepted formal quotes' prices; and the agreement steps for `npm run pricing`
// (scripts/pricing.ts), the same functions as the staff API.
export { linePrices, memberPriceViewer, priceContextFor, priceViewerOf, pricesForMember, VISITOR_PRICING } from './viewer-pricing.ts';
export type { PriceContext, PriceViewer } from './viewer-pricing.ts';
export { acceptedQuotePrices, formalQuoteKey } from './accepted-quote-repository.ts';
export { agreementDetail, agreementIdOfNo, listAgreements } from './agreement-read-service.ts';
export { agreementVersion, confirmAgreement, rejectAgreement, revokeAgreement } from './agreement-service.ts';

// What other modules and scripts may use of the quotes module (issue 39): the only file of it they import.
export { sendQuote, staffQuoteDetail, staffQuotePage } from './quote-desk-service.ts';
export { expireDueQuotes } from './quote-expiry.ts';
export { quoteIdByNo } from './quote-repository.ts';

// What other modules and scripts may use of the enquiry module: the only file of it they import.
// readSheet is the generic, safe sheet reader (the services feature reads instrument lists with it).
export { readSheet } from './sheet-reader.ts';
export { CLI_QUOTER, answerQuote, listQuoteLines } from './quote-service.ts';
export { answerQuoteBatch } from './quote-batch-service.ts';
export { writeXlsx } from './xlsx-writer.ts';
export { quoteLinesWaiting } from './quote-queue-count.ts';
export { enquiryLinesForQuote } from './quote-source.ts';
// Issue 40: the integration API matches an ERP's codes against the company's remembered 物料编码.
export { rememberedBuyerCodes } from './buyer-code-repository.ts';

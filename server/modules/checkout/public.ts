// What other modules use of checkout (issue 39): the draft an accepted quote becomes.
export { createQuoteDraft, draftOrderIdOf, type QuoteDraftLine } from './quote-draft.ts';

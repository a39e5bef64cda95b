// What other modules use of checkout (issue 39): the draft an accepted quote becomes. Issue 40: the
// integration API places an ERP's order as a person's checkout does (a draft, then its submission).
export { createQuoteDraft, draftOrderIdOf, type QuoteDraftLine } from './quote-draft.ts';
export { cancelDraft, createDraft } from './draft-service.ts';
export { loadBuyer, type LineRequest } from './draft-pricing.ts';
export { submitDraft, type SubmitOptions } from './order-submit.ts';

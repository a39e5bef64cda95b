// The colours of the enquiry line statuses (the report's badges and filter, the list's counts),
// the same family the downloaded .xlsx report colours its rows with; and the enquiry's state.
import { ENQUIRY_STATUS, type EnquiryLineStatus } from '../../../../domain/enquiry/enquiry-status.ts';

export const LINE_STATUS_COLOUR: Record<EnquiryLineStatus, { bg: string; color: string }> = {
  matched: { bg: 'green.100', color: 'green.800' },
  candidates: { bg: 'orange.100', color: 'orange.800' },
  unmatched: { bg: 'red.100', color: 'red.800' },
  invalid: { bg: 'gray.200', color: 'gray.800' },
  duplicate: { bg: 'purple.100', color: 'purple.800' },
};

/** The colour of an enquiry's state badge (已匹配 / 待报价 / 已报价 / 已过期). */
export const ENQUIRY_STATE_COLOUR: Record<number, string> = {
  [ENQUIRY_STATUS.matched]: 'green.700',
  [ENQUIRY_STATUS.waitingQuote]: 'orange.700',
  [ENQUIRY_STATUS.quoted]: 'blue.700',
  [ENQUIRY_STATUS.expired]: 'gray.600',
};

// Batch enquiry (批量询价, issue 14): the state of an enquiry and the status of each of its lines.
// The single definition the enquiry feature builds on and the dictionaries serve
// (GET /open/sys/dict/data/enquiry_status, enquiry_line_status). The line statuses are the
// contract's words (matched | candidates | unmatched | invalid | duplicate).

/** The stored number of each state of an enquiry (enquiry.status). */
export const ENQUIRY_STATUS = { matched: 0, waitingQuote: 1, quoted: 2, expired: 3 } as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUS)[keyof typeof ENQUIRY_STATUS];
export const ENQUIRY_STATUS_TEXT: Record<EnquiryStatus, string> = { 0: '已匹配', 1: '待报价', 2: '已报价', 3: '已过期' };

/** The status of one line of an enquiry, as the report answers it. */
export const ENQUIRY_LINE_STATUSES = ['matched', 'candidates', 'unmatched', 'invalid', 'duplicate'] as const;
export type EnquiryLineStatus = (typeof ENQUIRY_LINE_STATUSES)[number];
export const ENQUIRY_LINE_STATUS_TEXT: Record<EnquiryLineStatus, string> = {
  matched: '已匹配',
  candidates: '待选择',
  unmatched: '未匹配',
  invalid: '无效行',
  duplicate: '重复行',
};

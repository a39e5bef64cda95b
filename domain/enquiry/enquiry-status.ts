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

/**
 * The named moves of an enquiry: a buyer asks a manual quote for unmatched lines (待报价), staff
 * answer the last waiting line (已报价), a quote's validity ends (已过期), a re-enquiry matches
 * again against today's catalogue (已匹配, quotes kept).
 */
export const ENQUIRY_TRANSITIONS = {
  0: { requestQuote: 1, again: 0 },
  1: { requestQuote: 1, answerAll: 2, again: 1 },
  2: { requestQuote: 1, expire: 3, again: 2 },
  3: { requestQuote: 1, again: 3 },
} as const satisfies Record<EnquiryStatus, Partial<Record<string, EnquiryStatus>>>;
export type EnquiryMove = 'requestQuote' | 'answerAll' | 'expire' | 'again';

/** The state after `move`, or null when the move is not allowed from `from`. */
export function moveEnquiry(from: EnquiryStatus, move: EnquiryMove): EnquiryStatus | null {
  const row = ENQUIRY_TRANSITIONS[from] as Partial<Record<EnquiryMove, EnquiryStatus>>;
  return row[move] ?? null;
}

/** How a line got its goods or candidates. */
export const MATCH_HOWS = ['exact', 'normalised', 'memory', 'conversion', 'similar', 'quote', 'buyerCode'] as const;
export type MatchHow = (typeof MATCH_HOWS)[number];
export const MATCH_HOW_TEXT: Record<MatchHow, string> = {
  exact: '型号完全一致',
  normalised: '型号规范化后一致',
  memory: '您以前选择过',
  conversion: '型号换算',
  similar: '型号相似',
  quote: '人工报价',
  buyerCode: '按贵司物料编码',
};

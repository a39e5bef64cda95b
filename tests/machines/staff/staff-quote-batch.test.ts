// The bulk quote machine (machines/staff/staff-quote-batch.ts): every shortest path walked with fake
// calls, and its rules: nothing is sent while a typed row has a bad cell or nothing is typed; the
// batch holds only the typed rows, in fen; saved rows' drafts are dropped and the queue loads again.
import { describe, expect, it } from 'vitest';
import { QUOTE_CELL_MSG, quoteDraftErrors, yuanToFen, type QuoteBatchBody } from '../../../domain/enquiry/quote-batch.ts';
import type { StaffQuoteRow } from '../../../domain/enquiry/enquiry-views.ts';
import { enquiryQuotesMachine, NOTHING_TYPED, type EnquiryQuotesContext, type EnquiryQuotesEvent } from '../../../machines/staff/staff-quote-batch.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const TODAY = '2026-11-24';
const INPUT = { today: TODAY, defaultValid: '2026-12-24' };
const row = (lineId: number) => ({ lineId, enquiryId: 1, enquiryNo: 'XJ1', memberId: 1, memberName: '会员', rowNo: lineId, inputModel: 'M', inputBrand: '', qty: 1, state: 'requested', requestedAt: TODAY }) as StaffQuoteRow;
const PAGE = { records: [row(11), row(12)], total: 2, size: 50, current: 1, pages: 1 };

const EVENTS = [
  { type: 'RETRY' },
  { type: 'EDIT', lineId: 11, cell: 'price', value: '128.50' },
  { type: 'EDIT', lineId: 11, cell: 'lead', value: '7' },
  { type: 'EDIT', lineId: 12, cell: 'price', value: '12.345' },
  { type: 'CLEAR_ROW', lineId: 12 },
  { type: 'SAVE' },
  { type: 'xstate.done.actor.fetchQueue', output: PAGE },
  { type: 'xstate.error.actor.fetchQueue', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.saveBatch', output: { quoted: 1, unchanged: 0, enquiryIds: [1] } },
  { type: 'xstate.error.actor.saveBatch', error: { message: '第 1 行已有报价', status: 409 } },
] as unknown as EnquiryQuotesEvent[];

function start(batches: QuoteBatchBody[]): Harness {
  return startMachine(enquiryQuotesMachine, { input: INPUT, provide: (fake) => ({ actors: { fetchQueue: fake.promise('fetchQueue'), saveBatch: fake.promise('saveBatch', batches) } }) });
}

const paths = shortestPaths(enquiryQuotesMachine, { events: EVENTS, input: INPUT });

describePaths('bulk quote, model-based', paths, {
  effects: (): QuoteBatchBody[] => [],
  start,
  check: (batches, h) => {
    for (const b of batches) expect(b).toEqual({ lines: [{ lineId: 11, priceFen: 12_850, leadTimeDays: 7, validUntil: '2026-12-24' }] });
    const c = (h.snapshot() as { context: EnquiryQuotesContext }).context;
    if (c.formError) expect(c.formError).toBe(NOTHING_TYPED);
    if (c.errors[12]?.price) expect(c.errors[12].price).toBe(QUOTE_CELL_MSG.priceFormat);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(enquiryQuotesMachine, paths);
});

describe('quote cell rules', () => {
  it('reads 元 to fen and names each bad cell in Chinese', () => {
    expect(yuanToFen('128.5')).toBe(12_850);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('12.345')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(quoteDraftErrors({ price: '', lead: '', validUntil: '', note: '' }, TODAY)).toEqual({ price: QUOTE_CELL_MSG.priceRequired, lead: QUOTE_CELL_MSG.leadRequired, validUntil: QUOTE_CELL_MSG.validRequired });
    expect(quoteDraftErrors({ price: '0', lead: '1.5', validUntil: '2026-02-30', note: 'x'.repeat(201) }, TODAY)).toEqual({
      price: QUOTE_CELL_MSG.priceZero, lead: QUOTE_CELL_MSG.leadFormat, validUntil: QUOTE_CELL_MSG.validFormat, note: QUOTE_CELL_MSG.noteTooLong,
    });
    expect(quoteDraftErrors({ price: '9', lead: '400', validUntil: '2026-11-23', note: '' }, TODAY)).toEqual({ lead: QUOTE_CELL_MSG.leadFormat, validUntil: QUOTE_CELL_MSG.validPast });
    expect(quoteDraftErrors({ price: 'abc', lead: '3', validUntil: TODAY, note: '' }, TODAY)).toEqual({ price: QUOTE_CELL_MSG.priceFormat });
    expect(quoteDraftErrors({ price: '9.9', lead: '0', validUntil: TODAY, note: '现货' }, TODAY)).toEqual({});
  });
});

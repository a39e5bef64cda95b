// The enquiry report (machines/enquiry/enquiry-report.ts): every shortest path walked with fake
// actors (load, saveCart, saveChoices, download, again, requestQuote), every state reached, and
// the rules of the picks: a matched line starts ticked at its cart quantity, a candidate chosen
// ticks its line at that goods' rounded quantity, invalid and duplicate lines never go to the
// cart, bad quantities block 加入购物车, only ticked lines are sent, added lines are unticked; every
// pick is kept on the server (one save at a time, picks made meanwhile in the next, a failed save
// retried), a report read afresh starts from the picks the server kept, and 重新询价 or a quote
// request waits until the picks are saved. Issue 33: a line above stock is never sent above stock
// nor silently dropped (its shortfall shown, 只买现货 sets the stock quantity, or a quote is asked
// for it), a valid staff quote with a goods is tickable and priced at the quote, an expired one
// is not.
import { describe, expect, it } from 'vitest';
import type { EnquiryGoods, EnquiryLine, EnquiryReport, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import {
  checkQty, defaultPick, enquiryReportMachine, goodsOptions, inStockQty, quotableIds, shortfallOf, storedPick, tickedLines, totalsOf, unitPriceOf, type EnquiryReportContext, type EnquiryReportEvent, type SaveCartInput, type SaveChoicesInput,
} from '../../../machines/enquiry/enquiry-report.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const goods = (goodsId: number, model: string, patch: Partial<EnquiryGoods> = {}): EnquiryGoods => ({
  goodsId, goodsCode: `G${goodsId}`, model, brandName: 'SKF', name: '深沟球轴承', unit: '个', minOrderQty: 1, packQty: 1, unitPriceFen: 2_350, priceSource: 'member', contractValidTo: null, stockQty: 500, leadTimeDays: 0, ...patch,
});
const A = goods(11, '6205-2RSH');
const B = goods(12, 'LC1D09M7C', { brandName: 'Schneider', name: '交流接触器', minOrderQty: 5, packQty: 5, unitPriceFen: 12_800 });
const C = goods(13, 'LC1D09M7', { brandName: 'Schneider', name: '交流接触器', unitPriceFen: 11_000, stockQty: 0, leadTimeDays: 7 });
// 46 in stock, 1,000 wanted; a staff-quoted valve we sell (none in stock: the quote has its own lead time).
const D = goods(14, 'NU2210ECP', { name: '圆柱滚子轴承', unitPriceFen: 86_000, stockQty: 46, leadTimeDays: 20 });
const E = goods(15, 'QQZX-77Y-A', { brandName: 'ABB', name: '专用阀', unitPriceFen: 52_000, stockQty: 0, leadTimeDays: 10 });
const QUOTE = { state: 'quoted' as const, requestedAt: '2026-11-23T01:00:00.000Z', goods: E, priceFen: 45_600, leadTimeDays: 10, validUntil: '2099-06-30', expired: false, note: null, quotedAt: '2026-11-24T01:00:00.000Z' };

const line = (id: number, patch: Partial<EnquiryLine>): EnquiryLine => ({
  id, rowNo: id + 4, inputModel: 'X', inputBrand: '', inputQty: '', inputUnit: '', remark: '', buyerCode: '', qty: 1, cartQty: null, status: 'unmatched', reason: '', how: null, goodsId: null, goods: null, candidates: [], quote: null, chosenGoodsId: null, qtyNote: '', stock: null, ...patch,
});
const REPORT: EnquiryReport = {
  id: 3, enquiryNo: 'EQ261123000001', fileName: '备件采购询价单.xlsx', createdAt: '2026-11-23T01:00:00.000Z', matchedAt: '2026-11-23T01:00:00.000Z', status: 0, statusText: '已匹配', lineCount: 5,
  counts: { matched: 1, candidates: 1, unmatched: 1, invalid: 1, duplicate: 1 }, priceKind: 'member', skipped: [], buyerName: null,
  lines: [
    line(1, { inputModel: '6205-2RSH', inputQty: '10', qty: 10, cartQty: 10, status: 'matched', how: 'exact', goodsId: 11, goods: A }),
    line(2, { inputModel: 'LC1D09M7', inputQty: '2', qty: 2, status: 'candidates', how: 'similar', candidates: [{ goodsId: 12, model: B.model, brandName: B.brandName, why: 'similar', goods: B }, { goodsId: 13, model: C.model, brandName: C.brandName, why: 'similar', goods: C }] }),
    line(3, { inputModel: 'QQZX-77Y', qty: 3 }),
    line(4, { inputModel: '6206ZZ', inputQty: '0', qty: null, status: 'invalid', reason: '数量不能为 0' }),
    line(5, { inputModel: '6205-2rsh', qty: 4, status: 'duplicate', goodsId: 11, goods: A }),
    line(6, { inputModel: 'NU2210ECP', inputQty: '1000', buyerCode: 'WL-006', remark: '急用', qty: 1000, cartQty: 1000, status: 'matched', how: 'exact', goodsId: 14, goods: D, stock: { inStock: 46, short: 954, leadTimeDays: 25 } } as Partial<EnquiryLine>),
    line(7, { inputModel: 'QQZX-77Y-A', qty: 3, quote: QUOTE }),
    line(8, { inputModel: 'ZZ-1', qty: 2, quote: { ...QUOTE, expired: true } }),
  ],
};
const ADDED: SaveCartAnswer = { added: 2, skipped: [] };
const NOT_FOUND = { message: '询价单不存在', status: 404 };
const OFFLINE = { message: '网络异常，请稍后重试', status: null };

const EVENTS = [
  { type: 'xstate.done.actor.load', output: REPORT },
  { type: 'xstate.error.actor.load', error: NOT_FOUND },
  { type: 'xstate.error.actor.load', error: OFFLINE },
  { type: 'RETRY' },
  { type: 'CHOOSE', lineId: 2, goodsId: 12 },
  { type: 'xstate.done.actor.saveChoices', output: { saved: 1 } },
  { type: 'xstate.error.actor.saveChoices', error: OFFLINE },
  { type: 'RETRY_SAVE' },
  { type: 'EDIT_QTY', lineId: 1, text: '3.5' },
  { type: 'TICK', lineId: 1, ticked: false },
  { type: 'TICK_ALL', ticked: true },
  { type: 'ADD_TO_CART' },
  { type: 'xstate.done.actor.saveCart', output: ADDED },
  { type: 'xstate.error.actor.saveCart', error: OFFLINE },
  { type: 'DOWNLOAD' },
  { type: 'xstate.done.actor.download', output: undefined },
  { type: 'xstate.error.actor.download', error: OFFLINE },
  { type: 'AGAIN' },
  { type: 'xstate.done.actor.again', output: { enquiryId: 3 } },
  { type: 'xstate.error.actor.again', error: OFFLINE },
  { type: 'REQUEST_QUOTE', lineIds: [3] },
  { type: 'xstate.done.actor.requestQuote', output: { requested: 1 } },
  { type: 'xstate.error.actor.requestQuote', error: { message: '第 7 行已匹配到商品，无需人工报价', status: 400 } },
  { type: 'DISMISS' },
] as unknown as EnquiryReportEvent[];

interface Effects {
  carts: SaveCartInput[];
  choices: SaveChoicesInput[];
  quotes: Array<{ id: number; lineIds: number[] }>;
  downloads: Array<{ id: number; enquiryNo: string }>;
}

const fresh = (): Effects => ({ carts: [], choices: [], quotes: [], downloads: [] });

const start = (effects: Effects) =>
  startMachine(enquiryReportMachine, {
    input: { id: 3 },
    provide: (fake) => ({
      actors: {
        load: fake.promise<EnquiryReport, { id: number }>('load'),
        saveCart: fake.promise<SaveCartAnswer, SaveCartInput>('saveCart', effects.carts),
        saveChoices: fake.promise<unknown, SaveChoicesInput>('saveChoices', effects.choices),
        download: fake.promise<void, { id: number; enquiryNo: string }>('download', effects.downloads),
        again: fake.promise<unknown, { id: number }>('again'),
        requestQuote: fake.promise<{ requested: number }, { id: number; lineIds: number[] }>('requestQuote', effects.quotes),
      },
    }),
  });

// Keeps the graph small: the report's edits only from a quiet page (no notice shown), and the
// calls' answers once per path.
const paths = shortestPaths(enquiryReportMachine, {
  events: EVENTS,
  input: { id: 3 },
  filterEvents: (state, event) => {
    const ctx = state.context as EnquiryReportContext;
    const quiet = ctx.error === null && ctx.cartResult === null && ctx.quoteRequested === null && ctx.problem === null;
    if (['CHOOSE', 'EDIT_QTY', 'TICK', 'TICK_ALL'].includes(event.type)) return quiet;
    return true;
  },
});

describePaths('enquiry report, model-based', paths, {
  effects: fresh,
  start,
  check: (effects) => {
    // Only buyable, ticked lines with a goods offered for them and a whole quantity are sent.
    for (const c of effects.carts) {
      expect(c.id).toBe(3);
      expect(c.lines.length).toBeGreaterThan(0);
      for (const l of c.lines) {
        const ln = REPORT.lines.find((x) => x.id === l.lineId)!;
        expect(['matched', 'candidates', 'unmatched']).toContain(ln.status);
        expect(goodsOptions(ln).map((g) => g.goodsId)).toContain(l.goodsId);
        expect(Number.isInteger(l.qty) && l.qty >= 1).toBe(true);
        // Never above the stock, unless bought at a staff quote; an expired quote is never bought.
        expect(shortfallOf(ln, goodsOptions(ln).find((g) => g.goodsId === l.goodsId)!, l.qty)).toBeNull();
        expect(l.lineId).not.toBe(8);
      }
    }
    for (const q of effects.quotes) expect(q.lineIds).toEqual([3]);
    // Only picks of buyable lines, each a goods the line offers, are kept on the server.
    for (const c of effects.choices) {
      expect(c.id).toBe(3);
      expect(c.lines.length).toBeGreaterThan(0);
      for (const l of c.lines) {
        const ln = REPORT.lines.find((x) => x.id === l.lineId)!;
        expect(['matched', 'candidates', 'unmatched']).toContain(ln.status);
        if (l.goodsId !== null) expect(goodsOptions(ln).map((g) => g.goodsId)).toContain(l.goodsId);
      }
    }
    for (const d of effects.downloads) expect(d).toEqual({ id: 3, enquiryNo: REPORT.enquiryNo });
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(enquiryReportMachine, paths);
});

async function loaded(effects: Effects = fresh()) {
  const h = start(effects);
  h.pending('load')!.resolve(REPORT);
  await flushMicrotasks();
  return h;
}

describe('enquiry report rules', () => {
  it('starts with the matched line ticked at its cart quantity; invalid, duplicate and unmatched lines are not tickable', async () => {
    const h = await loaded();
    const { picks } = h.state().context;
    expect(picks['1']).toEqual({ goodsId: 11, qtyText: '10', ticked: true });
    expect(picks['2']).toMatchObject({ goodsId: null, ticked: false });
    expect(picks['5']).toMatchObject({ goodsId: null, ticked: false });
    // Above stock: picked at the quantity wanted, not ticked (the page says why and offers the ways on).
    expect(picks['6']).toEqual({ goodsId: 14, qtyText: '1000', ticked: false });
    // A valid quote with a goods is picked and ticked; an expired one is not offered.
    expect(picks['7']).toEqual({ goodsId: 15, qtyText: '3', ticked: true });
    expect(picks['8']).toMatchObject({ goodsId: null, ticked: false });
    h.send({ type: 'TICK', lineId: 6, ticked: false });
    h.send({ type: 'TICK_ALL', ticked: true });
    expect(Object.entries(h.state().context.picks).filter(([, p]) => p.ticked).map(([id]) => id)).toEqual(['1', '6', '7']);
    h.send({ type: 'TICK', lineId: 3, ticked: true });
    h.send({ type: 'TICK', lineId: 8, ticked: true });
    expect(h.state().context.picks['3']!.ticked).toBe(false);
    expect(h.state().context.picks['8']!.ticked).toBe(false);
    h.send({ type: 'TICK', lineId: 6, ticked: false });
    // Line 7 at its quote's price, not the goods' list price.
    expect(totalsOf(REPORT, h.state().context.picks)).toEqual({ lines: 2, qty: 13, amountFen: 23_500 + 3 * 45_600 });
    h.stop();
  });

  it('choosing a candidate ticks its line at the quantity rounded to the minimum order and whole packs; both lines go in one call', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 12 });
    expect(h.state().context.picks['2']).toEqual({ goodsId: 12, qtyText: '5', ticked: true });
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts[0]).toEqual({ id: 3, lines: [{ lineId: 1, goodsId: 11, qty: 10 }, { lineId: 2, goodsId: 12, qty: 5 }, { lineId: 7, goodsId: 15, qty: 3 }] });
    h.pending('saveCart')!.resolve({ added: 1, skipped: [{ lineId: 2, rowNo: 6, reason: '库存不足' }] });
    await flushMicrotasks();
    // The added line is unticked (no double add), the skipped one stays ticked with its reason shown.
    expect(h.state().context.picks['1']!.ticked).toBe(false);
    expect(h.state().context.picks['2']!.ticked).toBe(true);
    expect(h.state().context.cartResult?.skipped[0]!.reason).toBe('库存不足');
    h.stop();
  });

  it('a bad quantity on a ticked line blocks the call and shows the errors; below the minimum order too', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'EDIT_QTY', lineId: 1, text: '3.5' });
    h.send({ type: 'ADD_TO_CART' });
    expect(h.state().context.problem).toBe('fixQty');
    expect(h.state().context.showQtyErrors).toBe(true);
    expect(effects.carts).toHaveLength(0);
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 12 });
    h.send({ type: 'EDIT_QTY', lineId: 2, text: '4' });
    h.send({ type: 'EDIT_QTY', lineId: 1, text: '１２' });
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts).toHaveLength(0);
    h.send({ type: 'EDIT_QTY', lineId: 2, text: '6' });
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts[0]!.lines).toEqual([{ lineId: 1, goodsId: 11, qty: 12 }, { lineId: 2, goodsId: 12, qty: 6 }, { lineId: 7, goodsId: 15, qty: 3 }]);
    h.stop();
  });

  it('nothing ticked: 加入购物车 says so and sends nothing', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'TICK', lineId: 1, ticked: false });
    h.send({ type: 'TICK', lineId: 7, ticked: false });
    h.send({ type: 'ADD_TO_CART' });
    expect(h.state().context.problem).toBe('noneTicked');
    expect(effects.carts).toHaveLength(0);
    h.stop();
  });

  it('a quote request keeps the picks over the reload; a re-enquiry starts them afresh', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 13 });
    h.pending('saveChoices')!.resolve({ saved: 1 });
    await flushMicrotasks();
    h.send({ type: 'REQUEST_QUOTE', lineIds: [1, 3, 4] });
    expect(effects.quotes[0]).toEqual({ id: 3, lineIds: [3] });
    h.pending('requestQuote')!.resolve({ requested: 1 });
    await flushMicrotasks();
    expect(h.state().value).toBe('loading');
    h.pending('load')!.resolve(REPORT);
    await flushMicrotasks();
    // C has no stock: kept as picked, not ticked (its line says so).
    expect(h.state().context.picks['2']).toMatchObject({ goodsId: 13, ticked: false });
    expect(h.state().context.quoteRequested).toBe(1);
    h.send({ type: 'AGAIN' });
    h.pending('again')!.resolve({});
    await flushMicrotasks();
    h.pending('load')!.resolve(REPORT);
    await flushMicrotasks();
    expect(h.state().context.picks['2']).toMatchObject({ goodsId: null, ticked: false });
    h.stop();
  });

  it('a pick is kept on the server; picks made during a save go in the next one; a failed save is retried', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 12 });
    expect(effects.choices).toEqual([{ id: 3, lines: [{ lineId: 2, goodsId: 12 }] }]);
    expect(h.state().matches({ ready: { choices: 'saving' } })).toBe(true);
    // 重新询价 and a quote request wait while a pick is unsaved.
    h.send({ type: 'AGAIN' });
    h.send({ type: 'REQUEST_QUOTE', lineIds: [3] });
    expect(h.state().matches({ ready: { calls: 'idle' } })).toBe(true);
    // Two more picks of the same line while the first save is under way: the last one goes next.
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 13 });
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: null });
    h.send({ type: 'CHOOSE', lineId: 4, goodsId: 11 });
    h.pending('saveChoices')!.resolve({ saved: 1 });
    await flushMicrotasks();
    expect(effects.choices[1]).toEqual({ id: 3, lines: [{ lineId: 2, goodsId: null }] });
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 13 });
    h.pending('saveChoices')!.reject(OFFLINE);
    await flushMicrotasks();
    expect(h.state().matches({ ready: { choices: 'failed' } })).toBe(true);
    expect(h.state().context.saveError).toBe('网络异常，请稍后重试');
    // The pick made after the failed one is the one retried; the page keeps it meanwhile.
    expect(h.state().context.unsaved).toEqual({ '2': 13 });
    expect(h.state().context.picks['2']).toMatchObject({ goodsId: 13, ticked: false });
    h.send({ type: 'RETRY_SAVE' });
    expect(effects.choices[2]).toEqual({ id: 3, lines: [{ lineId: 2, goodsId: 13 }] });
    h.pending('saveChoices')!.resolve({ saved: 1 });
    await flushMicrotasks();
    expect(h.state().matches({ ready: { choices: 'synced' } })).toBe(true);
    expect(h.state().context.saveError).toBeNull();
    expect(effects.choices).toHaveLength(3);
    h.send({ type: 'AGAIN' });
    expect(h.state().matches({ ready: { calls: 'again' } })).toBe(true);
    h.stop();
  });

  it('a report read afresh starts each line from the goods the server kept (a reload keeps the picks)', async () => {
    const effects = fresh();
    const h = start(effects);
    const kept: EnquiryReport = { ...REPORT, lines: REPORT.lines.map((l) => (l.id === 2 ? { ...l, chosenGoodsId: 12 } : l.id === 5 ? { ...l, chosenGoodsId: 11 } : l)) };
    h.pending('load')!.resolve(kept);
    await flushMicrotasks();
    expect(h.state().context.picks['2']).toEqual({ goodsId: 12, qtyText: '5', ticked: true });
    // A duplicate line never starts picked, whatever is stored; nothing is saved by reading.
    expect(h.state().context.picks['5']).toMatchObject({ goodsId: null, ticked: false });
    expect(effects.choices).toEqual([]);
    // A kept goods the line no longer offers falls back to the default pick.
    expect(storedPick({ ...REPORT.lines[1]!, chosenGoodsId: 99 })).toEqual(defaultPick(REPORT.lines[1]!));
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts[0]!.lines).toEqual([{ lineId: 1, goodsId: 11, qty: 10 }, { lineId: 2, goodsId: 12, qty: 5 }, { lineId: 7, goodsId: 15, qty: 3 }]);
    h.stop();
  });

  it('another member\'s enquiry (404) is missing; a network failure offers a retry', async () => {
    const h = start(fresh());
    h.pending('load')!.reject(NOT_FOUND);
    await flushMicrotasks();
    expect(h.state().value).toBe('missing');
    h.stop();
  });

  it('reads quantities strictly, and offers quotes only for unmatched or candidate lines not asked yet', () => {
    expect(checkQty('', A)).toBe('required');
    expect(checkQty('1,000', A)).toBe('notWhole');
    expect(checkQty('0', A)).toBe('notWhole');
    expect(checkQty('100000', A)).toBe('tooMany');
    expect(checkQty('4', B)).toBe('belowMinimum');
    expect(checkQty('２０', B)).toBeNull();
    expect(quotableIds(REPORT)).toEqual([2, 3]);
    const quoted = { ...REPORT.lines[2]!, quote: { state: 'quoted' as const, requestedAt: '', goods: C, priceFen: 9_900, leadTimeDays: 5, validUntil: '2026-12-31', expired: false, note: null, quotedAt: '' } };
    expect(goodsOptions(quoted).map((g) => g.goodsId)).toEqual([13]);
    // Bought at the quote: not held to the goods' stock (the quote has its own lead time).
    expect(defaultPick(quoted)).toEqual({ goodsId: 13, qtyText: '3', ticked: true });
    expect(unitPriceOf(quoted, C)).toBe(9_900);
    expect(unitPriceOf(REPORT.lines[1]!, C)).toBe(11_000);
    expect(goodsOptions({ ...quoted, quote: { ...quoted.quote, expired: true } })).toEqual([]);
    // A quote without a goods (a special price) is not bought online.
    expect(goodsOptions({ ...quoted, quote: { ...quoted.quote, goods: null } })).toEqual([]);
    expect(tickedLines(null, {})).toEqual([]);
  });

  it('a line above stock says how many are in stock and the lead time of the rest; 只买现货 ticks it at the stock; ticked above stock blocks the cart', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    const six = REPORT.lines[5]!;
    // The server's lead time for its own goods; the goods' own for another.
    expect(shortfallOf(six, D, 1000)).toEqual({ inStock: 46, short: 954, leadTimeDays: 25 });
    expect(shortfallOf({ ...six, goodsId: 99 }, D, 1000)).toEqual({ inStock: 46, short: 954, leadTimeDays: 20 });
    expect(shortfallOf(six, D, 46)).toBeNull();
    // Ticked as it is: 加入购物车 says why and sends nothing.
    h.send({ type: 'TICK', lineId: 6, ticked: true });
    expect(h.state().context.picks['6']!.ticked).toBe(true);
    h.send({ type: 'ADD_TO_CART' });
    expect(h.state().context.problem).toBe('aboveStock');
    expect(effects.carts).toHaveLength(0);
    // It may ask a staff quote (picks known); without the picks only unmatched and candidate lines may.
    expect(quotableIds(REPORT, h.state().context.picks)).toEqual([2, 3, 6]);
    expect(quotableIds(REPORT)).toEqual([2, 3]);
    h.send({ type: 'BUY_IN_STOCK', lineId: 6 });
    expect(h.state().context.picks['6']).toEqual({ goodsId: 14, qtyText: '46', ticked: true });
    expect(h.state().context.problem).toBeNull();
    expect(quotableIds(REPORT, h.state().context.picks)).toEqual([2, 3]);
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts[0]!.lines).toContainEqual({ lineId: 6, goodsId: 14, qty: 46 });
    h.stop();
  });

  it('只买现货 keeps whole packs and the minimum order; with less than that in stock it does nothing', async () => {
    expect(inStockQty({ ...D, packQty: 5 })).toBe(45);
    expect(inStockQty({ ...D, minOrderQty: 50 })).toBe(0);
    expect(inStockQty({ ...D, stockQty: 0 })).toBe(0);
    const h = await loaded();
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 13 });
    const before = h.state().context.picks['2'];
    h.send({ type: 'BUY_IN_STOCK', lineId: 2 });
    expect(h.state().context.picks['2']).toEqual(before);
    h.stop();
  });

  it('a quoted line is asked with a quote request for a line above stock, picks kept', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'REQUEST_QUOTE', lineIds: [6, 7, 8] });
    expect(effects.quotes[0]).toEqual({ id: 3, lineIds: [6] });
    h.stop();
  });
});

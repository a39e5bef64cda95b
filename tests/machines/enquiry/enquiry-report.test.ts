// The enquiry report (machines/enquiry/enquiry-report.ts): every shortest path walked with fake
// actors (load, saveCart, saveChoices, download, again, requestQuote), every state reached, and
// the rules of the picks: a matched line starts ticked at its cart quantity, a candidate chosen
// ticks its line at that goods' rounded quantity, invalid and duplicate lines never go to the
// cart, bad quantities block 加入购物车, only ticked lines are sent, added lines are unticked; every
// pick is kept on the server (one save at a time, picks made meanwhile in the next, a failed save
// retried), a report read afresh starts from the picks the server kept, and 重新询价 or a quote
// request waits until the picks are saved.
import { describe, expect, it } from 'vitest';
import type { EnquiryGoods, EnquiryLine, EnquiryReport, SaveCartAnswer } from '../../../domain/enquiry/enquiry-views.ts';
import {
  checkQty, defaultPick, enquiryReportMachine, goodsOptions, quotableIds, storedPick, tickedLines, totalsOf, type EnquiryReportContext, type EnquiryReportEvent, type SaveCartInput, type SaveChoicesInput,
} from '../../../machines/enquiry/enquiry-report.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const goods = (goodsId: number, model: string, patch: Partial<EnquiryGoods> = {}): EnquiryGoods => ({
  goodsId, goodsCode: `G${goodsId}`, model, brandName: 'SKF', name: '深沟球轴承', unit: '个', minOrderQty: 1, packQty: 1, unitPriceFen: 2_350, stockQty: 500, leadTimeDays: 0, ...patch,
});
const A = goods(11, '6205-2RSH');
const B = goods(12, 'LC1D09M7C', { brandName: 'Schneider', name: '交流接触器', minOrderQty: 5, packQty: 5, unitPriceFen: 12_800 });
const C = goods(13, 'LC1D09M7', { brandName: 'Schneider', name: '交流接触器', unitPriceFen: 11_000, stockQty: 0, leadTimeDays: 7 });

const line = (id: number, patch: Partial<EnquiryLine>): EnquiryLine => ({
  id, rowNo: id + 4, inputModel: 'X', inputBrand: '', inputQty: '', inputUnit: '', remark: '', buyerCode: '', qty: 1, cartQty: null, status: 'unmatched', reason: '', how: null, goodsId: null, goods: null, candidates: [], quote: null, chosenGoodsId: null, qtyNote: '', stock: null, ...patch,
});
const REPORT: EnquiryReport = {
  id: 3, enquiryNo: 'EQ261123000001', fileName: '备件采购询价单.xlsx', createdAt: '2026-11-23T01:00:00.000Z', matchedAt: '2026-11-23T01:00:00.000Z', status: 0, statusText: '已匹配', lineCount: 5,
  counts: { matched: 1, candidates: 1, unmatched: 1, invalid: 1, duplicate: 1 }, priceKind: 'member', skipped: [],
  lines: [
    line(1, { inputModel: '6205-2RSH', inputQty: '10', qty: 10, cartQty: 10, status: 'matched', how: 'exact', goodsId: 11, goods: A }),
    line(2, { inputModel: 'LC1D09M7', inputQty: '2', qty: 2, status: 'candidates', how: 'similar', candidates: [{ goodsId: 12, model: B.model, brandName: B.brandName, why: 'similar', goods: B }, { goodsId: 13, model: C.model, brandName: C.brandName, why: 'similar', goods: C }] }),
    line(3, { inputModel: 'QQZX-77Y', qty: 3 }),
    line(4, { inputModel: '6206ZZ', inputQty: '0', qty: null, status: 'invalid', reason: '数量不能为 0' }),
    line(5, { inputModel: '6205-2rsh', qty: 4, status: 'duplicate', goodsId: 11, goods: A }),
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
    h.send({ type: 'TICK_ALL', ticked: true });
    expect(Object.entries(h.state().context.picks).filter(([, p]) => p.ticked).map(([id]) => id)).toEqual(['1']);
    h.send({ type: 'TICK', lineId: 3, ticked: true });
    expect(h.state().context.picks['3']!.ticked).toBe(false);
    expect(totalsOf(REPORT, h.state().context.picks)).toEqual({ lines: 1, qty: 10, amountFen: 23_500 });
    h.stop();
  });

  it('choosing a candidate ticks its line at the quantity rounded to the minimum order and whole packs; both lines go in one call', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'CHOOSE', lineId: 2, goodsId: 12 });
    expect(h.state().context.picks['2']).toEqual({ goodsId: 12, qtyText: '5', ticked: true });
    h.send({ type: 'ADD_TO_CART' });
    expect(effects.carts[0]).toEqual({ id: 3, lines: [{ lineId: 1, goodsId: 11, qty: 10 }, { lineId: 2, goodsId: 12, qty: 5 }] });
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
    expect(effects.carts[0]!.lines).toEqual([{ lineId: 1, goodsId: 11, qty: 12 }, { lineId: 2, goodsId: 12, qty: 6 }]);
    h.stop();
  });

  it('nothing ticked: 加入购物车 says so and sends nothing', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'TICK', lineId: 1, ticked: false });
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
    expect(h.state().context.picks['2']).toMatchObject({ goodsId: 13, ticked: true });
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
    expect(h.state().context.picks['2']).toMatchObject({ goodsId: 13, ticked: true });
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
    expect(effects.carts[0]!.lines).toEqual([{ lineId: 1, goodsId: 11, qty: 10 }, { lineId: 2, goodsId: 12, qty: 5 }]);
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
    expect(defaultPick(quoted)).toEqual({ goodsId: 13, qtyText: '3', ticked: false });
    expect(goodsOptions({ ...quoted, quote: { ...quoted.quote, expired: true } })).toEqual([]);
    expect(tickedLines(null, {})).toEqual([]);
  });
});

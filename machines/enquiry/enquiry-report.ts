// /enquiryDetail?id=: the report of one enquiry (GET getReportsByOrderId/{id}) and what the buyer
// does with it. Each line has a pick: the goods (the match, a candidate chosen with CHOOSE, or the
// goods of a staff quote), the quantity typed (EDIT_QTY; a whole number from the goods' minimum
// order to 99,999) and a tick. A matched line starts ticked at its cart quantity (rounded up to
// the minimum order and whole packs) when the stock covers it; choosing a candidate ticks the line
// at that goods' rounded quantity when the stock covers it. A line whose quantity is above the
// goods' stock is never silently dropped: it says how many are in stock and the lead time of the
// rest (shortfallOf), and the buyer chooses — BUY_IN_STOCK sets the quantity to what the stock
// covers (whole packs, at least the minimum order) and ticks it, or a staff quote is asked for the
// line; a ticked line above stock blocks 加入购物车 with that reason. A staff quote that is
// quoted, valid and names a goods makes the line buyable at the quote's price (unitPriceOf; the
// server prices the cart line at the quote); an expired or goods-less quote is shown, not bought.
// ADD_TO_CART sends the ticked lines in one call (`saveCart`);
// lines the cart took are unticked, the ones it refused are listed with the reason. DOWNLOAD gets
// the .xlsx report, AGAIN matches every line again against today's catalogue (`again`, then the
// report is read anew with fresh picks), REQUEST_QUOTE asks a staff quote for unmatched or
// candidate lines (`requestQuote`, then the report is read again, picks kept). An enquiry that is
// not the member's (404) is `missing`. Every CHOOSE is also kept on the server (`saveChoices`,
// chooseGoods/{id}) in the `choices` region beside the calls: picks made while a save is under way
// go in the next one; a failed save keeps them unsaved and offers RETRY_SAVE; 重新询价 and a quote
// request (which read the report anew) wait until every pick is saved. A report read afresh starts
// each line from the goods kept on it (`chosenGoodsId`), so a reload shows the buyer's picks. The
// app provides load, saveCart, saveChoices, download, again and requestQuote, and listens to
// `addedToCart` (the cart badge).
import { assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { toHalfWidth } from '../../domain/shared/half-width.ts';
import { cartQtyFor, ENQUIRY_MAX_QTY } from '../../domain/enquiry/enquiry-rules.ts';
import type { EnquiryGoods, EnquiryLine, EnquiryReport, SaveCartAnswer } from '../../domain/enquiry/enquiry-views.ts';
import { lineTotal } from '../../domain/shared/money.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface LinePick {
  goodsId: number | null;
  qtyText: string;
  ticked: boolean;
}

export type QtyError = 'required' | 'notWhole' | 'belowMinimum' | 'tooMany';
export type ReportProblem = 'noneTicked' | 'fixQty' | 'aboveStock';

/** How much of a line's quantity the goods' stock covers, and the lead time of the rest. */
export interface LineStock {
  inStock: number;
  short: number;
  leadTimeDays: number;
}

/**
 * A report line as the SPA reads it: what issue 33 adds (the note on an empty quantity, the
 * stock of the line's goods when it does not cover the quantity) is optional until every server
 * answers it.
 */
export type ReportLine = EnquiryLine & { qtyNote?: string; stock?: LineStock | null };

/** The staff quote's goods when the quote can be bought: quoted, not expired, a goods we sell, a price. */
export function buyableQuoteGoods(line: EnquiryLine): EnquiryGoods | null {
  const q = line.quote;
  return q && q.state === 'quoted' && !q.expired && q.priceFen !== null ? q.goods : null;
}

/** Why a quoted line cannot be bought at its quote (null: it can, or it has no quote yet). */
export function quoteBlock(line: EnquiryLine): 'expired' | 'noGoods' | null {
  const q = line.quote;
  if (!q || q.state !== 'quoted') return null;
  if (q.expired) return 'expired';
  if (!q.goods || q.priceFen === null) return 'noGoods';
  return null;
}

/** The quote's price when `goods` is the line's buyable quoted goods, else null. */
export function quotePriceOf(line: EnquiryLine, goods: EnquiryGoods): number | null {
  const quoted = buyableQuoteGoods(line);
  return quoted && quoted.goodsId === goods.goodsId ? line.quote!.priceFen : null;
}

/** The unit price a line is bought at with `goods`: the quote's when it is the quoted goods, else the goods' price. */
export const unitPriceOf = (line: EnquiryLine, goods: EnquiryGoods): number => quotePriceOf(line, goods) ?? goods.unitPriceFen;

/** The goods a line may be bought as: its match, its candidates, its staff quote's goods (while valid). */
export function goodsOptions(line: EnquiryLine): EnquiryGoods[] {
  const all = [line.goods, ...line.candidates.map((c) => c.goods), buyableQuoteGoods(line)];
  const seen = new Set<number>();
  return all.filter((g): g is EnquiryGoods => {
    if (!g || seen.has(g.goodsId)) return false;
    seen.add(g.goodsId);
    return true;
  });
}

/** Invalid and duplicate lines never go to the cart (a duplicate's quantity is on its first line). */
export const buyable = (line: EnquiryLine) => line.status !== 'invalid' && line.status !== 'duplicate';

export function chosenGoods(line: EnquiryLine, pick: LinePick | undefined): EnquiryGoods | null {
  if (!pick || pick.goodsId === null) return null;
  return goodsOptions(line).find((g) => g.goodsId === pick.goodsId) ?? null;
}

const roundedQty = (line: EnquiryLine, goods: EnquiryGoods) => cartQtyFor(line.qty ?? 1, goods.minOrderQty, goods.packQty);

/**
 * The line's quantity above what the goods' stock covers, or null when the stock covers it. A
 * line bought at its staff quote has the quote's lead time and is not held to the stock. The lead
 * time of the rest is the server's for the goods it matched or kept, else the goods' own.
 */
export function shortfallOf(line: ReportLine, goods: EnquiryGoods, qty: number): LineStock | null {
  if (quotePriceOf(line, goods) !== null || qty <= goods.stockQty) return null;
  const inStock = Math.max(0, goods.stockQty);
  const serverFor = line.chosenGoodsId ?? line.goodsId;
  const leadTimeDays = line.stock && serverFor === goods.goodsId ? line.stock.leadTimeDays : goods.leadTimeDays;
  return { inStock, short: qty - inStock, leadTimeDays };
}

/** The most of a goods the stock covers as a cart quantity (whole packs, at least the minimum order); 0 when none. */
export function inStockQty(goods: EnquiryGoods): number {
  const pack = Math.max(1, goods.packQty);
  const qty = Math.floor(Math.max(0, goods.stockQty) / pack) * pack;
  return qty >= Math.max(1, goods.minOrderQty) ? Math.min(qty, ENQUIRY_MAX_QTY) : 0;
}

/** A pick of `goods` at `qty`: ticked when nothing stops it being bought now (the stock covers it, or it is quoted). */
const pickAt = (line: EnquiryLine, goods: EnquiryGoods, qty: number): LinePick => ({ goodsId: goods.goodsId, qtyText: String(qty), ticked: shortfallOf(line, goods, qty) === null });

/** A fresh pick: the match (or a valid quote's goods) at the rounded quantity, ticked when it can be bought now. */
export function defaultPick(line: EnquiryLine): LinePick {
  const goods = buyable(line) ? (line.goods ?? buyableQuoteGoods(line)) : null;
  if (!goods) return { goodsId: null, qtyText: line.qty === null ? '' : String(line.qty), ticked: false };
  const qty = line.goods && line.cartQty !== null ? line.cartQty : roundedQty(line, goods);
  return pickAt(line, goods, qty);
}

/** The quantity typed, or null when it is not a whole number. */
export function qtyOf(text: string): number | null {
  const t = toHalfWidth(text).trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

export function checkQty(text: string, goods: EnquiryGoods | null): QtyError | null {
  if (toHalfWidth(text).trim() === '') return 'required';
  const qty = qtyOf(text);
  if (qty === null || qty < 1) return 'notWhole';
  if (qty > ENQUIRY_MAX_QTY) return 'tooMany';
  if (goods && qty < goods.minOrderQty) return 'belowMinimum';
  return null;
}

const keyOf = (lineId: number) => String(lineId);

export function pickOf(picks: Readonly<Record<string, LinePick>>, line: EnquiryLine): LinePick | undefined {
  return picks[keyOf(line.id)];
}

/** A line may be ticked when it has a goods. */
export function tickable(line: EnquiryLine, pick: LinePick | undefined): boolean {
  return buyable(line) && chosenGoods(line, pick) !== null;
}

export interface TickedLine {
  lineId: number;
  goodsId: number;
  qty: number;
}

/** The ticked lines with their goods and quantity (a line with a bad quantity is left out). */
export function tickedLines(report: EnquiryReport | null, picks: Readonly<Record<string, LinePick>>): TickedLine[] {
  if (!report) return [];
  return report.lines.flatMap((line) => {
    const pick = pickOf(picks, line);
    const goods = chosenGoods(line, pick);
    if (!pick?.ticked || !goods || !buyable(line) || checkQty(pick.qtyText, goods) !== null) return [];
    return [{ lineId: line.id, goodsId: goods.goodsId, qty: qtyOf(pick.qtyText)! }];
  });
}

export interface ReportTotals {
  lines: number;
  qty: number;
  amountFen: number;
}

/** The ticked lines counted, their units and their amount at the prices shown. */
export function totalsOf(report: EnquiryReport | null, picks: Readonly<Record<string, LinePick>>): ReportTotals {
  const totals: ReportTotals = { lines: 0, qty: 0, amountFen: 0 };
  if (!report) return totals;
  const byId = new Map(report.lines.map((l) => [l.id, l]));
  for (const t of tickedLines(report, picks)) {
    const line = byId.get(t.lineId)!;
    const goods = goodsOptions(line).find((g) => g.goodsId === t.goodsId)!;
    totals.lines++;
    totals.qty += t.qty;
    totals.amountFen += lineTotal(unitPriceOf(line, goods), t.qty);
  }
  return totals;
}

/** Ticked lines whose quantity is wrong (they block 加入购物车). */
export function badTicked(report: EnquiryReport | null, picks: Readonly<Record<string, LinePick>>): number[] {
  if (!report) return [];
  return report.lines.filter((line) => {
    const pick = pickOf(picks, line);
    return pick?.ticked && tickable(line, pick) && checkQty(pick.qtyText, chosenGoods(line, pick)) !== null;
  }).map((l) => l.id);
}

/** The shortfall of a line at its pick (goods and a whole quantity), or null. */
export function pickShortfall(line: EnquiryLine, pick: LinePick | undefined): LineStock | null {
  const goods = chosenGoods(line, pick);
  const qty = pick ? qtyOf(pick.qtyText) : null;
  return goods && qty !== null && qty >= 1 ? shortfallOf(line, goods, qty) : null;
}

/** Ticked lines whose quantity is above the stock (they block 加入购物车 until the buyer chooses). */
export function shortTicked(report: EnquiryReport | null, picks: Readonly<Record<string, LinePick>>): number[] {
  if (!report) return [];
  return report.lines.filter((line) => pickOf(picks, line)?.ticked && tickable(line, pickOf(picks, line)) && pickShortfall(line, pickOf(picks, line)) !== null).map((l) => l.id);
}

/**
 * Lines that may still ask a staff quote (not asked yet): unmatched or candidates, and a line
 * whose quantity is above the stock of its goods (with the picks, when given).
 */
export function quotableIds(report: EnquiryReport | null, picks?: Readonly<Record<string, LinePick>>): number[] {
  if (!report) return [];
  return report.lines
    .filter((l) => l.quote === null && buyable(l) && (l.status === 'unmatched' || l.status === 'candidates' || (picks !== undefined && pickShortfall(l, pickOf(picks, l)) !== null)))
    .map((l) => l.id);
}

/** The pick a line starts with: the goods the buyer chose and the server kept, else the default. */
export function storedPick(line: EnquiryLine): LinePick {
  const goods = buyable(line) && line.chosenGoodsId !== null ? (goodsOptions(line).find((g) => g.goodsId === line.chosenGoodsId) ?? null) : null;
  return goods ? pickAt(line, goods, roundedQty(line, goods)) : defaultPick(line);
}

function picksFor(report: EnquiryReport, previous: Readonly<Record<string, LinePick>> | null): Record<string, LinePick> {
  const picks: Record<string, LinePick> = {};
  for (const line of report.lines) {
    const before = previous?.[keyOf(line.id)];
    const stillOffered = before && (before.goodsId === null ? !line.goods : goodsOptions(line).some((g) => g.goodsId === before.goodsId));
    picks[keyOf(line.id)] = before && stillOffered && buyable(line) ? before : storedPick(line);
  }
  return picks;
}

/** One pick to keep on the server: the line and its goods (null: the pick taken back). */
export interface ChoiceToSave {
  lineId: number;
  goodsId: number | null;
}

export interface SaveChoicesInput {
  id: number;
  lines: ChoiceToSave[];
}

const choiceList = (choices: Readonly<Record<string, number | null>>): ChoiceToSave[] =>
  Object.entries(choices).map(([lineId, goodsId]) => ({ lineId: Number(lineId), goodsId }));

export interface EnquiryReportContext {
  id: number;
  report: EnquiryReport | null;
  picks: Record<string, LinePick>;
  /** Read the report again keeping the buyer's picks (after a quote request). */
  keepPicks: boolean;
  problem: ReportProblem | null;
  /** The quantity errors are shown (after a refused 加入购物车). */
  showQtyErrors: boolean;
  error: string | null;
  cartResult: SaveCartAnswer | null;
  quoteRequested: number | null;
  /** Picks made and not yet sent to the server, by line id (latest wins). */
  unsaved: Record<string, number | null>;
  /** Picks being sent now. */
  saving: Record<string, number | null>;
  /** Why the last save of the picks failed (they stay unsaved until RETRY_SAVE). */
  saveError: string | null;
}

export type EnquiryReportEvent =
  | { type: 'CHOOSE'; lineId: number; goodsId: number | null }
  | { type: 'EDIT_QTY'; lineId: number; text: string }
  | { type: 'TICK'; lineId: number; ticked: boolean }
  | { type: 'TICK_ALL'; ticked: boolean }
  | { type: 'BUY_IN_STOCK'; lineId: number }
  | { type: 'ADD_TO_CART' }
  | { type: 'DOWNLOAD' }
  | { type: 'AGAIN' }
  | { type: 'REQUEST_QUOTE'; lineIds: number[] }
  | { type: 'RETRY' }
  | { type: 'RETRY_SAVE' }
  | { type: 'DISMISS' };

export type EnquiryReportEmitted = { type: 'addedToCart'; added: number };

export interface SaveCartInput {
  id: number;
  lines: TickedLine[];
}

const lineOf = (context: EnquiryReportContext, lineId: number) => context.report?.lines.find((l) => l.id === lineId) ?? null;

export const enquiryReportMachine = setup({
  types: {
    context: {} as EnquiryReportContext,
    events: {} as EnquiryReportEvent,
    input: {} as { id: number },
    emitted: {} as EnquiryReportEmitted,
  },
  actors: {
    load: fromPromise<EnquiryReport, { id: number }>(() => Promise.reject(new Error('load is provided by the app'))),
    saveCart: fromPromise<SaveCartAnswer, SaveCartInput>(() => Promise.reject(new Error('saveCart is provided by the app'))),
    saveChoices: fromPromise<unknown, SaveChoicesInput>(() => Promise.reject(new Error('saveChoices is provided by the app'))),
    download: fromPromise<void, { id: number; enquiryNo: string }>(() => Promise.reject(new Error('download is provided by the app'))),
    again: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('again is provided by the app'))),
    requestQuote: fromPromise<{ requested: number }, { id: number; lineIds: number[] }>(() => Promise.reject(new Error('requestQuote is provided by the app'))),
  },
  actions: {
    loaded: assign(({ context }, params: { report: EnquiryReport }) => ({
      report: params.report,
      picks: picksFor(params.report, context.keepPicks ? context.picks : null),
      keepPicks: false,
      problem: null,
      showQtyErrors: false,
    })),
    choose: assign(({ context }, params: { lineId: number; goodsId: number | null }) => {
      const line = lineOf(context, params.lineId);
      if (!line || !buyable(line)) return {};
      const goods = params.goodsId === null ? null : (goodsOptions(line).find((g) => g.goodsId === params.goodsId) ?? null);
      const before = context.picks[keyOf(line.id)]!;
      if (params.goodsId !== null && !goods) return {};
      const pick: LinePick = goods ? pickAt(line, goods, roundedQty(line, goods)) : { ...before, goodsId: null, ticked: false };
      return { picks: { ...context.picks, [keyOf(line.id)]: pick }, unsaved: { ...context.unsaved, [keyOf(line.id)]: pick.goodsId }, problem: null, cartResult: null };
    }),
    startSave: assign(({ context }) => ({ saving: context.unsaved, unsaved: {}, saveError: null })),
    saved: assign({ saving: {} }),
    saveFailed: assign(({ context }, params: { error: unknown }) => ({
      // A pick made again while the save was under way wins over the one that failed.
      unsaved: { ...context.saving, ...context.unsaved },
      saving: {},
      saveError: failureOf(params.error).message || null,
    })),
    editQty: assign(({ context }, params: { lineId: number; text: string }) => {
      const before = context.picks[keyOf(params.lineId)];
      if (!before) return {};
      return { picks: { ...context.picks, [keyOf(params.lineId)]: { ...before, qtyText: params.text.slice(0, 12) } }, problem: null };
    }),
    tick: assign(({ context }, params: { lineId: number; ticked: boolean }) => {
      const line = lineOf(context, params.lineId);
      const before = context.picks[keyOf(params.lineId)];
      if (!line || !before || (params.ticked && !tickable(line, before))) return {};
      return { picks: { ...context.picks, [keyOf(line.id)]: { ...before, ticked: params.ticked } }, problem: null };
    }),
    buyInStock: assign(({ context }, params: { lineId: number }) => {
      const line = lineOf(context, params.lineId);
      const before = context.picks[keyOf(params.lineId)];
      const goods = line ? chosenGoods(line, before) : null;
      if (!line || !before || !goods || !buyable(line)) return {};
      const qty = inStockQty(goods);
      if (qty === 0) return {};
      return { picks: { ...context.picks, [keyOf(line.id)]: { ...before, qtyText: String(qty), ticked: true } }, problem: null };
    }),
    tickAll: assign(({ context }, params: { ticked: boolean }) => {
      const picks = { ...context.picks };
      for (const line of context.report?.lines ?? []) {
        const pick = picks[keyOf(line.id)]!;
        picks[keyOf(line.id)] = { ...pick, ticked: params.ticked && tickable(line, pick) };
      }
      return { picks, problem: null };
    }),
    showProblem: assign((_, params: { problem: ReportProblem }) => ({ problem: params.problem, showQtyErrors: params.problem === 'fixQty' })),
    startCall: assign({ error: null, problem: null, cartResult: null, quoteRequested: null }),
    added: assign(({ context }, params: { answer: SaveCartAnswer; sent: TickedLine[] }) => {
      const skipped = new Set(params.answer.skipped.map((s) => s.lineId));
      const picks = { ...context.picks };
      for (const t of params.sent) if (!skipped.has(t.lineId)) picks[keyOf(t.lineId)] = { ...picks[keyOf(t.lineId)]!, ticked: false };
      return { cartResult: params.answer, picks };
    }),
    emitAdded: emit((_, params: { added: number }) => ({ type: 'addedToCart' as const, added: params.added })),
    refuse: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error).message || null })),
    freshPicks: assign({ keepPicks: false }),
    keepPicks: assign({ keepPicks: true }),
    quoted: assign((_, params: { requested: number }) => ({ quoteRequested: params.requested })),
    dismiss: assign({ error: null, problem: null, cartResult: null, quoteRequested: null }),
  },
  guards: {
    notFound: ({ event }) => failureOf((event as { error?: unknown }).error).status === 404,
    noneTicked: ({ context }) => !context.report?.lines.some((l) => pickOf(context.picks, l)?.ticked && tickable(l, pickOf(context.picks, l))),
    badQty: ({ context }) => badTicked(context.report, context.picks).length > 0,
    aboveStock: ({ context }) => shortTicked(context.report, context.picks).length > 0,
    noQuotable: ({ context, event }) => event.type === 'REQUEST_QUOTE' && !event.lineIds.some((id) => quotableIds(context.report, context.picks).includes(id)),
    hasUnsaved: ({ context }) => Object.keys(context.unsaved).length > 0,
    picksSaved: stateIn({ ready: { choices: 'synced' } }),
  },
}).createMachine({
  id: 'enquiryReport',
  context: ({ input }) => ({
    id: input.id,
    report: null,
    picks: {},
    keepPicks: false,
    problem: null,
    showQtyErrors: false,
    error: null,
    cartResult: null,
    quoteRequested: null,
    unsaved: {},
    saving: {},
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => ({ report: event.output }) } },
        onError: [{ guard: 'notFound', target: 'missing' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    missing: {},
    ready: {
      type: 'parallel',
      on: {
        CHOOSE: { actions: { type: 'choose', params: ({ event }) => ({ lineId: event.lineId, goodsId: event.goodsId }) } },
        EDIT_QTY: { actions: { type: 'editQty', params: ({ event }) => ({ lineId: event.lineId, text: event.text }) } },
        TICK: { actions: { type: 'tick', params: ({ event }) => ({ lineId: event.lineId, ticked: event.ticked }) } },
        TICK_ALL: { actions: { type: 'tickAll', params: ({ event }) => ({ ticked: event.ticked }) } },
        BUY_IN_STOCK: { actions: { type: 'buyInStock', params: ({ event }) => ({ lineId: event.lineId }) } },
        DISMISS: { actions: 'dismiss' },
      },
      states: {
        calls: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ADD_TO_CART: [
                  { guard: 'noneTicked', actions: { type: 'showProblem', params: { problem: 'noneTicked' } } },
                  { guard: 'badQty', actions: { type: 'showProblem', params: { problem: 'fixQty' } } },
                  { guard: 'aboveStock', actions: { type: 'showProblem', params: { problem: 'aboveStock' } } },
                  { target: 'adding', actions: 'startCall' },
                ],
                DOWNLOAD: { target: 'downloading', actions: 'startCall' },
                AGAIN: { guard: 'picksSaved', target: 'again', actions: 'startCall' },
                REQUEST_QUOTE: [{ guard: 'noQuotable' }, { guard: 'picksSaved', target: 'requesting', actions: 'startCall' }],
              },
            },
            adding: {
              invoke: {
                id: 'saveCart',
                src: 'saveCart',
                input: ({ context }) => ({ id: context.id, lines: tickedLines(context.report, context.picks) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'added', params: ({ context, event }) => ({ answer: event.output, sent: tickedLines(context.report, context.picks) }) },
                    { type: 'emitAdded', params: ({ event }) => ({ added: event.output.added }) },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            downloading: {
              invoke: {
                id: 'download',
                src: 'download',
                input: ({ context }) => ({ id: context.id, enquiryNo: context.report?.enquiryNo ?? '' }),
                onDone: 'idle',
                onError: { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            again: {
              invoke: {
                id: 'again',
                src: 'again',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: '#enquiryReport.loading', actions: 'freshPicks' },
                onError: { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            requesting: {
              invoke: {
                id: 'requestQuote',
                src: 'requestQuote',
                input: ({ context, event }) => ({
                  id: context.id,
                  lineIds: event.type === 'REQUEST_QUOTE' ? event.lineIds.filter((id) => quotableIds(context.report, context.picks).includes(id)) : [],
                }),
                onDone: { target: '#enquiryReport.loading', actions: ['keepPicks', { type: 'quoted', params: ({ event }) => ({ requested: event.output.requested }) }] },
                onError: { target: 'idle', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        choices: {
          initial: 'synced',
          states: {
            synced: { always: { guard: 'hasUnsaved', target: 'saving', actions: 'startSave' } },
            saving: {
              invoke: {
                id: 'saveChoices',
                src: 'saveChoices',
                input: ({ context }) => ({ id: context.id, lines: choiceList(context.saving) }),
                onDone: { target: 'synced', actions: 'saved' },
                onError: { target: 'failed', actions: { type: 'saveFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: { on: { RETRY_SAVE: { target: 'saving', actions: 'startSave' } } },
          },
        },
      },
    },
  },
});

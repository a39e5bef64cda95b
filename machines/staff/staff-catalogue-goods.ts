// One goods on the 商品管理 page (/admin/catalogue/:goodsId): its detail and the edit forms. 运营
// (mayEdit) edits the quantity tiers (yuan in the form, integer fen on the wire), the shelf state
// and the zones; 仓库 (mayStock) sets or adjusts one warehouse's stock with a reason. Each form is
// checked with the server's rules (domain/staff/catalogue-payloads.ts) before it is sent and shows
// one Chinese sentence; a refusal of the server shows its sentence beside the same form. A stock
// correction carries a request key made from the page's prefix, the goods' last correction and the
// draft: sending the same draft again (after a lost answer) corrects the stock once, while the same
// draft after a successful one (a new last correction) is a new correction. After every save the
// forms restart from the new detail.
import { assign, fromPromise, setup } from 'xstate';
import { parseYuan, formatYuan } from '../../domain/shared/money.ts';
import {
  CATALOGUE_RULES, PRICE_TEXT, stockAfter, stockInputProblem, TIER_MAX, tierProblem, type CatalogueDetail, type PriceBody, type ShelfBody, type StockBody, type StockMode, type Tier, type ZoneBody,
} from '../../domain/staff/catalogue-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

/** One tier row as typed: a quantity and three prices in yuan. */
export interface TierDraft {
  minQty: string;
  list: string;
  member: string;
  vip: string;
}

export interface StockDraft {
  warehouseId: number | null;
  mode: StockMode;
  qty: string;
  reason: string;
}

export type CatalogueForm = 'tiers' | 'shelf' | 'zones' | 'stock';

export interface CatalogueGoodsInput {
  goodsId: number;
  mayEdit: boolean;
  mayStock: boolean;
  /** Random per page view (the view makes it): the first part of every stock request key. */
  keyPrefix: string;
}

export interface CatalogueGoodsContext extends CatalogueGoodsInput {
  detail: CatalogueDetail | null;
  loadError: string | null;
  /** The goods does not exist (404): nothing to retry. */
  missing: boolean;
  tiers: TierDraft[];
  zoneIds: number[];
  stock: StockDraft;
  /** The form whose check or server refusal is shown, and its sentence. */
  error: { form: CatalogueForm; message: string } | null;
  /** The form saved last (the view shows its note). */
  saved: CatalogueForm | null;
}

export type CatalogueGoodsEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT_TIER'; index: number; patch: Partial<TierDraft> }
  | { type: 'ADD_TIER' }
  | { type: 'REMOVE_TIER'; index: number }
  | { type: 'SAVE_TIERS' }
  | { type: 'SET_SHELF'; onShelf: boolean }
  | { type: 'TOGGLE_ZONE'; id: number }
  | { type: 'SAVE_ZONES' }
  | { type: 'EDIT_STOCK'; patch: Partial<StockDraft> }
  | { type: 'SAVE_STOCK' };

const yuan = (fen: number) => formatYuan(fen).replace(/,/g, '');

export function tierDraftsOf(detail: CatalogueDetail): TierDraft[] {
  return detail.tiers.map((t) => ({ minQty: String(t.minQty), list: yuan(t.listPriceFen), member: yuan(t.memberPriceFen), vip: yuan(t.vipPriceFen) }));
}

export const EMPTY_STOCK: StockDraft = { warehouseId: null, mode: 'adjust', qty: '', reason: '' };

function stockDraftOf(detail: CatalogueDetail): StockDraft {
  return { ...EMPTY_STOCK, warehouseId: detail.stock[0]?.warehouseId ?? null };
}

const PRICE_FIELDS = [
  ['list', PRICE_TEXT.listPriceFen],
  ['member', PRICE_TEXT.memberPriceFen],
  ['vip', PRICE_TEXT.vipPriceFen],
] as const;
const R = CATALOGUE_RULES;

/** The tiers as fen, or the first problem as one Chinese sentence (the server's rules after the form's own). */
export function tiersOf(drafts: readonly TierDraft[], minOrderQty: number): { tiers: Tier[] } | { problem: string } {
  const tiers: Tier[] = [];
  for (const [i, d] of drafts.entries()) {
    const n = i + 1;
    if (!d.minQty.trim()) return { problem: R.qtyMissing(n) };
    if (!/^\d{1,10}$/.test(d.minQty.trim())) return { problem: R.qtyNotInteger(n) };
    const fen: number[] = [];
    for (const [key, what] of PRICE_FIELDS) {
      const text = d[key].trim();
      if (!text) return { problem: R.priceMissing(n, what) };
      try {
        fen.push(parseYuan(text));
      } catch {
        return { problem: R.priceFormat(n, what) };
      }
    }
    tiers.push({ minQty: Number(d.minQty.trim()), listPriceFen: fen[0]!, memberPriceFen: fen[1]!, vipPriceFen: fen[2]! });
  }
  const problem = tierProblem(tiers, minOrderQty);
  return problem ? { problem } : { tiers };
}

/** The stock correction to send, or the first problem (the chosen warehouse's count and what orders hold included). */
export function stockBodyOf(draft: StockDraft, detail: CatalogueDetail, requestKey: string): { body: StockBody } | { problem: string } {
  if (draft.warehouseId === null) return { problem: R.noWarehouse };
  const text = draft.qty.trim();
  if (!text) return { problem: R.stockMissing(draft.mode) };
  if (!/^-?\d{1,10}$/.test(text)) return { problem: R.qtyNotInteger2 };
  const qty = Number(text);
  const problem = stockInputProblem(draft.mode, qty, draft.reason);
  if (problem) return { problem };
  const row = detail.stock.find((s) => s.warehouseId === draft.warehouseId);
  if (!row) return { problem: R.noWarehouse };
  const after = stockAfter(draft.mode, qty, row);
  if ('problem' in after) return { problem: after.problem };
  return { body: { goodsId: detail.id, warehouseId: draft.warehouseId, mode: draft.mode, qty, reason: draft.reason.trim(), requestKey } };
}

/** The request key of a stock draft on this detail (see the header): same draft, same detail, same key. */
export function requestKeyOf(prefix: string, detail: CatalogueDetail, draft: StockDraft): string {
  const text = JSON.stringify([detail.id, detail.adjustments[0]?.id ?? 0, draft.warehouseId, draft.mode, draft.qty.trim(), draft.reason.trim()]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${prefix}-${detail.adjustments[0]?.id ?? 0}-${h.toString(36)}`.slice(0, 64);
}

/** A random prefix for the request keys of one page view. */
export function newKeyPrefix(): string {
  return `web-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Another tier may be added: by 运营 (mayEdit), up to TIER_MAX (the ADD_TIER guard; the view disables the button). */
export const mayAddTier = (context: Pick<CatalogueGoodsContext, 'mayEdit' | 'tiers'>): boolean => context.mayEdit && context.tiers.length < TIER_MAX;

/** A tier cell shown read-only: every cell without mayEdit, and the first tier's quantity (the goods' minimum order). */
export const tierCellLocked = (mayEdit: boolean, index: number, field: keyof TierDraft): boolean => !mayEdit || (index === 0 && field === 'minQty');

/** What a warehouse can still sell: its count less what orders hold. */
export const freeQty = (row: { qty: number; reserved: number }): number => row.qty - row.reserved;

const memberZones = (detail: CatalogueDetail) => detail.zones.filter((z) => z.member).map((z) => z.id);

export const catalogueGoodsMachine = setup({
  types: {
    context: {} as CatalogueGoodsContext,
    events: {} as CatalogueGoodsEvent,
    input: {} as CatalogueGoodsInput,
  },
  actors: {
    fetchDetail: fromPromise<CatalogueDetail, { goodsId: number }>(() => Promise.reject(new Error('fetchDetail is provided by the app'))),
    savePrice: fromPromise<CatalogueDetail, PriceBody>(() => Promise.reject(new Error('savePrice is provided by the app'))),
    saveShelf: fromPromise<CatalogueDetail, ShelfBody>(() => Promise.reject(new Error('saveShelf is provided by the app'))),
    saveZones: fromPromise<CatalogueDetail, ZoneBody>(() => Promise.reject(new Error('saveZones is provided by the app'))),
    saveStock: fromPromise<CatalogueDetail, StockBody>(() => Promise.reject(new Error('saveStock is provided by the app'))),
  },
  actions: {
    setDetail: assign((_, params: { detail: CatalogueDetail }) => ({
      detail: params.detail,
      loadError: null,
      missing: false,
      tiers: tierDraftsOf(params.detail),
      zoneIds: memberZones(params.detail),
      stock: stockDraftOf(params.detail),
      error: null,
    })),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '', missing: (_, params: { error: unknown }) => failureOf(params.error).status === 404 }),
    editTier: assign({
      tiers: ({ context }, params: { index: number; patch: Partial<TierDraft> }) => context.tiers.map((t, i) => (i === params.index ? { ...t, ...params.patch } : t)),
      error: null,
      saved: null,
    }),
    addTier: assign({
      tiers: ({ context }) => [...context.tiers, { minQty: '', list: '', member: '', vip: '' }],
      error: null,
      saved: null,
    }),
    removeTier: assign({ tiers: ({ context }, params: { index: number }) => context.tiers.filter((_, i) => i !== params.index), error: null, saved: null }),
    toggleZone: assign({
      zoneIds: ({ context }, params: { id: number }) => (context.zoneIds.includes(params.id) ? context.zoneIds.filter((z) => z !== params.id) : [...context.zoneIds, params.id]),
      error: null,
      saved: null,
    }),
    editStock: assign({
      stock: ({ context }, params: { patch: Partial<StockDraft> }) => ({ ...context.stock, ...params.patch }),
      error: null,
      saved: null,
    }),
    refuseForm: assign({ error: (_, params: { form: CatalogueForm; message: string }) => params, saved: null }),
    refuseServer: assign({ error: (_, params: { form: CatalogueForm; error: unknown }) => ({ form: params.form, message: failureOf(params.error).message || R.saveFailed }) }),
    markSaved: assign({ saved: (_, params: { form: CatalogueForm }) => params.form }),
  },
  guards: {
    mayEdit: ({ context }) => context.mayEdit,
    mayStock: ({ context }) => context.mayStock,
    tiersInvalid: ({ context }) => context.detail === null || 'problem' in tiersOf(context.tiers, context.detail.minOrderQty),
    stockInvalid: ({ context }) => context.detail === null || 'problem' in stockBodyOf(context.stock, context.detail, 'check-only'),
    mayAddTier: ({ context }) => mayAddTier(context),
    mayRemoveTier: ({ context }, params: { index: number }) => context.mayEdit && params.index > 0 && params.index < context.tiers.length,
  },
}).createMachine({
  id: 'catalogueGoods',
  context: ({ input }) => ({ ...input, detail: null, loadError: null, missing: false, tiers: [], zoneIds: [], stock: EMPTY_STOCK, error: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchDetail',
        src: 'fetchDetail',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: { target: 'ready', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        EDIT_TIER: { guard: 'mayEdit', actions: { type: 'editTier', params: ({ event }) => ({ index: event.index, patch: event.patch }) } },
        ADD_TIER: { guard: 'mayAddTier', actions: 'addTier' },
        REMOVE_TIER: { guard: { type: 'mayRemoveTier', params: ({ event }) => ({ index: event.index }) }, actions: { type: 'removeTier', params: ({ event }) => ({ index: event.index }) } },
        SAVE_TIERS: [
          { guard: ({ context }) => !context.mayEdit },
          {
            guard: 'tiersInvalid',
            actions: { type: 'refuseForm', params: ({ context }) => ({ form: 'tiers' as const, message: (tiersOf(context.tiers, context.detail!.minOrderQty) as { problem: string }).problem }) },
          },
          { target: 'savingPrice' },
        ],
        SET_SHELF: { guard: 'mayEdit', target: 'savingShelf' },
        TOGGLE_ZONE: { guard: 'mayEdit', actions: { type: 'toggleZone', params: ({ event }) => ({ id: event.id }) } },
        SAVE_ZONES: { guard: 'mayEdit', target: 'savingZones' },
        EDIT_STOCK: { guard: 'mayStock', actions: { type: 'editStock', params: ({ event }) => ({ patch: event.patch }) } },
        SAVE_STOCK: [
          { guard: ({ context }) => !context.mayStock },
          {
            guard: 'stockInvalid',
            actions: { type: 'refuseForm', params: ({ context }) => ({ form: 'stock' as const, message: (stockBodyOf(context.stock, context.detail!, 'check-only') as { problem: string }).problem }) },
          },
          { target: 'savingStock' },
        ],
      },
    },
    savingPrice: {
      invoke: {
        id: 'savePrice',
        src: 'savePrice',
        input: ({ context }) => ({ goodsId: context.goodsId, tiers: (tiersOf(context.tiers, context.detail!.minOrderQty) as { tiers: Tier[] }).tiers }),
        onDone: { target: 'ready', actions: [{ type: 'setDetail', params: ({ event }) => ({ detail: event.output }) }, { type: 'markSaved', params: { form: 'tiers' } }] },
        onError: { target: 'ready', actions: { type: 'refuseServer', params: ({ event }) => ({ form: 'tiers' as const, error: event.error }) } },
      },
    },
    savingShelf: {
      invoke: {
        id: 'saveShelf',
        src: 'saveShelf',
        input: ({ context, event }) => ({ goodsId: context.goodsId, onShelf: (event as Extract<CatalogueGoodsEvent, { type: 'SET_SHELF' }>).onShelf }),
        onDone: { target: 'ready', actions: [{ type: 'setDetail', params: ({ event }) => ({ detail: event.output }) }, { type: 'markSaved', params: { form: 'shelf' } }] },
        onError: { target: 'ready', actions: { type: 'refuseServer', params: ({ event }) => ({ form: 'shelf' as const, error: event.error }) } },
      },
    },
    savingZones: {
      invoke: {
        id: 'saveZones',
        src: 'saveZones',
        input: ({ context }) => ({ goodsId: context.goodsId, zoneIds: [...context.zoneIds].sort((x, y) => x - y) }),
        onDone: { target: 'ready', actions: [{ type: 'setDetail', params: ({ event }) => ({ detail: event.output }) }, { type: 'markSaved', params: { form: 'zones' } }] },
        onError: { target: 'ready', actions: { type: 'refuseServer', params: ({ event }) => ({ form: 'zones' as const, error: event.error }) } },
      },
    },
    savingStock: {
      invoke: {
        id: 'saveStock',
        src: 'saveStock',
        input: ({ context }) => (stockBodyOf(context.stock, context.detail!, requestKeyOf(context.keyPrefix, context.detail!, context.stock)) as { body: StockBody }).body,
        onDone: { target: 'ready', actions: [{ type: 'setDetail', params: ({ event }) => ({ detail: event.output }) }, { type: 'markSaved', params: { form: 'stock' } }] },
        // The draft and detail stay: sending it again carries the same key, so the stock is corrected once.
        onError: { target: 'ready', actions: { type: 'refuseServer', params: ({ event }) => ({ form: 'stock' as const, error: event.error }) } },
      },
    },
  },
});

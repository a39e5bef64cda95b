// One goods on the 商品管理 page (machines/staff/staff-catalogue-goods.ts): every shortest path walked with
// fake calls, once as 运营 (tiers, shelf, zones) and once as 仓库 (stock), and the rules: only a
// valid form is sent (yuan typed, fen sent), a bad one shows one Chinese sentence, each role's
// events do nothing for the other's forms, and a stock draft sent again carries the same key.
import { describe, expect, it } from 'vitest';
import { TIER_MAX, type CatalogueDetail, type PriceBody, type ShelfBody, type StockBody, type ZoneBody } from '../../../domain/staff/catalogue-payloads.ts';
import {
  catalogueGoodsMachine, freeQty, mayAddTier, requestKeyOf, stockBodyOf, tierCellLocked, tierDraftsOf, tiersOf, type CatalogueGoodsContext, type CatalogueGoodsEvent, type CatalogueGoodsInput,
} from '../../../machines/staff/staff-catalogue-goods.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const DETAIL: CatalogueDetail = {
  id: 7, goodsCode: 'AB00000007', model: '6205-2RS', name: '深沟球轴承', brandName: 'SKF', categoryName: '深沟球轴承', unit: '个',
  listPriceFen: 2_000, memberPriceFen: 1_900, vipPriceFen: 1_800, stockQty: 20, onShelf: true, customTiers: false, minOrderQty: 1, imageUrl: '/x.svg',
  tiers: [
    { minQty: 1, listPriceFen: 2_000, memberPriceFen: 1_900, vipPriceFen: 1_800 },
    { minQty: 10, listPriceFen: 1_960, memberPriceFen: 1_862, vipPriceFen: 1_764 },
  ],
  stock: [
    { warehouseId: 1, warehouseName: '上海仓', city: '上海', qty: 20, reserved: 2 },
    { warehouseId: 2, warehouseName: '广州仓', city: '广州', qty: 0, reserved: 0 },
  ],
  zones: [{ id: 1, name: '轴承专区', member: true }, { id: 2, name: '气动专区', member: false }],
  adjustments: [],
  updatedAt: null,
};
const SAVED: CatalogueDetail = { ...DETAIL, onShelf: false, adjustments: [{ id: 3, warehouseName: '上海仓', mode: 'adjust', qtyBefore: 20, qtyAfter: 25, reason: '盘点', actor: 'staff:4', createdAt: '2026-11-24T00:00:00.000Z' }] };

const OPERATIONS: CatalogueGoodsInput = { goodsId: 7, mayEdit: true, mayStock: false, keyPrefix: 'test' };
const WAREHOUSE: CatalogueGoodsInput = { goodsId: 7, mayEdit: false, mayStock: true, keyPrefix: 'test' };

const LOADS = [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchDetail', output: DETAIL },
  { type: 'xstate.error.actor.fetchDetail', error: { message: '网络错误' } },
  { type: 'xstate.error.actor.fetchDetail', error: { message: '商品不存在，请检查商品编号', status: 404 } },
];
const OPERATIONS_EVENTS = [
  ...LOADS,
  { type: 'EDIT_TIER', index: 1, patch: { list: '19.5a' } },
  { type: 'EDIT_TIER', index: 1, patch: { list: '19.50' } },
  { type: 'SAVE_TIERS' },
  { type: 'SET_SHELF', onShelf: false },
  { type: 'TOGGLE_ZONE', id: 2 },
  { type: 'SAVE_ZONES' },
  { type: 'SAVE_STOCK' },
  { type: 'xstate.done.actor.savePrice', output: DETAIL },
  { type: 'xstate.error.actor.savePrice', error: { message: '第 2 档的价格不能高于上一档（买得越多单价不能越高）', status: 400 } },
  { type: 'xstate.done.actor.saveShelf', output: SAVED },
  { type: 'xstate.error.actor.saveShelf', error: { message: '商品不存在，请检查商品编号', status: 404 } },
  { type: 'xstate.done.actor.saveZones', output: DETAIL },
  { type: 'xstate.error.actor.saveZones', error: { message: '专区 2 不存在', status: 400 } },
] as unknown as CatalogueGoodsEvent[];
const WAREHOUSE_EVENTS = [
  ...LOADS,
  { type: 'EDIT_STOCK', patch: { qty: '-30', reason: '报损' } },
  { type: 'EDIT_STOCK', patch: { qty: '5', reason: '盘点多出' } },
  { type: 'SAVE_STOCK' },
  { type: 'SAVE_TIERS' },
  { type: 'SET_SHELF', onShelf: false },
  { type: 'xstate.done.actor.saveStock', output: SAVED },
  { type: 'xstate.error.actor.saveStock', error: { message: '网络错误' } },
] as unknown as CatalogueGoodsEvent[];

interface Effects {
  prices: PriceBody[];
  shelves: ShelfBody[];
  zones: ZoneBody[];
  stocks: StockBody[];
}

const start = (input: CatalogueGoodsInput) => (effects: Effects): Harness =>
  startMachine(catalogueGoodsMachine, {
    input,
    provide: (fake) => ({
      actors: {
        fetchDetail: fake.promise('fetchDetail'),
        savePrice: fake.promise('savePrice', effects.prices),
        saveShelf: fake.promise('saveShelf', effects.shelves),
        saveZones: fake.promise('saveZones', effects.zones),
        saveStock: fake.promise('saveStock', effects.stocks),
      },
    }),
  });

const fresh = (): Effects => ({ prices: [], shelves: [], zones: [], stocks: [] });

const OPERATIONS_ONLY = new Set(OPERATIONS_EVENTS.map((e) => e.type));
const WAREHOUSE_ONLY = new Set(WAREHOUSE_EVENTS.map((e) => e.type));
const operationsPaths = shortestPaths(catalogueGoodsMachine, { events: OPERATIONS_EVENTS, input: OPERATIONS, filterEvents: (_, e) => OPERATIONS_ONLY.has(e.type) });
describePaths('catalogue goods as 运营, model-based', operationsPaths, {
  effects: fresh,
  start: start(OPERATIONS),
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: CatalogueGoodsContext };
    for (const p of effects.prices) {
      expect(p.goodsId).toBe(7);
      expect(p.tiers[0]).toEqual(DETAIL.tiers[0]);
      // Typed in yuan, sent in fen: the edited 19.50 or the untouched 19.60, never the bad 19.5a.
      expect([1_950, 1_960]).toContain(p.tiers[1]!.listPriceFen);
    }
    for (const s of effects.shelves) expect(s).toEqual({ goodsId: 7, onShelf: false });
    for (const z of effects.zones) expect([[1], [1, 2]]).toContainEqual(z.zoneIds);
    expect(effects.stocks).toEqual([]);
    // A goods that does not exist is missing (no retry offered); any other failure can be retried.
    if (snap.value === 'failed') expect(snap.context.missing).toBe(snap.context.loadError === '商品不存在，请检查商品编号');
    if (snap.context.error?.form === 'tiers' && snap.value === 'ready' && effects.prices.length === 0) expect(snap.context.error.message).toBe('第 2 档的市场价格式不正确（元，最多两位小数）');
  },
});

const warehousePaths = shortestPaths(catalogueGoodsMachine, { events: WAREHOUSE_EVENTS, input: WAREHOUSE, filterEvents: (_, e) => WAREHOUSE_ONLY.has(e.type) });
describePaths('catalogue goods as 仓库, model-based', warehousePaths, {
  effects: fresh,
  start: start(WAREHOUSE),
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: CatalogueGoodsContext };
    expect(effects.prices).toEqual([]);
    expect(effects.shelves).toEqual([]);
    for (const s of effects.stocks) expect(s).toMatchObject({ goodsId: 7, warehouseId: 1, mode: 'adjust', qty: 5, reason: '盘点多出' });
    // The same draft on the same detail is sent with the same key (a retry corrects once).
    if (effects.stocks.length === 2 && effects.stocks[0]!.requestKey !== effects.stocks[1]!.requestKey) {
      expect(snap.context.detail?.adjustments[0]?.id).toBe(3);
    }
    if (snap.context.error?.form === 'stock' && snap.context.stock.qty === '-30') expect(snap.context.error.message).toBe('该仓库现有 20 件，调整后库存不能为负数');
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(catalogueGoodsMachine, [...operationsPaths, ...warehousePaths]);
});

describe('catalogue form rules', () => {
  it('reads the tiers typed in yuan as fen, with one Chinese sentence per problem', () => {
    const drafts = tierDraftsOf(DETAIL);
    expect(drafts[0]).toEqual({ minQty: '1', list: '20.00', member: '19.00', vip: '18.00' });
    expect(tiersOf(drafts, 1)).toEqual({ tiers: DETAIL.tiers });
    expect(tiersOf([{ ...drafts[0]!, list: '' }], 1)).toEqual({ problem: '请填写第 1 档的市场价' });
    expect(tiersOf([drafts[0]!, { ...drafts[1]!, minQty: '1' }], 1)).toEqual({ problem: '第 2 档的起购数量须大于上一档' });
    expect(tiersOf([drafts[0]!, { ...drafts[1]!, minQty: '2.5' }], 1)).toEqual({ problem: '第 2 档的起购数量须为正整数' });
    expect(tiersOf([{ ...drafts[0]!, vip: '-1' }], 1)).toEqual({ problem: '第 1 档的VIP价须大于 0' });
    expect(tiersOf([{ ...drafts[0]!, member: '30' }], 1)).toEqual({ problem: '第 1 档的会员价不能高于市场价' });
    expect(tiersOf([], 1)).toEqual({ problem: '请至少填写一档价格' });
  });

  it('what the view shows of the forms: a tier may be added up to TIER_MAX by 运营, the first minimum is fixed, the free stock', () => {
    const tiers = tierDraftsOf(DETAIL);
    expect(mayAddTier({ mayEdit: true, tiers })).toBe(true);
    expect(mayAddTier({ mayEdit: true, tiers: Array.from({ length: TIER_MAX }, () => tiers[0]!) })).toBe(false);
    expect(mayAddTier({ mayEdit: false, tiers })).toBe(false);
    expect(tierCellLocked(true, 0, 'minQty')).toBe(true);
    expect(tierCellLocked(true, 0, 'list')).toBe(false);
    expect(tierCellLocked(true, 1, 'minQty')).toBe(false);
    expect(tierCellLocked(false, 1, 'vip')).toBe(true);
    expect(freeQty({ qty: 12, reserved: 5 })).toBe(7);
  });

  it('checks a stock correction against the warehouse, and keys it by detail and draft', () => {
    const draft = { warehouseId: 1, mode: 'set' as const, qty: '1', reason: '盘点' };
    expect(stockBodyOf(draft, DETAIL, 'k')).toEqual({ problem: '调整后库存不能少于订单已占用的 2 件' });
    expect(stockBodyOf({ ...draft, qty: '-1' }, DETAIL, 'k')).toEqual({ problem: '库存不能设为负数' });
    expect(stockBodyOf({ ...draft, qty: 'abc' }, DETAIL, 'k')).toEqual({ problem: '数量须为整数' });
    expect(stockBodyOf({ ...draft, qty: '' }, DETAIL, 'k')).toEqual({ problem: '请填写库存数量' });
    expect(stockBodyOf({ ...draft, reason: '' }, DETAIL, 'k')).toEqual({ problem: '请填写调整原因（至少 2 个字）' });
    expect(stockBodyOf({ ...draft, mode: 'adjust', qty: '0' }, DETAIL, 'k')).toEqual({ problem: '增减数量不能为 0' });
    expect(stockBodyOf({ ...draft, qty: '8' }, DETAIL, 'k')).toEqual({ body: { goodsId: 7, warehouseId: 1, mode: 'set', qty: 8, reason: '盘点', requestKey: 'k' } });
    const key = requestKeyOf('p', DETAIL, draft);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(requestKeyOf('p', DETAIL, draft)).toBe(key);
    expect(requestKeyOf('p', SAVED, draft)).not.toBe(key);
    expect(requestKeyOf('p', DETAIL, { ...draft, reason: '另一原因' })).not.toBe(key);
  });
});

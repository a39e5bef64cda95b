// The goods cards kept in memory (server/modules/catalogue/card-cache.ts): a card is read once,
// a change drops it, a read that a change overtook does not store what it read, goods that are no
// longer live are left out, and the cache stays within its bound.
import { describe, expect, it } from 'vitest';
import type { Refs } from '../../server/modules/catalogue/catalogue-cache.ts';
import { CardCache } from '../../server/modules/catalogue/card-cache.ts';
import type { CardRow } from '../../server/modules/catalogue/goods-repository.ts';

const refs = { brands: new Map([[7, { name: 'SKF' }]]), categories: new Map([[9, { name: '深沟球轴承' }]]) } as unknown as Refs;

function row(id: number, over: Partial<CardRow> = {}): CardRow {
  return {
    id, goodsCode: `AB${id}`, model: `62${id}`, name: `轴承 ${id}`, brandId: 7, categoryId: 9, unit: '个', minOrderQty: 1, packQty: 1, imageUrl: '',
    listPriceFen: 1000, memberPriceFen: 900, vipPriceFen: 800, leadTimeDays: 3, salesCount: 5, isNew: false, isHot: false,
    specs: { 内径: '25', 外径: '52', 宽度: '15', 密封: '2RS', 材质: '钢' }, stockQty: 10, status: 1, priceTiers: null, ...over,
  };
}

/** A reader over a mutable table that counts its reads and can be held mid-read. */
function table(rows: CardRow[]) {
  const live = new Map(rows.map((r) => [r.id, r]));
  const reads: number[][] = [];
  let hold: Promise<void> | null = null;
  return {
    live,
    reads,
    holdNext() {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return release;
    },
    read: async (ids: readonly number[]) => {
      reads.push([...ids]);
      const snapshot = ids.flatMap((id) => (live.get(id)?.status === 1 ? [{ ...live.get(id)! }] : []));
      const wait = hold;
      hold = null;
      if (wait) await wait;
      return snapshot;
    },
  };
}

describe('card cache', () => {
  it('reads a card once, keeps the order of the ids, prices for the viewer and leaves out goods that are not live', async () => {
    const t = table([row(1), row(2), row(3, { status: 0 })]);
    const cache = new CardCache(t.read);
    const cards = await cache.cards(refs, [2, 3, 1], { kind: 'member', terms: null });
    expect(cards.map((c) => c.id)).toEqual([2, 1]);
    expect(cards[0]).toMatchObject({ brandName: 'SKF', categoryName: '深沟球轴承', priceFen: 900, priceKind: 'member', stockQty: 10 });
    expect(cards[0]!.keySpecs).toEqual([{ name: '内径', value: '25' }, { name: '外径', value: '52' }, { name: '宽度', value: '15' }, { name: '密封', value: '2RS' }]);
    expect((await cache.cards(refs, [1, 2], { kind: 'list', terms: null })).map((c) => c.priceFen)).toEqual([1000, 1000]);
    expect(t.reads).toEqual([[2, 3, 1]]);
  });

  it('reads changed goods again, and everything after a change of all', async () => {
    const t = table([row(1), row(2)]);
    const cache = new CardCache(t.read);
    await cache.cards(refs, [1, 2], { kind: 'list', terms: null });
    t.live.set(1, row(1, { listPriceFen: 1, stockQty: 0 }));
    cache.changed([1]);
    expect((await cache.cards(refs, [1, 2], { kind: 'list', terms: null })).map((c) => [c.priceFen, c.stockQty])).toEqual([[1, 0], [1000, 10]]);
    expect(t.reads.at(-1)).toEqual([1]);
    t.live.set(2, row(2, { status: 0 }));
    cache.changed('all');
    expect((await cache.cards(refs, [1, 2], { kind: 'list', terms: null })).map((c) => c.id)).toEqual([1]);
  });

  it('does not keep a read that a change overtook', async () => {
    const t = table([row(1)]);
    const cache = new CardCache(t.read);
    const release = t.holdNext();
    const pending = cache.cards(refs, [1], { kind: 'list', terms: null });
    await Promise.resolve();
    t.live.set(1, row(1, { listPriceFen: 2 }));
    cache.changed([1]);
    release();
    expect((await pending)[0]!.priceFen).toBe(1000); // what that read saw
    expect((await cache.cards(refs, [1], { kind: 'list', terms: null }))[0]!.priceFen).toBe(2); // not kept: read again
    expect(t.reads).toEqual([[1], [1]]);
  });

  it('stays within its bound, dropping the oldest', async () => {
    const t = table(Array.from({ length: 300 }, (_, i) => row(i + 1)));
    const cache = new CardCache(t.read, 100);
    for (let i = 0; i < 300; i += 20) await cache.cards(refs, Array.from({ length: 20 }, (_, k) => i + k + 1), { kind: 'list', terms: null });
    expect(cache.size).toBeLessThanOrEqual(100);
    const before = t.reads.length;
    await cache.cards(refs, [300], { kind: 'list', terms: null });
    expect(t.reads.length).toBe(before);
    await cache.cards(refs, [1], { kind: 'list', terms: null });
    expect(t.reads.length).toBe(before + 1);
  });
});

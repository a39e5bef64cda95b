// The 品牌别名 page's machine (machines/staff/brand-aliases.ts): every shortest path walked with
// fake calls, and its rules: an alias the shared rule refuses is never sent, one save at a time,
// a saved brand replaces its row, a refusal is shown beside its brand, the filter reads names
// and aliases.
import { describe, expect, it } from 'vitest';
import type { BrandAliases } from '../../../domain/catalogue/brand-alias-payloads.ts';
import { brandAliasesMachine, visibleBrands, type AliasSave, type BrandAliasesContext, type BrandAliasesEvent } from '../../../machines/staff/brand-aliases.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const BRANDS: BrandAliases[] = [
  { id: 16, name: 'DONGHUA', nameCn: '东华链条', aliases: [{ id: 1, alias: '东华' }] },
  { id: 8, name: 'ZWZ', nameCn: '瓦轴', aliases: [] },
];
const SAVED: BrandAliases = { ...BRANDS[1]!, aliases: [{ id: 2, alias: '瓦房店轴承' }] };

const EVENTS = [
  { type: 'FILTER', text: '东华' },
  { type: 'ADD', brandId: 8, alias: ' 瓦房店轴承 ' },
  { type: 'ADD', brandId: 8, alias: '有限公司' },
  { type: 'REMOVE', brandId: 16, alias: '东华' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.fetchBrands', output: BRANDS },
  { type: 'xstate.error.actor.fetchBrands', error: { message: '网络错误' } },
  { type: 'xstate.done.actor.save', output: SAVED },
  { type: 'xstate.error.actor.save', error: { message: '别名“东华”已属于品牌“DONGHUA”，同一个别名只能对应一个品牌' } },
] as unknown as BrandAliasesEvent[];

interface Effects {
  loads: void[];
  saves: AliasSave[];
}

const start = (effects: Effects): Harness =>
  startMachine(brandAliasesMachine, {
    provide: (fake) => ({ actors: { fetchBrands: fake.promise<BrandAliases[], void>('fetchBrands', effects.loads), save: fake.promise<BrandAliases, AliasSave>('save', effects.saves) } }),
  });

const paths = shortestPaths(brandAliasesMachine, { events: EVENTS });

describePaths('brand aliases, model-based', paths, {
  effects: (): Effects => ({ loads: [], saves: [] }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: BrandAliasesContext };
    // Only well-formed aliases are sent, trimmed; never "有限公司" (no letters left once the suffix is off).
    for (const s of effects.saves) {
      expect(s.alias).toBe(s.alias.trim());
      expect(s.alias).not.toBe('有限公司');
    }
    if (snap.value === 'saving') expect(effects.saves.at(-1)).toEqual(snap.context.saving);
    else expect(snap.context.saving).toBeNull();
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(brandAliasesMachine, paths);
});

describe('brand aliases rules', () => {
  it('filters by name, Chinese name or alias', () => {
    expect(visibleBrands(BRANDS, '').map((b) => b.id)).toEqual([16, 8]);
    expect(visibleBrands(BRANDS, ' 东华 ').map((b) => b.id)).toEqual([16]);
    expect(visibleBrands(BRANDS, 'zw').map((b) => b.id)).toEqual([8]);
    expect(visibleBrands(BRANDS, '瓦轴').map((b) => b.id)).toEqual([8]);
  });
});

// 品牌别名 (/admin/catalogue/brands, issue 33 item 4): every brand with its aliases, filtered on the
// page by name or alias; 运营 adds an alias to a brand or removes one. An alias the shared rule
// refuses (domain/catalogue/brand-alias-payloads.ts aliasProblem) is not sent; the server's refusal (an
// alias of another brand) is shown beside that brand. One save at a time. The app provides
// `fetchBrands` and `save`.
import { assign, fromPromise, setup } from 'xstate';
import { aliasProblem, type AliasBody, type BrandAliases } from '../../domain/catalogue/brand-alias-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export type AliasOp = 'add' | 'remove';
export interface AliasSave extends AliasBody {
  op: AliasOp;
}

export interface BrandAliasesContext {
  brands: BrandAliases[] | null;
  filter: string;
  loadError: string | null;
  saving: AliasSave | null;
  /** The last refusal, beside its brand. */
  error: { brandId: number; message: string } | null;
  /** The last save that went through. */
  saved: AliasSave | null;
}

export type BrandAliasesEvent =
  | { type: 'FILTER'; text: string }
  | { type: 'ADD'; brandId: number; alias: string }
  | { type: 'REMOVE'; brandId: number; alias: string }
  | { type: 'RETRY' };

/** Brands whose name, Chinese name or an alias holds the filter text (case aside). */
export function visibleBrands(brands: readonly BrandAliases[], filter: string): BrandAliases[] {
  const f = filter.trim().toLowerCase();
  if (!f) return [...brands];
  return brands.filter((b) => [b.name, b.nameCn ?? '', ...b.aliases.map((a) => a.alias)].some((t) => t.toLowerCase().includes(f)));
}

export const brandAliasesMachine = setup({
  types: {
    context: {} as BrandAliasesContext,
    events: {} as BrandAliasesEvent,
  },
  actors: {
    fetchBrands: fromPromise<BrandAliases[], void>(() => Promise.reject(new Error('fetchBrands is provided by the app'))),
    save: fromPromise<BrandAliases, AliasSave>(() => Promise.reject(new Error('save is provided by the app'))),
  },
  actions: {
    setBrands: assign({ brands: (_, params: { brands: BrandAliases[] }) => params.brands, loadError: null }),
    setLoadError: assign({ loadError: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    filter: assign({ filter: (_, params: { text: string }) => params.text }),
    startSave: assign({ saving: (_, params: AliasSave) => params, error: null, saved: null }),
    refuse: assign({ error: (_, params: { brandId: number; message: string }) => params, saved: null }),
    saved: assign({
      brands: ({ context }, params: { brand: BrandAliases }) => context.brands?.map((b) => (b.id === params.brand.id ? params.brand : b)) ?? null,
      saved: ({ context }) => context.saving,
      saving: null,
    }),
    failed: assign({
      error: ({ context }, params: { error: unknown }) => ({ brandId: context.saving?.brandId ?? 0, message: failureOf(params.error).message || '' }),
      saving: null,
    }),
  },
  guards: {
    aliasOk: (_, params: { alias: string }) => aliasProblem(params.alias) === null,
  },
}).createMachine({
  id: 'brandAliases',
  context: { brands: null, filter: '', loadError: null, saving: null, error: null, saved: null },
  initial: 'loading',
  on: {
    FILTER: { actions: { type: 'filter', params: ({ event }) => ({ text: event.text }) } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchBrands',
        src: 'fetchBrands',
        onDone: { target: 'ready', actions: { type: 'setBrands', params: ({ event }) => ({ brands: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        ADD: [
          {
            guard: { type: 'aliasOk', params: ({ event }) => ({ alias: event.alias }) },
            target: 'saving',
            actions: { type: 'startSave', params: ({ event }) => ({ op: 'add' as const, brandId: event.brandId, alias: event.alias.trim() }) },
          },
          { actions: { type: 'refuse', params: ({ event }) => ({ brandId: event.brandId, message: aliasProblem(event.alias) ?? '' }) } },
        ],
        REMOVE: { target: 'saving', actions: { type: 'startSave', params: ({ event }) => ({ op: 'remove' as const, brandId: event.brandId, alias: event.alias }) } },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.saving!,
        onDone: { target: 'ready', actions: { type: 'saved', params: ({ event }) => ({ brand: event.output }) } },
        onError: { target: 'ready', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

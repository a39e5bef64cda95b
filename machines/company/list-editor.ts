// The requisition-list editor of /company/lists (常购清单, issue 37 item 4): the lists of the company
// (or of a personal member), one selected with its lines as an editable draft (quantities, removing
// a line, adding a goods found by code or search), 保存 of the draft, the name dialog for 新建清单,
// 重命名 and 保存购物车为清单, 删除 after a confirmation, and 加入购物车 of the whole list with the
// skipped goods shown. Every save or delete is followed by a fresh read of the lists. What the
// member may do comes in as input (their company role's rights); the server checks it again.
// The app provides `fetchLists`, `searchGoods`, `saveList`, `deleteList`, `listToCart` and `saved`.
import { assign, fromPromise, setup } from 'xstate';
import { LIST_LINES_MAX, LIST_NAME_MAX, LIST_NOTE_MAX, LIST_QUANTITY_MAX } from '../../domain/company/company-limits.ts';
import type { ListSaveBody } from '../../domain/company/company-payloads.ts';
import { ROLE_RIGHTS, isCompanyRole } from '../../domain/company/company-roles.ts';
import type { ListToCartResult, RequisitionLine, RequisitionListRow } from '../../domain/company/company-views.ts';

export type { ListSaveBody, ListToCartResult, RequisitionLine, RequisitionListRow };

/** A goods found to add to a list (from the catalogue's search). */
export interface FoundGoods {
  id: number;
  goodsCode: string;
  name: string;
  model: string | null;
  brandName: string | null;
  unit: string | null;
  minOrderQty: number;
}

export interface ListRights {
  /** 新建、修改、删除清单 (editLists). */
  edit: boolean;
  /** 加入购物车 (order). */
  order: boolean;
}

/** The rights of the member-info's company fields: a personal member may do everything in their own lists. */
export function listRightsOf(info: { companyRole?: string | null; companyMemberStatus?: string | null } | null): ListRights {
  const role = info?.companyRole;
  if (!isCompanyRole(role)) return { edit: true, order: true };
  if (info?.companyMemberStatus === 'disabled') return { edit: false, order: false };
  return { edit: ROLE_RIGHTS[role].editLists, order: ROLE_RIGHTS[role].order };
}

export type NameMode = 'create' | 'rename' | 'fromCart';

export interface ListEditorInput {
  rights: ListRights;
}

export interface ListEditorContext {
  rights: ListRights;
  lists: RequisitionListRow[] | null;
  selectedId: number | null;
  /** The selected list's lines as edited (equal to its lines until a change). */
  draft: RequisitionLine[];
  nameMode: NameMode | null;
  found: FoundGoods[] | null;
  keyword: string;
  /** The save under way (or the last one refused). */
  saving: ListSaveBody | null;
  /** The list whose deletion waits for a confirmation or is under way. */
  deleting: number | null;
  /** The answer of the last 加入购物车, shown until dismissed or another list is chosen. */
  cartResult: ListToCartResult | null;
}

export type ListEditorEvent =
  | { type: 'SELECT'; id: number }
  | { type: 'SET_QTY'; goodsId: number; quantity: number }
  | { type: 'REMOVE_LINE'; goodsId: number }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'ADD_GOODS'; goods: FoundGoods }
  | { type: 'CLEAR_FOUND' }
  | { type: 'SAVE' }
  | { type: 'DISCARD' }
  | { type: 'NEW' }
  | { type: 'RENAME' }
  | { type: 'FROM_CART' }
  | { type: 'SUBMIT_NAME'; name: string; note?: string | null }
  | { type: 'CLOSE' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'TO_CART' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export function selectedList(context: Pick<ListEditorContext, 'lists' | 'selectedId'>): RequisitionListRow | null {
  return context.lists?.find((l) => l.id === context.selectedId) ?? null;
}

/** Whether the draft differs from the selected list's lines (goods, order or quantities). */
export function isDirty(context: Pick<ListEditorContext, 'lists' | 'selectedId' | 'draft'>): boolean {
  const list = selectedList(context);
  if (!list) return false;
  if (list.lines.length !== context.draft.length) return true;
  return list.lines.some((l, i) => l.goodsId !== context.draft[i]?.goodsId || l.quantity !== context.draft[i]?.quantity);
}

/** Why a list name cannot be saved, or null: blank, or too long. */
export function nameProblem(name: string): 'empty' | 'tooLong' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  return trimmed.length > LIST_NAME_MAX ? 'tooLong' : null;
}

export const validQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= LIST_QUANTITY_MAX;

function lineOf(goods: FoundGoods): RequisitionLine {
  return {
    goodsId: goods.id, goodsCode: goods.goodsCode, goodsName: goods.name, model: goods.model, brandName: goods.brandName, unit: goods.unit,
    quantity: Math.min(Math.max(1, goods.minOrderQty), LIST_QUANTITY_MAX), available: true,
  };
}

const linesBody = (draft: readonly RequisitionLine[]) => draft.map((l) => ({ goodsId: l.goodsId, quantity: l.quantity }));

/** The body of the name dialog's save: a new list (empty, or the cart's), or the selected list renamed. */
function nameBody(context: ListEditorContext, name: string, note: string | null | undefined): ListSaveBody {
  const cleanNote = note?.trim() ? note.trim().slice(0, LIST_NOTE_MAX) : null;
  if (context.nameMode === 'rename') {
    const list = selectedList(context);
    return { id: list?.id ?? 0, name: name.trim(), note: cleanNote };
  }
  if (context.nameMode === 'fromCart') return { name: name.trim(), note: cleanNote, fromCart: true };
  return { name: name.trim(), note: cleanNote, lines: [] };
}

export const listEditorMachine = setup({
  types: {
    context: {} as ListEditorContext,
    events: {} as ListEditorEvent,
    input: {} as ListEditorInput,
  },
  actors: {
    fetchLists: fromPromise<RequisitionListRow[]>(() => Promise.reject(new Error('fetchLists is provided by the app'))),
    searchGoods: fromPromise<FoundGoods[], { keyword: string }>(() => Promise.reject(new Error('searchGoods is provided by the app'))),
    saveList: fromPromise<{ id: number }, ListSaveBody>(() => Promise.reject(new Error('saveList is provided by the app'))),
    deleteList: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('deleteList is provided by the app'))),
    listToCart: fromPromise<ListToCartResult, { id: number }>(() => Promise.reject(new Error('listToCart is provided by the app'))),
  },
  actions: {
    /** Says a list was saved or deleted (a toast). */
    saved: (_, _params: { what: 'saved' | 'deleted' }) => {},
    setLists: assign(({ context }, params: { lists: RequisitionListRow[] }) => {
      const keep = params.lists.some((l) => l.id === context.selectedId);
      const selectedId = keep ? context.selectedId : (params.lists[0]?.id ?? null);
      const list = params.lists.find((l) => l.id === selectedId);
      return { lists: params.lists, selectedId, draft: list ? [...list.lines] : [] };
    }),
    select: assign(({ context }, params: { id: number }) => ({
      selectedId: params.id,
      draft: [...(context.lists?.find((l) => l.id === params.id)?.lines ?? [])],
      cartResult: null,
      found: null,
    })),
    setQuantity: assign({ draft: ({ context }, params: { goodsId: number; quantity: number }) => context.draft.map((l) => (l.goodsId === params.goodsId ? { ...l, quantity: params.quantity } : l)) }),
    removeLine: assign({ draft: ({ context }, params: { goodsId: number }) => context.draft.filter((l) => l.goodsId !== params.goodsId) }),
    addLine: assign({ draft: ({ context }, params: { goods: FoundGoods }) => [...context.draft, lineOf(params.goods)] }),
    discard: assign({ draft: ({ context }) => [...(selectedList(context)?.lines ?? [])] }),
    setKeyword: assign({ keyword: (_, params: { keyword: string }) => params.keyword.trim() }),
    setFound: assign({ found: (_, params: { found: FoundGoods[] | null }) => params.found }),
    openName: assign({ nameMode: (_, params: { mode: NameMode }) => params.mode }),
    closeName: assign({ nameMode: null }),
    setSaving: assign({ saving: (_, params: { body: ListSaveBody | null }) => params.body }),
    selectSaved: assign({ selectedId: (_, params: { id: number }) => params.id }),
    setDeleting: assign({ deleting: (_, params: { id: number | null }) => params.id }),
    setCartResult: assign({ cartResult: (_, params: { result: ListToCartResult | null }) => params.result }),
  },
  guards: {
    canEdit: ({ context }) => context.rights.edit,
    canEditSelected: ({ context }) => context.rights.edit && selectedList(context) !== null,
    knownList: ({ context, event }) => event.type === 'SELECT' && context.lists?.some((l) => l.id === event.id) === true,
    inDraft: ({ context, event }) => 'goodsId' in event && context.draft.some((l) => l.goodsId === event.goodsId),
    quantityChange: ({ context, event }) =>
      event.type === 'SET_QTY' && context.rights.edit && validQuantity(event.quantity) && context.draft.some((l) => l.goodsId === event.goodsId && l.quantity !== event.quantity),
    addable: ({ context, event }) =>
      event.type === 'ADD_GOODS' && context.rights.edit && selectedList(context) !== null && context.draft.length < LIST_LINES_MAX && !context.draft.some((l) => l.goodsId === event.goods.id),
    keywordGiven: ({ event }) => event.type === 'SEARCH' && event.keyword.trim() !== '',
    dirty: ({ context }) => context.rights.edit && isDirty(context),
    validName: ({ event }) => event.type === 'SUBMIT_NAME' && nameProblem(event.name) === null,
    mayOrderSelected: ({ context }) => context.rights.order && selectedList(context) !== null && !isDirty(context) && (selectedList(context)?.lines.length ?? 0) > 0,
    nameDialogOpen: ({ context }) => context.nameMode !== null,
  },
}).createMachine({
  id: 'listEditor',
  context: ({ input }) => ({
    rights: input.rights, lists: null, selectedId: null, draft: [], nameMode: null, found: null, keyword: '', saving: null, deleting: null, cartResult: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'lists',
        src: 'fetchLists',
        onDone: { target: 'ready', actions: { type: 'setLists', params: ({ event }) => ({ lists: event.output }) } },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            SELECT: { guard: 'knownList', actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
            SET_QTY: { guard: 'quantityChange', actions: { type: 'setQuantity', params: ({ event }) => ({ goodsId: event.goodsId, quantity: event.quantity }) } },
            REMOVE_LINE: { guard: 'inDraft', actions: { type: 'removeLine', params: ({ event }) => ({ goodsId: event.goodsId }) } },
            SEARCH: { guard: 'keywordGiven', target: 'searching', actions: { type: 'setKeyword', params: ({ event }) => ({ keyword: event.keyword }) } },
            ADD_GOODS: { guard: 'addable', actions: { type: 'addLine', params: ({ event }) => ({ goods: event.goods }) } },
            CLEAR_FOUND: { actions: { type: 'setFound', params: { found: null } } },
            DISCARD: { actions: 'discard' },
            SAVE: {
              guard: 'dirty',
              target: '#listEditor.saving',
              actions: { type: 'setSaving', params: ({ context }) => ({ body: { id: context.selectedId ?? 0, name: selectedList(context)?.name ?? '', note: selectedList(context)?.note ?? null, lines: linesBody(context.draft) } }) },
            },
            NEW: { guard: 'canEdit', target: 'naming', actions: { type: 'openName', params: { mode: 'create' } } },
            FROM_CART: { guard: 'canEdit', target: 'naming', actions: { type: 'openName', params: { mode: 'fromCart' } } },
            RENAME: { guard: 'canEditSelected', target: 'naming', actions: { type: 'openName', params: { mode: 'rename' } } },
            DELETE: { guard: 'canEditSelected', target: 'confirming', actions: { type: 'setDeleting', params: ({ context }) => ({ id: context.selectedId }) } },
            TO_CART: { guard: 'mayOrderSelected', target: '#listEditor.addingToCart', actions: { type: 'setCartResult', params: { result: null } } },
            DISMISS: { actions: { type: 'setCartResult', params: { result: null } } },
          },
        },
        searching: {
          invoke: {
            id: 'search',
            src: 'searchGoods',
            input: ({ context }) => ({ keyword: context.keyword }),
            onDone: { target: 'viewing', actions: { type: 'setFound', params: ({ event }) => ({ found: event.output }) } },
            onError: { target: 'viewing', actions: { type: 'setFound', params: { found: null } } },
          },
        },
        /** The name dialog (新建, 重命名, 保存购物车为清单). */
        naming: {
          on: {
            SUBMIT_NAME: {
              guard: 'validName',
              target: '#listEditor.saving',
              actions: { type: 'setSaving', params: ({ context, event }) => ({ body: nameBody(context, event.name, event.note) }) },
            },
            CLOSE: { target: 'viewing', actions: 'closeName' },
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: '#listEditor.deleting' },
            CANCEL: { target: 'viewing', actions: { type: 'setDeleting', params: { id: null } } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'saveList',
        input: ({ context }) => context.saving ?? { name: '' },
        onDone: {
          target: 'loading',
          actions: [
            { type: 'selectSaved', params: ({ event }) => ({ id: event.output.id }) },
            'closeName',
            { type: 'setSaving', params: { body: null } },
            { type: 'saved', params: { what: 'saved' } },
          ],
        },
        // The client has shown the refusal: the dialog stays open for another name, an edited draft stays as it is.
        onError: [
          { guard: 'nameDialogOpen', target: 'ready.naming', actions: { type: 'setSaving', params: { body: null } } },
          { target: 'ready.viewing', actions: { type: 'setSaving', params: { body: null } } },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'delete',
        src: 'deleteList',
        input: ({ context }) => ({ id: context.deleting ?? 0 }),
        onDone: { target: 'loading', actions: [{ type: 'setDeleting', params: { id: null } }, { type: 'saved', params: { what: 'deleted' } }] },
        // Refused (e.g. deleted by a colleague meanwhile): read the lists again.
        onError: { target: 'loading', actions: { type: 'setDeleting', params: { id: null } } },
      },
    },
    addingToCart: {
      invoke: {
        id: 'toCart',
        src: 'listToCart',
        input: ({ context }) => ({ id: context.selectedId ?? 0 }),
        onDone: { target: 'ready.viewing', actions: { type: 'setCartResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'ready.viewing' },
      },
    },
  },
});

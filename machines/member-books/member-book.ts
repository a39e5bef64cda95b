// A member's book of rows with one default (the address book, the invoice titles): the list, the
// add/edit dialog, 设为默认, and 删除 after a confirmation. Every change is followed by a fresh
// read of the list, since the server moves the default (the first row becomes default, a deleted
// default passes to the next row). Adding stops at the server's limit (input `limit`).
// The app provides `fetchRows`, `changeRow` and `changed`.
import { assign, fromPromise, setup } from 'xstate';

export interface BookRow {
  id: number;
  isDefault: boolean;
}

export type BookChange = { kind: 'default'; id: number } | { kind: 'delete'; id: number };

export interface MemberBookInput {
  limit: number;
}

export interface MemberBookContext {
  limit: number;
  rows: BookRow[] | null;
  /** The row in the dialog: null for a new one (only in `ready.editing`). */
  editing: BookRow | null;
  /** The row whose deletion waits for a confirmation. */
  deleting: number | null;
  change: BookChange | null;
}

export type MemberBookEvent =
  | { type: 'ADD' }
  | { type: 'EDIT'; id: number }
  | { type: 'CLOSE' }
  | { type: 'SAVED' }
  | { type: 'SET_DEFAULT'; id: number }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export function canAdd(context: Pick<MemberBookContext, 'rows' | 'limit'>): boolean {
  return context.rows !== null && context.rows.length < context.limit;
}

const rowOf = (context: MemberBookContext, id: number) => context.rows?.find((r) => r.id === id) ?? null;

export const memberBookMachine = setup({
  types: {
    context: {} as MemberBookContext,
    events: {} as MemberBookEvent,
    input: {} as MemberBookInput,
  },
  actors: {
    fetchRows: fromPromise<BookRow[]>(() => Promise.reject(new Error('fetchRows is provided by the app'))),
    changeRow: fromPromise<unknown, BookChange>(() => Promise.reject(new Error('changeRow is provided by the app'))),
  },
  actions: {
    /** Says the change was made (a toast). */
    changed: (_, _params: { change: BookChange }) => {},
    setRows: assign({ rows: (_, params: { rows: BookRow[] }) => params.rows }),
    openForm: assign({ editing: (_, params: { row: BookRow | null }) => params.row }),
    closeForm: assign({ editing: null }),
    setDeleting: assign({ deleting: (_, params: { id: number | null }) => params.id }),
    setChange: assign({ change: (_, params: { change: BookChange | null }) => params.change }),
  },
  guards: {
    canAdd: ({ context }) => canAdd(context),
    knownRow: ({ context, event }) => 'id' in event && rowOf(context, event.id) !== null,
    notDefault: ({ context, event }) => 'id' in event && rowOf(context, event.id)?.isDefault === false,
  },
}).createMachine({
  id: 'memberBook',
  context: ({ input }) => ({ limit: input.limit, rows: null, editing: null, deleting: null, change: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'list',
        src: 'fetchRows',
        onDone: { target: 'ready', actions: { type: 'setRows', params: ({ event }) => ({ rows: event.output }) } },
        onError: { target: 'failure' },
      },
    },
    failure: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ADD: { guard: 'canAdd', target: 'editing', actions: { type: 'openForm', params: { row: null } } },
            EDIT: { guard: 'knownRow', target: 'editing', actions: { type: 'openForm', params: ({ context, event }) => ({ row: rowOf(context, event.id) }) } },
            SET_DEFAULT: {
              guard: 'notDefault',
              target: '#memberBook.changing',
              actions: { type: 'setChange', params: ({ event }) => ({ change: { kind: 'default', id: event.id } }) },
            },
            DELETE: { guard: 'knownRow', target: 'confirming', actions: { type: 'setDeleting', params: ({ event }) => ({ id: event.id }) } },
          },
        },
        /** The add/edit dialog is open; it saves by itself and says SAVED. */
        editing: {
          on: {
            CLOSE: { target: 'idle', actions: 'closeForm' },
            SAVED: { target: '#memberBook.loading', actions: 'closeForm' },
          },
        },
        confirming: {
          on: {
            CONFIRM: {
              target: '#memberBook.changing',
              actions: [
                { type: 'setChange', params: ({ context }) => ({ change: { kind: 'delete', id: context.deleting ?? 0 } }) },
                { type: 'setDeleting', params: { id: null } },
              ],
            },
            CANCEL: { target: 'idle', actions: { type: 'setDeleting', params: { id: null } } },
          },
        },
      },
    },
    changing: {
      invoke: {
        id: 'change',
        src: 'changeRow',
        input: ({ context }) => context.change ?? { kind: 'default', id: 0 },
        onDone: {
          target: 'loading',
          actions: [{ type: 'changed', params: ({ context }) => ({ change: context.change ?? { kind: 'default', id: 0 } }) }, { type: 'setChange', params: { change: null } }],
        },
        // The client has shown the refusal (e.g. already deleted elsewhere): read the list again.
        onError: { target: 'loading', actions: { type: 'setChange', params: { change: null } } },
      },
    },
  },
});

// 加入购物车 on a row of a list (product list and 大图 cards, special zone, model conversion;
// issue 12, item 6): a small quantity field, prefilled with the goods' minimum, and one button.
// - The field keeps what was typed; ADD reads it (domain/cart/quantity-text.ts): a text that is
//   not a whole number is refused under the field, a number is fitted to the minimum and whole
//   packs with a note saying so.
// - A visitor's add is kept (the app stores it and carries it out after the login) and the visitor
//   is sent to log in. A member's add is one cart/save call; 已加入 shows for a moment after the
//   server said so, never before. The server's refusal (out of stock, off shelf) is its message.
// The app provides `addLine`, `keepForLogin` and `goToLogin`.
import { assign, fromPromise, setup } from 'xstate';
import { fitQuantity, readQuantityText } from '../../domain/cart/quantity-text.ts';
import type { QuantityRule } from '../../domain/cart/quantity-text.ts';

/** How long 已加入 stays on the button. */
export const ADDED_SHOWN_MS = 2000;

export interface RowLine {
  goodsId: number;
  num: number;
}

export interface RowAddInput {
  goodsId: number;
  rule: QuantityRule;
  unit: string;
  loggedIn: boolean;
}

export interface RowAddContext extends RowAddInput {
  typed: string;
  message: { kind: 'error' | 'note'; text: string } | null;
  num: number;
}

export type RowAddEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'ADD' }
  | { type: 'SESSION'; loggedIn: boolean };

function least(rule: QuantityRule): number {
  const pack = Math.max(1, Math.floor(rule.pack));
  return Math.ceil(Math.max(1, Math.floor(rule.min)) / pack) * pack;
}

/** What ADD makes of the field: a refusal, or the number to add with an optional note. */
export function readRow(context: Pick<RowAddContext, 'typed' | 'rule' | 'unit'>): { ok: false; message: string } | { ok: true; num: number; note: string | null } {
  const reading = readQuantityText(context.typed, context.unit);
  if (reading.kind === 'invalid') return { ok: false, message: reading.message };
  const fitted = fitQuantity(reading.kind === 'empty' ? 0 : reading.num, context.rule, context.unit);
  return { ok: true, num: fitted.num, note: fitted.note };
}

export const rowAddMachine = setup({
  types: {
    context: {} as RowAddContext,
    events: {} as RowAddEvent,
    input: {} as RowAddInput,
  },
  actors: {
    addLine: fromPromise<unknown, RowLine>(() => Promise.reject(new Error('addLine is provided by the app'))),
  },
  actions: {
    /** Stores the add for after the login; provided by the app. */
    keepForLogin: (_, _params: RowLine) => {},
    goToLogin: () => {},
    type: assign({ typed: (_, params: { text: string }) => params.text, message: null }),
    read: assign(({ context }) => {
      const row = readRow(context);
      if (!row.ok) return { message: { kind: 'error' as const, text: row.message } };
      return { num: row.num, typed: String(row.num), message: row.note ? { kind: 'note' as const, text: row.note } : null };
    }),
    setLoggedIn: assign({ loggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn }),
  },
  guards: {
    refused: ({ context }) => context.message?.kind === 'error',
    visitor: ({ context }) => !context.loggedIn,
  },
  delays: {
    addedShown: ADDED_SHOWN_MS,
  },
}).createMachine({
  id: 'rowAdd',
  context: ({ input }) => ({ ...input, typed: String(least(input.rule)), message: null, num: least(input.rule) }),
  on: {
    SESSION: { actions: { type: 'setLoggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) } },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        TYPE: { actions: { type: 'type', params: ({ event }) => ({ text: event.text }) } },
        ADD: { target: 'checking', actions: 'read' },
      },
    },
    checking: {
      always: [
        { guard: 'refused', target: 'idle' },
        {
          guard: 'visitor',
          target: 'idle',
          actions: [{ type: 'keepForLogin', params: ({ context }) => ({ goodsId: context.goodsId, num: context.num }) }, 'goToLogin'],
        },
        { target: 'adding' },
      ],
    },
    adding: {
      invoke: {
        id: 'addLine',
        src: 'addLine',
        input: ({ context }) => ({ goodsId: context.goodsId, num: context.num }),
        onDone: { target: 'added' },
        // The client has shown the server's message (out of stock, off shelf, ...).
        onError: { target: 'idle' },
      },
    },
    added: {
      after: { addedShown: { target: 'idle' } },
      on: {
        TYPE: { target: 'idle', actions: { type: 'type', params: ({ event }) => ({ text: event.text }) } },
        ADD: { target: 'checking', actions: 'read' },
      },
    },
  },
});

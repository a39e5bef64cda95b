// The batch import of tracking numbers (订单发货 → 批量导入, issue 22), in steps: choose a file
// (checked by name and size at once: an .xlsx of at most 2 MB, not empty) → the server's
// preview (every row judged: can ship, already shipped and skipped, or its error) → confirm
// (only when some row can ship; the rows that can are sent) → the result of each row. A refused
// file stays on the choose step with the server's sentence; a failed confirm stays on the
// preview. RESET starts over from any step but a call under way. The app provides `preview` and
// `confirm`.
import { assign, fromPromise, setup } from 'xstate';
import { SHIP_BATCH_MAX_BYTES, type ShipBatchPreview, type ShipBatchResult, type ShipBatchRow } from '../../domain/orders/staff-shipping-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';

export interface PickedShipSheet {
  name: string;
  size: number;
}

export type ShipFileError = 'wrongType' | 'tooLarge' | 'empty';

/** Why a chosen file is refused before sending, or null. */
export function shipFileError(file: PickedShipSheet): ShipFileError | null {
  if (!/\.xlsx$/i.test(file.name.trim())) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > SHIP_BATCH_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The rows of a preview that will be sent on confirm: those that can ship. */
export function rowsToConfirm(preview: ShipBatchPreview): ShipBatchRow[] {
  return preview.rows.filter((r) => r.outcome === 'ok').map(({ rowNo, orderNo, carrier, trackingNo }) => ({ rowNo, orderNo, carrier, trackingNo }));
}

export interface ShippingImportContext {
  file: PickedShipSheet | null;
  fileError: ShipFileError | null;
  preview: ShipBatchPreview | null;
  result: ShipBatchResult | null;
  failure: string | null;
}

export type ShippingImportEvent = { type: 'PICK'; file: PickedShipSheet } | { type: 'CONFIRM' } | { type: 'RESET' };

const START: ShippingImportContext = { file: null, fileError: null, preview: null, result: null, failure: null };

export const shippingImportMachine = setup({
  types: {
    context: {} as ShippingImportContext,
    events: {} as ShippingImportEvent,
  },
  actors: {
    preview: fromPromise<ShipBatchPreview, PickedShipSheet>(() => Promise.reject(new Error('preview is provided by the app'))),
    confirm: fromPromise<ShipBatchResult, ShipBatchRow[]>(() => Promise.reject(new Error('confirm is provided by the app'))),
  },
  actions: {
    pick: assign({ file: (_, params: { file: PickedShipSheet }) => params.file, fileError: null, failure: null, preview: null, result: null }),
    refuseFile: assign({ fileError: (_, params: { error: ShipFileError }) => params.error, failure: null }),
    setPreview: assign({ preview: (_, params: { preview: ShipBatchPreview }) => params.preview }),
    setResult: assign({ result: (_, params: { result: ShipBatchResult }) => params.result }),
    setFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error).message || '' }),
    clearFailure: assign({ failure: null }),
    reset: assign(() => START),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && shipFileError(event.file) !== null,
    someToShip: ({ context }) => (context.preview?.ok ?? 0) > 0,
  },
}).createMachine({
  id: 'shippingImport',
  context: START,
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        PICK: [
          { guard: 'badFile', actions: { type: 'refuseFile', params: ({ event }) => ({ error: shipFileError(event.file) as ShipFileError }) } },
          { target: 'previewing', actions: { type: 'pick', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => context.file!,
        onDone: { target: 'previewed', actions: { type: 'setPreview', params: ({ event }) => ({ preview: event.output }) } },
        onError: { target: 'choosing', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    previewed: {
      on: {
        CONFIRM: { guard: 'someToShip', target: 'confirming', actions: 'clearFailure' },
        RESET: { target: 'choosing', actions: 'reset' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => rowsToConfirm(context.preview!),
        onDone: { target: 'done', actions: { type: 'setResult', params: ({ event }) => ({ result: event.output }) } },
        onError: { target: 'previewed', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      on: { RESET: { target: 'choosing', actions: 'reset' } },
    },
  },
});

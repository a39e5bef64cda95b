// A bank-transfer receipt for an order (POST sale/memberUploadPayReceipt), or a repayment receipt
// of a credit (账期) order with its amount (POST future/memberUploadPayReceipt). A picked file is
// checked before anything is sent, with the server's limits (domain/orders/order-rules.ts): its type
// must be a PNG, JPEG, WebP image or a PDF and it must hold 1 byte to 5 MB; the server checks
// the content again and its refusal is shown. A repayment amount is typed in yuan, parsed by
// domain/shared/money.ts and must be more than 0 and at most what is still owed.
// Emits `uploaded` with the server's answer (OrderDetail or RestPayInfo). The app provides `upload`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { parseYuan } from '../../domain/shared/money.ts';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../domain/orders/order-rules.ts';
import type { OrderDetail, RestPayInfo } from '../../domain/orders/orders.ts';
import { failureOf } from '../account/account-form.ts';

/** A picked file as the machine sees it (the app passes the browser's File). */
export interface ReceiptFile {
  name: string;
  size: number;
  type: string;
}

export type ReceiptMode = 'order' | 'credit';

export type FileError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'noFile';
export type AmountError = 'amountRequired' | 'amountInvalid' | 'amountPositive' | 'amountTooMuch';

export function checkReceiptFile(file: ReceiptFile): FileError | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > RECEIPT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The repayment amount in fen, or why it is refused. */
export function checkAmount(text: string, restFen: number | null): { fen: number } | { error: AmountError } {
  if (!text.trim()) return { error: 'amountRequired' };
  let fen: number;
  try {
    fen = parseYuan(text);
  } catch {
    return { error: 'amountInvalid' };
  }
  if (fen <= 0) return { error: 'amountPositive' };
  if (restFen !== null && fen > restFen) return { error: 'amountTooMuch' };
  return { fen };
}

export interface UploadInput {
  orderId: number;
  file: ReceiptFile;
  /** Only for a credit repayment. */
  amountFen: number | null;
}

export type UploadResult = OrderDetail | RestPayInfo;

export interface ReceiptUploadInput {
  orderId: number;
  mode: ReceiptMode;
  /** What a credit order still owes (the amount's upper bound), else null. */
  restFen: number | null;
}

export interface ReceiptUploadContext {
  orderId: number;
  mode: ReceiptMode;
  restFen: number | null;
  file: ReceiptFile | null;
  fileError: FileError | null;
  amountError: AmountError | null;
  /** The server's refusal of the last upload. */
  serverError: string | null;
}

export type ReceiptUploadEvent =
  | { type: 'PICK'; file: ReceiptFile }
  | { type: 'DROP' }
  | { type: 'EDIT_AMOUNT' }
  | { type: 'REST'; restFen: number | null }
  | { type: 'SUBMIT'; amountText: string };

export type ReceiptUploadEmitted = { type: 'uploaded'; result: UploadResult };

type Submit = Extract<ReceiptUploadEvent, { type: 'SUBMIT' }>;

function amountOf(context: ReceiptUploadContext, event: Submit): number | null {
  if (context.mode !== 'credit') return null;
  const checked = checkAmount(event.amountText, context.restFen);
  return 'fen' in checked ? checked.fen : null;
}

export const receiptUploadMachine = setup({
  types: {
    context: {} as ReceiptUploadContext,
    events: {} as ReceiptUploadEvent,
    input: {} as ReceiptUploadInput,
    emitted: {} as ReceiptUploadEmitted,
  },
  actors: {
    upload: fromPromise<UploadResult, UploadInput>(() => Promise.reject(new Error('upload is provided by the app'))),
  },
  actions: {
    pick: assign({ file: (_, params: { file: ReceiptFile }) => params.file, fileError: null, serverError: null }),
    refuseFile: assign({ file: null, fileError: (_, params: { error: FileError }) => params.error, serverError: null }),
    drop: assign({ file: null, fileError: null, serverError: null }),
    clearAmountError: assign({ amountError: null }),
    setRest: assign({ restFen: (_, params: { restFen: number | null }) => params.restFen }),
    setAmountError: assign({ amountError: (_, params: { error: AmountError | null }) => params.error }),
    startUpload: assign({ fileError: null, amountError: null, serverError: null }),
    refuseUpload: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    done: assign({ file: null, fileError: null, amountError: null, serverError: null }),
    emitUploaded: emit((_, params: { result: UploadResult }) => ({ type: 'uploaded' as const, result: params.result })),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && checkReceiptFile(event.file) !== null,
    noFile: ({ context }) => context.file === null,
    badAmount: ({ context, event }) => context.mode === 'credit' && event.type === 'SUBMIT' && 'error' in checkAmount(event.amountText, context.restFen),
  },
}).createMachine({
  id: 'receiptUpload',
  context: ({ input }) => ({
    orderId: input.orderId,
    mode: input.mode,
    restFen: input.restFen,
    file: null,
    fileError: null,
    amountError: null,
    serverError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        PICK: [
          { guard: 'badFile', actions: { type: 'refuseFile', params: ({ event }) => ({ error: checkReceiptFile(event.file) as FileError }) } },
          { actions: { type: 'pick', params: ({ event }) => ({ file: event.file }) } },
        ],
        DROP: { actions: 'drop' },
        EDIT_AMOUNT: { actions: 'clearAmountError' },
        REST: { actions: { type: 'setRest', params: ({ event }) => ({ restFen: event.restFen }) } },
        SUBMIT: [
          {
            guard: 'noFile',
            actions: [
              { type: 'refuseFile', params: { error: 'noFile' } },
              {
                type: 'setAmountError',
                params: ({ context, event }) => {
                  if (context.mode !== 'credit') return { error: null };
                  const checked = checkAmount(event.amountText, context.restFen);
                  return { error: 'error' in checked ? checked.error : null };
                },
              },
            ],
          },
          {
            guard: 'badAmount',
            actions: {
              type: 'setAmountError',
              params: ({ context, event }) => {
                const checked = checkAmount(event.amountText, context.restFen);
                return { error: 'error' in checked ? checked.error : null };
              },
            },
          },
          { target: 'uploading', actions: 'startUpload' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, event }) => ({ orderId: context.orderId, file: context.file as ReceiptFile, amountFen: amountOf(context, event as Submit) }),
        onDone: { target: 'editing', actions: [{ type: 'emitUploaded', params: ({ event }) => ({ result: event.output }) }, 'done'] },
        onError: { target: 'editing', actions: { type: 'refuseUpload', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ReceiptUploadMachine = typeof receiptUploadMachine;

// A bank-transfer receipt for an order (POST sale/memberUploadPayReceipt) with the amount
// transferred and the payer account's name (issue 34), or a repayment receipt of a credit (账期)
// order with its amount (POST future/memberUploadPayReceipt). A picked file is
// checked (machines/shared/receipt-file.ts) before anything is sent, with the server's limits (domain/orders/order-rules.ts): its type
// must be a PNG, JPEG, WebP image or a PDF and it must hold 1 byte to 5 MB; the server checks
// the content again and its refusal is shown. An amount is typed in yuan, parsed by
// domain/shared/money.ts and must be more than 0 with at most two decimals (a negative or
// over-precise amount is refused while it is typed, EDIT_AMOUNT); a repayment at most what is
// still owed, a transfer at most RECEIPT_AMOUNT_MAX_FEN. The payer name is trimmed, 1 to
// PAYER_NAME_MAX characters.
// Emits `uploaded` with the server's answer (OrderDetail or RestPayInfo). The app provides `upload`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { parseYuan } from '../../domain/shared/money.ts';
import type { OrderDetail, RestPayInfo } from '../../domain/orders/orders.ts';
import { PAYER_NAME_MAX, RECEIPT_AMOUNT_MAX_FEN } from '../../domain/payments/payment-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';
import { checkReceiptFile, type FileError, type ReceiptFile } from '../shared/receipt-file.ts';

export type ReceiptMode = 'order' | 'credit';

export type AmountError = 'amountRequired' | 'amountInvalid' | 'amountNegative' | 'amountPositive' | 'amountTooMuch';
export type PayerError = 'payerRequired' | 'payerTooLong';

/** The amount in fen (at most `maxFen`, or RECEIPT_AMOUNT_MAX_FEN when null), or why it is refused. */
export function checkAmount(text: string, maxFen: number | null): { fen: number } | { error: AmountError } {
  if (!text.trim()) return { error: 'amountRequired' };
  let fen: number;
  try {
    fen = parseYuan(text);
  } catch {
    return { error: /^\s*-/.test(text) ? 'amountNegative' : 'amountInvalid' };
  }
  if (fen < 0) return { error: 'amountNegative' };
  if (fen === 0) return { error: 'amountPositive' };
  if (fen > (maxFen ?? RECEIPT_AMOUNT_MAX_FEN)) return { error: 'amountTooMuch' };
  return { fen };
}

/** What is wrong with an amount while it is still being typed: only a negative or malformed one (not yet an empty or zero one). */
export function typingAmountError(text: string): AmountError | null {
  if (!text.trim()) return null;
  const checked = checkAmount(text, Number.MAX_SAFE_INTEGER);
  return 'error' in checked && (checked.error === 'amountInvalid' || checked.error === 'amountNegative') ? checked.error : null;
}

/** The payer account's name, trimmed, or why it is refused. */
export function checkPayer(text: string): { name: string } | { error: PayerError } {
  const name = text.trim();
  if (!name) return { error: 'payerRequired' };
  if ([...name].length > PAYER_NAME_MAX) return { error: 'payerTooLong' };
  return { name };
}

export interface UploadInput {
  orderId: number;
  file: ReceiptFile;
  /** The amount transferred (an order receipt) or repaid (a credit repayment), in fen. */
  amountFen: number;
  /** The payer account's name (trimmed): only for an order receipt. */
  payerName: string | null;
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
  payerError: PayerError | null;
  /** The server's refusal of the last upload. */
  serverError: string | null;
}

export type ReceiptUploadEvent =
  | { type: 'PICK'; file: ReceiptFile }
  | { type: 'DROP' }
  | { type: 'EDIT_AMOUNT'; amountText: string }
  | { type: 'EDIT_PAYER' }
  | { type: 'REST'; restFen: number | null }
  | { type: 'SUBMIT'; amountText: string; payerText: string };

export type ReceiptUploadEmitted = { type: 'uploaded'; result: UploadResult };

type Submit = Extract<ReceiptUploadEvent, { type: 'SUBMIT' }>;

/** The bound of the amount: what a credit order still owes; a transfer's is the server's maximum. */
const maxOf = (context: ReceiptUploadContext) => (context.mode === 'credit' ? context.restFen : null);

function amountErrorOf(context: ReceiptUploadContext, event: Submit): AmountError | null {
  const checked = checkAmount(event.amountText, maxOf(context));
  return 'error' in checked ? checked.error : null;
}

function payerErrorOf(context: ReceiptUploadContext, event: Submit): PayerError | null {
  if (context.mode !== 'order') return null;
  const checked = checkPayer(event.payerText);
  return 'error' in checked ? checked.error : null;
}

function uploadOf(context: ReceiptUploadContext, event: Submit): UploadInput {
  const amount = checkAmount(event.amountText, maxOf(context));
  const payer = checkPayer(event.payerText);
  return {
    orderId: context.orderId,
    file: context.file as ReceiptFile,
    amountFen: 'fen' in amount ? amount.fen : 0,
    payerName: context.mode === 'order' && 'name' in payer ? payer.name : null,
  };
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
    typeAmount: assign({ amountError: (_, params: { text: string }) => typingAmountError(params.text) }),
    clearPayerError: assign({ payerError: null }),
    setRest: assign({ restFen: (_, params: { restFen: number | null }) => params.restFen }),
    checkFields: assign({
      amountError: ({ context, event }) => (event.type === 'SUBMIT' ? amountErrorOf(context, event) : null),
      payerError: ({ context, event }) => (event.type === 'SUBMIT' ? payerErrorOf(context, event) : null),
    }),
    startUpload: assign({ fileError: null, amountError: null, payerError: null, serverError: null }),
    refuseUpload: assign({ serverError: (_, params: { error: unknown }) => failureOf(params.error).message || null }),
    done: assign({ file: null, fileError: null, amountError: null, payerError: null, serverError: null }),
    emitUploaded: emit((_, params: { result: UploadResult }) => ({ type: 'uploaded' as const, result: params.result })),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && checkReceiptFile(event.file) !== null,
    noFile: ({ context }) => context.file === null,
    badFields: ({ context, event }) => event.type === 'SUBMIT' && (amountErrorOf(context, event) !== null || payerErrorOf(context, event) !== null),
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
    payerError: null,
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
        EDIT_AMOUNT: { actions: { type: 'typeAmount', params: ({ event }) => ({ text: event.amountText }) } },
        EDIT_PAYER: { actions: 'clearPayerError' },
        REST: { actions: { type: 'setRest', params: ({ event }) => ({ restFen: event.restFen }) } },
        SUBMIT: [
          // Every refusal at once: the file, the amount and the payer name.
          { guard: 'noFile', actions: [{ type: 'refuseFile', params: { error: 'noFile' } }, 'checkFields'] },
          { guard: 'badFields', actions: 'checkFields' },
          { target: 'uploading', actions: 'startUpload' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, event }) => uploadOf(context, event as Submit),
        onDone: { target: 'editing', actions: [{ type: 'emitUploaded', params: ({ event }) => ({ result: event.output }) }, 'done'] },
        onError: { target: 'editing', actions: { type: 'refuseUpload', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

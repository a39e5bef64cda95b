// /batchInquiry: one enquiry sent, from a file (picked or dropped) or from rows pasted from Excel.
// idle: a picked file is checked by name and size at once (checkSheetFile) and, if fine, sent;
// the paste box is read with readPastedRows when sent. sending.reading: the file's bytes go up,
// PROGRESS (from the app's `importSheet` actor) moves the bar; once every byte is sent the server
// reads and matches (sending.matching, the bar runs without a figure: the server answers when
// every line is matched). Pasted rows go straight to matching. done: the enquiry exists (the app
// opens its report). failed: the server's refusal, in Chinese; RETRY sends the same file or rows
// again when that may help (no answer, a timeout, the server busy; a refused file would only be
// refused again), PICK another file, RESET back to idle.
import { assign, fromPromise, setup } from 'xstate';
import type { PasteRow } from '../../domain/enquiry/enquiry-payloads.ts';
import type { ImportAnswer } from '../../domain/enquiry/enquiry-views.ts';
import { failureOf } from '../account/account-form.ts';
import { checkSheetFile, readPastedRows, type PasteError, type PickedSheet, type SheetFileError } from './paste-rows.ts';

export type ImportSource = { kind: 'file'; file: PickedSheet } | { kind: 'paste'; rows: PasteRow[] };

export interface ImportInput {
  source: ImportSource;
  /** Bytes sent so far (the app's upload reports them). */
  onProgress: (loaded: number, total: number) => void;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface EnquiryUploadContext {
  pasteText: string;
  source: ImportSource | null;
  fileError: SheetFileError | null;
  pasteError: PasteError | null;
  progress: UploadProgress | null;
  /** The server's refusal of the last sending. */
  error: string | null;
  /** Sending the same again may work (no answer, a timeout, the server busy); a refused file will not. */
  retryable: boolean;
  answer: ImportAnswer | null;
}

export interface EnquiryUploadInput {
  /** The paste box's first text (a ?model=&brand= link). */
  pasteText?: string;
}

export type EnquiryUploadEvent =
  | { type: 'PICK'; file: PickedSheet }
  | { type: 'EDIT_PASTE'; text: string }
  | { type: 'SEND_PASTE' }
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'RETRY' }
  | { type: 'RESET' };

/** How far the bar is, 0-100, while the file goes up (while the server matches the bar has no figure). */
export function percentOf(progress: UploadProgress | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

export const enquiryUploadMachine = setup({
  types: {
    context: {} as EnquiryUploadContext,
    events: {} as EnquiryUploadEvent,
    input: {} as EnquiryUploadInput,
  },
  actors: {
    importSheet: fromPromise<ImportAnswer, ImportInput>(() => Promise.reject(new Error('importSheet is provided by the app'))),
  },
  actions: {
    pickFile: assign((_, params: { file: PickedSheet }) => ({ source: { kind: 'file' as const, file: params.file }, fileError: null, pasteError: null, error: null, progress: null })),
    refuseFile: assign((_, params: { error: SheetFileError }) => ({ fileError: params.error, error: null })),
    editPaste: assign((_, params: { text: string }) => ({ pasteText: params.text, pasteError: null })),
    takePaste: assign(({ context }) => ({ source: { kind: 'paste' as const, rows: readPastedRows(context.pasteText).rows }, fileError: null, pasteError: null, error: null, progress: null })),
    refusePaste: assign(({ context }) => ({ pasteError: readPastedRows(context.pasteText).error })),
    progress: assign((_, params: UploadProgress) => ({ progress: { loaded: Math.max(0, params.loaded), total: Math.max(0, params.total) } })),
    restart: assign({ error: null, progress: null }),
    answered: assign((_, params: { answer: ImportAnswer }) => ({ answer: params.answer, error: null })),
    refuse: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { error: failure.message || null, progress: null, retryable: failure.status === null || failure.status === 408 || failure.status === 429 || failure.status >= 500 };
    }),
    reset: assign({ source: null, fileError: null, pasteError: null, progress: null, error: null, retryable: false, answer: null }),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && checkSheetFile(event.file) !== null,
    badPaste: ({ context }) => readPastedRows(context.pasteText).error !== null,
    isPaste: ({ context }) => context.source?.kind === 'paste',
    retryable: ({ context }) => context.retryable,
    allSent: ({ event }) => event.type === 'PROGRESS' && event.total > 0 && event.loaded >= event.total,
  },
}).createMachine({
  id: 'enquiryUpload',
  context: ({ input }) => ({
    pasteText: input.pasteText ?? '',
    source: null,
    fileError: null,
    pasteError: null,
    progress: null,
    error: null,
    retryable: false,
    answer: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PICK: [
          { guard: 'badFile', actions: { type: 'refuseFile', params: ({ event }) => ({ error: checkSheetFile(event.file)! }) } },
          { target: 'sending', actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        EDIT_PASTE: { actions: { type: 'editPaste', params: ({ event }) => ({ text: event.text }) } },
        SEND_PASTE: [{ guard: 'badPaste', actions: 'refusePaste' }, { target: 'sending', actions: 'takePaste' }],
      },
    },
    sending: {
      invoke: {
        id: 'importSheet',
        src: 'importSheet',
        input: ({ context, self }) => ({
          source: context.source!,
          onProgress: (loaded: number, total: number) => self.send({ type: 'PROGRESS', loaded, total }),
        }),
        onDone: { target: 'done', actions: { type: 'answered', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
      initial: 'reading',
      states: {
        reading: {
          always: { guard: 'isPaste', target: 'matching' },
          on: {
            PROGRESS: [
              { guard: 'allSent', target: 'matching', actions: { type: 'progress', params: ({ event }) => event } },
              { actions: { type: 'progress', params: ({ event }) => event } },
            ],
          },
        },
        matching: {},
      },
    },
    done: {
      on: { RESET: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: {
        RETRY: { guard: 'retryable', target: 'sending', actions: 'restart' },
        RESET: { target: 'idle', actions: 'reset' },
        PICK: [
          { guard: 'badFile', target: 'idle', actions: ['reset', { type: 'refuseFile', params: ({ event }) => ({ error: checkSheetFile(event.file)! }) }] },
          { target: 'sending', actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        EDIT_PASTE: { target: 'idle', actions: ['reset', { type: 'editPaste', params: ({ event }) => ({ text: event.text }) }] },
      },
    },
  },
});

export type EnquiryUploadMachine = typeof enquiryUploadMachine;

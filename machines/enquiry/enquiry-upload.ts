// /batchInquiry: one enquiry sent, from a file (picked or dropped) or from rows pasted from Excel.
// idle: a picked file is checked by name and size at once (checkSheetFile) and, if fine, read
// first (previewing: the app's `previewSheet` actor answers the columns, the guessed or
// remembered mapping and the first rows); mapping: the buyer sees which column holds each role
// and corrects it (SET_ROLE), CONFIRM sends the file with that mapping once it has a model column
// and no column holds two roles (checkMapping; else the problem is shown and nothing is sent),
// BACK drops the file, PICK reads another. The paste box is read with readPastedRows when sent
// and skips the mapping step (its columns are known). sending.reading: the file's bytes go up,
// PROGRESS (from the app's `importSheet` actor) moves the bar; once every byte is sent the server
// reads and matches (sending.matching, the bar runs without a figure: the server answers when
// every line is matched). Pasted rows go straight to matching. done: the enquiry exists (the app
// opens its report). failed: the server's refusal, in Chinese; RETRY sends the same file or rows
// again when that may help (no answer, a timeout, the server busy; a refused file would only be
// refused again; a failed preview is retried as a preview), PICK another file, RESET back to idle.
import { assign, fromPromise, setup } from 'xstate';
import type { PasteRow } from '../../domain/enquiry/enquiry-payloads.ts';
import type { ImportAnswer } from '../../domain/enquiry/enquiry-views.ts';
import { checkMapping, EMPTY_MAPPING, type MappingProblem, type SheetMapping, type SheetPreview, type SheetRole } from '../../domain/enquiry/sheet-mapping.ts';
import { failureOf } from '../shared/service-failure.ts';
import { checkSheetFile, readPastedRows, type PasteError, type PickedSheet, type SheetFileError } from './paste-rows.ts';

export type ImportSource = { kind: 'file'; file: PickedSheet } | { kind: 'paste'; rows: PasteRow[] };

export interface ImportInput {
  source: ImportSource;
  /** The confirmed mapping of a file (null for pasted rows). */
  mapping: SheetMapping | null;
  /** Bytes sent so far (the app's upload reports them). */
  onProgress: (loaded: number, total: number) => void;
}

export interface PreviewInput {
  file: PickedSheet;
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
  /** The file as the server read it (columns, guessed mapping, first rows), once previewed. */
  preview: SheetPreview | null;
  /** The mapping the buyer is confirming (starts as the preview's guess). */
  mapping: SheetMapping;
  /** Why CONFIRM was refused (shown until the mapping changes). */
  mappingProblem: MappingProblem | null;
  /** Which call failed: the preview of a file, or the import. */
  failedStep: 'preview' | 'import' | null;
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
  | { type: 'SET_ROLE'; role: SheetRole; index: number | null }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
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
    previewSheet: fromPromise<SheetPreview, PreviewInput>(() => Promise.reject(new Error('previewSheet is provided by the app'))),
    importSheet: fromPromise<ImportAnswer, ImportInput>(() => Promise.reject(new Error('importSheet is provided by the app'))),
  },
  actions: {
    pickFile: assign((_, params: { file: PickedSheet }) => ({
      source: { kind: 'file' as const, file: params.file },
      fileError: null,
      pasteError: null,
      error: null,
      progress: null,
      preview: null,
      mapping: EMPTY_MAPPING,
      mappingProblem: null,
      failedStep: null,
    })),
    previewed: assign((_, params: { preview: SheetPreview }) => ({ preview: params.preview, mapping: { ...EMPTY_MAPPING, ...params.preview.mapping }, mappingProblem: null, error: null })),
    setRole: assign(({ context }, params: { role: SheetRole; index: number | null }) => {
      const columns = context.preview?.columns.length ?? 0;
      const index = params.index !== null && Number.isInteger(params.index) && params.index >= 0 && params.index < columns ? params.index : null;
      return { mapping: { ...context.mapping, [params.role]: index }, mappingProblem: null };
    }),
    refuseMapping: assign(({ context }) => ({ mappingProblem: checkMapping(context.mapping) })),
    failedAt: assign((_, params: { step: 'preview' | 'import' }) => ({ failedStep: params.step })),
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
    reset: assign({ source: null, fileError: null, pasteError: null, progress: null, error: null, retryable: false, answer: null, preview: null, mapping: EMPTY_MAPPING, mappingProblem: null, failedStep: null }),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && checkSheetFile(event.file) !== null,
    badPaste: ({ context }) => readPastedRows(context.pasteText).error !== null,
    isPaste: ({ context }) => context.source?.kind === 'paste',
    retryable: ({ context }) => context.retryable,
    retryPreview: ({ context }) => context.retryable && context.failedStep === 'preview',
    badMapping: ({ context }) => checkMapping(context.mapping) !== null,
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
    preview: null,
    mapping: EMPTY_MAPPING,
    mappingProblem: null,
    failedStep: null,
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
          { target: 'previewing', actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        EDIT_PASTE: { actions: { type: 'editPaste', params: ({ event }) => ({ text: event.text }) } },
        SEND_PASTE: [{ guard: 'badPaste', actions: 'refusePaste' }, { target: 'sending', actions: 'takePaste' }],
      },
    },
    previewing: {
      invoke: {
        id: 'previewSheet',
        src: 'previewSheet',
        input: ({ context }) => ({ file: (context.source as Extract<ImportSource, { kind: 'file' }>).file }),
        onDone: { target: 'mapping', actions: { type: 'previewed', params: ({ event }) => ({ preview: event.output }) } },
        onError: { target: 'failed', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, { type: 'failedAt', params: { step: 'preview' } }] },
      },
    },
    mapping: {
      on: {
        SET_ROLE: { actions: { type: 'setRole', params: ({ event }) => ({ role: event.role, index: event.index }) } },
        CONFIRM: [{ guard: 'badMapping', actions: 'refuseMapping' }, { target: 'sending', actions: 'restart' }],
        BACK: { target: 'idle', actions: 'reset' },
        PICK: [
          { guard: 'badFile', target: 'idle', actions: ['reset', { type: 'refuseFile', params: ({ event }) => ({ error: checkSheetFile(event.file)! }) }] },
          { target: 'previewing', actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'importSheet',
        src: 'importSheet',
        input: ({ context, self }) => ({
          source: context.source!,
          mapping: context.source?.kind === 'file' ? context.mapping : null,
          onProgress: (loaded: number, total: number) => self.send({ type: 'PROGRESS', loaded, total }),
        }),
        onDone: { target: 'done', actions: { type: 'answered', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'failed', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, { type: 'failedAt', params: { step: 'import' } }] },
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
        RETRY: [
          { guard: 'retryPreview', target: 'previewing', actions: 'restart' },
          { guard: 'retryable', target: 'sending', actions: 'restart' },
        ],
        RESET: { target: 'idle', actions: 'reset' },
        PICK: [
          { guard: 'badFile', target: 'idle', actions: ['reset', { type: 'refuseFile', params: ({ event }) => ({ error: checkSheetFile(event.file)! }) }] },
          { target: 'previewing', actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        ],
        EDIT_PASTE: { target: 'idle', actions: ['reset', { type: 'editPaste', params: ({ event }) => ({ text: event.text }) }] },
      },
    },
  },
});

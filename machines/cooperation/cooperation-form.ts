// The supplier cooperation application (/cooperationForm, POST cooperationInfo/save). The member
// edits the form; each picked file is checked at once (type and size, the server's limits from
// domain/cooperation/cooperation-rules.ts; the server checks the content again). SUBMIT checks the
// text fields with the domain's cooperationProblems (the rules the server applies) and the files
// (a licence always, an authorisation for 品牌授权经销商), and the payload with the server's schema
// (CooperationFields); with no problem the form, files and all,
// is sent by the `submit` actor. A refusal is kept (`refused`, with its HTTP status: 409 means
// an application is already waiting) until the member edits or sends again; success ends in
// `done` with the new application's id. The app provides `submit`.
import { Value } from 'typebox/value';
import { assign, fromPromise, setup } from 'xstate';
import { CooperationFields, cooperationProblems, EMPTY_DRAFT, fieldsOf, type CooperationDraft, type CooperationFieldName } from '../../domain/cooperation/cooperation-payloads.ts';
import { COOPERATION_FILE_MAX_BYTES, COOPERATION_FILE_TYPES, needsAuthorisation } from '../../domain/cooperation/cooperation-rules.ts';
import { failureOf } from '../shared/service-failure.ts';

/** A picked file as the machine sees it (the app passes the browser's File). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type FileSlot = 'licence' | 'authorisation';
export type FileError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'missing';

export function checkCooperationFile(file: PickedFile): FileError | null {
  if (!(COOPERATION_FILE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > COOPERATION_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface SubmitInput {
  fields: CooperationFields;
  licence: PickedFile;
  authorisation: PickedFile | null;
}

export interface SubmitResult {
  id: number;
}

export interface CooperationFormContext {
  draft: CooperationDraft;
  files: Record<FileSlot, PickedFile | null>;
  /** Problems of the text fields found at the last SUBMIT (cleared field by field as edited). */
  problems: Partial<Record<CooperationFieldName, string>>;
  fileErrors: Partial<Record<FileSlot, FileError>>;
  /** The server's refusal of the last submission. */
  serverError: string | null;
  serverStatus: number | null;
  applicationId: number | null;
}

export type CooperationFormEvent =
  | { type: 'EDIT'; patch: Partial<CooperationDraft> }
  | { type: 'PICK'; slot: FileSlot; file: PickedFile }
  | { type: 'DROP'; slot: FileSlot }
  | { type: 'SUBMIT' };

export interface CooperationFormInput {
  draft?: Partial<CooperationDraft>;
}

/** The files' problems at submit time: a licence always, an authorisation for a brand dealer. */
export function missingFiles(context: Pick<CooperationFormContext, 'draft' | 'files'>): Partial<Record<FileSlot, FileError>> {
  const errors: Partial<Record<FileSlot, FileError>> = {};
  if (!context.files.licence) errors.licence = 'missing';
  if (context.draft.programme !== null && needsAuthorisation(context.draft.programme) && !context.files.authorisation) errors.authorisation = 'missing';
  return errors;
}

const withoutKeys = <K extends string, V>(record: Partial<Record<K, V>>, keys: readonly string[]): Partial<Record<K, V>> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k))) as Partial<Record<K, V>>;

export const cooperationFormMachine = setup({
  types: {
    context: {} as CooperationFormContext,
    events: {} as CooperationFormEvent,
    input: {} as CooperationFormInput,
  },
  actors: {
    submit: fromPromise<SubmitResult, SubmitInput>(() => Promise.reject(new Error('submit is provided by the app'))),
  },
  actions: {
    edit: assign(({ context }, params: { patch: Partial<CooperationDraft> }) => {
      const keys = Object.keys(params.patch);
      // Changing the programme may make the authorisation needed or not: its error goes with it.
      const fileKeys = keys.includes('programme') ? ['authorisation'] : [];
      return {
        draft: { ...context.draft, ...params.patch },
        problems: withoutKeys(context.problems, keys),
        fileErrors: withoutKeys(context.fileErrors, fileKeys),
        serverError: null,
        serverStatus: null,
      };
    }),
    pick: assign(({ context }, params: { slot: FileSlot; file: PickedFile }) => ({
      files: { ...context.files, [params.slot]: params.file },
      fileErrors: withoutKeys(context.fileErrors, [params.slot]),
      serverError: null,
      serverStatus: null,
    })),
    refuseFile: assign(({ context }, params: { slot: FileSlot; error: FileError }) => ({
      files: { ...context.files, [params.slot]: null },
      fileErrors: { ...context.fileErrors, [params.slot]: params.error },
    })),
    drop: assign(({ context }, params: { slot: FileSlot }) => ({
      files: { ...context.files, [params.slot]: null },
      fileErrors: withoutKeys(context.fileErrors, [params.slot]),
    })),
    showProblems: assign(({ context }) => ({ problems: cooperationProblems(context.draft), fileErrors: { ...context.fileErrors, ...missingFiles(context) } })),
    startSubmit: assign({ problems: {}, serverError: null, serverStatus: null }),
    refuse: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { serverError: failure.message || null, serverStatus: failure.status };
    }),
    done: assign((_, params: { id: number }) => ({ applicationId: params.id })),
  },
  guards: {
    badFile: ({ event }) => event.type === 'PICK' && checkCooperationFile(event.file) !== null,
    incomplete: ({ context }) =>
      Object.keys(cooperationProblems(context.draft)).length > 0 ||
      !Value.Check(CooperationFields, fieldsOf(context.draft)) ||
      Object.keys(missingFiles(context)).length > 0 ||
      Object.keys(context.fileErrors).length > 0,
  },
}).createMachine({
  id: 'cooperationForm',
  context: ({ input }) => ({
    draft: { ...EMPTY_DRAFT, ...input.draft },
    files: { licence: null, authorisation: null },
    problems: {},
    fileErrors: {},
    serverError: null,
    serverStatus: null,
    applicationId: null,
  }),
  initial: 'editing',
  on: {
    EDIT: { target: '.editing', actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
    PICK: [
      {
        guard: 'badFile',
        target: '.editing',
        actions: { type: 'refuseFile', params: ({ event }) => ({ slot: event.slot, error: checkCooperationFile(event.file)! }) },
      },
      { target: '.editing', actions: { type: 'pick', params: ({ event }) => ({ slot: event.slot, file: event.file }) } },
    ],
    DROP: { target: '.editing', actions: { type: 'drop', params: ({ event }) => ({ slot: event.slot }) } },
  },
  states: {
    editing: {
      on: {
        SUBMIT: [{ guard: 'incomplete', actions: 'showProblems' }, { target: 'submitting', actions: 'startSubmit' }],
      },
    },
    refused: {
      on: {
        SUBMIT: [{ guard: 'incomplete', target: 'editing', actions: 'showProblems' }, { target: 'submitting', actions: 'startSubmit' }],
      },
    },
    submitting: {
      // Nothing is edited while the form is on its way.
      on: { EDIT: {}, PICK: {}, DROP: {} },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ fields: fieldsOf(context.draft), licence: context.files.licence!, authorisation: context.files.authorisation }),
        onDone: { target: 'done', actions: { type: 'done', params: ({ event }) => ({ id: event.output.id }) } },
        onError: { target: 'refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});

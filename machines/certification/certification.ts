// Enterprise certification (/enterpriseCertification, issue 15). The page loads the member's
// status and latest application (`load`), then shows where it stands: 待审核 (pending), 已认证
// (certified: the company, the VIP end; the member may change the company), 已驳回 (rejected: the
// coded reason; edit and resubmit), 需重新认证 (recertify), or the empty form (未认证). Editing
// prefills the last application. Typing the company name looks it up (`lookup`: the registry's
// matches and whether that name is already certified for another account); picking a match fills
// the code, legal representative and address. Each picked image is checked at once (type, size)
// and a refused file is kept by name for the sentence that says why. While 经办人即法定代表人 is
// ticked the applicant's name is the legal representative's (withApplicant) and no letter is asked.
// SUBMIT checks the fields with the domain's certificationProblems (a failed check character must
// be confirmed) and the files (licence always, authorisation when the applicant is not the legal
// representative); then `submit` sends it and the status is loaded again. A refusal is kept on
// the form. The app provides `load`, `lookup`, `check` and `submit`.
import { Value } from 'typebox/value';
import { assign, fromPromise, setup } from 'xstate';
import {
  CertificationFields, certificationProblems, EMPTY_CERTIFICATION_DRAFT, normaliseCertificationDraft, type CertificationDraft, type CertificationFieldName,
} from '../../domain/certification/certification-payloads.ts';
import { CERT_FILE_MAX_BYTES, CERT_FILE_TYPES } from '../../domain/certification/certification-rules.ts';
import { CERTIFICATION_STATUS } from '../../domain/certification/certification-status.ts';
import type { CertificationInfo, CertificationState } from '../../domain/certification/certification-views.ts';
import { failureOf } from '../shared/service-failure.ts';

/** A picked file as the machine sees it (the app passes the browser's File). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type FileSlot = 'licence' | 'authorisation';
export type FileError = 'wrongType' | 'tooLarge' | 'emptyFile' | 'missing';

export function checkCertFile(file: PickedFile): FileError | null {
  if (!(CERT_FILE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size <= 0) return 'emptyFile';
  if (file.size > CERT_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface CompanyMatch {
  companyName: string;
  creditCode: string;
  legalPerson: string | null;
  regAddress: string | null;
}

export interface Loaded {
  state: CertificationState;
  info: CertificationInfo | null;
}

export interface LookupResult {
  matches: CompanyMatch[];
  /** The typed name is certified for another account already. */
  certified: boolean;
}

export interface SubmitInput {
  fields: CertificationFields;
  licence: PickedFile;
  authorisation: PickedFile | null;
}

export interface CertificationContext {
  state: CertificationState | null;
  info: CertificationInfo | null;
  draft: CertificationDraft;
  files: Record<FileSlot, PickedFile | null>;
  problems: Partial<Record<CertificationFieldName, string>>;
  fileErrors: Partial<Record<FileSlot, FileError>>;
  /** The file refused in each slot (its name, type and size are named in the refusal). */
  refused: Partial<Record<FileSlot, PickedFile>>;
  matches: CompanyMatch[];
  /** The typed company is certified for another account (the link request is offered). */
  certifiedElsewhere: boolean;
  serverError: string | null;
  serverStatus: number | null;
}

export type CertificationEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'EDIT_AGAIN' }
  | { type: 'EDIT'; patch: Partial<CertificationDraft> }
  | { type: 'LOOKUP'; keyword: string }
  | { type: 'PICK_COMPANY'; company: CompanyMatch }
  | { type: 'PICK'; slot: FileSlot; file: PickedFile }
  | { type: 'DROP'; slot: FileSlot }
  | { type: 'SUBMIT' };

/** The files' problems at submit time: a licence always, an authorisation when the applicant is someone else. */
export function missingFiles(context: Pick<CertificationContext, 'draft' | 'files'>): Partial<Record<FileSlot, FileError>> {
  const errors: Partial<Record<FileSlot, FileError>> = {};
  if (!context.files.licence) errors.licence = 'missing';
  if (!context.draft.applicantIsLegal && !context.files.authorisation) errors.authorisation = 'missing';
  return errors;
}

/**
 * 经办人即法定代表人: while ticked the applicant is the legal representative, so the applicant's
 * name is the legal representative's (kept in step as either changes) and no authorisation letter
 * is asked for; unticked, the member types the applicant and uploads the letter.
 */
export function withApplicant(draft: CertificationDraft): CertificationDraft {
  return draft.applicantIsLegal ? { ...draft, applicantName: draft.legalPerson } : draft;
}

/** The form prefilled from an earlier application (its files must be picked again). */
export function draftOf(info: CertificationInfo | null): CertificationDraft {
  if (!info) return EMPTY_CERTIFICATION_DRAFT;
  return withApplicant({
    ...EMPTY_CERTIFICATION_DRAFT,
    companyName: info.companyName,
    creditCode: info.creditCode,
    legalPerson: info.legalPerson,
    regAddress: info.regAddress,
    applicantName: info.applicantName,
    applicantMobile: info.applicantMobile,
    applicantIsLegal: info.applicantIsLegal,
    confirmCodeWarning: info.codeCheckFailed,
    linkRequest: info.linkRequested,
  });
}

const withoutKeys = <K extends string, V>(record: Partial<Record<K, V>>, keys: readonly string[]): Partial<Record<K, V>> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k))) as Partial<Record<K, V>>;

export const LOOKUP_MIN_CHARS = 2;

export const certificationMachine = setup({
  types: {
    context: {} as CertificationContext,
    events: {} as CertificationEvent,
  },
  actors: {
    load: fromPromise<Loaded, void>(() => Promise.reject(new Error('load is provided by the app'))),
    lookup: fromPromise<LookupResult, { keyword: string }>(() => Promise.reject(new Error('lookup is provided by the app'))),
    /** The same question for one exact name (after a match is picked). */
    check: fromPromise<LookupResult, { keyword: string }>(() => Promise.reject(new Error('check is provided by the app'))),
    submit: fromPromise<{ id: number }, SubmitInput>(() => Promise.reject(new Error('submit is provided by the app'))),
  },
  actions: {
    loaded: assign((_, params: Loaded) => ({ state: params.state, info: params.info })),
    prefill: assign(({ context }) => ({
      draft: draftOf(context.info),
      files: { licence: null, authorisation: null },
      problems: {},
      fileErrors: {},
      refused: {},
      matches: [],
      certifiedElsewhere: context.info?.linkRequested ?? false,
      serverError: null,
      serverStatus: null,
    })),
    edit: assign(({ context }, params: { patch: Partial<CertificationDraft> }) => {
      const keys = Object.keys(params.patch);
      const draft = withApplicant({ ...context.draft, ...params.patch });
      if (draft.applicantIsLegal && keys.includes('legalPerson')) keys.push('applicantName');
      // A new company name or credit code needs the warning confirmed again and the link asked again.
      if (keys.includes('creditCode')) draft.confirmCodeWarning = params.patch.confirmCodeWarning ?? false;
      return {
        draft,
        problems: withoutKeys(context.problems, keys),
        fileErrors: withoutKeys(context.fileErrors, keys.includes('applicantIsLegal') ? ['authorisation'] : []),
        refused: withoutKeys(context.refused, keys.includes('applicantIsLegal') ? ['authorisation'] : []),
        certifiedElsewhere: keys.includes('companyName') ? false : context.certifiedElsewhere,
        serverError: null,
        serverStatus: null,
      };
    }),
    found: assign((_, params: LookupResult) => ({ matches: params.matches.slice(0, 10), certifiedElsewhere: params.certified })),
    pickCompany: assign(({ context }, params: { company: CompanyMatch }) => ({
      draft: withApplicant({
        ...context.draft,
        companyName: params.company.companyName,
        creditCode: params.company.creditCode,
        legalPerson: params.company.legalPerson ?? context.draft.legalPerson,
        regAddress: params.company.regAddress ?? context.draft.regAddress,
        confirmCodeWarning: false,
      }),
      matches: [],
      problems: withoutKeys(context.problems, ['companyName', 'creditCode', 'legalPerson', 'regAddress']),
    })),
    clearMatches: assign({ matches: [] }),
    pick: assign(({ context }, params: { slot: FileSlot; file: PickedFile }) => ({
      files: { ...context.files, [params.slot]: params.file },
      fileErrors: withoutKeys(context.fileErrors, [params.slot]),
      refused: withoutKeys(context.refused, [params.slot]),
      serverError: null,
      serverStatus: null,
    })),
    refuseFile: assign(({ context }, params: { slot: FileSlot; error: FileError; file: PickedFile }) => ({
      files: { ...context.files, [params.slot]: null },
      fileErrors: { ...context.fileErrors, [params.slot]: params.error },
      refused: { ...context.refused, [params.slot]: params.file },
    })),
    drop: assign(({ context }, params: { slot: FileSlot }) => ({
      files: { ...context.files, [params.slot]: null },
      fileErrors: withoutKeys(context.fileErrors, [params.slot]),
      refused: withoutKeys(context.refused, [params.slot]),
    })),
    // A ticked 经办人即法定代表人 takes the applicant's name from the legal representative: its problem is told there only.
    showProblems: assign(({ context }) => ({
      problems: withoutKeys(certificationProblems(context.draft), context.draft.applicantIsLegal ? ['applicantName'] : []),
      fileErrors: { ...context.fileErrors, ...missingFiles(context) },
    })),
    startSubmit: assign({ problems: {}, serverError: null, serverStatus: null, matches: [] }),
    refuse: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { serverError: failure.message || null, serverStatus: failure.status };
    }),
    checked: assign((_, params: LookupResult) => ({ certifiedElsewhere: params.certified })),
  },
  guards: {
    isPending: ({ context }) => context.state?.status === CERTIFICATION_STATUS.pending,
    isCertified: ({ context }) => context.state?.status === CERTIFICATION_STATUS.certified,
    isRejected: ({ context }) => context.state?.status === CERTIFICATION_STATUS.rejected,
    isRecertify: ({ context }) => context.state?.status === CERTIFICATION_STATUS.recertify,
    badFile: ({ event }) => event.type === 'PICK' && checkCertFile(event.file) !== null,
    longEnough: ({ event }) => event.type === 'LOOKUP' && event.keyword.trim().length >= LOOKUP_MIN_CHARS,
    incomplete: ({ context }) =>
      Object.keys(certificationProblems(context.draft)).length > 0 ||
      !Value.Check(CertificationFields, normaliseCertificationDraft(context.draft)) ||
      Object.keys(missingFiles(context)).length > 0 ||
      Object.keys(context.fileErrors).length > 0,
  },
}).createMachine({
  id: 'certification',
  context: {
    state: null,
    info: null,
    draft: EMPTY_CERTIFICATION_DRAFT,
    files: { licence: null, authorisation: null },
    problems: {},
    fileErrors: {},
    refused: {},
    matches: [],
    certifiedElsewhere: false,
    serverError: null,
    serverStatus: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'deciding', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    deciding: {
      always: [
        { guard: 'isPending', target: 'pending' },
        { guard: 'isCertified', target: 'certified' },
        { guard: 'isRejected', target: 'rejected' },
        { guard: 'isRecertify', target: 'recertify' },
        { target: 'editing', actions: 'prefill' },
      ],
    },
    pending: { on: { REFRESH: 'loading' } },
    certified: { on: { EDIT_AGAIN: { target: 'editing', actions: 'prefill' } } },
    rejected: { on: { EDIT_AGAIN: { target: 'editing', actions: 'prefill' } } },
    recertify: { on: { EDIT_AGAIN: { target: 'editing', actions: 'prefill' } } },
    editing: {
      initial: 'idle',
      on: {
        EDIT: { actions: { type: 'edit', params: ({ event }) => ({ patch: event.patch }) } },
        LOOKUP: [{ guard: 'longEnough', target: '.searching', reenter: true }, { target: '.idle', actions: 'clearMatches' }],
        PICK_COMPANY: { target: '.checking', reenter: true, actions: { type: 'pickCompany', params: ({ event }) => ({ company: event.company }) } },
        PICK: [
          { guard: 'badFile', actions: { type: 'refuseFile', params: ({ event }) => ({ slot: event.slot, error: checkCertFile(event.file)!, file: event.file }) } },
          { actions: { type: 'pick', params: ({ event }) => ({ slot: event.slot, file: event.file }) } },
        ],
        DROP: { actions: { type: 'drop', params: ({ event }) => ({ slot: event.slot }) } },
        SUBMIT: [{ guard: 'incomplete', actions: 'showProblems' }, { target: 'submitting', actions: 'startSubmit' }],
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'lookup',
            src: 'lookup',
            input: ({ event }) => ({ keyword: event.type === 'LOOKUP' ? event.keyword.trim() : '' }),
            onDone: { target: 'idle', actions: { type: 'found', params: ({ event }) => event.output } },
            // A failed lookup leaves the member typing the name by hand.
            onError: { target: 'idle', actions: 'clearMatches' },
          },
        },
        // A picked company: only whether it is certified for another account is asked.
        checking: {
          invoke: {
            id: 'check',
            src: 'check',
            input: ({ context }) => ({ keyword: context.draft.companyName }),
            onDone: { target: 'idle', actions: { type: 'checked', params: ({ event }) => event.output } },
            onError: 'idle',
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          fields: normaliseCertificationDraft(context.draft),
          licence: context.files.licence!,
          authorisation: context.draft.applicantIsLegal ? null : context.files.authorisation,
        }),
        onDone: 'loading',
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

// A WeChat user without an 爱备客 account (the token call answered code 1010 with a socialKey):
// verify a mobile (captcha -> SMS code, purpose social) -> socialRegisterStep1 { socialKey,
// mobile, smsCode } -> { ticket, exists }. A mobile that already has an account is bound at
// once; a new one may choose a password first (or skip it: the account then has none) ->
// socialRegisterStep2 { ticket, password? } -> a token, the machine's output.
// The socialKey and the ticket are one-use: a refused step needs a new scan (`failed`).
import { assign, fromPromise, setup } from 'xstate';
import { checkMobile, checkNewPassword, checkSmsCode, compact, hasErrors } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldErrors, TokenGrant } from './account-form.ts';
import { smsCodeMachine } from './sms-code.ts';

export interface SocialBindInput {
  socialKey: string;
  nickname: string;
}

export interface SocialStep1Input {
  socialKey: string;
  mobile: string;
  smsCode: string;
}

export interface SocialStep1Result {
  ticket: string;
  /** The mobile already has an account (it gets the WeChat bound). */
  exists: boolean;
}

export interface SocialStep2Input {
  ticket: string;
  password?: string;
}

export type SocialBindField = 'mobile' | 'code' | 'password' | 'confirm';

export interface SocialBindContext {
  socialKey: string;
  nickname: string;
  errors: FieldErrors<SocialBindField>;
  formError: string | null;
  ticket: string | null;
  exists: boolean;
  grant: TokenGrant | null;
}

export type SocialBindEvent =
  | { type: 'SUBMIT'; mobile: string; code: string }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirm: string }
  | { type: 'SKIP_PASSWORD' }
  | { type: 'EDIT'; field: SocialBindField };

function verifyErrors(mobile: string, code: string): FieldErrors<SocialBindField> {
  return compact<SocialBindField>({ mobile: checkMobile(mobile), code: checkSmsCode(code) });
}

function passwordErrors(password: string, confirm: string): FieldErrors<SocialBindField> {
  return compact<SocialBindField>(checkNewPassword(password, confirm));
}

export const socialBindMachine = setup({
  types: {
    context: {} as SocialBindContext,
    events: {} as SocialBindEvent,
    input: {} as SocialBindInput,
    output: {} as { grant: TokenGrant },
    children: {} as { smsCode: 'smsCode' },
  },
  actors: {
    smsCode: smsCodeMachine,
    socialStep1: fromPromise<SocialStep1Result, SocialStep1Input>(() => Promise.reject(new Error('socialStep1 is provided by the app'))),
    socialStep2: fromPromise<TokenGrant, SocialStep2Input>(() => Promise.reject(new Error('socialStep2 is provided by the app'))),
  },
  actions: {
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<SocialBindField> }) => params.errors }),
    clearField: assign({
      errors: ({ context }, params: { field: SocialBindField }) => {
        const next = { ...context.errors };
        delete next[params.field];
        return next;
      },
    }),
    startSubmit: assign({ errors: {}, formError: null }),
    setTicket: assign({
      ticket: (_, params: { result: SocialStep1Result }) => params.result.ticket,
      exists: (_, params: { result: SocialStep1Result }) => params.result.exists,
    }),
    setGrant: assign({ grant: (_, params: { grant: TokenGrant }) => params.grant, ticket: null }),
    refuse: assign({ formError: (_, params: { error: unknown }) => failureOf(params.error).message || null, ticket: null }),
  },
  guards: {
    invalidVerify: ({ event }) => event.type === 'SUBMIT' && hasErrors(verifyErrors(event.mobile, event.code)),
    invalidPassword: ({ event }) => event.type === 'SUBMIT_PASSWORD' && hasErrors(passwordErrors(event.password, event.confirm)),
    exists: (_, params: { result: SocialStep1Result }) => params.result.exists,
  },
}).createMachine({
  id: 'socialBind',
  context: ({ input }) => ({
    socialKey: input.socialKey,
    nickname: input.nickname,
    errors: {},
    formError: null,
    ticket: null,
    exists: false,
    grant: null,
  }),
  on: {
    EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
  },
  initial: 'verifying',
  states: {
    verifying: {
      invoke: { id: 'smsCode', src: 'smsCode', input: { purpose: 'social', active: true } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: [
              { guard: 'invalidVerify', actions: { type: 'setErrors', params: ({ event }) => ({ errors: verifyErrors(event.mobile, event.code) }) } },
              { target: 'checking', actions: 'startSubmit' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'step1',
            src: 'socialStep1',
            input: ({ context, event }) => {
              const submit = event as Extract<SocialBindEvent, { type: 'SUBMIT' }>;
              return { socialKey: context.socialKey, mobile: submit.mobile.trim(), smsCode: submit.code.trim() };
            },
            onDone: [
              {
                guard: { type: 'exists', params: ({ event }) => ({ result: event.output }) },
                target: '#socialBind.binding',
                actions: { type: 'setTicket', params: ({ event }) => ({ result: event.output }) },
              },
              { target: '#socialBind.choosingPassword', actions: { type: 'setTicket', params: ({ event }) => ({ result: event.output }) } },
            ],
            onError: { target: '#socialBind.failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    choosingPassword: {
      on: {
        SUBMIT_PASSWORD: [
          { guard: 'invalidPassword', actions: { type: 'setErrors', params: ({ event }) => ({ errors: passwordErrors(event.password, event.confirm) }) } },
          { target: 'binding', actions: 'startSubmit' },
        ],
        SKIP_PASSWORD: { target: 'binding', actions: 'startSubmit' },
      },
    },
    binding: {
      invoke: {
        id: 'step2',
        src: 'socialStep2',
        input: ({ context, event }) =>
          event.type === 'SUBMIT_PASSWORD' ? { ticket: context.ticket ?? '', password: event.password } : { ticket: context.ticket ?? '' },
        onDone: { target: 'done', actions: { type: 'setGrant', params: ({ event }) => ({ grant: event.output }) } },
        onError: { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The socialKey or ticket is spent: the visitor scans again (the login machine's RESCAN). */
    failed: {},
    done: { type: 'final' },
  },
  output: ({ context }) => ({ grant: context.grant as TokenGrant }),
});

export type SocialBindMachine = typeof socialBindMachine;

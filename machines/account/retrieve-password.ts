// Forgotten password (/retrieve) in two steps:
// 1. verify: mobile + image captcha -> 获取验证码 (smsCode child, purpose forgot) -> the code ->
//    forgotPasswordStep1 -> a one-use ticket that lives `expiresIn` seconds (600);
// 2. reset: the new password typed twice -> forgotPasswordStep2 { ticket, password } -> done
//    (every session of the account is revoked; the visitor logs in with the new password).
// A ticket that runs out (on the client's clock or the server's) sends the visitor back to
// step 1. The app provides `forgotStep1` and `forgotStep2`, and the child's actors.
import { assign, fromPromise, setup } from 'xstate';
import { checkMobile, checkNewPassword, checkSmsCode, compact, hasErrors, isTicketRefusal, refusedField, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors } from './account-form.ts';
import { smsCodeMachine } from './sms-code.ts';

export interface ForgotStep1Input {
  mobile: string;
  smsCode: string;
}

export interface Ticket {
  ticket: string;
  expiresIn: number;
}

export interface ForgotStep2Input {
  ticket: string;
  password: string;
}

export type RetrieveField = 'mobile' | 'code' | 'password' | 'confirm';

export interface RetrieveContext {
  errors: FieldErrors<RetrieveField>;
  formError: string | null;
  ticket: Ticket | null;
  /** Step 1 again because the ticket ran out. */
  expired: boolean;
}

export type RetrieveEvent =
  | { type: 'SUBMIT_VERIFY'; mobile: string; code: string }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirm: string }
  | { type: 'EDIT'; field: RetrieveField };

function verifyErrors(mobile: string, code: string): FieldErrors<RetrieveField> {
  return compact<RetrieveField>({ mobile: checkMobile(mobile), code: checkSmsCode(code) });
}

function passwordErrors(password: string, confirm: string): FieldErrors<RetrieveField> {
  return compact<RetrieveField>(checkNewPassword(password, confirm));
}

export const retrievePasswordMachine = setup({
  types: {
    context: {} as RetrieveContext,
    events: {} as RetrieveEvent,
    children: {} as { smsCode: 'smsCode' },
  },
  actors: {
    smsCode: smsCodeMachine,
    forgotStep1: fromPromise<Ticket, ForgotStep1Input>(() => Promise.reject(new Error('forgotStep1 is provided by the app'))),
    forgotStep2: fromPromise<void, ForgotStep2Input>(() => Promise.reject(new Error('forgotStep2 is provided by the app'))),
  },
  delays: {
    ticketExpiry: ({ context }) => Math.max(1, context.ticket?.expiresIn ?? 600) * 1000,
  },
  actions: {
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<RetrieveField> }) => params.errors }),
    clearField: assign({ errors: ({ context }, params: { field: RetrieveField }) => withoutError(context.errors, params.field) }),
    startSubmit: assign({ errors: {}, formError: null, expired: false }),
    setTicket: assign({ ticket: (_, params: { ticket: Ticket }) => params.ticket }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message } = failureOf(params.error);
      const field = refusedField(message);
      const error: FieldError = { kind: 'server', message };
      if (field === 'mobile' || field === 'code') return { errors: { ...context.errors, [field]: error }, formError: null };
      return { formError: message || null };
    }),
    expire: assign({ ticket: null, expired: true, errors: {}, formError: null }),
  },
  guards: {
    invalidVerify: ({ event }) => event.type === 'SUBMIT_VERIFY' && hasErrors(verifyErrors(event.mobile, event.code)),
    invalidPassword: ({ event }) => event.type === 'SUBMIT_PASSWORD' && hasErrors(passwordErrors(event.password, event.confirm)),
    ticketRefused: (_, params: { error: unknown }) => isTicketRefusal(params.error),
  },
}).createMachine({
  id: 'retrievePassword',
  context: { errors: {}, formError: null, ticket: null, expired: false },
  on: {
    EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
  },
  initial: 'verify',
  states: {
    verify: {
      invoke: { id: 'smsCode', src: 'smsCode', input: { purpose: 'forgot', active: true } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_VERIFY: [
              { guard: 'invalidVerify', actions: { type: 'setErrors', params: ({ event }) => ({ errors: verifyErrors(event.mobile, event.code) }) } },
              { target: 'checking', actions: 'startSubmit' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'step1',
            src: 'forgotStep1',
            input: ({ event }) => {
              const submit = event as Extract<RetrieveEvent, { type: 'SUBMIT_VERIFY' }>;
              return { mobile: submit.mobile.trim(), smsCode: submit.code.trim() };
            },
            onDone: { target: '#retrievePassword.reset', actions: { type: 'setTicket', params: ({ event }) => ({ ticket: event.output }) } },
            onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    reset: {
      after: { ticketExpiry: { target: 'verify', actions: 'expire' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_PASSWORD: [
              {
                guard: 'invalidPassword',
                actions: { type: 'setErrors', params: ({ event }) => ({ errors: passwordErrors(event.password, event.confirm) }) },
              },
              { target: 'saving', actions: 'startSubmit' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'step2',
            src: 'forgotStep2',
            input: ({ context, event }) => ({
              ticket: context.ticket?.ticket ?? '',
              password: (event as Extract<RetrieveEvent, { type: 'SUBMIT_PASSWORD' }>).password,
            }),
            onDone: { target: '#retrievePassword.done', actions: assign({ ticket: null }) },
            onError: [
              { guard: { type: 'ticketRefused', params: ({ event }) => ({ error: event.error }) }, target: '#retrievePassword.verify', actions: 'expire' },
              { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

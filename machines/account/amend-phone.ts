// Changing the mobile (/amendPhone), a stepper 验证原手机 -> 绑定新手机 -> 完成:
// 1. verifyOld: image captcha -> sendSmsCodeByOldMobile (the smsCode child with purpose
//    oldMobile: the code goes to the current mobile, no number typed) -> checkOldMobile
//    { code } -> a one-use ticket for `expiresIn` seconds;
// 2. bindNew: the new mobile + a fresh captcha -> sendSmsCode (purpose newMobile) -> the code
//    -> resetMobile { mobile, code, ticket } -> done (the username follows when it was the
//    mobile).
// The server spends the ticket on any resetMobile call, so a refused one (or a ticket that ran
// out) starts again at step 1. The app provides `checkOldMobile`, `resetMobile` and `changed`.
import { assign, fromPromise, setup } from 'xstate';
import { checkMobile, checkSmsCode, compact, hasErrors, refusedField, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors } from './account-form.ts';
import type { Ticket } from './retrieve-password.ts';
import { smsCodeMachine } from './sms-code.ts';

export interface ResetMobileInput {
  mobile: string;
  code: string;
  ticket: string;
}

export type AmendPhoneField = 'mobile' | 'code';

export interface AmendPhoneContext {
  errors: FieldErrors<AmendPhoneField>;
  formError: string | null;
  ticket: Ticket | null;
  /** Step 1 again: the ticket ran out or was spent by a refused change. */
  restarted: boolean;
  newMobile: string | null;
}

export type AmendPhoneEvent =
  | { type: 'SUBMIT_OLD'; code: string }
  | { type: 'SUBMIT_NEW'; mobile: string; code: string }
  | { type: 'EDIT'; field: AmendPhoneField };

function oldErrors(code: string): FieldErrors<AmendPhoneField> {
  return compact<AmendPhoneField>({ code: checkSmsCode(code) });
}

function newErrors(mobile: string, code: string): FieldErrors<AmendPhoneField> {
  return compact<AmendPhoneField>({ mobile: checkMobile(mobile), code: checkSmsCode(code) });
}

export const amendPhoneMachine = setup({
  types: {
    context: {} as AmendPhoneContext,
    events: {} as AmendPhoneEvent,
    children: {} as { smsCode: 'smsCode' },
  },
  actors: {
    smsCode: smsCodeMachine,
    checkOldMobile: fromPromise<Ticket, { code: string }>(() => Promise.reject(new Error('checkOldMobile is provided by the app'))),
    resetMobile: fromPromise<{ mobile: string }, ResetMobileInput>(() => Promise.reject(new Error('resetMobile is provided by the app'))),
  },
  delays: {
    ticketExpiry: ({ context }) => Math.max(1, context.ticket?.expiresIn ?? 600) * 1000,
  },
  actions: {
    /** The mobile changed: the app refreshes the member info. */
    changed: (_, _params: { mobile: string }) => {},
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<AmendPhoneField> }) => params.errors }),
    clearField: assign({ errors: ({ context }, params: { field: AmendPhoneField }) => withoutError(context.errors, params.field) }),
    startSubmit: assign({ errors: {}, formError: null }),
    setTicket: assign({ ticket: (_, params: { ticket: Ticket }) => params.ticket, restarted: false }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message } = failureOf(params.error);
      const field = refusedField(message);
      const error: FieldError = { kind: 'server', message };
      if (field === 'mobile' || field === 'code') return { errors: { ...context.errors, [field]: error }, formError: null };
      return { formError: message || null };
    }),
    restart: assign({
      ticket: null,
      restarted: true,
      errors: {},
      formError: (_, params: { error?: unknown }) => (params.error === undefined ? null : failureOf(params.error).message || null),
    }),
    setNewMobile: assign({ newMobile: (_, params: { mobile: string }) => params.mobile, ticket: null }),
  },
  guards: {
    invalidOld: ({ event }) => event.type === 'SUBMIT_OLD' && hasErrors(oldErrors(event.code)),
    invalidNew: ({ event }) => event.type === 'SUBMIT_NEW' && hasErrors(newErrors(event.mobile, event.code)),
  },
}).createMachine({
  id: 'amendPhone',
  context: { errors: {}, formError: null, ticket: null, restarted: false, newMobile: null },
  on: {
    EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
  },
  initial: 'verifyOld',
  states: {
    verifyOld: {
      invoke: { id: 'smsCode', src: 'smsCode', input: { purpose: 'oldMobile', needsMobile: false, active: true } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_OLD: [
              { guard: 'invalidOld', actions: { type: 'setErrors', params: ({ event }) => ({ errors: oldErrors(event.code) }) } },
              { target: 'checking', actions: 'startSubmit' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'checkOld',
            src: 'checkOldMobile',
            input: ({ event }) => ({ code: (event as Extract<AmendPhoneEvent, { type: 'SUBMIT_OLD' }>).code.trim() }),
            onDone: { target: '#amendPhone.bindNew', actions: { type: 'setTicket', params: ({ event }) => ({ ticket: event.output }) } },
            onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    bindNew: {
      invoke: { id: 'smsCode', src: 'smsCode', input: { purpose: 'newMobile', active: true } },
      after: { ticketExpiry: { target: 'verifyOld', actions: { type: 'restart', params: {} } } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_NEW: [
              { guard: 'invalidNew', actions: { type: 'setErrors', params: ({ event }) => ({ errors: newErrors(event.mobile, event.code) }) } },
              { target: 'saving', actions: 'startSubmit' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'resetMobile',
            src: 'resetMobile',
            input: ({ context, event }) => {
              const submit = event as Extract<AmendPhoneEvent, { type: 'SUBMIT_NEW' }>;
              return { mobile: submit.mobile.trim(), code: submit.code.trim(), ticket: context.ticket?.ticket ?? '' };
            },
            onDone: { target: '#amendPhone.done', actions: { type: 'setNewMobile', params: ({ event }) => ({ mobile: event.output.mobile }) } },
            onError: { target: '#amendPhone.verifyOld', actions: { type: 'restart', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'changed', params: ({ context }) => ({ mobile: context.newMobile ?? '' }) },
    },
  },
});

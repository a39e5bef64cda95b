// Registration (/registered): mobile (1[3-9] + 9 digits) -> image captcha -> 获取验证码 (the
// smsCode child, purpose register, counting down) -> SMS code, password (8-20 letters and
// digits, both kinds) typed twice, the agreement accepted -> POST /member/open/member/register
// -> logged in with the new password at once (POST /system/oauth/token) -> the app leaves for
// the personal centre. Members register as personal; enterprise comes from certification.
// The app provides `register`, `requestToken` and `loggedIn`, and the child's actors.
import { assign, fromPromise, setup } from 'xstate';
import { checkMobile, checkNewPassword, checkSmsCode, compact, hasErrors, refusedField, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors, TokenGrant } from './account-form.ts';
import type { TokenRequest } from './login.ts';
import { smsCodeMachine } from './sms-code.ts';

export interface RegisterInput {
  mobile: string;
  smsCode: string;
  password: string;
  agree: true;
  /** A distributor's invitation code from the link (issue 19): the new member is bound to them. */
  inviteCode?: string;
}

export interface RegistrationInput {
  inviteCode?: string | null;
}

export interface Registered {
  memberId: number | string;
  username: string;
}

export type RegistrationField = 'mobile' | 'code' | 'password' | 'confirm' | 'agree';

export interface RegistrationContext {
  errors: FieldErrors<RegistrationField>;
  formError: string | null;
  /** Kept between the registration and the automatic login only. */
  credentials: { username: string; password: string } | null;
  grant: TokenGrant | null;
  inviteCode: string | null;
}

export type RegistrationEvent =
  | { type: 'SUBMIT'; mobile: string; code: string; password: string; confirm: string; agree: boolean }
  | { type: 'EDIT'; field: RegistrationField };

type Submit = Extract<RegistrationEvent, { type: 'SUBMIT' }>;

export function registrationErrors(submit: Omit<Submit, 'type'>): FieldErrors<RegistrationField> {
  return compact<RegistrationField>({
    mobile: checkMobile(submit.mobile),
    code: checkSmsCode(submit.code),
    ...checkNewPassword(submit.password, submit.confirm),
    agree: submit.agree ? undefined : { kind: 'required' },
  });
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
    children: {} as { smsCode: 'smsCode' },
  },
  actors: {
    smsCode: smsCodeMachine,
    register: fromPromise<Registered, RegisterInput>(() => Promise.reject(new Error('register is provided by the app'))),
    requestToken: fromPromise<TokenGrant, TokenRequest>(() => Promise.reject(new Error('requestToken is provided by the app'))),
  },
  actions: {
    /** Hands the token to the session and leaves the page. */
    loggedIn: (_, _params: { grant: TokenGrant }) => {},
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<RegistrationField> }) => params.errors }),
    clearField: assign({ errors: ({ context }, params: { field: RegistrationField }) => withoutError(context.errors, params.field) }),
    startSubmit: assign({
      errors: {},
      formError: null,
      credentials: (_, params: { username: string; password: string }) => params,
    }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message } = failureOf(params.error);
      const field = refusedField(message);
      const error: FieldError = { kind: 'server', message };
      if (field === 'mobile' || field === 'code') return { errors: { ...context.errors, [field]: error }, formError: null, credentials: null };
      return { formError: message || null, credentials: null };
    }),
    setGrant: assign({ grant: (_, params: { grant: TokenGrant }) => params.grant, credentials: null }),
    forgetCredentials: assign({ credentials: null }),
  },
  guards: {
    invalid: ({ event }) => event.type === 'SUBMIT' && hasErrors(registrationErrors(event)),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ errors: {}, formError: null, credentials: null, grant: null, inviteCode: input?.inviteCode ?? null }),
  invoke: { id: 'smsCode', src: 'smsCode', input: { purpose: 'register', active: true } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'invalid', actions: { type: 'setErrors', params: ({ event }) => ({ errors: registrationErrors(event) }) } },
          {
            target: 'registering',
            actions: { type: 'startSubmit', params: ({ event }) => ({ username: event.mobile.trim(), password: event.password }) },
          },
        ],
        EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          const submit = event as Submit;
          const invite = context.inviteCode ? { inviteCode: context.inviteCode } : {};
          return { mobile: submit.mobile.trim(), smsCode: submit.code.trim(), password: submit.password, agree: true as const, ...invite };
        },
        onDone: { target: 'loggingIn' },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loggingIn: {
      invoke: {
        id: 'token',
        src: 'requestToken',
        input: ({ context }) => ({
          method: 'password' as const,
          username: context.credentials?.username ?? '',
          password: context.credentials?.password ?? '',
        }),
        onDone: { target: 'done', actions: { type: 'setGrant', params: ({ event }) => ({ grant: event.output }) } },
        // The account exists: the visitor logs in by hand.
        onError: { target: 'registered', actions: 'forgetCredentials' },
      },
    },
    registered: { type: 'final' },
    done: {
      type: 'final',
      entry: { type: 'loggedIn', params: ({ context }) => ({ grant: context.grant as TokenGrant }) },
    },
  },
});

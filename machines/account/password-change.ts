// The login password of a logged-in member, two modes:
// - change (/securitySettings, 修改): old password + new password twice -> resetPassword
//   { oldPassword, newPassword } -> every other session is revoked (the current one stays);
// - set (/setPassword, or 设置 in the security settings for accounts made by SMS or WeChat):
//   the new password twice -> setPassword { password }.
// The app provides `savePassword` and `saved` (a toast, and member info read again).
import { assign, fromPromise, setup } from 'xstate';
import { checkNewPassword, compact, hasErrors, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors } from './account-form.ts';
import { MSG } from '../../domain/shared/messages.ts';

export type PasswordMode = 'set' | 'change';

export interface SavePasswordInput {
  mode: PasswordMode;
  oldPassword: string;
  password: string;
}

export interface PasswordSaved {
  /** Sessions on other devices that were logged out (change only). */
  revokedSessions?: number;
}

export type PasswordField = 'oldPassword' | 'password' | 'confirm';

export interface PasswordChangeInput {
  mode: PasswordMode;
}

export interface PasswordChangeContext {
  mode: PasswordMode;
  errors: FieldErrors<PasswordField>;
  formError: string | null;
}

export type PasswordChangeEvent =
  | { type: 'SUBMIT'; oldPassword: string; password: string; confirm: string }
  | { type: 'EDIT'; field: PasswordField }
  /** Another change after one was saved. */
  | { type: 'AGAIN' };

type Submit = Extract<PasswordChangeEvent, { type: 'SUBMIT' }>;

export function passwordChangeErrors(mode: PasswordMode, submit: Omit<Submit, 'type'>): FieldErrors<PasswordField> {
  const errors = compact<PasswordField>({
    oldPassword: mode === 'change' && submit.oldPassword === '' ? { kind: 'required' } : undefined,
    ...checkNewPassword(submit.password, submit.confirm),
  });
  if (mode === 'change' && !errors.password && submit.oldPassword !== '' && submit.oldPassword === submit.password) {
    errors.password = { kind: 'same' };
  }
  return errors;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
  },
  actors: {
    savePassword: fromPromise<PasswordSaved, SavePasswordInput>(() => Promise.reject(new Error('savePassword is provided by the app'))),
  },
  actions: {
    saved: (_, _params: { mode: PasswordMode; result: PasswordSaved }) => {},
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<PasswordField> }) => params.errors }),
    clearField: assign({ errors: ({ context }, params: { field: PasswordField }) => withoutError(context.errors, params.field) }),
    startSubmit: assign({ errors: {}, formError: null }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message } = failureOf(params.error);
      const error: FieldError = { kind: 'server', message };
      if (message === MSG.oldPasswordWrong) return { errors: { ...context.errors, oldPassword: error }, formError: null };
      if (message === MSG.samePassword || message === MSG.passwordRule) return { errors: { ...context.errors, password: error }, formError: null };
      return { formError: message || null };
    }),
  },
  guards: {
    invalid: ({ context, event }) => event.type === 'SUBMIT' && hasErrors(passwordChangeErrors(context.mode, event)),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ mode: input.mode, errors: {}, formError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: 'invalid',
            actions: { type: 'setErrors', params: ({ context, event }) => ({ errors: passwordChangeErrors(context.mode, event) }) },
          },
          { target: 'saving', actions: 'startSubmit' },
        ],
        EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'savePassword',
        input: ({ context, event }) => {
          const submit = event as Submit;
          return { mode: context.mode, oldPassword: context.mode === 'change' ? submit.oldPassword : '', password: submit.password };
        },
        onDone: {
          target: 'saved',
          actions: { type: 'saved', params: ({ context, event }) => ({ mode: context.mode, result: event.output }) },
        },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: { AGAIN: { target: 'editing', actions: assign({ mode: 'change' as const }) } },
    },
  },
});

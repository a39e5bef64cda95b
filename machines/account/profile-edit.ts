// Nickname and avatar (/accountInformation): a picked image is checked before it is uploaded,
// by size (at most 2 MB) and by its content (the first bytes must be PNG, JPEG or WebP,
// whatever its name says; the server checks the same again) -> preview -> 保存 ->
// updateNickAvatar (multipart: nickname and/or avatar) -> saved.
// The app provides `readHeader` (the file's first bytes), `saveProfile` and `saved`.
import { assign, fromPromise, setup } from 'xstate';
import { checkNickname, compact, hasErrors, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors } from './account-form.ts';
import { MSG } from '../../domain/shared/messages.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The image type of a file by its first bytes (at least 12), or null. */
export function detectImageType(bytes: Uint8Array): AvatarType | null {
  const at = (i: number) => bytes[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from(bytes.slice(from, to)));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A picked file as the machine sees it (the app passes the browser's File). */
export interface AvatarFile {
  name: string;
  size: number;
  type: string;
}

export interface SaveProfileInput {
  nickname: string | null;
  avatar: AvatarFile | null;
}

export interface ProfileSaved {
  nickname?: string;
  avatarUrl?: string;
}

export type ProfileField = 'nickname' | 'avatar';

export interface ProfileEditContext {
  errors: FieldErrors<ProfileField>;
  formError: string | null;
  /** The image being checked. */
  picked: AvatarFile | null;
  /** The checked image waiting to be saved. */
  avatar: AvatarFile | null;
}

export type ProfileEditEvent =
  | { type: 'PICK_AVATAR'; file: AvatarFile }
  | { type: 'DROP_AVATAR' }
  | { type: 'SUBMIT'; nickname: string; nicknameChanged: boolean }
  | { type: 'EDIT'; field: ProfileField };

type Submit = Extract<ProfileEditEvent, { type: 'SUBMIT' }>;

function submitErrors(context: ProfileEditContext, submit: Submit): FieldErrors<ProfileField> {
  return compact<ProfileField>({ nickname: submit.nicknameChanged ? checkNickname(submit.nickname) : undefined });
}

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
  },
  actors: {
    readHeader: fromPromise<Uint8Array, { file: AvatarFile }>(() => Promise.reject(new Error('readHeader is provided by the app'))),
    saveProfile: fromPromise<ProfileSaved, SaveProfileInput>(() => Promise.reject(new Error('saveProfile is provided by the app'))),
  },
  actions: {
    saved: (_, _params: { result: ProfileSaved }) => {},
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<ProfileField> }) => params.errors }),
    setAvatarError: assign({
      errors: ({ context }, params: { error: FieldError }) => ({ ...context.errors, avatar: params.error }),
      avatar: null,
      picked: null,
    }),
    clearField: assign({ errors: ({ context }, params: { field: ProfileField }) => withoutError(context.errors, params.field) }),
    pick: assign({ picked: (_, params: { file: AvatarFile }) => params.file }),
    keepAvatar: assign({
      avatar: ({ context }) => context.picked,
      picked: null,
      errors: ({ context }) => withoutError(context.errors, 'avatar'),
    }),
    dropAvatar: assign({ avatar: null, errors: ({ context }) => withoutError(context.errors, 'avatar') }),
    startSubmit: assign({ errors: {}, formError: null }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message, status } = failureOf(params.error);
      const error: FieldError = { kind: 'server', message };
      if (status === 413 || status === 415 || message === MSG.avatarType) return { errors: { ...context.errors, avatar: error }, formError: null };
      if (message === MSG.nicknameInvalid) return { errors: { ...context.errors, nickname: error }, formError: null };
      return { formError: message || null };
    }),
    clearAfterSave: assign({ avatar: null }),
  },
  guards: {
    tooLarge: ({ event }) => event.type === 'PICK_AVATAR' && event.file.size > AVATAR_MAX_BYTES,
    empty: ({ event }) => event.type === 'PICK_AVATAR' && event.file.size === 0,
    isImage: (_, params: { bytes: Uint8Array }) => detectImageType(params.bytes) !== null,
    invalid: ({ context, event }) => event.type === 'SUBMIT' && hasErrors(submitErrors(context, event)),
    nothingToSave: ({ context, event }) => event.type === 'SUBMIT' && !event.nicknameChanged && context.avatar === null,
  },
}).createMachine({
  id: 'profileEdit',
  context: { errors: {}, formError: null, picked: null, avatar: null },
  on: {
    EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        PICK_AVATAR: [
          { guard: 'tooLarge', actions: { type: 'setAvatarError', params: { error: { kind: 'tooLarge' } } } },
          { guard: 'empty', actions: { type: 'setAvatarError', params: { error: { kind: 'invalid' } } } },
          { target: 'inspecting', actions: { type: 'pick', params: ({ event }) => ({ file: event.file }) } },
        ],
        DROP_AVATAR: { actions: 'dropAvatar' },
        SUBMIT: [
          { guard: 'invalid', actions: { type: 'setErrors', params: ({ context, event }) => ({ errors: submitErrors(context, event) }) } },
          { guard: 'nothingToSave' },
          { target: 'saving', actions: 'startSubmit' },
        ],
      },
    },
    inspecting: {
      invoke: {
        id: 'header',
        src: 'readHeader',
        input: ({ context }) => ({ file: context.picked as AvatarFile }),
        onDone: [
          {
            guard: { type: 'isImage', params: ({ event }) => ({ bytes: event.output }) },
            target: 'editing',
            actions: 'keepAvatar',
          },
          { target: 'editing', actions: { type: 'setAvatarError', params: { error: { kind: 'invalid' } } } },
        ],
        onError: { target: 'editing', actions: { type: 'setAvatarError', params: { error: { kind: 'invalid' } } } },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'saveProfile',
        input: ({ context, event }) => {
          const submit = event as Submit;
          return { nickname: submit.nicknameChanged ? submit.nickname.trim() : null, avatar: context.avatar };
        },
        onDone: { target: 'editing', actions: [{ type: 'saved', params: ({ event }) => ({ result: event.output }) }, 'clearAfterSave'] },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

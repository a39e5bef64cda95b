import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, detectImageType, profileEditMachine } from '../../../machines/account/profile-edit.ts';
import type { AvatarFile, ProfileEditEvent, ProfileSaved, SaveProfileInput } from '../../../machines/account/profile-edit.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const TEXT_HEADER = new TextEncoder().encode('<svg xmlns="ht');
const PHOTO: AvatarFile = { name: 'me.png', size: 40_000, type: 'image/png' };
const HUGE: AvatarFile = { name: 'huge.jpg', size: AVATAR_MAX_BYTES + 1, type: 'image/jpeg' };

const EVENTS = [
  { type: 'PICK_AVATAR', file: PHOTO },
  { type: 'PICK_AVATAR', file: HUGE },
  { type: 'DROP_AVATAR' },
  { type: 'SUBMIT', nickname: '设备科老王', nicknameChanged: true },
  { type: 'SUBMIT', nickname: '<b>', nicknameChanged: true },
  { type: 'SUBMIT', nickname: '张工', nicknameChanged: false },
  { type: 'xstate.done.actor.header', output: PNG_HEADER },
  { type: 'xstate.done.actor.header', output: TEXT_HEADER },
  { type: 'xstate.done.actor.save', output: { nickname: '设备科老王' } },
  { type: 'xstate.error.actor.save', error: { message: '头像须为 PNG、JPEG 或 WebP 图片', code: 415, status: 415 } },
] as unknown as ProfileEditEvent[];

interface Effects {
  headers: Array<{ file: AvatarFile }>;
  saves: SaveProfileInput[];
  saved: ProfileSaved[];
}

function startProfile(effects: Effects): Harness {
  return startMachine(profileEditMachine, {
    provide: (fake) => ({
      actors: {
        readHeader: fake.promise<Uint8Array, { file: AvatarFile }>('header', effects.headers),
        saveProfile: fake.promise<ProfileSaved, SaveProfileInput>('save', effects.saves),
      },
      actions: {
        saved: (_, params) => {
          effects.saved.push(params.result);
        },
      },
    }),
  });
}

const paths = shortestPaths(profileEditMachine, { events: EVENTS, stopWhenDone: true });

describePaths('profile edit, model-based', paths, {
  effects: (): Effects => ({ headers: [], saves: [], saved: [] }),
  start: startProfile,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: string; context: { avatar: AvatarFile | null } };
    // Only a file small enough is read, and only a real image is kept for upload.
    expect(effects.headers.every((input) => input.file.size <= AVATAR_MAX_BYTES)).toBe(true);
    if (snap.context.avatar) expect(snap.context.avatar).toEqual(PHOTO);
    if (snap.value === 'saving') {
      const sent = effects.saves.at(-1)!;
      expect(sent.avatar).toEqual(snap.context.avatar);
      expect(sent.nickname === null || sent.nickname === '设备科老王').toBe(true);
      expect(sent.nickname !== null || sent.avatar !== null).toBe(true);
    }
  },
});

describe('profile edit rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(profileEditMachine, paths);
  });

  it('knows PNG, JPEG and WebP by their first bytes, whatever the name says', () => {
    expect(detectImageType(PNG_HEADER)).toBe('image/png');
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(TEXT_HEADER)).toBeNull();
    expect(detectImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it('refuses a picture over 2 MB without reading it', () => {
    const effects: Effects = { headers: [], saves: [], saved: [] };
    const h = startProfile(effects);
    h.send({ type: 'PICK_AVATAR', file: HUGE });
    expect(h.snapshot().context).toMatchObject({ errors: { avatar: { kind: 'tooLarge' } }, avatar: null });
    expect(effects.headers).toEqual([]);
    h.stop();
  });
});

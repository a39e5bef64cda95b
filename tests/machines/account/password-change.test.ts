import { describe, expect, it } from 'vitest';
import { passwordChangeErrors, passwordChangeMachine } from '../../../machines/account/password-change.ts';
import type { PasswordChangeEvent, PasswordChangeInput, PasswordSaved, SavePasswordInput } from '../../../machines/account/password-change.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const EVENTS = [
  { type: 'SUBMIT', oldPassword: 'Demo2026', password: 'NewPass2026', confirm: 'NewPass2026' },
  { type: 'SUBMIT', oldPassword: '', password: 'Demo2026', confirm: 'Demo2027' },
  { type: 'EDIT', field: 'confirm' },
  { type: 'AGAIN' },
  { type: 'xstate.done.actor.save', output: { revokedSessions: 2 } },
  { type: 'xstate.error.actor.save', error: { message: '原密码错误', code: 400, status: 400 } },
  { type: 'xstate.error.actor.save', error: { message: '网络异常，请稍后重试', code: 0, status: null } },
] as unknown as PasswordChangeEvent[];

interface Effects {
  saves: SavePasswordInput[];
  saved: Array<{ mode: string; result: PasswordSaved }>;
}

function startChange(input: PasswordChangeInput, effects: Effects): Harness {
  return startMachine(passwordChangeMachine, {
    input,
    provide: (fake) => ({
      actors: { savePassword: fake.promise('save', effects.saves) },
      actions: {
        saved: (_, params) => {
          effects.saved.push(params);
        },
      },
    }),
  });
}

const INPUTS: PasswordChangeInput[] = [{ mode: 'change' }, { mode: 'set' }];
const allPaths = INPUTS.map((input) => ({ input, paths: shortestPaths(passwordChangeMachine, { events: EVENTS, input, stopWhenDone: true }) }));

for (const { input, paths } of allPaths) {
  describePaths(`password ${input.mode}, model-based`, paths, {
    effects: (): Effects => ({ saves: [], saved: [] }),
    start: (effects) => startChange(input, effects),
    check: (effects, h, event) => {
      const snap = h.snapshot() as { value: string; context: { mode: string } };
      if (snap.value === 'saving') {
        const sent = effects.saves.at(-1)!;
        expect(sent.mode).toBe(snap.context.mode);
        expect(sent.password).toBe('NewPass2026');
        // Setting a first password sends no old one.
        expect(sent.oldPassword).toBe(snap.context.mode === 'change' ? 'Demo2026' : '');
      }
      if (snap.value === 'saved' && event.type === 'xstate.done.actor.save') {
        expect(effects.saved.at(-1)).toEqual({ mode: snap.context.mode, result: { revokedSessions: 2 } });
      }
    },
  });
}

describe('password change rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(passwordChangeMachine, allPaths.flatMap((p) => p.paths));
  });

  it('asks for the old password only when changing, and refuses the same password', () => {
    expect(passwordChangeErrors('change', { oldPassword: '', password: 'Abc12345', confirm: 'Abc12345' })).toEqual({ oldPassword: { kind: 'required' } });
    expect(passwordChangeErrors('set', { oldPassword: '', password: 'Abc12345', confirm: 'Abc12345' })).toEqual({});
    expect(passwordChangeErrors('change', { oldPassword: 'Abc12345', password: 'Abc12345', confirm: 'Abc12345' })).toEqual({ password: { kind: 'same' } });
  });

  it('puts 原密码错误 on the old password field', async () => {
    const effects: Effects = { saves: [], saved: [] };
    const h = startChange({ mode: 'change' }, effects);
    h.send({ type: 'SUBMIT', oldPassword: 'Wrong2026', password: 'NewPass2026', confirm: 'NewPass2026' });
    h.pending('save')!.reject({ message: '原密码错误', code: 400, status: 400 });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toMatchObject({ errors: { oldPassword: { kind: 'server', message: '原密码错误' } }, formError: null });
    h.stop();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordLoginMachine } from '../../machines/password-login.ts';
import type { Credentials, PasswordLoginEvent, TokenGrant } from '../../machines/password-login.ts';
import { createActorTestModel, deferred, reachedNodeIds, stateNodeIds, walkPath } from './actor-test-model.ts';
import type { Deferred, Harness } from './actor-test-model.ts';

const GRANT: TokenGrant = { access_token: 'new-token', token_type: 'bearer', expires_in: 7200 };

const EVENTS = [
  { type: 'SUBMIT', username: '13800000001', password: 'Demo2026' },
  { type: 'SUBMIT', username: '  ', password: 'Demo2026' },
  { type: 'SUBMIT', username: '13800000001', password: '' },
  { type: 'xstate.done.actor.token', output: GRANT },
  { type: 'xstate.error.actor.token', error: new Error('用户名或密码错误') },
] as unknown as PasswordLoginEvent[];

function startLogin(effects: { requests: Credentials[]; grants: TokenGrant[] }): Harness {
  const pending = new Map<string, Deferred<unknown>>();
  const machine = passwordLoginMachine.provide({
    actors: {
      requestToken: fromPromise<TokenGrant, Credentials>(({ input }) => {
        effects.requests.push(input);
        const d = deferred<unknown>();
        pending.set('token', d);
        return d.promise as Promise<TokenGrant>;
      }),
    },
    actions: {
      loggedIn: (_, params) => {
        effects.grants.push(params.grant);
      },
    },
  });
  const actor = createActor(machine).start();
  return {
    snapshot: () => actor.getSnapshot(),
    send: (event) => actor.send(event as PasswordLoginEvent),
    pending: (id) => pending.get(id),
    stop: () => actor.stop(),
  };
}

const model = createActorTestModel(passwordLoginMachine, { events: EVENTS });
const paths = model.getShortestPaths();

describe(`password login, model-based: ${paths.length} shortest paths`, () => {
  for (const path of paths) {
    it(path.description, async () => {
      let effects = { requests: [] as Credentials[], grants: [] as TokenGrant[] };
      await walkPath(
        path,
        () => {
          effects = { requests: [], grants: [] };
          return startLogin(effects);
        },
        {},
        (_s, h) => {
          const snap = h.snapshot() as { value: string };
          if (snap.value === 'submitting') expect(effects.requests.at(-1)).toEqual({ username: '13800000001', password: 'Demo2026' });
          if (snap.value === 'done') expect(effects.grants).toEqual([GRANT]);
          else expect(effects.grants).toEqual([]);
        },
      );
    });
  }
});

describe('password login rules', () => {
  it('the shortest paths reach every state node', () => {
    const reached = reachedNodeIds(paths);
    for (const id of stateNodeIds(passwordLoginMachine)) expect(reached, id).toContain(id);
  });

  it('does not call the server without a username or a password', () => {
    const effects = { requests: [] as Credentials[], grants: [] as TokenGrant[] };
    const h = startLogin(effects);
    h.send({ type: 'SUBMIT', username: '', password: 'x' });
    expect(h.snapshot().context).toEqual({ problem: 'missingUsername' });
    h.send({ type: 'SUBMIT', username: 'a', password: '' });
    expect(h.snapshot().context).toEqual({ problem: 'missingPassword' });
    expect(effects.requests).toEqual([]);
    h.stop();
  });
});

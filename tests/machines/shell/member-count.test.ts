import { describe, expect, it } from 'vitest';
import { MEMBER_COUNT_POLL_MS, memberCountMachine } from '../../../machines/shell/member-count.ts';
import type { MemberCountContext, MemberCountEvent } from '../../../machines/shell/member-count.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const EVENTS = [
  { type: 'SESSION', token: 'tok-a' },
  { type: 'SESSION', token: 'tok-b' },
  { type: 'SESSION', token: null },
  { type: 'REFRESH' },
  { type: 'SET', total: 5 },
  { type: 'xstate.done.actor.count', output: 3 },
  { type: 'xstate.done.actor.count', output: 0 },
  { type: 'xstate.error.actor.count', error: new Error('网络异常') },
] as unknown as MemberCountEvent[];

interface Effects {
  fetches: string[];
}

function startCount(effects: Effects, token: string | null): Harness {
  return startMachine(memberCountMachine, {
    input: { token },
    timers: true,
    provide: (fake) => ({ actors: { fetchCount: fake.promise<number, { token: string }>('count', (input) => effects.fetches.push(input.token)) } }),
  });
}

useFakeTimers();

for (const token of [null, 'tok-a']) {
  const paths = shortestPaths(memberCountMachine, { events: EVENTS, input: { token } });
  describePaths(`member count from ${token ?? 'a visitor'}, model-based`, paths, {
    effects: (): Effects => ({ fetches: [] }),
    start: (effects) => startCount(effects, token),
    delays: { poll: MEMBER_COUNT_POLL_MS },
    check: (effects, h) => {
      const snap = h.snapshot() as unknown as { value: unknown; context: MemberCountContext; matches: (v: unknown) => boolean };
      // A visitor has no count and nothing is ever asked without a token.
      if (snap.matches('visitor')) expect(snap.context).toEqual({ token: null, total: 0 });
      // SET is taken only while a member is logged in.
      if (snap.context.token === null) expect(snap.context.total).toBe(0);
      for (const t of effects.fetches) expect(t).not.toBe('');
      if (snap.matches({ member: 'loading' })) expect(effects.fetches.at(-1)).toBe(snap.context.token);
    },
  });
  it(`from ${token ?? 'a visitor'}: the shortest paths reach every state node`, () => {
    expectEveryStateReached(memberCountMachine, paths, ['memberCount.start']);
  });
}

describe('member count rules', () => {
  it('a count set during a read wins over that read (an add made right after the login)', async () => {
    const effects: Effects = { fetches: [] };
    const h = startCount(effects, null) as Harness & { advance: (ms: number) => Promise<void> };
    h.send({ type: 'SESSION', token: 'tok-a' });
    const stale = h.pending('count')!;
    h.send({ type: 'SET', total: 1 });
    stale.resolve(0);
    await h.advance(0);
    expect(h.snapshot().context).toEqual({ token: 'tok-a', total: 1 });
    h.stop();
  });

  it('reads at login, every 60 s, on REFRESH; keeps the count on failure; clears it at logout', async () => {
    const effects: Effects = { fetches: [] };
    const h = startCount(effects, null) as Harness & { advance: (ms: number) => Promise<void> };
    expect(effects.fetches).toEqual([]);
    h.send({ type: 'SESSION', token: 'tok-a' });
    expect(effects.fetches).toEqual(['tok-a']);
    h.pending('count')!.resolve(4);
    await h.advance(0);
    expect(h.snapshot().context).toEqual({ token: 'tok-a', total: 4 });
    await h.advance(MEMBER_COUNT_POLL_MS - 1);
    expect(effects.fetches).toHaveLength(1);
    await h.advance(1);
    expect(effects.fetches).toHaveLength(2);
    h.pending('count')!.reject(new Error('down'));
    await h.advance(0);
    expect((h.snapshot().context as MemberCountContext).total).toBe(4);
    h.send({ type: 'REFRESH' });
    expect(effects.fetches).toHaveLength(3);
    h.send({ type: 'SESSION', token: 'tok-a' });
    expect(effects.fetches).toHaveLength(3);
    h.send({ type: 'SESSION', token: null });
    expect(h.snapshot().context).toEqual({ token: null, total: 0 });
    await h.advance(MEMBER_COUNT_POLL_MS * 3);
    expect(effects.fetches).toHaveLength(3);
    h.stop();
  });

  it('a REFRESH during a read drops the older answer', async () => {
    const effects: Effects = { fetches: [] };
    const h = startCount(effects, 'tok-a') as Harness & { advance: (ms: number) => Promise<void> };
    const first = h.pending('count')!;
    h.send({ type: 'REFRESH' });
    const second = h.pending('count')!;
    expect(second).not.toBe(first);
    first.resolve(9);
    await h.advance(0);
    expect(h.snapshot().value).toEqual({ member: 'loading' });
    second.resolve(0);
    await h.advance(0);
    expect((h.snapshot().context as MemberCountContext).total).toBe(0);
    h.stop();
  });
});

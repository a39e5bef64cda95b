import { describe, expect, it } from 'vitest';
import { mayManageBooks } from '../../../machines/shared/company-rights.ts';
import { sessionMachine, displayName, hasMemberPrice } from '../../../machines/shell/session.ts';
import type { MemberInfo, SessionEvent } from '../../../machines/shell/session.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const PERSONAL: MemberInfo = {
  id: 1,
  username: '13800000001',
  memberType: 1,
  companyName: null,
  memberPriceEndTime: null,
};

const EVENTS = [
  { type: 'LOGIN', token: 'fresh-token', expiresIn: 7200 },
  { type: 'LOGOUT' },
  { type: 'NAVIGATE' },
  { type: 'UNAUTHORIZED' },
  { type: 'xstate.done.actor.memberInfo', output: PERSONAL },
  { type: 'xstate.error.actor.memberInfo', error: new Error('member service down') },
  { type: 'xstate.done.actor.revoke', output: undefined },
  { type: 'xstate.error.actor.revoke', error: new Error('revoked already') },
] as unknown as SessionEvent[];

interface Effects {
  cookie: string | null;
  messages: string[];
  navigations: string[];
  memberInfoCalls: string[];
  revokeCalls: string[];
  messagesSeen: number;
}

function startSession(cookieToken: string | null, effects: Effects): Harness {
  return startMachine(sessionMachine, {
    input: { token: cookieToken },
    provide: (fake) => ({
      actors: {
        fetchMemberInfo: fake.promise<MemberInfo, { token: string }>('memberInfo', (input) => effects.memberInfoCalls.push(input.token)),
        revokeToken: fake.promise<void, { token: string }>('revoke', (input) => effects.revokeCalls.push(input.token)),
      },
      actions: {
        persistToken: (_, params) => {
          effects.cookie = params.token;
        },
        forgetToken: () => {
          effects.cookie = null;
        },
        notifyRelogin: () => {
          effects.messages.push('请重新登录');
        },
        goHome: () => {
          effects.navigations.push('/');
        },
        goToLogin: () => {
          effects.navigations.push('/login');
        },
      },
    }),
  });
}

function effectsFor(cookieToken: string | null): Effects {
  return { cookie: cookieToken, messages: [], navigations: [], memberInfoCalls: [], revokeCalls: [], messagesSeen: 0 };
}

// Invariants checked after every step of every path: the cookie mirrors the token in state;
// member info is only ever fetched with the current token.
// And the effect each event must have had.
function checkInvariants(effects: Effects, harness: Harness, event: { type: string }): void {
  const snapshot = harness.snapshot() as { value: unknown; context: { token: string | null; userInfo: unknown } };
  const { context } = snapshot;
  expect(effects.cookie).toBe(context.token);
  if (JSON.stringify(snapshot.value) === JSON.stringify({ authenticated: 'loadingMember' })) {
    expect(effects.memberInfoCalls.at(-1)).toBe(context.token);
  }
  if (snapshot.value === 'loggingOut') expect(effects.revokeCalls.at(-1)).toBe(context.token);
  if (snapshot.value === 'anonymous') {
    expect(context).toEqual({ token: null, userInfo: null });
    if (event.type === 'UNAUTHORIZED') {
      expect(effects.messages.at(-1)).toBe('请重新登录');
      expect(effects.navigations.at(-1)).toBe('/login');
    }
    if (event.type.endsWith('.revoke')) expect(effects.navigations.at(-1)).toBe('/');
  }
  // Only a 401 ever produces a message (a member-info failure is silent).
  if (event.type !== 'UNAUTHORIZED') expect(effects.messages.length).toBe(effects.messagesSeen);
  effects.messagesSeen = effects.messages.length;
}

const STARTS: Array<{ name: string; cookie: string | null }> = [
  { name: 'no token cookie', cookie: null },
  { name: 'token cookie at start', cookie: 'cookie-token' },
];

for (const start of STARTS) {
  const paths = shortestPaths(sessionMachine, { events: EVENTS, input: { token: start.cookie } });

  describePaths(`session machine, model-based (${start.name})`, paths, {
    effects: () => effectsFor(start.cookie),
    start: (effects) => startSession(start.cookie, effects),
    check: checkInvariants,
  });
}

describe('session machine, every state reached', () => {
  it('the shortest paths of both starts together reach every state node', () => {
    const paths = STARTS.flatMap((start) =>
      shortestPaths(sessionMachine, { events: EVENTS, input: { token: start.cookie } }),
    );
    // 'starting' is eventless: the machine leaves it before anyone can observe it.
    expectEveryStateReached(sessionMachine, paths, ['session.starting']);
  });
});

describe('session effects', () => {
  it('reads the token from the cookie, fetches member info and stores it', async () => {
    const effects = effectsFor('cookie-token');
    const h = startSession('cookie-token', effects);
    expect(effects.memberInfoCalls).toEqual(['cookie-token']);
    h.pending('memberInfo')!.resolve(PERSONAL);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().value).toEqual({ authenticated: 'ready' });
    expect((h.snapshot().context as { userInfo: MemberInfo }).userInfo).toEqual(PERSONAL);
    h.stop();
  });

  it('ignores a member-info failure silently and refetches on the next navigation', async () => {
    const effects = effectsFor('cookie-token');
    const h = startSession('cookie-token', effects);
    h.pending('memberInfo')!.reject(new Error('boom'));
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toEqual({ token: 'cookie-token', userInfo: null });
    expect(effects.messages).toEqual([]);
    h.send({ type: 'NAVIGATE' });
    expect(effects.memberInfoCalls).toEqual(['cookie-token', 'cookie-token']);
    h.stop();
  });

  it('a 401 while logged in clears the session, says 请重新登录 and goes to /login', async () => {
    const effects = effectsFor('cookie-token');
    const h = startSession('cookie-token', effects);
    h.send({ type: 'UNAUTHORIZED' });
    expect(h.snapshot().value).toBe('anonymous');
    expect(effects).toMatchObject({ cookie: null, messages: ['请重新登录'], navigations: ['/login'] });
    h.stop();
  });

  it('a 401 without a token changes nothing', () => {
    const effects = effectsFor(null);
    const h = startSession(null, effects);
    h.send({ type: 'UNAUTHORIZED' });
    expect(h.snapshot().value).toBe('anonymous');
    expect(effects.messages).toEqual([]);
    h.stop();
  });

  it('logout revokes the token, clears state and cookie, and goes to /', async () => {
    const effects = effectsFor('cookie-token');
    const h = startSession('cookie-token', effects);
    h.send({ type: 'LOGOUT' });
    expect(effects.revokeCalls).toEqual(['cookie-token']);
    h.pending('revoke')!.reject(new Error('network'));
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().value).toBe('anonymous');
    expect(effects).toMatchObject({ cookie: null, navigations: ['/'] });
    h.stop();
  });

  it('shows username for personal and company name for enterprise members', () => {
    expect(displayName(PERSONAL)).toBe('13800000001');
    expect(displayName({ ...PERSONAL, memberType: 2, companyName: '苏州精工机电有限公司' })).toBe('苏州精工机电有限公司');
    expect(hasMemberPrice(PERSONAL)).toBe(false);
    expect(hasMemberPrice({ ...PERSONAL, memberPriceEndTime: '2027-01-01T00:00:00.000Z' })).toBe(true);
  });

  it('lets a personal member, a company admin and finance change the books; not a buyer, approver, viewer or a disabled admin', () => {
    const member = (companyRole: MemberInfo['companyRole'], companyMemberStatus: MemberInfo['companyMemberStatus'] = 'active'): MemberInfo => ({ ...PERSONAL, memberType: 2, companyId: 7, companyRole, companyMemberStatus });
    expect(mayManageBooks(PERSONAL)).toBe(true);
    expect(mayManageBooks(null)).toBe(true);
    expect(mayManageBooks(member('admin'))).toBe(true);
    expect(mayManageBooks(member('finance'))).toBe(true);
    for (const role of ['buyer', 'approver', 'viewer'] as const) expect(mayManageBooks(member(role))).toBe(false);
    expect(mayManageBooks(member('admin', 'disabled'))).toBe(false);
  });
});

// The staff console's session machine (machines/staff/staff-session.ts): every shortest path
// walked with fake calls, and its rules. Since issue 35 (item 6) the token is an HttpOnly cookie
// the machine never sees: it always starts by asking who is signed in, signs in only with what
// /api/staff/me answered after a login the server accepted, and forgets who was signed in (and the
// CSRF token with it) on logout, on a refused check and on a 401.
import { describe, expect, it } from 'vitest';
import type { StaffMe } from '../../../domain/staff/staff-payloads.ts';
import { loginErrorOf, staffSessionMachine, type Credentials, type StaffSessionContext, type StaffSessionEvent } from '../../../machines/staff/staff-session.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const ME: StaffMe = { id: 3, username: 'caiwu', displayName: '财务 刘芳', role: 'finance', roleText: '财务', permissions: ['order.view', 'payment.review'], csrfToken: 'csrf-of-session' };
const WRONG = { message: '用户名或密码错误', status: 400 };

const CAPTCHA_NEEDED = { message: '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码后登录', code: 1012, status: 400, data: { challenge: 'captcha' } };

/** The kind of the login-policy challenge the form shows (its loginChallenge child). */
function challengeKind(h: Harness): string {
  const actor = (h as unknown as { actor: { getSnapshot(): { children: Record<string, { getSnapshot(): { context: { kind: string } } } | undefined> } } }).actor;
  return actor.getSnapshot().children.challenge?.getSnapshot().context.kind ?? 'none';
}

const EVENTS = [
  { type: 'LOGIN', username: '', password: 'x' },
  { type: 'LOGIN', username: 'caiwu', password: '' },
  { type: 'LOGIN', username: ' caiwu ', password: 'Staff2026' },
  { type: 'EDIT' },
  { type: 'LOGOUT' },
  { type: 'UNAUTHORIZED' },
  { type: 'xstate.done.actor.login', output: { csrfToken: 'csrf-of-session', expiresIn: 604800 } },
  { type: 'xstate.error.actor.login', error: WRONG },
  { type: 'xstate.error.actor.login', error: CAPTCHA_NEEDED },
  { type: 'LOGIN', username: 'admin', password: 'Admin2026', proof: { captchaKey: 'k', captchaCode: '' } },
  { type: 'xstate.done.actor.fetchMe', output: ME },
  { type: 'xstate.error.actor.fetchMe', error: { message: '登录已失效', status: 401 } },
  { type: 'xstate.done.actor.revoke', output: undefined },
  { type: 'xstate.error.actor.revoke', error: { message: 'network' } },
] as unknown as StaffSessionEvent[];

interface Effects {
  logins: Credentials[];
  checks: unknown[];
  revokes: unknown[];
}

const start = (effects: Effects): Harness =>
  startMachine(staffSessionMachine, {
    provide: (fake) => ({
      actors: { login: fake.promise<unknown, Credentials>('login', effects.logins), fetchMe: fake.promise('fetchMe', effects.checks), revoke: fake.promise('revoke', effects.revokes) },
    }),
  });

const fresh = (): Effects => ({ logins: [], checks: [], revokes: [] });

function check(effects: Effects, h: Harness) {
  const snap = h.snapshot() as { value: string; context: StaffSessionContext };
  // Only complete credentials are sent, trimmed.
  for (const l of effects.logins) expect(loginErrorOf(l)).toBeNull();
  for (const l of effects.logins) expect(l.username).toBe('caiwu');
  // The session opens by asking the server (the cookie is out of the page's reach).
  expect(effects.checks.length).toBeGreaterThanOrEqual(1);
  // Signed in only with who the server named, CSRF token included; signed out holds nothing.
  if (snap.value === 'signedIn') expect(snap.context.me).toEqual(ME);
  if (snap.value === 'signedOut') expect(snap.context.me).toBeNull();
  // The context never holds a token of any kind but the CSRF token inside `me`.
  expect(Object.keys(snap.context).sort()).toEqual(['expired', 'loginError', 'me', 'serverError']);
}

const paths = shortestPaths(staffSessionMachine, { events: EVENTS });
describePaths('staff session, model-based', paths, { effects: fresh, start, check });

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(staffSessionMachine, paths, []);
});

describe('staff session rules', () => {
  it('shows the captcha the server asks for and sends it with the next login (issue 35 item 1)', async () => {
    const effects = fresh();
    const h = start(effects);
    h.pending('fetchMe')!.reject({ message: '登录已失效', status: 401 });
    await new Promise((r) => setTimeout(r, 0));
    h.send({ type: 'LOGIN', username: 'admin', password: 'Guess2026' });
    h.pending('login')!.reject(CAPTCHA_NEEDED);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toMatchObject({ serverError: CAPTCHA_NEEDED.message });
    expect(challengeKind(h)).toBe('captcha');
    h.send({ type: 'LOGIN', username: 'admin', password: 'Admin2026', proof: { captchaKey: 'k', captchaCode: '' } });
    expect(h.snapshot().context).toMatchObject({ loginError: 'captchaRequired' });
    h.send({ type: 'LOGIN', username: 'admin', password: 'Admin2026', proof: { captchaKey: 'k', captchaCode: 'AB12' } });
    expect(effects.logins.at(-1)).toEqual({ username: 'admin', password: 'Admin2026', proof: { captchaKey: 'k', captchaCode: 'AB12' } });
    h.pending('login')!.resolve({ csrfToken: 'csrf-of-session', expiresIn: 604800 });
    await new Promise((r) => setTimeout(r, 0));
    expect(challengeKind(h)).toBe('none');
    h.stop();
  });

  it('names the first missing credential', () => {
    expect(loginErrorOf({ username: ' ', password: 'x' })).toBe('usernameRequired');
    expect(loginErrorOf({ username: 'a', password: '' })).toBe('passwordRequired');
    expect(loginErrorOf({ username: 'a', password: 'b' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loginMachine, WECHAT_NOT_BOUND } from '../../../machines/account/login.ts';
import type { AccountFacts, LoginEvent, LoginInput, LoginTab, TokenRequest } from '../../../machines/account/login.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const GRANT: TokenGrant = { access_token: 'new-token', token_type: 'bearer', expires_in: 604800 };
const BOUND_GRANT: TokenGrant = { access_token: 'bound-token', token_type: 'bearer', expires_in: 604800 };
const UNBOUND = {
  message: '该微信尚未绑定爱备客账号，请验证手机号完成绑定',
  code: WECHAT_NOT_BOUND,
  status: 400,
  data: { socialKey: 'social-key-0123456789abcdef', nickname: '微信用户abcd' },
};

const CAPTCHA_NEEDED = { message: '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码后登录', code: 1012, status: 400, data: { challenge: 'captcha' } };

/** The kind of the login-policy challenge the form shows (its loginChallenge child). */
function challengeKind(h: Harness): string {
  const actor = (h as unknown as { actor: { getSnapshot(): { children: Record<string, { getSnapshot(): { context: { kind: string } } } | undefined> } } }).actor;
  return actor.getSnapshot().children.challenge?.getSnapshot().context.kind ?? 'none';
}

const EVENTS = [
  { type: 'SELECT_TAB', tab: 'password' },
  { type: 'SELECT_TAB', tab: 'sms' },
  { type: 'SELECT_TAB', tab: 'wechat' },
  { type: 'SUBMIT_PASSWORD', username: '13800000001', password: 'Demo2026' },
  { type: 'SUBMIT_PASSWORD', username: ' ', password: '' },
  { type: 'SUBMIT_SMS', mobile: '13912345678', code: '123456' },
  { type: 'SUBMIT_SMS', mobile: '1391234', code: '12' },
  { type: 'EDIT', field: 'username' },
  { type: 'RESCAN' },
  { type: 'xstate.done.actor.token', output: GRANT },
  { type: 'xstate.error.actor.token', error: { message: '用户名或密码错误', code: 400, status: 400 } },
  { type: 'xstate.error.actor.token', error: UNBOUND },
  { type: 'xstate.error.actor.token', error: CAPTCHA_NEEDED },
  { type: 'xstate.done.actor.account', output: { hasPassword: false } },
  { type: 'xstate.done.actor.account', output: { hasPassword: true } },
  { type: 'xstate.error.actor.account', error: new Error('member service down') },
  { type: 'xstate.done.actor.wechatScan', output: { code: 'wx-code-0123456789' } },
  { type: 'xstate.done.actor.socialBind', output: { grant: BOUND_GRANT } },
] as unknown as LoginEvent[];

interface Effects {
  tokens: TokenRequest[];
  accounts: Array<{ token: string }>;
  loggedIn: Array<{ grant: TokenGrant; method: string; setPassword: boolean }>;
  remembered: LoginTab[];
  smsReceived: string[];
  smsInputs: unknown[];
  bindInputs: unknown[];
  /** The tab seen after the previous step, and how many switches were remembered by then. */
  seenTab: LoginTab | null;
  seenRemembered: number;
}

function newEffects(): Effects {
  return { tokens: [], accounts: [], loggedIn: [], remembered: [], smsReceived: [], smsInputs: [], bindInputs: [], seenTab: null, seenRemembered: 0 };
}

function startLogin(input: LoginInput, effects: Effects): Harness {
  return startMachine(loginMachine, {
    input,
    provide: (fake) => ({
      actors: {
        requestToken: fake.promise<TokenGrant, TokenRequest>('token', effects.tokens),
        fetchAccount: fake.promise<AccountFacts, { token: string }>('account', effects.accounts),
        smsCode: fake.listening(effects.smsReceived, effects.smsInputs),
        wechatScan: fake.child('wechatScan'),
        socialBind: fake.child('socialBind', effects.bindInputs),
      },
      actions: {
        loggedIn: (_, params) => {
          effects.loggedIn.push(params);
        },
        rememberTab: (_, params) => {
          effects.remembered.push(params.tab);
        },
      },
    }),
  });
}

type Snap = { value: unknown; context: { tab: LoginTab; method: string | null; needsPassword: boolean; grant: TokenGrant | null } };

const INPUTS: LoginInput[] = [{ tab: null }, { tab: 'sms' }, { tab: 'wechat' }];

function check(effects: Effects, harness: Harness, event: { type: string }): void {
  const snap = harness.snapshot() as Snap;
  const value = JSON.stringify(snap.value);
  // The tab the machine is on is the tab in context.
  if (typeof snap.value === 'object' && snap.value !== null) expect(Object.keys(snap.value)[0]).toBe(snap.context.tab);
  // A switch of tab, and only a switch, is remembered.
  if (effects.seenTab !== null && effects.seenTab !== snap.context.tab) {
    expect(event.type).toBe('SELECT_TAB');
    expect(effects.remembered).toHaveLength(effects.seenRemembered + 1);
    expect(effects.remembered.at(-1)).toBe(snap.context.tab);
  } else {
    expect(effects.remembered).toHaveLength(effects.seenRemembered);
  }
  effects.seenTab = snap.context.tab;
  effects.seenRemembered = effects.remembered.length;
  // Each login method sends its own credentials.
  if (value === '{"password":"submitting"}') {
    expect(effects.tokens.at(-1)).toEqual({ method: 'password', username: '13800000001', password: 'Demo2026' });
  }
  if (value === '{"sms":"submitting"}') expect(effects.tokens.at(-1)).toEqual({ method: 'sms', mobile: '13912345678', code: '123456' });
  if (value === '{"wechat":"submitting"}') expect(effects.tokens.at(-1)).toEqual({ method: 'social', code: 'wx-code-0123456789' });
  if (value === '{"wechat":"binding"}') {
    expect(effects.bindInputs.at(-1)).toEqual({ socialKey: UNBOUND.data.socialKey, nickname: UNBOUND.data.nickname });
  }
  // The SMS tab's captcha is asked for when the tab shows.
  if (snap.context.tab === 'sms' && value !== '"done"') {
    expect(effects.smsInputs.length === 1 && (effects.smsInputs[0] as { active: boolean }).active ? true : effects.smsReceived.includes('ACTIVATE')).toBe(true);
  }
  // After an SMS or WeChat login the account is read with the new token, a password login skips that.
  if (value === '"checkingAccount"') {
    expect(snap.context.method).not.toBe('password');
    expect(effects.accounts.at(-1)).toEqual({ token: 'new-token' });
  }
  // Logged in exactly once, at the end, offering /setPassword only to an account without one.
  if (value === '"done"') {
    expect(effects.loggedIn).toHaveLength(1);
    const done = effects.loggedIn[0]!;
    expect(done.grant).toEqual(snap.context.grant);
    expect(done.setPassword).toBe(snap.context.needsPassword);
    if (done.method === 'password') expect(done.setPassword).toBe(false);
  } else {
    expect(effects.loggedIn).toEqual([]);
  }
}

for (const input of INPUTS) {
  const paths = shortestPaths(loginMachine, { events: EVENTS, input, stopWhenDone: true });

  describePaths(`login, model-based (starting on ${input.tab ?? 'the default tab'})`, paths, {
    effects: newEffects,
    start: (effects) => startLogin(input, effects),
    check,
  });
}

describe('login rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap((input) => shortestPaths(loginMachine, { events: EVENTS, input, stopWhenDone: true }));
    // 'choosing' is eventless: left before anyone can observe it.
    expectEveryStateReached(loginMachine, paths, ['login.choosing']);
  });

  it('checks the fields before calling the server', () => {
    const effects = newEffects();
    const h = startLogin({ tab: 'sms' }, effects);
    h.send({ type: 'SUBMIT_SMS', mobile: '12345678901', code: '12a' });
    expect(h.snapshot().context).toMatchObject({ errors: { mobile: { kind: 'invalid' }, code: { kind: 'invalid' } } });
    h.send({ type: 'EDIT', field: 'mobile' });
    expect((h.snapshot().context as { errors: object }).errors).toEqual({ code: { kind: 'invalid' } });
    h.send({ type: 'SELECT_TAB', tab: 'password' });
    h.send({ type: 'SUBMIT_PASSWORD', username: '', password: '' });
    expect(h.snapshot().context).toMatchObject({ errors: { username: { kind: 'required' }, password: { kind: 'required' } } });
    expect(effects.tokens).toEqual([]);
    h.stop();
  });

  it('keeps the tab while a login is under way', async () => {
    const effects = newEffects();
    const h = startLogin({ tab: 'password' }, effects);
    h.send({ type: 'SUBMIT_PASSWORD', username: '13800000001', password: 'Demo2026' });
    h.send({ type: 'SELECT_TAB', tab: 'sms' });
    expect(h.snapshot().value).toEqual({ password: 'submitting' });
    expect(effects.remembered).toEqual([]);
    h.stop();
  });

  it('puts a wrong SMS code on the code field', async () => {
    const effects = newEffects();
    const h = startLogin({ tab: 'sms' }, effects);
    h.send({ type: 'SUBMIT_SMS', mobile: '13912345678', code: '000000' });
    h.pending('token')!.reject({ message: '验证码错误，还可尝试 4 次', code: 400, status: 400 });
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toMatchObject({ errors: { code: { kind: 'server', message: '验证码错误，还可尝试 4 次' } }, formError: null });
    h.stop();
  });

  it('asks for the captcha the server names, checks it is typed, and sends it with the password', async () => {
    const effects = newEffects();
    const h = startLogin({ tab: 'password' }, effects);
    h.send({ type: 'SUBMIT_PASSWORD', username: '13800000001', password: 'x' });
    h.pending('token')!.reject(CAPTCHA_NEEDED);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.snapshot().context).toMatchObject({ formError: CAPTCHA_NEEDED.message });
    const child = { context: { kind: challengeKind(h) } };
    expect(child.context.kind).toBe('captcha');
    h.send({ type: 'SUBMIT_PASSWORD', username: '13800000001', password: 'x', proof: { captchaKey: 'k', captchaCode: ' ' } });
    expect(h.snapshot().context).toMatchObject({ errors: { captcha: { kind: 'required' } } });
    h.send({ type: 'SUBMIT_PASSWORD', username: '13800000001', password: 'Demo2026', proof: { captchaKey: 'k', captchaCode: 'AB12' } });
    expect(effects.tokens.at(-1)).toEqual({ method: 'password', username: '13800000001', password: 'Demo2026', proof: { captchaKey: 'k', captchaCode: 'AB12' } });
    // Another account typed: the challenge was for the previous one.
    h.pending('token')!.reject({ message: '用户名或密码错误', code: 400, status: 400 });
    await new Promise((r) => setTimeout(r, 0));
    h.send({ type: 'EDIT', field: 'username' });
    expect(challengeKind(h)).toBe('none');
    h.stop();
  });

  it('an SMS login of an account without a password offers /setPassword', async () => {
    const effects = newEffects();
    const h = startLogin({ tab: 'sms' }, effects);
    h.send({ type: 'SUBMIT_SMS', mobile: '13912345678', code: '123456' });
    h.pending('token')!.resolve(GRANT);
    await new Promise((r) => setTimeout(r, 0));
    h.pending('account')!.resolve({ hasPassword: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(effects.loggedIn).toEqual([{ grant: GRANT, method: 'sms', setPassword: true }]);
    h.stop();
  });
});

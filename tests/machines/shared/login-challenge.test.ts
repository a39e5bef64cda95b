// The login-policy challenge (issue 35 item 1), model-based: the refusals 1012 (captcha) and 1013
// (SMS, sent or not) decide which proof fields the form shows; a captcha image is loaded whenever
// one is shown (every attempt spends the last one); the proof the next attempt carries holds only
// the fields on screen; a wrong password keeps the challenge; RESET clears it.
import { describe, expect, it } from 'vitest';
import { challengeOf, loginChallengeMachine, needsCaptcha, needsSmsCode, proofOf } from '../../../machines/shared/login-challenge.ts';
import type { LoginChallengeContext, LoginChallengeEvent } from '../../../machines/shared/login-challenge.ts';
import type { CaptchaImage } from '../../../machines/shared/login-challenge.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const IMAGE: CaptchaImage = { captchaKey: '00000000-0000-4000-8000-000000000001', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 300 } as CaptchaImage;
const CAPTCHA = { message: '该账号近期登录失败次数较多，为保障账号安全，请输入图形验证码后登录', code: 1012, status: 400, data: { challenge: 'captcha' } };
const SMS_NEEDED = { message: '请输入图形验证码，获取短信验证码', code: 1013, status: 400, data: { challenge: 'sms', sent: false } };
const SMS_SENT = { message: '短信验证码已发送至账号绑定的手机，请输入短信验证码后登录', code: 1013, status: 400, data: { challenge: 'sms', sent: true } };
const WRONG = { message: '用户名或密码错误', code: 400, status: 400 };

const EVENTS = [
  { type: 'CHALLENGE', error: CAPTCHA },
  { type: 'CHALLENGE', error: SMS_NEEDED },
  { type: 'CHALLENGE', error: SMS_SENT },
  { type: 'CHALLENGE', error: WRONG },
  { type: 'REFRESH_CAPTCHA' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.captcha', output: IMAGE },
  { type: 'xstate.error.actor.captcha', error: new Error('network') },
] as unknown as LoginChallengeEvent[];

interface Effects {
  fetches: void[];
}

function start(effects: Effects): Harness {
  return startMachine(loginChallengeMachine, {
    provide: (fake) => ({ actors: { fetchCaptcha: fake.promise<CaptchaImage, void>('captcha', effects.fetches) } }),
  });
}

function check(effects: Effects, harness: Harness): void {
  const snap = harness.snapshot() as { value: string; context: LoginChallengeContext };
  const { context } = snap;
  // No challenge: nothing shown, nothing carried.
  if (snap.value === 'none') {
    expect(context).toEqual({ kind: 'none', smsSent: false, captcha: null });
    expect(proofOf(context, { captchaCode: 'AB12', smsCode: '123456' })).toEqual({});
  }
  // A captcha is being loaded exactly while one is shown and none is on screen.
  if (snap.value === 'loading') {
    expect(needsCaptcha(context)).toBe(true);
    expect(context.captcha).toBeNull();
    expect(effects.fetches.length).toBeGreaterThan(0);
  }
  // The SMS code field appears only after a code was sent, and then no captcha is asked.
  if (needsSmsCode(context)) expect(needsCaptcha(context)).toBe(false);
  // The proof carries the fields on screen, and only those.
  if (snap.value === 'ready') {
    const proof = proofOf(context, { captchaCode: ' ab12 ', smsCode: ' 123456 ' });
    if (needsCaptcha(context)) expect(proof).toEqual({ captchaKey: IMAGE.captchaKey, captchaCode: 'ab12' });
    else expect(proof).toEqual({ smsCode: '123456' });
  }
}

const paths = shortestPaths(loginChallengeMachine, { events: EVENTS });

describePaths('login challenge, model-based', paths, { effects: () => ({ fetches: [] }), start, check });

describe('login challenge rules', () => {
  it('the shortest paths reach every state node', () => {
    // 'deciding' is eventless: left before anyone can observe it.
    expectEveryStateReached(loginChallengeMachine, paths, ['loginChallenge.deciding']);
  });

  it('reads the challenge of a refusal', () => {
    expect(challengeOf(CAPTCHA)).toEqual({ kind: 'captcha' });
    expect(challengeOf(SMS_NEEDED)).toEqual({ kind: 'sms', sent: false });
    expect(challengeOf(SMS_SENT)).toEqual({ kind: 'sms', sent: true });
    expect(challengeOf(WRONG)).toBeNull();
  });

  it('keeps the SMS code field when a resend is refused, and spends the captcha on every attempt', async () => {
    const effects: Effects = { fetches: [] };
    const h = start(effects);
    h.send({ type: 'CHALLENGE', error: SMS_NEEDED });
    expect(effects.fetches).toHaveLength(1);
    h.pending('captcha')!.resolve(IMAGE);
    await new Promise((r) => setTimeout(r, 0));
    h.send({ type: 'CHALLENGE', error: SMS_SENT });
    expect((h.snapshot().context as LoginChallengeContext)).toMatchObject({ kind: 'sms', smsSent: true, captcha: null });
    h.send({ type: 'CHALLENGE', error: { message: '验证码发送过于频繁，请 40 秒后再试', code: 1013, status: 400, data: { challenge: 'sms', sent: false } } });
    expect((h.snapshot().context as LoginChallengeContext).smsSent).toBe(true);
    h.send({ type: 'RESET' });
    expect(h.snapshot().value).toBe('none');
    h.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { smsCodeMachine, TICK_MS } from '../../../machines/account/sms-code.ts';
import type { SendCodeInput, SmsCodeEvent, SmsCodeInput, SmsSent } from '../../../machines/account/sms-code.ts';
import type { CaptchaImage } from '../../../machines/shared/login-challenge.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine, useFakeTimers } from '../../support/machine-harness.ts';

const CAPTCHA: CaptchaImage = { captchaKey: '3f1c2a4e-0000-4000-8000-000000000001', image: 'data:image/svg+xml;base64,AA==', expiresIn: 300 };
// A short interval keeps the model small; the app gets 60 from the server.
const SENT: SmsSent = { expiresIn: 300, interval: 2 };
const MOBILE = '13912345678';

const EVENTS = [
  { type: 'ACTIVATE' },
  { type: 'REFRESH_CAPTCHA' },
  { type: 'SEND', mobile: MOBILE, captchaCode: 'ab3d' },
  { type: 'SEND', mobile: '1231', captchaCode: '' },
  { type: 'EDIT', field: 'mobile' },
  { type: 'xstate.done.actor.captcha', output: CAPTCHA },
  { type: 'xstate.error.actor.captcha', error: new Error('网络异常，请稍后重试') },
  { type: 'xstate.done.actor.send', output: SENT },
  { type: 'xstate.error.actor.send', error: { message: '图形验证码错误', code: 400, status: 400 } },
  { type: 'xstate.error.actor.send', error: { message: '验证码发送过于频繁，请 42 秒后再试', code: 429, status: 429 } },
] as unknown as SmsCodeEvent[];

interface Effects {
  captchas: number;
  sends: SendCodeInput[];
}

function startSms(input: SmsCodeInput, effects: Effects): Harness {
  return startMachine(smsCodeMachine, {
    input,
    timers: true,
    provide: (fake) => ({
      actors: {
        fetchCaptcha: fake.promise<CaptchaImage, void>('captcha', () => void (effects.captchas += 1)),
        sendCode: fake.promise<SmsSent, SendCodeInput>('send', effects.sends),
      },
    }),
  });
}

useFakeTimers();

const INPUTS: Array<{ name: string; input: SmsCodeInput }> = [
  { name: 'a form shown at once', input: { purpose: 'register', active: true } },
  { name: 'a tab not shown yet', input: { purpose: 'login', active: false } },
  { name: 'the account\'s own mobile', input: { purpose: 'oldMobile', needsMobile: false } },
];

type Snap = {
  value: { captcha: string; sender: string };
  context: { captcha: CaptchaImage | null; secondsLeft: number; sentTo: string | null; needsMobile: boolean };
  matches: (v: unknown) => boolean;
};

for (const { name, input } of INPUTS) {
  const paths = shortestPaths(smsCodeMachine, { events: EVENTS, input });

  describePaths(`sms code, model-based (${name})`, paths, {
    effects: (): Effects => ({ captchas: 0, sends: [] }),
    start: (effects) => startSms(input, effects),
    check: (effects, harness, event) => {
      const snap = harness.snapshot() as unknown as Snap;
      // An image is shown only when loaded; a send always uses the image on screen.
      if (snap.value.captcha === 'shown') expect(snap.context.captcha).toEqual(CAPTCHA);
      else expect(snap.context.captcha).toBeNull();
      if (snap.value.sender === 'sending') {
        expect(effects.sends.at(-1)).toEqual({
          purpose: input.purpose,
          mobile: snap.context.needsMobile ? MOBILE : '',
          captchaKey: CAPTCHA.captchaKey,
          captchaCode: 'ab3d',
        });
      }
      // The countdown runs only after a send, and is never negative.
      if (snap.value.sender === 'counting') expect(snap.context.secondsLeft).toBeGreaterThan(0);
      else expect(snap.context.secondsLeft).toBe(0);
      // A send, right or wrong, spends the captcha: a new one is being loaded.
      if (event.type.startsWith('xstate.done.actor.send') || event.type.startsWith('xstate.error.actor.send')) {
        expect(snap.value.captcha).toBe('loading');
      }
    },
  });
}

describe('sms code rules', () => {
  it('the shortest paths reach every state node', () => {
    const paths = INPUTS.flatMap(({ input }) => shortestPaths(smsCodeMachine, { events: EVENTS, input }));
    expectEveryStateReached(smsCodeMachine, paths);
  });

  it('counts the interval down one second at a time, then offers 重新获取', async () => {
    const effects: Effects = { captchas: 0, sends: [] };
    const h = startSms({ purpose: 'register' }, effects);
    h.pending('captcha')!.resolve(CAPTCHA);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SEND', mobile: ` ${MOBILE} `, captchaCode: ' x7Kp ' });
    expect(effects.sends).toEqual([{ purpose: 'register', mobile: MOBILE, captchaKey: CAPTCHA.captchaKey, captchaCode: 'x7Kp' }]);
    h.pending('send')!.resolve({ expiresIn: 300, interval: 60 });
    await vi.advanceTimersByTimeAsync(0);
    const ctx = () => h.snapshot().context as { secondsLeft: number; sentTo: string | null };
    expect(ctx().secondsLeft).toBe(60);
    expect(ctx().sentTo).toBe(MOBILE);
    expect(effects.captchas).toBe(2);
    await vi.advanceTimersByTimeAsync(TICK_MS * 59);
    expect(ctx().secondsLeft).toBe(1);
    expect((h.snapshot().value as { sender: string }).sender).toBe('counting');
    // No second send while counting.
    h.send({ type: 'SEND', mobile: MOBILE, captchaCode: 'abcd' });
    expect(effects.sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(h.snapshot().value).toMatchObject({ sender: 'ready' });
    expect(ctx().secondsLeft).toBe(0);
    h.stop();
  });

  it('checks the mobile and the captcha answer before calling the server', async () => {
    const effects: Effects = { captchas: 0, sends: [] };
    const h = startSms({ purpose: 'register' }, effects);
    h.pending('captcha')!.resolve(CAPTCHA);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SEND', mobile: '', captchaCode: '' });
    expect(h.snapshot().context).toMatchObject({ errors: { mobile: { kind: 'required' }, captcha: { kind: 'required' } } });
    h.send({ type: 'SEND', mobile: '12800000000', captchaCode: 'abcd' });
    expect(h.snapshot().context).toMatchObject({ errors: { mobile: { kind: 'invalid' } } });
    h.send({ type: 'EDIT', field: 'mobile' });
    expect((h.snapshot().context as { errors: object }).errors).toEqual({});
    expect(effects.sends).toEqual([]);
    h.stop();
  });

  it('puts a refusal on its field: a registered mobile on the mobile, a limit on the form', async () => {
    const effects: Effects = { captchas: 0, sends: [] };
    const h = startSms({ purpose: 'register' }, effects);
    h.pending('captcha')!.resolve(CAPTCHA);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SEND', mobile: MOBILE, captchaCode: 'abcd' });
    h.pending('send')!.reject({ message: '该手机号已注册，请直接登录', code: 409, status: 409 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snapshot().context).toMatchObject({ errors: { mobile: { kind: 'server', message: '该手机号已注册，请直接登录' } }, notice: null });
    h.pending('captcha')!.resolve(CAPTCHA);
    await vi.advanceTimersByTimeAsync(0);
    h.send({ type: 'SEND', mobile: MOBILE, captchaCode: 'abcd' });
    h.pending('send')!.reject({ message: '验证码发送过于频繁，请 42 秒后再试', code: 429, status: 429 });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.snapshot().context).toMatchObject({ notice: '验证码发送过于频繁，请 42 秒后再试', sentTo: null });
    h.stop();
  });

  it('a tab not shown yet loads no captcha until it is activated', async () => {
    const effects: Effects = { captchas: 0, sends: [] };
    const h = startSms({ purpose: 'login', active: false }, effects);
    expect(effects.captchas).toBe(0);
    h.send({ type: 'ACTIVATE' });
    expect(effects.captchas).toBe(1);
    h.send({ type: 'ACTIVATE' });
    expect(effects.captchas).toBe(1);
    h.stop();
  });
});

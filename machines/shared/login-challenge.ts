// The extra proof a password login may be asked for (issue 35 item 1), shared by the member login
// page and the staff console login: the token endpoint answers code 1012 (data.challenge
// 'captcha': send an image captcha with the password) or 1013 (data.challenge 'sms': with a
// captcha the server sends a code to the account's own mobile, data.sent true; then send that
// code). The parent sends CHALLENGE with each refusal; this machine keeps which fields the form
// shows and loads a fresh captcha image whenever one is needed (a captcha is used up by every
// attempt). The parent reads `proofOf` of the snapshot's context for its next attempt. The app
// provides `fetchCaptcha`.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf } from './service-failure.ts';

/** An image captcha as the token and SMS endpoints hand it out (also used by account/sms-code.ts). */
export interface CaptchaImage {
  captchaKey: string;
  /** data: URL of the image. */
  image: string;
  expiresIn: number;
}

export const LOGIN_CAPTCHA_REQUIRED = 1012;
export const LOGIN_SMS_REQUIRED = 1013;

export type ChallengeKind = 'none' | 'captcha' | 'sms';

export interface LoginChallengeContext {
  kind: ChallengeKind;
  /** An SMS code went to the account's mobile in this challenge: the form asks for it. */
  smsSent: boolean;
  captcha: CaptchaImage | null;
}

/** What the next attempt carries besides the password (the fields the form shows). */
export interface LoginProof {
  captchaKey?: string;
  captchaCode?: string;
  smsCode?: string;
}

export type LoginChallengeEvent =
  /** The login was refused: the refusal (any error; only 1012/1013 change the challenge). */
  | { type: 'CHALLENGE'; error: unknown }
  | { type: 'REFRESH_CAPTCHA' }
  /** Another account typed, or the login succeeded: no challenge. */
  | { type: 'RESET' };

/** The challenge a refusal names, or null when it names none (a wrong password keeps the current one). */
export function challengeOf(error: unknown): { kind: 'captcha' } | { kind: 'sms'; sent: boolean } | null {
  const f = failureOf(error);
  const data = (f.data ?? {}) as { challenge?: unknown; sent?: unknown };
  if (f.code === LOGIN_CAPTCHA_REQUIRED) return { kind: 'captcha' };
  if (f.code === LOGIN_SMS_REQUIRED || data.challenge === 'sms') return { kind: 'sms', sent: data.sent === true };
  return null;
}

/** The form shows the captcha: the captcha step, or the SMS step before a code was sent. */
export const needsCaptcha = (c: Pick<LoginChallengeContext, 'kind' | 'smsSent'>) => c.kind === 'captcha' || (c.kind === 'sms' && !c.smsSent);
/** The form shows the SMS code field. */
export const needsSmsCode = (c: Pick<LoginChallengeContext, 'kind' | 'smsSent'>) => c.kind === 'sms' && c.smsSent;

/** The proof fields of the next attempt from what the visitor typed. */
export function proofOf(c: LoginChallengeContext, typed: { captchaCode?: string; smsCode?: string }): LoginProof {
  const proof: LoginProof = {};
  if (needsCaptcha(c) && c.captcha) {
    proof.captchaKey = c.captcha.captchaKey;
    proof.captchaCode = (typed.captchaCode ?? '').trim();
  }
  if (needsSmsCode(c)) proof.smsCode = (typed.smsCode ?? '').trim();
  return proof;
}

export const loginChallengeMachine = setup({
  types: {
    context: {} as LoginChallengeContext,
    events: {} as LoginChallengeEvent,
  },
  actors: {
    fetchCaptcha: fromPromise<CaptchaImage, void>(() => Promise.reject(new Error('fetchCaptcha is provided by the app'))),
  },
  actions: {
    apply: assign(({ context }, params: { error: unknown }) => {
      const next = challengeOf(params.error);
      if (!next) return {};
      if (next.kind === 'captcha') return { kind: 'captcha' as const, smsSent: false };
      // A refusal that says no code was sent (expired, resend too soon) keeps a code already asked for.
      return { kind: 'sms' as const, smsSent: next.sent || (context.kind === 'sms' && context.smsSent) };
    }),
    setCaptcha: assign({ captcha: (_, params: { captcha: CaptchaImage }) => params.captcha }),
    clear: assign({ kind: 'none' as ChallengeKind, smsSent: false, captcha: null }),
    dropCaptcha: assign({ captcha: null }),
  },
  guards: {
    wantsCaptcha: ({ context }) => needsCaptcha(context),
    unchallenged: ({ context }) => context.kind === 'none',
  },
}).createMachine({
  id: 'loginChallenge',
  context: { kind: 'none', smsSent: false, captcha: null },
  on: {
    // Every attempt spends the image on screen: a refusal that still needs one loads another.
    CHALLENGE: { target: '.deciding', actions: ['dropCaptcha', { type: 'apply', params: ({ event }) => ({ error: event.error }) }] },
    RESET: { target: '.none', actions: 'clear' },
  },
  initial: 'none',
  states: {
    none: {},
    deciding: {
      always: [{ guard: 'unchallenged', target: 'none' }, { guard: 'wantsCaptcha', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      invoke: {
        id: 'captcha',
        src: 'fetchCaptcha',
        onDone: { target: 'ready', actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: { REFRESH_CAPTCHA: { guard: 'wantsCaptcha', target: 'loading', actions: 'dropCaptcha' } },
    },
    failed: {
      on: { REFRESH_CAPTCHA: { target: 'loading' } },
    },
  },
});

export type LoginChallengeMachine = typeof loginChallengeMachine;

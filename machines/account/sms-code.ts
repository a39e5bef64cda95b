// The image captcha and the 获取验证码 button of every SMS form (register, SMS login, forgot
// password, WeChat binding, old and new mobile): a child actor that the form machines invoke.
//
// Two regions:
// - captcha: loads an image (GET /system/oauth/captcha) when the form becomes active; a click
//   on the image loads another; any send spends it (right or wrong), so a send always loads a
//   fresh one.
// - sender: 获取验证码 needs a mobile in the 1[3-9]xxxxxxxxx format (unless the code goes to
//   the account's own mobile) and the captcha answer; after a send the button counts down the
//   server's interval (60 s) one second at a time (`after`), then offers 重新获取.
// The app provides `fetchCaptcha` and `sendCode`; tests provide fakes.
import { assign, fromPromise, raise, setup, stateIn } from 'xstate';
import type { SmsPurpose } from '../../domain/account/account-rules.ts';
import { checkMobile, compact, refusedField, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldErrors } from './account-form.ts';
import type { CaptchaImage } from '../shared/login-challenge.ts';

export const TICK_MS = 1000;

export interface SmsSent {
  expiresIn: number;
  /** Seconds before another code may be sent to the same mobile. */
  interval: number;
}

export interface SendCodeInput {
  purpose: SmsPurpose;
  /** Empty when the code goes to the account's own mobile (purpose oldMobile). */
  mobile: string;
  captchaKey: string;
  captchaCode: string;
}

export interface SmsCodeInput {
  purpose: SmsPurpose;
  /** false: the code goes to the logged-in account's own mobile, no number is typed. */
  needsMobile?: boolean;
  /** true: load the captcha at once; false: wait for ACTIVATE (a tab not shown yet). */
  active?: boolean;
}

export type SmsField = 'mobile' | 'captcha';

export interface SmsCodeContext {
  purpose: SmsPurpose;
  needsMobile: boolean;
  active: boolean;
  captcha: CaptchaImage | null;
  errors: FieldErrors<SmsField>;
  /** The server's refusal of the last send when it was about neither field (limits). */
  notice: string | null;
  secondsLeft: number;
  /** The mobile of the send under way. */
  sendingTo: string | null;
  /** The mobile the last code went to (its presence turns the button into 重新获取). */
  sentTo: string | null;
}

export type SmsCodeEvent =
  | { type: 'ACTIVATE' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'SEND'; mobile: string; captchaCode: string }
  | { type: 'EDIT'; field: SmsField }
  | { type: 'CAPTCHA_SPENT' };

function sendErrors(context: SmsCodeContext, mobile: string, captchaCode: string): FieldErrors<SmsField> {
  return compact<SmsField>({
    mobile: context.needsMobile ? checkMobile(mobile) : undefined,
    captcha: captchaCode.trim() === '' ? { kind: 'required' } : undefined,
  });
}

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    fetchCaptcha: fromPromise<CaptchaImage, void>(() => Promise.reject(new Error('fetchCaptcha is provided by the app'))),
    sendCode: fromPromise<SmsSent, SendCodeInput>(() => Promise.reject(new Error('sendCode is provided by the app'))),
  },
  actions: {
    setCaptcha: assign({ captcha: (_, params: { captcha: CaptchaImage }) => params.captcha }),
    dropCaptcha: assign({ captcha: null }),
    activate: assign({ active: true }),
    checkSend: assign({
      errors: ({ context }, params: { mobile: string; captchaCode: string }) => sendErrors(context, params.mobile, params.captchaCode),
      notice: null,
    }),
    startSend: assign({ sendingTo: ({ context }, params: { mobile: string }) => (context.needsMobile ? params.mobile.trim() : '') }),
    clearField: assign({ errors: ({ context }, params: { field: SmsField }) => withoutError(context.errors, params.field) }),
    startCountdown: assign({
      secondsLeft: (_, params: { sent: SmsSent }) => Math.max(1, Math.round(params.sent.interval)),
      sentTo: ({ context }) => context.sendingTo,
      sendingTo: null,
    }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    refuse: assign(({ context }, params: { error: unknown }) => {
      const { message } = failureOf(params.error);
      const field = refusedField(message);
      if (field === 'mobile' || field === 'captcha') {
        return { errors: { ...context.errors, [field]: { kind: 'server' as const, message } }, notice: null, sendingTo: null };
      }
      return { notice: message || null, sendingTo: null };
    }),
    spendCaptcha: raise({ type: 'CAPTCHA_SPENT' }),
  },
  guards: {
    isActive: ({ context }) => context.active,
    invalidSend: ({ context, event }) =>
      event.type === 'SEND' && Object.keys(sendErrors(context, event.mobile, event.captchaCode)).length > 0,
    captchaShown: stateIn({ captcha: 'shown' }),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    purpose: input.purpose,
    needsMobile: input.needsMobile ?? true,
    active: input.active ?? true,
    captcha: null,
    errors: {},
    notice: null,
    secondsLeft: 0,
    sendingTo: null,
    sentTo: null,
  }),
  type: 'parallel',
  on: {
    EDIT: { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    captcha: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'isActive', target: 'loading' },
          on: { ACTIVATE: { target: 'loading', actions: 'activate' } },
        },
        loading: {
          invoke: {
            id: 'captcha',
            src: 'fetchCaptcha',
            onDone: { target: 'shown', actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        shown: {
          on: {
            REFRESH_CAPTCHA: { target: 'loading', actions: 'dropCaptcha' },
            CAPTCHA_SPENT: { target: 'loading', actions: 'dropCaptcha' },
          },
        },
        failed: {
          on: { REFRESH_CAPTCHA: { target: 'loading' }, CAPTCHA_SPENT: { target: 'loading' } },
        },
      },
    },
    sender: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            SEND: [
              {
                guard: 'invalidSend',
                actions: { type: 'checkSend', params: ({ event }) => ({ mobile: event.mobile, captchaCode: event.captchaCode }) },
              },
              {
                guard: 'captchaShown',
                target: 'sending',
                actions: [
                  { type: 'checkSend', params: ({ event }) => ({ mobile: event.mobile, captchaCode: event.captchaCode }) },
                  { type: 'startSend', params: ({ event }) => ({ mobile: event.mobile }) },
                ],
              },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'send',
            src: 'sendCode',
            input: ({ context, event }) => {
              const send = event as Extract<SmsCodeEvent, { type: 'SEND' }>;
              return {
                purpose: context.purpose,
                mobile: context.needsMobile ? send.mobile.trim() : '',
                captchaKey: context.captcha?.captchaKey ?? '',
                captchaCode: send.captchaCode.trim(),
              };
            },
            onDone: {
              target: 'counting',
              actions: [
                { type: 'startCountdown', params: ({ event }) => ({ sent: event.output }) },
                'spendCaptcha',
              ],
            },
            onError: {
              target: 'ready',
              actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'spendCaptcha'],
            },
          },
        },
        counting: {
          after: {
            [TICK_MS]: [
              { guard: 'lastSecond', target: 'ready', actions: 'tick' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
      },
    },
  },
});

export type SmsCodeMachine = typeof smsCodeMachine;

// The login page (/login): three tabs, 密码登录 / 短信登录 / 微信扫码, the last one used
// remembered by the app.
// - password: account + password -> POST /system/oauth/token (auth_type=password). Under the
//   login policy (issue 35 item 1) a refusal may ask for more proof: the loginChallenge child
//   (login-challenge.ts) shows an image captcha, then an SMS code sent to the account's mobile,
//   and the next SUBMIT_PASSWORD carries them (`proof`).
// - sms: mobile + image captcha -> 获取验证码 (the smsCode child, purpose login, counting down)
//   -> the 6-digit code -> token (auth_type=sms; an unknown mobile gets a new account).
// - wechat: a QR (the wechatScan child) -> scanned -> token (auth_type=social,
//   social_type=wx_open); a WeChat without an account (code 1010 with a socialKey) goes on to
//   binding a mobile (the socialBind child), which ends with a token too.
// After an SMS or WeChat login the account is read once more: without a password the app
// offers /setPassword. The app provides `requestToken`, `fetchAccount`, `loggedIn` (hands the
// token to the session and leaves the page) and `rememberTab`, and the children's actors.
import { and, assign, fromPromise, not, or, sendTo, setup, stateIn } from 'xstate';
import { checkMobile, checkSmsCode, compact, hasErrors, refusedField, withoutError } from './account-form.ts';
import { failureOf } from '../shared/service-failure.ts';
import type { FieldError, FieldErrors, TokenGrant } from './account-form.ts';
import { smsCodeMachine } from './sms-code.ts';
import { loginChallengeMachine, type LoginProof } from '../shared/login-challenge.ts';
import { socialBindMachine } from './social-bind.ts';
import { wechatScanMachine } from './wechat-scan.ts';
import { doneOutput } from '../shared/actor-events.ts';

export type { TokenGrant } from './account-form.ts';

export const LOGIN_TABS = ['password', 'sms', 'wechat'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];
export type LoginMethod = 'password' | 'sms' | 'social';

/** The envelope code of a WeChat that no account is bound to (its data carries a socialKey). */
export const WECHAT_NOT_BOUND = 1010;

export function isLoginTab(value: unknown): value is LoginTab {
  return typeof value === 'string' && (LOGIN_TABS as readonly string[]).includes(value);
}

export type TokenRequest =
  | { method: 'password'; username: string; password: string; proof?: LoginProof }
  | { method: 'sms'; mobile: string; code: string }
  | { method: 'social'; code: string };

/** What the login needs to know of the account it opened. */
export interface AccountFacts {
  hasPassword?: boolean;
}

export interface SocialIdentity {
  socialKey: string;
  nickname: string;
}

export type LoginField = 'username' | 'password' | 'mobile' | 'code' | 'captcha';

export interface LoginInput {
  /** The tab the visitor used last time. */
  tab?: LoginTab | null;
}

export interface LoginContext {
  tab: LoginTab;
  errors: FieldErrors<LoginField>;
  /** The server's refusal of the last attempt (also toasted by the API client). */
  formError: string | null;
  social: SocialIdentity | null;
  method: LoginMethod | null;
  grant: TokenGrant | null;
  /** The account has no password yet (created by SMS or WeChat): offer /setPassword. */
  needsPassword: boolean;
}

export type LoginEvent =
  | { type: 'SELECT_TAB'; tab: LoginTab }
  /** `proof`: the captcha and SMS code the challenge asked for (login-challenge.ts proofOf). */
  | { type: 'SUBMIT_PASSWORD'; username: string; password: string; proof?: LoginProof }
  | { type: 'SUBMIT_SMS'; mobile: string; code: string }
  | { type: 'EDIT'; field: LoginField }
  /** A new QR after a failed or unbound WeChat login. */
  | { type: 'RESCAN' };

function passwordErrors(username: string, password: string, proof: LoginProof = {}): FieldErrors<LoginField> {
  return compact<LoginField>({
    username: username.trim() === '' ? { kind: 'required' } : undefined,
    password: password === '' ? { kind: 'required' } : undefined,
    captcha: proof.captchaCode !== undefined && proof.captchaCode.trim() === '' ? { kind: 'required' } : undefined,
    code: proof.smsCode !== undefined ? checkSmsCode(proof.smsCode) : undefined,
  });
}

function smsErrors(mobile: string, code: string): FieldErrors<LoginField> {
  return compact<LoginField>({ mobile: checkMobile(mobile), code: checkSmsCode(code) });
}

function socialIdentity(error: unknown): SocialIdentity | null {
  const failure = failureOf(error);
  if (failure.code !== WECHAT_NOT_BOUND) return null;
  const data = failure.data as { socialKey?: unknown; nickname?: unknown } | null;
  if (!data || typeof data.socialKey !== 'string') return null;
  return { socialKey: data.socialKey, nickname: typeof data.nickname === 'string' ? data.nickname : '' };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { smsCode: 'smsCode'; wechatScan: 'wechatScan'; socialBind: 'socialBind'; challenge: 'loginChallenge' },
  },
  actors: {
    requestToken: fromPromise<TokenGrant, TokenRequest>(() => Promise.reject(new Error('requestToken is provided by the app'))),
    fetchAccount: fromPromise<AccountFacts, { token: string }>(() => Promise.reject(new Error('fetchAccount is provided by the app'))),
    smsCode: smsCodeMachine,
    wechatScan: wechatScanMachine,
    socialBind: socialBindMachine,
    loginChallenge: loginChallengeMachine,
  },
  actions: {
    /** Hands the token to the session and leaves the page (to /setPassword when `setPassword`). */
    loggedIn: (_, _params: { grant: TokenGrant; method: LoginMethod; setPassword: boolean }) => {},
    /** Remembers the tab for the next visit. */
    rememberTab: (_, _params: { tab: LoginTab }) => {},
    chooseTab: assign({
      tab: (_, params: { tab: LoginTab }) => params.tab,
      errors: {},
      formError: null,
    }),
    setErrors: assign({ errors: (_, params: { errors: FieldErrors<LoginField> }) => params.errors }),
    clearField: assign({ errors: ({ context }, params: { field: LoginField }) => withoutError(context.errors, params.field) }),
    startSubmit: assign({ errors: {}, formError: null }),
    refuse: assign(({ context }, params: { error: unknown; codeField?: boolean }) => {
      const { message } = failureOf(params.error);
      if (params.codeField && refusedField(message) === 'code') {
        const error: FieldError = { kind: 'server', message };
        return { errors: { ...context.errors, code: error }, formError: null };
      }
      return { formError: message || null };
    }),
    setGrant: assign({
      grant: (_, params: { grant: TokenGrant; method: LoginMethod }) => params.grant,
      method: (_, params: { grant: TokenGrant; method: LoginMethod }) => params.method,
    }),
    setNeedsPassword: assign({ needsPassword: (_, params: { facts: AccountFacts }) => params.facts.hasPassword === false }),
    setSocial: assign({ social: (_, params: { error: unknown }) => socialIdentity(params.error), formError: null }),
    clearSocial: assign({ social: null, formError: null }),
    activateSms: sendTo('smsCode', { type: 'ACTIVATE' }),
    challenge: sendTo('challenge', (_, params: { error: unknown }) => ({ type: 'CHALLENGE' as const, error: params.error })),
    resetChallenge: sendTo('challenge', { type: 'RESET' as const }),
  },
  guards: {
    startsOn: ({ context }, params: { tab: LoginTab }) => context.tab === params.tab,
    selects: ({ context, event }, params: { tab: LoginTab }) =>
      event.type === 'SELECT_TAB' && event.tab === params.tab && context.tab !== params.tab,
    /** No login under way or done (the tabs stay put while a request runs). */
    idle: not(
      or([
        stateIn({ password: 'submitting' }),
        stateIn({ sms: 'submitting' }),
        stateIn({ wechat: 'submitting' }),
        stateIn('checkingAccount'),
        stateIn('done'),
      ]),
    ),
    invalidPassword: ({ event }) => event.type === 'SUBMIT_PASSWORD' && hasErrors(passwordErrors(event.username, event.password, event.proof)),
    editsUsername: ({ event }) => event.type === 'EDIT' && event.field === 'username',
    invalidSms: ({ event }) => event.type === 'SUBMIT_SMS' && hasErrors(smsErrors(event.mobile, event.code)),
    unbound: (_, params: { error: unknown }) => socialIdentity(params.error) !== null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    tab: input.tab ?? 'password',
    errors: {},
    formError: null,
    social: null,
    method: null,
    grant: null,
    needsPassword: false,
  }),
  // The SMS tab's captcha and countdown outlive tab switches (no second code within 60 s).
  invoke: [
    {
      id: 'smsCode',
      src: 'smsCode',
      input: ({ context }) => ({ purpose: 'login' as const, active: context.tab === 'sms' }),
    },
    { id: 'challenge', src: 'loginChallenge' },
  ],
  on: {
    SELECT_TAB: LOGIN_TABS.map((tab) => ({
      guard: and([{ type: 'selects', params: { tab } }, 'idle']),
      target: `.${tab}`,
      actions: [
        { type: 'chooseTab', params: { tab } },
        { type: 'rememberTab', params: { tab } },
      ],
    })),
    EDIT: [
      // The challenge was for the account typed before.
      { guard: 'editsUsername', actions: [{ type: 'clearField', params: ({ event }) => ({ field: event.field }) }, 'resetChallenge'] },
      { actions: { type: 'clearField', params: ({ event }) => ({ field: event.field }) } },
    ],
  },
  initial: 'choosing',
  states: {
    choosing: {
      always: [
        { guard: { type: 'startsOn', params: { tab: 'sms' } }, target: 'sms' },
        { guard: { type: 'startsOn', params: { tab: 'wechat' } }, target: 'wechat' },
        { target: 'password' },
      ],
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_PASSWORD: [
              {
                guard: 'invalidPassword',
                actions: { type: 'setErrors', params: ({ event }) => ({ errors: passwordErrors(event.username, event.password, event.proof) }) },
              },
              { target: 'submitting', actions: 'startSubmit' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'token',
            src: 'requestToken',
            input: ({ event }) => {
              const submit = event as Extract<LoginEvent, { type: 'SUBMIT_PASSWORD' }>;
              return { method: 'password' as const, username: submit.username.trim(), password: submit.password, ...(submit.proof ? { proof: submit.proof } : {}) };
            },
            onDone: {
              target: '#login.done',
              actions: [{ type: 'setGrant', params: ({ event }) => ({ grant: event.output, method: 'password' as const }) }, 'resetChallenge'],
            },
            onError: {
              target: 'editing',
              actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, { type: 'challenge', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    sms: {
      entry: 'activateSms',
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_SMS: [
              {
                guard: 'invalidSms',
                actions: { type: 'setErrors', params: ({ event }) => ({ errors: smsErrors(event.mobile, event.code) }) },
              },
              { target: 'submitting', actions: 'startSubmit' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'token',
            src: 'requestToken',
            input: ({ event }) => {
              const submit = event as Extract<LoginEvent, { type: 'SUBMIT_SMS' }>;
              return { method: 'sms' as const, mobile: submit.mobile.trim(), code: submit.code.trim() };
            },
            onDone: {
              target: '#login.checkingAccount',
              actions: { type: 'setGrant', params: ({ event }) => ({ grant: event.output, method: 'sms' as const }) },
            },
            onError: {
              target: 'editing',
              actions: { type: 'refuse', params: ({ event }) => ({ error: event.error, codeField: true }) },
            },
          },
        },
      },
    },
    wechat: {
      initial: 'scanning',
      states: {
        scanning: {
          invoke: {
            id: 'wechatScan',
            src: 'wechatScan',
            onDone: { target: 'submitting' },
          },
        },
        submitting: {
          invoke: {
            id: 'token',
            src: 'requestToken',
            input: ({ event }) => ({
              method: 'social' as const,
              code: doneOutput<{ code?: string } | undefined>(event)?.code ?? '',
            }),
            onDone: {
              target: '#login.checkingAccount',
              actions: { type: 'setGrant', params: ({ event }) => ({ grant: event.output, method: 'social' as const }) },
            },
            onError: [
              {
                guard: { type: 'unbound', params: ({ event }) => ({ error: event.error }) },
                target: 'binding',
                actions: { type: 'setSocial', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          on: { RESCAN: { target: 'scanning', actions: 'clearSocial' } },
        },
        binding: {
          invoke: {
            id: 'socialBind',
            src: 'socialBind',
            input: ({ context }) => ({ socialKey: context.social?.socialKey ?? '', nickname: context.social?.nickname ?? '' }),
            onDone: {
              target: '#login.done',
              actions: { type: 'setGrant', params: ({ event }) => ({ grant: event.output.grant, method: 'social' as const }) },
            },
          },
          on: { RESCAN: { target: 'scanning', actions: 'clearSocial' } },
        },
      },
    },
    checkingAccount: {
      invoke: {
        id: 'account',
        src: 'fetchAccount',
        input: ({ context }) => ({ token: context.grant?.access_token ?? '' }),
        onDone: { target: 'done', actions: { type: 'setNeedsPassword', params: ({ event }) => ({ facts: event.output }) } },
        // Not knowing, the login goes on without the prompt (security settings show it too).
        onError: { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: {
        type: 'loggedIn',
        params: ({ context }) => ({
          grant: context.grant as TokenGrant,
          method: context.method ?? 'password',
          setPassword: context.needsPassword,
        }),
      },
    },
  },
});

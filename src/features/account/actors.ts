// The account machines' side effects, shared by the account pages: the captcha/SMS child and
// the WeChat QR child with the real calls, handing a new token to the session and leaving for
// the page the visitor came for, and the remembered login tab.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { smsCodeMachine } from '../../../machines/account/sms-code.ts';
import type { CaptchaImage, SendCodeInput, SmsSent } from '../../../machines/account/sms-code.ts';
import { wechatScanMachine } from '../../../machines/account/wechat-scan.ts';
import type { ScanResult, WechatQr } from '../../../machines/account/wechat-scan.ts';
import { isLoginTab } from '../../../machines/account/login.ts';
import type { LoginTab } from '../../../machines/account/login.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import { fetchCaptcha, fetchScanResult, fetchWechatQr, sendSmsCode, sendSmsCodeByOldMobile } from './api.ts';
import { sessionActor } from '../../lib/session.ts';

export const smsCodeLogic = smsCodeMachine.provide({
  actors: {
    fetchCaptcha: fromPromise<CaptchaImage, void>(() => fetchCaptcha()),
    sendCode: fromPromise<SmsSent, SendCodeInput>(({ input }) => {
      if (input.purpose === 'oldMobile') return sendSmsCodeByOldMobile(input.captchaKey, input.captchaCode);
      return sendSmsCode({ mobile: input.mobile, purpose: input.purpose, captchaKey: input.captchaKey, captchaCode: input.captchaCode });
    }),
  },
});

export const wechatScanLogic = wechatScanMachine.provide({
  actors: {
    fetchQr: fromPromise<WechatQr, void>(() => fetchWechatQr()),
    checkScan: fromPromise<ScanResult, { state: string }>(({ input }) => fetchScanResult(input.state)),
  },
});

/**
 * Hands the token to the session (state and `token` cookie; member info follows) and goes to
 * `next`. The route guard sends a member away from /login to / at once; navigating right after
 * it, in the same tick, lands on `next` instead.
 */
export function completeLogin(grant: TokenGrant, next: string): void {
  sessionActor.send({ type: 'LOGIN', token: grant.access_token, expiresIn: grant.expires_in });
  navigate(next, { replace: true });
}

/** Reads member info again (after a change of nickname, avatar, mobile, password or WeChat). */
export function refreshMemberInfo(): void {
  // The session refetches member info on NAVIGATE (spec 4: every navigation with a token).
  sessionActor.send({ type: 'NAVIGATE' });
}

const TAB_KEY = 'aibeike:login-tab';

export function rememberedLoginTab(): LoginTab | null {
  try {
    const value = localStorage.getItem(TAB_KEY);
    return isLoginTab(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLoginTab(tab: LoginTab): void {
  try {
    localStorage.setItem(TAB_KEY, tab);
  } catch {
    // Without storage the next visit starts on the password tab.
  }
}

// The account machines' side effects, shared by the account pages: the captcha/SMS child and
// the WeChat QR child and the login-policy challenge with the real calls, handing a new token to the session and leaving for
// the page the visitor came for, the remembered login tab, and the personal centre's lists.
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { smsCodeMachine } from '../../../machines/account/sms-code.ts';
import { loginChallengeMachine } from '../../../machines/shared/login-challenge.ts';
import type { SendCodeInput, SmsSent } from '../../../machines/account/sms-code.ts';
import type { CaptchaImage } from '../../../machines/shared/login-challenge.ts';
import { wechatScanMachine } from '../../../machines/account/wechat-scan.ts';
import type { ScanResult, WechatQr } from '../../../machines/account/wechat-scan.ts';
import { isLoginTab } from '../../../machines/account/login.ts';
import type { LoginTab } from '../../../machines/account/login.ts';
import type { TokenGrant } from '../../../machines/account/account-form.ts';
import { fetchCaptcha, fetchScanResult, fetchWechatQr, sendSmsCode, sendSmsCodeByOldMobile } from './api.ts';
import { sessionActor } from '../../lib/session.ts';
import { personalCentreMachine } from '../../../machines/account/personal-centre.ts';
import type { EnquirySummary } from '../../../domain/enquiry/enquiry-views.ts';
import type { MessageView } from '../../../domain/messages/message-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { fetchMyEnquiries } from '../enquiry/public.ts';
import { fetchMessagePage, markMessageRead, refreshUnread } from '../messages/public.ts';

export const smsCodeLogic = smsCodeMachine.provide({
  actors: {
    fetchCaptcha: fromPromise<CaptchaImage, void>(() => fetchCaptcha()),
    sendCode: fromPromise<SmsSent, SendCodeInput>(({ input }) => {
      if (input.purpose === 'oldMobile') return sendSmsCodeByOldMobile(input.captchaKey, input.captchaCode);
      return sendSmsCode({ mobile: input.mobile, purpose: input.purpose, captchaKey: input.captchaKey, captchaCode: input.captchaCode });
    }),
  },
});

/** The login-policy challenge (captcha, then SMS code) of the member and staff login forms. */
export const challengeLogic = loginChallengeMachine.provide({
  actors: { fetchCaptcha: fromPromise<CaptchaImage, void>(() => fetchCaptcha()) },
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

/**
 * The personal centre's lists with the real calls: the member's latest enquiries (the enquiry
 * feature's getMyEnquiryList) and the latest unread messages (message/page with unread); opening
 * a message marks it read, refreshes the top bar's count and goes to its page.
 */
export const personalCentreLogic = personalCentreMachine.provide({
  actors: {
    loadEnquiries: fromPromise<Page<EnquirySummary>, { size: number }>(({ input }) => fetchMyEnquiries({ current: 1, size: input.size })),
    loadMessages: fromPromise<Page<MessageView>, { size: number }>(({ input }) => fetchMessagePage({ current: 1, size: input.size, unread: true })),
    markRead: fromPromise<unknown, { id: number }>(({ input }) => markMessageRead(input.id)),
  },
  actions: {
    follow: (_, params) => navigate(params.href),
    countsChanged: () => refreshUnread(),
  },
});

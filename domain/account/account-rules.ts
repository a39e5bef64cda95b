// Account input rules shared by the forms and the server (the mobile and password patterns, which
// other features' forms use too, are in domain/shared/input-patterns.ts).
import { MOBILE_PATTERN, PASSWORD_PATTERN } from '../shared/input-patterns.ts';

export const SMS_CODE_PATTERN = '^\\d{6}$';
export const CAPTCHA_LENGTH = 4;

const mobileRe = new RegExp(MOBILE_PATTERN);
const passwordRe = new RegExp(PASSWORD_PATTERN);
const smsRe = new RegExp(SMS_CODE_PATTERN);

export function isMobile(value: string): boolean {
  return mobileRe.test(value);
}

export function isValidPassword(value: string): boolean {
  return passwordRe.test(value);
}

export function isSmsCode(value: string): boolean {
  return smsRe.test(value);
}

/** 13800000001 -> 138****0001 */
export function maskMobile(mobile: string): string {
  return isMobile(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export const SMS_PURPOSES = ['register', 'login', 'forgot', 'social', 'oldMobile', 'newMobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

// Account input rules shared by the forms and the server.

/** Mainland mobile numbers: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
/** 8 to 20 characters, letters and digits only, at least one of each. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{8,20}$';
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

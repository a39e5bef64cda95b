// What the account machines share: the token grant, field errors (a refused call read by
// machines/shared/service-failure.ts), and the client-side checks of the account rules (domain/account/account-rules.ts). Pure: no
// UI text here; the views turn an error kind into words (src/features/account/text.ts).
import { isMobile, isSmsCode, isValidPassword } from '../../domain/account/account-rules.ts';
import { isAboutSending, isCodeWording } from '../../domain/account/sms-refusals.ts';
import { MSG } from '../../domain/shared/messages.ts';
import { failureOf } from '../shared/service-failure.ts';

/** The answer of POST /system/oauth/token (and of socialRegisterStep2). */
export interface TokenGrant {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

/**
 * Why a field is refused: empty (or the agreement not accepted), not in its format, not equal to
 * the password it confirms, the same as the old password, a file too large, or the server's own
 * words (`message`).
 */
export type FieldErrorKind = 'required' | 'invalid' | 'mismatch' | 'same' | 'tooLarge' | 'server';

export interface FieldError {
  kind: FieldErrorKind;
  message?: string;
}

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

export function hasErrors(errors: Readonly<Record<string, FieldError | undefined>>): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

/** Drops one field's error (the visitor edits that field again). */
export function withoutError<F extends string>(errors: FieldErrors<F>, field: string): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field as F];
  return next;
}

export function checkMobile(value: string): FieldError | undefined {
  const mobile = value.trim();
  if (mobile === '') return { kind: 'required' };
  return isMobile(mobile) ? undefined : { kind: 'invalid' };
}

export function checkSmsCode(value: string): FieldError | undefined {
  const code = value.trim();
  if (code === '') return { kind: 'required' };
  return isSmsCode(code) ? undefined : { kind: 'invalid' };
}

export function checkNewPassword(password: string, confirm: string): { password?: FieldError; confirm?: FieldError } {
  const out: { password?: FieldError; confirm?: FieldError } = {};
  if (password === '') out.password = { kind: 'required' };
  else if (!isValidPassword(password)) out.password = { kind: 'invalid' };
  if (confirm === '') out.confirm = { kind: 'required' };
  else if (confirm !== password) out.confirm = { kind: 'mismatch' };
  return out;
}

/** A nickname: 1 to 20 characters after trimming, no control characters, no < or >. */
export function checkNickname(value: string): FieldError | undefined {
  const nickname = value.trim();
  if (nickname === '') return { kind: 'required' };
  // eslint-disable-next-line no-control-regex
  return [...nickname].length <= 20 && !/[\u0000-\u001f<>]/.test(nickname) ? undefined : { kind: 'invalid' };
}

/** Keeps only the fields that have an error (no `undefined` entries in context). */
export function compact<F extends string>(errors: Partial<Record<F, FieldError | undefined>>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [key, value] of Object.entries(errors) as Array<[F, FieldError | undefined]>) {
    if (value) out[key] = value;
  }
  return out;
}

/** Server refusals that belong to one field of an SMS form (the rest are shown for the form). */
const MOBILE_MESSAGES: readonly string[] = [MSG.mobileRegistered, MSG.mobileNotRegistered, MSG.mobileInvalid];
const CAPTCHA_MESSAGES: readonly string[] = [MSG.captchaWrong, MSG.captchaExpired];

export type RefusedField = 'mobile' | 'captcha' | 'code' | 'form';

/** Which field a refusal of an SMS send or of a code check is about. */
export function refusedField(message: string): RefusedField {
  if (MOBILE_MESSAGES.includes(message)) return 'mobile';
  if (CAPTCHA_MESSAGES.includes(message)) return 'captcha';
  if (message === MSG.smsCodeMissing || message === MSG.smsCodeDead || isCodeWording(message)) {
    // 验证码发送过于频繁 is about sending, not about the typed code.
    return isAboutSending(message) ? 'form' : 'code';
  }
  return 'form';
}

/** A one-use ticket was refused (expired or used): the flow starts its verification again. */
export function isTicketRefusal(error: unknown): boolean {
  return failureOf(error).message === MSG.ticketInvalid;
}

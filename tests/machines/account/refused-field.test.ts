// Which field of an SMS form each server refusal of a send or a code check is shown under.
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/shared/messages.ts';
import { refusedField } from '../../../machines/account/account-form.ts';
import type { RefusedField } from '../../../machines/account/account-form.ts';

const CASES: Array<[string, RefusedField]> = [
  [MSG.mobileRegistered, 'mobile'],
  [MSG.mobileNotRegistered, 'mobile'],
  [MSG.mobileInvalid, 'mobile'],
  [MSG.captchaWrong, 'captcha'],
  [MSG.captchaExpired, 'captcha'],
  [MSG.smsCodeMissing, 'code'],
  [MSG.smsCodeDead, 'code'],
  [MSG.smsCodeWrong(3), 'code'],
  // About sending a code, not about the code typed.
  [MSG.smsTooFrequent(42), 'form'],
  [MSG.smsDailyLimit, 'form'],
  [MSG.smsIpLimit, 'form'],
  [MSG.smsSendFailed, 'form'],
  [MSG.tooManyRequests, 'form'],
  [MSG.ticketInvalid, 'form'],
  [MSG.serverError, 'form'],
];

describe('refusedField', () => {
  it.each(CASES)('%s -> %s', (message, field) => {
    expect(refusedField(message)).toBe(field);
  });
});

// One schema per account payload, shared by the forms and the server. Objects refuse unknown
// fields; a patterned string also gets a loose maxLength (above what its pattern allows), so an
// over-long value is still refused by the pattern with the same message as before.
import { Type, type Static } from 'typebox';
import { SMS_CODE_PATTERN, SMS_PURPOSES } from './account-rules.ts';
import { MOBILE_PATTERN, PASSWORD_PATTERN } from '../shared/input-patterns.ts';

const Mobile = Type.String({ pattern: MOBILE_PATTERN, maxLength: 32 });
const Password = Type.String({ pattern: PASSWORD_PATTERN, maxLength: 64 });
const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN, maxLength: 16 });
const Ticket = Type.String({ minLength: 20, maxLength: 64 });
const CaptchaKey = Type.String({ minLength: 36, maxLength: 36 });
const CaptchaCode = Type.String({ minLength: 1, maxLength: 8 });
const closed = { additionalProperties: false } as const;

export const SendSmsCodeBody = Type.Object(
  {
    mobile: Mobile,
    purpose: Type.Union(SMS_PURPOSES.filter((p) => p !== 'oldMobile').map((p) => Type.Literal(p))),
    captchaKey: CaptchaKey,
    captchaCode: CaptchaCode,
  },
  closed,
);
export type SendSmsCodeBody = Static<typeof SendSmsCodeBody>;

export const CaptchaBody = Type.Object({ captchaKey: CaptchaKey, captchaCode: CaptchaCode }, closed);

/** inviteCode: a distributor's invitation code (issue 19): the new member is bound to them. */
export const RegisterBody = Type.Object(
  { mobile: Mobile, smsCode: SmsCode, password: Password, agree: Type.Boolean(), inviteCode: Type.Optional(Type.String({ pattern: '^[2-9A-HJKMNP-Za-hjkmnp-z]{8}$', description: '分销员邀请码' })) },
  closed,
);
export type RegisterBody = Static<typeof RegisterBody>;

export const ForgotStep1Body = Type.Object({ mobile: Mobile, smsCode: SmsCode }, closed);
export const ForgotStep2Body = Type.Object({ ticket: Ticket, password: Password }, closed);

export const SocialStep1Body = Type.Object({ socialKey: Ticket, mobile: Mobile, smsCode: SmsCode }, closed);
export const SocialStep2Body = Type.Object({ ticket: Ticket, password: Type.Optional(Password) }, closed);

export const SetPasswordBody = Type.Object({ password: Password }, closed);
export const ResetPasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 64 }), newPassword: Password }, closed);

export const CheckOldMobileBody = Type.Object({ code: SmsCode }, closed);
export const ResetMobileBody = Type.Object({ mobile: Mobile, code: SmsCode, ticket: Ticket }, closed);

export const NICKNAME_MAX_LENGTH = 20;
export const NicknameField = Type.String({ minLength: 1, maxLength: NICKNAME_MAX_LENGTH, pattern: '^[^\\u0000-\\u001f<>]+$' });
/** The nickname rule as the API document states it. */
export const NICKNAME_RULE = '昵称（去掉首尾空格后 1-20 个字符，不含 < > 与控制字符）';

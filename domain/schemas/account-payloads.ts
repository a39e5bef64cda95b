// One schema per account payload, shared by the forms and the server.
import { Type, type Static } from 'typebox';
import { MOBILE_PATTERN, PASSWORD_PATTERN, SMS_CODE_PATTERN, SMS_PURPOSES } from '../account-rules.ts';

const Mobile = Type.String({ pattern: MOBILE_PATTERN });
const Password = Type.String({ pattern: PASSWORD_PATTERN });
const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN });
const Ticket = Type.String({ minLength: 20, maxLength: 64 });
const CaptchaKey = Type.String({ minLength: 36, maxLength: 36 });
const CaptchaCode = Type.String({ minLength: 1, maxLength: 8 });

export const SendSmsCodeBody = Type.Object({
  mobile: Mobile,
  purpose: Type.Union(SMS_PURPOSES.filter((p) => p !== 'oldMobile').map((p) => Type.Literal(p))),
  captchaKey: CaptchaKey,
  captchaCode: CaptchaCode,
});
export type SendSmsCodeBody = Static<typeof SendSmsCodeBody>;

export const CaptchaBody = Type.Object({ captchaKey: CaptchaKey, captchaCode: CaptchaCode });

export const RegisterBody = Type.Object({ mobile: Mobile, smsCode: SmsCode, password: Password, agree: Type.Boolean() });
export type RegisterBody = Static<typeof RegisterBody>;

export const ForgotStep1Body = Type.Object({ mobile: Mobile, smsCode: SmsCode });
export const ForgotStep2Body = Type.Object({ ticket: Ticket, password: Password });

export const SocialStep1Body = Type.Object({ socialKey: Ticket, mobile: Mobile, smsCode: SmsCode });
export const SocialStep2Body = Type.Object({ ticket: Ticket, password: Type.Optional(Password) });

export const SetPasswordBody = Type.Object({ password: Password });
export const ResetPasswordBody = Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 64 }), newPassword: Password });

export const CheckOldMobileBody = Type.Object({ code: SmsCode });
export const ResetMobileBody = Type.Object({ mobile: Mobile, code: SmsCode, ticket: Ticket });

export const NicknameField = Type.String({ minLength: 1, maxLength: 20, pattern: '^[^\\u0000-\\u001f<>]+$' });

// Chinese text of the SMS messages the shop sends (server/providers/sms/sms-provider.ts: SMS_TEMPLATES).
import type { SmsPurpose } from '../../../domain/account/account-rules.ts';

export const SMS_TEXT = {
  templates: {
    register: (c, m) => `【爱备客】您正在注册爱备客账号，验证码 ${c}，${m} 分钟内有效。如非本人操作请忽略。`,
    login: (c, m) => `【爱备客】您的登录验证码为 ${c}，${m} 分钟内有效，请勿泄露给他人。`,
    forgot: (c, m) => `【爱备客】您正在找回密码，验证码 ${c}，${m} 分钟内有效。如非本人操作请尽快修改密码。`,
    social: (c, m) => `【爱备客】您正在绑定微信账号，验证码 ${c}，${m} 分钟内有效。`,
    oldMobile: (c, m) => `【爱备客】您正在更换绑定手机，验证码 ${c}，${m} 分钟内有效。如非本人操作请尽快修改密码。`,
    newMobile: (c, m) => `【爱备客】您正在绑定新手机号，验证码 ${c}，${m} 分钟内有效。`,
  } satisfies Record<SmsPurpose, (code: string, minutes: number) => string>,
} as const;

// What the shop needs from an SMS gateway. A real deployment implements this against its
// carrier's API; the local provider (outbox-sms-provider.ts) only records the message.
import type { SmsPurpose } from '../../../domain/account-rules.ts';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose;
  content: string;
  ip: string | null;
}

export interface SmsProvider {
  /** Short name stored beside each message ("outbox", "aliyun", …). */
  readonly name: string;
  /** Hands the message to the gateway; resolves with the gateway's message id. */
  send(message: SmsMessage): Promise<{ providerRef: string }>;
}

export const SMS_TEMPLATES: Record<SmsPurpose, (code: string, minutes: number) => string> = {
  register: (c, m) => `【爱备客】您正在注册爱备客账号，验证码 ${c}，${m} 分钟内有效。如非本人操作请忽略。`,
  login: (c, m) => `【爱备客】您的登录验证码为 ${c}，${m} 分钟内有效，请勿泄露给他人。`,
  forgot: (c, m) => `【爱备客】您正在找回密码，验证码 ${c}，${m} 分钟内有效。如非本人操作请尽快修改密码。`,
  social: (c, m) => `【爱备客】您正在绑定微信账号，验证码 ${c}，${m} 分钟内有效。`,
  oldMobile: (c, m) => `【爱备客】您正在更换绑定手机，验证码 ${c}，${m} 分钟内有效。如非本人操作请尽快修改密码。`,
  newMobile: (c, m) => `【爱备客】您正在绑定新手机号，验证码 ${c}，${m} 分钟内有效。`,
};

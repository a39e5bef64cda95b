// What the shop needs from an SMS gateway. A real deployment implements this against its
// carrier's API; the local provider (outbox-sms-provider.ts) only records the message.
import type { SmsPurpose } from '../../../domain/account/account-rules.ts';
import { SMS_TEXT } from './messages.ts';

/** Messages that carry no code: notices a member acts on (issue 38: an order waits for their approval). */
export type SmsNotice = 'approval';

export interface SmsMessage {
  mobile: string;
  purpose: SmsPurpose | SmsNotice;
  content: string;
  ip: string | null;
}

export interface SmsProvider {
  /** Short name stored beside each message ("outbox", "aliyun", …). */
  readonly name: string;
  /** Hands the message to the gateway; resolves with the gateway's message id. */
  send(message: SmsMessage): Promise<{ providerRef: string }>;
}

/** The text of each SMS (messages.ts). */
export const SMS_TEMPLATES: Record<SmsPurpose, (code: string, minutes: number) => string> = SMS_TEXT.templates;

// The local SMS provider: sends nothing. Every message is written to the sms_outbox table, where
// operators (and, outside production, the dev endpoint and the tests) can read it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private readonly db: Kysely<Database>) {}

  async send(message: SmsMessage): Promise<{ providerRef: string }> {
    const providerRef = `outbox-${randomUUID()}`;
    await this.db
      .insertInto('smsOutbox')
      .values({ mobile: message.mobile, purpose: message.purpose, content: message.content, provider: this.name, providerRef, ip: message.ip })
      .execute();
    return { providerRef };
  }
}

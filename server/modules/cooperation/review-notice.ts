// The message a member receives when staff review their cooperation application: written through
// the messages module in the review's transaction (kind 系统, linking to /supplier). The event key
// makes a retried review write one message.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyMember } from '../messages/public.ts';

export interface ReviewNotice {
  memberId: number;
  approved: boolean;
  title: string;
  body: string;
  applicationId: number;
}

export async function notifyReview(db: Kysely<Database>, notice: ReviewNotice): Promise<void> {
  await notifyMember(db, {
    memberId: notice.memberId,
    kind: 'system',
    title: notice.title,
    body: notice.body,
    link: '/supplier',
    eventKey: `cooperation-review:${notice.applicationId}`,
  });
}

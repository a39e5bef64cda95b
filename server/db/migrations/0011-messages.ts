// Member messages (issue 13 item 2, docs/api/messages.md): the table of 0001 gets a string kind
// (domain/messages/message-kinds.ts; the old smallint type 2 was the points notice, everything else
// system), body (was content), the link of the page it concerns, and an event key unique per
// member so a retried event writes one row. The list reads (member_id, read_at, created_at desc).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table member_message add column kind text not null default 'system';
update member_message set kind = case when type = 2 then 'points' else 'system' end;
alter table member_message drop column type;
alter table member_message add constraint member_message_kind_check check (kind in ('order', 'afterSales', 'certification', 'enquiry', 'points', 'service', 'system'));
alter table member_message rename column content to body;
alter table member_message add column link text;
alter table member_message add column event_key text;
create unique index member_message_event_key on member_message (member_id, event_key);
drop index member_message_member_idx;
create index member_message_member_idx on member_message (member_id, read_at, created_at desc);
create index member_message_member_kind_idx on member_message (member_id, kind, read_at, created_at desc)
`);
}

// The 688 year bought through the payment provider (issue 15 item 5, docs/api/certification.md):
// a vip_grant of kind vip688 starts 0 (waiting for the gateway), becomes 1 when the gateway's
// verified notification says paid, or 2 when it failed or a newer attempt superseded it. The
// gateway's transaction id is unique, so a replayed notification extends nothing twice.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table vip_grant drop constraint vip_grant_status_check;
alter table vip_grant add constraint vip_grant_status_check check (status in (0, 1, 2));
alter table vip_grant add column provider text;
alter table vip_grant add column provider_ref text unique;
alter table vip_grant add column note text;
create index vip_grant_pending_idx on vip_grant (member_id) where status = 0
`);
}

// Private uploads and the per-member quota (issue 11): each upload says who may read it
// (visibility: 'public' for avatars, 'private' for receipts and anything else: their owner and
// staff only), and the quota sums a member's files through an index on the owner.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table upload add column visibility text not null default 'private' check (visibility in ('public', 'private'));
update upload set visibility = 'public' where purpose = 'avatar';
create index upload_owner_idx on upload (owner_member_id)
`);
}

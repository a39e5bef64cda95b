// Batch enquiry reads the sheets buyers really have (issue 33): the rows of a sheet that were not
// read as lines (a note, a total, a contact block, a repeated header) are kept on the enquiry with
// the reason, for the report's problem sheet; and the column mapping a member confirmed is
// remembered per header (the header's normalised cells joined), for their next sheet with it.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table enquiry add column skipped_rows jsonb not null default '[]'::jsonb;

create table enquiry_mapping (
  member_id bigint not null references member(id) on delete cascade,
  header_key text not null,
  mapping jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (member_id, header_key)
)
`);
}

// Company registry entries members save (issue 35 item 4): an entry saved from the certification
// form belongs to the member who saved it (owner_member_id) and stays 'pending' — suggested to
// that member only — until staff approve a certification that uses it ('approved': suggested to
// everyone). Seeded entries are approved. Entries saved anonymously before this migration have no
// owner and become pending, so they are suggested to nobody until a certification approves them.
// A name is unique among approved entries and per owner among pending ones, so a pending
// look-alike cannot take a name from the member who really holds that company.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table company_registry add column owner_member_id bigint references member(id) on delete cascade;
alter table company_registry add column approval text not null default 'approved' check (approval in ('pending', 'approved'));
alter table company_registry add column approved_at timestamptz;
update company_registry set approval = 'pending' where source <> 'seed';
alter table company_registry drop constraint company_registry_company_name_key;
create unique index company_registry_approved_name on company_registry (company_name) where approval = 'approved';
create unique index company_registry_pending_owner_name on company_registry (owner_member_id, company_name) where approval = 'pending';
create index company_registry_owner on company_registry (owner_member_id) where owner_member_id is not null
`);
}

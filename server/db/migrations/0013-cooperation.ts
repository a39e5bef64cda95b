// Supplier cooperation applications (issue 13 item 3, docs/api/cooperation.md): the programme,
// credit code, categories, brands, sales range, the two private files (upload ids through the
// upload store), and the staff review. At most one pending application per member: a partial
// unique index backs the service's check. The text columns main_products and brands of 0003 are
// left for rows written before; new rows keep categories and brands as JSON arrays.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table cooperation_info add column programme smallint not null default 1 check (programme in (1, 2, 3));
alter table cooperation_info add column credit_code text;
alter table cooperation_info add column email text;
alter table cooperation_info add column category_ids jsonb not null default '[]'::jsonb;
alter table cooperation_info add column brand_names jsonb not null default '[]'::jsonb;
alter table cooperation_info add column sales_range smallint check (sales_range between 1 and 5);
alter table cooperation_info add column licence_url text;
alter table cooperation_info add column licence_type text;
alter table cooperation_info add column authorisation_url text;
alter table cooperation_info add column authorisation_type text;
alter table cooperation_info add column review_note text;
alter table cooperation_info add column reviewed_by bigint references staff_user(id) on delete set null;
alter table cooperation_info add column reviewed_actor text;
alter table cooperation_info add column reviewed_at timestamptz;
alter table cooperation_info add column updated_at timestamptz not null default now();
alter table cooperation_info add constraint cooperation_info_status_check check (status in (0, 1, 2));
create unique index cooperation_info_one_pending on cooperation_info (member_id) where status = 0;
create index cooperation_info_member_idx on cooperation_info (member_id, created_at desc);
create index cooperation_info_status_idx on cooperation_info (status, created_at desc)
`);
}

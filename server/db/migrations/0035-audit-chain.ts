// Issue 35 item 5: an audit log that stays true. staff_audit gets
// - outcome ('success' a write that succeeded, 'refused' a staff route answered 403) and reason;
// - prev_hash and hash, the hash chain of server/modules/staff/audit-chain.ts, backfilled here in
//   id order (created_at first truncated to milliseconds, the precision the hash covers);
// - staff_audit_head: one row holding the last id and hash, locked FOR UPDATE by every append so
//   several API processes write one chain, and read by the verification to see a missing tail;
// - triggers that refuse UPDATE, DELETE and TRUNCATE of staff_audit (and DELETE/TRUNCATE of the
//   head, or an UPDATE that does not move it forward) to every role, the application's included, on PGlite and PostgreSQL alike;
// - the staff_id reference without ON DELETE SET NULL (that was an UPDATE of the log): a staff
//   account with audit rows is disabled, never deleted.
import { sql, type Kysely } from 'kysely';
import { chainHash, GENESIS, type ChainedFields } from '../../modules/staff/public.ts';
import { runStatements } from './run-statements.ts';

const BATCH = 1_000;

/** Computes prev_hash and hash for every row, in id order; returns the last id and hash. */
export async function backfillAuditChain(db: Kysely<any>): Promise<{ lastId: number; hash: string }> {
  let prev = GENESIS;
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<ChainedFields>`
      select id, created_at, staff_id, staff_name, staff_role, method, route, action, target_kind, target_id,
             before_data, after_data, request_data, request_id, ip, outcome, reason
      from staff_audit where id > ${lastId} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    for (const row of rows) {
      const hash = chainHash(prev, row);
      await sql`update staff_audit set prev_hash = ${prev}, hash = ${hash} where id = ${row.id}`.execute(db);
      prev = hash;
      lastId = Number(row.id);
    }
  }
  return { lastId, hash: prev };
}

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table staff_audit add column outcome text not null default 'success';
alter table staff_audit add constraint staff_audit_outcome_check check (outcome in ('success', 'refused'));
alter table staff_audit add column reason text;
alter table staff_audit add column prev_hash text;
alter table staff_audit add column hash text;
alter table staff_audit drop constraint staff_audit_staff_id_fkey;
alter table staff_audit add constraint staff_audit_staff_id_fkey foreign key (staff_id) references staff_user(id);
update staff_audit set created_at = date_trunc('milliseconds', created_at)
`);
  const head = await backfillAuditChain(db);
  await runStatements(db, `
alter table staff_audit alter column prev_hash set not null;
alter table staff_audit alter column hash set not null;
alter table staff_audit add constraint staff_audit_hash_check check (hash ~ '^[0-9a-f]{64}$' and prev_hash ~ '^[0-9a-f]{64}$');
create index staff_audit_outcome_idx on staff_audit (outcome, created_at desc);
create table staff_audit_head (
  id smallint primary key check (id = 1),
  last_id bigint not null,
  hash text not null
)
`);
  await sql`insert into staff_audit_head (id, last_id, hash) values (1, ${head.lastId}, ${head.hash})`.execute(db);
  // One statement each (a function body holds semicolons, which runStatements would split).
  await sql.raw(`create function staff_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% of % refused: the staff audit log is append-only', tg_op, tg_table_name using errcode = '42501';
end
$$`).execute(db);
  await runStatements(db, `
create trigger staff_audit_no_change before update or delete on staff_audit for each row execute function staff_audit_append_only();
create trigger staff_audit_no_truncate before truncate on staff_audit for each statement execute function staff_audit_append_only();
create trigger staff_audit_head_no_delete before delete on staff_audit_head for each row execute function staff_audit_append_only();
create trigger staff_audit_head_no_truncate before truncate on staff_audit_head for each statement execute function staff_audit_append_only();
create trigger staff_audit_head_forward before update on staff_audit_head for each row when (new.last_id <= old.last_id) execute function staff_audit_append_only()
`);
}

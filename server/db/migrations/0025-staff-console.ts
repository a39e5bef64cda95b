// The staff console (issue 22): staff roles are one of five values (客服 service, 财务 finance,
// 仓库 warehouse, 运营 operations, 管理员 admin), and every staff write is recorded in the audit
// log with who (id, name and role at the time), when, what (route, action, target) and the
// target's staff view before and after. CLI actions are recorded with actor 'cli'.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table staff_user add constraint staff_user_role_check check (role in ('service', 'finance', 'warehouse', 'operations', 'admin'));
alter table staff_user add column updated_at timestamptz not null default now();
create table staff_audit (
  id bigserial primary key,
  staff_id bigint references staff_user(id) on delete set null,
  staff_name text not null,
  staff_role text not null,
  method text not null,
  route text not null,
  action text not null,
  target_kind text,
  target_id text,
  before_data jsonb,
  after_data jsonb,
  request_data jsonb,
  request_id text,
  ip text,
  created_at timestamptz not null default now()
);
create index staff_audit_created_idx on staff_audit (created_at desc, id desc);
create index staff_audit_staff_idx on staff_audit (staff_id, created_at desc);
create index staff_audit_target_idx on staff_audit (target_kind, target_id)
`);
}

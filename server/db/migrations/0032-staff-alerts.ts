// Alerts to the 管理员 (issue 35 item 1): a staff account under attack (many failed logins in
// the login policy's window) writes one alert per account per window; admins read them in the
// staff API (/api/staff/alert/list) or with `npm run staff -- alerts`. Kept apart from member
// messages: a staff alert has no member and is read by every admin.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table staff_alert (
  id bigserial primary key,
  kind text not null check (kind in ('login_attack')),
  staff_id bigint references staff_user(id) on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  body text not null check (char_length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index staff_alert_created_idx on staff_alert (created_at desc, id desc)
`);
}

// API clients of a company (issue 40): a company admin creates a client for the company's ERP or
// SRM, with scopes, the member it acts as and optional allowed address ranges; the client obtains
// bearer tokens with the OAuth client-credentials grant (HTTP Basic client id and secret). Only the
// secret's SHA-256 is kept (the secret is 32 random bytes, shown once). A token records the client
// and the scopes it was granted, so a revoked client's tokens stop at once (the token lookup joins
// the client) and a narrowed client cannot use a wider old token.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table api_client (
  id bigserial primary key,
  client_id text not null unique check (client_id ~ '^abk_[0-9a-f]{16}$'),
  secret_hash text not null,
  company_id bigint not null references company(id) on delete cascade,
  name text not null check (char_length(name) between 1 and 40),
  member_id bigint not null references member(id),
  scopes jsonb not null default '[]'::jsonb,
  ip_ranges jsonb not null default '[]'::jsonb,
  status text not null default 'active' check (status in ('active', 'revoked')),
  created_by bigint not null references member(id),
  created_at timestamptz not null default now(),
  rotated_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  last_used_ip text
);
create index api_client_company_idx on api_client (company_id, status);
alter table oauth_token add column api_client_id bigint references api_client(id) on delete cascade;
alter table oauth_token add column scopes jsonb
`);
}

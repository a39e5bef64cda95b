// PunchOut sessions (issue 40, item 4): a buyer's SRM opens the shop with a company API client's
// credentials (OCI 4.0 form fields, or a cXML 1.2 PunchOutSetupRequest); the session remembers where
// the cart goes back to (OCI HOOK_URL or cXML BrowserFormPost URL), the cXML BuyerCookie and the
// OCI ~TARGET. The browser gets a one-use start ticket (only its SHA-256 is kept) that the SPA trades
// for a short member token of the client's acting member; the token's id ties the cart return to the
// session. A session is open until the cart is returned (returned) or its token's time runs out.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table punchout_session (
  id bigserial primary key,
  protocol text not null check (protocol in ('oci', 'cxml')),
  api_client_id bigint not null references api_client(id) on delete cascade,
  company_id bigint not null references company(id) on delete cascade,
  member_id bigint not null references member(id),
  return_url text not null check (char_length(return_url) between 1 and 2000),
  buyer_cookie text check (char_length(buyer_cookie) <= 500),
  oci_target text check (char_length(oci_target) <= 100),
  operation text not null default 'create' check (operation in ('create', 'edit', 'inspect')),
  ticket_hash text not null unique,
  ticket_expires_at timestamptz not null,
  ticket_used_at timestamptz,
  member_token_id bigint references oauth_token(id) on delete set null,
  status text not null default 'open' check (status in ('open', 'returned', 'expired')),
  created_at timestamptz not null default now(),
  returned_at timestamptz
);
create index punchout_session_company_idx on punchout_session (company_id, created_at desc);
create index punchout_session_token_idx on punchout_session (member_token_id)
`);
}

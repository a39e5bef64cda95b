// Batch enquiry (issue 14, docs/api/enquiry.md): the enquiry and enquiry_line tables of 0003 grow
// what a report needs: what was typed (model, brand, quantity, unit, remark), the line status and
// its reason, how it matched, the candidates offered, and the manual quote staff answer. A line
// that could not be read has no quantity. enquiry_choice is the member's own cross-reference: the
// goods they chose for a typed text, offered first when the same text comes again.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table enquiry add column source text not null default 'file' check (source in ('file', 'paste'));
alter table enquiry add column matched_at timestamptz not null default now();
alter table enquiry add column updated_at timestamptz not null default now();
alter table enquiry add constraint enquiry_status_check check (status in (0, 1, 2, 3));
alter table enquiry_line alter column qty drop not null;
alter table enquiry_line drop constraint enquiry_line_qty_check;
alter table enquiry_line add constraint enquiry_line_qty_check check (qty is null or qty > 0);
alter table enquiry_line add column input_qty text not null default '';
alter table enquiry_line add column input_unit text not null default '';
alter table enquiry_line add column remark text not null default '';
alter table enquiry_line add column line_status text not null default 'unmatched' check (line_status in ('matched', 'candidates', 'unmatched', 'invalid', 'duplicate'));
alter table enquiry_line add column reason text not null default '';
alter table enquiry_line add column match_how text check (match_how in ('exact', 'normalised', 'memory', 'conversion', 'similar', 'quote'));
alter table enquiry_line add column candidates jsonb not null default '[]'::jsonb;
alter table enquiry_line add column quote_state text check (quote_state in ('requested', 'quoted'));
alter table enquiry_line add column quote_requested_at timestamptz;
alter table enquiry_line add column quote_goods_id bigint references goods(id);
alter table enquiry_line add column quote_price_fen bigint check (quote_price_fen > 0);
alter table enquiry_line add column quote_lead_days integer check (quote_lead_days >= 0);
alter table enquiry_line add column quote_valid_until date;
alter table enquiry_line add column quote_note text;
alter table enquiry_line add column quoted_by text;
alter table enquiry_line add column quoted_at timestamptz;
create unique index enquiry_line_row_uq on enquiry_line (enquiry_id, line_no);
create index enquiry_line_quote_idx on enquiry_line (quote_state, quote_requested_at) where quote_state is not null;
create index enquiry_live_member_idx on enquiry (member_id, created_at desc, id desc) where deleted_at is null;

create table enquiry_choice (
  member_id bigint not null references member(id) on delete cascade,
  input_key text not null,
  brand_key text not null default '',
  goods_id bigint not null references goods(id) on delete cascade,
  updated_at timestamptz not null default now(),
  primary key (member_id, input_key, brand_key)
)
`);
}

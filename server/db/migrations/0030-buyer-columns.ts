// The buyer's own columns travel (issue 33 item 3) and a staff quote is buyable (item 5):
// - enquiry_line.buyer_code: the buyer's 物料编码 of the line ('' when the sheet has none); a
//   line matched by the member's remembered buyer code records match_how 'buyerCode'.
// - member_buyer_code: the member's pair buyer code <-> goods (code_key is the code as
//   domain/enquiry/buyer-code.ts keys it), written when a line with a code goes to the cart or is
//   picked; a later sheet with only the code matches by it.
// - cart_item, tmp_order_line, sale_order_line: the buyer's code and remark carried from the
//   enquiry line to the cart, the checkout draft and the order line; quote_enquiry_id +
//   quote_line_no name the quoted enquiry line a cart or order line is priced by (the pair is
//   stable across a re-enquiry, which rewrites the line ids but keeps quotes by sheet row).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table enquiry_line add column buyer_code text not null default '';
alter table enquiry_line drop constraint enquiry_line_match_how_check;
alter table enquiry_line add constraint enquiry_line_match_how_check check (match_how in ('exact', 'normalised', 'memory', 'conversion', 'similar', 'quote', 'buyerCode'));
create table member_buyer_code (
  member_id bigint not null references member(id) on delete cascade,
  code_key text not null check (code_key <> ''),
  goods_id bigint not null references goods(id) on delete cascade,
  updated_at timestamptz not null default now(),
  primary key (member_id, code_key)
);
alter table cart_item add column buyer_code text;
alter table cart_item add column buyer_remark text;
alter table cart_item add column quote_enquiry_id bigint references enquiry(id) on delete set null;
alter table cart_item add column quote_line_no integer;
alter table tmp_order_line add column buyer_code text;
alter table tmp_order_line add column buyer_remark text;
alter table tmp_order_line add column quote_enquiry_id bigint references enquiry(id) on delete set null;
alter table tmp_order_line add column quote_line_no integer;
alter table sale_order_line add column buyer_code text;
alter table sale_order_line add column buyer_remark text;
alter table sale_order_line add column quote_enquiry_id bigint references enquiry(id) on delete set null;
alter table sale_order_line add column quote_line_no integer
`);
}

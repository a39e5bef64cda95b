// Help-centre and media features of issue 13 item 1 (docs/api/content.md): "was this helpful"
// votes (one row per article and voter: `m:<member id>` or `v:<digest of the visitor key>`; a
// re-vote updates the row) with the counts kept on the article and moved in the same transaction;
// the article's plain text (body_text, the sanitised HTML without its tags) that help search
// matches, so a keyword never matches inside a tag; and when an article was last saved. Rows
// written before get their plain text here, tags stripped.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table cms_article add column helpful_count integer not null default 0 check (helpful_count >= 0);
alter table cms_article add column unhelpful_count integer not null default 0 check (unhelpful_count >= 0);
alter table cms_article add column body_text text not null default '';
alter table cms_article add column updated_at timestamptz not null default now();
update cms_article set body_text = regexp_replace(content, '<[^>]*>', ' ', 'g');

create table cms_article_feedback (
  article_id integer not null references cms_article(id) on delete cascade,
  voter_key text not null,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (article_id, voter_key)
);

create index cms_article_published_idx on cms_article (category_id, published_at desc, id desc);
`);
}

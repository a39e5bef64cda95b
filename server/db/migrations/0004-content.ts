// Help-centre and media articles, ad slots (home banners).
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
create table cms_category (
  id integer primary key,
  kind text not null check (kind in ('help', 'media', 'agreement')),
  name text not null,
  sort integer not null default 0
);

create table cms_article (
  id integer primary key,
  category_id integer not null references cms_category(id),
  title text not null,
  label text not null,
  summary text,
  content text not null,
  cover_url text,
  sort integer not null default 0,
  status smallint not null default 1,
  published_at timestamptz not null default now()
);
create index cms_article_category_idx on cms_article (category_id, sort);

create table cms_ad (
  id integer primary key,
  code text not null,
  display_position integer not null default 1,
  title text not null,
  image_url text not null,
  link_url text,
  sort integer not null default 0,
  status smallint not null default 1,
  start_at timestamptz,
  end_at timestamptz
);
create index cms_ad_code_idx on cms_ad (code, display_position, sort);
`);
}

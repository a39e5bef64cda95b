// The queries of saving an article (article-save-service.ts holds the rules and the transaction):
// the category's kind, the lock on cms_article a new id is taken under, the edited row locked, the
// label's owner within a kind, the next id, and the insert and update with named columns.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CmsCategoryTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns an article save writes (besides the id of a new one). */
export interface ArticleFields {
  categoryId: number;
  title: string;
  label: string;
  summary: string | null;
  content: string;
  bodyText: string;
  coverUrl: string | null;
  sort: number;
  status: number;
  publishedAt: Date;
  updatedAt: Date;
}

/** The category's id and kind, or undefined when there is no such category. */
export async function findCategoryKind(db: Db, categoryId: number) {
  return db.selectFrom('cmsCategory').select(['id', 'kind']).where('id', '=', categoryId).executeTakeFirst();
}

/** Locks cms_article against concurrent inserts (share row exclusive) until the transaction ends. */
export async function lockArticleTable(trx: Transaction<Database>): Promise<void> {
  await sql`lock table cms_article in share row exclusive mode`.execute(trx);
}

/** The article's row, locked for update, or undefined. */
export async function lockArticleForEdit(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('cmsArticle').select(['id', 'sort', 'status', 'publishedAt']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** An article of a category of this kind with this label (other than `exceptId`), or undefined. */
export async function findArticleWithLabel(db: Db, kind: CmsCategoryTable['kind'], label: string, exceptId: number | undefined) {
  return db
    .selectFrom('cmsArticle as a')
    .innerJoin('cmsCategory as c', 'c.id', 'a.categoryId')
    .select('a.id')
    .where('c.kind', '=', kind)
    .where('a.label', '=', label)
    .$if(exceptId !== undefined, (q) => q.where('a.id', '<>', exceptId!))
    .executeTakeFirst();
}

export async function updateArticle(trx: Transaction<Database>, id: number, fields: ArticleFields): Promise<void> {
  await trx
    .updateTable('cmsArticle')
    .set({
      categoryId: fields.categoryId, title: fields.title, label: fields.label, summary: fields.summary, content: fields.content, bodyText: fields.bodyText,
      coverUrl: fields.coverUrl, sort: fields.sort, status: fields.status, publishedAt: fields.publishedAt, updatedAt: fields.updatedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** The largest article id (null when there is none). */
export async function maxArticleId(trx: Transaction<Database>) {
  const { maxId } = await trx.selectFrom('cmsArticle').select((eb) => eb.fn.max('id').as('maxId')).executeTakeFirstOrThrow();
  return maxId;
}

export async function insertArticle(trx: Transaction<Database>, id: number, fields: ArticleFields): Promise<void> {
  await trx
    .insertInto('cmsArticle')
    .values({
      id, categoryId: fields.categoryId, title: fields.title, label: fields.label, summary: fields.summary, content: fields.content, bodyText: fields.bodyText,
      coverUrl: fields.coverUrl, sort: fields.sort, status: fields.status, publishedAt: fields.publishedAt, updatedAt: fields.updatedAt,
    })
    .execute();
}

// Saving an article (staff route POST /api/staff/cms/article/save, `npm run content -- publish`):
// a new one (no id) or an edit. The content goes through the one allow-list
// (article-html.ts) and its plain text is kept for help search. Checked before writing: the
// category exists, the edited article exists, the label is free within the category's kind,
// something is left after sanitising. One transaction; new ids are the next after the largest,
// with the table locked against a concurrent insert.
import { sql, type Kysely } from 'kysely';
import type { SavedArticle } from '../../../domain/content/content-answers.ts';
import type { SaveArticleBody } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { articlePlainText, sanitizeArticleHtml } from './article-html.ts';
import { CONTENT_MSG } from './messages.ts';

export async function saveArticle(db: Kysely<Database>, body: SaveArticleBody, now: Date = new Date()): Promise<SavedArticle> {
  const content = sanitizeArticleHtml(body.content);
  const bodyText = articlePlainText(content);
  if (bodyText === '' && !/<img\b/.test(content)) throw badRequest(CONTENT_MSG.contentEmpty);
  return db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('cmsCategory').select(['id', 'kind']).where('id', '=', body.categoryId).executeTakeFirst();
    if (!category) throw notFound(CONTENT_MSG.categoryNotFound);
    if (body.id === undefined) await sql`lock table cms_article in share row exclusive mode`.execute(trx);
    const existing = body.id === undefined ? undefined : await trx.selectFrom('cmsArticle').select(['id', 'sort', 'status', 'publishedAt']).where('id', '=', body.id).forUpdate().executeTakeFirst();
    if (body.id !== undefined && !existing) throw notFound(CONTENT_MSG.articleNotFound);
    const taken = await trx
      .selectFrom('cmsArticle as a')
      .innerJoin('cmsCategory as c', 'c.id', 'a.categoryId')
      .select('a.id')
      .where('c.kind', '=', category.kind)
      .where('a.label', '=', body.label)
      .$if(body.id !== undefined, (q) => q.where('a.id', '<>', body.id!))
      .executeTakeFirst();
    if (taken) throw conflict(CONTENT_MSG.labelTaken(body.label));
    const fields = {
      categoryId: body.categoryId,
      title: body.title.trim(),
      label: body.label,
      summary: body.summary?.trim() || null,
      content,
      bodyText,
      coverUrl: body.coverUrl ?? null,
      sort: body.sort ?? existing?.sort ?? 0,
      status: body.status ?? existing?.status ?? 1,
      publishedAt: body.publishedAt ? new Date(body.publishedAt) : (existing?.publishedAt ?? now),
      updatedAt: now,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('cmsArticle').set(fields).where('id', '=', id).execute();
    } else {
      const { maxId } = await trx.selectFrom('cmsArticle').select((eb) => eb.fn.max('id').as('maxId')).executeTakeFirstOrThrow();
      id = Number(maxId ?? 0) + 1;
      await trx.insertInto('cmsArticle').values({ id, ...fields }).execute();
    }
    return {
      id,
      categoryId: fields.categoryId,
      title: fields.title,
      label: fields.label,
      summary: fields.summary,
      content,
      coverUrl: fields.coverUrl,
      sort: fields.sort,
      status: fields.status,
      publishedAt: fields.publishedAt.toISOString(),
      created: !existing,
    };
  });
}

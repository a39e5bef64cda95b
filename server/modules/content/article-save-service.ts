// Saving an article (staff route POST /api/staff/cms/article/save, `npm run content -- publish`):
// a new one (no id) or an edit. The content goes through the one allow-list
// (article-html.ts) and its plain text is kept for help search. Checked before writing: the
// category exists, the edited article exists, the label is free within the category's kind,
// something is left after sanitising. One transaction; new ids are the next after the largest,
// with the table locked against a concurrent insert. The queries are article-repository.ts's.
import type { Kysely } from 'kysely';
import type { SavedArticle } from '../../../domain/content/content-answers.ts';
import type { SaveArticleBody } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { articlePlainText, sanitizeArticleHtml } from './article-html.ts';
import { findArticleWithLabel, findCategoryKind, insertArticle, lockArticleForEdit, lockArticleTable, maxArticleId, updateArticle, type ArticleFields } from './article-repository.ts';
import { CONTENT_MSG } from './messages.ts';

export async function saveArticle(db: Kysely<Database>, body: SaveArticleBody, now: Date = new Date()): Promise<SavedArticle> {
  const content = sanitizeArticleHtml(body.content);
  const bodyText = articlePlainText(content);
  if (bodyText === '' && !/<img\b/.test(content)) throw badRequest(CONTENT_MSG.contentEmpty);
  return db.transaction().execute(async (trx) => {
    const category = await findCategoryKind(trx, body.categoryId);
    if (!category) throw notFound(CONTENT_MSG.categoryNotFound);
    if (body.id === undefined) await lockArticleTable(trx);
    const existing = body.id === undefined ? undefined : await lockArticleForEdit(trx, body.id);
    if (body.id !== undefined && !existing) throw notFound(CONTENT_MSG.articleNotFound);
    const taken = await findArticleWithLabel(trx, category.kind, body.label, body.id);
    if (taken) throw conflict(CONTENT_MSG.labelTaken(body.label));
    const fields: ArticleFields = {
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
      await updateArticle(trx, id, fields);
    } else {
      id = Number((await maxArticleId(trx)) ?? 0) + 1;
      await insertArticle(trx, id, fields);
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

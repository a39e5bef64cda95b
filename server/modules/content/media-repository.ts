// Media centre and article reading: media lists (newest first), media categories, an article
// with its neighbours in its category, related media articles and its vote counts.
import { sql, type Kysely } from 'kysely';
import type { ArticleDetail, ArticleLink, MediaCard, MediaCategory } from '../../../domain/content/content-answers.ts';
import { RELATED_LIMIT } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';

const cardColumns = ['a.id', 'a.title', 'a.summary', 'a.coverUrl', 'a.publishedAt', 'c.id as catId', 'c.name as catName'] as const;

function liveMedia(db: Kysely<Database>) {
  return db.selectFrom('cmsArticle as a').innerJoin('cmsCategory as c', 'c.id', 'a.categoryId').where('c.kind', '=', 'media').where('a.status', '=', 1);
}

const toCard = (row: Omit<MediaCard, 'publishedAt'> & { publishedAt: Date }): MediaCard => ({ ...row, publishedAt: row.publishedAt.toISOString() });

/** One page of live media articles, newest first; one category when given (an unknown or non-media one is empty). */
export async function mediaPage(db: Kysely<Database>, current: number, size: number, categoryId?: number): Promise<{ records: MediaCard[]; total: number }> {
  let base = liveMedia(db);
  if (categoryId !== undefined) base = base.where('c.id', '=', categoryId);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...cardColumns])
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { records: rows.map(toCard), total: Number(total) };
}

export async function mediaCategories(db: Kysely<Database>): Promise<MediaCategory[]> {
  const rows = await db
    .selectFrom('cmsCategory as c')
    .leftJoin('cmsArticle as a', (join) => join.onRef('a.categoryId', '=', 'c.id').on('a.status', '=', 1))
    .select(['c.id', 'c.name', (eb) => eb.fn.count<string>('a.id').as('count')])
    .where('c.kind', '=', 'media')
    .groupBy(['c.id', 'c.name', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

/** A live article with its previous and next in its category, related media articles and counts. */
export async function articleDetail(db: Kysely<Database>, id: number): Promise<ArticleDetail | null> {
  const row = await db
    .selectFrom('cmsArticle as a')
    .innerJoin('cmsCategory as c', 'c.id', 'a.categoryId')
    .select(['a.id', 'a.title', 'a.label', 'a.summary', 'a.content', 'a.coverUrl', 'a.publishedAt', 'a.sort', 'a.helpfulCount', 'a.unhelpfulCount', 'c.id as catId', 'c.name as catName', 'c.kind'])
    .where('a.id', '=', id)
    .where('a.status', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const media = row.kind === 'media';
  const [prev, next] = await Promise.all([neighbour(db, row, media, 'prev'), neighbour(db, row, media, 'next')]);
  const related = media ? await relatedMedia(db, row.id, row.catId) : [];
  return {
    id: row.id,
    title: row.title,
    label: row.label,
    summary: row.summary,
    content: row.content,
    coverUrl: row.coverUrl,
    publishedAt: row.publishedAt.toISOString(),
    catName: row.catName,
    catId: row.catId,
    kind: row.kind,
    prev,
    next,
    related,
    feedback: { helpful: row.helpfulCount, unhelpful: row.unhelpfulCount },
  };
}

interface Anchor {
  id: number;
  catId: number;
  sort: number;
  publishedAt: Date;
}

/**
 * The article before (prev) or after (next) `at` in its category's list order: help and
 * agreements by (sort, id); media newest first by (published_at desc, id desc).
 */
async function neighbour(db: Kysely<Database>, at: Anchor, media: boolean, which: 'prev' | 'next'): Promise<ArticleLink | null> {
  let q = db.selectFrom('cmsArticle as a').select(['a.id', 'a.title', 'a.label']).where('a.categoryId', '=', at.catId).where('a.status', '=', 1);
  if (media) {
    // List order is newest first: prev is newer, next is older.
    const newer = which === 'prev';
    q = q
      .where(sql<boolean>`(a.published_at, a.id) ${sql.raw(newer ? '>' : '<')} (${at.publishedAt}, ${at.id})`)
      .orderBy('a.publishedAt', newer ? 'asc' : 'desc')
      .orderBy('a.id', newer ? 'asc' : 'desc');
  } else {
    const before = which === 'prev';
    q = q
      .where(sql<boolean>`(a.sort, a.id) ${sql.raw(before ? '<' : '>')} (${at.sort}, ${at.id})`)
      .orderBy('a.sort', before ? 'desc' : 'asc')
      .orderBy('a.id', before ? 'desc' : 'asc');
  }
  return (await q.limit(1).executeTakeFirst()) ?? null;
}

/** Up to RELATED_LIMIT other live media articles: the same category first, each newest first. */
async function relatedMedia(db: Kysely<Database>, id: number, catId: number): Promise<MediaCard[]> {
  const rows = await liveMedia(db)
    .select([...cardColumns])
    .where('a.id', '<>', id)
    .orderBy(sql`case when c.id = ${catId} then 0 else 1 end`)
    .orderBy('a.publishedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map(toCard);
}

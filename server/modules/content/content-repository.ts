// Help-centre categories with their article links, whole articles, the live help articles a help
// search finds, and the live images of ad slots.
import { sql, type Kysely } from 'kysely';
import type { AdImage, Article, HelpCentreEntry } from '../../../domain/content/content-answers.ts';
import { HELP_SEARCH_LIMIT } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';

export type { Article, HelpCentreEntry };

export async function helpCentreList(db: Kysely<Database>): Promise<HelpCentreEntry[]> {
  const rows = await db
    .selectFrom('cmsCategory as c')
    .innerJoin('cmsArticle as a', 'a.categoryId', 'c.id')
    .select(['c.id as catId', 'c.name as catName', 'a.id', 'a.title', 'a.label'])
    .where('c.kind', '=', 'help')
    .where('a.status', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.id')
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
  const entries: HelpCentreEntry[] = [];
  for (const row of rows) {
    let entry = entries.at(-1);
    if (!entry || entry.catId !== row.catId) {
      entry = { catId: row.catId, catName: row.catName, articles: [] };
      entries.push(entry);
    }
    entry.articles.push({ id: row.id, title: row.title, label: row.label });
  }
  return entries;
}

export async function findArticle(db: Kysely<Database>, where: { id: number } | { label: string; kind: 'help' | 'media' | 'agreement' }): Promise<Article | null> {
  let q = db
    .selectFrom('cmsArticle as a')
    .innerJoin('cmsCategory as c', 'c.id', 'a.categoryId')
    .select(['a.id', 'a.title', 'a.label', 'a.summary', 'a.content', 'a.coverUrl', 'a.publishedAt', 'c.name as catName'])
    .where('a.status', '=', 1);
  q = 'id' in where ? q.where('a.id', '=', where.id) : q.where('a.label', '=', where.label).where('c.kind', '=', where.kind);
  const row = await q.executeTakeFirst();
  return row ? { ...row, publishedAt: row.publishedAt.toISOString() } : null;
}

/**
 * The live help articles whose title or plain text matches the ILIKE pattern (escaped by the
 * caller), title hits first, then category and article order; at most HELP_SEARCH_LIMIT.
 */
export async function helpArticlesMatching(db: Kysely<Database>, pattern: string) {
  return db
    .selectFrom('cmsArticle as a')
    .innerJoin('cmsCategory as c', 'c.id', 'a.categoryId')
    .select(['a.id', 'a.title', 'a.label', 'a.bodyText', 'c.id as catId', 'c.name as catName'])
    .where('c.kind', '=', 'help')
    .where('a.status', '=', 1)
    .where((eb) => eb.or([eb('a.title', 'ilike', pattern), eb('a.bodyText', 'ilike', pattern)]))
    .orderBy(sql`case when a.title ilike ${pattern} then 0 else 1 end`)
    .orderBy('c.sort')
    .orderBy('a.sort')
    .orderBy('a.id')
    .limit(HELP_SEARCH_LIMIT)
    .execute();
}

/** The live images of an ad slot (within their start and end), in order; optionally one position. */
export async function adImages(db: Kysely<Database>, code: string, displayPosition?: number): Promise<AdImage[]> {
  const now = new Date();
  let q = db
    .selectFrom('cmsAd')
    .select(['id', 'title', 'imageUrl', 'linkUrl'])
    .where('code', '=', code)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('startAt', 'is', null), eb('startAt', '<=', now)]))
    .where((eb) => eb.or([eb('endAt', 'is', null), eb('endAt', '>', now)]));
  if (displayPosition !== undefined) q = q.where('displayPosition', '=', displayPosition);
  return q.orderBy('sort').orderBy('id').execute();
}

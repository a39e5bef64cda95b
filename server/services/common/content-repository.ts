// Help-centre categories with their article links.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface HelpCentreEntry {
  catId: number;
  catName: string;
  articles: { id: number; title: string; label: string }[];
}

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

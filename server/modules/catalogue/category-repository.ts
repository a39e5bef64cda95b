// The three-level category tree, every category row (the catalogue cache), and the categories
// recommended on the home page.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface CategoryNode {
  id: number;
  name: string;
  level: number;
  icon: string | null;
  children: CategoryNode[];
}

export async function categoryTree(db: Kysely<Database>): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('category')
    .select(['id', 'parentId', 'name', 'level', 'icon'])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = { id: row.id, name: row.name, level: row.level, icon: row.icon, children: [] };
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) roots.push(node);
  }
  return roots;
}

/** The home page's recommended categories, in display order: category ids with their pictures. */
export async function recommendedCategoryRows(db: Kysely<Database>): Promise<{ categoryId: number; imageUrl: string | null }[]> {
  return db.selectFrom('categoryRecommend').select(['categoryId', 'imageUrl']).orderBy('sort').orderBy('categoryId').execute();
}

/** Every category as the catalogue cache holds it, parents before children (by level, then shop order). */
export function listCategories(db: Kysely<Database>) {
  return db.selectFrom('category').select(['id', 'parentId', 'level', 'name', 'icon', 'sort']).orderBy('level').orderBy('sort').orderBy('id').execute();
}

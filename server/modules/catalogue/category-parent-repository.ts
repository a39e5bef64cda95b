// The category tree's links for other modules (through public.ts): every category with its parent
// (hidden ones included; distribution resolves a commission rate up the tree), and whether a
// category exists. Read-only.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every category's id and parent id (null at the top). */
export async function categoryParents(db: Kysely<Database>) {
  return db.selectFrom('category').select(['id', 'parentId']).execute();
}

export async function categoryExists(db: Kysely<Database>, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('category').select('id').where('id', '=', categoryId).executeTakeFirst();
  return row !== undefined;
}

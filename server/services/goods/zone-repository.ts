// Special zones (the spec's "scope"): the header list and zone pages.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { offsetOf, type PageQuery } from '../../../domain/schemas/page-query.ts';
import { page, type Page } from '../../http/envelope.ts';

export interface ZoneSummary {
  id: number;
  name: string;
  scopeId: string;
  description: string | null;
  bannerUrl: string | null;
}

export async function listZones(db: Kysely<Database>, q: PageQuery & { type?: number | undefined }): Promise<Page<ZoneSummary>> {
  let base = db.selectFrom('zone').where('status', '=', 1);
  if (q.type !== undefined) base = base.where('type', '=', q.type);
  const [records, count] = await Promise.all([
    base.select(['id', 'name', 'scopeId', 'description', 'bannerUrl']).orderBy('sort').orderBy('id').limit(q.size).offset(offsetOf(q)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(records, Number(count.n), q.current, q.size);
}

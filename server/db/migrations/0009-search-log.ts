// Who made each hot-search entry (issue 11 item 6): `m:<member id>` or a digest of a visitor's IP,
// so the hot list counts distinct searchers per phrase per day. Older entries have none and count
// as one searcher each.
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, `
alter table hot_search_log add column searcher text
`);
}

// Runs a migration's SQL one statement at a time (PGlite's extended protocol takes one per call).
import { sql, type Kysely } from 'kysely';

export async function runStatements(db: Kysely<any>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

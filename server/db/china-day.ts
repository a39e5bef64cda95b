// The China calendar day of a timestamptz column in SQL, as yyyy-mm-dd: UTC+8 all year, so no
// time-zone data is needed (domain/shared/china-time.ts is the same rule in TypeScript).
import { sql } from 'kysely';

export const chinaDaySql = (column: string) => sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

// The product list's "did you mean" for a search that found nothing: the conversion groups the
// keyword names (conversion-repository.ts convertAssociation), kept per keyword for a while.
//
// A miss is the search's most expensive answer (two database reads, a LIKE over the members, on
// every retyped typo), and the groups are reference data: the seed writes them, nothing writes them
// while the server runs. An answer is kept TTL_MS at most, so a group table reloaded under a
// running server shows within that time; at most MAX keywords are kept (the oldest out).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { convertAssociation } from './conversion-repository.ts';
import { ExpiringMap } from './expiring-map.ts';

export type ConversionHint = { groupId: number; standard: string };

const TTL_MS = 5 * 60_000;
const MAX = 2_000;
const HINTS = 5;

export class ConversionHints {
  readonly #entries = new ExpiringMap<string, Promise<ConversionHint[]>>(TTL_MS, MAX);

  constructor(private readonly db: Kysely<Database>) {}

  /** The groups a keyword with no goods names (at most 5). */
  of(keyword: string): Promise<ConversionHint[]> {
    const key = keyword.toLowerCase();
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const hints = convertAssociation(this.db, keyword, HINTS);
    this.#entries.set(key, hints);
    // A failed read is not kept: the next miss asks the database again.
    hints.catch(() => this.#entries.deleteIf(key, hints));
    return hints;
  }
}

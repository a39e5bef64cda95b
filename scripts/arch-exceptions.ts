// Files under server/modules allowed to hold queries although they are not a `*-repository.ts`
// (count 3 of `npm run arch`, scripts/arch.ts). Each entry is one file and why; the script fails
// unless docs/decisions.md names the file, so every exception has its decision written down.
import type { QueryException } from './arch-counts.ts';

export const QUERY_EXCEPTIONS: readonly QueryException[] = [];

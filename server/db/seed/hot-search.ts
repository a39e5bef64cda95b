// Hot-search log entries over the seven days before `now`, for models that exist in the catalogue.
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import type { GeneratedGoods } from './goods.ts';
import { intBetween, rngFor } from './prng.ts';

/** Families whose featured model ranks first among hot keywords, in this order. */
const PRIORITY = [
  'deep-groove', 'contactor-schneider', 'solenoid-valve-smc', 'respirator-3m', 'multimeter-fluke', 'mcb', 'compact-cylinder',
  'relay-omron', 'plc-siemens', 'photoelectric-omron', 'standard-cylinder', 'half-mask-3m', 'adhesive-loctite', 'proximity-omron',
  'inverter-siemens', 'socket-screw', 'caliper-mitutoyo', 'grease-mobil',
];
const MAX_KEYWORDS = 24;
const DAY_SECONDS = 86_400;

export interface HotSearchRow {
  keyword: string;
  keywordKey: string;
  memberId: number | null;
  resultCount: number;
  createdAt: Date;
}

/** Remembers the featured models as goods stream by. */
export class HotSearchCollector {
  readonly #byFamily = new Map<string, string[]>();

  offer(item: GeneratedGoods): void {
    if (!item.featured) return;
    const list = this.#byFamily.get(item.familyKey) ?? [];
    if (!list.includes(item.goods.model)) list.push(item.goods.model);
    this.#byFamily.set(item.familyKey, list);
  }

  keywords(): string[] {
    const first = PRIORITY.flatMap((key) => this.#byFamily.get(key)?.slice(0, 1) ?? []);
    const rest = [...this.#byFamily.entries()].flatMap(([key, models]) => (PRIORITY.includes(key) ? models.slice(1) : models));
    return [...new Set([...first, ...rest])].slice(0, MAX_KEYWORDS);
  }
}

export function hotSearchRows(keywords: readonly string[], now: Date, seed: number, memberIds: readonly number[]): HotSearchRow[] {
  const rng = rngFor(seed, 'hot-search');
  const rows: HotSearchRow[] = [];
  keywords.forEach((keyword, rank) => {
    const count = Math.max(3, Math.round(60 / (1 + rank * 0.6)));
    for (let i = 0; i < count; i += 1) {
      const member = memberIds.length > 0 && rng() < 0.2 ? memberIds[Math.floor(rng() * memberIds.length)]! : null;
      const ago = intBetween(rng, 60, 7 * DAY_SECONDS - 60);
      rows.push({ keyword, keywordKey: modelKey(keyword), memberId: member, resultCount: 0, createdAt: new Date(now.getTime() - ago * 1000) });
    }
  });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

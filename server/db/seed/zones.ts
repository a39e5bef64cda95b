// Header zones (type 2) with their goods, and the recommended categories of the home page.
import type { GeneratedGoods } from './goods.ts';

export interface ZoneSeed {
  id: number;
  name: string;
  scopeId: string;
  description: string;
  bannerUrl: string;
  sort: number;
  /** Top-level category icons whose goods belong here; null = goods of recommended brands. */
  roots: readonly string[] | null;
}

export const HEADER_ZONE_TYPE = 2;
const ZONE_MAX_GOODS = 48;

export const ZONES: readonly ZoneSeed[] = [
  { id: 1, name: '轴承专区', scopeId: 'bearing', description: 'SKF、NSK、FAG、NTN等品牌轴承及直线传动件，正品现货，支持型号转换。', bannerUrl: '/files/banner/zone-bearing.svg', sort: 1, roots: ['bearing', 'transmission'] },
  { id: 2, name: '气动专区', scopeId: 'pneumatic', description: 'SMC、Festo、亚德客、CKD气缸、电磁阀、气源处理与接头气管。', bannerUrl: '/files/banner/zone-pneumatic.svg', sort: 2, roots: ['pneumatic', 'hydraulic'] },
  { id: 3, name: '电气专区', scopeId: 'electrical', description: '施耐德、西门子、正泰、欧姆龙低压电器与工控自动化产品。', bannerUrl: '/files/banner/zone-electrical.svg', sort: 3, roots: ['electrical', 'automation'] },
  { id: 4, name: '劳保专区', scopeId: 'safety', description: '3M、霍尼韦尔、安思尔个人防护装备，呼吸、手部、头部与足部防护。', bannerUrl: '/files/banner/zone-safety.svg', sort: 4, roots: ['safety', 'cleaning'] },
  { id: 5, name: '工具专区', scopeId: 'tools', description: '世达、博世、牧田、福禄克手动工具、电动工具与测量仪器。', bannerUrl: '/files/banner/zone-tools.svg', sort: 5, roots: ['tools', 'instrument', 'fastener'] },
  { id: 6, name: '品牌特惠', scopeId: 'brand-deal', description: '推荐品牌热销型号限时特惠，企业会员再享VIP价。', bannerUrl: '/files/banner/zone-brand-deal.svg', sort: 6, roots: null },
];

export interface ZoneGoodsRow {
  zoneId: number;
  goodsId: number;
  sort: number;
}

/** Picks each zone's goods while goods stream by: featured and hot goods first, then the rest in order. */
export class ZoneCollector {
  readonly #picked = new Map<number, number[]>();
  readonly #spare = new Map<number, number[]>();

  constructor(private readonly recommendedBrandIds: ReadonlySet<number>) {
    ZONES.forEach((zone) => {
      this.#picked.set(zone.id, []);
      this.#spare.set(zone.id, []);
    });
  }

  offer(item: GeneratedGoods): void {
    for (const zone of ZONES) {
      const fits = zone.roots ? zone.roots.includes(item.root) : this.recommendedBrandIds.has(item.goods.brandId);
      if (!fits) continue;
      const strong = item.featured || item.goods.isHot;
      const list = strong ? this.#picked.get(zone.id)! : this.#spare.get(zone.id)!;
      if (list.length < ZONE_MAX_GOODS) list.push(item.goods.id);
    }
  }

  rows(): ZoneGoodsRow[] {
    return ZONES.flatMap((zone) => {
      const ids = [...this.#picked.get(zone.id)!, ...this.#spare.get(zone.id)!].slice(0, ZONE_MAX_GOODS);
      return ids.map((goodsId, i) => ({ zoneId: zone.id, goodsId, sort: i + 1 }));
    });
  }
}

/** Level-3 categories shown as recommended on the home page, with their illustration. */
export const RECOMMENDED_CATEGORIES: readonly { key: string; image: string }[] = [
  { key: 'deep-groove', image: 'ball-bearing' },
  { key: 'standard-cylinder', image: 'cylinder' },
  { key: 'solenoid-valve', image: 'solenoid-valve' },
  { key: 'contactor', image: 'contactor' },
  { key: 'mcb', image: 'mcb' },
  { key: 'photoelectric', image: 'photo-sensor' },
  { key: 'plc', image: 'plc' },
  { key: 'respirator', image: 'respirator' },
  { key: 'gloves', image: 'gloves' },
  { key: 'socket-screw', image: 'socket-screw' },
  { key: 'multimeter', image: 'multimeter' },
  { key: 'grease', image: 'grease' },
];

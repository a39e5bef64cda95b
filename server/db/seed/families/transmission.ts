// Linear motion, belts, chains and gear motors.
import { defineFamily, num, prefer, range, taxCode, type Family } from './define.ts';

const TAX_LINEAR = taxCode('1090117030');
const TAX_BELT = taxCode('1070104010');
const TAX_CHAIN = taxCode('1090117010');
const TAX_MOTOR = taxCode('1090501010');

const HIWIN_BLOCKS = [
  ...[15, 20, 25, 30, 35, 45].flatMap((s) => [`HGH${s}CA`, `HGH${s}HA`, `HGW${s}CC`, `HGW${s}HC`]),
  ...[15, 20, 25, 30].flatMap((s) => [`EGH${s}SA`, `EGH${s}CA`, `EGW${s}SC`, `EGW${s}CC`]),
  ...[7, 9, 12, 15].flatMap((s) => [`MGN${s}C`, `MGN${s}H`]),
] as const;

function blockSize(block: string): number {
  return Number(/\d+/.exec(block)?.[0] ?? 20);
}

const hiwinBlock = defineFamily({
  key: 'linear-block-hiwin',
  category: 'linear-guide',
  image: 'linear-guide',
  tax: TAX_LINEAR,
  unit: '个',
  weight: 1.5,
  leadDays: [2, 7],
  brands: [{ brand: 'hiwin', codes: [''] }],
  dims: { block: HIWIN_BLOCKS, preload: ['Z0', 'ZA', 'ZB'], accuracy: ['C', 'H', 'P'] },
  popular: { block: (b) => (/^HG[HW](15|20|25)C/.test(b) ? 8 : 1), preload: prefer(['Z0']), accuracy: prefer(['C', 'H'], 4) },
  featured: [{ brand: 'hiwin', at: { block: 'HGH20CA', preload: 'Z0', accuracy: 'H' } }],
  build({ block, preload, accuracy }) {
    const size = blockSize(block);
    const flange = /W/.test(block.slice(0, 3));
    const accuracies: Record<string, string> = { C: '普通级（C）', H: '高级（H）', P: '精密级（P）' };
    const preloads: Record<string, string> = { Z0: '轻预压（Z0）', ZA: '中预压（ZA）', ZB: '重预压（ZB）' };
    return {
      model: `${block}${preload}${accuracy}`,
      title: flange ? '法兰型直线导轨滑块' : '方型直线导轨滑块',
      extra: `${size}规格`,
      specs: { 规格: String(size), 滑块型式: flange ? '法兰型' : '方型', 预压等级: preloads[preload] ?? preload, 精度等级: accuracies[accuracy] ?? accuracy, 防尘: '标准端盖密封' },
      yuan: 95 * Math.pow(size / 15, 1.7) * (accuracy === 'P' ? 1.5 : accuracy === 'H' ? 1.2 : 1) * (/HA|HC/.test(block) ? 1.25 : 1),
      weightG: Math.round(90 * Math.pow(size / 15, 2.6)),
    };
  },
});

const hiwinRail = defineFamily({
  key: 'linear-rail-hiwin',
  category: 'linear-guide',
  image: 'linear-rail',
  tax: TAX_LINEAR,
  unit: '根',
  weight: 2,
  leadDays: [3, 10],
  brands: [{ brand: 'hiwin', codes: [''] }],
  dims: {
    series: ['HGR15', 'HGR20', 'HGR25', 'HGR30', 'HGR35', 'EGR15', 'EGR20', 'EGR25', 'MGNR9', 'MGNR12', 'MGNR15'],
    length: range(100, 4000, 5),
    accuracy: ['C', 'H', 'P'],
  },
  popular: { length: (l) => (l % 100 === 0 ? 40 : 1), accuracy: prefer(['C', 'H'], 4) },
  build({ series, length, accuracy }) {
    const size = blockSize(series);
    return {
      model: `${series}R${length}${accuracy}`,
      title: '直线导轨',
      extra: `长${length}mm`,
      specs: { 规格: String(size), 导轨长度: `${length}mm`, 精度等级: accuracy, 安装方式: '上锁式', 材质: '轴承钢，高频淬火' },
      yuan: (0.12 * Math.pow(size / 15, 1.6) * length + 20),
      weightG: Math.round(length * 1.4 * Math.pow(size / 15, 2)),
    };
  },
});

const thkGuide = defineFamily({
  key: 'linear-guide-thk',
  category: 'linear-guide',
  image: 'linear-guide',
  tax: TAX_LINEAR,
  unit: '套',
  weight: 2,
  leadDays: [5, 15],
  brands: [{ brand: 'thk', codes: ['HSR', 'SHS', 'SR'] }],
  dims: {
    size: [15, 20, 25, 30, 35],
    block: ['A', 'B', 'R', 'C', 'V', 'W'],
    blocks: [1, 2],
    seal: ['UU', 'SS', 'ZZ', 'DD'],
    rail: range(100, 4000, 5),
  },
  popular: { rail: (l) => (l % 200 === 0 ? 30 : l % 40 === 0 ? 4 : 1) },
  build({ size, block, blocks, seal, rail }, { code }) {
    return {
      model: `${code}${size}${block}${blocks}${seal}+${rail}L`,
      title: '直线导轨（滑块+导轨）',
      extra: `${blocks}滑块 导轨${rail}mm`,
      specs: { 系列: code, 规格: String(size), 滑块型式: block, 每轨滑块数: `${blocks}个`, 密封选项: seal, 导轨长度: `${rail}mm` },
      yuan: (180 * Math.pow(size / 15, 1.6) * blocks + 0.15 * rail * Math.pow(size / 15, 1.5)) * (code === 'SHS' ? 1.15 : 1),
      weightG: Math.round(rail * 1.5 * Math.pow(size / 15, 2) + blocks * 200),
    };
  },
});

const ballScrew = defineFamily({
  key: 'ball-screw',
  category: 'ball-screw',
  image: 'ball-screw',
  tax: TAX_LINEAR,
  unit: '根',
  weight: 2,
  leadDays: [5, 12],
  brands: [
    { brand: 'tbi', weight: 2, codes: ['SFU'] },
    { brand: 'hiwin', factor: 1.5, codes: ['R'] },
  ],
  dims: {
    spec: ['1204', '1605', '1610', '2005', '2010', '2505', '2510', '3205', '3210', '4010'],
    length: range(100, 3000, 5),
    grade: ['C7', 'C5', 'C3'],
  },
  popular: { spec: prefer(['1605', '2005', '2510']), grade: prefer(['C7'], 6), length: (l) => (l % 100 === 0 ? 40 : 1) },
  build({ spec, length, grade }, { code }) {
    const d = Number(spec.slice(0, 2));
    const lead = Number(spec.slice(2));
    const model = code === 'SFU' ? `SFU${spec}-${grade}-${length}` : `R${d}-${lead}K4-FSC-${length}-${grade}`;
    return {
      model,
      title: '滚珠丝杠',
      extra: `${d}×${lead} 全长${length}mm`,
      specs: { 公称直径: `${d}mm`, 导程: `${lead}mm`, 全长: `${length}mm`, 精度等级: grade, 螺母型式: '法兰型单螺母', 端部加工: '标准BK/BF端加工' },
      yuan: (120 + 0.18 * length * Math.pow(d / 16, 1.6)) * (grade === 'C5' ? 1.6 : grade === 'C3' ? 2.6 : 1),
      weightG: Math.round(length * 1.6 * Math.pow(d / 16, 2)),
    };
  },
});

const bushing = defineFamily({
  key: 'linear-bushing',
  category: 'linear-bushing',
  image: 'linear-bushing',
  tax: TAX_LINEAR,
  unit: '个',
  weight: 1.2,
  brands: [
    { brand: 'thk', codes: ['LM|UU', 'LM|UU-OP', 'LM|LUU', 'LMF|UU', 'LMK|UU', 'LMH|UU', 'LMF|LUU', 'LMK|LUU'] },
    { brand: 'misumi', factor: 0.6, codes: ['LMU|', 'LMUW|', 'LHFR|', 'LHFS|', 'LHFRW|'] },
  ],
  dims: { d: [6, 8, 10, 12, 13, 16, 20, 25, 30, 35, 40, 50] },
  popular: { d: prefer([8, 10, 12, 16, 20]) },
  build({ d }, { code }) {
    const [pre, suf] = code.split('|') as [string, string];
    const flange = /^(LMF|LMK|LMH|LHF)/.test(pre);
    const long = suf.includes('L') || pre.endsWith('W');
    return {
      model: `${pre}${d}${suf}`,
      title: flange ? '法兰型直线轴承' : '直线轴承',
      extra: `内径${d}mm${long ? ' 加长型' : ''}`,
      specs: { 内径: `${d}mm`, 外径: `${Math.round(d * 1.55 + 3)}mm`, 类型: `${flange ? '法兰型' : '直筒型'}${long ? '（双衬套加长）' : ''}`, 密封: suf.includes('UU') ? '两端橡胶密封' : '标准防尘', 保持架: '树脂' },
      yuan: 18 * Math.pow(d / 10, 1.5) * (flange ? 1.6 : 1) * (long ? 1.8 : 1),
      weightG: Math.round(20 * Math.pow(d / 10, 2.4) * (long ? 2 : 1)),
    };
  },
});

const shaft = defineFamily({
  key: 'linear-shaft',
  category: 'linear-shaft',
  image: 'linear-shaft',
  tax: TAX_LINEAR,
  unit: '根',
  weight: 2.5,
  leadDays: [3, 6],
  brands: [{ brand: 'misumi', codes: ['SFJ', 'PSFJ', 'SSFJ', 'SFUJ'] }],
  dims: { d: [3, 4, 5, 6, 8, 10, 12, 13, 15, 16, 20, 25, 30, 35, 40, 50], length: range(10, 1500, 1) },
  popular: { d: prefer([8, 10, 12, 16, 20]), length: (l) => (l % 50 === 0 ? 60 : l % 10 === 0 ? 4 : 1) },
  build({ d, length }, { code }) {
    const materials: Record<string, string> = { SFJ: 'SUJ2 轴承钢 高频淬火', PSFJ: 'SUJ2 轴承钢 高频淬火+硬质镀铬', SSFJ: 'SUS440C 不锈钢 高频淬火', SFUJ: 'SUJ2 轴承钢 高频淬火（公差h5）' };
    return {
      model: `${code}${d}-${length}`,
      title: '直线光轴',
      extra: `Φ${d}×${length}mm`,
      specs: { 直径: `${d}mm`, 长度: `${length}mm`, 材质: materials[code] ?? code, 公差: code === 'SFUJ' ? 'h5' : 'g6', 两端形状: '两端平', 长度指定单位: '1mm' },
      yuan: (8 + 0.004 * d * d * length / 10) * (code === 'PSFJ' ? 1.3 : code === 'SSFJ' ? 1.6 : 1),
      weightG: Math.max(5, Math.round((Math.PI / 4) * d * d * length * 0.00785)),
    };
  },
});

/** Belts are cut to width from sleeves: 20 widths per pitch (mm). */
const TIMING_WIDTHS: Record<number, readonly number[]> = {
  3: range(6, 25),
  5: range(10, 29),
  8: range(15, 110, 5),
  14: range(40, 135, 5),
};
const STOCK_WIDTHS = new Set([6, 9, 15, 25, 20, 30, 50, 85, 40, 55, 115]);

const timingBelt = defineFamily({
  key: 'timing-belt',
  category: 'timing-belt',
  image: 'timing-belt',
  tax: TAX_BELT,
  unit: '条',
  weight: 2,
  brands: [
    { brand: 'gates', weight: 2, codes: ['HTD', 'GT3'] },
    { brand: 'bando', factor: 0.8, codes: ['HTD', 'STS'] },
  ],
  dims: { pitch: [3, 5, 8, 14], teeth: range(40, 400), widthIndex: range(0, 19) },
  popular: { pitch: prefer([5, 8], 3), teeth: (t) => (t % 5 === 0 ? 5 : 1), widthIndex: (_w, i) => ([0, 3, 5, 9, 15].includes(i) ? 6 : 1) },
  build({ pitch, teeth, widthIndex }, { brand, code }) {
    const length = pitch * teeth;
    const width = TIMING_WIDTHS[pitch]![widthIndex]!;
    const w = String(width).padStart(2, '0');
    let model = `${length}-${pitch}M-${w}`;
    if (code === 'GT3') model = `${pitch}MGT-${length}-${w}`;
    if (code === 'STS') model = `${length}-S${pitch}M-${w}`;
    const profile = code === 'GT3' ? 'PowerGrip GT3' : code === 'STS' ? 'STS（S型齿）' : 'HTD 圆弧齿';
    return {
      model,
      title: '同步带',
      extra: `${profile} 周长${length}mm`,
      specs: { 齿形: profile, 节距: `${pitch}mm`, 齿数: String(teeth), 节线周长: `${length}mm`, 带宽: `${width}mm${STOCK_WIDTHS.has(width) ? '' : '（按宽度分切）'}`, 材质: brand === 'gates' ? '氯丁橡胶+玻璃纤维芯线' : '氯丁橡胶+芳纶芯线' },
      yuan: (15 + length * width * 0.00045 * (pitch / 5)) * (code === 'GT3' ? 1.3 : 1),
      weightG: Math.round(length * width * 0.0025 * (pitch / 5)),
    };
  },
});

const V_SECTIONS = ['A', 'B', 'C', 'SPZ', 'SPA', 'SPB', 'SPC', 'XPZ', 'XPA', 'XPB'] as const;

const vBelt = defineFamily({
  key: 'v-belt',
  category: 'v-belt',
  image: 'v-belt',
  tax: TAX_BELT,
  unit: '条',
  weight: 1.5,
  brands: [
    { brand: 'gates', weight: 2, codes: [''] },
    { brand: 'bando', factor: 0.8, codes: [''] },
  ],
  dims: { section: V_SECTIONS, size: range(0, 119) },
  popular: { section: prefer(['A', 'B', 'SPA', 'SPB'], 3) },
  build({ section, size }, { brand }) {
    const classical = section.length === 1;
    const length = classical ? 24 + size : 600 + size * 25;
    const model = `${section}${length}`;
    const product = classical ? (brand === 'gates' ? 'Hi-Power II 经典V带' : '经典V带') : section.startsWith('X') ? '切边齿形窄V带' : '窄V带';
    return {
      model: brand === 'bando' && classical ? `${section}-${length}` : model,
      title: '三角带',
      extra: product,
      specs: { 型号截面: section, 带长: classical ? `${length}英寸（内周长）` : `${length}mm（基准长度）`, 结构: product, 工作温度: '-30℃~+60℃' },
      yuan: (classical ? 12 + length * 0.35 : 18 + length * 0.02) * ((({ A: 1, B: 1.4, C: 2.4 }) as Record<string, number>)[section] ?? (section.endsWith('Z') ? 1 : section.endsWith('A') ? 1.3 : section.endsWith('B') ? 1.8 : 2.6)),
      weightG: Math.round((classical ? length * 25.4 : length) * 0.12),
    };
  },
});

const CHAINS = [
  { code: 'RS35', pitch: 9.525 }, { code: 'RS40', pitch: 12.7 }, { code: 'RS50', pitch: 15.875 },
  { code: 'RS60', pitch: 19.05 }, { code: 'RS80', pitch: 25.4 }, { code: 'RS100', pitch: 31.75 },
  { code: '06B', pitch: 9.525 }, { code: '08B', pitch: 12.7 }, { code: '10A', pitch: 15.875 },
  { code: '12A', pitch: 19.05 }, { code: '16A', pitch: 25.4 }, { code: '16B', pitch: 25.4 }, { code: '20A', pitch: 31.75 },
] as const;

const chain = defineFamily({
  key: 'roller-chain',
  category: 'roller-chain',
  image: 'roller-chain',
  tax: TAX_CHAIN,
  unit: '盒',
  weight: 1,
  brands: [
    { brand: 'tsubaki', weight: 1.5, codes: ['', '-LMD', '-SS', '-NP'] },
    { brand: 'donghua', factor: 0.4, codes: ['', 'SS', 'NP'] },
  ],
  dims: { chain: CHAINS, rows: [1, 2, 3] },
  popular: { rows: prefer([1], 4), chain: (c) => (/40|08B|50|10A/.test(c.code) ? 4 : 1) },
  build({ chain: c, rows }, { brand, code }) {
    const base = `${c.code}-${rows}`;
    const finishes: Record<string, string> = { '': '碳钢', '-LMD': '免润滑（LAMBDA）', '-SS': '不锈钢', SS: '不锈钢', '-NP': '镀镍防锈', NP: '镀镍防锈' };
    const length = brand === 'tsubaki' ? '3.048米（10英尺）' : '5米';
    return {
      model: brand === 'tsubaki' ? `${c.code}${code}-${rows}` : `${base}${code}`,
      title: rows === 1 ? '单排滚子链' : rows === 2 ? '双排滚子链' : '三排滚子链',
      extra: `节距${num(c.pitch)}mm`,
      specs: { 链号: c.code, 节距: `${num(c.pitch)}mm`, 排数: String(rows), 材质工艺: finishes[code] ?? '碳钢', 每盒长度: length, 标准: c.code.startsWith('RS') || /A$/.test(c.code) ? 'ANSI' : 'ISO B系列' },
      yuan: 60 * Math.pow(c.pitch / 12.7, 2) * rows * (code.includes('LMD') ? 2.2 : code.includes('SS') ? 2.8 : code.includes('NP') ? 1.4 : 1),
      weightG: Math.round(700 * Math.pow(c.pitch / 12.7, 2) * rows * (brand === 'tsubaki' ? 0.6 : 1)),
    };
  },
});

const SEW_MOTORS = [
  { code: 'DRN71M4', kw: 0.37 }, { code: 'DRN80M4', kw: 0.75 }, { code: 'DRN90S4', kw: 1.1 },
  { code: 'DRN90L4', kw: 1.5 }, { code: 'DRN100LS4', kw: 2.2 }, { code: 'DRN100L4', kw: 3 },
  { code: 'DRN112M4', kw: 4 }, { code: 'DRN132S4', kw: 5.5 },
] as const;

const gearMotor = defineFamily({
  key: 'gear-motor',
  category: 'gear-motor',
  image: 'gear-motor',
  tax: TAX_MOTOR,
  unit: '台',
  weight: 1.5,
  leadDays: [15, 30],
  brands: [{ brand: 'sew', codes: ['R', 'K', 'F', 'S'] }],
  dims: {
    frame: [37, 47, 57, 67, 77],
    motor: SEW_MOTORS,
    ratio: [5.36, 8.23, 11.43, 14.44, 19.89, 25.03, 30.21, 36.83, 45.6, 55.31, 66.54, 83.15, 100.37],
  },
  build({ frame, motor, ratio }, { code }) {
    const kinds: Record<string, string> = { R: '斜齿轮减速电机', K: '斜齿轮-伞齿轮减速电机', F: '平行轴斜齿轮减速电机', S: '斜齿轮-蜗轮蜗杆减速电机' };
    const series = frame;
    return {
      model: `${code}${series}${motor.code} i=${ratio}`,
      title: kinds[code] ?? '减速电机',
      extra: `${num(motor.kw)}kW 输出${Math.round(1440 / ratio)}r/min`,
      specs: { 减速机型号: `${code}${series}`, 电机型号: motor.code, 功率: `${num(motor.kw)}kW`, 减速比: String(ratio), 输出转速: `${Math.round(1440 / ratio)} r/min`, 电压: '380V 50Hz', 防护等级: 'IP55' },
      yuan: 2600 + motor.kw * 1400 + frame * 40 + (code === 'K' ? 1200 : code === 'S' ? 600 : 0),
      weightG: Math.round((14 + motor.kw * 9 + frame * 0.5) * 1000),
    };
  },
});

const MICRO_MOTORS = [
  { code: '2IK6', w: 6, frame: 2 }, { code: '3IK15', w: 15, frame: 3 }, { code: '4IK25', w: 25, frame: 4 },
  { code: '5IK40', w: 40, frame: 5 }, { code: '5IK60', w: 60, frame: 5 }, { code: '5IK90', w: 90, frame: 5 },
  { code: '5IK120', w: 120, frame: 5 },
] as const;

const microMotor = defineFamily({
  key: 'micro-motor',
  category: 'micro-motor',
  image: 'gear-motor',
  tax: TAX_MOTOR,
  unit: '套',
  weight: 1,
  leadDays: [3, 7],
  brands: [{ brand: 'jscc', codes: ['GU-CF', 'RGU-CF', 'GN-CF'] }],
  dims: { motor: MICRO_MOTORS, ratio: [3, 3.6, 5, 6, 7.5, 9, 10, 12.5, 15, 18, 20, 25, 30, 36, 50, 60, 75, 90, 100, 120, 150, 180] },
  popular: { ratio: prefer([10, 15, 30, 50]) },
  build({ motor, ratio }, { code }) {
    const head = `${motor.frame}${code.startsWith('GN') ? 'GN' : 'GU'}${num(ratio)}K${code.startsWith('GN') ? '' : 'B'}`;
    const variable = code.startsWith('R');
    return {
      model: `${motor.code}${code}/${head}`,
      title: variable ? '调速减速电机' : '定速减速电机',
      extra: `${motor.w}W 1:${num(ratio)}`,
      specs: { 电机功率: `${motor.w}W`, 电压: '单相220V 50Hz', 减速比: `1:${num(ratio)}`, 输出转速: `${Math.round(1350 / ratio)} r/min`, 齿轮箱: head, 出轴: code.startsWith('GN') ? '齿轮轴（GN型）' : '键槽轴（GU型）' },
      yuan: 180 + motor.w * 2.2 + (variable ? 120 : 0),
      weightG: Math.round(900 + motor.w * 25),
    };
  },
});

export const TRANSMISSION_FAMILIES: readonly Family[] = [
  hiwinBlock, hiwinRail, thkGuide, ballScrew, bushing, shaft, timingBelt, vBelt, chain, gearMotor, microMotor,
];

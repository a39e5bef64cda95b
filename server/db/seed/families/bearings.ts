// Rolling bearings, housed units and accessories, with each maker's own suffix conventions.
import {
  ANGULAR_SIZES, CYLINDRICAL_SIZES, DEEP_GROOVE_SIZES, INSERT_UNITS, LOCK_NUT_SIZES, SPHERICAL_SIZES,
  TAPERED_INCH_SETS, TAPERED_SIZES, THRUST_SIZES, bearingMassG, type BearingSize,
} from './bearing-sizes.ts';
import { defineFamily, num, prefer, taxCode, type Family, type Specs } from './define.ts';

const TAX_ROLLING = taxCode('1090115010');
const TAX_HOUSED = taxCode('1090115020');
const TAX_ACCESSORY = taxCode('1090115990');

/** "HR|J" puts HR before and J after the basic designation; a code without "|" is a suffix. */
export function affix(code: string, base: string): string {
  const bar = code.indexOf('|');
  return bar < 0 ? base + code : code.slice(0, bar) + base + code.slice(bar + 1);
}

export function sealOf(code: string): string {
  if (/2RSL|VV|LLB|2RZ/.test(code)) return '双面非接触式橡胶密封';
  if (/2RS|DDU|LLU/.test(code)) return '双面接触式橡胶密封';
  if (/2Z|ZZ/.test(code)) return '双面金属防尘盖';
  if (/RS|DU|LU|RZ/.test(code)) return '单面橡胶密封';
  if (/Z/.test(code)) return '单面金属防尘盖';
  return '开式';
}

function clearanceOf(code: string): string {
  if (/C3/.test(code)) return 'C3';
  if (/CM/.test(code)) return 'CM（电机专用）';
  return 'CN（普通游隙）';
}

function sealShort(seal: string): string {
  return seal.replace('接触式', '').replace('非接触式', '低摩擦').replace('金属', '');
}

function sizeSpecs(s: BearingSize): Specs {
  return { 内径: `${num(s.d)}mm`, 外径: `${num(s.D)}mm`, 宽度: `${num(s.B)}mm` };
}

/** Reference price of an SKF-class bearing of this envelope, yuan (6205 is about 40). */
function envelopeYuan(s: BearingSize, kindFactor: number): number {
  return Math.max(8, 40 * Math.pow((s.D * s.B) / 780, 1.05)) * kindFactor;
}

function suffixFactor(code: string): number {
  let f = 1;
  if (sealOf(code) !== '开式') f *= 1.12;
  if (/C3|CM/.test(code)) f *= 1.06;
  if (/P6|P5|P4/.test(code)) f *= 1.3;
  return f;
}

const deepGroove = defineFamily({
  key: 'deep-groove',
  category: 'deep-groove',
  image: 'ball-bearing',
  tax: TAX_ROLLING,
  unit: '个',
  weight: 9,
  brands: [
    { brand: 'skf', weight: 3, codes: ['-2RSH', '-2Z', '', '-2RSH/C3', '-2Z/C3', '-RSH', '-Z', '/C3', '-2RS1', '-2RSL'] },
    { brand: 'nsk', weight: 2.5, factor: 0.9, codes: ['DDU', 'ZZ', '', 'VV', 'ZZCM', 'DDUCM', 'DDUC3', 'ZZC3', 'Z', 'DU'] },
    { brand: 'fag', weight: 2, factor: 0.95, codes: ['-2RSR', '-2Z', '', '-2RSR-C3', '-2Z-C3', '-C3'] },
    { brand: 'ntn', weight: 1.5, factor: 0.85, codes: ['LLU', 'ZZ', '', 'LLB', 'LLUC3', 'ZZC3', 'LLUCM', 'Z'] },
    { brand: 'koyo', weight: 1.2, factor: 0.8, codes: ['-2RS', 'ZZ', '', 'ZZCM', '-2RSCM', 'C3'] },
    { brand: 'hrb', weight: 1.5, factor: 0.35, codes: ['-2RZ', '-2Z', '', '-2RS', '-Z', '-2Z/C3', '-2RS/C3', '/P6'] },
    { brand: 'zwz', weight: 1.2, factor: 0.36, codes: ['-2RZ', '-2Z', '', '-2RS', '/C3', '-2Z/C3', '/P6'] },
  ],
  dims: { size: DEEP_GROOVE_SIZES },
  popular: { size: (s) => (/^62(0[4-9]|1)|^60(0[4-9])|^630[4-8]|^608/.test(s.code) ? 10 : 1) },
  featured: [
    { brand: 'skf', code: '-2RSH', at: { size: '6205' } },
    { brand: 'skf', code: '-2Z', at: { size: '6204' } },
    { brand: 'nsk', code: 'DDU', at: { size: '6205' } },
    { brand: 'nsk', code: 'ZZ', at: { size: '6206' } },
    { brand: 'fag', code: '-2RSR', at: { size: '6205' } },
    { brand: 'ntn', code: 'LLU', at: { size: '6205' } },
    { brand: 'skf', code: '-2Z', at: { size: '608' } },
    { brand: 'hrb', code: '-2RZ', at: { size: '6205' } },
  ],
  build({ size }, { brand, code }) {
    const isoThin = /^61[89]/.test(size.code);
    const base = isoThin && !['skf', 'fag'].includes(brand) ? size.code.replace(/^61/, '6') : size.code;
    const seal = sealOf(code);
    return {
      model: base + code,
      title: '深沟球轴承',
      extra: sealShort(seal),
      specs: {
        ...sizeSpecs(size), 密封形式: seal, 游隙: clearanceOf(code), 精度等级: /P6/.test(code) ? 'P6' : 'P0',
        保持架: '钢板冲压', 额定转速: `${Math.round(520000 / (size.D + size.d) / 10) * 10} r/min`,
      },
      yuan: envelopeYuan(size, 1) * suffixFactor(code),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

function contactAngle(code: string): string {
  if (/A5|AC/.test(code)) return '25°';
  if (/^C|C$/.test(code)) return '15°';
  if (/A/.test(code) && !/B/.test(code)) return '30°';
  return '40°';
}

function cageOf(code: string): string {
  if (/TVP|P$|BW/.test(code)) return '玻璃纤维增强聚酰胺';
  if (/M|Y/.test(code)) return '黄铜实体';
  return '钢板冲压';
}

const angularContact = defineFamily({
  key: 'angular-contact',
  category: 'angular-contact',
  image: 'angular-bearing',
  tax: TAX_ROLLING,
  unit: '个',
  weight: 3,
  brands: [
    { brand: 'skf', weight: 2, codes: ['BECBP', 'BEP', 'BECBM', 'BECBY', 'BEGAP'] },
    { brand: 'nsk', factor: 0.9, codes: ['BW', 'BMPC', 'A5', 'C'] },
    { brand: 'fag', factor: 0.95, codes: ['-B-XL-TVP', '-B-XL-MP', '-B-XL-JP'] },
    { brand: 'ntn', factor: 0.85, codes: ['B', 'BG', 'BL1'] },
    { brand: 'zwz', factor: 0.4, codes: ['B', 'AC', 'C'] },
  ],
  dims: { size: ANGULAR_SIZES },
  featured: [{ brand: 'skf', code: 'BECBP', at: { size: '7205' } }],
  build({ size }, { code }) {
    return {
      model: size.code + code,
      title: '单列角接触球轴承',
      extra: `接触角${contactAngle(code)}`,
      specs: { ...sizeSpecs(size), 接触角: contactAngle(code), 保持架: cageOf(code), 配置: /G|CB/.test(code) ? '通用配对' : '单列' },
      yuan: envelopeYuan(size, 1.7),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const cylindrical = defineFamily({
  key: 'cylindrical-roller',
  category: 'cylindrical-roller',
  image: 'roller-bearing',
  tax: TAX_ROLLING,
  unit: '个',
  weight: 3,
  brands: [
    { brand: 'skf', weight: 2, codes: ['ECP', 'ECJ', 'ECM', 'ECML'] },
    { brand: 'fag', factor: 0.95, codes: ['-E-XL-TVP2', '-E-XL-M1', '-E-XL-TVP2-C3'] },
    { brand: 'nsk', factor: 0.9, codes: ['EW', 'EM', 'ET', 'EMC3'] },
    { brand: 'ntn', factor: 0.85, codes: ['E', 'EG1', 'EG1C3'] },
    { brand: 'hrb', factor: 0.38, codes: ['E', 'EM', 'E/C3'] },
  ],
  dims: { type: ['NU', 'NJ', 'NUP', 'N'], size: CYLINDRICAL_SIZES },
  popular: { type: prefer(['NU', 'NJ'], 4) },
  featured: [
    { brand: 'skf', code: 'ECP', at: { type: 'NU', size: '2210' } },
    { brand: 'skf', code: 'ECP', at: { type: 'NJ', size: '306' } },
  ],
  build({ type, size }, { code }) {
    const ribs: Record<string, string> = { NU: '外圈双挡边、内圈无挡边', NJ: '外圈双挡边、内圈单挡边', NUP: '内圈带平挡圈', N: '内圈双挡边、外圈无挡边' };
    return {
      model: `${type}${size.code}${code}`,
      title: '圆柱滚子轴承',
      extra: `${type}型`,
      specs: { ...sizeSpecs(size), 结构形式: ribs[type] ?? type, 保持架: cageOf(code), 游隙: clearanceOf(code) },
      yuan: envelopeYuan(size, 2.2),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const tapered = defineFamily({
  key: 'tapered-roller',
  category: 'tapered-roller',
  image: 'tapered-bearing',
  tax: TAX_ROLLING,
  unit: '套',
  weight: 3,
  brands: [
    { brand: 'skf', weight: 2, codes: ['J2/Q', 'J2'] },
    { brand: 'timken', factor: 1.05, codes: [''] },
    { brand: 'fag', factor: 0.95, codes: ['-A', '-XL'] },
    { brand: 'nsk', factor: 0.9, codes: ['HR|J', 'J'] },
    { brand: 'ntn', factor: 0.85, codes: ['4T-|'] },
    { brand: 'koyo', factor: 0.8, codes: ['|JR'] },
    { brand: 'hrb', factor: 0.35, codes: ['', '/P6'] },
    { brand: 'zwz', factor: 0.36, codes: ['', '/P5'] },
  ],
  dims: { size: TAPERED_SIZES },
  featured: [
    { brand: 'skf', code: 'J2/Q', at: { size: '30205' } },
    { brand: 'timken', at: { size: '32210' } },
  ],
  build({ size }, { code }) {
    return {
      model: affix(code, size.code),
      title: '圆锥滚子轴承',
      specs: { ...sizeSpecs(size), 组件: '内圈组件+外圈', 精度等级: /P5/.test(code) ? 'P5' : /P6/.test(code) ? 'P6' : 'P0' },
      yuan: envelopeYuan(size, 1.3) * suffixFactor(code),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const taperedInch = defineFamily({
  key: 'tapered-roller-inch',
  category: 'tapered-roller',
  image: 'tapered-bearing',
  tax: TAX_ROLLING,
  unit: '套',
  weight: 0.6,
  leadDays: [3, 7],
  brands: [
    { brand: 'timken', weight: 3, codes: [''] },
    { brand: 'koyo', factor: 0.75, codes: [''] },
    { brand: 'skf', factor: 0.95, codes: ['/Q'] },
  ],
  dims: { size: TAPERED_INCH_SETS },
  build({ size }, { code }) {
    return {
      model: size.code + code,
      title: '英制圆锥滚子轴承',
      extra: '内圈+外圈套装',
      specs: { ...sizeSpecs(size), 尺寸制式: '英制', 组件: '内圈组件（Cone）+外圈（Cup）' },
      yuan: envelopeYuan(size, 1.6),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const spherical = defineFamily({
  key: 'spherical-roller',
  category: 'spherical-roller',
  image: 'spherical-bearing',
  tax: TAX_ROLLING,
  unit: '个',
  weight: 2.5,
  leadDays: [1, 5],
  brands: [
    { brand: 'skf', weight: 2, codes: ['E', 'EK', 'E/C3', 'EK/C3', 'CC/W33', 'CCK/W33'] },
    { brand: 'fag', factor: 0.95, codes: ['-E1-XL', '-E1-XL-K', '-E1-XL-C3', '-E1-XL-K-C3'] },
    { brand: 'nsk', factor: 0.9, codes: ['EAE4', 'EAKE4', 'CDE4', 'CAME4'] },
    { brand: 'ntn', factor: 0.85, codes: ['EAW33', 'EAKW33', 'EMW33'] },
    { brand: 'timken', factor: 1.02, codes: ['EJW33', 'EMW33', 'KEJW33'] },
    { brand: 'zwz', factor: 0.4, codes: ['CA/W33', 'CC/W33', 'CAK/W33'] },
    { brand: 'hrb', factor: 0.38, codes: ['CA/W33', 'MB/W33'] },
  ],
  dims: { size: SPHERICAL_SIZES },
  featured: [{ brand: 'skf', code: 'E', at: { size: '22210' } }],
  build({ size }, { code }) {
    const taperBore = /K/.test(code);
    return {
      model: size.code + code,
      title: '调心滚子轴承',
      extra: taperBore ? '锥孔1:12' : '圆柱孔',
      specs: { ...sizeSpecs(size), 内孔: taperBore ? '锥孔（1:12）' : '圆柱孔', 游隙: clearanceOf(code), 润滑油槽: /W33|E4|E1|^E/.test(code) ? '外圈带油槽和油孔' : '无' },
      yuan: envelopeYuan(size, 3.5) * (taperBore ? 1.05 : 1),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const thrust = defineFamily({
  key: 'thrust-ball',
  category: 'thrust-ball',
  image: 'thrust-bearing',
  tax: TAX_ROLLING,
  unit: '个',
  weight: 1,
  brands: [
    { brand: 'skf', codes: [''] },
    { brand: 'fag', factor: 0.95, codes: [''] },
    { brand: 'nsk', factor: 0.9, codes: [''] },
    { brand: 'ntn', factor: 0.85, codes: [''] },
    { brand: 'koyo', factor: 0.8, codes: [''] },
    { brand: 'hrb', factor: 0.35, codes: ['', '/P6'] },
    { brand: 'zwz', factor: 0.35, codes: ['', '/P6'] },
  ],
  dims: { size: THRUST_SIZES },
  build({ size }, { code }) {
    return {
      model: size.code + code,
      title: '推力球轴承',
      extra: '单向',
      specs: { 轴圈内径: `${size.d}mm`, 座圈外径: `${size.D}mm`, 高度: `${size.B}mm`, 方向: '单向推力', 精度等级: code ? 'P6' : 'P0' },
      yuan: envelopeYuan(size, 0.8) * suffixFactor(code),
      weightG: bearingMassG(size.d, size.D, size.B),
    };
  },
});

const HOUSING_TITLES: Record<string, string> = {
  UCP: '立式带座轴承', UCPA: '立式带座轴承（小型）', UCF: '方形带座轴承', UCFL: '菱形带座轴承', UCFC: '圆形法兰带座轴承',
  UCT: '滑块式带座轴承', SY: '立式带座轴承', SYJ: '立式带座轴承（短底座）', FY: '方形带座轴承', FYTB: '菱形带座轴承', FYJ: '方形带座轴承',
};

function housedUnit(key: string, image: 'pillow-block' | 'flange-block', ucCodes: readonly string[], skfCodes: readonly string[]): Family {
  return defineFamily({
    key,
    category: key,
    image,
    tax: TAX_HOUSED,
    unit: '套',
    weight: 1.2,
    brands: [
      { brand: 'nsk', weight: 2, codes: ucCodes.map((c) => `${c}|`) },
      { brand: 'ntn', factor: 0.95, codes: ucCodes.map((c) => `${c}|D1`) },
      { brand: 'koyo', factor: 0.9, codes: ucCodes.map((c) => `${c}|`) },
      { brand: 'hrb', factor: 0.4, codes: ucCodes.map((c) => `${c}|`) },
      { brand: 'zwz', factor: 0.4, codes: ucCodes.map((c) => `${c}|`) },
      { brand: 'skf', factor: 1.2, codes: skfCodes },
    ],
    dims: { unit: INSERT_UNITS },
    build({ unit }, { brand, code }) {
      const model = brand === 'skf' ? code.replace('|', ` ${unit.d} `) : affix(code, unit.code);
      const housing = code.split('|')[0]!;
      return {
        model,
        title: HOUSING_TITLES[housing] ?? '带座轴承',
        extra: `轴径${unit.d}mm`,
        specs: { 轴径: `${unit.d}mm`, 座型: housing, 轴承座材质: '灰口铸铁 HT200', 锁紧方式: /FM/.test(code) ? '偏心套锁紧' : '顶丝锁紧', 内置轴承: `UC${unit.code}` },
        yuan: 55 * Math.pow(unit.d / 25, 1.6),
        weightG: Math.round(600 * Math.pow(unit.d / 25, 2.2)),
      };
    },
  });
}

const sleeve = defineFamily({
  key: 'adapter-sleeve',
  category: 'adapter-sleeve',
  image: 'adapter-sleeve',
  tax: TAX_ACCESSORY,
  unit: '套',
  weight: 0.8,
  brands: [
    { brand: 'skf', weight: 2, codes: [''] },
    { brand: 'fag', factor: 0.95, codes: [''] },
    { brand: 'nsk', factor: 0.9, codes: ['X'] },
    { brand: 'ntn', factor: 0.85, codes: ['X'] },
  ],
  dims: { series: ['3', '23', '2'], size: INSERT_UNITS.slice(1, 14) },
  build({ series, size }, { brand, code }) {
    const bore = Number(size.code.slice(1));
    const designation = `H${series}${String(bore).padStart(2, '0')}${code}`;
    const shaft = bore * 5 - (bore >= 14 ? 10 : 5);
    return {
      model: brand === 'skf' ? designation.replace(/^H/, 'H ') : designation,
      title: '紧定套',
      extra: `适用轴径${shaft}mm`,
      specs: { 适用轴径: `${shaft}mm`, 锥度: '1:12', 配套锁紧螺母: `KM${bore}`, 配套止动垫圈: `MB${bore}`, 系列: `H${series}` },
      yuan: 28 * Math.pow(bore / 8, 1.7),
      weightG: Math.round(120 * Math.pow(bore / 8, 2.3)),
    };
  },
});

const lockNut = defineFamily({
  key: 'lock-nut',
  category: 'lock-nut',
  image: 'lock-nut',
  tax: TAX_ACCESSORY,
  unit: '个',
  weight: 0.6,
  brands: [
    { brand: 'skf', weight: 2, codes: ['KM ', 'MB ', 'KMT ', 'KMK '] },
    { brand: 'fag', factor: 0.9, codes: ['KM', 'MB'] },
    { brand: 'nsk', factor: 0.85, codes: ['AN', 'AW'] },
  ],
  dims: { size: LOCK_NUT_SIZES },
  build({ size }, { code }) {
    const kind = code.trim();
    const washer = kind === 'MB' || kind === 'AW';
    const n = kind === 'AN' || kind === 'AW' ? size.code.padStart(2, '0') : size.code;
    const titles: Record<string, string> = { KM: '锁紧螺母', MB: '止动垫圈', KMT: '精密锁紧螺母', KMK: '锁紧螺母（带锁紧装置）', AN: '锁紧螺母', AW: '止动垫圈' };
    const n0 = Number(size.code);
    return {
      model: `${code}${n}`,
      title: titles[kind] ?? '锁紧螺母',
      extra: size.thread,
      specs: { 螺纹规格: size.thread, 类型: titles[kind] ?? kind, 材质: '碳钢' },
      yuan: (washer ? 4 : 14) * Math.pow(n0 / 5, 1.5) * (kind === 'KMT' ? 6 : 1),
      weightG: Math.round((washer ? 8 : 30) * Math.pow(n0 / 5, 2)),
    };
  },
});

export const BEARING_FAMILIES: readonly Family[] = [
  deepGroove,
  angularContact,
  cylindrical,
  tapered,
  taperedInch,
  spherical,
  thrust,
  housedUnit('pillow-block', 'pillow-block', ['UCP', 'UCPA'], ['SY|TF', 'SYJ|TF', 'SY|FM']),
  housedUnit('flange-block', 'flange-block', ['UCF', 'UCFL', 'UCFC', 'UCT'], ['FY|TF', 'FYTB|TF', 'FYJ|TF']),
  sleeve,
  lockNut,
];

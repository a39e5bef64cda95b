// Low-voltage electrical: contactors, relays, breakers, terminals, cable, push buttons.
import { defineFamily, num, prefer, taxCode, type BrandOption, type Family } from './define.ts';

const TAX_CONTROL = taxCode('1090502030');
const TAX_BREAKER = taxCode('1090502010');
const TAX_TERMINAL = taxCode('1090502990');
const TAX_CABLE = taxCode('1090408010');

interface Rating {
  code: string;
  amps: number;
}
const ratings = (pairs: readonly (readonly [string, number])[]): Rating[] => pairs.map(([code, amps]) => ({ code, amps }));

function contactorSpecs(amps: number, coil: string, extra: Record<string, string> = {}) {
  return { 额定工作电流: `${amps}A（AC-3，380V）`, 控制功率: `${num(Math.round(amps * 0.48 * 10) / 10)}kW`, 线圈电压: coil, 极数: '3P', 辅助触点: '1NO', ...extra };
}

function contactorFamily(
  key: string,
  brands: readonly BrandOption[],
  list: readonly Rating[],
  coils: readonly string[],
  coilText: (coil: string) => string,
  model: (r: Rating, coil: string, code: string) => string,
  yuanAt9A: number,
  weight: number,
  featured: readonly { brand: BrandOption['brand']; code?: string; at: { rating: string; coil: string } }[] = [],
): Family {
  return defineFamily({
    key,
    category: 'contactor',
    image: 'contactor',
    tax: TAX_CONTROL,
    unit: '个',
    weight,
    brands,
    dims: { rating: list, coil: coils },
    popular: { coil: (_c, i) => (i < 2 ? 6 : 1), rating: (r) => (r.amps <= 32 ? 4 : 1) },
    featured,
    build({ rating, coil }, { code }) {
      const text = model(rating, coil, code);
      return {
        model: text,
        title: '交流接触器',
        extra: text.includes(coilText(coil)) ? `${rating.amps}A` : `${rating.amps}A ${coilText(coil)}`,
        specs: contactorSpecs(rating.amps, coilText(coil)),
        yuan: yuanAt9A * Math.pow(rating.amps / 9, 0.85),
        weightG: Math.round(320 * Math.pow(rating.amps / 9, 0.7)),
      };
    },
  });
}

const SCHNEIDER_COILS: Record<string, string> = { M7C: 'AC220V', Q7C: 'AC380V', F7C: 'AC110V', B7C: 'AC24V', E7C: 'AC48V', BDC: 'DC24V', FDC: 'DC110V', MDC: 'DC220V' };
const schneiderContactor = contactorFamily(
  'contactor-schneider',
  [{ brand: 'schneider', codes: ['LC1D'] }],
  ratings([['09', 9], ['12', 12], ['18', 18], ['25', 25], ['32', 32], ['38', 38], ['40A', 40], ['50A', 50], ['65A', 65], ['80', 80], ['95', 95]]),
  Object.keys(SCHNEIDER_COILS),
  (c) => SCHNEIDER_COILS[c] ?? c,
  (r, coil, code) => `${code}${r.code}${coil}`,
  150,
  3,
  [
    { brand: 'schneider', at: { rating: '09', coil: 'M7C' } },
    { brand: 'schneider', at: { rating: '18', coil: 'M7C' } },
    { brand: 'schneider', at: { rating: '09', coil: 'Q7C' } },
  ],
);

const SIEMENS_COILS: Record<string, string> = { AP0: 'AC230V', AN2: 'AC220V', AV0: 'AC400V', BB4: 'DC24V', AC2: 'AC24V' };
const siemensContactor = contactorFamily(
  'contactor-siemens',
  [{ brand: 'siemens', codes: ['3RT20'] }],
  ratings([['15-1|1', 7], ['15-1|2', 7], ['16-1|1', 9], ['16-1|2', 9], ['17-1|1', 12], ['17-1|2', 12], ['18-1|1', 16], ['23-1|0', 9], ['24-1|0', 12], ['25-1|0', 17], ['26-1|0', 25], ['27-1|0', 32], ['28-1|0', 38]]),
  Object.keys(SIEMENS_COILS),
  (c) => SIEMENS_COILS[c] ?? c,
  (r, coil, code) => {
    const [frame, aux] = r.code.split('|') as [string, string];
    return `${code}${frame}${coil}${aux}`;
  },
  165,
  2,
  [{ brand: 'siemens', at: { rating: '15-1|1', coil: 'AP0' } }],
);

const chintContactor = contactorFamily(
  'contactor-chint-nxc',
  [{ brand: 'chint', codes: ['NXC-'] }],
  ratings([['06', 6], ['09', 9], ['12', 12], ['18', 18], ['25', 25], ['32', 32], ['38', 38], ['40', 40], ['50', 50], ['65', 65], ['75', 75], ['85', 85], ['100', 100]]),
  ['AC220V', 'AC380V', 'AC110V', 'AC36V', 'AC24V'],
  (c) => c,
  (r, coil, code) => `${code}${r.code} ${coil}`,
  42,
  2.5,
  [{ brand: 'chint', at: { rating: '09', coil: 'AC220V' } }],
);

const cjx2Contactor = contactorFamily(
  'contactor-cjx2',
  [
    { brand: 'chint', codes: ['CJX2-'] },
    { brand: 'delixi', factor: 0.95, codes: ['CJX2s-'] },
  ],
  ratings([['0910', 9], ['1210', 12], ['1810', 18], ['2510', 25], ['3210', 32], ['4011', 40], ['5011', 50], ['6511', 65], ['8011', 80], ['9511', 95]]),
  ['AC220V', 'AC380V', 'AC110V', 'AC36V', 'AC24V'],
  (c) => c,
  (r, coil, code) => `${code}${r.code} ${coil}`,
  36,
  2,
);

const abbContactor = contactorFamily(
  'contactor-abb',
  [{ brand: 'abb', codes: ['-30-10-', '-30-01-'] }],
  ratings([['09', 9], ['12', 12], ['18', 18], ['25', 25], ['32', 32], ['40', 40], ['50', 50], ['65', 65], ['80', 80], ['95', 95]]),
  ['80', '86', '84', '81'],
  (c) => ({ '80': 'AC220-230V', '86': 'AC380-400V', '84': 'AC110V', '81': 'AC24V' })[c] ?? c,
  (r, coil, code) => `AX${r.code}${code}${coil}`,
  120,
  1.5,
);

const mitsubishiContactor = contactorFamily(
  'contactor-mitsubishi',
  [{ brand: 'mitsubishi', codes: ['S-T', 'SD-T'] }],
  ratings([['10', 11], ['12', 13], ['20', 18], ['21', 20], ['25', 26], ['32', 32], ['35', 40], ['50', 50], ['65', 65], ['80', 80]]),
  ['AC220V', 'AC380V', 'AC110V', 'AC24V'],
  (c) => c,
  (r, coil, code) => `${code}${r.code} ${code === 'SD-T' ? coil.replace('AC', 'DC') : coil}`,
  130,
  1.2,
);

const omronRelay = defineFamily({
  key: 'relay-omron',
  category: 'relay',
  image: 'relay',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 2,
  brands: [{ brand: 'omron', codes: [''] }],
  dims: {
    type: ['MY2N-J', 'MY4N-J', 'MY2N-GS', 'LY2N-J', 'LY4N-J', 'MK2P-I', 'MK3P-I', 'G2R-1-SN', 'G2R-2-SN'],
    voltage: ['DC24', 'DC12', 'AC220/240', 'AC110/120'],
  },
  popular: { voltage: prefer(['DC24', 'AC220/240'], 5), type: prefer(['MY2N-J', 'MY4N-J'], 4) },
  featured: [{ brand: 'omron', at: { type: 'MY2N-J', voltage: 'DC24' } }],
  build({ type, voltage }) {
    const poles = /4N|MK3/.test(type) ? (type.includes('MK3') ? 3 : 4) : /-1-/.test(type) ? 1 : 2;
    const amps = type.startsWith('LY') || type.startsWith('MK') ? 10 : type.startsWith('G2R') ? (poles === 1 ? 10 : 5) : 5;
    return {
      model: `${type} ${voltage}`,
      title: '中间继电器',
      extra: `${poles}组转换触点`,
      specs: { 线圈电压: voltage.includes('AC') ? `AC${voltage.slice(2)}V` : `DC${voltage.slice(2)}V`, 触点形式: `${poles}c（${poles}组转换）`, 触点额定电流: `${amps}A`, 指示灯: type.includes('N') ? '带LED指示灯' : '无', 端子: type.startsWith('MK') ? '圆形8/11脚插座式' : '插拔式端子' },
      yuan: (type.startsWith('G2R') ? 28 : type.startsWith('MK') ? 65 : type.startsWith('LY') ? 48 : 32) * (poles >= 3 ? 1.3 : 1),
      weightG: type.startsWith('MK') ? 90 : 38,
      minOrderQty: 1,
    };
  },
});

const schneiderRelay = defineFamily({
  key: 'relay-schneider',
  category: 'relay',
  image: 'relay',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 1,
  brands: [{ brand: 'schneider', codes: [''] }],
  dims: { type: ['RXM2LB2', 'RXM4LB2', 'RXM2AB2', 'RXM4AB2', 'RXM2AB1', 'RXM4AB1'], voltage: ['BD', 'P7', 'F7', 'JD', 'B7'] },
  build({ type, voltage }) {
    const volts: Record<string, string> = { BD: 'DC24V', P7: 'AC230V', F7: 'AC120V', JD: 'DC12V', B7: 'AC24V' };
    const poles = Number(type[3]);
    return {
      model: `${type}${voltage}`,
      title: '中间继电器',
      extra: `${poles}组转换 ${volts[voltage]}`,
      specs: { 线圈电压: volts[voltage] ?? voltage, 触点形式: `${poles}C/O`, 触点额定电流: type.includes('LB') ? '3A' : type.includes('AB2') ? '5A' : '6A', 指示灯: type.endsWith('2') ? '带LED' : '无' },
      yuan: poles === 4 ? 52 : 40,
      weightG: 37,
    };
  },
});

const chintRelay = defineFamily({
  key: 'relay-chint',
  category: 'relay',
  image: 'relay',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 1,
  brands: [{ brand: 'chint', codes: [''] }],
  dims: { type: ['JZX-22F(D)/2Z', 'JZX-22F(D)/4Z', 'NXJ/2Z', 'NXJ/4Z', 'JQX-13F/2Z'], voltage: ['DC24V', 'AC220V', 'DC12V', 'AC110V', 'AC380V'] },
  build({ type, voltage }) {
    const poles = type.includes('4Z') ? 4 : 2;
    return {
      model: `${type} ${voltage}`,
      title: '小型电磁继电器',
      extra: `${poles}组转换触点`,
      specs: { 线圈电压: voltage, 触点形式: `${poles}组转换`, 触点额定电流: type.startsWith('JQX') ? '10A' : '5A', 配套底座: '需另购' },
      yuan: poles === 4 ? 14 : 11,
      weightG: 35,
    };
  },
});

const TIME_RANGES = ['1S', '5S', '10S', '30S', '60S', '3M', '10M', '30M', '60M'];
const omronTimer = defineFamily({
  key: 'timer-omron',
  category: 'timer-relay',
  image: 'timer-relay',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 1.2,
  brands: [{ brand: 'omron', codes: ['H3Y-2', 'H3Y-4'] }],
  dims: { voltage: ['AC220', 'DC24', 'AC110', 'DC12'], range: TIME_RANGES },
  featured: [{ brand: 'omron', code: 'H3Y-2', at: { voltage: 'AC220', range: '30S' } }],
  build({ voltage, range }, { code }) {
    return {
      model: `${code} ${voltage} ${range}`,
      title: '时间继电器',
      extra: `通电延时 ${code.endsWith('4') ? '4组' : '2组'}触点`,
      specs: { 电源电压: voltage.startsWith('AC') ? `AC${voltage.slice(2)}V` : `DC${voltage.slice(2)}V`, 最大设定时间: range.replace('S', '秒').replace('M', '分'), 动作模式: '通电延时', 触点: code.endsWith('4') ? '4c' : '2c', 安装: '插座式（另购PYF08A/PYF14A）' },
      yuan: code.endsWith('4') ? 150 : 118,
      weightG: 50,
    };
  },
});

const chintTimer = defineFamily({
  key: 'timer-chint',
  category: 'timer-relay',
  image: 'timer-relay',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 0.8,
  brands: [{ brand: 'chint', codes: ['JSZ3A-', 'JSZ3C-'] }],
  dims: { range: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], voltage: ['AC220V', 'AC380V', 'DC24V', 'AC36V'] },
  build({ range, voltage }, { code }) {
    const ranges: Record<string, string> = { A: '0.05秒~0.5秒/5秒/30秒/3分', B: '0.1秒~1秒/10秒/60秒/6分', C: '0.5秒~5秒/50秒/5分/30分', D: '1秒~10秒/100秒/10分/60分', E: '5秒~60秒/10分/60分/6小时', F: '0.25分~2分/20分/2小时/12小时', G: '0.5分~4分/40分/4小时/24小时' };
    return {
      model: `${code}${range} ${voltage}`,
      title: '时间继电器',
      extra: code.includes('3A') ? '通电延时' : '断电延时',
      specs: { 电源电压: voltage, 延时范围: ranges[range] ?? range, 延时方式: code.includes('3A') ? '通电延时' : '断电延时', 触点: '延时2组转换' },
      yuan: code.includes('3C') ? 42 : 32,
      weightG: 90,
    };
  },
});

const MCB_RATINGS = [1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63];

const mcb = defineFamily({
  key: 'mcb',
  category: 'mcb',
  image: 'mcb',
  tax: TAX_BREAKER,
  unit: '个',
  weight: 4,
  brands: [
    { brand: 'chint', weight: 2, factor: 0.35, codes: ['DZ47-60', 'NXB-63'] },
    { brand: 'schneider', weight: 2, codes: ['iC65N', 'EA9AN'] },
    { brand: 'abb', factor: 0.95, codes: ['S20', 'SH20'] },
    { brand: 'siemens', factor: 0.95, codes: ['5SJ6'] },
    { brand: 'delixi', factor: 0.33, codes: ['DZ47s', 'CDB6i'] },
  ],
  dims: { poles: [1, 2, 3, 4], curve: ['C', 'B', 'D'], rating: MCB_RATINGS },
  popular: { poles: prefer([1, 2], 3), curve: prefer(['C'], 6), rating: prefer([16, 20, 25, 32], 4) },
  featured: [
    { brand: 'chint', code: 'DZ47-60', at: { poles: 1, curve: 'C', rating: 16 } },
    { brand: 'schneider', code: 'iC65N', at: { poles: 2, curve: 'C', rating: 32 } },
  ],
  build({ poles, curve, rating }, { brand, code }) {
    const amps = code === 'DZ47-60' && rating === 63 ? 60 : rating;
    const siemensCurve: Record<string, string> = { B: '6', C: '7', D: '8' };
    let model: string;
    if (brand === 'chint' || code === 'DZ47s' || code === 'CDB6i') model = `${code} ${poles}P ${curve}${amps}`;
    else if (code === 'iC65N') model = `iC65N ${poles}P ${curve}${amps}A`;
    else if (code === 'EA9AN') model = `EA9AN${poles}${curve}${amps}`;
    else if (brand === 'abb') model = `${code}${poles}-${curve}${amps}`;
    else model = `5SJ6${poles}${String(amps).padStart(2, '0')}-${siemensCurve[curve]}CR`;
    const breaking = /SH20|iC65N|5SJ6|NXB/.test(code) ? '6kA' : code === 'EA9AN' || code === 'S20' ? '4.5kA' : '6kA';
    const selfDescribing = model.includes(`${poles}P`);
    return {
      model,
      title: '小型断路器',
      extra: selfDescribing ? `分断能力${breaking}` : `${poles}P ${curve}${amps}A`,
      specs: { 极数: `${poles}P`, 额定电流: `${amps}A`, 脱扣曲线: `${curve}型`, 额定分断能力: breaking, 额定电压: poles === 1 ? 'AC230V' : 'AC400V', 安装方式: '35mm导轨安装' },
      yuan: 32 * poles * (amps > 40 ? 1.35 : 1) * (curve === 'D' ? 1.2 : 1) * (code === 'EA9AN' ? 0.6 : 1),
      weightG: 110 * poles,
    };
  },
});

const MCCB_FRAMES = [
  { code: '125', list: [16, 25, 32, 63, 100, 125] },
  { code: '250', list: [100, 125, 160, 180, 200, 250] },
  { code: '400', list: [225, 250, 300, 315, 350, 400] },
] as const;

const mccb = defineFamily({
  key: 'mccb',
  category: 'mccb',
  image: 'mccb',
  tax: TAX_BREAKER,
  unit: '个',
  weight: 1.5,
  leadDays: [1, 5],
  brands: [
    { brand: 'chint', weight: 2, codes: ['NXM-'] },
    { brand: 'delixi', factor: 0.95, codes: ['CDM3-'] },
  ],
  dims: { frame: MCCB_FRAMES, index: [0, 1, 2, 3, 4, 5], poles: [3, 4], breaking: ['S', 'H'] },
  build({ frame, index, poles, breaking }, { code }) {
    const amps = frame.list[index]!;
    return {
      model: `${code}${frame.code}${breaking}/${poles}300 ${amps}A`,
      title: '塑壳断路器',
      extra: `${poles}极 热磁式`,
      specs: { 壳架电流: `${frame.code}A`, 额定电流: `${amps}A`, 极数: `${poles}P`, 分断能力: breaking === 'S' ? '标准型（S）' : '较高分断型（H）', 脱扣器: '热磁式', 附件: '无附件（300）' },
      yuan: (260 + Number(frame.code) * 2.4) * (poles === 4 ? 1.3 : 1) * (breaking === 'H' ? 1.25 : 1),
      weightG: Math.round(900 + Number(frame.code) * 6),
    };
  },
});

const phoenixTerminal = defineFamily({
  key: 'terminal-phoenix',
  category: 'terminal-block',
  image: 'terminal-block',
  tax: TAX_TERMINAL,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'phoenix', codes: [''] }],
  dims: {
    type: ['UT 2,5', 'UT 4', 'UT 6', 'UT 10', 'UT 16', 'PT 2,5', 'PT 4', 'ST 2,5', 'ST 4', 'UK 2,5 N', 'UK 5 N', 'UK 10 N', 'UT 4-TWIN'],
    color: ['', 'BU', 'RD', 'BK'],
  },
  popular: { color: prefer([''], 5) },
  featured: [{ brand: 'phoenix', at: { type: 'UT 2,5', color: '' } }],
  build({ type, color }) {
    const section = Number(/\d+(,\d)?/.exec(type)![0].replace(',', '.'));
    const tech: Record<string, string> = { UT: '螺钉连接', UK: '螺钉连接', PT: '直插式连接', ST: '弹簧连接' };
    const colors: Record<string, string> = { '': '灰色', BU: '蓝色', RD: '红色', BK: '黑色' };
    return {
      model: color ? `${type} ${color}` : type,
      title: '直通式接线端子',
      extra: `${num(section)}mm² ${colors[color]}`,
      specs: { 连接方式: tech[type.slice(0, 2)] ?? '螺钉连接', 额定截面: `${num(section)}mm²`, 颜色: colors[color] ?? color, 安装: 'NS 35 导轨', 包装: '50个/盒' },
      yuan: (2.2 + section * 0.45) * (type.startsWith('PT') ? 1.3 : 1),
      weightG: Math.round(6 + section * 1.2),
      packQty: 50,
      minOrderQty: 50,
    };
  },
});

const weidmullerTerminal = defineFamily({
  key: 'terminal-weidmuller',
  category: 'terminal-block',
  image: 'terminal-block',
  tax: TAX_TERMINAL,
  unit: '个',
  weight: 1,
  brands: [{ brand: 'weidmuller', codes: [''] }],
  dims: { type: ['WDU 2.5', 'WDU 4', 'WDU 6', 'WDU 10', 'WDU 16', 'ZDU 2.5', 'ZDU 4', 'ZDU 6', 'A2C 2.5', 'A2C 4'], color: ['', 'BL', 'OR', 'RT'] },
  popular: { color: prefer([''], 5) },
  build({ type, color }) {
    const section = Number(type.split(' ')[1]);
    const tech: Record<string, string> = { WDU: '螺钉连接', ZDU: '弹簧连接', A2C: '直插式连接' };
    const colors: Record<string, string> = { '': '米色', BL: '蓝色', OR: '橙色', RT: '红色' };
    return {
      model: color ? `${type} ${color}` : type,
      title: '直通式接线端子',
      extra: `${num(section)}mm² ${colors[color]}`,
      specs: { 连接方式: tech[type.split(' ')[0]!] ?? '螺钉连接', 额定截面: `${num(section)}mm²`, 颜色: colors[color] ?? color, 安装: 'TS 35 导轨', 包装: '50个/盒' },
      yuan: 2 + section * 0.42,
      weightG: Math.round(6 + section * 1.2),
      packQty: 50,
      minOrderQty: 50,
    };
  },
});

const WIRE_COLORS = ['红色', '黄色', '绿色', '蓝色', '黑色', '黄绿双色'];
const buildingWire = defineFamily({
  key: 'cable-wire',
  category: 'cable',
  image: 'cable',
  tax: TAX_CABLE,
  unit: '卷',
  weight: 1.5,
  brands: [{ brand: 'fareast', codes: ['BV', 'BVR', 'RV'] }],
  dims: { section: [0.75, 1, 1.5, 2.5, 4, 6, 10, 16], color: WIRE_COLORS },
  popular: { section: prefer([1.5, 2.5, 4], 4) },
  featured: [{ brand: 'fareast', code: 'BV', at: { section: 2.5, color: '红色' } }],
  build({ section, color }, { code }) {
    const kinds: Record<string, string> = { BV: '聚氯乙烯绝缘单芯硬线', BVR: '聚氯乙烯绝缘单芯软线', RV: '聚氯乙烯绝缘多股软线' };
    return {
      model: `${code} ${num(section)}mm² ${color}`,
      title: '电线',
      extra: `${kinds[code]} 100米`,
      specs: { 型号: code, 结构: kinds[code] ?? code, 标称截面: `${num(section)}mm²`, 导体: '无氧铜', 颜色: color, 额定电压: code === 'RV' ? '300/500V' : '450/750V', 长度: '100米/卷', 执行标准: 'GB/T 5023' },
      yuan: 28 + section * 95,
      weightG: Math.round(100 * (section * 8.9 + 12)),
    };
  },
});

const powerCable = defineFamily({
  key: 'cable-power',
  category: 'cable',
  image: 'cable',
  tax: TAX_CABLE,
  unit: '米',
  weight: 1.5,
  brands: [{ brand: 'fareast', codes: ['RVV', 'YJV', 'KVV', 'RVVP'] }],
  dims: { cores: ['2', '3', '4', '5', '3+1', '3+2', '4+1'], section: [0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35] },
  build({ cores, section }, { code }) {
    const kinds: Record<string, string> = { RVV: '聚氯乙烯护套软电缆', YJV: '交联聚乙烯绝缘电力电缆', KVV: '聚氯乙烯绝缘控制电缆', RVVP: '屏蔽软电缆' };
    const parts = cores.split('+').map(Number);
    const neutral = section >= 16 ? section / 2 : section;
    const spec = parts.length === 2 ? `${parts[0]}×${num(section)}+${parts[1]}×${num(neutral)}` : `${parts[0]}×${num(section)}`;
    const copper = parts[0]! * section + (parts[1] ?? 0) * neutral;
    return {
      model: `${code} ${spec}`,
      title: '电缆',
      extra: kinds[code],
      specs: { 型号: code, 规格: `${spec}mm²`, 结构: kinds[code] ?? code, 导体: '无氧铜', 额定电压: code === 'YJV' ? '0.6/1kV' : '300/500V', 计量单位: '按米销售' },
      yuan: 1.2 + copper * 0.95 * (code === 'RVVP' ? 1.3 : 1),
      weightG: Math.round(copper * 9 + 40),
      minOrderQty: 10,
    };
  },
});

const BUTTON_COLORS: Record<string, string> = { '1': '白色', '2': '黑色', '3': '绿色', '4': '红色', '5': '黄色', '6': '蓝色' };
const pushbutton = defineFamily({
  key: 'pushbutton',
  category: 'pushbutton',
  image: 'pushbutton',
  tax: TAX_CONTROL,
  unit: '个',
  weight: 1.5,
  brands: [
    { brand: 'schneider', weight: 2, codes: ['XB2BA', 'XB5AA', 'XB2BW'] },
    { brand: 'chint', factor: 0.25, codes: ['NP2-BA', 'NP4-BA'] },
  ],
  dims: { color: ['3', '4', '2', '5', '6', '1'], contact: ['1', '2'] },
  featured: [{ brand: 'schneider', code: 'XB2BA', at: { color: '3', contact: '1' } }],
  build({ color, contact }, { brand, code }) {
    const illuminated = code === 'XB2BW';
    const model = brand === 'schneider' ? (illuminated ? `XB2BW3${color}M${contact}C` : `${code}${color}${contact}C`) : `${code}${color}${contact}`;
    return {
      model,
      title: illuminated ? '带灯按钮' : '平头按钮',
      extra: `${BUTTON_COLORS[color]} ${contact === '1' ? '1常开' : '1常闭'}`,
      specs: { 安装孔径: '22mm', 按钮颜色: BUTTON_COLORS[color] ?? color, 触点: contact === '1' ? '1NO（常开）' : '1NC（常闭）', 复位方式: '自复位', 外壳: code.startsWith('XB5') || code.startsWith('NP4') ? '塑料' : '金属', 防护等级: 'IP65' },
      yuan: illuminated ? 96 : code.startsWith('XB5') ? 38 : 58,
      weightG: 60,
    };
  },
});

export const ELECTRICAL_FAMILIES: readonly Family[] = [
  schneiderContactor, siemensContactor, chintContactor, cjx2Contactor, abbContactor, mitsubishiContactor,
  omronRelay, schneiderRelay, chintRelay, omronTimer, chintTimer, mcb, mccb, phoenixTerminal, weidmullerTerminal,
  buildingWire, powerCable, pushbutton,
];

// Pneumatic cylinders, valves, air preparation, fittings and tubing.
import { defineFamily, prefer, range, taxCode, type Family } from './define.ts';

const TAX_PNEUMATIC = taxCode('1090116020');
const TAX_FITTING = taxCode('1090116990');
const TAX_TUBE = taxCode('1070203990');

const STANDARD_STROKES = [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500];
const SHORT_STROKES = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100];

function portFor(bore: number): string {
  if (bore <= 16) return 'M5';
  if (bore <= 25) return 'G1/8';
  if (bore <= 40) return 'G1/4';
  if (bore <= 63) return 'G3/8';
  return 'G1/2';
}

function cylinderYuan(bore: number, stroke: number, base: number): number {
  return base * Math.pow(bore / 32, 1.3) + stroke * 0.35 * Math.pow(bore / 32, 1.1);
}

function cylinderSpecs(bore: number, stroke: number, magnet: boolean, extra: Record<string, string> = {}) {
  return {
    缸径: `${bore}mm`, 行程: `${stroke}mm`, 作用方式: '双作用', 接口螺纹: portFor(bore),
    磁环: magnet ? '带磁环（可装感应开关）' : '不带磁环', 使用压力: '0.1~1.0MPa', ...extra,
  };
}

const standardCylinder = defineFamily({
  key: 'standard-cylinder',
  category: 'standard-cylinder',
  image: 'cylinder',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 5,
  leadDays: [2, 7],
  brands: [
    { brand: 'smc', weight: 2, codes: ['MBB', 'MDBB', 'MBL', 'MDBL', 'MBF', 'MDBF', 'MBC', 'MDBC'] },
    { brand: 'festo', weight: 1.5, factor: 1.25, codes: ['PPVA-N3', 'PPSA-N3'] },
    { brand: 'airtac', weight: 2, factor: 0.45, codes: ['SC', 'SC|S', 'SU', 'SU|S'] },
    { brand: 'ckd', factor: 0.95, codes: ['00', 'LB', 'FA', 'CA'] },
  ],
  dims: { bore: [32, 40, 50, 63, 80, 100, 125], stroke: range(10, 2800) },
  popular: { bore: prefer([32, 40, 50, 63], 3), stroke: (s) => (STANDARD_STROKES.includes(s) ? 400 : s % 25 === 0 ? 20 : 1) },
  featured: [
    { brand: 'festo', code: 'PPVA-N3', at: { bore: 32, stroke: 50 } },
    { brand: 'airtac', code: 'SC', at: { bore: 63, stroke: 100 } },
    { brand: 'smc', code: 'MDBB', at: { bore: 50, stroke: 100 } },
  ],
  build({ bore, stroke }, { brand, code }) {
    let model: string;
    let mount = '基本型';
    if (brand === 'smc') {
      model = `${code}${bore}-${stroke}Z`;
      mount = ({ B: '基本型', L: '脚座型', F: '前法兰型', C: '单耳环型' } as Record<string, string>)[code.slice(-1)] ?? '基本型';
    } else if (brand === 'festo') model = `DSBC-${bore}-${stroke}-${code}`;
    else if (brand === 'airtac') {
      const [series, magnet] = code.split('|');
      model = `${series}${bore}X${stroke}${magnet ?? ''}`;
    } else {
      model = `SCA2-${code}-${bore}B-${stroke}`;
      mount = ({ '00': '基本型', LB: '轴向脚座型', FA: '杆侧法兰型', CA: '单耳环型' } as Record<string, string>)[code] ?? '基本型';
    }
    const magnet = brand === 'festo' || /^MD/.test(code) || code.endsWith('|S') || brand === 'ckd';
    const cushion = brand === 'festo' ? (code.startsWith('PPSA') ? '自调节气缓冲' : '可调气缓冲') : '可调气缓冲';
    return {
      model,
      title: 'ISO标准气缸',
      extra: `缸径${bore} 行程${stroke}`,
      specs: cylinderSpecs(bore, stroke, magnet, { 安装方式: mount, 缓冲: cushion, 标准: 'ISO 15552' }),
      yuan: cylinderYuan(bore, stroke, 420),
      weightG: Math.round(900 * Math.pow(bore / 32, 2) + stroke * 4 * (bore / 32)),
    };
  },
});

const compactCylinder = defineFamily({
  key: 'compact-cylinder',
  category: 'compact-cylinder',
  image: 'compact-cylinder',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 3,
  brands: [
    { brand: 'smc', weight: 2, codes: ['CQ2B|D', 'CDQ2B|DZ', 'CQ2B|DM', 'CDQ2B|DMZ', 'CDQ2A|DZ'] },
    { brand: 'airtac', weight: 2, factor: 0.4, codes: ['SDA|', 'SDA|S', 'SDA|B', 'SDA|SB'] },
    { brand: 'festo', factor: 1.2, codes: ['-A-P-A', '-I-P-A'] },
    { brand: 'ckd', factor: 0.9, codes: ['SSD-', 'SSD-L-'] },
  ],
  dims: { bore: [12, 16, 20, 25, 32, 40, 50, 63, 80, 100], stroke: range(5, 100) },
  popular: { stroke: (s) => (SHORT_STROKES.includes(s) ? 60 : s % 5 === 0 ? 10 : 1) },
  featured: [
    { brand: 'smc', code: 'CQ2B|D', at: { bore: 32, stroke: 20 } },
    { brand: 'airtac', code: 'SDA|S', at: { bore: 32, stroke: 20 } },
  ],
  build({ bore, stroke }, { brand, code }) {
    let model: string;
    if (brand === 'festo') model = `ADN-${bore}-${stroke}${code}`;
    else if (brand === 'ckd') model = `${code}${bore}-${stroke}`;
    else {
      const [pre, suf] = code.split('|') as [string, string];
      model = brand === 'smc' ? `${pre}${bore}-${stroke}${suf}` : `${pre}${bore}X${stroke}${suf}`;
    }
    const magnet = brand === 'festo' || /^CD/.test(code) || /\|S/.test(code) || code === 'SSD-L-';
    const rodEnd = /DM|SB|\|B|-A-P-A/.test(code) ? '外螺纹' : '内螺纹';
    return {
      model,
      title: '薄型气缸',
      extra: `缸径${bore} 行程${stroke}`,
      specs: cylinderSpecs(bore, stroke, magnet, { 活塞杆端: rodEnd, 缓冲: '橡胶缓冲' }),
      yuan: cylinderYuan(bore, stroke, 190),
      weightG: Math.round(260 * Math.pow(bore / 32, 2) + stroke * 3 * (bore / 32)),
    };
  },
});

const miniCylinder = defineFamily({
  key: 'mini-cylinder',
  category: 'mini-cylinder',
  image: 'mini-cylinder',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 2.5,
  brands: [
    { brand: 'smc', weight: 2, codes: ['CJ2B|', 'CDJ2B|', 'CDJ2B|Z', 'CDJ2B|Z-B', 'CJ2L|', 'CDJ2L|'] },
    { brand: 'airtac', weight: 2, factor: 0.4, codes: ['MI|X', 'MI|X|S', 'PB|X', 'PB|X|S', 'MA|X', 'MA|X|S'] },
    { brand: 'festo', factor: 1.2, codes: ['-PPV-A', '-P-A'] },
  ],
  dims: { bore: [6, 10, 16, 20, 25], stroke: range(5, 500) },
  popular: { bore: prefer([10, 16], 3), stroke: (s) => ([10, 15, 20, 25, 30, 40, 50, 75, 100, 150].includes(s) ? 80 : s % 5 === 0 ? 8 : 1) },
  featured: [{ brand: 'smc', code: 'CDJ2B|', at: { bore: 16, stroke: 50 } }],
  build({ bore, stroke }, { brand, code }) {
    let model: string;
    if (brand === 'festo') model = `DSNU-${bore}-${stroke}${code}`;
    else if (brand === 'smc') {
      const [pre, suf] = code.split('|') as [string, string];
      model = `${pre}${bore}-${stroke}${suf}`;
    } else {
      const [pre, x, s] = code.split('|') as [string, string, string | undefined];
      model = `${pre}${bore}${x}${stroke}${s ?? ''}`;
    }
    const magnet = brand === 'festo' || /^CD/.test(code) || code.endsWith('|S');
    const mount = /2L/.test(code) ? '脚座型' : /^PB/.test(code) ? '笔型（单耳）' : '基本型';
    return {
      model,
      title: /^MA/.test(code) ? '不锈钢迷你气缸' : '迷你气缸',
      extra: `缸径${bore} 行程${stroke}`,
      specs: cylinderSpecs(bore, stroke, magnet, { 安装方式: mount, 缸筒材质: /^MA|DSNU/.test(code + brand) ? '不锈钢' : '铝合金/不锈钢' }),
      yuan: cylinderYuan(bore, stroke, 150),
      weightG: Math.round(60 * Math.pow(bore / 10, 2) + stroke * 1.2),
    };
  },
});

const guidedCylinder = defineFamily({
  key: 'guided-cylinder',
  category: 'guided-cylinder',
  image: 'guided-cylinder',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 2,
  leadDays: [2, 7],
  brands: [
    { brand: 'smc', weight: 2, codes: ['MGPM', 'MGPL', 'MGPA'] },
    { brand: 'airtac', factor: 0.45, codes: ['TN', 'TN|S', 'TR|S'] },
    { brand: 'festo', factor: 1.2, codes: ['-P-A-GF', '-P-A-KF'] },
  ],
  dims: { bore: [12, 16, 20, 25, 32, 40, 50, 63], stroke: range(10, 300) },
  popular: { stroke: (s) => ([10, 20, 25, 30, 40, 50, 75, 100, 125, 150, 175, 200, 250, 300].includes(s) ? 60 : 1) },
  featured: [{ brand: 'smc', code: 'MGPM', at: { bore: 20, stroke: 50 } }],
  build({ bore, stroke }, { brand, code }) {
    let model: string;
    if (brand === 'smc') model = `${code}${bore}-${stroke}Z`;
    else if (brand === 'festo') model = `DFM-${bore}-${stroke}${code}`;
    else {
      const [pre, s] = code.split('|');
      model = `${pre}${bore}X${stroke}${s ?? ''}`;
    }
    const guide = /MGPL|KF/.test(model) ? '滚珠轴承导向' : /MGPA/.test(model) ? '高精度滚珠导向' : '滑动轴承导向';
    return {
      model,
      title: code.startsWith('TN') || code.startsWith('TR') ? '双轴气缸' : '导杆气缸',
      extra: `缸径${bore} 行程${stroke}`,
      specs: cylinderSpecs(bore, stroke, true, { 导向方式: guide }),
      yuan: cylinderYuan(bore, stroke, 480) * (/MGPL|MGPA|KF/.test(model) ? 1.25 : 1),
      weightG: Math.round(500 * Math.pow(bore / 20, 2) + stroke * 8),
    };
  },
});

const SY_PORTS: Record<string, readonly string[]> = { '3': ['M5', 'C4', 'C6'], '5': ['01', 'C6', 'C8'], '7': ['02', 'C8', 'C10'] };
const SMC_VOLTAGES: Record<string, string> = { '5': 'DC24V', '6': 'DC12V', '1': 'AC100V', '2': 'AC200V', '3': 'AC110V', '4': 'AC220V' };

const smcValve = defineFamily({
  key: 'solenoid-valve-smc',
  category: 'solenoid-valve',
  image: 'solenoid-valve',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 2.5,
  brands: [{ brand: 'smc', codes: ['SY3', 'SY5', 'SY7'] }],
  dims: { position: ['1', '2', '3', '4', '5'], voltage: ['5', '6', '1', '2', '3', '4'], option: ['LZ', 'LZD', 'LZE', 'MZ', 'DZ', 'GZ'], port: [0, 1, 2] },
  popular: { voltage: prefer(['5', '4'], 6), position: prefer(['1', '2'], 3) },
  featured: [{ brand: 'smc', code: 'SY5', at: { position: '1', voltage: '5', option: 'LZD', port: 0 } }],
  build({ position, voltage, option, port }, { code }) {
    const size = code.slice(2);
    const portCode = SY_PORTS[size]![port]!;
    const functions: Record<string, string> = { '1': '二位五通 单电控', '2': '二位五通 双电控', '3': '三位五通 中封式', '4': '三位五通 中泄式', '5': '三位五通 中压式' };
    return {
      model: `${code}${position}20-${voltage}${option}-${portCode}`,
      title: '电磁阀',
      extra: `${functions[position]} ${SMC_VOLTAGES[voltage]}`,
      specs: {
        系列: `SY${size}000`, 功能: functions[position] ?? '', 线圈电压: SMC_VOLTAGES[voltage] ?? voltage,
        接口: portCode.startsWith('C') ? `快插 Φ${portCode.slice(1)}` : portCode === 'M5' ? 'M5' : `Rc${portCode === '01' ? '1/8' : '1/4'}`,
        电气接线: option.startsWith('L') ? 'L型插座式' : option.startsWith('M') ? 'M型插座式' : option.startsWith('D') ? 'DIN插座式' : '直接出线式',
        指示灯: '带指示灯及过电压保护', 手动装置: '非锁定按钮式',
      },
      yuan: (Number(size) === 3 ? 190 : Number(size) === 5 ? 260 : 380) * (Number(position) >= 2 ? 1.35 : 1),
      weightG: Number(size) * 40 + 40,
    };
  },
});

const airtacValve = defineFamily({
  key: 'solenoid-valve-airtac',
  category: 'solenoid-valve',
  image: 'solenoid-valve',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'airtac', codes: [''] }],
  dims: {
    body: ['4V110-06', '4V120-06', '4V130C-06', '4V210-08', '4V220-08', '4V230C-08', '4V230E-08', '4V310-10', '4V320-10', '4V330C-10', '4V410-15', '3V110-06', '3V210-08'],
    voltage: ['DC24V', 'AC220V', 'DC12V', 'AC110V'],
  },
  popular: { voltage: prefer(['DC24V', 'AC220V'], 5) },
  featured: [{ brand: 'airtac', at: { body: '4V210-08', voltage: 'DC24V' } }],
  build({ body, voltage }) {
    const three = body.startsWith('3V');
    const fn = three ? '二位三通' : /30[CE]/.test(body) ? '三位五通' : '二位五通';
    const double = /20-|30/.test(body) && !three;
    const size = Number(body[2]);
    return {
      model: `${body} ${voltage}`,
      title: '电磁阀',
      extra: `${fn}${double ? ' 双电控' : ' 单电控'}`,
      specs: { 系列: `${body.slice(0, 3)}00`, 功能: fn, 线圈电压: voltage, 接口: `G${body.endsWith('06') ? '1/8' : body.endsWith('08') ? '1/4' : body.endsWith('10') ? '3/8' : '1/2'}`, 使用压力: '0.15~0.8MPa' },
      yuan: (45 + size * 22) * (double ? 1.4 : 1),
      weightG: 150 + size * 60,
    };
  },
});

const festoValve = defineFamily({
  key: 'solenoid-valve-festo',
  category: 'solenoid-valve',
  image: 'solenoid-valve',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 0.8,
  brands: [{ brand: 'festo', codes: ['VUVS'] }],
  dims: { body: ['L20', 'L25', 'L30'], fn: ['M52', 'B52', 'J52', 'P53C', 'P53E', 'P53U'], coil: ['MZD', 'MZH'] },
  build({ body, fn, coil }) {
    const port = body === 'L20' ? 'G18' : body === 'L25' ? 'G14' : 'G38';
    const fns: Record<string, string> = { M52: '二位五通 单电控', B52: '二位五通 双电控', J52: '二位五通 双电控（优先）', P53C: '三位五通 中封', P53E: '三位五通 中泄', P53U: '三位五通 中压' };
    return {
      model: `VUVS-${body}-${fn}-${coil}-${port}-F7`,
      title: '电磁阀',
      extra: fns[fn] ?? fn,
      specs: { 功能: fns[fn] ?? fn, 接口: port.replace('18', '1/8').replace('14', '1/4').replace('38', '3/8'), 手动装置: coil === 'MZD' ? '按压式' : '按压锁定式', 线圈电压: 'DC24V' },
      yuan: (520 + Number(body.slice(1)) * 12) * (fn.startsWith('P') ? 1.4 : fn.startsWith('M') ? 1 : 1.2),
      weightG: 200 + Number(body.slice(1)) * 8,
    };
  },
});

const SMC_FRL_PORTS: Record<number, readonly string[]> = { 20: ['01', '02'], 30: ['02', '03'], 40: ['03', '04'] };

const smcFrl = defineFamily({
  key: 'frl-smc',
  category: 'frl',
  image: 'frl',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'smc', codes: ['AW', 'AC', 'AF', 'AR', 'AL'] }],
  dims: { size: [20, 30, 40], port: [0, 1], option: ['', 'BG', 'DG', 'BG-A', 'E'] },
  featured: [{ brand: 'smc', code: 'AW', at: { size: 20, port: 1, option: 'BG-A' } }],
  build({ size, port, option }, { code }) {
    const p = SMC_FRL_PORTS[size]![port]!;
    const kinds: Record<string, string> = { AW: '过滤减压阀', AC: '三联件（过滤器+减压阀+油雾器）', AF: '空气过滤器', AR: '减压阀', AL: '油雾器' };
    return {
      model: `${code}${size}-${p}${option}`,
      title: kinds[code] ?? '气源处理元件',
      extra: `Rc${p === '01' ? '1/8' : p === '02' ? '1/4' : p === '03' ? '3/8' : '1/2'}`,
      specs: { 类型: kinds[code] ?? code, 接管口径: `Rc${p === '01' ? '1/8' : p === '02' ? '1/4' : p === '03' ? '3/8' : '1/2'}`, 过滤精度: code === 'AR' || code === 'AL' ? '—' : '5μm', 附件: option.includes('BG') ? '带支架、压力表' : option.includes('DG') ? '带数显压力表' : option === 'E' ? '带方形压力表' : '无', 排水方式: '手动排水' },
      yuan: ({ AW: 260, AC: 520, AF: 150, AR: 180, AL: 160 } as Record<string, number>)[code]! * Math.pow(size / 20, 1.2) * (option ? 1.2 : 1),
      weightG: Math.round(300 * Math.pow(size / 20, 1.6) * (code === 'AC' ? 2.6 : 1)),
    };
  },
});

const airtacFrl = defineFamily({
  key: 'frl-airtac',
  category: 'frl',
  image: 'frl',
  tax: TAX_PNEUMATIC,
  unit: '个',
  weight: 0.6,
  brands: [{ brand: 'airtac', codes: [''] }],
  dims: {
    model: ['AFR1500', 'AFR2000', 'AFC1500', 'AFC2000', 'BFR2000', 'BFR3000', 'BFR4000', 'BFC2000', 'BFC3000', 'BFC4000', 'GFR200-08', 'GFR300-10', 'GFC200-08', 'GFC300-10', 'GR200-08', 'GF200-08'],
  },
  featured: [{ brand: 'airtac', at: { model: 'AFC2000' } }],
  build({ model }) {
    const combo = /FC/.test(model);
    const kind = combo ? '二联件（过滤减压阀+油雾器）' : /FR/.test(model) ? '过滤减压阀' : model.startsWith('GR') ? '减压阀' : '空气过滤器';
    const port = /1500|200-08|2000/.test(model) ? 'G1/4' : /300|3000/.test(model) ? 'G3/8' : 'G1/2';
    return {
      model,
      title: '气源处理元件',
      extra: kind,
      specs: { 类型: kind, 接管口径: port, 过滤精度: '40μm（标准）/5μm（选配）', 调压范围: '0.05~0.85MPa' },
      yuan: (combo ? 160 : 95) * (port === 'G1/2' ? 1.8 : port === 'G3/8' ? 1.4 : 1),
      weightG: combo ? 600 : 350,
    };
  },
});

const FESTO_THREADS: Record<string, string> = { M5: 'M5', '01': 'G1/8', '02': 'G1/4', '03': 'G3/8', '04': 'G1/2' };

const pushIn = defineFamily({
  key: 'push-in-fitting',
  category: 'push-in-fitting',
  image: 'fitting',
  tax: TAX_FITTING,
  unit: '个',
  weight: 3,
  brands: [
    { brand: 'smc', weight: 2, codes: ['H', 'L', 'S', 'V', 'F'] },
    { brand: 'airtac', weight: 2, factor: 0.35, codes: ['APC', 'APL'] },
    { brand: 'festo', factor: 1.2, codes: ['QS', 'QSL', 'QSLV'] },
  ],
  dims: { tube: [4, 6, 8, 10, 12, 16], thread: ['M5', '01', '02', '03', '04'] },
  popular: { tube: prefer([6, 8, 10], 4), thread: prefer(['01', '02'], 3) },
  featured: [{ brand: 'smc', code: 'H', at: { tube: 6, thread: '01' } }],
  build({ tube, thread }, { brand, code }) {
    let model: string;
    if (brand === 'smc') model = `KQ2${code}${String(tube).padStart(2, '0')}-${thread}${thread === 'M5' ? '' : 'AS'}`;
    else if (brand === 'airtac') model = `${code}${tube}-${thread === 'M5' ? 'M5' : thread}`;
    else model = `${code}-${FESTO_THREADS[thread]}-${tube}`;
    const elbow = /L|V/.test(code.replace('APL', 'L'));
    const kinds: Record<string, string> = { H: '外螺纹直通', L: '外螺纹弯头', S: '内六角外螺纹直通', V: '万向弯头', F: '内螺纹直通', APC: '外螺纹直通', APL: '外螺纹弯头', QS: '外螺纹直通', QSL: '外螺纹弯头', QSLV: '万向弯头' };
    return {
      model,
      title: '快插接头',
      extra: `${kinds[code] ?? ''} Φ${tube}-${FESTO_THREADS[thread]}`,
      specs: { 类型: kinds[code] ?? code, 适用管外径: `Φ${tube}mm`, 连接螺纹: thread === 'M5' ? 'M5' : `R${FESTO_THREADS[thread]!.slice(1)}`, 材质: '黄铜镀镍+PBT', 包装: '10个/包' },
      yuan: (5 + tube * 0.6) * (elbow ? 1.3 : 1),
      weightG: Math.round(8 + tube * 1.5),
      packQty: 10,
      minOrderQty: 10,
    };
  },
});

const TUBE_SIZES = [
  { code: '0425', od: 4, id: 2.5 }, { code: '0604', od: 6, id: 4 }, { code: '0805', od: 8, id: 5 },
  { code: '1065', od: 10, id: 6.5 }, { code: '1208', od: 12, id: 8 }, { code: '1610', od: 16, id: 10 },
] as const;
const SMC_COLORS: Record<string, string> = { B: '黑色', W: '白色', C: '透明', BU: '蓝色', R: '红色', Y: '黄色', G: '绿色' };

const smcTube = defineFamily({
  key: 'air-tube-smc',
  category: 'air-tube',
  image: 'air-tube',
  tax: TAX_TUBE,
  unit: '卷',
  weight: 1.2,
  brands: [{ brand: 'smc', codes: ['TU', 'TUS', 'T'] }],
  dims: { size: TUBE_SIZES, color: ['B', 'W', 'C', 'BU', 'R', 'Y', 'G'], roll: [20, 100] },
  popular: { color: prefer(['BU', 'B', 'C'], 4) },
  featured: [{ brand: 'smc', code: 'TU', at: { size: '0604', color: 'BU', roll: 100 } }],
  build({ size, color, roll }, { code }) {
    const materials: Record<string, string> = { TU: '聚氨酯', TUS: '软尼龙', T: '尼龙' };
    return {
      model: `${code}${size.code}${color}-${roll}`,
      title: `${materials[code]}气管`,
      extra: `Φ${size.od}×${size.id} ${SMC_COLORS[color]} ${roll}米`,
      specs: { 材质: materials[code] ?? code, 外径: `${size.od}mm`, 内径: `${size.id}mm`, 颜色: SMC_COLORS[color] ?? color, 长度: `${roll}米/卷`, 最高使用压力: code === 'T' ? '1.5MPa' : '0.8MPa' },
      yuan: roll * (0.9 + size.od * 0.28) * (code === 'T' ? 1.2 : 1),
      weightG: Math.round(roll * size.od * size.od * 0.8),
    };
  },
});

const festoTube = defineFamily({
  key: 'air-tube-festo',
  category: 'air-tube',
  image: 'air-tube',
  tax: TAX_TUBE,
  unit: '米',
  weight: 0.5,
  brands: [{ brand: 'festo', codes: ['PUN-H', 'PAN'] }],
  dims: { size: ['4X0,75', '6X1', '8X1,25', '10X1,5', '12X2', '16X2,5'], color: ['BL', 'SW', 'NT', 'SI'] },
  build({ size, color }, { code }) {
    const colors: Record<string, string> = { BL: '蓝色', SW: '黑色', NT: '本色', SI: '银色' };
    const od = Number(size.split('X')[0]);
    return {
      model: `${code}-${size}-${color}`,
      title: code === 'PAN' ? '聚酰胺气管' : '耐水解聚氨酯气管',
      extra: `外径${od}mm ${colors[color]}`,
      specs: { 外径: `${od}mm`, 壁厚: `${size.split('X')[1]!.replace(',', '.')}mm`, 颜色: colors[color] ?? color, 计量单位: '按米销售（整卷50米）' },
      yuan: 3 + od * 0.6,
      weightG: od * 6,
      minOrderQty: 10,
    };
  },
});

export const PNEUMATIC_FAMILIES: readonly Family[] = [
  standardCylinder, compactCylinder, miniCylinder, guidedCylinder, smcValve, airtacValve, festoValve, smcFrl, airtacFrl,
  pushIn, smcTube, festoTube,
];


// Hydraulic pumps, valves, hoses and O-rings.
import { defineFamily, num, prefer, range, taxCode, type Family } from './define.ts';

const TAX_HYDRAULIC = taxCode('1090116010');
const TAX_HOSE = taxCode('1070203010');
const TAX_SEAL = taxCode('1070299030');

const rexrothPump = defineFamily({
  key: 'piston-pump-rexroth',
  category: 'piston-pump',
  image: 'hydraulic-pump',
  tax: TAX_HYDRAULIC,
  unit: '台',
  weight: 1,
  leadDays: [20, 45],
  brands: [{ brand: 'rexroth', codes: ['A10VSO'] }],
  dims: {
    size: [18, 28, 45, 71, 100, 140],
    control: ['DR', 'DFR', 'DFR1', 'DFLR', 'DRG'],
    rotation: ['R', 'L'],
    shaft: ['PPA12N00', 'VPA12N00', 'PSA12N00'],
  },
  popular: { rotation: prefer(['R'], 3), shaft: prefer(['PPA12N00'], 3) },
  featured: [{ brand: 'rexroth', at: { size: 28, control: 'DFR', rotation: 'R', shaft: 'PPA12N00' } }],
  build({ size, control, rotation, shaft }, { code }) {
    const controls: Record<string, string> = { DR: '恒压控制', DFR: '恒压/流量控制', DFR1: '恒压/流量控制（X口封闭）', DFLR: '恒压/流量/功率控制', DRG: '远程恒压控制' };
    return {
      model: `${code}${size}${control}/31${rotation}-${shaft}`,
      title: '变量柱塞泵',
      extra: `排量${size}cc/r ${controls[control]}`,
      specs: { 排量: `${size} cm³/r`, 控制方式: controls[control] ?? control, 旋向: rotation === 'R' ? '顺时针（右旋）' : '逆时针（左旋）', 额定压力: '28MPa', 峰值压力: '35MPa', 系列: '31系列' },
      yuan: 6800 + size * 95 + (control === 'DFLR' ? 1800 : 0),
      weightG: Math.round((9 + size * 0.35) * 1000),
    };
  },
});

const parkerPump = defineFamily({
  key: 'piston-pump-parker',
  category: 'piston-pump',
  image: 'hydraulic-pump',
  tax: TAX_HYDRAULIC,
  unit: '台',
  weight: 0.5,
  leadDays: [20, 45],
  brands: [{ brand: 'parker', codes: ['PV'] }],
  dims: { size: ['016', '020', '023', '032', '040', '046', '063', '080', '092', '140'], rotation: ['R', 'L'], control: ['MMC', 'MFC', 'MFZ', 'MRC'] },
  build({ size, rotation, control }, { code }) {
    const controls: Record<string, string> = { MMC: '恒压控制', MFC: '负载敏感控制', MFZ: '负载敏感控制（带泄放）', MRC: '远程恒压控制' };
    const cc = Number(size);
    return {
      model: `${code}${size}${rotation}1K1T1N${control}`,
      title: '轴向变量柱塞泵',
      extra: `排量${cc}cc/r`,
      specs: { 排量: `${cc} cm³/r`, 控制方式: controls[control] ?? control, 旋向: rotation === 'R' ? '右旋' : '左旋', 额定压力: '35MPa', 轴端: '平键轴（SAE）' },
      yuan: 7200 + cc * 88,
      weightG: Math.round((12 + cc * 0.3) * 1000),
    };
  },
});

const VANE = [
  ...[6, 8, 10, 12, 14, 17, 19, 23, 25, 31].map((d) => ({ code: `PV2R1-${d}`, cc: d })),
  ...[26, 33, 41, 47, 53, 59, 65].map((d) => ({ code: `PV2R2-${d}`, cc: d })),
  ...[52, 60, 66, 76, 94, 116].map((d) => ({ code: `PV2R3-${d}`, cc: d })),
] as const;

const vanePump = defineFamily({
  key: 'vane-pump',
  category: 'vane-pump',
  image: 'hydraulic-pump',
  tax: TAX_HYDRAULIC,
  unit: '台',
  weight: 1,
  leadDays: [7, 20],
  brands: [{ brand: 'yuken', codes: ['F-RAA-41', 'F-LAA-41', 'F-RAB-41', 'F-RAA-42'] }],
  dims: { pump: VANE },
  featured: [{ brand: 'yuken', at: { pump: 'PV2R1-14' } }],
  build({ pump }, { code }) {
    return {
      model: `${pump.code}-${code}`,
      title: '高压叶片泵',
      extra: `排量${pump.cc}cc/r`,
      specs: { 排量: `${pump.cc} cm³/r`, 安装方式: '法兰安装', 旋向: code.includes('-L') ? '左旋' : '右旋', 最高压力: pump.code.startsWith('PV2R1') ? '21MPa' : '17.5MPa', 转速范围: '800~1800 r/min' },
      yuan: 1500 + pump.cc * 22,
      weightG: Math.round((8 + pump.cc * 0.12) * 1000),
    };
  },
});

const rexrothValve = defineFamily({
  key: 'directional-valve-rexroth',
  category: 'directional-valve',
  image: 'hydraulic-valve',
  tax: TAX_HYDRAULIC,
  unit: '个',
  weight: 1.5,
  leadDays: [3, 15],
  brands: [{ brand: 'rexroth', codes: ['4WE'] }],
  dims: { size: [6, 10], spool: ['D', 'E', 'G', 'H', 'J', 'M', 'Y', 'C'], coil: ['EG24N9K4', 'EW230N9K4', 'EG12N9K4', 'EW110N9K4'] },
  popular: { coil: prefer(['EG24N9K4', 'EW230N9K4'], 4) },
  featured: [{ brand: 'rexroth', at: { size: 6, spool: 'E', coil: 'EG24N9K4' } }],
  build({ size, spool, coil }, { code }) {
    const series = size === 6 ? '6X' : '3X';
    const voltage = coil.startsWith('EG') ? `DC${coil.slice(2, 4)}V` : `AC${coil.slice(2, 5)}V`;
    return {
      model: `${code}${size}${spool}${series}/${coil}`,
      title: '电磁换向阀',
      extra: `通径${size} ${spool}型机能 ${voltage}`,
      specs: { 通径: `NG${size}`, 滑阀机能: `${spool}型`, 线圈电压: voltage, 最高压力: size === 6 ? '35MPa' : '31.5MPa', 最大流量: size === 6 ? '80 L/min' : '120 L/min', 插头: 'K4 插头' },
      yuan: (size === 6 ? 1150 : 2100) * (coil.startsWith('EW') ? 1.08 : 1),
      weightG: size === 6 ? 1450 : 4700,
    };
  },
});

const yukenValve = defineFamily({
  key: 'directional-valve-yuken',
  category: 'directional-valve',
  image: 'hydraulic-valve',
  tax: TAX_HYDRAULIC,
  unit: '个',
  weight: 1,
  leadDays: [3, 15],
  brands: [{ brand: 'yuken', codes: ['DSG'] }],
  dims: { size: ['01', '03'], spool: ['2B2', '2B3', '3C2', '3C3', '3C4', '3C6', '3C60', '2D2'], voltage: ['D24', 'A220', 'A110', 'D12', 'R220'] },
  build({ size, spool, voltage }, { code }) {
    const v = voltage.startsWith('D') ? `DC${voltage.slice(1)}V` : voltage.startsWith('R') ? `AC${voltage.slice(1)}V（整流）` : `AC${voltage.slice(1)}V`;
    return {
      model: `${code}-${size}-${spool}-${voltage}-N1-50`,
      title: '电磁换向阀',
      extra: `${size === '01' ? '通径6' : '通径10'} ${v}`,
      specs: { 通径: size === '01' ? 'NG6' : 'NG10', 滑阀机能: spool, 线圈电压: v, 最高压力: size === '01' ? '31.5MPa' : '25MPa', 接线方式: '插座式（N1）' },
      yuan: size === '01' ? 980 : 1850,
      weightG: size === '01' ? 1500 : 5200,
    };
  },
});

const reliefValve = defineFamily({
  key: 'pressure-valve',
  category: 'pressure-valve',
  image: 'hydraulic-valve',
  tax: TAX_HYDRAULIC,
  unit: '个',
  weight: 1,
  leadDays: [3, 15],
  brands: [{ brand: 'rexroth', codes: ['DBDS', 'DBDH'] }],
  dims: { size: [6, 10, 20, 30], mount: ['K', 'P', 'G'], pressure: [25, 50, 100, 200, 315, 400] },
  build({ size, mount, pressure }, { code }) {
    const mounts: Record<string, string> = { K: '插装式', P: '板式', G: '管式' };
    return {
      model: `${code}${size}${mount}1X/${pressure}`,
      title: '直动式溢流阀',
      extra: `通径${size} ${pressure}bar`,
      specs: { 通径: `NG${size}`, 连接方式: mounts[mount] ?? mount, 调压范围: `至${pressure}bar`, 调节方式: code === 'DBDS' ? '带锁紧螺母调节螺钉' : '手轮调节', 最大流量: `${size * 12} L/min` },
      yuan: 650 + size * 55 + (mount === 'K' ? 0 : 300),
      weightG: 400 + size * 120,
    };
  },
});

const HOSE_DASH = [
  { code: '4', inch: '1/4"', mm: 6.3 }, { code: '5', inch: '5/16"', mm: 8 }, { code: '6', inch: '3/8"', mm: 10 },
  { code: '8', inch: '1/2"', mm: 12.5 }, { code: '10', inch: '5/8"', mm: 16 }, { code: '12', inch: '3/4"', mm: 19 },
  { code: '16', inch: '1"', mm: 25 }, { code: '20', inch: '1-1/4"', mm: 31.5 }, { code: '24', inch: '1-1/2"', mm: 38 },
  { code: '32', inch: '2"', mm: 51 },
] as const;

const hose = defineFamily({
  key: 'hydraulic-hose',
  category: 'hydraulic-hose',
  image: 'hydraulic-hose',
  tax: TAX_HOSE,
  unit: '米',
  weight: 1,
  brands: [{ brand: 'parker', codes: ['301SN', '302', '421SN', '471TC', '701', '722TC', '797TC'] }],
  dims: { dash: HOSE_DASH },
  featured: [{ brand: 'parker', code: '471TC', at: { dash: '8' } }],
  build({ dash }, { code }) {
    const kinds: Record<string, string> = { '301SN': '两层钢丝编织（EN 853 2SN）', '302': '两层钢丝编织（SAE 100R2AT）', '421SN': '一层钢丝编织（EN 853 1SN）', '471TC': '紧凑型两层钢丝编织（EN 857 2SC）', '701': '四层钢丝缠绕（EN 856 4SP）', '722TC': '紧凑型四层钢丝缠绕', '797TC': '六层钢丝缠绕（超高压）' };
    const layers = /701|722|797/.test(code) ? 3 : /421/.test(code) ? 0.6 : 1;
    return {
      model: `${code}-${dash.code}`,
      title: '液压胶管',
      extra: `内径${dash.inch}`,
      specs: { 结构: kinds[code] ?? code, 内径: `${dash.inch}（${num(dash.mm)}mm）`, 工作压力: `${Math.round((420 - dash.mm * 5) * layers * (layers > 1 ? 0.5 : 1))}bar`, 计量单位: '按米销售', 适用介质: '矿物液压油' },
      yuan: (8 + dash.mm * 1.6) * layers,
      weightG: Math.round(dash.mm * 30 * layers),
      minOrderQty: 5,
    };
  },
});

const HOSE_ENDS = ['JIC', 'ORFS', 'BSP', 'NPT', 'DKO', 'JIS'] as const;
const END_PAIRS = HOSE_ENDS.flatMap((a, i) => HOSE_ENDS.slice(i).map((b) => ({ code: `${a}-${b}`, a, b })));
const END_NAMES: Record<string, string> = { JIC: 'JIC 37°外螺纹', ORFS: 'ORFS 平面密封', BSP: 'BSP 英制管螺纹', NPT: 'NPT 美制锥管螺纹', DKO: 'DKO 24°锥密封', JIS: 'JIS 日标' };

const hoseAssembly = defineFamily({
  key: 'hose-assembly',
  category: 'hydraulic-hose',
  image: 'hydraulic-hose',
  tax: TAX_HOSE,
  unit: '根',
  weight: 4,
  leadDays: [2, 5],
  brands: [{ brand: 'parker', codes: ['301SN', '302', '421SN', '471TC', '701', '722TC', '797TC'] }],
  dims: { dash: HOSE_DASH, ends: END_PAIRS, length: range(200, 10000, 50) },
  popular: { dash: (d) => (['6', '8', '12'].includes(d.code) ? 4 : 1), length: (l) => (l % 500 === 0 ? 12 : 1) },
  build({ dash, ends, length }, { code }) {
    const layers = /701|722|797/.test(code) ? 3 : /421/.test(code) ? 0.6 : 1;
    return {
      model: `${code}-${dash.code}-${ends.code}-${length}`,
      title: '液压胶管总成',
      extra: `${dash.inch} 长${length}mm`,
      specs: { 胶管型号: `${code}-${dash.code}`, 内径: `${dash.inch}（${num(dash.mm)}mm）`, A端接头: END_NAMES[ends.a] ?? ends.a, B端接头: END_NAMES[ends.b] ?? ends.b, 总成长度: `${length}mm`, 加工: '按长度扣压，出厂压力测试' },
      yuan: ((8 + dash.mm * 1.6) * layers * length) / 1000 + 2 * (25 + dash.mm * 3.2) * layers,
      weightG: Math.round((dash.mm * 30 * layers * length) / 1000 + dash.mm * 20),
    };
  },
});

const JIS_P = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25, 26, 28, 30, 32, 34, 35, 36, 38, 40, 42, 44, 45, 46, 48, 50, 52, 55, 56, 58, 60, 62, 65, 70, 75, 80, 85, 90, 95, 100, 110, 120, 130, 140, 150];
const JIS_G = range(25, 300, 5);
const JIS_SIZES = [
  ...JIS_P.map((n) => ({ code: `P${n}`, id: n - 0.2, cs: n <= 10 ? 1.9 : n <= 22 ? 2.4 : n <= 50 ? 3.5 : 5.7 })),
  ...JIS_G.map((n) => ({ code: `G${n}`, id: n - 0.6, cs: n <= 145 ? 3.1 : 5.7 })),
] as const;

const nokOring = defineFamily({
  key: 'o-ring-nok',
  category: 'o-ring',
  image: 'o-ring',
  tax: TAX_SEAL,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'nok', codes: [''] }],
  dims: { size: JIS_SIZES, material: ['NBR-70-1', 'NBR-90', 'FKM-70', 'EPDM-70', 'HNBR-70', 'VMQ-70'] },
  popular: { material: prefer(['NBR-70-1'], 6) },
  featured: [{ brand: 'nok', at: { size: 'P22', material: 'NBR-70-1' } }],
  build({ size, material }) {
    const materials: Record<string, string> = { NBR: '丁腈橡胶', FKM: '氟橡胶', EPDM: '三元乙丙橡胶', HNBR: '氢化丁腈橡胶', VMQ: '硅橡胶' };
    const base = material.split('-')[0]!;
    return {
      model: `${size.code} ${material}`,
      title: 'O形圈',
      extra: `${num(size.id)}×${num(size.cs)} ${materials[base]}`,
      specs: { 规格: size.code, 内径: `${num(size.id)}mm`, 线径: `${num(size.cs)}mm`, 材质: `${materials[base]}（${material}）`, 标准: 'JIS B2401', 用途: size.code.startsWith('P') ? '运动/固定用' : '固定用' },
      yuan: (0.4 + size.id * size.cs * 0.006) * ({ NBR: 1, FKM: 4, EPDM: 1.4, HNBR: 3, VMQ: 2.2 }[base] ?? 1),
      weightG: Math.max(1, Math.round(size.id * size.cs * size.cs * 0.004)),
      minOrderQty: 10,
    };
  },
});

const AS568 = [
  ...range(4, 50).map((n) => ({ code: String(n).padStart(3, '0'), cs: 1.78 })),
  ...range(102, 178).map((n) => ({ code: String(n), cs: 2.62 })),
  ...range(201, 284).map((n) => ({ code: String(n), cs: 3.53 })),
  ...range(309, 395).map((n) => ({ code: String(n), cs: 5.33 })),
  ...range(425, 475).map((n) => ({ code: String(n), cs: 6.99 })),
] as const;

const parkerOring = defineFamily({
  key: 'o-ring-parker',
  category: 'o-ring',
  image: 'o-ring',
  tax: TAX_SEAL,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'parker', codes: ['2-'] }],
  dims: { size: AS568, compound: ['N674-70', 'N0552-90', 'V747-75', 'E0540-80', 'S1138-70'] },
  popular: { compound: prefer(['N674-70'], 6) },
  build({ size, compound }, { code }) {
    const materials: Record<string, string> = { N: '丁腈橡胶', V: '氟橡胶', E: '三元乙丙橡胶', S: '硅橡胶' };
    const n = Number(size.code);
    return {
      model: `${code}${size.code} ${compound}`,
      title: 'O形圈',
      extra: `AS568-${size.code} ${materials[compound[0]!]}`,
      specs: { 标准: 'AS568', 尺寸代号: `-${size.code}`, 线径: `${num(size.cs)}mm`, 胶料: compound, 材质: materials[compound[0]!] ?? '', 硬度: `邵氏A ${compound.split('-')[1]}` },
      yuan: (0.6 + (n % 100) * size.cs * 0.02) * (compound.startsWith('V') ? 4 : compound.startsWith('S') ? 2.2 : 1),
      weightG: Math.max(1, Math.round((n % 100) * size.cs * 0.05)),
      minOrderQty: 10,
    };
  },
});

export const HYDRAULIC_FAMILIES: readonly Family[] = [
  rexrothPump, parkerPump, vanePump, rexrothValve, yukenValve, reliefValve, hose, hoseAssembly, nokOring, parkerOring,
];

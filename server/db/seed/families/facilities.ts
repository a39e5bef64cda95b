// Material handling, welding, industrial lighting and cleaning.
import { catalogueFamily, defineFamily, prefer, range, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_HANDLING = taxCode('1090108020');
const TAX_LIFTING = taxCode('1090108010');
const TAX_WELDER = taxCode('1090402010');
const TAX_WELD_CONSUMABLE = taxCode('1080412010');
const TAX_LAMP = taxCode('1090423010');
const TAX_CLEANING = taxCode('1090308010');
const TAX_SORBENT = taxCode('1070211990');

const entry = (model: string, title: string, extra: string, yuan: number, specs: Record<string, string>, weightG = 1000, unit?: string): CatalogueItem =>
  ({ model, title, extra, yuan, specs, weightG, ...(unit ? { unit } : {}) });

const palletTruck = defineFamily({
  key: 'pallet-truck',
  category: 'pallet-truck',
  image: 'pallet-truck',
  tax: TAX_HANDLING,
  unit: '台',
  weight: 0.8,
  leadDays: [2, 5],
  brands: [{ brand: 'noblelift', codes: ['AC20', 'AC25', 'AC30'] }],
  dims: { width: [550, 685], length: [1000, 1150, 1220] },
  featured: [{ brand: 'noblelift', code: 'AC25', at: { width: 685, length: 1150 } }],
  build({ width, length }, { code }) {
    const tons = Number(code.slice(2)) / 10;
    return {
      model: `${code}-${width}×${length}`,
      title: '手动液压搬运车',
      extra: `额定载重${tons}吨`,
      specs: { 额定载重: `${tons}吨`, 货叉外宽: `${width}mm`, 货叉长度: `${length}mm`, 货叉最低高度: '85mm', 最大起升高度: '200mm', 轮子材质: '聚氨酯' },
      yuan: 1380 + tons * 420 + (length > 1150 ? 80 : 0),
      weightG: 70000 + tons * 6000,
    };
  },
});

const trolley = catalogueFamily({
  key: 'trolley-stanley',
  category: 'trolley',
  image: 'trolley',
  tax: TAX_HANDLING,
  unit: '台',
  weight: 0.5,
  brand: 'stanley',
  items: [
    entry('SXWTD-FT501', '静音平板手推车', '载重150kg', 398, { 额定载重: '150kg', 台面尺寸: '740×480mm', 轮子: '静音TPR万向轮' }, 9000),
    entry('SXWTD-FT502', '静音平板手推车', '载重200kg', 498, { 额定载重: '200kg', 台面尺寸: '900×600mm', 轮子: '静音TPR万向轮' }, 12000),
    entry('SXWTD-FT503', '折叠平板手推车', '载重150kg', 458, { 额定载重: '150kg', 台面尺寸: '720×470mm', 特点: '把手可折叠' }, 10000),
    entry('SXWTD-FT505', '双层平台手推车', '载重250kg', 798, { 额定载重: '250kg', 台面尺寸: '850×500mm', 层数: '2层' }, 18000),
  ],
});

const kitoHoist = defineFamily({
  key: 'chain-hoist-kito',
  category: 'chain-hoist',
  image: 'chain-hoist',
  tax: TAX_LIFTING,
  unit: '台',
  weight: 0.8,
  leadDays: [2, 7],
  brands: [{ brand: 'kito', codes: ['CB'] }],
  dims: { capacity: ['005', '010', '015', '020', '030', '050', '100'], lift: [3, 6, 9, 12] },
  popular: { lift: prefer([3], 4) },
  build({ capacity, lift }, { code }) {
    const tons = Number(capacity) / 10;
    return {
      model: `${code}${capacity} ${lift}m`,
      title: '手拉葫芦',
      extra: `${tons}吨 起升${lift}米`,
      specs: { 额定载荷: `${tons}吨`, 起升高度: `${lift}m`, 链条行数: tons >= 5 ? '2行' : '1行', 满载手拉力: `${Math.round(220 + tons * 30)}N`, 执行标准: 'JB/T 7334' },
      yuan: 1200 + tons * 900 + lift * (60 + tons * 25),
      weightG: Math.round((10 + tons * 9 + lift * tons * 1.5) * 1000),
    };
  },
});

const nobleHoist = defineFamily({
  key: 'chain-hoist-noblelift',
  category: 'chain-hoist',
  image: 'chain-hoist',
  tax: TAX_LIFTING,
  unit: '台',
  weight: 0.8,
  brands: [{ brand: 'noblelift', codes: ['HSZ-A'] }],
  dims: { capacity: [0.5, 1, 1.5, 2, 3, 5, 10], lift: [3, 6, 9, 12] },
  popular: { lift: prefer([3], 4) },
  featured: [{ brand: 'noblelift', at: { capacity: 1, lift: 3 } }],
  build({ capacity, lift }, { code }) {
    return {
      model: `${code} ${capacity}T×${lift}M`,
      title: '手拉葫芦',
      extra: `${capacity}吨 起升${lift}米`,
      specs: { 额定载荷: `${capacity}吨`, 起升高度: `${lift}m`, 链条: '80级合金钢起重链', 执行标准: 'JB/T 7334' },
      yuan: 380 + capacity * 260 + lift * (25 + capacity * 12),
      weightG: Math.round((9 + capacity * 8 + lift * capacity * 1.4) * 1000),
    };
  },
});

const sling = defineFamily({
  key: 'sling-juli',
  category: 'sling',
  image: 'sling',
  tax: TAX_LIFTING,
  unit: '条',
  weight: 1.2,
  brands: [{ brand: 'juli', codes: ['WS', 'RS'] }],
  dims: { wll: [1, 2, 3, 5, 8, 10], length: range(1, 20) },
  popular: { wll: prefer([2, 3, 5], 3), length: prefer([2, 3, 4, 5, 6], 4) },
  build({ wll, length }, { code }) {
    const colors: Record<number, string> = { 1: '紫色', 2: '绿色', 3: '黄色', 5: '红色', 8: '蓝色', 10: '橙色' };
    return {
      model: `${code}-${wll}T-${length}M`,
      title: code === 'WS' ? '扁平吊装带' : '圆形吊装带',
      extra: `${wll}吨×${length}米 ${colors[wll]}`,
      specs: { 极限工作载荷: `${wll}吨`, 有效长度: `${length}m`, 颜色: colors[wll] ?? '', 材质: '高强度涤纶', 安全系数: '6:1', 型式: code === 'WS' ? '双眼扁平带' : '环形圆带' },
      yuan: 20 + wll * length * 7.5,
      weightG: Math.round(wll * length * 150 + 200),
    };
  },
});

const jasic = catalogueFamily({
  key: 'welder-jasic',
  category: 'welder',
  image: 'welder',
  tax: TAX_WELDER,
  unit: '台',
  weight: 1,
  leadDays: [2, 5],
  brand: 'jasic',
  items: [
    entry('ZX7-200', '逆变直流手工焊机', '220V', 880, { 焊接方式: '手工电弧焊', 输入电压: '单相AC220V', 额定输出电流: '200A', 负载持续率: '60%' }, 6000),
    entry('ZX7-250', '逆变直流手工焊机', '220V/380V双电压', 1280, { 焊接方式: '手工电弧焊', 输入电压: 'AC220V/380V', 额定输出电流: '250A', 负载持续率: '60%' }, 8000),
    entry('ZX7-315', '逆变直流手工焊机', '380V', 1580, { 焊接方式: '手工电弧焊', 输入电压: '三相AC380V', 额定输出电流: '315A', 负载持续率: '60%' }, 12000),
    entry('ZX7-400', '逆变直流手工焊机', '380V', 2380, { 焊接方式: '手工电弧焊', 输入电压: '三相AC380V', 额定输出电流: '400A', 负载持续率: '60%' }, 18000),
    entry('ZX7-500', '逆变直流手工焊机', '380V', 3280, { 焊接方式: '手工电弧焊', 输入电压: '三相AC380V', 额定输出电流: '500A', 负载持续率: '60%' }, 24000),
    entry('NB-250', '二氧化碳气体保护焊机', '分体式', 2680, { 焊接方式: 'CO₂/MAG', 输入电压: 'AC220V', 额定输出电流: '250A', 适用焊丝: '0.8/1.0mm' }, 26000),
    entry('NB-350', '二氧化碳气体保护焊机', '分体式', 4280, { 焊接方式: 'CO₂/MAG', 输入电压: '三相AC380V', 额定输出电流: '350A', 适用焊丝: '1.0/1.2mm' }, 38000),
    entry('NB-500', '二氧化碳气体保护焊机', '分体式', 6580, { 焊接方式: 'CO₂/MAG', 输入电压: '三相AC380V', 额定输出电流: '500A', 适用焊丝: '1.2/1.6mm' }, 52000),
    entry('WS-200', '逆变直流氩弧焊机', '220V', 1380, { 焊接方式: 'TIG/手工焊', 输入电压: 'AC220V', 额定输出电流: '200A' }, 9000),
    entry('WSM-315', '逆变直流脉冲氩弧焊机', '380V', 3980, { 焊接方式: '脉冲TIG/手工焊', 输入电压: '三相AC380V', 额定输出电流: '315A' }, 22000),
    entry('LGK-60', '逆变空气等离子切割机', '220V', 2180, { 切割方式: '空气等离子', 输入电压: 'AC220V', 额定输出电流: '60A', 最大切割厚度: '20mm' }, 14000),
    entry('LGK-100', '逆变空气等离子切割机', '380V', 4980, { 切割方式: '空气等离子', 输入电压: '三相AC380V', 额定输出电流: '100A', 最大切割厚度: '35mm' }, 26000),
  ],
  featured: ['ZX7-250'],
});

const ELECTRODES = [
  { code: 'CHE422', kind: '碳钢焊条（J422）', standard: 'GB/T 5117 E4303', yuan: 42 },
  { code: 'CHE427', kind: '碳钢焊条（J427）', standard: 'GB/T 5117 E4315', yuan: 48 },
  { code: 'CHE507', kind: '低氢钠型碳钢焊条（J507）', standard: 'GB/T 5117 E5015', yuan: 52 },
  { code: 'CHE502', kind: '碳钢焊条（J502）', standard: 'GB/T 5117 E5003', yuan: 46 },
  { code: 'CHS102', kind: '不锈钢焊条（A102）', standard: 'GB/T 983 E308-16', yuan: 210 },
  { code: 'CHS302', kind: '不锈钢焊条（A302）', standard: 'GB/T 983 E309-16', yuan: 260 },
  { code: 'CHS022', kind: '超低碳不锈钢焊条（A022）', standard: 'GB/T 983 E316L-16', yuan: 320 },
] as const;

const electrode = defineFamily({
  key: 'electrode-atlantic',
  category: 'electrode',
  image: 'electrode',
  tax: TAX_WELD_CONSUMABLE,
  unit: '包',
  weight: 1.2,
  brands: [{ brand: 'atlantic', codes: [''] }],
  dims: { electrode: ELECTRODES, dia: ['2.0', '2.5', '3.2', '4.0', '5.0'] },
  popular: { dia: prefer(['2.5', '3.2', '4.0'], 4) },
  featured: [{ brand: 'atlantic', at: { electrode: 'CHE422', dia: '3.2' } }],
  build({ electrode: e, dia }) {
    return {
      model: `${e.code} Φ${dia}`,
      title: '焊条',
      extra: `${e.kind} 5kg/包`,
      specs: { 牌号: e.code, 类型: e.kind, 执行标准: e.standard, 焊条直径: `${dia}mm`, 包装: '5kg/包' },
      yuan: e.yuan * (dia === '2.0' || dia === '2.5' ? 1.1 : 1),
      weightG: 5200,
    };
  },
});

const wire = defineFamily({
  key: 'welding-wire-atlantic',
  category: 'electrode',
  image: 'welding-wire',
  tax: TAX_WELD_CONSUMABLE,
  unit: '盘',
  weight: 0.8,
  brands: [{ brand: 'atlantic', codes: ['CHW-50C6', 'CHT711', 'CHW-308L'] }],
  dims: { dia: ['0.8', '1.0', '1.2', '1.6'] },
  build({ dia }, { code }) {
    const kinds: Record<string, [string, string, number]> = { 'CHW-50C6': ['气保实芯焊丝', 'GB/T 8110 ER50-6', 145], CHT711: ['药芯焊丝', 'GB/T 10045 E501T-1', 220], 'CHW-308L': ['不锈钢气保焊丝', 'GB/T 29713 ER308L', 980] };
    const [kind, standard, yuan] = kinds[code]!;
    return {
      model: `${code} Φ${dia}`,
      title: kind,
      extra: code === 'CHW-308L' ? '12.5kg/盘' : '15kg/盘',
      specs: { 牌号: code, 执行标准: standard, 焊丝直径: `${dia}mm`, 包装: code === 'CHW-308L' ? '12.5kg/盘' : '15kg/盘' },
      yuan,
      weightG: 16000,
    };
  },
});

const speedglas = catalogueFamily({
  key: 'welding-helmet-3m',
  category: 'welding-helmet',
  image: 'welding-helmet',
  tax: TAX_WELD_CONSUMABLE,
  unit: '个',
  weight: 0.6,
  brand: '3m',
  items: [
    entry('Speedglas 100V', '自动变光焊接面罩', '遮光号8-12', 980, { 变光范围: '8-12', 视窗: '44×93mm', 传感器: '2个' }, 500),
    entry('Speedglas 9100V', '自动变光焊接面罩', '遮光号5/8/9-13', 2680, { 变光范围: '5/8/9-13', 视窗: '54×107mm', 传感器: '3个' }, 500),
    entry('Speedglas 9100X', '自动变光焊接面罩', '大视窗', 2980, { 变光范围: '5/8/9-13', 视窗: '54×107mm', 侧窗: '有' }, 520),
    entry('Speedglas 9100XX', '自动变光焊接面罩', '超大视窗', 3380, { 变光范围: '5/8/9-13', 视窗: '73×107mm', 侧窗: '有' }, 540),
    entry('Speedglas G5-01', '高性能焊接面罩', '彩色视窗', 5980, { 变光范围: '5/8-13', 视窗: '73×107mm', 特点: '真彩视窗' }, 620),
  ],
});

const philips = defineFamily({
  key: 'high-bay-philips',
  category: 'high-bay',
  image: 'high-bay',
  tax: TAX_LAMP,
  unit: '套',
  weight: 1,
  leadDays: [2, 7],
  brands: [{ brand: 'philips', codes: ['BY698P', 'BY218P', 'BY239P'] }],
  dims: { power: [60, 100, 150, 200], cct: ['NW', 'CW', 'WW'] },
  popular: { cct: prefer(['NW', 'CW'], 3) },
  build({ power, cct }, { code }) {
    const ccts: Record<string, string> = { NW: '4000K 中性白光', CW: '5700K 冷白光', WW: '3000K 暖白光' };
    return {
      model: `${code} LED${power}/${cct}`,
      title: 'LED工矿灯',
      extra: `${power}W ${ccts[cct]}`,
      specs: { 功率: `${power}W`, 色温: ccts[cct] ?? cct, 光效: code === 'BY698P' ? '150lm/W' : '130lm/W', 光通量: `${Math.round(power * (code === 'BY698P' ? 150 : 130))}lm`, 防护等级: 'IP65', 输入电压: 'AC220-240V' },
      yuan: 260 + power * 3.2 * (code === 'BY698P' ? 1.3 : 1),
      weightG: 2500 + power * 20,
    };
  },
});

const oceansKing = catalogueFamily({
  key: 'explosion-proof-oceansking',
  category: 'explosion-proof-lamp',
  image: 'explosion-proof-lamp',
  tax: TAX_LAMP,
  unit: '套',
  weight: 0.8,
  leadDays: [3, 10],
  brand: 'oceansking',
  items: [
    entry('BFC8183 50W', 'LED防爆灯', '50W 泛光', 1680, { 功率: '50W', 防爆标志: 'Ex db eb IIC T6 Gb', 防护等级: 'IP66', 光源: 'LED' }, 4500),
    entry('BFC8183 100W', 'LED防爆灯', '100W 泛光', 2280, { 功率: '100W', 防爆标志: 'Ex db eb IIC T6 Gb', 防护等级: 'IP66', 光源: 'LED' }, 6000),
    entry('BFC8120 30W', 'LED防爆平台灯', '30W', 980, { 功率: '30W', 防爆标志: 'Ex db eb IIC T6 Gb', 防护等级: 'IP66' }, 3200),
    entry('NFC9180 100W', 'LED防眩泛光灯', '100W', 1580, { 功率: '100W', 防护等级: 'IP66', 用途: '厂房、码头、场站照明' }, 5800),
    entry('NFC9178 30W', 'LED防眩平台灯', '30W', 680, { 功率: '30W', 防护等级: 'IP66' }, 2800),
    entry('BPC8765 18W', '防爆荧光灯', '2×18W', 880, { 功率: '2×18W', 防爆标志: 'Ex d e mb IIC T6 Gb', 防护等级: 'IP66' }, 5000),
  ],
});

const flashlight = catalogueFamily({
  key: 'flashlight-oceansking',
  category: 'flashlight',
  image: 'flashlight',
  tax: TAX_LAMP,
  unit: '个',
  weight: 0.8,
  brand: 'oceansking',
  items: [
    entry('JW7622', '固态微型强光防爆电筒', '3W LED', 398, { 功率: '3W', 防爆标志: 'Ex ib IIC T4 Gb', 续航: '强光11小时', 防护等级: 'IP68' }, 160),
    entry('JW7620', '固态微型强光防爆电筒', '3W LED 尾部按键', 358, { 功率: '3W', 防爆标志: 'Ex ib IIC T4 Gb', 续航: '强光10小时' }, 150),
    entry('IW5130', '微型防爆头灯', '1W LED', 268, { 功率: '1W', 防爆标志: 'Ex ib IIC T4 Gb', 续航: '12小时' }, 120),
    entry('IW5133', '微型防爆头灯', '3W LED 带电量显示', 358, { 功率: '3W', 防爆标志: 'Ex ib IIC T4 Gb', 续航: '10小时' }, 140),
    entry('RJW7101', '手提式防爆探照灯', '35W 氙气', 1680, { 功率: '35W', 光源: '氙气灯', 防爆标志: 'Ex d IIC T4 Gb', 照射距离: '1000m' }, 3200),
    entry('JW7210', '多功能强光巡检电筒', '3W LED', 298, { 功率: '3W', 续航: '强光8小时', 防护等级: 'IP66' }, 200),
  ],
});

const karcherVacuum = catalogueFamily({
  key: 'vacuum-karcher',
  category: 'vacuum',
  image: 'vacuum',
  tax: TAX_CLEANING,
  unit: '台',
  weight: 0.8,
  leadDays: [2, 7],
  brand: 'karcher',
  items: [
    entry('NT 30/1 Tact L', '干湿两用吸尘器', '30L 1380W', 2680, { 桶容量: '30L', 功率: '1380W', 真空度: '254mbar', 过滤: 'Tact 滤芯自动清洁' }, 13000),
    entry('NT 38/1 Me Classic', '干湿两用吸尘器', '38L 不锈钢桶', 1880, { 桶容量: '38L', 功率: '1380W', 桶体: '不锈钢' }, 12000),
    entry('NT 65/2 Tact²', '双马达工业吸尘器', '65L 2760W', 6280, { 桶容量: '65L', 功率: '2760W', 马达: '双马达' }, 24000),
    entry('NT 70/2', '双马达工业吸尘器', '70L 2300W', 3980, { 桶容量: '70L', 功率: '2300W', 马达: '双马达' }, 23000),
    entry('NT 90/2 Me Classic', '双马达工业吸尘器', '90L 2300W', 4580, { 桶容量: '90L', 功率: '2300W', 桶体: '不锈钢' }, 27000),
    entry('IVC 60/30 Tact', '重型工业吸尘器', '60L 三相', 28800, { 桶容量: '60L', 功率: '3000W', 电源: '三相380V' }, 75000),
    entry('WD 5', '家用干湿吸尘器', '25L 1100W', 1280, { 桶容量: '25L', 功率: '1100W' }, 8700),
  ],
});

const karcherWasher = catalogueFamily({
  key: 'pressure-washer-karcher',
  category: 'pressure-washer',
  image: 'pressure-washer',
  tax: TAX_CLEANING,
  unit: '台',
  weight: 0.8,
  leadDays: [2, 7],
  brand: 'karcher',
  items: [
    entry('HD 5/11 C', '商用高压清洗机', '110bar 500L/h', 4280, { 工作压力: '110bar', 流量: '500L/h', 功率: '2.2kW', 电源: '单相220V' }, 22000),
    entry('HD 6/15 C', '商用高压清洗机', '150bar 560L/h', 5880, { 工作压力: '150bar', 流量: '560L/h', 功率: '3.1kW', 电源: '单相220V' }, 26000),
    entry('HD 7/17 C', '商用高压清洗机', '170bar 660L/h', 8980, { 工作压力: '170bar', 流量: '660L/h', 功率: '4.7kW', 电源: '三相380V' }, 29000),
    entry('HD 10/25-4 S', '工业高压清洗机', '250bar 1000L/h', 16800, { 工作压力: '250bar', 流量: '1000L/h', 功率: '9.2kW', 电源: '三相380V' }, 62000),
    entry('HDS 8/18-4 C', '热水高压清洗机', '180bar 最高80℃', 26800, { 工作压力: '180bar', 流量: '800L/h', 最高水温: '80℃（蒸汽150℃）', 电源: '三相380V' }, 118000),
    entry('K 5 Premium', '家用高压清洗机', '145bar', 1980, { 工作压力: '145bar', 流量: '500L/h', 功率: '2.1kW' }, 13000),
  ],
});

const sorbent = catalogueFamily({
  key: 'sorbent-3m',
  category: 'sorbent',
  image: 'sorbent',
  tax: TAX_SORBENT,
  unit: '箱',
  weight: 0.8,
  brand: '3m',
  items: [
    entry('HP-100', '吸油棉', '43cm×48cm 100片/箱', 560, { 类型: '吸油棉（仅吸油）', 规格: '43cm×48cm', 包装: '100片/箱', 吸附量: '约97L/箱' }, 7000),
    entry('HP-156', '吸油棉', '43cm×48cm 100片/箱 高吸附', 680, { 类型: '吸油棉（仅吸油）', 规格: '43cm×48cm', 包装: '100片/箱', 吸附量: '约120L/箱' }, 8000),
    entry('HP-255', '吸油棉卷', '96cm×44m', 1380, { 类型: '吸油棉卷', 规格: '96cm×44m', 包装: '1卷/箱' }, 12000),
    entry('HP-556', '吸油棉条', '13cm×3m 4条/箱', 620, { 类型: '吸油围栏', 规格: 'Φ13cm×3m', 包装: '4条/箱' }, 6000),
    entry('T-151', '工业吸附棉', '28cm×33cm 100片/箱', 480, { 类型: '维护型吸附棉（吸油、水、冷却液）', 规格: '28cm×33cm', 包装: '100片/箱' }, 5000),
    entry('T-156', '工业吸附棉', '43cm×48cm 100片/箱', 620, { 类型: '维护型吸附棉', 规格: '43cm×48cm', 包装: '100片/箱' }, 7500),
    entry('T-270', '工业吸附棉卷', '96cm×44m', 1180, { 类型: '维护型吸附棉卷', 规格: '96cm×44m', 包装: '1卷/箱' }, 11000),
    entry('P-110', '化学品吸附棉', '28cm×33cm 100片/箱', 780, { 类型: '化学品吸附棉（酸碱及腐蚀性液体）', 规格: '28cm×33cm', 包装: '100片/箱' }, 5000),
    entry('P-300', '化学品吸附棉条', 'Φ7.6cm×1.2m 12条/箱', 860, { 类型: '化学品吸附围栏', 包装: '12条/箱' }, 6000),
  ],
});

export const FACILITY_FAMILIES: readonly Family[] = [
  palletTruck, trolley, kitoHoist, nobleHoist, sling, jasic, electrode, wire, speedglas, philips, oceansKing, flashlight,
  karcherVacuum, karcherWasher, sorbent,
];

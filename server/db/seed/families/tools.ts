// Hand tools and power tools.
import { catalogueFamily, defineFamily, range, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_HAND_TOOL = taxCode('1080413010');
const TAX_POWER_TOOL = taxCode('1090410010');

const SATA_WRENCH_TYPES = [
  { code: '402', title: '全抛光两用扳手', sizes: range(6, 32) },
  { code: '421', title: '全抛光双梅花扳手', sizes: range(6, 30, 2) },
  { code: '411', title: '全抛光双开口扳手', sizes: range(6, 30, 2) },
  { code: '463', title: '快速棘轮两用扳手', sizes: range(8, 19) },
] as const;

const sataWrench = catalogueFamily({
  key: 'wrench-sata',
  category: 'wrench',
  image: 'wrench',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 2,
  brand: 'sata',
  items: [
    ...SATA_WRENCH_TYPES.flatMap((t) =>
      t.sizes.map((size, i): CatalogueItem => {
        const pair = t.code === '402' || t.code === '463' ? `${size}mm` : `${size}×${size + 2}mm`;
        return {
          model: `${t.code}${String(i + 1).padStart(2, '0')}`,
          title: t.title,
          extra: pair,
          specs: { 规格: pair, 材质: '铬钒钢', 表面处理: '全抛光镀铬', 执行标准: 'GB/T 4393' },
          yuan: (t.code === '463' ? 48 : 14) + size * (t.code === '463' ? 2.2 : 1.4),
          weightG: Math.round(40 + size * size * 0.5),
        };
      }),
    ),
    ...[6, 8, 10, 12, 15, 18].map((inch, i): CatalogueItem => ({
      model: `4720${i + 1}`,
      title: '活动扳手',
      extra: `${inch}英寸`,
      specs: { 规格: `${inch}英寸（${Math.round(inch * 25.4)}mm）`, 最大开口: `${Math.round(inch * 3.2)}mm`, 材质: '铬钒钢', 表面处理: '镀铬' },
      yuan: 28 + inch * 6,
      weightG: Math.round(inch * inch * 6),
    })),
  ],
  featured: ['40214'],
});

const stanleyWrench = defineFamily({
  key: 'wrench-stanley',
  category: 'wrench',
  image: 'wrench',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 1,
  brands: [{ brand: 'stanley', codes: ['87-0'] }],
  dims: { size: range(6, 32), finish: ['1-23', '2-23'] },
  build({ size, finish }, { code }) {
    const polished = finish.startsWith('1');
    return {
      model: `${code}${String(size + 60).padStart(2, '0')}-${finish}`,
      title: polished ? '精抛光两用扳手' : '亚光两用扳手',
      extra: `${size}mm`,
      specs: { 规格: `${size}mm`, 材质: '铬钒钢', 表面处理: polished ? '精抛光镀铬' : '亚光镀铬', 梅花端角度: '15°' },
      yuan: 12 + size * 1.3 * (polished ? 1.15 : 1),
      weightG: Math.round(40 + size * size * 0.5),
    };
  },
});

const WERA_SCREWDRIVERS = [
  ...['PH 0×60', 'PH 1×80', 'PH 2×100', 'PH 3×150'].map((s) => ['350', s, '十字螺丝刀', 'Phillips十字'] as const),
  ...['PZ 1×80', 'PZ 2×100', 'PZ 3×150'].map((s) => ['355', s, '米字螺丝刀', 'Pozidriv米字'] as const),
  ...['0.5×3.0×80', '0.6×3.5×100', '0.8×4.0×100', '1.0×5.5×125', '1.2×6.5×150', '1.6×8.0×175'].map((s) => ['335', s, '一字螺丝刀', '一字'] as const),
  ...['TX 10×80', 'TX 15×80', 'TX 20×100', 'TX 25×100', 'TX 30×115', 'TX 40×130'].map((s) => ['367', s, '梅花螺丝刀', 'TORX梅花'] as const),
  ...['2.5×75', '3.0×100', '4.0×100', '5.0×150', '6.0×150'].map((s) => ['354', s, '内六角螺丝刀', '内六角'] as const),
];

const weraScrewdriver = catalogueFamily({
  key: 'screwdriver-wera',
  category: 'screwdriver',
  image: 'screwdriver',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 1.5,
  brand: 'wera',
  items: [
    ...WERA_SCREWDRIVERS.map(([series, size, title, tip]): CatalogueItem => ({
      model: `${series} ${size}`,
      title,
      extra: 'Kraftform Plus',
      specs: { 系列: `Kraftform Plus ${series}`, 刀头类型: tip, 规格: size, 手柄: '多组分人体工学手柄', 刀杆: '铬钼钒钢' },
      yuan: 58 + Number(/×(\d+)$/.exec(size)?.[1] ?? 100) * 0.15,
      weightG: 60 + Number(/×(\d+)$/.exec(size)?.[1] ?? 100) * 0.4,
    })),
    ...[['160 i/6', '绝缘螺丝刀6件套', 420], ['334/6', '螺丝刀6件套', 298], ['Kraftform Kompakt 20', '棘轮批头组套', 360]].map(([model, title, yuan]): CatalogueItem => ({
      model: String(model), title: String(title), extra: '套装', specs: { 系列: 'Kraftform', 包装: '收纳架/收纳包' }, yuan: Number(yuan), weightG: 650,
    })),
  ],
});

const sataScrewdriver = defineFamily({
  key: 'screwdriver-sata',
  category: 'screwdriver',
  image: 'screwdriver',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 1.5,
  brands: [{ brand: 'sata', codes: ['622', '623', '633'] }],
  dims: { size: ['3×75', '5×75', '5×100', '6×38', '6×100', '6×150', '8×150', '8×200', '10×250'] },
  build({ size }, { code }) {
    const kinds: Record<string, [string, string]> = { '622': ['一字螺丝刀', 'T系列一字'], '623': ['十字螺丝刀', 'T系列十字'], '633': ['绝缘十字螺丝刀', '1000V绝缘十字'] };
    const [title, tip] = kinds[code]!;
    const idx = ['3×75', '5×75', '5×100', '6×38', '6×100', '6×150', '8×150', '8×200', '10×250'].indexOf(size) + 1;
    return {
      model: `${code}${String(idx).padStart(2, '0')}`,
      title,
      extra: `${size}mm`,
      specs: { 刀头: tip, 规格: `${size}mm`, 刀杆材质: '铬钒钢', 手柄: '双色柄', ...(code === '633' ? { 绝缘等级: '1000V VDE' } : {}) },
      yuan: (9 + Number(size.split('×')[1]) * 0.06) * (code === '633' ? 2.6 : 1),
      weightG: 50 + Number(size.split('×')[1]) * 0.5,
    };
  },
});

const KNIPEX_PLIERS = [
  ['03 01 180', '钢丝钳', 180, 168], ['03 01 200', '钢丝钳', 200, 188], ['03 02 180', '钢丝钳（双色柄）', 180, 198],
  ['70 01 160', '斜口钳', 160, 158], ['70 01 180', '斜口钳', 180, 178], ['74 01 200', '省力斜口钳', 200, 268],
  ['26 12 200', '尖嘴钳', 200, 198], ['26 11 200', '尖嘴钳', 200, 188], ['87 01 250', 'Cobra 水泵钳', 250, 258],
  ['87 01 300', 'Cobra 水泵钳', 300, 298], ['86 03 250', '钳式扳手', 250, 468], ['12 62 180', '自动剥线钳', 180, 398],
  ['97 52 36', '压线钳', 200, 880], ['95 12 200', '电缆剪', 200, 420], ['13 96 200', '多功能电工钳', 200, 338],
] as const;

const knipexPliers = catalogueFamily({
  key: 'pliers-knipex',
  category: 'pliers',
  image: 'pliers',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 1.2,
  brand: 'knipex',
  items: KNIPEX_PLIERS.map(([model, title, len, yuan]) => ({
    model, title, extra: `${len}mm`, specs: { 长度: `${len}mm`, 材质: '特种工具钢，油淬火', 表面: '黑色磷化/抛光', 手柄: '塑料套柄' }, yuan, weightG: Math.round(len * 1.3),
  })),
  featured: ['87 01 250'],
});

const sataPliers = defineFamily({
  key: 'pliers-sata',
  category: 'pliers',
  image: 'pliers',
  tax: TAX_HAND_TOOL,
  unit: '把',
  weight: 1.2,
  brands: [{ brand: 'sata', codes: ['7010', '7011', '7012', '7016'] }],
  dims: { size: [6, 7, 8] },
  build({ size }, { code }) {
    const titles: Record<string, string> = { '7010': '钢丝钳', '7011': '尖嘴钳', '7012': '斜嘴钳', '7016': '水泵钳' };
    return {
      model: `${code}${size - 5}A`,
      title: `${titles[code]}（欧式）`,
      extra: `${size}英寸`,
      specs: { 规格: `${size}英寸（${Math.round(size * 25.4)}mm）`, 材质: '铬钒钢', 手柄: '双色防滑柄' },
      yuan: 32 + size * 5,
      weightG: size * 35,
    };
  },
});

const sataSets = catalogueFamily({
  key: 'tool-set-sata',
  category: 'tool-set',
  image: 'tool-set',
  tax: TAX_HAND_TOOL,
  unit: '套',
  weight: 1,
  brand: 'sata',
  items: [
    ['09101', '53件6.3×10MM系列公制组套', 53, 599], ['09014', '120件6.3×10×12.5MM系列综合组套', 120, 1380],
    ['09510', '58件综合组套', 58, 698], ['09533', '22件电讯组套', 22, 338], ['09002', '32件12.5MM系列公制套筒组套', 32, 699],
    ['09903', '150件机修组套（七抽屉工具车）', 150, 4980], ['09704', '46件6.3MM系列公制组套', 46, 356], ['05102', '9件公制加长内六角扳手组套', 9, 128],
  ].map(([model, title, pcs, yuan]) => ({
    model: String(model), title: '工具组套', extra: String(title), specs: { 件数: `${pcs}件`, 名称: String(title), 包装: Number(pcs) >= 100 ? '工具车/工具箱' : '吹塑盒' }, yuan: Number(yuan), weightG: 60 * Number(pcs),
  })),
  featured: ['09101'],
});

function powerTool(model: string, title: string, extra: string, specs: Record<string, string>, yuan: number, weightG: number): CatalogueItem {
  return { model, title, extra, specs, yuan, weightG };
}

const boschDrill = catalogueFamily({
  key: 'drill-bosch',
  category: 'drill',
  image: 'drill',
  tax: TAX_POWER_TOOL,
  unit: '台',
  weight: 1.5,
  brand: 'bosch',
  items: [
    powerTool('GSB 120-LI 双电', '锂电冲击钻', '12V 双电套装', { 电压: '12V', 电池: '2.0Ah×2', 最大扭矩: '30N·m', 最大钻孔直径: '木材20mm/金属10mm' }, 699, 1400),
    powerTool('GSB 120-LI 单电', '锂电冲击钻', '12V 单电', { 电压: '12V', 电池: '2.0Ah×1', 最大扭矩: '30N·m' }, 549, 1300),
    powerTool('GSR 120-LI 双电', '锂电起子机', '12V 双电套装', { 电压: '12V', 电池: '2.0Ah×2', 最大扭矩: '30N·m' }, 599, 1200),
    powerTool('GSB 185-LI 双电', '锂电冲击钻', '18V 无刷双电', { 电压: '18V', 电池: '2.0Ah×2', 最大扭矩: '50N·m', 电机: '无刷' }, 1099, 1800),
    powerTool('GSR 185-LI 裸机', '锂电起子机', '18V 无刷裸机', { 电压: '18V', 电池: '不含电池', 最大扭矩: '50N·m', 电机: '无刷' }, 599, 1100),
    powerTool('GBH 2-26 DRE', '四坑电锤', '800W 三功能', { 额定功率: '800W', 冲击能量: '2.7J', 最大钻孔直径: '混凝土26mm', 功能: '钻、锤钻、凿' }, 899, 2700),
    powerTool('GBH 2-28 DFV', '四坑电锤', '850W 快换夹头', { 额定功率: '850W', 冲击能量: '3.2J', 最大钻孔直径: '混凝土28mm', 功能: '钻、锤钻、凿' }, 1399, 3100),
    powerTool('GBH 2-24 RE', '四坑电锤', '790W', { 额定功率: '790W', 冲击能量: '2.7J', 最大钻孔直径: '混凝土24mm' }, 759, 2600),
    powerTool('GBH 4-32 DFR', '四坑电锤', '900W 重型', { 额定功率: '900W', 冲击能量: '4.2J', 最大钻孔直径: '混凝土32mm' }, 2499, 4700),
    powerTool('GSB 550', '冲击钻', '550W', { 额定功率: '550W', 最大钻孔直径: '混凝土13mm/金属10mm', 夹头: '13mm钥匙夹头' }, 299, 1700),
    powerTool('GSB 13 RE', '冲击钻', '600W', { 额定功率: '600W', 最大钻孔直径: '混凝土13mm/金属10mm', 夹头: '13mm钥匙夹头' }, 359, 1800),
  ],
  featured: ['GBH 2-26 DRE'],
});

const makitaDrill = catalogueFamily({
  key: 'drill-makita',
  category: 'drill',
  image: 'drill',
  tax: TAX_POWER_TOOL,
  unit: '台',
  weight: 1.2,
  brand: 'makita',
  items: [
    powerTool('DF333DWYE', '充电式电钻', '12V 双电', { 电压: '12V max', 电池: '1.5Ah×2', 最大扭矩: '30N·m' }, 799, 1200),
    powerTool('DF333DZ', '充电式电钻', '12V 裸机', { 电压: '12V max', 电池: '不含电池', 最大扭矩: '30N·m' }, 399, 1000),
    powerTool('HP333DWYE', '充电式冲击钻', '12V 双电', { 电压: '12V max', 电池: '1.5Ah×2', 最大扭矩: '30N·m' }, 899, 1300),
    powerTool('DDF484Z', '充电式电钻', '18V 无刷裸机', { 电压: '18V', 电池: '不含电池', 最大扭矩: '54N·m', 电机: '无刷' }, 899, 1500),
    powerTool('DDF484RTE', '充电式电钻', '18V 无刷双电', { 电压: '18V', 电池: '5.0Ah×2', 最大扭矩: '54N·m', 电机: '无刷' }, 2599, 2100),
    powerTool('DHP484Z', '充电式冲击钻', '18V 无刷裸机', { 电压: '18V', 电池: '不含电池', 最大扭矩: '54N·m' }, 999, 1600),
    powerTool('HR2470', '电锤', '780W 三功能', { 额定功率: '780W', 冲击能量: '2.4J', 最大钻孔直径: '混凝土24mm' }, 799, 2600),
    powerTool('HR2630', '电锤', '800W 三功能', { 额定功率: '800W', 冲击能量: '2.4J', 最大钻孔直径: '混凝土26mm' }, 899, 2800),
    powerTool('HP1630', '冲击钻', '710W', { 额定功率: '710W', 最大钻孔直径: '混凝土16mm/金属13mm' }, 359, 1900),
    powerTool('6413', '手电钻', '450W', { 额定功率: '450W', 最大钻孔直径: '金属10mm', 夹头: '10mm钥匙夹头' }, 269, 1300),
  ],
});

const dongchengDrill = catalogueFamily({
  key: 'drill-dongcheng',
  category: 'drill',
  image: 'drill',
  tax: TAX_POWER_TOOL,
  unit: '台',
  weight: 1,
  brand: 'dongcheng',
  items: [
    powerTool('J1Z-FF-10A', '手电钻', '300W', { 额定功率: '300W', 最大钻孔直径: '金属10mm' }, 129, 1200),
    powerTool('Z1J-FF02-13', '冲击钻', '600W', { 额定功率: '600W', 最大钻孔直径: '混凝土13mm' }, 199, 1700),
    powerTool('Z1C-FF-26', '电锤', '800W', { 额定功率: '800W', 最大钻孔直径: '混凝土26mm' }, 399, 2900),
    powerTool('DCJZ1202E', '锂电电钻', '12V 双电', { 电压: '12V', 电池: '1.5Ah×2', 最大扭矩: '28N·m' }, 329, 1200),
    powerTool('DCJZ2050', '锂电冲击钻', '20V 无刷双电', { 电压: '20V', 电池: '2.0Ah×2', 最大扭矩: '50N·m' }, 599, 1800),
  ],
});

const grinderItems = (brandPrefix: 'bosch' | 'makita' | 'dongcheng'): CatalogueItem[] => {
  const lists: Record<string, readonly (readonly [string, number, number, number])[]> = {
    bosch: [['GWS 660', 660, 100, 299], ['GWS 750-100', 750, 100, 349], ['GWS 900-100', 900, 100, 399], ['GWS 900-125 S', 900, 125, 499], ['GWS 18V-10', 0, 100, 899], ['GWS 2000-230', 2000, 230, 999]],
    makita: [['9553NB', 710, 100, 329], ['9556HN', 840, 100, 399], ['GA4030', 720, 100, 369], ['GA5030', 720, 125, 419], ['GA7020', 2200, 180, 899], ['DGA404Z', 0, 100, 999]],
    dongcheng: [['S1M-FF03-100A', 710, 100, 149], ['S1M-FF05-100A', 850, 100, 179], ['S1M-FF-125A', 1010, 125, 229], ['DCSM100', 0, 100, 399]],
  };
  return lists[brandPrefix]!.map(([model, watt, disc, yuan]) => ({
    model,
    title: watt === 0 ? '充电式角磨机' : '角磨机',
    extra: `${disc}mm${watt ? ` ${watt}W` : ' 锂电'}`,
    specs: { 砂轮片直径: `${disc}mm`, ...(watt ? { 额定功率: `${watt}W` } : { 电压: '18V', 电池: '裸机（不含电池）' }), 空载转速: disc >= 180 ? '8500 r/min' : '11000 r/min', 主轴螺纹: disc >= 125 ? 'M14' : 'M10' },
    yuan,
    weightG: disc >= 180 ? 5000 : 1800,
  }));
};

const grinders = (['bosch', 'makita', 'dongcheng'] as const).map((brand) =>
  catalogueFamily({ key: `grinder-${brand}`, category: 'grinder', image: 'grinder', tax: TAX_POWER_TOOL, unit: '台', weight: 0.8, brand, items: grinderItems(brand) }),
);

export const TOOL_FAMILIES: readonly Family[] = [
  sataWrench, stanleyWrench, weraScrewdriver, sataScrewdriver, knipexPliers, sataPliers, sataSets,
  boschDrill, makitaDrill, dongchengDrill, ...grinders,
];


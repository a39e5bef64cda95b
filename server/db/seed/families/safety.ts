// Personal protective equipment: respirators, gloves, head, eye, ear and foot protection.
import { catalogueFamily, defineFamily, prefer, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_MASK = taxCode('1070212020');
const TAX_GLOVE = taxCode('1070205010');
const TAX_PPE = taxCode('1070212990');
const TAX_SHOE = taxCode('1060402010');

const ppe = (model: string, title: string, extra: string, specs: Record<string, string>, yuan: number, unit: string, weightG = 200): CatalogueItem =>
  ({ model, title, extra, specs, yuan, unit, weightG });

const respirator3m = catalogueFamily({
  key: 'respirator-3m',
  category: 'respirator',
  image: 'respirator',
  tax: TAX_MASK,
  unit: '盒',
  weight: 1.5,
  brand: '3m',
  items: [
    ppe('8210', 'N95颗粒物防护口罩', '头戴式 20只/盒', { 防护等级: 'N95（NIOSH）', 佩戴方式: '头戴式', 呼吸阀: '无', 包装: '20只/盒', 适用: '粉尘、非油性颗粒物' }, 118, '盒', 260),
    ppe('8210V', 'N95颗粒物防护口罩', '头戴式带呼吸阀 10只/盒', { 防护等级: 'N95（NIOSH）', 佩戴方式: '头戴式', 呼吸阀: '冷流呼吸阀', 包装: '10只/盒' }, 108, '盒', 180),
    ppe('8511', 'N95颗粒物防护口罩', '带呼吸阀 10只/盒', { 防护等级: 'N95（NIOSH）', 佩戴方式: '头戴式', 呼吸阀: '冷流呼吸阀', 包装: '10只/盒' }, 128, '盒', 200),
    ppe('9501+', 'KN95颗粒物防护口罩', '折叠耳戴式 50只/袋', { 防护等级: 'KN95（GB 2626-2019）', 佩戴方式: '耳戴式', 呼吸阀: '无', 包装: '50只/袋' }, 135, '袋', 300),
    ppe('9502+', 'KN95颗粒物防护口罩', '折叠头戴式 50只/袋', { 防护等级: 'KN95（GB 2626-2019）', 佩戴方式: '头戴式', 呼吸阀: '无', 包装: '50只/袋' }, 145, '袋', 320),
    ppe('9501V+', 'KN95颗粒物防护口罩', '耳戴式带呼吸阀 25只/盒', { 防护等级: 'KN95（GB 2626-2019）', 佩戴方式: '耳戴式', 呼吸阀: '冷流呼吸阀', 包装: '25只/盒' }, 139, '盒', 220),
    ppe('9502V+', 'KN95颗粒物防护口罩', '头戴式带呼吸阀 25只/盒', { 防护等级: 'KN95（GB 2626-2019）', 佩戴方式: '头戴式', 呼吸阀: '冷流呼吸阀', 包装: '25只/盒' }, 149, '盒', 230),
    ppe('9001', 'KN90颗粒物防护口罩', '折叠耳戴式 50只/袋', { 防护等级: 'KN90（GB 2626-2019）', 佩戴方式: '耳戴式', 包装: '50只/袋' }, 78, '袋', 280),
    ppe('9002', 'KN90颗粒物防护口罩', '折叠头戴式 50只/袋', { 防护等级: 'KN90（GB 2626-2019）', 佩戴方式: '头戴式', 包装: '50只/袋' }, 85, '袋', 300),
    ppe('9332+', 'FFP3颗粒物防护口罩', '带呼吸阀 10只/盒', { 防护等级: 'FFP3（EN 149）', 佩戴方式: '头戴式', 呼吸阀: '冷流呼吸阀', 包装: '10只/盒' }, 268, '盒', 200),
    ppe('8247', 'R95活性炭防护口罩', '防有机蒸气异味 20只/盒', { 防护等级: 'R95（NIOSH）', 附加功能: '活性炭层，降低有机蒸气异味', 包装: '20只/盒' }, 320, '盒', 320),
    ppe('9913', 'KN90活性炭防护口罩', '耳戴式 50只/袋', { 防护等级: 'KN90', 附加功能: '活性炭层，适用焊接烟、异味环境', 包装: '50只/袋' }, 158, '袋', 300),
  ],
  featured: ['8210', '9501+'],
});

const respiratorHoneywell = catalogueFamily({
  key: 'respirator-honeywell',
  category: 'respirator',
  image: 'respirator',
  tax: TAX_MASK,
  unit: '盒',
  weight: 0.8,
  brand: 'honeywell',
  items: [
    ppe('H910Plus', 'KN95防尘口罩', '折叠耳戴式 50只/盒', { 防护等级: 'KN95', 佩戴方式: '耳戴式', 包装: '50只/盒' }, 99, '盒', 280),
    ppe('H930V', 'KN95防尘口罩', '折叠头戴带阀 20只/盒', { 防护等级: 'KN95', 佩戴方式: '头戴式', 呼吸阀: '有', 包装: '20只/盒' }, 89, '盒', 200),
    ppe('H950V', 'KN95防尘口罩', '杯型头戴带阀 20只/盒', { 防护等级: 'KN95', 佩戴方式: '头戴式', 呼吸阀: '有', 包装: '20只/盒' }, 95, '盒', 220),
    ppe('H801', 'KN95防尘口罩', '杯型头戴式 20只/盒', { 防护等级: 'KN95', 佩戴方式: '头戴式', 包装: '20只/盒' }, 75, '盒', 200),
    ppe('H901', 'KN95防尘口罩', '折叠头戴式 50只/盒', { 防护等级: 'KN95', 佩戴方式: '头戴式', 包装: '50只/盒' }, 110, '盒', 260),
  ],
});

const halfMask = catalogueFamily({
  key: 'half-mask-3m',
  category: 'half-mask',
  image: 'half-mask',
  tax: TAX_PPE,
  unit: '个',
  weight: 1.2,
  brand: '3m',
  items: [
    ppe('6200', '半面型防护面具', '中号', { 类型: '半面罩（主体）', 尺码: '中号', 材质: '热塑性弹性体', 接口: '3M 卡口式双滤盒' }, 68, '个', 90),
    ppe('6100', '半面型防护面具', '小号', { 类型: '半面罩（主体）', 尺码: '小号', 材质: '热塑性弹性体', 接口: '3M 卡口式双滤盒' }, 68, '个', 85),
    ppe('6300', '半面型防护面具', '大号', { 类型: '半面罩（主体）', 尺码: '大号', 材质: '热塑性弹性体', 接口: '3M 卡口式双滤盒' }, 68, '个', 95),
    ppe('6502QL', '硅胶半面型防护面具', '快速下拉 中号', { 类型: '半面罩（主体）', 尺码: '中号', 材质: '硅胶', 特点: '快速下拉扣' }, 268, '个', 110),
    ppe('7502', '硅胶半面型防护面具', '中号', { 类型: '半面罩（主体）', 尺码: '中号', 材质: '硅胶' }, 198, '个', 110),
    ppe('6800', '全面型防护面具', '中号', { 类型: '全面罩（主体）', 尺码: '中号', 视窗: '聚碳酸酯，防冲击' }, 980, '个', 400),
    ppe('6001CN', '有机蒸气滤毒盒', '2只/包', { 防护对象: '有机蒸气', 适配: '3M 6000/7500/6800系列面具', 包装: '2只/包' }, 58, '包', 120),
    ppe('6003CN', '有机蒸气/酸性气体滤毒盒', '2只/包', { 防护对象: '有机蒸气、酸性气体', 适配: '3M 6000/7500/6800系列面具', 包装: '2只/包' }, 78, '包', 130),
    ppe('6006', '多种气体滤毒盒', '2只/包', { 防护对象: '有机蒸气、酸性气体、氨气、甲醛', 包装: '2只/包' }, 128, '包', 140),
    ppe('2091', 'P100颗粒物滤棉', '2只/包', { 防护等级: 'P100', 包装: '2只/包' }, 58, '包', 30),
    ppe('2097', 'P100颗粒物滤棉', '带有机蒸气异味层 2只/包', { 防护等级: 'P100', 附加功能: '降低有机蒸气异味', 包装: '2只/包' }, 78, '包', 35),
    ppe('5N11', 'N95颗粒物滤棉', '10片/包', { 防护等级: 'N95', 适配: '需配合501滤棉承接座', 包装: '10片/包' }, 48, '包', 50),
    ppe('501', '滤棉承接座', '2个/包', { 适配: '6000系列滤毒盒+5N11滤棉', 包装: '2个/包' }, 12, '包', 20),
  ],
  featured: ['6200'],
});

const ANSELL_GLOVES = [
  { code: '11-800', name: '丁腈泡沫浸掌手套', use: '通用装配、精细作业', yuan: 18 },
  { code: '11-840', name: '丁腈微泡浸掌手套', use: '轻型装配、搬运', yuan: 16 },
  { code: '11-618', name: '聚氨酯涂掌手套', use: '电子装配、精细操作', yuan: 14 },
  { code: '11-518', name: '防割手套（A2级）', use: '钣金、玻璃搬运', yuan: 45 },
  { code: '11-541', name: '防割手套（A3级）', use: '锋利边缘处理', yuan: 58 },
  { code: '48-126', name: '丁腈涂掌耐油手套', use: '油污环境机械作业', yuan: 22 },
  { code: '37-175', name: '丁腈耐化学品手套', use: '化学品处理、清洗', yuan: 26 },
] as const;

const ansellGloves = defineFamily({
  key: 'gloves-ansell',
  category: 'gloves',
  image: 'gloves',
  tax: TAX_GLOVE,
  unit: '副',
  weight: 2,
  brands: [{ brand: 'ansell', codes: [''] }],
  dims: { glove: ANSELL_GLOVES, size: [7, 8, 9, 10] },
  popular: { size: prefer([8, 9], 3) },
  featured: [{ brand: 'ansell', at: { glove: '11-800', size: 9 } }],
  build({ glove, size }) {
    return {
      model: `${glove.code}-${size}`,
      title: glove.name,
      extra: `${size}号 12副/包`,
      specs: { 系列: glove.code.startsWith('37') ? 'Solvex' : 'HyFlex', 尺码: `${size}号`, 适用场景: glove.use, 包装: '12副/包', 执行标准: 'EN 388' },
      yuan: glove.yuan,
      weightG: 45,
      minOrderQty: 12,
      packQty: 12,
    };
  },
});

const honeywellGloves = defineFamily({
  key: 'gloves-honeywell',
  category: 'gloves',
  image: 'gloves',
  tax: TAX_GLOVE,
  unit: '副',
  weight: 1,
  brands: [{ brand: 'honeywell', codes: [''] }],
  dims: {
    glove: [
      { code: '2100251CN', name: 'PU涂掌工作手套', yuan: 9 },
      { code: '2232230CN', name: '丁腈涂掌防割手套', yuan: 38 },
      { code: '2232270CN', name: '丁腈发泡防割手套', yuan: 42 },
      { code: 'NF11HD', name: '丁腈发泡耐磨手套', yuan: 12 },
    ],
    size: [7, 8, 9, 10],
  },
  build({ glove, size }) {
    return {
      model: `${glove.code}-${size}`,
      title: glove.name,
      extra: `${size}号 10副/包`,
      specs: { 尺码: `${size}号`, 涂层: glove.name.includes('PU') ? '聚氨酯' : '丁腈', 包装: '10副/包', 执行标准: 'EN 388' },
      yuan: glove.yuan,
      weightG: 45,
      minOrderQty: 10,
      packQty: 10,
    };
  },
});

const HELMET_COLORS: Record<string, string> = { '1': '白色', '2': '蓝色', '3': '黄色', '5': '红色', '6': '橙色' };
const helmet3m = defineFamily({
  key: 'helmet-3m',
  category: 'helmet',
  image: 'helmet',
  tax: TAX_PPE,
  unit: '顶',
  weight: 1,
  brands: [{ brand: '3m', codes: ['H-70'] }],
  dims: { color: ['1', '2', '3', '5', '6'], harness: ['R', 'P'] },
  featured: [{ brand: '3m', at: { color: '3', harness: 'R' } }],
  build({ color, harness }, { code }) {
    return {
      model: `${code}${color}${harness}`,
      title: '安全帽',
      extra: `${HELMET_COLORS[color]} ${harness === 'R' ? '旋钮调节' : '插片调节'}`,
      specs: { 颜色: HELMET_COLORS[color] ?? color, 帽壳材质: 'ABS', 调节方式: harness === 'R' ? '旋钮式' : '插片式', 执行标准: 'GB 2811-2019', 透气孔: '有' },
      yuan: harness === 'R' ? 58 : 42,
      weightG: 380,
    };
  },
});

const helmetHoneywell = defineFamily({
  key: 'helmet-honeywell',
  category: 'helmet',
  image: 'helmet',
  tax: TAX_PPE,
  unit: '顶',
  weight: 0.6,
  brands: [{ brand: 'honeywell', codes: ['L99RS10', 'L99S10'] }],
  dims: { color: ['1', '2', '3', '4', '5'] },
  build({ color }, { code }) {
    const colors: Record<string, string> = { '1': '白色', '2': '黄色', '3': '红色', '4': '蓝色', '5': '橙色' };
    return {
      model: `${code}${color}S`,
      title: '安全帽',
      extra: `${colors[color]} ${code.includes('RS') ? '旋钮' : '插片'}`,
      specs: { 颜色: colors[color] ?? color, 帽壳材质: 'HDPE', 调节方式: code.includes('RS') ? '旋钮式' : '插片式', 执行标准: 'GB 2811-2019' },
      yuan: code.includes('RS') ? 52 : 38,
      weightG: 360,
    };
  },
});

const eyewear = catalogueFamily({
  key: 'eyewear-3m',
  category: 'eyewear',
  image: 'goggles',
  tax: TAX_PPE,
  unit: '副',
  weight: 1,
  brand: '3m',
  items: [
    ppe('10434', '防护眼镜', '防雾防刮擦 透明', { 镜片: '聚碳酸酯 透明', 镀膜: '防雾、防刮擦', 执行标准: 'GB 14866' }, 36, '副', 40),
    ppe('1621', '防护眼镜', '防冲击 透明', { 镜片: '聚碳酸酯 透明', 特点: '可罩近视镜', 执行标准: 'GB 14866' }, 18, '副', 45),
    ppe('1621AF', '防护眼镜', '防雾 透明', { 镜片: '聚碳酸酯 透明', 镀膜: '防雾', 执行标准: 'GB 14866' }, 26, '副', 45),
    ppe('2890', '密封式护目镜', '间接通风', { 镜片: '聚碳酸酯', 通风: '间接通风', 用途: '防液体喷溅、粉尘' }, 42, '副', 90),
    ppe('2890A', '密封式护目镜', '防雾 间接通风', { 镜片: '醋酸纤维', 镀膜: '防雾', 用途: '防化学喷溅' }, 56, '副', 95),
    ppe('2890S', '密封式护目镜', '全密封 防雾', { 镜片: '聚碳酸酯', 镀膜: '防雾', 通风: '全密封', 用途: '防气体、粉尘、喷溅' }, 58, '副', 95),
    ppe('11228', '防护眼镜', '灰色镜片', { 镜片: '聚碳酸酯 灰色', 用途: '户外强光作业' }, 32, '副', 30),
    ppe('11329', '防护眼镜', '蓝框 透明', { 镜片: '聚碳酸酯 透明', 镀膜: '防雾' }, 28, '副', 30),
  ],
});

const hearing3m = catalogueFamily({
  key: 'hearing-3m',
  category: 'hearing',
  image: 'ear-muff',
  tax: TAX_PPE,
  unit: '盒',
  weight: 1,
  brand: '3m',
  items: [
    ppe('1100', '泡棉耳塞', '无线 200副/盒', { 降噪值: 'SNR 37dB / NRR 29dB', 材质: '聚氨酯泡棉', 包装: '200副/盒' }, 148, '盒', 500),
    ppe('1110', '泡棉耳塞', '带线 100副/盒', { 降噪值: 'SNR 37dB / NRR 29dB', 材质: '聚氨酯泡棉', 包装: '100副/盒' }, 168, '盒', 450),
    ppe('1270', '可重复使用耳塞', '带线 100副/盒', { 降噪值: 'SNR 25dB / NRR 24dB', 材质: '热塑性弹性体', 包装: '100副/盒（单副带收纳盒）' }, 298, '盒', 900),
    ppe('1271', '可重复使用耳塞', '带线 100副/盒', { 降噪值: 'NRR 24dB', 材质: '热塑性弹性体', 包装: '100副/盒' }, 328, '盒', 900),
    ppe('H6A', '头戴式耳罩', 'NRR 21dB', { 降噪值: 'SNR 27dB / NRR 21dB', 佩戴方式: '头戴式' }, 98, '个', 180),
    ppe('H7A', '头戴式耳罩', 'NRR 27dB', { 降噪值: 'SNR 31dB / NRR 27dB', 佩戴方式: '头戴式' }, 168, '个', 250),
    ppe('H10A', '头戴式耳罩', 'NRR 30dB', { 降噪值: 'SNR 35dB / NRR 30dB', 佩戴方式: '头戴式' }, 238, '个', 330),
    ppe('X4A', '头戴式耳罩', '轻量化 NRR 27dB', { 降噪值: 'SNR 33dB / NRR 27dB', 佩戴方式: '头戴式' }, 258, '个', 240),
    ppe('X5A', '头戴式耳罩', '高降噪 NRR 31dB', { 降噪值: 'SNR 37dB / NRR 31dB', 佩戴方式: '头戴式' }, 328, '个', 350),
  ],
});

const SHOE_SIZES = [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46];
const honeywellShoes = defineFamily({
  key: 'safety-shoes-honeywell',
  category: 'safety-shoes',
  image: 'safety-shoe',
  tax: TAX_SHOE,
  unit: '双',
  weight: 2,
  brands: [{ brand: 'honeywell', codes: ['SP2010511', 'SP2010512', 'SP2011301', 'SHX1S33202'] }],
  dims: { size: SHOE_SIZES },
  popular: { size: prefer([40, 41, 42, 43], 4) },
  featured: [{ brand: 'honeywell', code: 'SP2010511', at: { size: 42 } }],
  build({ size }, { code }) {
    const kinds: Record<string, [string, string, number]> = {
      SP2010511: ['低帮安全鞋', '防砸、防刺穿、防静电', 298],
      SP2010512: ['高帮安全鞋', '防砸、防刺穿、防静电', 358],
      SP2011301: ['轻便安全鞋', '防砸、防静电', 258],
      SHX1S33202: ['绝缘安全鞋', '防砸、电绝缘6kV', 338],
    };
    const [title, protect, yuan] = kinds[code]!;
    return {
      model: `${code}-${size}`,
      title,
      extra: `${size}码`,
      specs: { 尺码: `${size}码`, 防护功能: protect, 鞋头: '钢包头（200J）', 鞋底: '聚氨酯双密度鞋底', 执行标准: 'GB 21148-2020' },
      yuan,
      weightG: 1100,
    };
  },
});

const deltaShoes = defineFamily({
  key: 'safety-shoes-delta',
  category: 'safety-shoes',
  image: 'safety-shoe',
  tax: TAX_SHOE,
  unit: '双',
  weight: 1,
  brands: [{ brand: 'deltaplus', codes: ['301102', '301333', '301366'] }],
  dims: { size: SHOE_SIZES },
  build({ size }, { code }) {
    const kinds: Record<string, [string, number]> = { '301102': ['劳保安全鞋 S1P', 218], '301333': ['运动款安全鞋 S1P', 268], '301366': ['高帮安全鞋 S3', 328] };
    const [title, yuan] = kinds[code]!;
    return {
      model: `${code}-${size}`,
      title,
      extra: `${size}码`,
      specs: { 尺码: `${size}码`, 防护等级: title.split(' ')[1] ?? 'S1P', 鞋头: '钢包头', 防刺穿: '钢中底' },
      yuan,
      weightG: 1050,
    };
  },
});

export const SAFETY_FAMILIES: readonly Family[] = [
  respirator3m, respiratorHoneywell, halfMask, ansellGloves, honeywellGloves, helmet3m, helmetHoneywell, eyewear, hearing3m,
  honeywellShoes, deltaShoes,
];

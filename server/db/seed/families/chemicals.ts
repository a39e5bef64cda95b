// Lubricants (grease, hydraulic and gear oil), thread lockers and maintenance sprays.
import type { BrandKey } from '../brands.ts';
import type { GoodsImageKind } from '../../../media/goods-image.ts';
import { catalogueFamily, defineFamily, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_OIL = taxCode('1070101070');
const TAX_GREASE = taxCode('1070101080');
const TAX_ADHESIVE = taxCode('1070214050');
const TAX_SPRAY = taxCode('1070214990');

interface Product {
  code: string;
  kind: string;
  specs: Record<string, string>;
  /** Price of one kilogram or litre, yuan. */
  perUnit: number;
}

const prod = (code: string, kind: string, perUnit: number, specs: Record<string, string>): Product => ({ code, kind, specs, perUnit });

function packSize(pack: string): number {
  return Number(/[\d.]+/.exec(pack)?.[0] ?? 1);
}

function lubeFamily(key: string, category: string, image: GoodsImageKind, tax: string, brand: BrandKey, title: string, products: readonly Product[], packs: readonly string[], weight: number, separator = ' '): Family {
  return defineFamily({
    key,
    category,
    image,
    tax,
    unit: '桶',
    weight,
    brands: [{ brand, codes: [''] }],
    dims: { product: products, pack: packs },
    popular: { pack: (_p, i) => (i === 1 ? 3 : 1) },
    build({ product, pack }) {
      const size = packSize(pack);
      const shown = pack.startsWith('/') ? `${pack.slice(1)}kg` : pack;
      const drum = size >= 150;
      const unit = size < 1 ? '支' : size <= 5 ? '罐' : '桶';
      return {
        model: `${product.code}${separator}${pack}`,
        title,
        extra: product.kind,
        specs: { 产品: product.code, 类型: product.kind, ...product.specs, 包装规格: shown },
        yuan: product.perUnit * size * (drum ? 0.82 : size < 1 ? 1.8 : 1),
        weightG: Math.round(size * 1000 * (pack.endsWith('L') ? 0.88 : 1) + (drum ? 18000 : size >= 15 ? 1500 : 150)),
        unit: drum ? '桶' : unit,
      };
    },
  });
}

const mobilGrease = lubeFamily('grease-mobil', 'grease', 'grease', TAX_GREASE, 'mobil', '润滑脂', [
  prod('Mobilux EP 0', '锂基极压润滑脂', 38, { 稠化剂: '锂基', NLGI稠度: '0', 基础油粘度: 'ISO VG 150', 工作温度: '-20℃~120℃' }),
  prod('Mobilux EP 1', '锂基极压润滑脂', 38, { 稠化剂: '锂基', NLGI稠度: '1', 基础油粘度: 'ISO VG 150', 工作温度: '-20℃~120℃' }),
  prod('Mobilux EP 2', '锂基极压润滑脂', 38, { 稠化剂: '锂基', NLGI稠度: '2', 基础油粘度: 'ISO VG 150', 工作温度: '-20℃~130℃' }),
  prod('Mobilux EP 3', '锂基极压润滑脂', 38, { 稠化剂: '锂基', NLGI稠度: '3', 基础油粘度: 'ISO VG 150', 工作温度: '-20℃~130℃' }),
  prod('Mobilgrease XHP 222', '复合锂基润滑脂', 52, { 稠化剂: '复合锂基', NLGI稠度: '2', 基础油粘度: 'ISO VG 220', 工作温度: '-20℃~140℃' }),
  prod('Mobilgrease XHP 461', '复合锂基润滑脂', 56, { 稠化剂: '复合锂基', NLGI稠度: '1', 基础油粘度: 'ISO VG 460' }),
  prod('Mobilgrease XHP 462', '复合锂基润滑脂', 56, { 稠化剂: '复合锂基', NLGI稠度: '2', 基础油粘度: 'ISO VG 460' }),
  prod('Mobil Polyrex EM', '聚脲电机轴承润滑脂', 95, { 稠化剂: '聚脲', NLGI稠度: '2', 适用: '电机轴承' }),
  prod('Mobiltemp SHC 100', '高温合成润滑脂', 260, { 稠化剂: '粘土', 基础油: '合成烃', 工作温度: '-40℃~180℃' }),
], ['0.4kg', '16kg', '180kg'], 1.2);

const shellGrease = lubeFamily('grease-shell', 'grease', 'grease', TAX_GREASE, 'shell', '润滑脂', [
  prod('Gadus S2 V220 0', '锂基极压润滑脂', 35, { 稠化剂: '锂基', NLGI稠度: '0', 基础油粘度: '220 cSt' }),
  prod('Gadus S2 V220 1', '锂基极压润滑脂', 35, { 稠化剂: '锂基', NLGI稠度: '1', 基础油粘度: '220 cSt' }),
  prod('Gadus S2 V220 2', '锂基极压润滑脂', 35, { 稠化剂: '锂基', NLGI稠度: '2', 基础油粘度: '220 cSt' }),
  prod('Gadus S2 V100 2', '锂基润滑脂', 33, { 稠化剂: '锂基', NLGI稠度: '2', 基础油粘度: '100 cSt' }),
  prod('Gadus S3 V220C 2', '复合锂基极压润滑脂', 58, { 稠化剂: '复合锂基', NLGI稠度: '2', 基础油粘度: '220 cSt' }),
  prod('Gadus S3 T100 2', '高温聚脲润滑脂', 88, { 稠化剂: '聚脲', NLGI稠度: '2', 工作温度: '-30℃~160℃' }),
  prod('Gadus S5 V142W 00', '合成齿轮润滑脂', 120, { 稠化剂: '复合锂基', NLGI稠度: '00', 基础油: '合成油' }),
], ['0.4kg', '18kg', '180kg'], 1);

const skfGrease = lubeFamily('grease-skf', 'grease', 'grease', TAX_GREASE, 'skf', '轴承润滑脂', [
  prod('LGMT 2', '通用工业轴承润滑脂', 65, { 稠化剂: '锂基', NLGI稠度: '2', 工作温度: '-30℃~120℃' }),
  prod('LGMT 3', '通用工业轴承润滑脂', 65, { 稠化剂: '锂基', NLGI稠度: '3', 工作温度: '-30℃~120℃' }),
  prod('LGEP 2', '极压轴承润滑脂', 72, { 稠化剂: '锂基', NLGI稠度: '2', 特点: '高负荷、极压' }),
  prod('LGHP 2', '高温高性能润滑脂', 160, { 稠化剂: '二脲', NLGI稠度: '2-3', 工作温度: '-40℃~150℃' }),
  prod('LGWA 2', '宽温高负荷润滑脂', 96, { 稠化剂: '复合锂基', NLGI稠度: '2', 工作温度: '-30℃~140℃' }),
  prod('LGFP 2', '食品级润滑脂', 180, { 稠化剂: '复合铝基', NLGI稠度: '2', 认证: 'NSF H1' }),
  prod('LGLT 2', '低温高速润滑脂', 210, { 稠化剂: '锂基', NLGI稠度: '2', 工作温度: '-50℃~110℃' }),
], ['/0.4', '/1', '/5', '/18', '/180'], 1, '');

const kluberGrease = catalogueFamily({
  key: 'grease-kluber',
  category: 'grease',
  image: 'grease',
  tax: TAX_GREASE,
  unit: '罐',
  weight: 0.5,
  leadDays: [3, 10],
  brand: 'kluber',
  items: [
    ['ISOFLEX NBU 15 1kg', '高速轴承润滑脂', 680], ['ISOFLEX NBU 15 25kg', '高速轴承润滑脂', 14800], ['STABURAGS NBU 8 EP 1kg', '高负荷润滑脂', 420],
    ['KLUBERPLEX BEM 41-132 1kg', '长寿命轴承润滑脂', 520], ['ISOFLEX TOPAS NB 52 1kg', '低温高速润滑脂', 980], ['PETAMO GHY 133 N 1kg', '高温长寿命润滑脂', 1280],
  ].map(([model, kind, yuan]): CatalogueItem => ({ model: String(model), title: '特种润滑脂', extra: String(kind), specs: { 类型: String(kind), 包装: String(model).split(' ').pop()! }, yuan: Number(yuan), weightG: String(model).endsWith('25kg') ? 27000 : 1200 })),
});

const greatWallGrease = lubeFamily('grease-greatwall', 'grease', 'grease', TAX_GREASE, 'greatwall', '润滑脂', [
  prod('极压锂基润滑脂 00#', '极压锂基脂', 22, { 稠化剂: '锂基', NLGI稠度: '00' }),
  prod('极压锂基润滑脂 0#', '极压锂基脂', 22, { 稠化剂: '锂基', NLGI稠度: '0' }),
  prod('极压锂基润滑脂 1#', '极压锂基脂', 22, { 稠化剂: '锂基', NLGI稠度: '1' }),
  prod('极压锂基润滑脂 2#', '极压锂基脂', 22, { 稠化剂: '锂基', NLGI稠度: '2' }),
  prod('极压锂基润滑脂 3#', '极压锂基脂', 22, { 稠化剂: '锂基', NLGI稠度: '3' }),
  prod('通用锂基润滑脂 2#', '通用锂基脂', 18, { 稠化剂: '锂基', NLGI稠度: '2' }),
  prod('复合锂基润滑脂 2#', '复合锂基脂', 30, { 稠化剂: '复合锂基', NLGI稠度: '2', 工作温度: '-20℃~160℃' }),
  prod('7014-1 高温润滑脂', '高温润滑脂', 85, { 稠化剂: '脲基', 工作温度: '-40℃~200℃' }),
], ['0.8kg', '15kg', '170kg'], 1);

const VG = (code: string, kind: string, perUnit: number, vg: string, extra: Record<string, string> = {}) => prod(code, kind, perUnit, { 粘度等级: `ISO VG ${vg}`, ...extra });

const mobilHydraulic = lubeFamily('hydraulic-oil-mobil', 'hydraulic-oil', 'oil-drum', TAX_OIL, 'mobil', '液压油', [
  VG('DTE 10 Excel 32', '高性能抗磨液压油', 42, '32'), VG('DTE 10 Excel 46', '高性能抗磨液压油', 42, '46'), VG('DTE 10 Excel 68', '高性能抗磨液压油', 42, '68'),
  VG('DTE 24', '抗磨液压油', 30, '32'), VG('DTE 25', '抗磨液压油', 30, '46'), VG('DTE 26', '抗磨液压油', 30, '68'),
  VG('Nuto H 46', '抗磨液压油', 24, '46'), VG('Nuto H 68', '抗磨液压油', 24, '68'),
], ['4L', '18L', '208L'], 1.5);

const shellHydraulic = lubeFamily('hydraulic-oil-shell', 'hydraulic-oil', 'oil-drum', TAX_OIL, 'shell', '液压油', [
  VG('Tellus S2 MX 32', '抗磨液压油', 28, '32'), VG('Tellus S2 MX 46', '抗磨液压油', 28, '46'), VG('Tellus S2 MX 68', '抗磨液压油', 28, '68'),
  VG('Tellus S2 VX 32', '低温抗磨液压油', 34, '32'), VG('Tellus S2 VX 46', '低温抗磨液压油', 34, '46'), VG('Tellus S3 M 46', '高性能液压油', 40, '46'),
], ['4L', '18L', '209L'], 1.2);

const greatWallHydraulic = lubeFamily('hydraulic-oil-greatwall', 'hydraulic-oil', 'oil-drum', TAX_OIL, 'greatwall', '液压油', [
  VG('卓力 L-HM 32', '抗磨液压油', 18, '32'), VG('卓力 L-HM 46', '抗磨液压油', 18, '46'), VG('卓力 L-HM 68', '抗磨液压油', 18, '68'),
  VG('L-HV 32', '低温抗磨液压油', 22, '32'), VG('L-HV 46', '低温抗磨液压油', 22, '46'),
], ['4L', '18L', '170kg'], 1);

const mobilGear = lubeFamily('gear-oil-mobil', 'gear-oil', 'oil-drum', TAX_OIL, 'mobil', '工业齿轮油', [
  ...['68', '100', '150', '220', '320', '460', '680'].map((vg) => VG(`Mobilgear 600 XP ${vg}`, '重负荷工业齿轮油', 34, vg)),
  VG('Mobil SHC 630', '合成齿轮油', 120, '220'), VG('Mobil SHC 632', '合成齿轮油', 120, '320'), VG('Mobil SHC 634', '合成齿轮油', 120, '460'),
], ['18L', '208L'], 1.2);

const shellGear = lubeFamily('gear-oil-shell', 'gear-oil', 'oil-drum', TAX_OIL, 'shell', '工业齿轮油', [
  ...['150', '220', '320', '460', '680'].map((vg) => VG(`Omala S2 GX ${vg}`, '工业齿轮油', 32, vg)),
  VG('Omala S4 GXV 220', '合成齿轮油', 115, '220'), VG('Omala S4 GXV 320', '合成齿轮油', 115, '320'),
], ['18L', '209L'], 1);

const LOCTITE: readonly (readonly [string, string, readonly string[], number, Record<string, string>])[] = [
  ['243', '中强度螺纹锁固剂', ['10ml', '50ml', '250ml'], 2.6, { 颜色: '蓝色', 强度: '中强度，可拆卸', 适用螺纹: '≤M36' }],
  ['242', '中强度螺纹锁固剂', ['10ml', '50ml', '250ml'], 2.4, { 颜色: '蓝色', 强度: '中强度，可拆卸', 适用螺纹: '≤M20' }],
  ['222', '低强度螺纹锁固剂', ['10ml', '50ml', '250ml'], 2.6, { 颜色: '紫色', 强度: '低强度，易拆卸', 适用螺纹: '≤M36' }],
  ['263', '高强度螺纹锁固剂', ['10ml', '50ml', '250ml'], 2.8, { 颜色: '红色', 强度: '高强度，永久锁固' }],
  ['271', '高强度螺纹锁固剂', ['10ml', '50ml', '250ml'], 2.8, { 颜色: '红色', 强度: '高强度，永久锁固' }],
  ['290', '渗透型螺纹锁固剂', ['10ml', '50ml', '250ml'], 3.2, { 颜色: '绿色', 特点: '预装配后渗透锁固' }],
  ['638', '高强度圆柱形零件固持胶', ['10ml', '50ml', '250ml'], 3.4, { 颜色: '绿色', 用途: '轴承、衬套与轴的固持' }],
  ['648', '耐高温圆柱形零件固持胶', ['5ml', '50ml', '250ml'], 3.8, { 颜色: '绿色', 耐温: '-55℃~175℃' }],
  ['680', '高强度大间隙固持胶', ['50ml', '250ml'], 3.6, { 颜色: '绿色', 适用间隙: '≤0.25mm' }],
  ['401', '通用型瞬干胶', ['20g', '50g', '500g'], 3.6, { 颜色: '透明', 固化: '5~20秒定位' }],
  ['406', '塑料橡胶专用瞬干胶', ['20g', '50g', '500g'], 4, { 颜色: '透明', 用途: '橡胶、塑料粘接' }],
  ['495', '通用型瞬干胶', ['20g', '50g', '500g'], 3.2, { 颜色: '透明' }],
  ['567', '管螺纹密封剂', ['50ml', '250ml'], 3.4, { 颜色: '白色', 用途: '金属管螺纹密封' }],
  ['577', '管螺纹密封剂', ['50ml', '250ml'], 3.2, { 颜色: '黄色', 用途: '粗牙管螺纹密封' }],
  ['5699', '硅酮平面密封胶', ['80ml', '300ml'], 1.2, { 颜色: '灰色', 用途: '法兰平面密封' }],
  ['518', '厌氧型平面密封剂', ['50ml', '300ml'], 2.8, { 颜色: '红色', 用途: '刚性金属法兰密封' }],
  ['510', '耐高温平面密封剂', ['50ml', '250ml'], 3, { 颜色: '粉红色', 耐温: '-55℃~200℃' }],
];

const loctite = catalogueFamily({
  key: 'adhesive-loctite',
  category: 'adhesive',
  image: 'adhesive',
  tax: TAX_ADHESIVE,
  unit: '支',
  weight: 2,
  brand: 'loctite',
  items: LOCTITE.flatMap(([code, kind, packs, perMl, specs]) =>
    packs.map((pack): CatalogueItem => {
      const size = packSize(pack);
      return { model: `${code} ${pack}`, title: kind, specs: { 型号: code, ...specs, 包装规格: pack }, yuan: Math.max(28, perMl * size * (size >= 250 ? 0.75 : size <= 10 ? 1.6 : 1)), weightG: Math.round(size * 1.1 + 20), unit: size >= 250 ? '瓶' : '支' };
    }),
  ),
  featured: ['243 50ml'],
});

const dp3m = catalogueFamily({
  key: 'adhesive-3m',
  category: 'adhesive',
  image: 'adhesive',
  tax: TAX_ADHESIVE,
  unit: '支',
  weight: 0.8,
  brand: '3m',
  items: [
    ['DP460 50ml', '环氧结构胶', '高强度，操作时间60分钟', 168], ['DP460 400ml', '环氧结构胶', '高强度，操作时间60分钟', 980],
    ['DP420 50ml', '环氧结构胶', '韧性好，操作时间20分钟', 158], ['DP190 50ml', '环氧结构胶', '柔韧型，操作时间90分钟', 118],
    ['DP8005 45ml', '丙烯酸结构胶', '可粘接PP、PE低表面能塑料', 198], ['DP810 50ml', '丙烯酸结构胶', '低气味，快速固化', 178],
  ].map(([model, title, feature, yuan]): CatalogueItem => ({ model: String(model), title: String(title), extra: String(model).split(' ')[1]!, specs: { 型号: String(model).split(' ')[0]!, 特点: String(feature), 施胶: '双组分，需配套胶枪与混胶嘴' }, yuan: Number(yuan), weightG: 120 })),
});

const crc = catalogueFamily({
  key: 'spray-crc',
  category: 'spray',
  image: 'spray-can',
  tax: TAX_SPRAY,
  unit: '罐',
  weight: 1,
  brand: 'crc',
  items: [
    ['2-26 312g', '精密电器防潮剂', '电器防潮、防锈、润滑', 58], ['3-36 312g', '多功能防锈润滑剂', '金属防锈、润滑', 52],
    ['5-56 312g', '多功能防锈润滑剂', '松动锈蚀、润滑、防潮', 48], ['5-56 4L', '多功能防锈润滑剂', '松动锈蚀、润滑、防潮', 420],
    ['Lectra Clean 02018C', '电器清洁剂', '重油污电器清洗', 68], ['Brakleen 05089', '刹车清洁剂', '刹车系统及零件脱脂', 45],
    ['Zinc It 18412', '冷镀锌喷剂', '焊缝、镀锌面修补', 78], ['Food Grade 03040', '食品级润滑剂', 'NSF H1 食品加工设备', 98],
  ].map(([model, title, use, yuan]): CatalogueItem => ({ model: String(model), title: String(title), extra: String(model).includes('4L') ? '4L桶装' : '喷罐', specs: { 用途: String(use), 包装: String(model).split(' ').pop()! }, yuan: Number(yuan), weightG: String(model).includes('4L') ? 3800 : 420, unit: String(model).includes('4L') ? '桶' : '罐' })),
});

export const CHEMICAL_FAMILIES: readonly Family[] = [
  mobilGrease, shellGrease, skfGrease, kluberGrease, greatWallGrease, mobilHydraulic, shellHydraulic, greatWallHydraulic,
  mobilGear, shellGear, loctite, dp3m, crc,
];

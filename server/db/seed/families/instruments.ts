// Electrical test instruments, precision measuring tools and pressure gauges.
import type { BrandKey } from '../brands.ts';
import type { GoodsImageKind } from '../../../media/goods-image.ts';
import { catalogueFamily, defineFamily, prefer, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_METER = taxCode('1090601030');
const TAX_GAUGE_TOOL = taxCode('1080413020');
const TAX_PRESSURE = taxCode('1090601010');

type Row = readonly [model: string, extra: string, yuan: number, specs: Record<string, string>];

function meterFamily(key: string, category: string, image: GoodsImageKind, brand: BrandKey, title: string, rows: readonly Row[], weight: number, featured: readonly string[] = [], tax = TAX_METER, unit = '台'): Family {
  return catalogueFamily({
    key,
    category,
    image,
    tax,
    unit,
    weight,
    brand,
    items: rows.map(([model, extra, yuan, specs]): CatalogueItem => ({ model, title, extra, specs, yuan, weightG: 450 })),
    featured,
  });
}

const fmm = (counts: string, acc: string, extra: Record<string, string> = {}) => ({ 显示位数: counts, 直流电压基本精度: acc, 安全等级: 'CAT III 600V', ...extra });

const flukeMultimeter = meterFamily('multimeter-fluke', 'multimeter', 'multimeter', 'fluke', '数字万用表', [
  ['15B+', '自动量程', 698, fmm('4000', '±0.5%')], ['17B+', '自动量程 带温度频率', 898, fmm('4000', '±0.5%', { 附加功能: '温度、频率、占空比' })],
  ['18B+', '带LED测试', 1098, fmm('4000', '±0.5%', { 附加功能: 'LED测试、二极管' })], ['12E+', '基础型', 498, fmm('6000', '±0.5%')],
  ['101', '掌上型', 298, fmm('6000', '±0.5%', { 安全等级: 'CAT III 600V' })], ['106', '掌上型 带频率', 398, fmm('6000', '±0.5%')],
  ['107', '掌上型 带背光', 528, fmm('6000', '±0.5%')], ['115C', '真有效值', 1780, fmm('6000', '±0.5%', { 测量方式: '真有效值' })],
  ['117C', '真有效值 非接触验电', 2280, fmm('6000', '±0.5%', { 测量方式: '真有效值', 附加功能: 'VoltAlert非接触验电' })],
  ['179C', '真有效值 带温度', 2980, fmm('6000', '±0.09%', { 测量方式: '真有效值' })],
  ['87V', '工业级真有效值', 4580, fmm('20000', '±0.05%', { 测量方式: '真有效值', 安全等级: 'CAT III 1000V / CAT IV 600V' })],
  ['287C', '记录型真有效值', 7380, fmm('50000', '±0.025%', { 测量方式: '真有效值', 附加功能: '趋势记录' })],
], 1.5, ['17B+', '15B+']);

const unitMultimeter = meterFamily('multimeter-unit', 'multimeter', 'multimeter', 'unit', '数字万用表', [
  ['UT61E+', '高精度真有效值', 498, fmm('22000', '±0.05%', { 测量方式: '真有效值' })], ['UT89X', '真有效值 带LED测试', 268, fmm('6000', '±0.5%')],
  ['UT33D+', '掌上型', 129, fmm('4000', '±0.7%')], ['UT139C', '真有效值', 258, fmm('6000', '±0.5%')], ['UT890C+', '大屏真有效值', 168, fmm('6000', '±0.5%')],
], 1);

const hiokiMultimeter = meterFamily('multimeter-hioki', 'multimeter', 'multimeter', 'hioki', '数字万用表', [
  ['DT4252', '电工型', 1080, fmm('6000', '±0.3%')], ['DT4256', '电工型 带低通滤波', 1580, fmm('6000', '±0.3%')], ['DT4282', '高精度', 3380, fmm('60000', '±0.025%')],
], 0.6);

const clamp = (range: string, extra: Record<string, string> = {}) => ({ 交流电流量程: range, 钳口开口: '34mm', 安全等级: 'CAT III 600V', ...extra });

const flukeClamp = meterFamily('clamp-fluke', 'clamp-meter', 'clamp-meter', 'fluke', '钳形表', [
  ['302+', '400A 交流', 528, clamp('400A')], ['303', '600A 交流', 698, clamp('600A')], ['305', '1000A 交流', 798, clamp('1000A')],
  ['317', '600A 交直流', 1480, clamp('600A', { 直流电流: '600A' })], ['319', '1000A 交直流', 1880, clamp('1000A', { 直流电流: '1000A' })],
  ['323', '真有效值 400A', 998, clamp('400A', { 测量方式: '真有效值' })], ['324', '真有效值 带温度电容', 1280, clamp('400A', { 测量方式: '真有效值' })],
  ['325', '真有效值 交直流', 1680, clamp('400A', { 直流电流: '400A', 测量方式: '真有效值' })], ['376 FC', '真有效值 iFlex', 4780, clamp('1000A/2500A（iFlex）', { 测量方式: '真有效值', 无线: 'Fluke Connect' })],
], 1.2, ['302+']);

const unitClamp = meterFamily('clamp-unit', 'clamp-meter', 'clamp-meter', 'unit', '钳形表', [
  ['UT202A+', '600A 交流', 199, clamp('600A')], ['UT203+', '400A 交直流', 299, clamp('400A', { 直流电流: '400A' })],
  ['UT204+', '600A 交直流', 329, clamp('600A', { 直流电流: '600A' })], ['UT210E', '100A 小电流交直流', 268, clamp('100A', { 直流电流: '100A', 钳口开口: '17mm' })],
], 0.8);

const hiokiClamp = meterFamily('clamp-hioki', 'clamp-meter', 'clamp-meter', 'hioki', '钳形表', [
  ['CM3289', '1000A 交流', 1280, clamp('1000A')], ['CM4372', '600A 交直流', 2680, clamp('600A', { 直流电流: '600A' })],
  ['CM4373', '2000A 交直流', 3580, clamp('2000A', { 直流电流: '2000A', 钳口开口: '55mm' })], ['CM4375', '1000A 交直流 蓝牙', 3980, clamp('1000A', { 直流电流: '1000A' })],
], 0.6);

const ins = (voltages: string, range: string) => ({ 测试电压: voltages, 绝缘电阻量程: range, 安全等级: 'CAT IV 600V' });

const flukeInsulation = meterFamily('insulation-fluke', 'insulation-tester', 'insulation-tester', 'fluke', '绝缘电阻测试仪', [
  ['1503', '500V/1000V', 6280, ins('500V/1000V', '0.1MΩ~2000MΩ')], ['1508', '50V~1000V', 6980, ins('50/100/250/500/1000V', '0.01MΩ~10GΩ')],
  ['1535', '2.5kV', 21800, ins('250V~2500V', '200kΩ~500GΩ')], ['1550C', '5kV', 38800, ins('250V~5000V', '200kΩ~1TΩ')],
  ['1555', '10kV', 45800, ins('250V~10000V', '200kΩ~2TΩ')],
], 0.8, ['1508']);

const unitInsulation = meterFamily('insulation-unit', 'insulation-tester', 'insulation-tester', 'unit', '绝缘电阻测试仪', [
  ['UT501A', '1000V', 658, ins('250/500/1000V', '0.1MΩ~5.5GΩ')], ['UT502A', '2500V', 980, ins('500/1000/2500V', '0.1MΩ~20GΩ')],
  ['UT512', '2500V 数字', 3780, ins('50V~2500V', '0.01MΩ~100GΩ')],
], 0.5);

const hiokiInsulation = meterFamily('insulation-hioki', 'insulation-tester', 'insulation-tester', 'hioki', '绝缘电阻测试仪', [
  ['IR4056-20', '50V~1000V', 4580, ins('50/125/250/500/1000V', '0.2MΩ~4000MΩ')], ['IR4057-20', '50V~1000V 带PVΩ', 5580, ins('50/125/250/500/1000V', '0.2MΩ~4000MΩ')],
], 0.4);

const flukeThermo = meterFamily('thermometer-fluke', 'thermometer', 'ir-thermometer', 'fluke', '红外测温仪', [
  ['59 MAX+', '-30℃~500℃', 698, { 测温范围: '-30℃~500℃', 距离系数: '10:1', 精度: '±2℃或±2%' }],
  ['62 MAX+', '-30℃~650℃', 998, { 测温范围: '-30℃~650℃', 距离系数: '12:1', 防护等级: 'IP54' }],
  ['566', '-40℃~650℃ 接触/红外', 3480, { 测温范围: '-40℃~650℃', 距离系数: '30:1', 附加: 'K型热电偶输入' }],
  ['568', '-40℃~800℃ 接触/红外', 4780, { 测温范围: '-40℃~800℃', 距离系数: '50:1', 附加: 'K型热电偶输入' }],
  ['TiS20+', '热像仪 120×90', 8980, { 类型: '红外热像仪', 红外分辨率: '120×90', 测温范围: '-20℃~150℃' }],
  ['TiS60+', '热像仪 320×240', 21800, { 类型: '红外热像仪', 红外分辨率: '320×240', 测温范围: '-20℃~400℃' }],
  ['PTi120', '口袋式热像仪', 11800, { 类型: '红外热像仪', 红外分辨率: '120×90', 测温范围: '-20℃~150℃' }],
], 1, ['62 MAX+']);

const unitThermo = meterFamily('thermometer-unit', 'thermometer', 'ir-thermometer', 'unit', '红外测温仪', [
  ['UT300S', '-32℃~400℃', 198, { 测温范围: '-32℃~400℃', 距离系数: '12:1' }], ['UT301C+', '-32℃~550℃', 298, { 测温范围: '-32℃~550℃', 距离系数: '12:1' }],
  ['UT303C+', '-32℃~1050℃', 498, { 测温范围: '-32℃~1050℃', 距离系数: '30:1' }], ['UTi260B', '热像仪 256×192', 2999, { 类型: '红外热像仪', 红外分辨率: '256×192', 测温范围: '-20℃~550℃' }],
], 0.5);

const mitutoyoCaliper = meterFamily('caliper-mitutoyo', 'caliper', 'caliper', 'mitutoyo', '卡尺', [
  ['500-196-30', '数显 0-150mm 0.01mm', 1580, { 类型: '数显卡尺（AOS）', 测量范围: '0-150mm', 分辨率: '0.01mm', 精度: '±0.02mm', 数据输出: '有' }],
  ['500-197-30', '数显 0-200mm 0.01mm', 1980, { 类型: '数显卡尺（AOS）', 测量范围: '0-200mm', 分辨率: '0.01mm', 精度: '±0.02mm', 数据输出: '有' }],
  ['500-182-30', '数显 0-150mm 无输出', 1280, { 类型: '数显卡尺', 测量范围: '0-150mm', 分辨率: '0.01mm', 精度: '±0.02mm', 数据输出: '无' }],
  ['500-753-20', '数显 0-150mm IP67', 2380, { 类型: '防冷却液数显卡尺', 测量范围: '0-150mm', 分辨率: '0.01mm', 防护等级: 'IP67' }],
  ['530-104', '游标 0-150mm 0.05mm', 380, { 类型: '游标卡尺', 测量范围: '0-150mm', 分度值: '0.05mm' }],
  ['530-312', '游标 0-150mm 0.02mm', 460, { 类型: '游标卡尺', 测量范围: '0-150mm', 分度值: '0.02mm' }],
  ['530-118', '游标 0-200mm 0.02mm', 620, { 类型: '游标卡尺', 测量范围: '0-200mm', 分度值: '0.02mm' }],
  ['530-119', '游标 0-300mm 0.02mm', 980, { 类型: '游标卡尺', 测量范围: '0-300mm', 分度值: '0.02mm' }],
  ['505-730', '带表 0-150mm 0.01mm', 880, { 类型: '带表卡尺', 测量范围: '0-150mm', 分度值: '0.01mm' }],
], 1.2, ['500-196-30'], TAX_GAUGE_TOOL, '把');

const mitutoyoMicrometer = meterFamily('micrometer-mitutoyo', 'micrometer', 'micrometer', 'mitutoyo', '外径千分尺', [
  ['103-137', '0-25mm 0.01mm', 420, { 类型: '机械外径千分尺', 测量范围: '0-25mm', 分度值: '0.01mm' }],
  ['103-138', '25-50mm 0.01mm', 480, { 类型: '机械外径千分尺', 测量范围: '25-50mm', 分度值: '0.01mm' }],
  ['103-139', '50-75mm 0.01mm', 580, { 类型: '机械外径千分尺', 测量范围: '50-75mm', 分度值: '0.01mm' }],
  ['103-140', '75-100mm 0.01mm', 680, { 类型: '机械外径千分尺', 测量范围: '75-100mm', 分度值: '0.01mm' }],
  ['293-240-30', '数显 0-25mm 0.001mm', 1580, { 类型: '数显外径千分尺', 测量范围: '0-25mm', 分辨率: '0.001mm', 防护等级: 'IP65' }],
  ['293-241-30', '数显 25-50mm 0.001mm', 1780, { 类型: '数显外径千分尺', 测量范围: '25-50mm', 分辨率: '0.001mm' }],
  ['293-242-30', '数显 50-75mm 0.001mm', 2080, { 类型: '数显外径千分尺', 测量范围: '50-75mm', 分辨率: '0.001mm' }],
  ['293-243-30', '数显 75-100mm 0.001mm', 2380, { 类型: '数显外径千分尺', 测量范围: '75-100mm', 分辨率: '0.001mm' }],
  ['2046S', '百分表 0-10mm 0.01mm', 480, { 类型: '百分表', 测量范围: '0-10mm', 分度值: '0.01mm' }],
  ['543-390B', '数显指示表 0-12.7mm', 1680, { 类型: '数显指示表', 测量范围: '0-12.7mm', 分辨率: '0.001mm' }],
  ['513-404-10E', '杠杆百分表 0.01mm', 980, { 类型: '杠杆百分表', 测量范围: '0.8mm', 分度值: '0.01mm' }],
], 1, [], TAX_GAUGE_TOOL, '把');

const WIKA_SERIES = [
  { code: '111.10.063', dial: 63, kind: '一般型压力表（黄铜机芯）', yuan: 85 },
  { code: '111.10.040', dial: 40, kind: '一般型压力表（黄铜机芯）', yuan: 68 },
  { code: '213.53.063', dial: 63, kind: '充液耐震压力表', yuan: 150 },
  { code: '213.53.100', dial: 100, kind: '充液耐震压力表', yuan: 220 },
  { code: '232.50.100', dial: 100, kind: '全不锈钢压力表', yuan: 480 },
  { code: '233.50.100', dial: 100, kind: '全不锈钢充液压力表', yuan: 560 },
] as const;

const wikaGauge = defineFamily({
  key: 'pressure-gauge-wika',
  category: 'pressure-gauge',
  image: 'pressure-gauge',
  tax: TAX_PRESSURE,
  unit: '只',
  weight: 1.2,
  brands: [{ brand: 'wika', codes: [''] }],
  dims: {
    series: WIKA_SERIES,
    range: ['0-1', '0-1.6', '0-2.5', '0-4', '0-6', '0-10', '0-16', '0-25', '0-40', '0-60', '0-100', '0-160', '0-250', '0-400'],
    connection: ['G1/4B', 'G1/2B', '1/4NPT'],
  },
  popular: { range: prefer(['0-10', '0-16', '0-25'], 3) },
  build({ series, range, connection }) {
    return {
      model: `${series.code} ${range}bar ${connection}`,
      title: '压力表',
      extra: `表盘${series.dial}mm ${series.kind}`,
      specs: { 类型: series.kind, 表盘直径: `${series.dial}mm`, 量程: `${range}bar`, 连接螺纹: connection, 安装方式: '径向底部安装', 精度等级: series.dial >= 100 ? '1.0级' : '1.6级' },
      yuan: series.yuan,
      weightG: series.dial >= 100 ? 600 : 180,
    };
  },
});

const shangyiGauge = defineFamily({
  key: 'pressure-gauge-shangyi',
  category: 'pressure-gauge',
  image: 'pressure-gauge',
  tax: TAX_PRESSURE,
  unit: '只',
  weight: 1.5,
  brands: [{ brand: 'shangyi', codes: ['Y-60', 'Y-100', 'Y-150', 'YN-60', 'YN-100', 'Y-100BF'] }],
  dims: {
    range: ['0-0.1', '0-0.16', '0-0.25', '0-0.4', '0-0.6', '0-1', '0-1.6', '0-2.5', '0-4', '0-6', '0-10', '0-16', '0-25', '0-40', '0-60'],
    connection: ['M20×1.5', 'M14×1.5', 'G1/4', 'G1/2'],
  },
  popular: { range: prefer(['0-1', '0-1.6', '0-2.5'], 3), connection: prefer(['M20×1.5'], 3) },
  featured: [{ brand: 'shangyi', code: 'Y-100', at: { range: '0-1.6', connection: 'M20×1.5' } }],
  build({ range, connection }, { code }) {
    const dial = Number(/\d+/.exec(code)![0]);
    const kind = code.startsWith('YN') ? '耐震压力表' : code.endsWith('BF') ? '不锈钢压力表' : '一般压力表';
    return {
      model: `${code} ${range}MPa ${connection}`,
      title: kind,
      extra: `表盘${dial}mm`,
      specs: { 类型: kind, 表盘直径: `${dial}mm`, 量程: `${range}MPa`, 连接螺纹: connection, 精度等级: dial >= 100 ? '1.6级' : '2.5级', 安装方式: '径向' },
      yuan: (dial >= 150 ? 68 : dial >= 100 ? 45 : 28) * (code.startsWith('YN') ? 1.6 : code.endsWith('BF') ? 3.2 : 1),
      weightG: dial >= 100 ? 450 : 150,
    };
  },
});

export const INSTRUMENT_FAMILIES: readonly Family[] = [
  flukeMultimeter, unitMultimeter, hiokiMultimeter, flukeClamp, unitClamp, hiokiClamp, flukeInsulation, unitInsulation, hiokiInsulation,
  flukeThermo, unitThermo, mitutoyoCaliper, mitutoyoMicrometer, wikaGauge, shangyiGauge,
];

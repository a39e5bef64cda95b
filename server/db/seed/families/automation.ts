// Industrial sensors, PLCs, HMIs, inverters and servo systems.
import { catalogueFamily, defineFamily, num, prefer, taxCode, type CatalogueItem, type Family } from './define.ts';

const TAX_SENSOR = taxCode('1090609010');
const TAX_CONTROLLER = taxCode('1090513010');
const TAX_DRIVE = taxCode('1090512020');

const item = (model: string, title: string, extra: string, specs: Record<string, string>, yuan: number, weightG = 400): CatalogueItem => ({ model, title, extra, specs, yuan, weightG });

const omronPhoto = defineFamily({
  key: 'photoelectric-omron',
  category: 'photoelectric',
  image: 'photo-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 2,
  brands: [{ brand: 'omron', codes: ['E3Z-'] }],
  dims: { type: ['D', 'T', 'R', 'LS', 'B'], output: ['61 2M', '61 5M', '62 2M', '66', '81 2M', '81 5M', '82 2M', '86'] },
  popular: { type: prefer(['D', 'R'], 3), output: prefer(['61 2M', '81 2M'], 4) },
  featured: [{ brand: 'omron', at: { type: 'D', output: '61 2M' } }],
  build({ type, output }, { code }) {
    const kinds: Record<string, string> = { D: '漫反射型', T: '对射型', R: '回归反射型', LS: '背景抑制型', B: '漫反射型（窄视角）' };
    const ranges: Record<string, string> = { D: '1m', T: '15m', R: '4m（使用E39-R1S）', LS: '20~200mm', B: '1m' };
    const pnp = output.startsWith('8');
    const connector = !output.includes(' ');
    return {
      model: `${code}${type}${output}`,
      title: '光电传感器',
      extra: `${kinds[type]} ${pnp ? 'PNP' : 'NPN'}`,
      specs: { 检测方式: kinds[type] ?? type, 检测距离: ranges[type] ?? '', 输出: `${pnp ? 'PNP' : 'NPN'}集电极开路`, 电源电压: 'DC12~24V', 连接方式: connector ? 'M8连接器' : `预接线 ${output.split(' ')[1]}`, 防护等级: 'IP67' },
      yuan: type === 'T' ? 560 : type === 'LS' ? 620 : 380,
      weightG: type === 'T' ? 130 : 65,
    };
  },
});

const autonicsPhoto = defineFamily({
  key: 'photoelectric-autonics',
  category: 'photoelectric',
  image: 'photo-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 1,
  brands: [{ brand: 'autonics', codes: [''] }],
  dims: { body: ['BJ100-DDT', 'BJ300-DDT', 'BJ3M-PDT', 'BJ10M-TDT', 'BJ15M-TDT', 'BR100-DDT', 'BR400-DDT', 'BR4M-TDT', 'BR3M-MDT', 'BYD30-DDT'], output: ['', '-P'] },
  build({ body, output }) {
    const kind = body.includes('TDT') ? '对射型' : body.includes('PDT') || body.includes('MDT') ? '回归反射型' : '漫反射型';
    const range = /(\d+)(M?)-/.exec(body);
    return {
      model: `${body}${output}`,
      title: '光电传感器',
      extra: `${kind} ${output ? 'PNP' : 'NPN'}`,
      specs: { 检测方式: kind, 检测距离: range ? `${range[1]}${range[2] ? 'm' : 'mm'}` : '', 输出: output ? 'PNP集电极开路' : 'NPN集电极开路', 电源电压: 'DC12~24V', 外形: body.startsWith('BJ') ? '小型方形' : body.startsWith('BR') ? '圆柱形 M18' : '超薄型' },
      yuan: kind === '对射型' ? 210 : 135,
      weightG: 70,
    };
  },
});

const keyencePhoto = defineFamily({
  key: 'photoelectric-keyence',
  category: 'photoelectric',
  image: 'photo-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 1,
  leadDays: [2, 5],
  brands: [{ brand: 'keyence', codes: ['PZ-G'] }],
  dims: { body: ['41', '42', '51', '52', '61', '62', '101', '102'], output: ['N', 'P', 'CN', 'CP'] },
  build({ body, output }, { code }) {
    const kind = body.startsWith('4') ? '回归反射型' : body.startsWith('5') ? '漫反射型' : body.startsWith('6') ? '限定反射型' : '对射型';
    return {
      model: `${code}${body}${output}`,
      title: '内置放大器光电传感器',
      extra: `${kind} ${output.endsWith('P') ? 'PNP' : 'NPN'}`,
      specs: { 检测方式: kind, 输出: output.endsWith('P') ? 'PNP' : 'NPN', 连接方式: output.startsWith('C') ? 'M8连接器' : '2m电缆', 光源: '红色LED', 防护等级: 'IP68G' },
      yuan: body.startsWith('10') ? 1180 : 760,
      weightG: 60,
    };
  },
});

const sickPhoto = catalogueFamily({
  key: 'photoelectric-sick',
  category: 'photoelectric',
  image: 'photo-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 0.6,
  leadDays: [2, 7],
  brand: 'sick',
  items: [
    item('WL12-3P2431', '光电传感器', '回归反射型 PNP', { 检测方式: '回归反射型（带偏振滤光）', 检测距离: '0~7m', 输出: 'PNP', 连接方式: 'M12 4针连接器' }, 680, 80),
    item('WTB12-3P2431', '光电传感器', '背景抑制型 PNP', { 检测方式: '背景抑制漫反射型', 检测距离: '20~350mm', 输出: 'PNP', 连接方式: 'M12 4针连接器' }, 820, 80),
    item('WSE12-3P2431', '光电传感器', '对射型 PNP', { 检测方式: '对射型（发射器+接收器）', 检测距离: '0~14m', 输出: 'PNP', 连接方式: 'M12 4针连接器' }, 1180, 160),
    item('WTB4-3P2161', '光电传感器', '小型背景抑制 PNP', { 检测方式: '背景抑制漫反射型', 检测距离: '4~180mm', 输出: 'PNP', 连接方式: '2m电缆' }, 560, 40),
    item('WL4-3P2230', '光电传感器', '小型回归反射 PNP', { 检测方式: '回归反射型', 检测距离: '0~3.5m', 输出: 'PNP', 连接方式: '2m电缆' }, 520, 40),
    item('GTB6-P1211', '光电传感器', 'G6系列 背景抑制', { 检测方式: '背景抑制漫反射型', 检测距离: '4~300mm', 输出: 'PNP', 连接方式: '2m电缆' }, 320, 40),
    item('GL6-P1111', '光电传感器', 'G6系列 回归反射', { 检测方式: '回归反射型', 检测距离: '0~4.5m', 输出: 'PNP', 连接方式: '2m电缆' }, 300, 40),
  ],
});

const sickProx = catalogueFamily({
  key: 'proximity-sick',
  category: 'proximity',
  image: 'proximity-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 0.5,
  leadDays: [2, 7],
  brand: 'sick',
  items: [
    item('IME12-04BPSZC0S', '电感式接近开关', 'M12 4mm PNP', { 外形尺寸: 'M12', 检测距离: '4mm', 安装方式: '屏蔽式', 输出: 'PNP 常开', 连接方式: 'M12连接器' }, 260, 40),
    item('IME18-08BPSZC0S', '电感式接近开关', 'M18 8mm PNP', { 外形尺寸: 'M18', 检测距离: '8mm', 安装方式: '屏蔽式', 输出: 'PNP 常开', 连接方式: 'M12连接器' }, 290, 60),
    item('IME30-15BPSZC0S', '电感式接近开关', 'M30 15mm PNP', { 外形尺寸: 'M30', 检测距离: '15mm', 安装方式: '屏蔽式', 输出: 'PNP 常开', 连接方式: 'M12连接器' }, 360, 120),
    item('IME12-08NPSZC0S', '电感式接近开关', 'M12 8mm PNP 非屏蔽', { 外形尺寸: 'M12', 检测距离: '8mm', 安装方式: '非屏蔽式', 输出: 'PNP 常开', 连接方式: 'M12连接器' }, 280, 40),
  ],
});

const omronProx = defineFamily({
  key: 'proximity-omron',
  category: 'proximity',
  image: 'proximity-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 2,
  brands: [{ brand: 'omron', codes: ['E2E-'] }],
  dims: {
    head: [
      { code: 'X1R5', size: 'M8', dist: 1.5 }, { code: 'X2M', size: 'M12', dist: 2 }, { code: 'X5M', size: 'M18', dist: 5 },
      { code: 'X10M', size: 'M30', dist: 10 }, { code: 'X3', size: 'M12', dist: 3 }, { code: 'X8M', size: 'M18', dist: 8 }, { code: 'X18M', size: 'M30', dist: 18 },
    ],
    output: ['E1', 'E2', 'B1', 'B2'],
    cable: ['2M', '5M'],
  },
  popular: { output: prefer(['E1'], 4), cable: prefer(['2M'], 4) },
  featured: [{ brand: 'omron', at: { head: 'X5M', output: 'E1', cable: '2M' } }],
  build({ head, output, cable }, { code }) {
    const pnp = output.startsWith('B');
    const nc = output.endsWith('2');
    return {
      model: `${code}${head.code}${output} ${cable}`,
      title: '电感式接近开关',
      extra: `${head.size} ${num(head.dist)}mm ${pnp ? 'PNP' : 'NPN'}${nc ? '常闭' : '常开'}`,
      specs: { 外形尺寸: head.size, 检测距离: `${num(head.dist)}mm`, 安装方式: head.code.endsWith('M') || head.code === 'X1R5' ? '屏蔽式（齐平安装）' : '非屏蔽式', 输出: `DC三线 ${pnp ? 'PNP' : 'NPN'} ${nc ? '常闭' : '常开'}`, 电源电压: 'DC12~24V', 电缆长度: cable.replace('M', '米') },
      yuan: 160 + head.dist * 9 + (cable === '5M' ? 35 : 0),
      weightG: 50 + head.dist * 8,
    };
  },
});

const autonicsProx = defineFamily({
  key: 'proximity-autonics',
  category: 'proximity',
  image: 'proximity-sensor',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'autonics', codes: [''] }],
  dims: {
    head: [
      { code: 'PR12-2', size: 'M12', dist: 2 }, { code: 'PR12-4', size: 'M12', dist: 4 }, { code: 'PR18-5', size: 'M18', dist: 5 },
      { code: 'PR18-8', size: 'M18', dist: 8 }, { code: 'PR30-10', size: 'M30', dist: 10 }, { code: 'PR30-15', size: 'M30', dist: 15 },
      { code: 'PRS12-4', size: 'M12', dist: 4 }, { code: 'PRS18-5', size: 'M18', dist: 5 }, { code: 'PRL12-4', size: 'M12', dist: 4 },
    ],
    output: ['DN', 'DP', 'DN2', 'DP2'],
  },
  featured: [{ brand: 'autonics', at: { head: 'PR18-8', output: 'DN' } }],
  build({ head, output }) {
    const pnp = output.includes('P');
    const nc = output.endsWith('2');
    return {
      model: `${head.code}${output}`,
      title: '电感式接近开关',
      extra: `${head.size} ${head.dist}mm ${pnp ? 'PNP' : 'NPN'}${nc ? '常闭' : '常开'}`,
      specs: { 外形尺寸: head.size, 检测距离: `${head.dist}mm`, 输出: `DC三线 ${pnp ? 'PNP' : 'NPN'} ${nc ? '常闭' : '常开'}`, 电源电压: 'DC12~24V', 外壳: head.code.startsWith('PRS') ? '短筒型' : head.code.startsWith('PRL') ? '长筒型' : '标准型' },
      yuan: 58 + head.dist * 4,
      weightG: 45 + head.dist * 6,
    };
  },
});

const omronEncoder = defineFamily({
  key: 'encoder-omron',
  category: 'encoder',
  image: 'encoder',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 1.5,
  brands: [{ brand: 'omron', codes: ['E6B2-'] }],
  dims: { output: ['CWZ6C', 'CWZ5B', 'CWZ3E', 'CWZ1X'], resolution: [10, 20, 30, 40, 50, 60, 100, 200, 300, 360, 400, 500, 600, 720, 800, 1000, 1024, 1200, 1500, 1800, 2000] },
  popular: { resolution: prefer([100, 360, 500, 600, 1000, 1024], 5) },
  featured: [{ brand: 'omron', at: { output: 'CWZ6C', resolution: 1000 } }],
  build({ output, resolution }, { code }) {
    const outputs: Record<string, string> = { CWZ6C: 'NPN集电极开路', CWZ5B: 'PNP集电极开路', CWZ3E: '电压输出', CWZ1X: '线性驱动输出' };
    return {
      model: `${code}${output} ${resolution}P/R 2M`,
      title: '增量型旋转编码器',
      extra: outputs[output],
      specs: { 分辨率: `${resolution}脉冲/转`, 输出方式: outputs[output] ?? output, 输出相: 'A、B、Z相', 外径: 'Φ40mm', 轴径: 'Φ6mm', 电源电压: output === 'CWZ1X' ? 'DC5V' : 'DC5~24V', 电缆: '2米' },
      yuan: 520 + (resolution > 1000 ? 120 : 0) + (output === 'CWZ1X' ? 150 : 0),
      weightG: 100,
    };
  },
});

const autonicsEncoder = defineFamily({
  key: 'encoder-autonics',
  category: 'encoder',
  image: 'encoder',
  tax: TAX_SENSOR,
  unit: '个',
  weight: 1,
  brands: [{ brand: 'autonics', codes: ['E40S6-'] }],
  dims: { resolution: [100, 200, 360, 500, 600, 1000, 1024, 1200, 2000, 2500], output: ['3-T-24', '3-N-24', '6-L-5', '3-V-24'] },
  build({ resolution, output }, { code }) {
    const outputs: Record<string, string> = { '3-T-24': '推挽输出', '3-N-24': 'NPN集电极开路', '6-L-5': '线驱动输出', '3-V-24': '电压输出' };
    return {
      model: `${code}${resolution}-${output}`,
      title: '增量型旋转编码器',
      extra: `${resolution}P/R ${outputs[output]}`,
      specs: { 分辨率: `${resolution}脉冲/转`, 输出方式: outputs[output] ?? output, 外径: 'Φ40mm', 轴径: 'Φ6mm', 电源电压: output.endsWith('-5') ? 'DC5V' : 'DC12~24V' },
      yuan: 260 + (resolution > 1000 ? 60 : 0),
      weightG: 95,
    };
  },
});


const S7_1200 = [
  ['6ES7211-1AE40-0XB0', 'CPU 1211C', 'DC/DC/DC', 6, 4, 1680], ['6ES7211-1BE40-0XB0', 'CPU 1211C', 'AC/DC/RLY', 6, 4, 1720],
  ['6ES7212-1AE40-0XB0', 'CPU 1212C', 'DC/DC/DC', 8, 6, 2150], ['6ES7212-1BE40-0XB0', 'CPU 1212C', 'AC/DC/RLY', 8, 6, 2200],
  ['6ES7214-1AG40-0XB0', 'CPU 1214C', 'DC/DC/DC', 14, 10, 2980], ['6ES7214-1BG40-0XB0', 'CPU 1214C', 'AC/DC/RLY', 14, 10, 3050],
  ['6ES7214-1HG40-0XB0', 'CPU 1214C', 'DC/DC/RLY', 14, 10, 3050], ['6ES7215-1AG40-0XB0', 'CPU 1215C', 'DC/DC/DC', 14, 10, 4380],
  ['6ES7217-1AG40-0XB0', 'CPU 1217C', 'DC/DC/DC', 14, 10, 5860],
  ['6ES7288-1SR20-0AA1', 'S7-200 SMART CPU SR20', 'AC/DC/RLY', 12, 8, 1180], ['6ES7288-1ST20-0AA1', 'S7-200 SMART CPU ST20', 'DC/DC/DC', 12, 8, 1180],
  ['6ES7288-1SR40-0AA1', 'S7-200 SMART CPU SR40', 'AC/DC/RLY', 24, 16, 1650], ['6ES7288-1ST40-0AA1', 'S7-200 SMART CPU ST40', 'DC/DC/DC', 24, 16, 1650],
  ['6ES7288-1SR60-0AA1', 'S7-200 SMART CPU SR60', 'AC/DC/RLY', 36, 24, 2250], ['6ES7288-1ST60-0AA1', 'S7-200 SMART CPU ST60', 'DC/DC/DC', 36, 24, 2250],
  ['6ES7288-1CR40-0AA1', 'S7-200 SMART CPU CR40', 'AC/DC/RLY', 24, 16, 1150],
] as const;
const S7_MODULES = [
  ['6ES7221-1BF32-0XB0', 'SM 1221 数字量输入模块', 'DI 8×24VDC', 720], ['6ES7221-1BH32-0XB0', 'SM 1221 数字量输入模块', 'DI 16×24VDC', 1150],
  ['6ES7222-1BF32-0XB0', 'SM 1222 数字量输出模块', 'DQ 8×24VDC', 820], ['6ES7222-1HF32-0XB0', 'SM 1222 数字量输出模块', 'DQ 8×继电器', 820],
  ['6ES7223-1BL32-0XB0', 'SM 1223 数字量输入输出模块', 'DI 16/DQ 16×24VDC', 1980], ['6ES7223-1PL32-0XB0', 'SM 1223 数字量输入输出模块', 'DI 16/DQ 16×继电器', 1980],
  ['6ES7231-4HD32-0XB0', 'SM 1231 模拟量输入模块', 'AI 4×13位', 1580], ['6ES7232-4HD32-0XB0', 'SM 1232 模拟量输出模块', 'AQ 4×14位', 2280],
  ['6ES7241-1AH32-0XB0', 'CM 1241 通信模块', 'RS232', 1380], ['6ES7288-2DE08-0AA0', 'EM DE08 数字量输入扩展模块', 'DI 8×24VDC', 450],
  ['6ES7288-3AE04-0AA0', 'EM AE04 模拟量输入扩展模块', 'AI 4', 1080],
] as const;

const siemensPlc = catalogueFamily({
  key: 'plc-siemens',
  category: 'plc',
  image: 'plc',
  tax: TAX_CONTROLLER,
  unit: '台',
  weight: 1.5,
  brand: 'siemens',
  items: [
    ...S7_1200.map(([model, cpu, power, di, dq, yuan]) =>
      item(model, 'PLC可编程控制器', `${cpu} ${power}`, { 型号: cpu, 电源及输入输出: power, 数字量输入: `${di}点`, 数字量输出: `${dq}点`, 通信接口: 'PROFINET以太网口', 编程软件: cpu.includes('SMART') ? 'STEP 7-Micro/WIN SMART' : 'TIA Portal' }, yuan, 420),
    ),
    ...S7_MODULES.map(([model, title, io, yuan]) => item(model, title, io, { 规格: io, 适用: model.startsWith('6ES7288') ? 'S7-200 SMART' : 'S7-1200' }, yuan, 180)),
  ],
  featured: ['6ES7214-1AG40-0XB0', '6ES7288-1SR40-0AA1'],
});

const mitsubishiPlc = defineFamily({
  key: 'plc-mitsubishi',
  category: 'plc',
  image: 'plc',
  tax: TAX_CONTROLLER,
  unit: '台',
  weight: 1,
  brands: [{ brand: 'mitsubishi', codes: [''] }],
  dims: {
    body: ['FX3U-16M', 'FX3U-32M', 'FX3U-48M', 'FX3U-64M', 'FX3U-80M', 'FX3U-128M', 'FX5U-32M', 'FX5U-64M', 'FX5U-80M', 'FX3G-14M', 'FX3G-24M', 'FX3G-40M', 'FX3G-60M', 'FX3S-10M', 'FX3S-20M', 'FX3S-30M'],
    output: ['R', 'T'],
  },
  featured: [{ brand: 'mitsubishi', at: { body: 'FX3U-48M', output: 'R' } }],
  build({ body, output }) {
    const series = body.slice(0, 4);
    const points = Number(body.split('-')[1]!.replace('M', ''));
    const suffix = series === 'FX5U' || series === 'FX3S' ? '/ES' : '/ES-A';
    return {
      model: `${body}${output}${suffix}`,
      title: 'PLC可编程控制器',
      extra: `${series} ${points}点 ${output === 'R' ? '继电器输出' : '晶体管输出'}`,
      specs: { 系列: series, 'I/O点数': `${points}点（输入${points / 2}/输出${points / 2}）`, 输出类型: output === 'R' ? '继电器' : '晶体管（漏型）', 电源: 'AC100~240V', 编程软件: series === 'FX5U' ? 'GX Works3' : 'GX Works2' },
      yuan: (series === 'FX5U' ? 2600 : series === 'FX3U' ? 1900 : series === 'FX3G' ? 1300 : 800) + points * 22,
      weightG: 400 + points * 8,
    };
  },
});

const omronPlc = defineFamily({
  key: 'plc-omron',
  category: 'plc',
  image: 'plc',
  tax: TAX_CONTROLLER,
  unit: '台',
  weight: 0.8,
  brands: [{ brand: 'omron', codes: ['CP1E-'] }],
  dims: { series: ['E', 'N'], points: [14, 20, 30, 40, 60], type: ['DR-A', 'DT-D', 'DT1-D', 'DR-D'] },
  build({ series, points, type }, { code }) {
    return {
      model: `${code}${series}${points}${type}`,
      title: 'PLC可编程控制器',
      extra: `CP1E ${points}点`,
      specs: { 系列: `CP1E ${series === 'N' ? '应用型' : '基本型'}`, 'I/O点数': `${points}点`, 输出类型: type.startsWith('DR') ? '继电器' : type.startsWith('DT1') ? '晶体管（源型）' : '晶体管（漏型）', 电源: type.endsWith('A') ? 'AC100~240V' : 'DC24V' },
      yuan: (series === 'N' ? 1100 : 780) + points * 18,
      weightG: 350 + points * 7,
    };
  },
});

const schneiderPlc = catalogueFamily({
  key: 'plc-schneider',
  category: 'plc',
  image: 'plc',
  tax: TAX_CONTROLLER,
  unit: '台',
  weight: 0.5,
  brand: 'schneider',
  items: [
    ['TM221CE16R', 16, '继电器', true, 1580], ['TM221CE16T', 16, '晶体管', true, 1580], ['TM221CE24R', 24, '继电器', true, 1950],
    ['TM221CE24T', 24, '晶体管', true, 1950], ['TM221CE40R', 40, '继电器', true, 2580], ['TM221CE40T', 40, '晶体管', true, 2580],
    ['TM221C16R', 16, '继电器', false, 1260], ['TM221C24R', 24, '继电器', false, 1560], ['TM221C40R', 40, '继电器', false, 2080],
  ].map(([model, points, out, eth, yuan]) =>
    item(String(model), 'PLC可编程控制器', `M221 ${points}点`, { 系列: 'Modicon M221', 'I/O点数': `${points}点`, 输出类型: String(out), 以太网口: eth ? '有' : '无', 编程软件: 'EcoStruxure Machine Expert - Basic' }, Number(yuan), 350),
  ),
});

const hmiItems: CatalogueItem[] = [
  item('6AV2123-2DB03-0AX0', '精简系列面板', 'KTP400 Basic 4.3英寸', { 型号: 'KTP400 Basic', 尺寸: '4.3英寸', 分辨率: '480×272', 接口: 'PROFINET' }, 2650, 700),
  item('6AV2123-2GB03-0AX0', '精简系列面板', 'KTP700 Basic 7英寸', { 型号: 'KTP700 Basic', 尺寸: '7英寸', 分辨率: '800×480', 接口: 'PROFINET' }, 4280, 1100),
  item('6AV2123-2JB03-0AX0', '精简系列面板', 'KTP900 Basic 9英寸', { 型号: 'KTP900 Basic', 尺寸: '9英寸', 分辨率: '800×480', 接口: 'PROFINET' }, 5980, 1300),
  item('6AV2123-2MB03-0AX0', '精简系列面板', 'KTP1200 Basic 12英寸', { 型号: 'KTP1200 Basic', 尺寸: '12英寸', 分辨率: '1280×800', 接口: 'PROFINET' }, 8650, 2800),
  item('6AV6648-0CC11-3AX0', 'SMART LINE 触摸屏', 'Smart 700 IE V3', { 型号: 'Smart 700 IE V3', 尺寸: '7英寸', 分辨率: '800×480', 接口: '以太网+RS422/485' }, 1650, 1000),
  item('6AV6648-0CE11-3AX0', 'SMART LINE 触摸屏', 'Smart 1000 IE V3', { 型号: 'Smart 1000 IE V3', 尺寸: '10.1英寸', 分辨率: '1024×600', 接口: '以太网+RS422/485' }, 2980, 1500),
];
const siemensHmi = catalogueFamily({ key: 'hmi-siemens', category: 'hmi', image: 'hmi', tax: TAX_CONTROLLER, unit: '台', weight: 0.8, brand: 'siemens', items: hmiItems, featured: ['6AV2123-2GB03-0AX0'] });

const weintekHmi = catalogueFamily({
  key: 'hmi-weintek',
  category: 'hmi',
  image: 'hmi',
  tax: TAX_CONTROLLER,
  unit: '台',
  weight: 0.8,
  brand: 'weintek',
  items: [
    ['TK6070iP', '7', '800×480', 980], ['TK6071iP', '7', '800×480', 1050], ['MT8071iE', '7', '800×480', 1580], ['TK8072iP', '7', '800×480', 1280],
    ['MT8101iE', '10.1', '1024×600', 2380], ['MT8102iE', '10.1', '1024×600', 2450], ['MT8121iE', '12.1', '1024×768', 3980], ['cMT3072XH', '7', '1024×600', 2680],
    ['cMT2108X2', '10.1', '1024×600', 2980],
  ].map(([model, size, res, yuan]) =>
    item(String(model), '触摸屏', `${size}英寸`, { 尺寸: `${size}英寸`, 分辨率: String(res), 组态软件: String(model).startsWith('cMT') ? 'EasyBuilder Pro（cMT）' : 'EasyBuilder Pro', 电源: 'DC24V' }, Number(yuan), 800),
  ),
});

const V20_POWERS = [
  ['13-7', 0.37], ['15-5', 0.55], ['17-5', 0.75], ['21-1', 1.1], ['21-5', 1.5], ['22-2', 2.2], ['23-0', 3],
  ['24-0', 4], ['25-5', 5.5], ['27-5', 7.5], ['31-1', 11], ['31-5', 15],
] as const;

function inverterItem(model: string, series: string, kw: number, volts: string, base: number, perKw: number): CatalogueItem {
  return item(model, '变频器', `${series} ${num(kw)}kW ${volts}`, { 系列: series, 适配电机功率: `${num(kw)}kW`, 输入电压: volts, 控制方式: 'V/F控制、无速度传感器矢量控制', 防护等级: 'IP20' }, base + kw * perKw, Math.round(1200 + kw * 350));
}

const siemensInverter = catalogueFamily({
  key: 'inverter-siemens',
  category: 'inverter',
  image: 'inverter',
  tax: TAX_DRIVE,
  unit: '台',
  weight: 1,
  brand: 'siemens',
  items: V20_POWERS.flatMap(([code, kw]) => [
    inverterItem(`6SL3210-5BE${code}UV0`, 'SINAMICS V20', kw, '三相AC380V', 1250, 520),
    inverterItem(`6SL3210-5BE${code}CV0`, 'SINAMICS V20（内置C3滤波器）', kw, '三相AC380V', 1420, 540),
  ]),
  featured: ['6SL3210-5BE17-5UV0'],
});

const MITSU_SERIES = [
  ['FR-D720S', [0.1, 0.2, 0.4, 0.75, 1.5, 2.2], '单相AC220V', 980, 480],
  ['FR-D740', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5], '三相AC380V', 1280, 520],
  ['FR-E740', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15], '三相AC380V', 1580, 560],
  ['FR-E840', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22], '三相AC380V', 1880, 600],
  ['FR-A840', [0.4, 0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45, 55], '三相AC380V', 3680, 780],
  ['FR-F840', [0.75, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45, 55], '三相AC380V', 3180, 620],
] as const;

const mitsubishiInverter = catalogueFamily({
  key: 'inverter-mitsubishi',
  category: 'inverter',
  image: 'inverter',
  tax: TAX_DRIVE,
  unit: '台',
  weight: 1,
  brand: 'mitsubishi',
  items: MITSU_SERIES.flatMap(([series, kws, volts, base, perKw]) =>
    kws.map((kw) => inverterItem(`${series}-${num(kw)}K-CHT`, series, kw, volts, base, perKw)),
  ),
});

const ATV320 = [['U04', 0.37], ['U07', 0.75], ['U15', 1.5], ['U22', 2.2], ['U30', 3], ['U40', 4], ['U55', 5.5], ['U75', 7.5], ['D11', 11], ['D15', 15]] as const;
const ATV310_CODES: Record<string, string> = { U04: '037', U07: '075' };
const schneiderInverter = catalogueFamily({
  key: 'inverter-schneider',
  category: 'inverter',
  image: 'inverter',
  tax: TAX_DRIVE,
  unit: '台',
  weight: 1,
  brand: 'schneider',
  items: ATV320.flatMap(([code, kw]) => [
    inverterItem(`ATV320${code}N4C`, 'Altivar Machine ATV320 紧凑型', kw, '三相AC380~500V', 1650, 560),
    inverterItem(`ATV320${code}N4B`, 'Altivar Machine ATV320 书本型', kw, '三相AC380~500V', 1780, 580),
    inverterItem(`ATV310H${ATV310_CODES[code] ?? code}N4E`, 'Easy Altivar 310', kw, '三相AC380~460V', 980, 420),
  ]),
});

const ACS = [
  ['02A7', '02A4', 0.75], ['03A4', '03A3', 1.1], ['04A1', '04A1', 1.5], ['05A7', '05A6', 2.2], ['07A3', '07A3', 3], ['09A5', '08A8', 4],
  ['12A7', '12A5', 5.5], ['018A', '15A6', 7.5], ['026A', '23A1', 11], ['033A', '31A0', 15], ['039A', '38A0', 18.5], ['046A', '44A0', 22],
] as const;
const abbInverter = catalogueFamily({
  key: 'inverter-abb',
  category: 'inverter',
  image: 'inverter',
  tax: TAX_DRIVE,
  unit: '台',
  weight: 0.8,
  brand: 'abb',
  items: ACS.flatMap(([acs580, acs355, kw]) => [
    inverterItem(`ACS580-01-${acs580}-4`, 'ACS580 通用变频器', kw, '三相AC380~480V', 2800, 650),
    inverterItem(`ACS355-03E-${acs355}-4`, 'ACS355 机械型变频器', kw, '三相AC380~480V', 1900, 520),
  ]),
});

const SERVO_ITEMS: CatalogueItem[] = [
  ...([['10', 0.1], ['20', 0.2], ['40', 0.4], ['70', 0.75], ['100', 1], ['200', 2]] as const).flatMap(([code, kw]) => [
    item(`MR-JE-${code}A`, '伺服驱动器', `MR-JE ${num(kw)}kW`, { 系列: 'MELSERVO-JE', 额定输出: `${num(kw)}kW`, 控制方式: '位置/速度/转矩', 电源: kw <= 0.4 ? '单相/三相AC200V' : '三相AC200V' }, 1500 + kw * 1600, 900),
    item(`MR-J4-${code}A`, '伺服驱动器', `MR-J4 ${num(kw)}kW`, { 系列: 'MELSERVO-J4', 额定输出: `${num(kw)}kW`, 控制方式: '位置/速度/转矩', 编码器: '22位绝对值' }, 2600 + kw * 2400, 1000),
  ]),
  ...([['13', 0.1], ['23', 0.2], ['43', 0.4], ['73', 0.75]] as const).map(([code, kw]) =>
    item(`HG-KN${code}J-S100`, '伺服电机', `${num(kw)}kW 低惯量`, { 系列: 'HG-KN', 额定输出: `${num(kw)}kW`, 额定转速: '3000 r/min', 编码器: '22位绝对值' }, 1200 + kw * 2000, 800 + kw * 3000),
  ),
  ...([['52', 0.5], ['102', 1], ['152', 1.5], ['202', 2]] as const).map(([code, kw]) =>
    item(`HG-SN${code}J-S100`, '伺服电机', `${num(kw)}kW 中惯量`, { 系列: 'HG-SN', 额定输出: `${num(kw)}kW`, 额定转速: '2000 r/min', 编码器: '22位绝对值' }, 2600 + kw * 2200, 4000 + kw * 3000),
  ),
];
const mitsubishiServo = catalogueFamily({ key: 'servo-mitsubishi', category: 'servo', image: 'servo', tax: TAX_DRIVE, unit: '台', weight: 1, leadDays: [2, 10], brand: 'mitsubishi', items: SERVO_ITEMS });

const panasonicServo = catalogueFamily({
  key: 'servo-panasonic',
  category: 'servo',
  image: 'servo',
  tax: TAX_DRIVE,
  unit: '台',
  weight: 0.8,
  leadDays: [2, 10],
  brand: 'panasonic',
  items: [
    ...([['MADLN05SE', 0.1], ['MADLN15SE', 0.2], ['MBDLN25SE', 0.4], ['MCDLN35SE', 0.75]] as const).map(([model, kw]) =>
      item(model, '伺服驱动器', `MINAS A6 ${num(kw)}kW`, { 系列: 'MINAS A6SE', 适配电机: `${num(kw)}kW`, 控制方式: '位置控制', 电源: '单相/三相AC200V' }, 1300 + kw * 1500, 800),
    ),
    ...([['MSMF012L1U2M', 0.1], ['MSMF022L1U2M', 0.2], ['MSMF042L1U2M', 0.4], ['MSMF082L1U2M', 0.75]] as const).map(([model, kw]) =>
      item(model, '伺服电机', `MINAS A6 ${num(kw)}kW`, { 系列: 'MSMF 低惯量', 额定输出: `${num(kw)}kW`, 额定转速: '3000 r/min', 编码器: '23位绝对值' }, 1100 + kw * 1800, 600 + kw * 3000),
    ),
  ],
});

export const AUTOMATION_FAMILIES: readonly Family[] = [
  omronPhoto, autonicsPhoto, keyencePhoto, sickPhoto, omronProx, autonicsProx, sickProx, omronEncoder, autonicsEncoder,
  siemensPlc, mitsubishiPlc, omronPlc, schneiderPlc, siemensHmi, weintekHmi,
  siemensInverter, mitsubishiInverter, schneiderInverter, abbInverter, mitsubishiServo, panasonicServo,
];

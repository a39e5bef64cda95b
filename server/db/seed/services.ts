// Service and testing items (服务与检测, issue 18: calibration, inspection, on-site maintenance,
// docs/api/services.md) and the points-mall gifts.
import type { SERVICE_CATEGORIES } from '../../../domain/services/service-rules.ts';

export interface ServiceItemSeed {
  name: string;
  category: (typeof SERVICE_CATEGORIES)[number];
  serviceType: 1 | 2 | 3 | 4;
  cnas: boolean;
  deliveryMode: 1 | 2 | 3;
  summary: string;
  scope: string;
  deliverables: readonly string[];
  content: string;
  priceFen: number | null;
  unit: string | null;
  leadDays: number;
  turnaroundDays: number;
  regionCodes: readonly string[];
  imageUrl: string;
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');

/** Provinces (GB/T 2260 codes) our own laboratories and engineers reach. */
const MAINLAND = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000', '320000', '330000', '340000', '350000', '360000', '370000',
  '410000', '420000', '430000', '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000', '620000', '630000', '640000', '650000',
] as const;
/** 上海、江苏、浙江、安徽: the Shanghai and Suzhou teams. */
const YANGTZE_DELTA = ['310000', '320000', '330000', '340000'] as const;
/** The delta plus 北京、天津、河北、山东、广东、湖北、四川: the cities with a service station. */
const STATIONS = [...YANGTZE_DELTA, '110000', '120000', '130000', '370000', '440000', '420000', '510000'] as const;

const SERVICE_ITEM_SEEDS: readonly ServiceItemSeed[] = [
  {
    name: '压力表检定（JJG 52）', category: '仪器校准', serviceType: 1, cnas: false, deliveryMode: 2, unit: '块', priceFen: 4500, leadDays: 2, turnaroundDays: 5,
    regionCodes: MAINLAND, imageUrl: '/files/goods/pressure-gauge.svg?v=1',
    summary: '一般压力表、精密压力表、电接点压力表的法定计量检定，出具检定证书或检定结果通知书。',
    scope: '测量范围 -0.1～60 MPa，准确度等级 0.25～4 级，表盘直径 40～250 mm',
    deliverables: ['检定证书（合格）或检定结果通知书（不合格），注明依据 JJG 52-2013', '量值溯源至社会公用计量标准', '检定合格标签，贴于表壳'],
    content: html('<h3>适用对象</h3>', '<ul><li>锅炉、压力容器、压力管道上安装的安全附件压力表（属强制检定）</li><li>液压站、空压机、气源处理单元的现场压力表</li></ul>', '<h3>服务流程</h3>', '<ol><li>在线预约并填写压力表清单（厂家、型号、出厂编号、量程）</li><li>按约定日期寄送或由物流上门取件</li><li>实验室检定并出具证书</li><li>原包装寄回，电子证书同步上传至订单</li></ol>', '检定周期一般不超过半年，到期前系统会提醒您复检。'),
  },
  {
    name: '压力表校准（CNAS）', category: '仪器校准', serviceType: 2, cnas: true, deliveryMode: 3, unit: '块', priceFen: 8000, leadDays: 3, turnaroundDays: 5,
    regionCodes: STATIONS, imageUrl: '/files/goods/pressure-gauge.svg?v=4',
    summary: '依据 JJF 1869 / JJG 52 进行校准，出具带 CNAS 认可标识的校准证书，给出示值误差与测量不确定度。',
    scope: '测量范围 -0.1～100 MPa，含数字压力表、压力变送器（4～20 mA 输出）',
    deliverables: ['带 CNAS 标识的校准证书（含校准数据、测量不确定度）', '量值溯源至国家计量基准', '校准标签'],
    content: html('<h3>检定与校准的区别</h3>', '检定是法定计量行为，结论为合格或不合格；校准给出实际的示值误差和测量不确定度，由使用单位根据自身要求判定是否可用，适用于 IATF 16949、ISO 9001 等体系审核。', '<h3>服务方式</h3>', '服务站所在城市可上门现场校准（10 块起），其他地区请寄送至实验室。'),
  },
  {
    name: '数字万用表校准（CNAS）', category: '仪器校准', serviceType: 2, cnas: true, deliveryMode: 2, unit: '台', priceFen: 22000, leadDays: 2, turnaroundDays: 7,
    regionCodes: MAINLAND, imageUrl: '/files/goods/multimeter.svg?v=2',
    summary: '手持式与台式数字万用表的直流/交流电压、电流、电阻、频率等功能全量程校准。',
    scope: '3½～6½ 位数字多用表，电压至 1000 V，电流至 10 A，电阻至 100 MΩ',
    deliverables: ['带 CNAS 标识的校准证书（每个功能与量程的示值误差及不确定度）', '超差项目的调整建议', '校准标签'],
    content: html('<h3>校准项目</h3>', '<ul><li>直流电压、交流电压（45 Hz～1 kHz）</li><li>直流电流、交流电流</li><li>电阻、通断、二极管</li><li>频率、电容（仪表具备时）</li></ul>', '依据 JJF 1587-2016，使用 Fluke 5522A 多功能校准器，量值溯源至中国计量科学研究院。'),
  },
  {
    name: '扭力扳手校准', category: '仪器校准', serviceType: 2, cnas: true, deliveryMode: 3, unit: '把', priceFen: 12000, leadDays: 3, turnaroundDays: 5,
    regionCodes: STATIONS, imageUrl: '/files/goods/wrench.svg?v=3',
    summary: '预置式、指针式、数显式扭力扳手与扭力螺丝刀的扭矩示值校准，适用于装配线扭矩管控。',
    scope: '0.5～2000 N·m，依据 JJG 707-2014 / ISO 6789-2',
    deliverables: ['校准证书（20%、60%、100% 三点，各 5 次，示值误差与重复性）', 'CNAS 认可标识', '超差扳手可按需调整后复校'],
    content: html('<h3>为什么要定期校准</h3>', '扭力扳手随使用次数增加会出现弹簧疲劳，ISO 6789 建议每 5000 次或每 12 个月校准一次。', '<h3>服务方式</h3>', '服务站所在城市可上门校准（20 把起），其他地区请寄送。'),
  },
  {
    name: '游标卡尺 / 千分尺检定', category: '仪器校准', serviceType: 1, cnas: false, deliveryMode: 2, unit: '把', priceFen: 3000, leadDays: 2, turnaroundDays: 5,
    regionCodes: MAINLAND, imageUrl: '/files/goods/caliper.svg?v=0',
    summary: '游标、带表、数显卡尺及外径千分尺的检定，出具检定证书。',
    scope: '卡尺 0～1000 mm，千分尺 0～300 mm，依据 JJG 30-2012、JJG 21-2008',
    deliverables: ['检定证书或检定结果通知书', '示值误差、测量面平面度与平行度数据', '检定合格标签'],
    content: html('<h3>检定项目</h3>', '<ul><li>外观与相互作用</li><li>测量面的平面度、平行度</li><li>示值误差（量块比对）</li><li>数显卡尺的零值误差与示值变动</li></ul>'),
  },
  {
    name: '温度仪表校准（热电偶 / 热电阻 / 温控仪）', category: '仪器校准', serviceType: 2, cnas: true, deliveryMode: 3, unit: '支', priceFen: 18000, leadDays: 3, turnaroundDays: 7,
    regionCodes: YANGTZE_DELTA, imageUrl: '/files/goods/ir-thermometer.svg?v=5',
    summary: '工业热电偶、热电阻、温度变送器、温控仪表及红外测温仪的校准，可现场校准整条测温回路。',
    scope: '-40～1200 ℃，依据 JJF 1637、JJG 229、JJF 1171',
    deliverables: ['带 CNAS 标识的校准证书（各校准点的修正值与不确定度）', '现场回路校准记录（上门服务时）'],
    content: html('<h3>校准方式</h3>', '<ul><li>送检：恒温槽、管式炉比较法校准</li><li>上门：干体炉现场校准传感器，过程校验仪校准温控仪表与变送器</li></ul>', '上门服务目前覆盖上海、江苏、浙江、安徽。'),
  },
  {
    name: '起重设备定期检验（桥门式起重机、电动葫芦）', category: '设备检测', serviceType: 3, cnas: false, deliveryMode: 1, unit: null, priceFen: null, leadDays: 7, turnaroundDays: 10,
    regionCodes: STATIONS, imageUrl: '/files/goods/chain-hoist.svg?v=2',
    summary: '依据 TSG Q7015 对在用起重机械进行定期检验，由具备特种设备检验资质的合作机构出具检验报告。',
    scope: '桥式、门式起重机，电动葫芦，悬臂吊；额定起重量 0.5～200 t',
    deliverables: ['起重机械定期检验报告', '检验合格标志（用于特种设备使用登记）', '问题整改通知与复检'],
    content: html('<h3>检验项目</h3>', '<ul><li>技术资料与使用登记核查</li><li>主要受力结构件、司机室与防护设施</li><li>制动器、钢丝绳、吊钩、限位与安全保护装置</li><li>空载、额载试验</li></ul>', '费用与设备台数、起重量、是否需要配重有关，提交设备清单后报价。'),
  },
  {
    name: '压力容器定期检验协助', category: '设备检测', serviceType: 3, cnas: false, deliveryMode: 1, unit: null, priceFen: null, leadDays: 10, turnaroundDays: 15,
    regionCodes: YANGTZE_DELTA, imageUrl: '/files/goods/frl.svg?v=6',
    summary: '储气罐、换热器等固定式压力容器的定期检验申报、检验前准备与安全附件（安全阀、压力表）校验一站式服务。',
    scope: '固定式压力容器（TSG 21），含安全阀离线校验与压力表检定',
    deliverables: ['特种设备检验机构出具的定期检验报告', '安全阀校验报告', '压力表检定证书'],
    content: html('<h3>服务内容</h3>', '<ul><li>检验申报与资料准备</li><li>容器内部清理、打磨、脚手架搭设配合</li><li>安全附件拆装与校验</li></ul>', '检验结论由当地特种设备检验机构出具；我们负责协调与配合工作。按设备数量与现场条件报价。'),
  },
  {
    name: '电气安全检测', category: '设备检测', serviceType: 3, cnas: true, deliveryMode: 1, unit: '次', priceFen: 320000, leadDays: 5, turnaroundDays: 7,
    regionCodes: STATIONS, imageUrl: '/files/goods/insulation-tester.svg?v=3',
    summary: '依据国家标准对低压配电系统进行接地电阻、绝缘电阻、漏电保护动作等安全检测。',
    scope: '单个厂区低压配电系统，配电柜不超过 30 面；超出部分另行报价',
    deliverables: ['带 CNAS 标识的电气安全检测报告', '隐患清单与整改建议', '检测原始记录'],
    content: html('<h3>检测项目</h3>', '<ul><li>接地电阻与等电位联结测试</li><li>电缆及设备绝缘电阻测试</li><li>剩余电流保护器动作电流与动作时间测试</li><li>配电柜元器件与接线规范性检查</li></ul>', '报告可作为企业安全生产检查与保险评估的依据。'),
  },
  {
    name: '红外热成像检测', category: '设备检测', serviceType: 3, cnas: false, deliveryMode: 1, unit: '次', priceFen: 260000, leadDays: 5, turnaroundDays: 5,
    regionCodes: STATIONS, imageUrl: '/files/goods/ir-thermometer.svg?v=4',
    summary: '使用专业红外热像仪对配电柜、母排、电机及机械传动部位进行温度场扫描，提前发现过热隐患。',
    scope: '单个厂区，工程师 1 人 1 天（8 小时）现场扫描',
    deliverables: ['红外检测报告（热像图、可见光对照图、温差分析）', '异常点处理建议'],
    content: html('<h3>适用场景</h3>', '<ul><li>高低压配电柜、开关柜接头过热</li><li>电机轴承、减速机温升异常</li><li>管道保温层破损与蒸汽泄漏</li></ul>'),
  },
  {
    name: '设备润滑管理服务', category: '现场维保', serviceType: 4, cnas: false, deliveryMode: 1, unit: '次', priceFen: 180000, leadDays: 3, turnaroundDays: 3,
    regionCodes: STATIONS, imageUrl: '/files/goods/grease.svg?v=1',
    summary: '按润滑点清单对电机、减速机、轴承座、链条进行清洁与加注，建立润滑台账。',
    scope: '单个厂区，润滑点不超过 200 个，含常用润滑脂（特殊油脂另计）',
    deliverables: ['润滑作业记录（润滑点、油品、加注量、照片）', '润滑台账与下次润滑计划'],
    content: html('<h3>服务内容</h3>', '<ul><li>润滑点识别与标识</li><li>旧油脂清理、新油脂定量加注</li><li>油位、油质检查</li></ul>'),
  },
  {
    name: '空压机保养', category: '现场维保', serviceType: 4, cnas: false, deliveryMode: 1, unit: '台', priceFen: 250000, leadDays: 3, turnaroundDays: 3,
    regionCodes: STATIONS, imageUrl: '/files/goods/frl.svg?v=2',
    summary: '螺杆空压机 2000 / 4000 小时保养：更换三滤一油，检查皮带、电机与安全阀。',
    scope: '螺杆式空压机 7.5～75 kW，含原厂规格滤芯与专用油（75 kW 以上报价）',
    deliverables: ['保养记录单（更换件清单、运行参数前后对比）', '安全阀与压力表检查结果'],
    content: html('<h3>保养项目</h3>', '<ul><li>更换空气滤芯、油滤、油气分离芯与冷却液</li><li>检查皮带张紧、电机轴承与接线</li><li>清洁冷却器，检查泄漏</li></ul>'),
  },
  {
    name: '电机维修', category: '现场维保', serviceType: 4, cnas: false, deliveryMode: 3, unit: null, priceFen: null, leadDays: 2, turnaroundDays: 7,
    regionCodes: STATIONS, imageUrl: '/files/goods/gear-motor.svg?v=3',
    summary: '三相异步电机的故障诊断、轴承更换、绕组重绕与动平衡，可上门拆装或送修。',
    scope: '低压三相异步电机 0.75～315 kW',
    deliverables: ['维修报告（故障原因、更换件、绝缘与空载试验数据）', '维修质保 3 个月'],
    content: html('<h3>服务流程</h3>', '<ol><li>提交电机铭牌信息与故障现象</li><li>工程师诊断后报价</li><li>维修并做出厂试验</li></ol>', '按故障与功率报价。'),
  },
];

/** The rows seed.ts inserts (the JSON columns as text). */
export const SERVICE_ITEMS = SERVICE_ITEM_SEEDS.map((s) => ({ ...s, deliverables: JSON.stringify(s.deliverables), regionCodes: JSON.stringify(s.regionCodes) }));
export { SERVICE_ITEM_SEEDS };

export interface PointsGoodsSeed {
  name: string;
  imageUrl: string;
  pointsCost: number;
  stock: number;
  /** Points mall category (domain/points/points-rules.ts POINTS_GOODS_CATEGORIES). */
  category: string;
  description: string;
  /** Units one member may redeem in all; 0 = no limit. */
  perMemberLimit: number;
}

export const POINTS_GOODS: readonly PointsGoodsSeed[] = [
  { name: '3M 8210 N95防护口罩（20只/盒）', imageUrl: '/files/goods/respirator.svg?v=1', pointsCost: 800, stock: 200, category: 'safety', description: '颗粒物防护，适用于打磨、切割等粉尘作业', perMemberLimit: 5 },
  { name: '乐泰 243 中强度螺纹锁固剂 50ml', imageUrl: '/files/goods/adhesive.svg?v=2', pointsCost: 1200, stock: 150, category: 'supplies', description: '耐油型中强度螺纹锁固，可拆卸', perMemberLimit: 3 },
  { name: '世达 9件套公制加长内六角扳手', imageUrl: '/files/goods/tool-set.svg?v=3', pointsCost: 1500, stock: 120, category: 'tools', description: '1.5-10mm 公制，铬钒钢', perMemberLimit: 2 },
  { name: '3M H-703R 安全帽 黄色', imageUrl: '/files/goods/helmet.svg?v=5', pointsCost: 600, stock: 300, category: 'safety', description: 'ABS 帽壳，旋钮式调节', perMemberLimit: 5 },
  { name: '海洋王 JW7622 强光防爆电筒', imageUrl: '/files/goods/flashlight.svg?v=4', pointsCost: 4000, stock: 40, category: 'tools', description: '防爆型，适用于石化、巡检', perMemberLimit: 1 },
  { name: '安思尔 11-800 丁腈手套（12副）', imageUrl: '/files/goods/gloves.svg?v=6', pointsCost: 2000, stock: 100, category: 'safety', description: '丁腈涂层，耐油防滑，9 号', perMemberLimit: 5 },
  { name: '福禄克 15B+ 数字万用表', imageUrl: '/files/goods/multimeter.svg?v=0', pointsCost: 12000, stock: 20, category: 'tools', description: '交直流电压电流、电阻、通断测量，CAT III 600V', perMemberLimit: 1 },
  { name: '爱备客 加厚帆布工具包', imageUrl: '/files/goods/tool-set.svg?v=7', pointsCost: 900, stock: 500, category: 'tools', description: '多口袋帆布工具包，耐磨', perMemberLimit: 3 },
  { name: '3M 1600 电工绝缘胶带（10卷）', imageUrl: '/files/goods/adhesive.svg?v=5', pointsCost: 500, stock: 400, category: 'supplies', description: '阻燃 PVC 绝缘胶带，黑色 18mm×10m', perMemberLimit: 10 },
  { name: '3M 471 地板划线警示胶带 黄色', imageUrl: '/files/goods/adhesive.svg?v=1', pointsCost: 700, stock: 200, category: 'supplies', description: '车间通道、区域划线，50mm×33m', perMemberLimit: 5 },
  { name: '仪器校准服务抵用券 100 元', imageUrl: '/files/goods/caliper.svg?v=2', pointsCost: 5000, stock: 100, category: 'voucher', description: '预约仪器校准服务时抵扣 100 元，兑换后由客服联系发放', perMemberLimit: 2 },
  { name: '设备上门检测服务抵用券 200 元', imageUrl: '/files/goods/insulation-tester.svg?v=3', pointsCost: 9000, stock: 50, category: 'voucher', description: '预约上门检测服务时抵扣 200 元，兑换后由客服联系发放', perMemberLimit: 1 },
];

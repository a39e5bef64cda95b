// Service and testing items (服务与检测) and the points-mall gifts.

export interface ServiceItemSeed {
  name: string;
  category: string;
  summary: string;
  content: string;
  priceFen: number | null;
  unit: string | null;
  imageUrl: string;
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');

export const SERVICE_ITEMS: readonly ServiceItemSeed[] = [
  {
    name: '设备点检与预防性维护', category: '设备维护', unit: '次', priceFen: 180000, imageUrl: '/files/goods/gear-motor.svg?v=2',
    summary: '按点检表对电机、减速机、泵、风机等关键设备逐项检查，出具点检报告与维护建议。',
    content: html('<h3>服务内容</h3>', '<ul><li>设备外观、紧固件、油位、异响与温升检查</li><li>传动部件（联轴器、皮带、链条）磨损检查与调整</li><li>润滑点核查与补充润滑</li><li>点检数据记录与趋势对比</li></ul>', '<h3>交付物</h3>', '《设备点检报告》一份，含问题清单、风险等级与整改建议。', '按单次上门计费，含工程师1人1天（8小时）现场服务，上海、苏州、广州、天津、武汉、成都市区免差旅费。'),
  },
  {
    name: '红外热成像检测', category: '检测服务', unit: '次', priceFen: 260000, imageUrl: '/files/goods/ir-thermometer.svg?v=4',
    summary: '使用专业红外热像仪对配电柜、母排、电机及机械传动部位进行温度场扫描，提前发现过热隐患。',
    content: html('<h3>适用场景</h3>', '<ul><li>高低压配电柜、开关柜接头过热</li><li>电机轴承、减速机温升异常</li><li>管道保温层破损与蒸汽泄漏</li></ul>', '<h3>检测流程</h3>', '<ol><li>确认检测范围与设备清单</li><li>设备带载运行下进行红外扫描</li><li>对异常点复测并拍摄可见光对照图</li><li>5个工作日内出具检测报告</li></ol>', '检测人员持有红外热成像检测相关资质，报告包含热像图、温差分析与处理建议。'),
  },
  {
    name: '振动分析与故障诊断', category: '检测服务', unit: '台', priceFen: 80000, imageUrl: '/files/goods/ball-bearing.svg?v=5',
    summary: '采集旋转设备振动频谱，诊断不平衡、不对中、轴承损伤、松动等典型故障。',
    content: html('<h3>服务内容</h3>', '<ul><li>多测点振动速度、加速度与包络频谱采集</li><li>轴承缺陷频率分析与剩余寿命评估</li><li>动平衡与对中状态判定</li></ul>', '按设备台数计费，5台起做。可签订年度状态监测合同，按季度巡检并建立设备健康档案。'),
  },
  {
    name: '润滑油液检测', category: '检测服务', unit: '份', priceFen: 45000, imageUrl: '/files/goods/oil-drum.svg?v=1',
    summary: '对液压油、齿轮油、汽轮机油取样化验，评估油品衰变与设备磨损状况。',
    content: html('<h3>检测项目</h3>', '<ul><li>运动粘度（40℃）、水分、酸值</li><li>颗粒污染度（NAS 1638 / ISO 4406）</li><li>光谱元素分析（磨损金属与添加剂元素）</li></ul>', '提供取样瓶与取样指导，样品寄送至实验室后7个工作日出具报告，并给出换油或过滤建议。'),
  },
  {
    name: '电气安全检测', category: '检测服务', unit: '次', priceFen: 320000, imageUrl: '/files/goods/insulation-tester.svg?v=3',
    summary: '依据国家标准对低压配电系统进行接地电阻、绝缘电阻、漏电保护动作等安全检测。',
    content: html('<h3>检测项目</h3>', '<ul><li>接地电阻与等电位联结测试</li><li>电缆及设备绝缘电阻测试</li><li>剩余电流保护器动作电流与动作时间测试</li><li>配电柜元器件与接线规范性检查</li></ul>', '检测完成后出具检测报告，可作为企业安全生产检查与保险评估的依据。'),
  },
  {
    name: '设备安装调试', category: '安装服务', unit: null, priceFen: null, imageUrl: '/files/goods/plc.svg?v=6',
    summary: '变频器、PLC、伺服系统及气动、液压系统的现场安装、接线与调试，按项目报价。',
    content: html('<h3>服务范围</h3>', '<ul><li>变频器参数设置与电机自整定</li><li>PLC程序下载、IO点检查与联机调试</li><li>气动回路、液压站安装与压力调试</li></ul>', '提交设备清单与现场图纸后，工程师将在1个工作日内联系您确认方案并报价。'),
  },
  {
    name: '轴承安装与激光对中', category: '安装服务', unit: '台', priceFen: 120000, imageUrl: '/files/goods/pillow-block.svg?v=0',
    summary: '使用感应加热器与专用工具规范安装轴承，并用激光对中仪完成联轴器对中。',
    content: html('<h3>服务内容</h3>', '<ul><li>旧轴承拆卸与轴颈、座孔尺寸检测</li><li>感应加热安装，避免锤击损伤</li><li>激光对中，角度与平行偏差调整至允许范围</li></ul>', '规范的安装与对中可显著延长轴承与密封件寿命，降低振动与能耗。'),
  },
  {
    name: '压缩空气泄漏检测', category: '节能服务', unit: '次', priceFen: 280000, imageUrl: '/files/goods/frl.svg?v=2',
    summary: '超声波检漏仪全厂巡检压缩空气管网，定位泄漏点并估算节能收益。',
    content: html('<h3>服务内容</h3>', '<ul><li>超声波检漏，逐点挂牌标识</li><li>泄漏量估算与年度电费损失计算</li><li>整改清单与配件（接头、气管、阀门）推荐</li></ul>', '典型工厂压缩空气泄漏率在20%~30%，治理后可节省可观的空压机电耗。'),
  },
];

export interface PointsGoodsSeed {
  name: string;
  imageUrl: string;
  pointsCost: number;
  stock: number;
}

export const POINTS_GOODS: readonly PointsGoodsSeed[] = [
  { name: '3M 8210 N95防护口罩（20只/盒）', imageUrl: '/files/goods/respirator.svg?v=1', pointsCost: 800, stock: 200 },
  { name: '乐泰 243 中强度螺纹锁固剂 50ml', imageUrl: '/files/goods/adhesive.svg?v=2', pointsCost: 1200, stock: 150 },
  { name: '世达 9件套公制加长内六角扳手', imageUrl: '/files/goods/tool-set.svg?v=3', pointsCost: 1500, stock: 120 },
  { name: '3M H-703R 安全帽 黄色', imageUrl: '/files/goods/helmet.svg?v=5', pointsCost: 600, stock: 300 },
  { name: '海洋王 JW7622 强光防爆电筒', imageUrl: '/files/goods/flashlight.svg?v=4', pointsCost: 4000, stock: 40 },
  { name: '安思尔 11-800 丁腈手套（12副）', imageUrl: '/files/goods/gloves.svg?v=6', pointsCost: 2000, stock: 100 },
  { name: '福禄克 15B+ 数字万用表', imageUrl: '/files/goods/multimeter.svg?v=0', pointsCost: 12000, stock: 20 },
  { name: '爱备客 加厚帆布工具包', imageUrl: '/files/goods/tool-set.svg?v=7', pointsCost: 900, stock: 500 },
];

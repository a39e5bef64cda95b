// Brands sold in the shop: real manufacturers with their Chinese names and home countries.
// `key` is what product families refer to; `label` is how the brand appears in goods names.

export interface BrandSeed {
  key: string;
  name: string;
  nameCn: string;
  label: string;
  country: string;
  recommended: boolean;
  description: string;
}

const b = (
  key: string,
  name: string,
  nameCn: string,
  label: string,
  country: string,
  recommended: boolean,
  description: string,
): BrandSeed => ({ key, name, nameCn, label, country, recommended, description });

export const BRANDS = [
  b('skf', 'SKF', '斯凯孚', 'SKF', '瑞典', true, '全球领先的轴承、密封与润滑解决方案供应商，始创于1907年。'),
  b('nsk', 'NSK', '恩斯克', 'NSK', '日本', true, '日本精工，滚动轴承、直线运动产品与汽车部件制造商。'),
  b('fag', 'FAG', '舍弗勒', 'FAG', '德国', true, '舍弗勒集团旗下轴承品牌，工业与汽车轴承广泛应用。'),
  b('ntn', 'NTN', '恩梯恩', 'NTN', '日本', false, '日本轴承制造商，产品涵盖球轴承、滚子轴承与等速万向节。'),
  b('koyo', 'KOYO', '光洋', 'KOYO', '日本', false, '捷太格特（JTEKT）旗下轴承品牌。'),
  b('timken', 'TIMKEN', '铁姆肯', 'TIMKEN', '美国', false, '圆锥滚子轴承的开创者，工程轴承与动力传动产品制造商。'),
  b('hrb', 'HRB', '哈轴', '哈轴', '中国', false, '哈尔滨轴承集团，国内大型综合性轴承制造企业。'),
  b('zwz', 'ZWZ', '瓦轴', '瓦轴', '中国', false, '瓦房店轴承集团，国内历史最悠久的轴承企业之一。'),
  b('hiwin', 'HIWIN', '上银', 'HIWIN', '中国台湾', true, '滚珠丝杠、直线导轨与工业机器人制造商。'),
  b('thk', 'THK', 'THK', 'THK', '日本', false, '直线运动导轨（LM导轨）的首创者。'),
  b('tbi', 'TBI MOTION', '全球传动', 'TBI', '中国台湾', false, '滚珠丝杠、直线导轨与花键轴专业制造商。'),
  b('misumi', 'MISUMI', '米思米', 'MISUMI', '日本', false, '工厂自动化用机械零部件的一站式供应商，支持尺寸定制。'),
  b('gates', 'Gates', '盖茨', 'Gates', '美国', false, '动力传动带与流体动力产品制造商。'),
  b('bando', 'Bando', '阪东', '阪东', '日本', false, '工业传动带与输送带制造商。'),
  b('tsubaki', 'Tsubaki', '椿本', '椿本', '日本', false, '椿本链条，全球领先的工业链条制造商。'),
  b('donghua', 'DONGHUA', '东华链条', '东华', '中国', false, '杭州东华链条集团，国内规模领先的链条企业。'),
  b('sew', 'SEW-EURODRIVE', '赛威传动', 'SEW', '德国', false, '齿轮减速电机与变频驱动技术供应商。'),
  b('jscc', 'JSCC', '精研', '精研', '中国', false, '微型调速电机与减速机制造商。'),
  b('smc', 'SMC', 'SMC', 'SMC', '日本', true, '全球气动元件龙头，产品覆盖气缸、电磁阀、气源处理等。'),
  b('festo', 'Festo', '费斯托', 'Festo', '德国', true, '德国气动与电驱自动化技术供应商。'),
  b('airtac', 'AirTAC', '亚德客', '亚德客', '中国台湾', true, '气动元件制造商，气缸、电磁阀及气源处理产品齐全。'),
  b('ckd', 'CKD', '喜开理', 'CKD', '日本', false, '日本气动与自动化元件制造商。'),
  b('rexroth', 'Rexroth', '力士乐', '力士乐', '德国', true, '博世力士乐，液压、电驱与控制技术供应商。'),
  b('yuken', 'YUKEN', '油研', '油研', '日本', false, '日本液压泵、液压阀专业制造商。'),
  b('parker', 'Parker', '派克', '派克', '美国', false, '派克汉尼汾，运动与控制技术及液压管件供应商。'),
  b('nok', 'NOK', 'NOK', 'NOK', '日本', false, '油封与O形圈等密封件制造商。'),
  b('schneider', 'Schneider', '施耐德', '施耐德', '法国', true, '施耐德电气，低压配电与工业自动化产品供应商。'),
  b('siemens', 'Siemens', '西门子', '西门子', '德国', true, '工业自动化、驱动与低压电器产品供应商。'),
  b('abb', 'ABB', 'ABB', 'ABB', '瑞士', false, '电气与自动化技术供应商，产品涵盖低压电器、变频器与机器人。'),
  b('chint', 'CHINT', '正泰', '正泰', '中国', true, '正泰电器，国内低压电器龙头企业。'),
  b('delixi', 'DELIXI', '德力西', '德力西', '中国', false, '德力西电气，低压配电与控制电器制造商。'),
  b('omron', 'Omron', '欧姆龙', '欧姆龙', '日本', true, '传感器、继电器与控制器等工业自动化产品制造商。'),
  b('mitsubishi', 'Mitsubishi Electric', '三菱电机', '三菱', '日本', false, 'PLC、变频器、伺服与低压电器制造商。'),
  b('panasonic', 'Panasonic', '松下', '松下', '日本', false, '伺服电机与工业自动化器件制造商。'),
  b('phoenix', 'Phoenix Contact', '菲尼克斯', '菲尼克斯', '德国', false, '接线端子、工业连接与接口器件的领先制造商。'),
  b('weidmuller', 'Weidmüller', '魏德米勒', '魏德米勒', '德国', false, '电气连接、接线端子与电子产品制造商。'),
  b('autonics', 'Autonics', '奥托尼克斯', '奥托尼克斯', '韩国', false, '传感器与控制器制造商。'),
  b('keyence', 'Keyence', '基恩士', '基恩士', '日本', false, '传感器、测量仪器与视觉系统制造商。'),
  b('sick', 'SICK', '西克', 'SICK', '德国', false, '工业传感器与安全系统制造商。'),
  b('weintek', 'Weintek', '威纶通', '威纶通', '中国台湾', false, '人机界面（触摸屏）专业制造商。'),
  b('fareast', 'Far East Cable', '远东电缆', '远东', '中国', false, '远东电缆，电线电缆专业制造商。'),
  b('sata', 'SATA', '世达', '世达', '美国', true, '专业手动工具品牌，产品覆盖扳手、套筒、钳类与工具组套。'),
  b('stanley', 'Stanley', '史丹利', '史丹利', '美国', false, '手动工具、存储与搬运产品制造商。'),
  b('wera', 'Wera', '维拉', 'Wera', '德国', false, '螺丝刀与扭力工具专业制造商。'),
  b('knipex', 'Knipex', '凯尼派克', 'KNIPEX', '德国', false, '专业钳类工具制造商。'),
  b('bosch', 'Bosch', '博世', '博世', '德国', true, '博世电动工具，专业级电钻、电锤与角磨机。'),
  b('makita', 'Makita', '牧田', '牧田', '日本', false, '电动工具制造商，锂电工具系列丰富。'),
  b('dongcheng', 'Dongcheng', '东成', '东成', '中国', false, '国内电动工具制造商。'),
  b('3m', '3M', '3M', '3M', '美国', true, '个人安全防护、胶粘剂与研磨产品制造商。'),
  b('honeywell', 'Honeywell', '霍尼韦尔', '霍尼韦尔', '美国', true, '个人防护装备与工业安全产品供应商。'),
  b('ansell', 'Ansell', '安思尔', '安思尔', '澳大利亚', false, '防护手套专业制造商。'),
  b('deltaplus', 'Delta Plus', '代尔塔', '代尔塔', '法国', false, '个人防护装备制造商，产品涵盖安全鞋、安全帽与防护服。'),
  b('jinyi', 'JINYI', '晋亿', '晋亿', '中国', false, '晋亿实业，国内大型紧固件制造企业。'),
  b('wurth', 'Würth', '伍尔特', '伍尔特', '德国', false, '紧固件与装配材料供应商。'),
  b('hilti', 'Hilti', '喜利得', '喜利得', '列支敦士登', false, '锚固系统与建筑电动工具制造商。'),
  b('fischer', 'fischer', '慧鱼', '慧鱼', '德国', false, '锚栓与固定系统制造商。'),
  b('mobil', 'Mobil', '美孚', '美孚', '美国', true, '工业润滑油与润滑脂品牌。'),
  b('shell', 'Shell', '壳牌', '壳牌', '英国', false, '工业润滑油与润滑脂品牌。'),
  b('kluber', 'Klüber', '克鲁勃', '克鲁勃', '德国', false, '特种润滑剂制造商。'),
  b('greatwall', 'Sinopec Great Wall', '长城润滑油', '长城', '中国', false, '中国石化长城润滑油。'),
  b('loctite', 'Loctite', '乐泰', '乐泰', '德国', true, '汉高旗下工业胶粘剂品牌，螺纹锁固、密封与结构粘接。'),
  b('crc', 'CRC', 'CRC', 'CRC', '美国', false, '工业保养化学品：防锈、清洗与润滑喷剂。'),
  b('fluke', 'Fluke', '福禄克', '福禄克', '美国', true, '电子测试工具：万用表、钳形表与热像仪。'),
  b('unit', 'UNI-T', '优利德', '优利德', '中国', false, '测试测量仪器制造商。'),
  b('hioki', 'HIOKI', '日置', '日置', '日本', false, '电气测量仪器制造商。'),
  b('mitutoyo', 'Mitutoyo', '三丰', '三丰', '日本', true, '精密测量仪器制造商：卡尺、千分尺与指示表。'),
  b('wika', 'WIKA', '威卡', 'WIKA', '德国', false, '压力与温度测量仪表制造商。'),
  b('shangyi', 'SAIC', '上海自动化仪表', '上仪', '中国', false, '上海自动化仪表有限公司，压力表与温度仪表制造商。'),
  b('noblelift', 'Noblelift', '诺力', '诺力', '中国', false, '诺力智能装备，搬运车与仓储设备制造商。'),
  b('kito', 'KITO', '凯道', 'KITO', '日本', false, '手拉葫芦与起重设备制造商。'),
  b('juli', 'JULI', '巨力索具', '巨力', '中国', false, '吊装索具制造商：吊装带、钢丝绳与吊具。'),
  b('jasic', 'JASIC', '佳士', '佳士', '中国', false, '逆变焊割设备制造商。'),
  b('atlantic', 'Atlantic', '大西洋', '大西洋', '中国', false, '四川大西洋焊接材料，焊条焊丝制造商。'),
  b('philips', 'Philips', '飞利浦', '飞利浦', '荷兰', false, '照明产品品牌（昕诺飞）。'),
  b('oceansking', "Ocean's King", '海洋王', '海洋王', '中国', false, '专业照明与防爆灯具制造商。'),
  b('karcher', 'Kärcher', '凯驰', '凯驰', '德国', false, '清洁设备制造商：高压清洗机、吸尘器与洗地机。'),
] as const satisfies readonly BrandSeed[];

export type BrandKey = (typeof BRANDS)[number]['key'];

export interface BrandRow {
  id: number;
  name: string;
  nameCn: string;
  country: string;
  logoUrl: string;
  description: string;
  sort: number;
  isRecommended: boolean;
}

export function brandRows(): BrandRow[] {
  return BRANDS.map((brand, i) => ({
    id: i + 1,
    name: brand.name,
    nameCn: brand.nameCn,
    country: brand.country,
    logoUrl: `/files/brand/${brand.key}.svg`,
    description: brand.description,
    sort: i + 1,
    isRecommended: brand.recommended,
  }));
}

export function brandIdOf(key: BrandKey): number {
  const index = BRANDS.findIndex((brand) => brand.key === key);
  if (index < 0) throw new Error(`未知品牌：${key}`);
  return index + 1;
}

export function brandByKey(key: BrandKey): BrandSeed {
  const brand = BRANDS.find((item) => item.key === key);
  if (!brand) throw new Error(`未知品牌：${key}`);
  return brand;
}

// The company registry behind the certification form's company lookup (getCompanyByVague):
// fictitious manufacturers with valid unified social credit codes in real region codes.
import { CREDIT_CODE_ALPHABET, buildCreditCode } from '../../../domain/shared/credit-code.ts';
import { DEMO_ENTERPRISE } from './accounts.ts';
import { rngFor } from './prng.ts';

export interface CompanySeed {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  regAddress: string;
}

/** [name, region code (GB/T 2260), legal person, registered address]. */
const COMPANIES: readonly (readonly [string, string, string, string])[] = [
  ['上海宏达机电设备有限公司', '310112', '陈建华', '上海市闵行区莘庄工业区春东路508号'],
  ['无锡恒力液压机械有限公司', '320214', '王志强', '无锡市新吴区长江南路35号'],
  ['宁波东方精密轴承有限公司', '330206', '李国平', '宁波市北仑区大碶街道庐山东路88号'],
  ['杭州天成自动化科技有限公司', '330108', '张海涛', '杭州市滨江区江南大道3850号'],
  ['广州华南重工机械有限公司', '440113', '黄永明', '广州市番禺区石碁镇市莲路石碁段48号'],
  ['天津北方焊接材料有限公司', '120116', '刘振东', '天津市滨海新区塘沽海洋高新区汇祥道12号'],
  ['武汉长江智能装备有限公司', '420112', '周勇', '武汉市东西湖区金银湖路18号'],
  ['成都蜀光电气工程有限公司', '510107', '杨帆', '成都市武侯区武科西一路9号'],
  ['青岛海威船舶配件有限公司', '370211', '孙立新', '青岛市黄岛区江山中路1177号'],
  ['东莞精达五金制品有限公司', '441900', '叶国强', '东莞市长安镇振安中路386号'],
  ['佛山顺德美华电器有限公司', '440606', '梁伟文', '佛山市顺德区北滘镇工业园兴业路6号'],
  ['常州金坛传动设备有限公司', '320413', '吴建军', '常州市金坛区华城中路168号'],
  ['南京江宁工业自动化有限公司', '320115', '朱明', '南京市江宁区将军大道529号'],
  ['合肥新源新能源科技有限公司', '340104', '许晓东', '合肥市蜀山区望江西路860号'],
  ['重庆渝西汽车零部件有限公司', '500120', '何军', '重庆市璧山区璧泉街道金剑路99号'],
  ['郑州中原矿山机械有限公司', '410102', '马云飞', '郑州市中原区建设西路187号'],
  ['长沙湘江工程机械配件有限公司', '430111', '彭德华', '长沙市雨花区环保中路188号'],
  ['西安秦川数控设备有限公司', '610117', '赵鹏', '西安市高陵区泾河工业园泾园七路2号'],
  ['沈阳铁西重型装备有限公司', '210106', '高峰', '沈阳市铁西区北二西路31号'],
  ['昆山鼎盛电子科技有限公司', '320583', '沈佳', '昆山市开发区前进东路579号'],
  ['嘉兴南湖包装机械有限公司', '330402', '钱伟', '嘉兴市南湖区亚太路778号'],
  ['厦门海沧精密模具有限公司', '350205', '林志伟', '厦门市海沧区新阳街道翁角路289号'],
  ['济南齐鲁钢结构工程有限公司', '370112', '韩磊', '济南市历城区工业北路182号'],
  ['深圳宝安智能制造有限公司', '440306', '郑浩', '深圳市宝安区福永街道凤凰第三工业区A栋'],
];

function orgBody(rng: () => number): string {
  let body = 'MA';
  for (let i = 0; i < 6; i += 1) body += CREDIT_CODE_ALPHABET[Math.floor(rng() * CREDIT_CODE_ALPHABET.length)];
  return body;
}

export function companySeeds(seed: number): CompanySeed[] {
  const rng = rngFor(seed, 'companies');
  const demo: CompanySeed = { companyName: DEMO_ENTERPRISE.companyName, creditCode: DEMO_ENTERPRISE.creditCode, legalPerson: DEMO_ENTERPRISE.legalPerson, regAddress: DEMO_ENTERPRISE.regAddress };
  return [
    demo,
    ...COMPANIES.map(([companyName, region, legalPerson, regAddress]) => ({ companyName, creditCode: buildCreditCode('91', region, orgBody(rng)), legalPerson, regAddress })),
  ];
}

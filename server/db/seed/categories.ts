// The three-level category tree. Level-3 nodes carry a `key` that product families point at.
// Ids are explicit: top level 1..n, level 2 from 101, level 3 from 1001, in tree order.

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  icon: string | null;
  sort: number;
}

interface Leaf {
  key: string;
  name: string;
}
interface Branch {
  name: string;
  leaves: readonly Leaf[];
}
interface Root {
  name: string;
  icon: string;
  branches: readonly Branch[];
}

const leaf = (key: string, name: string): Leaf => ({ key, name });

export const CATEGORY_TREE: readonly Root[] = [
  {
    name: '轴承',
    icon: 'bearing',
    branches: [
      {
        name: '滚动轴承',
        leaves: [
          leaf('deep-groove', '深沟球轴承'),
          leaf('angular-contact', '角接触球轴承'),
          leaf('cylindrical-roller', '圆柱滚子轴承'),
          leaf('tapered-roller', '圆锥滚子轴承'),
          leaf('spherical-roller', '调心滚子轴承'),
          leaf('thrust-ball', '推力球轴承'),
        ],
      },
      { name: '带座轴承', leaves: [leaf('pillow-block', '立式带座轴承'), leaf('flange-block', '菱形/方形带座轴承')] },
      { name: '轴承附件', leaves: [leaf('adapter-sleeve', '紧定套'), leaf('lock-nut', '锁紧螺母/止动垫圈')] },
    ],
  },
  {
    name: '传动',
    icon: 'transmission',
    branches: [
      {
        name: '直线传动',
        leaves: [
          leaf('linear-guide', '直线导轨'),
          leaf('ball-screw', '滚珠丝杠'),
          leaf('linear-bushing', '直线轴承'),
          leaf('linear-shaft', '直线光轴'),
        ],
      },
      {
        name: '机械传动',
        leaves: [leaf('timing-belt', '同步带'), leaf('v-belt', '三角带/窄V带'), leaf('roller-chain', '滚子链')],
      },
      { name: '减速机与电机', leaves: [leaf('gear-motor', '齿轮减速电机'), leaf('micro-motor', '微型调速电机')] },
    ],
  },
  {
    name: '气动',
    icon: 'pneumatic',
    branches: [
      {
        name: '气缸',
        leaves: [
          leaf('standard-cylinder', '标准气缸'),
          leaf('compact-cylinder', '薄型气缸'),
          leaf('mini-cylinder', '迷你气缸'),
          leaf('guided-cylinder', '导杆气缸'),
        ],
      },
      { name: '气动控制元件', leaves: [leaf('solenoid-valve', '电磁阀'), leaf('frl', '气源处理元件')] },
      { name: '气动接头与气管', leaves: [leaf('push-in-fitting', '快插接头'), leaf('air-tube', '气管')] },
    ],
  },
  {
    name: '液压',
    icon: 'hydraulic',
    branches: [
      { name: '液压泵', leaves: [leaf('piston-pump', '柱塞泵'), leaf('vane-pump', '叶片泵')] },
      { name: '液压阀', leaves: [leaf('directional-valve', '电磁换向阀'), leaf('pressure-valve', '压力控制阀')] },
      { name: '液压附件', leaves: [leaf('hydraulic-hose', '液压胶管'), leaf('o-ring', 'O形圈')] },
    ],
  },
  {
    name: '低压电气',
    icon: 'electrical',
    branches: [
      {
        name: '接触器与继电器',
        leaves: [leaf('contactor', '交流接触器'), leaf('relay', '中间继电器'), leaf('timer-relay', '时间继电器')],
      },
      { name: '断路器', leaves: [leaf('mcb', '小型断路器'), leaf('mccb', '塑壳断路器')] },
      { name: '接线与线缆', leaves: [leaf('terminal-block', '接线端子'), leaf('cable', '电线电缆')] },
      { name: '按钮与指示灯', leaves: [leaf('pushbutton', '按钮/指示灯')] },
    ],
  },
  {
    name: '工控自动化',
    icon: 'automation',
    branches: [
      {
        name: '工业传感器',
        leaves: [leaf('photoelectric', '光电传感器'), leaf('proximity', '接近开关'), leaf('encoder', '旋转编码器')],
      },
      { name: 'PLC与人机界面', leaves: [leaf('plc', 'PLC可编程控制器'), leaf('hmi', '触摸屏/人机界面')] },
      { name: '变频与伺服', leaves: [leaf('inverter', '变频器'), leaf('servo', '伺服电机/驱动器')] },
    ],
  },
  {
    name: '工具',
    icon: 'tools',
    branches: [
      {
        name: '手动工具',
        leaves: [leaf('wrench', '扳手'), leaf('screwdriver', '螺丝刀'), leaf('pliers', '钳子'), leaf('tool-set', '工具套装')],
      },
      { name: '电动工具', leaves: [leaf('drill', '电钻/电锤'), leaf('grinder', '角磨机')] },
    ],
  },
  {
    name: '安全防护',
    icon: 'safety',
    branches: [
      { name: '呼吸防护', leaves: [leaf('respirator', '防尘口罩'), leaf('half-mask', '防毒面具及滤盒')] },
      { name: '手部防护', leaves: [leaf('gloves', '防护手套')] },
      {
        name: '头面部防护',
        leaves: [leaf('helmet', '安全帽'), leaf('eyewear', '护目镜/防护眼镜'), leaf('hearing', '耳塞/耳罩')],
      },
      { name: '足部防护', leaves: [leaf('safety-shoes', '安全鞋')] },
    ],
  },
  {
    name: '紧固件',
    icon: 'fastener',
    branches: [
      { name: '螺栓螺钉', leaves: [leaf('socket-screw', '内六角螺钉'), leaf('hex-bolt', '外六角螺栓')] },
      { name: '螺母垫圈', leaves: [leaf('nut', '螺母'), leaf('washer', '垫圈')] },
      { name: '锚栓', leaves: [leaf('anchor', '膨胀螺栓/锚栓')] },
    ],
  },
  {
    name: '润滑与化学品',
    icon: 'lubricant',
    branches: [
      { name: '润滑脂', leaves: [leaf('grease', '润滑脂')] },
      { name: '工业润滑油', leaves: [leaf('hydraulic-oil', '液压油'), leaf('gear-oil', '齿轮油')] },
      { name: '胶粘剂与化学品', leaves: [leaf('adhesive', '螺纹胶/结构胶'), leaf('spray', '防锈剂/清洗剂')] },
    ],
  },
  {
    name: '仪器仪表',
    icon: 'instrument',
    branches: [
      {
        name: '电工仪表',
        leaves: [
          leaf('multimeter', '数字万用表'),
          leaf('clamp-meter', '钳形表'),
          leaf('insulation-tester', '绝缘电阻测试仪'),
          leaf('thermometer', '红外测温/热像仪'),
        ],
      },
      { name: '测量量具', leaves: [leaf('caliper', '卡尺'), leaf('micrometer', '千分尺/指示表')] },
      { name: '压力仪表', leaves: [leaf('pressure-gauge', '压力表')] },
    ],
  },
  {
    name: '物料搬运',
    icon: 'handling',
    branches: [
      { name: '搬运车', leaves: [leaf('pallet-truck', '手动液压搬运车'), leaf('trolley', '平板手推车')] },
      { name: '起重吊装', leaves: [leaf('chain-hoist', '手拉葫芦'), leaf('sling', '吊装带')] },
    ],
  },
  {
    name: '焊接',
    icon: 'welding',
    branches: [
      { name: '焊接设备', leaves: [leaf('welder', '电焊机')] },
      { name: '焊接耗材与防护', leaves: [leaf('electrode', '焊条/焊丝'), leaf('welding-helmet', '焊接面罩')] },
    ],
  },
  {
    name: '工业照明',
    icon: 'lighting',
    branches: [
      { name: '固定照明', leaves: [leaf('high-bay', 'LED工矿灯'), leaf('explosion-proof-lamp', '防爆灯')] },
      { name: '移动照明', leaves: [leaf('flashlight', '手电筒/头灯')] },
    ],
  },
  {
    name: '清洁用品',
    icon: 'cleaning',
    branches: [
      { name: '清洁设备', leaves: [leaf('vacuum', '工业吸尘器'), leaf('pressure-washer', '高压清洗机')] },
      { name: '清洁耗材', leaves: [leaf('sorbent', '吸附棉/擦拭布')] },
    ],
  },
];

export interface CategoryTable {
  rows: CategoryRow[];
  /** Level-3 key -> category id. */
  leafId: ReadonlyMap<string, number>;
  /** Level-3 key -> its root's icon code (bearing, pneumatic, ...): the theme zones select by. */
  leafRoot: ReadonlyMap<string, string>;
  /** Level-3 key -> [root name, branch name, leaf name]. */
  leafPath: ReadonlyMap<string, readonly [string, string, string]>;
}

export function buildCategories(): CategoryTable {
  const rows: CategoryRow[] = [];
  const leafId = new Map<string, number>();
  const leafRoot = new Map<string, string>();
  const leafPath = new Map<string, readonly [string, string, string]>();
  let branchId = 100;
  let leafSeq = 1000;
  CATEGORY_TREE.forEach((root, ri) => {
    const rootId = ri + 1;
    rows.push({ id: rootId, parentId: null, level: 1, name: root.name, icon: root.icon, sort: ri + 1 });
    root.branches.forEach((branch, bi) => {
      branchId += 1;
      rows.push({ id: branchId, parentId: rootId, level: 2, name: branch.name, icon: null, sort: bi + 1 });
      branch.leaves.forEach((lf, li) => {
        leafSeq += 1;
        if (leafId.has(lf.key)) throw new Error(`重复的三级分类键：${lf.key}`);
        rows.push({ id: leafSeq, parentId: branchId, level: 3, name: lf.name, icon: null, sort: li + 1 });
        leafId.set(lf.key, leafSeq);
        leafRoot.set(lf.key, root.icon);
        leafPath.set(lf.key, [root.name, branch.name, lf.name]);
      });
    });
  });
  return { rows, leafId, leafRoot, leafPath };
}

// Wide banners (1200x400) for the home carousel, home floors, zones and news covers: a gradient,
// a Chinese headline, a subline, a call to action and product illustrations on the right.
import { esc, defs, PALETTES, type Palette } from './svg.ts';
import { renderGoodsBody } from './goods-image.ts';

interface BannerSpec {
  tag: string;
  title: string;
  subtitle: string;
  cta: string;
  from: string;
  to: string;
  palette: number;
  art: readonly string[];
}

const b = (tag: string, title: string, subtitle: string, from: string, to: string, palette: number, art: readonly string[], cta = '立即选购'): BannerSpec =>
  ({ tag, title, subtitle, cta, from, to, palette, art });

export const BANNERS: Readonly<Record<string, BannerSpec>> = {
  'bearing-festival': b('轴承品牌节', '名牌轴承 正品直供', 'SKF · NSK · FAG · NTN 现货直发 · 支持型号转换', '#0b3d91', '#1f6feb', 0, ['ball-bearing', 'tapered-bearing', 'pillow-block']),
  pneumatic: b('气动专场', 'SMC · Festo · 亚德客', '气缸、电磁阀、气源处理 · 非标行程可定制', '#0b7285', '#15aabf', 6, ['cylinder', 'solenoid-valve', 'frl']),
  vip: b('企业会员福利', '企业认证 免费领30天VIP', '认证通过自动开通 · 全站享VIP专属价', '#5f3dc4', '#845ef7', 4, ['plc', 'contactor', 'multimeter'], '立即认证'),
  safety: b('劳保防护季', '3M · 霍尼韦尔 安全防护', '口罩、手套、安全帽、护目镜 · 批量采购享阶梯价', '#c92a2a', '#f76707', 1, ['respirator', 'helmet', 'gloves']),
  enquiry: b('批量询价', '上传清单 两小时报价', '整单匹配上万型号 · 未上架型号专人询价', '#2b8a3e', '#40c057', 2, ['tool-set', 'socket-screw', 'grease'], '开始询价'),
  'floor-bearing': b('1F', '轴承与传动', '滚动轴承 · 直线导轨 · 同步带 · 减速电机', '#1c3d6e', '#3b5bdb', 0, ['ball-bearing', 'linear-guide', 'gear-motor'], '进入楼层'),
  'floor-pneumatic': b('2F', '气动与液压', '气缸 · 电磁阀 · 接头气管 · 液压阀', '#0b7285', '#1098ad', 6, ['cylinder', 'fitting', 'hydraulic-valve'], '进入楼层'),
  'floor-electrical': b('3F', '低压电气', '接触器 · 断路器 · 继电器 · 接线端子', '#364fc7', '#5c7cfa', 0, ['contactor', 'mcb', 'terminal-block'], '进入楼层'),
  'floor-automation': b('4F', '工控自动化', 'PLC · 变频器 · 传感器 · 触摸屏', '#5f3dc4', '#7950f2', 4, ['plc', 'inverter', 'photo-sensor'], '进入楼层'),
  'floor-safety': b('5F', '安全防护', '呼吸防护 · 手部防护 · 头面部防护 · 安全鞋', '#c92a2a', '#fa5252', 3, ['respirator', 'goggles', 'safety-shoe'], '进入楼层'),
  'floor-tools': b('6F', '工具与耗材', '手动工具 · 电动工具 · 紧固件 · 润滑油脂', '#e67700', '#fab005', 5, ['wrench', 'drill', 'oil-drum'], '进入楼层'),
  'zone-bearing': b('轴承专区', '轴承专区', '品牌轴承与直线传动件 · 正品保障', '#1c3d6e', '#1f6feb', 0, ['ball-bearing', 'roller-bearing', 'linear-guide'], '查看专区'),
  'zone-pneumatic': b('气动专区', '气动专区', '气缸 · 电磁阀 · 气源处理 · 接头气管', '#0b7285', '#15aabf', 6, ['cylinder', 'solenoid-valve', 'fitting'], '查看专区'),
  'zone-electrical': b('电气专区', '电气专区', '低压电器与工控自动化', '#364fc7', '#4c6ef5', 0, ['contactor', 'mcb', 'plc'], '查看专区'),
  'zone-safety': b('劳保专区', '劳保专区', '个人防护装备 · 现货速发', '#c92a2a', '#f03e3e', 3, ['respirator', 'gloves', 'helmet'], '查看专区'),
  'zone-tools': b('工具专区', '工具专区', '手动工具 · 电动工具 · 测量仪器', '#e67700', '#f59f00', 5, ['wrench', 'drill', 'caliper'], '查看专区'),
  'zone-brand-deal': b('品牌特惠', '品牌特惠', '推荐品牌热销型号 · 企业会员再享VIP价', '#862e9c', '#cc5de8', 4, ['ball-bearing', 'cylinder', 'multimeter'], '查看专区'),
  'news-industry': b('行业资讯', '工业品行业资讯', 'MRO采购 · 设备维护 · 选型知识', '#343a40', '#495057', 7, ['gear-motor', 'pressure-gauge'], '阅读全文'),
  'news-company': b('公司新闻', '爱备客动态', '新仓启用 · 品牌合作 · 平台新功能', '#1553b6', '#4dabf7', 0, ['pallet-truck', 'tool-set'], '阅读全文'),
};

const FONT = `font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"`;

function artCards(spec: BannerSpec, palette: Palette): string {
  const size = spec.art.length >= 3 ? 164 : 214;
  return spec.art
    .map((kind, i) => {
      const x = 1168 - (spec.art.length - i) * (size + 14) + 14;
      const y = (400 - size) / 2 + (i % 2 ? 22 : -22);
      const body = renderGoodsBody(kind, palette) ?? '';
      return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="28" fill="#ffffff" opacity=".94"/><svg x="${x + 10}" y="${y + 10}" width="${size - 20}" height="${size - 20}" viewBox="0 0 400 400">${body}</svg>`;
    })
    .join('');
}

/** The banner SVG for a name, or null when the name is unknown. */
export function renderBanner(name: string): string | null {
  if (!Object.hasOwn(BANNERS, name)) return null;
  const spec = BANNERS[name]!;
  const palette = PALETTES[spec.palette % PALETTES.length]!;
  const ctaWidth = 56 + spec.cta.length * 26;
  const tagWidth = 40 + spec.tag.length * 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${esc(spec.title)}">
${defs(palette)}
<linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>
<rect width="1200" height="400" fill="url(#banner)"/>
<circle cx="1060" cy="-40" r="260" fill="#ffffff" opacity=".07"/><circle cx="640" cy="460" r="220" fill="#ffffff" opacity=".06"/><circle cx="90" cy="40" r="120" fill="#ffffff" opacity=".05"/>
<rect x="72" y="70" width="${tagWidth}" height="40" rx="20" fill="#ffffff" opacity=".18"/>
<text x="${72 + tagWidth / 2}" y="97" text-anchor="middle" fill="#ffffff" font-size="22" font-weight="600" ${FONT}>${esc(spec.tag)}</text>
<text x="72" y="190" fill="#ffffff" font-size="48" font-weight="700" ${FONT}>${esc(spec.title)}</text>
<text x="72" y="244" fill="#ffffff" opacity=".88" font-size="24" ${FONT}>${esc(spec.subtitle)}</text>
<rect x="72" y="284" width="${ctaWidth}" height="56" rx="28" fill="#ffffff"/>
<text x="${72 + ctaWidth / 2}" y="321" text-anchor="middle" fill="${spec.from}" font-size="24" font-weight="700" ${FONT}>${esc(spec.cta)} ›</text>
${artCards(spec, palette)}
</svg>`;
}

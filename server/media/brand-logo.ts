// Brand wordmarks (240x96): the brand's name in its house colour with the Chinese name below.
// Neutral text marks, not reproductions of the makers' registered logos.
import { esc } from './svg.ts';

const HOUSE_COLOURS: Readonly<Record<string, string>> = {
  skf: '#0f58d6', nsk: '#003da5', fag: '#00893d', ntn: '#e60012', koyo: '#003f87', timken: '#f26522', smc: '#0068b7',
  festo: '#0091dc', airtac: '#0b5ca8', schneider: '#3dcd58', siemens: '#009999', abb: '#ff000f', chint: '#e60012',
  delixi: '#c8102e', omron: '#005eb8', mitsubishi: '#e60012', '3m': '#ff0000', honeywell: '#e21b22', bosch: '#ea0016',
  makita: '#00909e', fluke: '#f7b500', mitutoyo: '#00479d', mobil: '#ed1c24', shell: '#dd1d21', loctite: '#e2001a',
  sata: '#e4002b', stanley: '#f9c400', hiwin: '#003b8e', rexroth: '#0072bc', parker: '#1b365d', karcher: '#ffed00',
};

function colourOf(key: string): string {
  const known = HOUSE_COLOURS[key];
  if (known) return known;
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${h % 360} 55% 38%)`;
}

export interface BrandMark {
  key: string;
  name: string;
  nameCn: string;
}

export function renderBrandLogo(brand: BrandMark): string {
  const colour = colourOf(brand.key);
  const latinSize = brand.name.length > 12 ? 24 : brand.name.length > 8 ? 30 : 38;
  const showCn = brand.nameCn && brand.nameCn !== brand.name;
  const font = `font-family="'Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${esc(brand.name)}">
<rect x="1" y="1" width="238" height="94" rx="10" fill="#ffffff" stroke="#dee2e6" stroke-width="2"/>
<rect x="1" y="1" width="8" height="94" rx="4" fill="${colour}"/>
<text x="124" y="${showCn ? 54 : 60}" text-anchor="middle" fill="${colour}" font-size="${latinSize}" font-weight="800" ${font}>${esc(brand.name)}</text>
${showCn ? `<text x="124" y="80" text-anchor="middle" fill="#495057" font-size="16" ${font}>${esc(brand.nameCn)}</text>` : ''}
</svg>`;
}

// Small SVG building blocks shared by the product illustrations, banners and logos.

export interface Palette {
  accent: string;
  accentDark: string;
  accentLight: string;
}

/** Eight accent palettes; a goods image's `v` picks one. */
export const PALETTES: readonly Palette[] = [
  { accent: '#1f6feb', accentDark: '#1553b6', accentLight: '#9ec5ff' },
  { accent: '#e8590c', accentDark: '#b8440a', accentLight: '#ffc39e' },
  { accent: '#2f9e44', accentDark: '#237a34', accentLight: '#a9e3b4' },
  { accent: '#d6336c', accentDark: '#a61e4d', accentLight: '#f9b3cb' },
  { accent: '#7048e8', accentDark: '#5233b8', accentLight: '#cabcfb' },
  { accent: '#e0a800', accentDark: '#b08400', accentLight: '#ffe38a' },
  { accent: '#0c8599', accentDark: '#0a6675', accentLight: '#99e9f2' },
  { accent: '#495057', accentDark: '#343a40', accentLight: '#ced4da' },
];

/** Draws one illustration's shapes inside a 400x400 view box. */
export type Drawer = (p: Palette) => string;

export const INK = '#1f2328';
export const STEEL = 'url(#steel)';
export const STEEL_V = 'url(#steelV)';
export const ACCENT = 'url(#accent)';
export const DARK = '#343a40';
export const RUBBER = '#2b2f33';
export const BG = '#f4f6f9';
export const HOLE = '#dfe4ea';

/** Escapes text for use inside an SVG element or attribute. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const OUTLINE = `stroke="${INK}" stroke-opacity=".22" stroke-width="2"`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = OUTLINE) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = OUTLINE) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = OUTLINE) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = OUTLINE) => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = OUTLINE) =>
  `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
export const g = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A regular hexagon (flat sides left and right when rotation is 0). */
export function hex(cx: number, cy: number, r: number, fill: string, rotation = 0): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i + rotation) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
  return polygon(points, fill);
}

/** Items placed evenly on a circle. */
export function around(count: number, radius: number, cx: number, cy: number, draw: (x: number, y: number, deg: number) => string): string {
  return Array.from({ length: count }, (_, i) => {
    const deg = (360 / count) * i;
    const a = (deg * Math.PI) / 180;
    return draw(cx + radius * Math.cos(a), cy + radius * Math.sin(a), deg);
  }).join('');
}

/** Parallel thread lines across a horizontal shank from x1 to x2. */
export function threads(x1: number, x2: number, y: number, h: number, pitch = 8): string {
  const out: string[] = [];
  for (let x = x1; x <= x2; x += pitch) out.push(line(x, y, x + pitch / 2, y + h, INK, 1.5, 'stroke-opacity=".35"'));
  return out.join('');
}

/** A soft floor shadow. */
export const shadow = (cx = 200, cy = 352, rx = 140, ry = 14) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${INK}" opacity=".08"/>`;

/** Gradients every illustration may use: steel (horizontal, vertical) and the accent. */
export function defs(p: Palette): string {
  return `<defs>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset=".5" stop-color="#b9c1ca"/><stop offset="1" stop-color="#858f9a"/></linearGradient>
<linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset=".45" stop-color="#c4cbd3"/><stop offset="1" stop-color="#8a949e"/></linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accentLight}"/><stop offset=".35" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accentDark}"/></linearGradient>
<radialGradient id="bg" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${BG}"/></radialGradient>
</defs>`;
}

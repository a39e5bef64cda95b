// Bearings, housed units, linear motion, belts, chains and motors.
import {
  ACCENT, BG, DARK, HOLE, INK, RUBBER, STEEL, STEEL_V, around, circle, ellipse, g, line, path, polygon, rect, shadow,
  type Drawer,
} from '../svg.ts';

const C = 200;

function rings(outer: number, race: number, inner: number, bore: number, elements: string, seal?: { accent: string; accentDark: string }): string {
  return [
    shadow(C, 362, 150, 12),
    circle(C, C, outer, STEEL),
    circle(C, C, race, HOLE),
    elements,
    seal ? circle(C, C, (race + inner) / 2 + 4, seal.accent, `stroke="${seal.accentDark}" stroke-width="3" fill-opacity=".92"`) : '',
    circle(C, C, inner, STEEL),
    circle(C, C, bore, BG),
    circle(C, C, bore + 6, 'none', `stroke="${INK}" stroke-opacity=".15" stroke-width="6"`),
  ].join('');
}

const balls = (count: number, radius: number, r: number) =>
  around(count, radius, C, C, (x, y) => circle(x, y, r, STEEL) + circle(x - r / 3, y - r / 3, r / 3.5, '#ffffff', 'opacity=".8"'));

const rollers = (count: number, radius: number, w: number, h: number, fill = STEEL) =>
  around(count, radius, C, C, (x, y, deg) => g(`rotate(${deg} ${x} ${y})`, rect(x - h / 2, y - w / 2, h, w, fill, 3)));

export const ballBearing: Drawer = (p) => rings(150, 122, 84, 52, balls(11, 103, 17), p);
export const angularBearing: Drawer = () => rings(150, 124, 82, 50, balls(12, 103, 18) + circle(C, C, 103, 'none', `stroke="${DARK}" stroke-width="4" stroke-dasharray="10 22"`));
export const rollerBearing: Drawer = (p) => rings(150, 124, 82, 52, circle(C, C, 103, 'none', `stroke="${p.accent}" stroke-width="30" stroke-opacity=".35"`) + rollers(14, 103, 16, 34));
export const taperedBearing: Drawer = () =>
  rings(150, 126, 80, 50, around(16, 103, C, C, (x, y, deg) => g(`rotate(${deg + 90} ${x} ${y})`, polygon([[x - 9, y - 18], [x + 9, y - 18], [x + 6, y + 18], [x - 6, y + 18]], STEEL))));
export const sphericalBearing: Drawer = (p) => rings(152, 128, 78, 48, circle(C, C, 103, 'none', `stroke="${p.accent}" stroke-width="44" stroke-opacity=".25"`) + rollers(18, 114, 10, 18) + rollers(18, 92, 10, 18));
export const thrustBearing: Drawer = (p) =>
  [
    shadow(C, 330, 150, 14),
    ellipse(C, 282, 140, 36, STEEL),
    ellipse(C, 272, 138, 34, STEEL),
    ellipse(C, 272, 80, 18, BG),
    ...Array.from({ length: 9 }, (_, i) => circle(80 + i * 30, 238, 15, STEEL)),
    rect(70, 228, 260, 10, p.accent, 3),
    ellipse(C, 206, 140, 34, STEEL),
    ellipse(C, 196, 138, 34, STEEL),
    ellipse(C, 196, 80, 18, BG),
  ].join('');

export const pillowBlock: Drawer = () =>
  [
    shadow(C, 352, 165, 14),
    rect(40, 290, 320, 48, STEEL_V, 8),
    circle(78, 314, 11, HOLE),
    circle(322, 314, 11, HOLE),
    path('M 95 300 L 95 190 A 105 105 0 0 1 305 190 L 305 300 Z', ACCENT),
    circle(C, 195, 78, STEEL),
    circle(C, 195, 56, HOLE),
    circle(C, 195, 40, STEEL),
    circle(C, 195, 22, BG),
    rect(190, 76, 20, 22, '#c8a24a', 4),
  ].join('');

export const flangeBlock: Drawer = () =>
  [
    shadow(C, 350, 150, 14),
    path('M 40 200 Q 40 160 90 150 L 160 80 Q 200 50 240 80 L 310 150 Q 360 160 360 200 Q 360 240 310 250 L 240 320 Q 200 350 160 320 L 90 250 Q 40 240 40 200 Z', 'url(#accent)'),
    circle(78, 200, 14, HOLE),
    circle(322, 200, 14, HOLE),
    circle(C, 200, 92, STEEL),
    circle(C, 200, 70, HOLE),
    circle(C, 200, 52, STEEL),
    circle(C, 200, 28, BG),
  ].join('');

export const adapterSleeve: Drawer = () =>
  [
    shadow(C, 330, 150, 12),
    polygon([[60, 170], [270, 150], [270, 250], [60, 230]], STEEL_V),
    line(60, 200, 270, 200, INK, 3, 'stroke-opacity=".25"'),
    rect(262, 128, 70, 144, STEEL, 10),
    ...[150, 182, 214, 246].map((y) => rect(326, y - 6, 10, 12, HOLE, 2)),
    ellipse(60, 200, 12, 30, HOLE),
  ].join('');

export const lockNut: Drawer = (p) =>
  [
    shadow(C, 352, 140, 12),
    circle(C, C, 140, STEEL),
    around(4, 132, C, C, (x, y, deg) => g(`rotate(${deg} ${x} ${y})`, rect(x - 14, y - 16, 28, 32, BG, 4))),
    circle(C, C, 92, HOLE),
    circle(C, C, 92, 'none', `stroke="${p.accent}" stroke-width="6" stroke-dasharray="4 8"`),
  ].join('');

export const linearGuide: Drawer = (p) =>
  [
    shadow(C, 318, 175, 12),
    polygon([[20, 270], [330, 170], [380, 190], [70, 290]], STEEL),
    ...[0, 1, 2, 3, 4].map((i) => ellipse(70 + i * 66, 272 - i * 21, 9, 5, HOLE)),
    polygon([[120, 178], [250, 136], [310, 162], [310, 214], [180, 256], [120, 230]], STEEL),
    polygon([[180, 204], [310, 162], [310, 214], [180, 256]], 'url(#steelV)'),
    polygon([[104, 184], [120, 178], [180, 204], [180, 256], [164, 262], [104, 236]], p.accent),
    ...[[150, 182], [200, 166], [230, 190], [180, 206]].map(([x, y]) => ellipse(x!, y!, 7, 4, HOLE)),
  ].join('');

export const linearRail: Drawer = () =>
  [
    shadow(C, 320, 170, 12),
    polygon([[20, 280], [350, 100], [385, 118], [55, 298]], STEEL),
    polygon([[55, 298], [385, 118], [385, 138], [55, 318]], 'url(#steelV)'),
    ...Array.from({ length: 6 }, (_, i) => ellipse(70 + i * 56, 276 - i * 30.5, 10, 6, HOLE) + ellipse(70 + i * 56, 276 - i * 30.5, 5, 3, DARK)),
  ].join('');

export const linearShaft: Drawer = () =>
  [
    shadow(C, 318, 160, 10),
    g('rotate(-28 200 200)', rect(20, 178, 360, 44, STEEL_V, 22), rect(30, 186, 340, 8, '#ffffff', 4, 'opacity=".7"')),
  ].join('');

export const linearBushing: Drawer = (p) =>
  [
    shadow(C, 320, 130, 12),
    rect(90, 120, 220, 160, STEEL_V, 14),
    rect(112, 120, 10, 160, HOLE, 2),
    rect(278, 120, 10, 160, HOLE, 2),
    ellipse(310, 200, 22, 80, STEEL),
    ellipse(310, 200, 14, 46, RUBBER),
    ellipse(310, 200, 9, 30, BG),
    ellipse(90, 200, 22, 80, p.accent),
  ].join('');

export const ballScrew: Drawer = (p) =>
  [
    shadow(C, 320, 170, 12),
    g(
      'rotate(-20 200 200)',
      rect(10, 186, 380, 28, STEEL_V, 6),
      ...Array.from({ length: 36 }, (_, i) => line(16 + i * 10.5, 188, 22 + i * 10.5, 212, INK, 2, 'stroke-opacity=".3"')),
      rect(150, 150, 90, 100, ACCENT, 10),
      rect(236, 126, 22, 148, p.accentDark, 6),
      circle(247, 142, 5, HOLE),
      circle(247, 258, 5, HOLE),
    ),
  ].join('');

function stadium(x1: number, x2: number, cy: number, r: number): string {
  return `M ${x1} ${cy - r} L ${x2} ${cy - r} A ${r} ${r} 0 0 1 ${x2} ${cy + r} L ${x1} ${cy + r} A ${r} ${r} 0 0 1 ${x1} ${cy - r} Z`;
}

export const timingBelt: Drawer = (p) =>
  [
    shadow(C, 335, 170, 12),
    path(stadium(135, 265, 200, 100), 'none', `stroke="${RUBBER}" stroke-width="30"`),
    path(stadium(135, 265, 200, 82), 'none', `stroke="${RUBBER}" stroke-width="8" stroke-dasharray="6 6"`),
    path(stadium(135, 265, 200, 106), 'none', `stroke="${p.accent}" stroke-width="4" stroke-opacity=".8"`),
  ].join('');

export const vBelt: Drawer = (p) =>
  [
    shadow(C, 335, 170, 12),
    path(stadium(140, 260, 200, 100), 'none', `stroke="${RUBBER}" stroke-width="36"`),
    path(stadium(140, 260, 200, 112), 'none', `stroke="#495057" stroke-width="8"`),
    rect(160, 92, 80, 16, p.accent, 3, 'opacity=".9"'),
  ].join('');

export const rollerChain: Drawer = () => {
  const links: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = 118 + i * 32;
    links.push(rect(x - 4, 116, 40, 26, i % 2 ? STEEL : '#adb5bd', 13), circle(x, 129, 8, DARK));
    links.push(rect(x - 4, 258, 40, 26, i % 2 ? '#adb5bd' : STEEL, 13), circle(x, 271, 8, DARK));
  }
  return [shadow(C, 330, 170, 12), ...links, path('M 310 129 A 71 71 0 0 1 310 271', 'none', `stroke="#adb5bd" stroke-width="26" stroke-dasharray="30 8"`), path('M 110 271 A 71 71 0 0 1 110 129', 'none', `stroke="#adb5bd" stroke-width="26" stroke-dasharray="30 8"`)].join('');
};

export const gearMotor: Drawer = (p) =>
  [
    shadow(C, 335, 175, 14),
    rect(30, 140, 190, 150, ACCENT, 20),
    ...Array.from({ length: 7 }, (_, i) => rect(40, 150 + i * 19, 170, 6, p.accentDark, 3, 'opacity=".5"')),
    rect(80, 104, 80, 40, p.accentDark, 6),
    rect(214, 124, 120, 182, ACCENT, 14),
    rect(334, 196, 46, 28, STEEL_V, 4),
    rect(228, 300, 92, 20, p.accentDark, 4),
    circle(274, 214, 26, p.accentDark),
  ].join('');

export const servo: Drawer = (p) =>
  [
    shadow(C, 335, 160, 14),
    rect(40, 130, 210, 150, DARK, 14),
    ...Array.from({ length: 5 }, (_, i) => rect(56, 146 + i * 26, 178, 8, '#495057', 4)),
    rect(246, 110, 70, 190, '#495057', 10),
    rect(316, 192, 60, 26, STEEL_V, 4),
    rect(80, 96, 56, 38, p.accent, 6),
    circle(281, 128, 6, HOLE),
    circle(281, 282, 6, HOLE),
  ].join('');

export const MECHANICAL: Record<string, Drawer> = {
  'ball-bearing': ballBearing,
  'angular-bearing': angularBearing,
  'roller-bearing': rollerBearing,
  'tapered-bearing': taperedBearing,
  'spherical-bearing': sphericalBearing,
  'thrust-bearing': thrustBearing,
  'pillow-block': pillowBlock,
  'flange-block': flangeBlock,
  'adapter-sleeve': adapterSleeve,
  'lock-nut': lockNut,
  'linear-guide': linearGuide,
  'linear-rail': linearRail,
  'linear-shaft': linearShaft,
  'linear-bushing': linearBushing,
  'ball-screw': ballScrew,
  'timing-belt': timingBelt,
  'v-belt': vBelt,
  'roller-chain': rollerChain,
  'gear-motor': gearMotor,
  servo,
};


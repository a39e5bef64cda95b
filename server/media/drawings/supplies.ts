// Fasteners, lubricants and chemicals, handling, welding, lighting and cleaning.
import { ACCENT, BG, DARK, HOLE, INK, RUBBER, STEEL, STEEL_V, circle, ellipse, hex, line, path, rect, shadow, threads, type Drawer } from '../svg.ts';

export const socketScrew: Drawer = () =>
  [
    shadow(200, 320, 170, 12),
    rect(30, 140, 110, 120, STEEL_V, 18),
    hex(60, 200, 26, DARK),
    rect(136, 172, 230, 56, STEEL_V, 4),
    threads(180, 362, 174, 52, 10),
    rect(140, 180, 220, 8, '#ffffff', 3, 'opacity=".5"'),
  ].join('');

export const hexBolt: Drawer = () =>
  [
    shadow(200, 320, 170, 12),
    rect(30, 130, 80, 140, STEEL, 6),
    rect(30, 170, 80, 60, STEEL_V, 2),
    line(30, 170, 110, 170, INK, 2, 'stroke-opacity=".3"'),
    line(30, 230, 110, 230, INK, 2, 'stroke-opacity=".3"'),
    rect(108, 172, 258, 56, STEEL_V, 4),
    threads(220, 362, 174, 52, 10),
  ].join('');

export const nut: Drawer = () => [shadow(200, 350, 130, 12), hex(200, 200, 140, STEEL, 30), circle(200, 200, 70, BG), circle(200, 200, 80, 'none', `stroke="${INK}" stroke-opacity=".25" stroke-width="10" stroke-dasharray="6 6"`)].join('');

export const washer: Drawer = () =>
  [shadow(200, 350, 140, 12), circle(200, 200, 140, STEEL), circle(200, 200, 64, BG), circle(200, 200, 104, 'none', `stroke="#ffffff" stroke-width="10" stroke-opacity=".4"`)].join('');

export const anchor: Drawer = (p) =>
  [
    shadow(200, 320, 170, 12),
    rect(60, 176, 300, 48, STEEL_V, 4),
    threads(60, 170, 178, 44, 9),
    rect(240, 168, 110, 64, ACCENT, 6, 'opacity=".9"'),
    line(250, 200, 350, 200, p.accentDark, 3),
    hex(118, 200, 44, STEEL, 30),
    rect(150, 150, 14, 100, STEEL, 3),
    path('M 350 176 L 380 188 L 380 212 L 350 224 Z', STEEL),
  ].join('');

export const grease: Drawer = (p) =>
  [
    shadow(200, 345, 120, 14),
    ellipse(200, 110, 110, 30, STEEL),
    rect(90, 110, 220, 210, ACCENT, 4),
    ellipse(200, 320, 110, 28, p.accentDark),
    rect(90, 170, 220, 90, '#ffffff', 0, 'opacity=".9"'),
    rect(120, 196, 160, 16, p.accent, 4),
    rect(120, 224, 110, 12, '#adb5bd', 4),
    ellipse(200, 110, 80, 18, '#fab005', 'opacity=".8"'),
  ].join('');

export const oilDrum: Drawer = (p) =>
  [
    shadow(200, 355, 130, 14),
    rect(80, 60, 240, 290, ACCENT, 16),
    ...[110, 200, 290].map((y) => rect(76, y - 6, 248, 12, p.accentDark, 6)),
    rect(118, 140, 164, 100, '#ffffff', 8, 'opacity=".92"'),
    rect(138, 160, 124, 18, p.accent, 4),
    rect(138, 190, 90, 12, '#adb5bd', 4),
    ellipse(250, 72, 20, 7, DARK),
  ].join('');

export const adhesive: Drawer = (p) =>
  [
    shadow(200, 350, 90, 12),
    path('M 186 40 L 214 40 L 222 110 L 178 110 Z', p.accentDark),
    rect(160, 104, 80, 40, DARK, 8),
    path('M 130 150 Q 130 136 146 136 L 254 136 Q 270 136 270 150 L 276 330 Q 276 344 262 344 L 138 344 Q 124 344 124 330 Z', '#f1f3f5'),
    rect(132, 190, 136, 110, ACCENT, 6),
    rect(150, 214, 100, 22, '#ffffff', 4, 'opacity=".9"'),
    rect(150, 250, 60, 12, '#ffffff', 4, 'opacity=".6"'),
  ].join('');

export const sprayCan: Drawer = (p) =>
  [
    shadow(200, 355, 100, 12),
    rect(170, 40, 60, 40, DARK, 8),
    rect(220, 52, 30, 10, DARK, 4),
    path('M 140 110 Q 140 76 200 76 Q 260 76 260 110 Z', STEEL),
    rect(140, 108, 120, 240, ACCENT, 12),
    rect(140, 170, 120, 110, '#ffffff', 0, 'opacity=".9"'),
    rect(156, 190, 88, 20, p.accent, 4),
    rect(156, 222, 60, 12, '#adb5bd', 4),
  ].join('');

export const sorbent: Drawer = (p) =>
  [
    shadow(200, 340, 170, 12),
    ...[0, 1, 2, 3].map((i) => path(`M ${60 + i * 6} ${250 - i * 36} L ${300 + i * 6} ${250 - i * 36} L ${350 - i * 6} ${300 - i * 36} L ${110 - i * 6} ${300 - i * 36} Z`, i === 3 ? p.accent : '#e9ecef')),
    ...Array.from({ length: 6 }, (_, i) => circle(130 + i * 36, 198 - 108 + 30, 3, '#ffffff', 'opacity=".8"')),
  ].join('');

export const palletTruck: Drawer = (p) =>
  [
    shadow(200, 345, 180, 12),
    rect(30, 280, 280, 22, STEEL_V, 4),
    rect(30, 250, 280, 22, STEEL_V, 4),
    rect(290, 180, 60, 130, ACCENT, 10),
    path('M 320 180 L 290 60', 'none', `stroke="${p.accentDark}" stroke-width="14" stroke-linecap="round"`),
    rect(262, 40, 60, 24, DARK, 10),
    circle(310, 320, 22, RUBBER),
    circle(56, 316, 14, RUBBER),
    circle(110, 316, 14, RUBBER),
  ].join('');

export const trolley: Drawer = (p) =>
  [
    shadow(200, 350, 170, 12),
    rect(40, 240, 300, 36, ACCENT, 8),
    path('M 330 250 L 330 80 L 360 80', 'none', `stroke="${DARK}" stroke-width="14" stroke-linecap="round"`),
    ...[80, 300].map((x) => rect(x - 6, 274, 12, 26, DARK, 2) + circle(x, 316, 22, RUBBER) + circle(x, 316, 8, '#adb5bd')),
    rect(40, 240, 300, 8, p.accentLight, 4, 'opacity=".6"'),
  ].join('');

export const chainHoist: Drawer = (p) =>
  [
    shadow(200, 360, 110, 10),
    path('M 200 20 Q 230 20 230 44 Q 230 64 210 66 L 210 80', 'none', `stroke="${STEEL}" stroke-width="12"`),
    rect(120, 80, 160, 120, ACCENT, 18),
    circle(200, 140, 40, p.accentDark),
    circle(200, 140, 16, STEEL),
    ...Array.from({ length: 9 }, (_, i) => ellipse(170, 214 + i * 14, 6, 9, 'none', `stroke="#868e96" stroke-width="4"`)),
    ...Array.from({ length: 6 }, (_, i) => ellipse(240, 214 + i * 14, 6, 9, 'none', `stroke="#868e96" stroke-width="4"`)),
    path('M 170 340 Q 170 366 194 366 Q 214 366 214 346', 'none', `stroke="${DARK}" stroke-width="10"`),
  ].join('');

export const sling: Drawer = (p) =>
  [
    shadow(200, 345, 170, 12),
    rect(50, 80, 300, 230, 'none', 110, `stroke="${p.accent}" stroke-width="32"`),
    rect(50, 80, 300, 230, 'none', 110, `stroke="${p.accentDark}" stroke-width="2" stroke-dasharray="10 8"`),
    rect(40, 160, 32, 70, p.accentDark, 8),
    rect(328, 160, 32, 70, p.accentDark, 8),
    rect(160, 292, 80, 36, '#ffffff', 6),
    rect(172, 302, 56, 6, p.accent, 3),
  ].join('');

export const welder: Drawer = (p) =>
  [
    shadow(200, 345, 170, 12),
    rect(50, 110, 300, 220, ACCENT, 16),
    rect(70, 130, 150, 180, '#343a40', 10),
    rect(86, 150, 80, 40, '#ffd43b', 4, 'opacity=".9"'),
    circle(126, 250, 28, '#868e96'),
    line(126, 250, 140, 228, '#ffffff', 5),
    circle(196, 250, 14, '#e03131'),
    circle(196, 290, 14, DARK),
    ...Array.from({ length: 6 }, (_, i) => rect(240, 140 + i * 26, 96, 10, p.accentDark, 5, 'opacity=".5"')),
    path('M 100 110 L 110 70 L 290 70 L 300 110', 'none', `stroke="${DARK}" stroke-width="12"`),
  ].join('');

export const electrode: Drawer = (p) =>
  [
    shadow(200, 330, 170, 12),
    ...Array.from({ length: 7 }, (_, i) => {
      const y = 150 + i * 16;
      return rect(40, y, 300, 12, '#e9ecef', 6) + rect(330, y, 40, 12, STEEL_V, 3) + rect(40, y, 14, 12, p.accent, 4);
    }),
    rect(150, 140, 40, 130, p.accent, 6, 'opacity=".9"'),
  ].join('');

export const weldingWire: Drawer = (p) =>
  [
    shadow(200, 350, 140, 12),
    circle(200, 200, 140, DARK),
    circle(200, 200, 118, '#c08b4a'),
    ...Array.from({ length: 8 }, (_, i) => circle(200, 200, 112 - i * 8, 'none', `stroke="#a97435" stroke-width="2"`)),
    circle(200, 200, 52, ACCENT),
    circle(200, 200, 22, BG),
    rect(250, 60, 60, 26, p.accent, 6),
  ].join('');

export const weldingHelmet: Drawer = (p) =>
  [
    shadow(200, 350, 130, 12),
    path('M 90 120 Q 90 40 200 40 Q 310 40 310 120 L 300 280 Q 200 350 100 280 Z', ACCENT),
    rect(128, 130, 144, 70, '#343a40', 8),
    rect(138, 140, 124, 50, '#2b8a3e', 4, 'opacity=".55"'),
    path('M 120 250 Q 200 290 280 250', 'none', `stroke="${p.accentDark}" stroke-width="6"`),
  ].join('');

export const highBay: Drawer = (p) =>
  [
    shadow(200, 360, 150, 12),
    line(200, 20, 200, 90, DARK, 6),
    circle(200, 100, 18, 'none', `stroke="${DARK}" stroke-width="6"`),
    rect(120, 110, 160, 50, '#495057', 12),
    ...Array.from({ length: 7 }, (_, i) => rect(128 + i * 22, 116, 10, 38, '#343a40', 3)),
    path('M 60 270 L 120 160 L 280 160 L 340 270 Z', '#868e96'),
    ellipse(200, 270, 140, 26, '#fff3bf'),
    ellipse(200, 270, 110, 18, p.accentLight, 'opacity=".5"'),
  ].join('');

export const explosionProofLamp: Drawer = (p) =>
  [
    shadow(200, 355, 130, 12),
    rect(150, 40, 100, 60, '#495057', 10),
    circle(200, 220, 130, '#495057'),
    circle(200, 220, 106, '#fff3bf'),
    circle(200, 220, 70, p.accentLight, 'opacity=".5"'),
    ...Array.from({ length: 6 }, (_, i) => line(200 + 106 * Math.cos((i * Math.PI) / 3), 220 + 106 * Math.sin((i * Math.PI) / 3), 200 - 106 * Math.cos((i * Math.PI) / 3), 220 - 106 * Math.sin((i * Math.PI) / 3), '#495057', 8)),
    circle(200, 220, 20, '#495057'),
  ].join('');

export const flashlight: Drawer = (p) =>
  [
    shadow(200, 320, 160, 12),
    path('M 300 190 L 392 150 L 392 250 L 300 210 Z', '#fff3bf', 'opacity=".8"'),
    rect(40, 170, 200, 60, ACCENT, 18),
    ...Array.from({ length: 5 }, (_, i) => rect(70 + i * 24, 174, 10, 52, p.accentDark, 4, 'opacity=".5"')),
    path('M 236 160 L 300 150 L 300 250 L 236 240 Z', '#495057'),
    circle(150, 200, 10, '#e03131'),
  ].join('');

export const vacuum: Drawer = (p) =>
  [
    shadow(200, 355, 160, 12),
    rect(80, 160, 170, 180, ACCENT, 28),
    rect(70, 120, 190, 60, '#495057', 20),
    circle(110, 340, 16, RUBBER),
    circle(220, 340, 16, RUBBER),
    path('M 250 200 C 330 200, 330 320, 370 300', 'none', `stroke="${DARK}" stroke-width="16"`),
    line(370, 300, 370, 80, '#adb5bd', 10),
    rect(120, 200, 90, 20, p.accentDark, 6, 'opacity=".5"'),
  ].join('');

export const pressureWasher: Drawer = (p) =>
  [
    shadow(200, 355, 170, 12),
    rect(70, 140, 190, 170, ACCENT, 20),
    rect(90, 160, 150, 40, '#495057', 8),
    circle(110, 326, 24, RUBBER),
    circle(230, 326, 24, RUBBER),
    path('M 260 250 C 320 250, 320 130, 350 110', 'none', `stroke="${DARK}" stroke-width="10"`),
    line(350, 110, 390, 60, '#adb5bd', 8),
    rect(100, 230, 60, 40, p.accentDark, 8),
    circle(206, 250, 18, HOLE),
  ].join('');

export const SUPPLIES: Record<string, Drawer> = {
  'socket-screw': socketScrew,
  'hex-bolt': hexBolt,
  nut,
  washer,
  anchor,
  grease,
  'oil-drum': oilDrum,
  adhesive,
  'spray-can': sprayCan,
  sorbent,
  'pallet-truck': palletTruck,
  trolley,
  'chain-hoist': chainHoist,
  sling,
  welder,
  electrode,
  'welding-wire': weldingWire,
  'welding-helmet': weldingHelmet,
  'high-bay': highBay,
  'explosion-proof-lamp': explosionProofLamp,
  flashlight,
  vacuum,
  'pressure-washer': pressureWasher,
};

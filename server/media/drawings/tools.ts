// Hand tools, power tools and measuring instruments.
import { ACCENT, DARK, HOLE, INK, RUBBER, STEEL, STEEL_V, circle, ellipse, g, line, path, rect, shadow, type Drawer } from '../svg.ts';

export const wrench: Drawer = () =>
  [
    shadow(200, 340, 160, 12),
    g(
      'rotate(-35 200 200) translate(200 200) scale(.86) translate(-200 -200)',
      rect(90, 180, 230, 40, STEEL_V, 18),
      path('M 20 200 m -48 0 a 48 48 0 1 0 96 0 a 48 48 0 1 0 -96 0 Z', STEEL),
      circle(20, 200, 24, '#f4f6f9'),
      path('M 330 152 L 390 150 L 372 178 L 356 182 L 356 218 L 372 222 L 390 250 L 330 248 Q 300 200 330 152 Z', STEEL),
      rect(150, 192, 110, 16, '#ffffff', 8, 'opacity=".45"'),
    ),
  ].join('');

export const screwdriver: Drawer = (p) =>
  [
    shadow(200, 330, 160, 12),
    g(
      'rotate(-30 200 200)',
      rect(30, 170, 150, 60, ACCENT, 26),
      ...[0, 1, 2, 3].map((i) => rect(60 + i * 26, 176, 10, 48, p.accentDark, 5, 'opacity=".6"')),
      rect(176, 178, 22, 44, RUBBER, 8),
      rect(196, 190, 150, 20, STEEL_V, 4),
      path('M 346 190 L 380 196 L 380 204 L 346 210 Z', STEEL),
    ),
  ].join('');

export const pliers: Drawer = (p) =>
  [
    shadow(200, 345, 150, 12),
    path('M 150 200 L 60 340 L 96 352 L 186 214 Z', ACCENT),
    path('M 250 200 L 340 340 L 304 352 L 214 214 Z', ACCENT),
    path('M 150 200 L 186 214 L 200 150 L 176 60 L 150 70 Z', STEEL),
    path('M 250 200 L 214 214 L 200 150 L 224 60 L 250 70 Z', STEEL),
    circle(200, 196, 16, STEEL),
    circle(200, 196, 6, DARK),
    line(86, 320, 120, 268, p.accentDark, 6, 'opacity=".5"'),
  ].join('');

export const toolSet: Drawer = (p) =>
  [
    shadow(200, 352, 175, 12),
    rect(30, 150, 340, 190, ACCENT, 16),
    rect(48, 168, 304, 150, '#343a40', 10),
    ...Array.from({ length: 9 }, (_, i) => circle(76 + i * 31, 204, 12 + (i % 3) * 1.5, STEEL)),
    ...Array.from({ length: 6 }, (_, i) => rect(70 + i * 46, 240, 16, 64, STEEL_V, 6)),
    rect(30, 60, 340, 96, p.accentDark, 16),
    rect(150, 40, 100, 26, DARK, 10),
  ].join('');

export const drill: Drawer = (p) =>
  [
    shadow(200, 352, 150, 12),
    path('M 80 110 L 280 110 Q 310 110 310 140 L 310 180 Q 310 200 290 200 L 200 200 L 180 300 L 120 300 L 138 200 L 100 200 Q 70 200 70 170 L 70 130 Q 70 110 80 110 Z', ACCENT),
    rect(100, 290, 120, 56, DARK, 10),
    rect(310, 128, 40, 56, DARK, 6),
    rect(350, 144, 42, 24, STEEL_V, 4),
    rect(146, 210, 30, 40, RUBBER, 6),
    rect(90, 126, 120, 24, p.accentDark, 6, 'opacity=".5"'),
  ].join('');

export const grinder: Drawer = (p) =>
  [
    shadow(200, 340, 170, 12),
    rect(40, 160, 220, 74, ACCENT, 34),
    rect(70, 170, 120, 14, p.accentDark, 7, 'opacity=".5"'),
    rect(250, 150, 70, 94, '#495057', 12),
    ellipse(290, 258, 86, 22, STEEL),
    path('M 204 250 A 86 40 0 0 1 376 250', 'none', `stroke="#495057" stroke-width="12"`),
    rect(150, 110, 26, 56, RUBBER, 10),
  ].join('');

export const multimeter: Drawer = (p) =>
  [
    shadow(200, 360, 120, 12),
    rect(110, 40, 180, 310, ACCENT, 26),
    rect(126, 56, 148, 278, '#343a40', 16),
    rect(140, 72, 120, 64, '#c3fae8', 6),
    rect(150, 86, 80, 34, '#2b8a3e', 3, 'opacity=".25"'),
    circle(200, 210, 44, '#495057'),
    circle(200, 210, 30, '#868e96'),
    line(200, 210, 200, 184, '#ffffff', 6),
    ...[150, 200, 250].map((x, i) => circle(x, 300, 11, i === 0 ? '#e03131' : DARK) + circle(x, 300, 5, HOLE)),
    line(170, 150, 230, 150, p.accentLight, 4),
  ].join('');

export const clampMeter: Drawer = (p) =>
  [
    shadow(200, 360, 110, 12),
    path('M 130 150 A 70 70 0 1 1 270 150 L 244 150 A 44 44 0 1 0 156 150 Z', '#343a40'),
    rect(130, 140, 140, 210, ACCENT, 22),
    rect(146, 170, 108, 56, '#c3fae8', 6),
    circle(200, 270, 30, '#495057'),
    line(200, 270, 214, 248, '#ffffff', 5),
    rect(120, 180, 14, 70, p.accentDark, 5),
  ].join('');

export const insulationTester: Drawer = (p) =>
  [
    shadow(200, 350, 165, 12),
    rect(40, 100, 320, 230, '#495057', 20),
    rect(56, 116, 288, 198, '#343a40', 12),
    rect(76, 134, 140, 80, '#c3fae8', 6),
    circle(290, 176, 42, '#868e96'),
    line(290, 176, 312, 150, '#ffffff', 6),
    rect(76, 240, 60, 50, p.accent, 8),
    rect(150, 240, 60, 50, DARK, 8),
    ...[250, 290, 330].map((x) => circle(x, 266, 10, '#e03131')),
    rect(150, 70, 100, 40, DARK, 12),
  ].join('');

export const irThermometer: Drawer = (p) =>
  [
    shadow(200, 352, 130, 12),
    path('M 60 110 L 300 110 Q 330 110 330 140 L 330 170 Q 330 190 310 190 L 210 190 L 190 330 L 130 330 L 148 190 L 80 190 Q 60 190 60 170 Z', ACCENT),
    rect(60, 118, 90, 64, '#343a40', 10),
    rect(70, 128, 70, 40, '#c3fae8', 4),
    circle(330, 150, 18, DARK),
    line(348, 150, 392, 150, '#e03131', 3),
    rect(150, 200, 28, 44, RUBBER, 6),
    rect(176, 120, 100, 14, p.accentDark, 5, 'opacity=".5"'),
  ].join('');

export const caliper: Drawer = (p) =>
  [
    shadow(200, 320, 180, 10),
    rect(20, 150, 370, 40, STEEL_V, 4),
    ...Array.from({ length: 34 }, (_, i) => line(130 + i * 7.5, 152, 130 + i * 7.5, i % 5 ? 160 : 166, INK, 1.5, 'stroke-opacity=".6"')),
    path('M 20 150 L 70 150 L 70 300 L 40 300 L 20 200 Z', STEEL),
    path('M 20 150 L 44 150 L 44 90 L 30 90 Z', STEEL),
    rect(100, 140, 120, 80, ACCENT, 10),
    rect(112, 150, 80, 36, '#c3fae8', 4),
    path('M 100 220 L 132 220 L 118 300 L 100 300 Z', STEEL),
    circle(205, 200, 8, p.accentDark),
  ].join('');

export const micrometer: Drawer = (p) =>
  [
    shadow(200, 335, 170, 12),
    path('M 70 110 L 120 110 Q 120 250 220 250 L 220 300 Q 70 300 70 150 Z', ACCENT),
    rect(70, 96, 40, 28, STEEL, 4),
    rect(110, 102, 120, 16, STEEL_V, 3),
    rect(216, 88, 70, 44, STEEL_V, 6),
    ...Array.from({ length: 10 }, (_, i) => line(220 + i * 6.5, 92, 220 + i * 6.5, 104, INK, 1.5, 'stroke-opacity=".5"')),
    rect(286, 84, 60, 52, STEEL, 8),
    rect(346, 96, 30, 28, DARK, 6),
    rect(130, 206, 40, 22, p.accentDark, 4),
  ].join('');

export const TOOLS: Record<string, Drawer> = {
  wrench,
  screwdriver,
  pliers,
  'tool-set': toolSet,
  drill,
  grinder,
  multimeter,
  'clamp-meter': clampMeter,
  'insulation-tester': insulationTester,
  'ir-thermometer': irThermometer,
  caliper,
  micrometer,
};

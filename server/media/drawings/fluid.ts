// Pneumatic and hydraulic components.
import { ACCENT, BG, DARK, HOLE, INK, RUBBER, STEEL, STEEL_V, circle, ellipse, hex, line, path, rect, shadow, threads, type Drawer } from '../svg.ts';

const ALU = '#dde2e8';

export const cylinder: Drawer = (p) =>
  [
    shadow(200, 330, 180, 12),
    rect(70, 150, 220, 100, 'url(#steelV)', 4),
    line(80, 162, 280, 162, INK, 3, 'stroke-opacity=".25"'),
    line(80, 238, 280, 238, INK, 3, 'stroke-opacity=".25"'),
    rect(40, 136, 40, 128, ACCENT, 8),
    rect(280, 136, 40, 128, ACCENT, 8),
    rect(320, 186, 64, 28, STEEL_V, 3),
    threads(350, 380, 186, 28, 6),
    circle(60, 150, 6, p.accentDark),
    circle(300, 150, 6, p.accentDark),
  ].join('');

export const compactCylinder: Drawer = (p) =>
  [
    shadow(200, 330, 150, 12),
    rect(80, 110, 200, 200, ALU, 24),
    rect(96, 126, 168, 168, 'url(#steelV)', 18, 'opacity=".55"'),
    circle(118, 148, 8, HOLE),
    circle(242, 148, 8, HOLE),
    circle(118, 272, 8, HOLE),
    circle(242, 272, 8, HOLE),
    rect(280, 184, 90, 52, STEEL_V, 6),
    rect(100, 240, 56, 16, p.accent, 4),
    circle(180, 210, 14, DARK),
  ].join('');

export const miniCylinder: Drawer = (p) =>
  [
    shadow(200, 310, 170, 10),
    rect(60, 175, 230, 50, STEEL_V, 25),
    rect(30, 168, 48, 64, ACCENT, 10),
    rect(280, 170, 40, 60, p.accentDark, 8),
    rect(318, 190, 62, 20, STEEL_V, 3),
    threads(330, 375, 190, 20, 6),
    hex(300, 200, 30, STEEL, 30),
    circle(54, 200, 8, DARK),
  ].join('');

export const guidedCylinder: Drawer = (p) =>
  [
    shadow(200, 330, 170, 12),
    rect(50, 130, 200, 160, ALU, 16),
    rect(66, 150, 168, 20, p.accent, 4),
    rect(250, 150, 60, 18, STEEL_V, 4),
    rect(250, 252, 60, 18, STEEL_V, 4),
    rect(250, 200, 60, 20, STEEL_V, 4),
    rect(306, 110, 46, 200, STEEL, 8),
    circle(329, 140, 7, HOLE),
    circle(329, 280, 7, HOLE),
    circle(90, 250, 10, DARK),
    circle(140, 250, 10, DARK),
  ].join('');

export const solenoidValve: Drawer = (p) =>
  [
    shadow(200, 335, 170, 12),
    rect(40, 220, 320, 90, ALU, 10),
    ...[110, 200, 290].map((x) => circle(x, 312, 14, DARK)),
    rect(60, 120, 150, 104, RUBBER, 10),
    rect(76, 138, 118, 40, p.accent, 6),
    rect(210, 150, 60, 70, STEEL_V, 4),
    rect(26, 140, 36, 60, DARK, 6),
    circle(300, 262, 10, p.accent),
  ].join('');

export const frl: Drawer = (p) =>
  [
    shadow(200, 350, 130, 12),
    rect(120, 100, 160, 90, ALU, 12),
    rect(60, 128, 64, 34, STEEL_V, 4),
    rect(276, 128, 64, 34, STEEL_V, 4),
    circle(200, 70, 36, '#ffffff'),
    circle(200, 70, 28, BG),
    line(200, 70, 218, 52, p.accentDark, 4),
    rect(186, 100, 28, 10, STEEL, 2),
    path('M 140 190 L 260 190 L 250 300 Q 200 330 150 300 Z', '#cfe8ff', `stroke="${INK}" stroke-opacity=".2" stroke-width="2" fill-opacity=".7"`),
    rect(168, 230, 64, 50, p.accent, 8, 'opacity=".35"'),
    rect(190, 318, 20, 18, DARK, 3),
  ].join('');

export const fitting: Drawer = (p) =>
  [
    shadow(200, 330, 110, 12),
    rect(170, 230, 60, 80, STEEL_V, 4),
    threads(170, 226, 240, 60, 7),
    hex(200, 210, 62, STEEL, 30),
    rect(150, 100, 100, 100, '#e9ecef', 14),
    rect(160, 80, 80, 30, p.accent, 8),
    ellipse(200, 80, 40, 10, p.accentDark),
    ellipse(200, 80, 18, 5, DARK),
  ].join('');

export const airTube: Drawer = (p) =>
  [
    shadow(200, 330, 160, 14),
    ...Array.from({ length: 7 }, (_, i) => ellipse(200, 210, 150 - i * 12, 100 - i * 8, 'none', `stroke="${p.accent}" stroke-width="12" stroke-opacity="${0.95 - i * 0.05}"`)),
    ellipse(200, 210, 62, 40, BG),
    path('M 340 200 Q 380 150 360 100', 'none', `stroke="${p.accent}" stroke-width="12" stroke-linecap="round"`),
  ].join('');

export const hydraulicPump: Drawer = (p) =>
  [
    shadow(200, 340, 170, 14),
    rect(90, 130, 200, 160, ACCENT, 20),
    rect(70, 116, 40, 188, p.accentDark, 8),
    rect(30, 190, 44, 40, STEEL_V, 4),
    rect(290, 150, 80, 120, ACCENT, 12),
    rect(150, 90, 70, 44, STEEL, 6),
    rect(150, 286, 70, 30, STEEL, 6),
    circle(330, 210, 20, p.accentDark),
  ].join('');

export const hydraulicValve: Drawer = (p) =>
  [
    shadow(200, 330, 180, 12),
    rect(130, 170, 140, 120, STEEL, 8),
    rect(40, 180, 96, 96, ACCENT, 12),
    rect(264, 180, 96, 96, ACCENT, 12),
    rect(60, 140, 56, 44, RUBBER, 6),
    rect(284, 140, 56, 44, RUBBER, 6),
    circle(88, 228, 16, p.accentDark),
    circle(312, 228, 16, p.accentDark),
    rect(110, 290, 180, 24, DARK, 4),
  ].join('');

export const hydraulicHose: Drawer = () =>
  [
    shadow(200, 330, 170, 12),
    path('M 80 260 C 80 80, 320 80, 320 260', 'none', `stroke="${RUBBER}" stroke-width="34" stroke-linecap="butt"`),
    path('M 80 260 C 80 80, 320 80, 320 260', 'none', `stroke="#495057" stroke-width="2" stroke-dasharray="4 10"`),
    rect(58, 250, 44, 46, STEEL_V, 4),
    hex(80, 312, 26, STEEL),
    rect(298, 250, 44, 46, STEEL_V, 4),
    hex(320, 312, 26, STEEL),
  ].join('');

export const oRing: Drawer = (p) =>
  [
    shadow(200, 345, 140, 12),
    circle(200, 200, 120, 'none', `stroke="${RUBBER}" stroke-width="34"`),
    circle(200, 200, 126, 'none', `stroke="#6c757d" stroke-width="6" stroke-opacity=".6"`),
    circle(200, 200, 70, 'none', `stroke="${p.accent}" stroke-width="22"`),
    circle(200, 200, 74, 'none', `stroke="#ffffff" stroke-width="4" stroke-opacity=".5"`),
  ].join('');

export const pressureGauge: Drawer = (p) => {
  const ticks = Array.from({ length: 11 }, (_, i) => {
    const a = ((-225 + i * 27) * Math.PI) / 180;
    return line(200 + 100 * Math.cos(a), 180 + 100 * Math.sin(a), 200 + 116 * Math.cos(a), 180 + 116 * Math.sin(a), INK, 4);
  });
  return [
    shadow(200, 355, 120, 12),
    rect(186, 300, 28, 40, STEEL_V, 3),
    hex(200, 312, 30, STEEL),
    circle(200, 180, 140, STEEL),
    circle(200, 180, 124, '#ffffff'),
    ...ticks,
    path('M 296 240 A 112 112 0 0 1 262 272', 'none', `stroke="${p.accent}" stroke-width="10"`),
    line(200, 180, 268, 120, '#c92a2a', 6),
    circle(200, 180, 12, DARK),
  ].join('');
};

export const FLUID: Record<string, Drawer> = {
  cylinder,
  'compact-cylinder': compactCylinder,
  'mini-cylinder': miniCylinder,
  'guided-cylinder': guidedCylinder,
  'solenoid-valve': solenoidValve,
  frl,
  fitting,
  'air-tube': airTube,
  'hydraulic-pump': hydraulicPump,
  'hydraulic-valve': hydraulicValve,
  'hydraulic-hose': hydraulicHose,
  'o-ring': oRing,
  'pressure-gauge': pressureGauge,
};


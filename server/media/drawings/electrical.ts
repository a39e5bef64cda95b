// Low-voltage devices, sensors and controllers.
import { ACCENT, BG, DARK, INK, RUBBER, STEEL, STEEL_V, circle, ellipse, hex, line, path, rect, shadow, threads, type Drawer } from '../svg.ts';

const SHELL = '#eceff3';
const SHELL_DARK = '#ced4da';
const screws = (xs: readonly number[], y: number) => xs.map((x) => circle(x, y, 11, STEEL) + line(x - 6, y, x + 6, y, INK, 2.5, 'stroke-opacity=".5"')).join('');

export const contactor: Drawer = (p) =>
  [
    shadow(200, 350, 130, 12),
    rect(90, 60, 220, 280, SHELL, 14),
    rect(90, 60, 220, 56, SHELL_DARK, 14),
    rect(90, 284, 220, 56, SHELL_DARK, 14),
    screws([140, 200, 260], 88),
    screws([140, 200, 260], 312),
    rect(130, 140, 140, 120, '#f8f9fa', 8),
    rect(160, 158, 80, 38, p.accent, 6),
    rect(182, 214, 36, 30, DARK, 4),
  ].join('');

export const relay: Drawer = (p) =>
  [
    shadow(200, 350, 120, 12),
    rect(110, 280, 180, 50, DARK, 6),
    rect(120, 80, 160, 204, '#e7f5ff', 10, `stroke="${INK}" stroke-opacity=".25" stroke-width="2" fill-opacity=".75"`),
    rect(150, 150, 60, 100, p.accent, 8),
    ...Array.from({ length: 8 }, (_, i) => line(152, 160 + i * 11, 208, 160 + i * 11, p.accentDark, 2)),
    rect(222, 120, 40, 130, STEEL, 4),
    circle(250, 100, 8, '#51cf66'),
  ].join('');

export const timerRelay: Drawer = (p) =>
  [
    shadow(200, 350, 120, 12),
    rect(110, 290, 180, 44, DARK, 6),
    rect(116, 80, 168, 214, SHELL, 12),
    circle(200, 170, 52, '#ffffff'),
    circle(200, 170, 34, p.accent),
    line(200, 170, 200, 140, '#ffffff', 6),
    ...Array.from({ length: 9 }, (_, i) => {
      const a = ((-210 + i * 30) * Math.PI) / 180;
      return line(200 + 44 * Math.cos(a), 170 + 44 * Math.sin(a), 200 + 50 * Math.cos(a), 170 + 50 * Math.sin(a), INK, 2);
    }),
    circle(160, 254, 7, '#51cf66'),
    circle(184, 254, 7, '#ffd43b'),
  ].join('');

const breakerModule = (x: number, p: { accent: string }) =>
  [
    rect(x, 70, 84, 260, SHELL, 8),
    rect(x, 70, 84, 44, SHELL_DARK, 8),
    rect(x, 286, 84, 44, SHELL_DARK, 8),
    circle(x + 42, 92, 10, STEEL),
    circle(x + 42, 308, 10, STEEL),
    rect(x + 18, 150, 48, 100, DARK, 6),
    rect(x + 24, 156, 36, 46, p.accent, 4),
    rect(x + 14, 262, 56, 14, '#f8f9fa', 3),
  ].join('');

export const mcb: Drawer = (p) => [shadow(200, 350, 140, 12), breakerModule(112, p), breakerModule(204, p)].join('');

export const mccb: Drawer = (p) =>
  [
    shadow(200, 352, 150, 12),
    rect(70, 50, 260, 300, '#495057', 14),
    rect(84, 110, 232, 180, '#5c636a', 10),
    rect(170, 150, 60, 100, DARK, 8),
    rect(182, 130, 36, 70, p.accent, 6),
    ...[115, 200, 285].map((x) => rect(x - 22, 60, 44, 40, '#343a40', 4) + rect(x - 22, 300, 44, 40, '#343a40', 4)),
  ].join('');

export const terminalBlock: Drawer = (p) =>
  [
    shadow(200, 340, 170, 12),
    rect(30, 300, 340, 24, STEEL_V, 3),
    ...Array.from({ length: 8 }, (_, i) => {
      const x = 44 + i * 40;
      const fill = i === 6 ? p.accent : i === 7 ? '#8ce99a' : '#d5dbe1';
      return rect(x, 120, 36, 190, fill, 6) + circle(x + 18, 150, 10, STEEL) + circle(x + 18, 276, 10, STEEL) + rect(x + 6, 196, 24, 50, '#ffffff', 3, 'opacity=".6"');
    }),
  ].join('');

export const cable: Drawer = (p) =>
  [
    shadow(200, 340, 160, 14),
    ...Array.from({ length: 8 }, (_, i) => circle(200, 200, 140 - i * 10, 'none', `stroke="${p.accent}" stroke-width="10" stroke-opacity="${1 - i * 0.06}"`)),
    circle(200, 200, 60, BG),
    circle(200, 200, 62, 'none', `stroke="${p.accentDark}" stroke-width="4"`),
    rect(300, 60, 60, 28, p.accent, 14),
    rect(352, 66, 26, 16, '#d9480f', 3),
  ].join('');

export const pushbutton: Drawer = () =>
  [
    shadow(200, 350, 110, 12),
    rect(140, 230, 120, 100, DARK, 8),
    rect(150, 250, 100, 70, '#495057', 6),
    circle(200, 160, 96, STEEL),
    circle(200, 160, 74, ACCENT),
    ellipse(182, 132, 30, 16, '#ffffff', 'opacity=".35"'),
  ].join('');

export const photoSensor: Drawer = (p) =>
  [
    shadow(200, 340, 130, 12),
    rect(120, 110, 150, 190, DARK, 14),
    rect(130, 120, 130, 60, '#495057', 8),
    circle(165, 150, 20, '#1c7ed6'),
    circle(225, 150, 20, '#e03131', 'opacity=".85"'),
    circle(244, 230, 7, p.accent),
    circle(244, 256, 7, '#51cf66'),
    rect(140, 214, 60, 60, '#343a40', 6),
    path('M 195 300 C 195 340, 300 330, 340 360', 'none', `stroke="${RUBBER}" stroke-width="14" stroke-linecap="round"`),
  ].join('');

export const proximitySensor: Drawer = (p) =>
  [
    shadow(200, 320, 175, 10),
    rect(60, 170, 230, 60, STEEL_V, 6),
    threads(66, 284, 172, 56, 8),
    rect(40, 168, 26, 64, p.accent, 6),
    hex(130, 200, 46, STEEL, 30),
    hex(230, 200, 46, STEEL, 30),
    rect(290, 184, 40, 32, DARK, 4),
    path('M 330 200 C 360 200, 370 240, 390 260', 'none', `stroke="${RUBBER}" stroke-width="12" stroke-linecap="round"`),
    circle(310, 178, 6, '#fab005'),
  ].join('');

export const encoder: Drawer = (p) =>
  [
    shadow(200, 335, 130, 12),
    rect(110, 120, 170, 170, STEEL_V, 16),
    rect(92, 140, 26, 130, STEEL, 6),
    rect(40, 190, 56, 30, STEEL_V, 4),
    rect(280, 170, 40, 70, DARK, 6),
    path('M 320 205 C 360 205, 370 260, 390 290', 'none', `stroke="${RUBBER}" stroke-width="12" stroke-linecap="round"`),
    rect(140, 150, 110, 30, p.accent, 6),
  ].join('');

export const plc: Drawer = (p) =>
  [
    shadow(200, 345, 175, 12),
    rect(30, 90, 240, 230, SHELL, 10),
    rect(30, 90, 240, 40, SHELL_DARK, 10),
    rect(30, 280, 240, 40, SHELL_DARK, 10),
    ...Array.from({ length: 10 }, (_, i) => circle(52 + i * 22, 110, 6, STEEL) + circle(52 + i * 22, 300, 6, STEEL)),
    rect(50, 150, 120, 60, '#212529', 6),
    ...Array.from({ length: 8 }, (_, i) => circle(186 + (i % 4) * 18, 160 + Math.floor(i / 4) * 22, 5, i % 3 ? '#51cf66' : '#fab005')),
    rect(50, 226, 200, 36, p.accent, 6),
    rect(274, 100, 90, 210, SHELL, 8),
    rect(286, 120, 66, 8, p.accent, 3),
    ...Array.from({ length: 6 }, (_, i) => circle(319, 150 + i * 24, 6, STEEL)),
  ].join('');

export const hmi: Drawer = (p) =>
  [
    shadow(200, 345, 170, 12),
    rect(30, 70, 340, 250, '#343a40', 18),
    rect(52, 90, 296, 190, '#e7f5ff', 6),
    rect(66, 104, 120, 24, p.accent, 4),
    rect(66, 140, 80, 60, '#ffffff', 4),
    rect(158, 140, 80, 60, '#ffffff', 4),
    rect(250, 140, 84, 60, '#ffffff', 4),
    rect(66, 214, 268, 50, '#d0ebff', 4),
    path('M 70 256 L 120 230 L 170 244 L 230 222 L 330 236', 'none', `stroke="${p.accentDark}" stroke-width="4"`),
    circle(200, 300, 8, '#51cf66'),
  ].join('');

export const inverter: Drawer = (p) =>
  [
    shadow(200, 355, 120, 12),
    rect(110, 40, 180, 310, '#f1f3f5', 14),
    rect(110, 40, 180, 60, SHELL_DARK, 14),
    ...Array.from({ length: 6 }, (_, i) => rect(130, 54 + i * 7, 140, 3, '#868e96', 1)),
    rect(140, 120, 120, 50, '#212529', 6),
    rect(152, 132, 70, 24, '#69db7c', 3, 'opacity=".85"'),
    ...Array.from({ length: 6 }, (_, i) => circle(160 + (i % 3) * 40, 200 + Math.floor(i / 3) * 36, 12, i === 4 ? p.accent : DARK)),
    rect(130, 280, 140, 50, '#dee2e6', 6),
    rect(120, 330, 160, 14, p.accent, 4),
  ].join('');

export const ELECTRICAL: Record<string, Drawer> = {
  contactor,
  relay,
  'timer-relay': timerRelay,
  mcb,
  mccb,
  'terminal-block': terminalBlock,
  cable,
  pushbutton,
  'photo-sensor': photoSensor,
  'proximity-sensor': proximitySensor,
  encoder,
  plc,
  hmi,
  inverter,
};


// Personal protective equipment.
import { ACCENT, DARK, INK, RUBBER, circle, ellipse, path, rect, shadow, type Drawer } from '../svg.ts';

const WHITE = '#f8f9fa';

export const respirator: Drawer = (p) =>
  [
    shadow(200, 350, 140, 12),
    path('M 40 150 Q 120 60 200 70 Q 280 60 360 150', 'none', `stroke="${p.accent}" stroke-width="8"`),
    path('M 50 250 Q 120 330 200 320 Q 280 330 350 250', 'none', `stroke="${p.accent}" stroke-width="8"`),
    path('M 80 200 Q 80 90 200 90 Q 320 90 320 200 Q 320 320 200 320 Q 80 320 80 200 Z', WHITE),
    path('M 110 150 Q 200 120 290 150', 'none', `stroke="${INK}" stroke-opacity=".12" stroke-width="3"`),
    path('M 100 220 Q 200 250 300 220', 'none', `stroke="${INK}" stroke-opacity=".12" stroke-width="3"`),
    rect(160, 96, 80, 10, '#adb5bd', 5),
    circle(200, 228, 34, ACCENT),
    circle(200, 228, 20, 'none', `stroke="#ffffff" stroke-width="3" stroke-opacity=".6"`),
  ].join('');

export const halfMask: Drawer = (p) =>
  [
    shadow(200, 350, 160, 12),
    path('M 130 110 Q 200 60 270 110 L 300 240 Q 200 320 100 240 Z', '#868e96'),
    path('M 150 130 Q 200 100 250 130 L 266 226 Q 200 280 134 226 Z', '#adb5bd'),
    circle(88, 230, 64, ACCENT),
    circle(88, 230, 46, p.accentDark),
    circle(312, 230, 64, ACCENT),
    circle(312, 230, 46, p.accentDark),
    circle(200, 250, 22, DARK),
  ].join('');

export const gloves: Drawer = (p) =>
  [
    shadow(200, 355, 130, 12),
    path(
      'M 130 340 L 130 200 L 96 140 Q 84 116 106 110 Q 122 106 134 130 L 150 160 L 150 70 Q 150 50 166 50 Q 182 50 182 70 L 184 150 L 190 50 Q 192 30 208 32 Q 224 34 222 54 L 218 150 L 230 64 Q 234 46 250 48 Q 264 52 262 70 L 252 160 L 266 100 Q 272 84 286 88 Q 300 94 296 110 L 278 220 L 270 340 Z',
      WHITE,
    ),
    path(
      'M 130 340 L 130 220 L 150 220 L 150 160 L 184 150 L 218 150 L 252 160 L 278 220 L 270 340 Z',
      ACCENT,
      `stroke="${p.accentDark}" stroke-width="2"`,
    ),
    rect(126, 318, 148, 28, p.accentDark, 6),
  ].join('');

export const helmet: Drawer = (p) =>
  [
    shadow(200, 330, 170, 14),
    path('M 80 250 Q 80 90 200 90 Q 320 90 320 250 Z', ACCENT),
    path('M 180 92 Q 200 86 220 92 L 224 250 L 176 250 Z', p.accentDark, 'opacity=".35"'),
    path('M 30 262 Q 200 226 370 262 Q 370 286 340 286 Q 200 262 60 286 Q 30 286 30 262 Z', ACCENT),
    ellipse(150, 150, 30, 16, '#ffffff', 'opacity=".35"'),
  ].join('');

export const goggles: Drawer = (p) =>
  [
    shadow(200, 320, 170, 12),
    path('M 20 200 Q 20 170 60 170 L 340 170 Q 380 170 380 200', 'none', `stroke="${p.accent}" stroke-width="18"`),
    path('M 60 150 Q 200 110 340 150 Q 360 220 320 270 Q 260 290 220 250 Q 200 236 180 250 Q 140 290 80 270 Q 40 220 60 150 Z', '#495057'),
    path('M 76 162 Q 200 128 324 162 Q 340 216 310 252 Q 262 268 226 236 Q 200 218 174 236 Q 138 268 90 252 Q 60 216 76 162 Z', '#d0ebff', 'opacity=".85"'),
    path('M 100 170 Q 140 156 170 160', 'none', `stroke="#ffffff" stroke-width="6" stroke-opacity=".8"`),
  ].join('');

export const earMuff: Drawer = () =>
  [
    shadow(200, 350, 150, 12),
    path('M 80 220 Q 80 60 200 60 Q 320 60 320 220', 'none', `stroke="${DARK}" stroke-width="20"`),
    rect(40, 190, 90, 140, ACCENT, 40),
    rect(270, 190, 90, 140, ACCENT, 40),
    rect(120, 210, 24, 100, RUBBER, 10),
    rect(256, 210, 24, 100, RUBBER, 10),
  ].join('');

export const safetyShoe: Drawer = (p) =>
  [
    shadow(200, 345, 170, 12),
    path('M 60 120 L 160 110 L 170 200 Q 260 200 320 230 Q 360 250 360 290 L 60 300 Z', '#5c4033'),
    path('M 60 120 L 160 110 L 162 130 L 62 140 Z', DARK),
    path('M 250 210 Q 340 220 360 290 L 250 294 Z', '#4a3428'),
    rect(50, 290, 320, 36, ACCENT, 12),
    path('M 90 150 L 150 146 M 92 176 L 152 172 M 94 202 L 154 198', 'none', `stroke="#ffe066" stroke-width="5"`),
    rect(46, 318, 328, 10, p.accentDark, 4),
  ].join('');

export const SAFETY: Record<string, Drawer> = {
  respirator,
  'half-mask': halfMask,
  gloves,
  helmet,
  goggles,
  'ear-muff': earMuff,
  'safety-shoe': safetyShoe,
};

// Product illustrations: one clean, brand-neutral SVG per goods kind on a fixed 400x400 view box
// with a light background. `variant` (0-7) picks the accent palette, so one kind can look different
// across brands. Pure: same (kind, variant) -> same bytes.
import { ELECTRICAL } from './drawings/electrical.ts';
import { FLUID } from './drawings/fluid.ts';
import { MECHANICAL } from './drawings/mechanical.ts';
import { SAFETY } from './drawings/safety.ts';
import { SUPPLIES } from './drawings/supplies.ts';
import { TOOLS } from './drawings/tools.ts';
import { PALETTES, defs, type Drawer, type Palette } from './svg.ts';

export const GOODS_IMAGE_KINDS = [
  'ball-bearing', 'angular-bearing', 'roller-bearing', 'tapered-bearing', 'spherical-bearing', 'thrust-bearing',
  'pillow-block', 'flange-block', 'adapter-sleeve', 'lock-nut', 'linear-guide', 'linear-rail', 'linear-shaft',
  'linear-bushing', 'ball-screw', 'timing-belt', 'v-belt', 'roller-chain', 'gear-motor', 'cylinder', 'compact-cylinder',
  'mini-cylinder', 'guided-cylinder', 'solenoid-valve', 'frl', 'fitting', 'air-tube', 'hydraulic-pump', 'hydraulic-valve',
  'hydraulic-hose', 'o-ring', 'contactor', 'relay', 'timer-relay', 'mcb', 'mccb', 'terminal-block', 'cable', 'pushbutton',
  'photo-sensor', 'proximity-sensor', 'encoder', 'plc', 'hmi', 'inverter', 'servo', 'wrench', 'screwdriver', 'pliers',
  'tool-set', 'drill', 'grinder', 'respirator', 'half-mask', 'gloves', 'helmet', 'goggles', 'ear-muff', 'safety-shoe',
  'socket-screw', 'hex-bolt', 'nut', 'washer', 'anchor', 'grease', 'oil-drum', 'adhesive', 'spray-can', 'multimeter',
  'clamp-meter', 'insulation-tester', 'ir-thermometer', 'caliper', 'micrometer', 'pressure-gauge', 'pallet-truck',
  'trolley', 'chain-hoist', 'sling', 'welder', 'electrode', 'welding-wire', 'welding-helmet', 'high-bay',
  'explosion-proof-lamp', 'flashlight', 'vacuum', 'pressure-washer', 'sorbent',
] as const;

export type GoodsImageKind = (typeof GOODS_IMAGE_KINDS)[number];

const DRAWERS: Readonly<Record<string, Drawer>> = { ...MECHANICAL, ...FLUID, ...ELECTRICAL, ...TOOLS, ...SAFETY, ...SUPPLIES };

export function isGoodsImageKind(kind: string): kind is GoodsImageKind {
  return (GOODS_IMAGE_KINDS as readonly string[]).includes(kind) && kind in DRAWERS;
}

/** The shapes of a kind without background or gradients (for embedding), or null when unknown. */
export function renderGoodsBody(kind: string, palette: Palette): string | null {
  return isGoodsImageKind(kind) ? DRAWERS[kind]!(palette) : null;
}

/** The SVG document for a kind, or null when the kind is unknown. */
export function renderGoodsImage(kind: string, variant = 0): string | null {
  if (!isGoodsImageKind(kind)) return null;
  const palette = PALETTES[((Math.trunc(variant) % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
  const body = DRAWERS[kind]!(palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${kind}">${defs(palette)}<rect width="400" height="400" fill="url(#bg)"/>${body}</svg>`;
}

// The machines for the review site: found by importing every file of machines/ (no list to keep),
// read from the machine objects themselves (states, transitions with guards, invoked actors,
// delays), drawn as SVG, and their generated paths (recorded by tests/support/machine-harness.ts
// into Vitest's JSON results) written as numbered steps from the labels beside each machine.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMON } from './common-labels.ts';
import { esc } from './html.ts';

export interface MachineLabels {
  /** The machine's name in Chinese. */
  name: string;
  /** By state key or dotted path ('ready.idle'); the path wins. */
  states?: Record<string, string>;
  /** By event type; `{field}` is replaced by the event's field, through `values` when it names one. */
  events?: Record<string, string>;
  /** By invoked actor id: its done and error events read "<label> 成功 / 失败". */
  actors?: Record<string, string>;
  values?: Record<string, Record<string, string>>;
}

export interface Transition {
  from: string;
  event: string;
  guard: string | null;
  targets: string[];
  actions: string[];
}

export interface StateInfo {
  id: string;
  path: string;
  type: string;
  invokes: string[];
  delays: string[];
  initial: string | null;
}

export interface MachineInfo {
  id: string;
  exportName: string;
  file: string;
  labelsFile: string | null;
  labels: MachineLabels | null;
  /** The initial state's path. */
  initial: string;
  states: StateInfo[];
  transitions: Transition[];
}

function machineFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...machineFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.labels.ts') && !name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** A state machine, by shape (the xstate package may be loaded twice under tsx). */
export function isMachine(value: unknown): value is { id: string; root: any; config: unknown; transition: unknown } {
  return !!value && typeof value === 'object' && 'root' in value && 'config' in value && 'transition' in value && 'id' in value;
}

function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing;
  if (typeof thing === 'function') return (thing as { name?: string }).name || '（内联）';
  if (thing && typeof thing === 'object' && 'type' in thing) return String((thing as { type: unknown }).type);
  return '（内联）';
}

function read(machine: { root: any }): { states: StateInfo[]; transitions: Transition[]; initial: string } {
  const states: StateInfo[] = [];
  const transitions: Transition[] = [];
  const visit = (node: any): void => {
    const p = (node.path as string[]).join('.');
    const delays: string[] = [];
    for (const t of node.after ?? []) delays.push(String(t.delay));
    states.push({
      id: node.id,
      path: p,
      type: node.type,
      invokes: (node.invoke ?? []).map((i: any) => `${i.id}${typeof i.src === 'string' && i.src !== i.id ? `（${i.src}）` : ''}`),
      delays,
      initial: node.initial?.target?.[0] ? (node.initial.target[0].path as string[]).join('.') : null,
    });
    const add = (event: string, defs: any[]): void => {
      for (const t of defs) {
        transitions.push({
          from: p,
          event,
          guard: t.guard ? nameOf(t.guard) : null,
          targets: (t.target ?? []).map((s: any) => (s.path as string[]).join('.')),
          actions: (t.actions ?? []).map(nameOf),
        });
      }
    };
    for (const [event, defs] of node.transitions as Map<string, any[]>) add(event, defs);
    if (node.always) add('（立即）', node.always);
    for (const child of Object.values(node.states ?? {})) visit(child);
  };
  visit(machine.root);
  return { states: states.filter((s) => s.path !== ''), transitions, initial: states.find((s) => s.path === '')?.initial ?? '' };
}

export async function loadMachines(root: string): Promise<{ machines: MachineInfo[]; files: string[] }> {
  const files = machineFiles(path.join(root, 'machines'));
  const machines: MachineInfo[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const labelsPath = file.replace(/\.ts$/, '.labels.ts');
    let labels: MachineLabels | null = null;
    if (existsSync(labelsPath)) labels = ((await import(pathToFileURL(labelsPath).href)) as { labels: MachineLabels }).labels;
    for (const [exportName, value] of Object.entries(mod)) {
      if (!isMachine(value)) continue;
      const { states, transitions, initial } = read(value);
      machines.push({
        id: value.id,
        exportName,
        file: path.relative(root, file),
        labelsFile: labels ? path.relative(root, labelsPath) : null,
        labels,
        initial,
        states,
        transitions,
      });
    }
  }
  return { machines, files: files.map((f) => path.relative(root, f)) };
}

// ------------------------------------------------------------------------------------ words

function fill(template: string, event: Record<string, unknown>, labels: MachineLabels | null): string {
  return template
    .replace(/\{([\w.]+)\}/g, (_m, field: string) => {
      const value = field.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), event);
      if (value === undefined) return '';
      const key = String(value);
      const mapped = labels?.values?.[field]?.[key] ?? COMMON.values[field]?.[key];
      return mapped ?? (typeof value === 'object' ? JSON.stringify(value) : key);
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A state value ('a', { a: 'b' }, parallel regions) as its dotted leaf paths. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const here = prefix ? `${prefix}.${k}` : k;
      return v && typeof v === 'object' && Object.keys(v).length === 0 ? [here] : leafPaths(v, here);
    });
  }
  return [];
}

export function stateWord(p: string, labels: MachineLabels | null): { text: string; labelled: boolean } {
  if (labels?.states?.[p]) return { text: labels.states[p], labelled: true };
  const parts = p.split('.');
  let labelled = true;
  const words = parts.map((part, i) => {
    const full = parts.slice(0, i + 1).join('.');
    const word = labels?.states?.[full] ?? labels?.states?.[part] ?? COMMON.states[part];
    if (!word) labelled = false;
    return word ?? part;
  });
  return { text: words.join(' · '), labelled };
}

export function stateText(value: unknown, labels: MachineLabels | null): string {
  return leafPaths(value)
    .map((p) => stateWord(p, labels).text)
    .join('、');
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

function actorWord(id: string, labels: MachineLabels | null): string {
  return labels?.actors?.[id] ?? COMMON.actors[id] ?? id;
}

export function eventWord(event: Record<string, unknown>, labels: MachineLabels | null): { text: string; labelled: boolean } {
  const type = String(event.type);
  if (type.startsWith(DONE)) {
    const id = type.slice(DONE.length);
    return { text: `服务器返回：${actorWord(id, labels)} 成功`, labelled: !!(labels?.actors?.[id] ?? COMMON.actors[id]) };
  }
  if (type.startsWith(ERROR)) {
    const id = type.slice(ERROR.length);
    const message = (event.error as { message?: string } | undefined)?.message;
    return { text: `服务器返回：${actorWord(id, labels)} 失败${message ? `「${message}」` : ''}`, labelled: !!(labels?.actors?.[id] ?? COMMON.actors[id]) };
  }
  if (type.startsWith('xstate.done.state.')) return { text: '各部分都已完成', labelled: true };
  if (type.startsWith(AFTER)) {
    const delay = type.slice(AFTER.length).split('.')[0] ?? '';
    return { text: /^\d+$/.test(delay) ? `等待 ${Number(delay) / 1000} 秒` : `等待（${labels?.events?.[`after:${delay}`] ?? delay}）`, labelled: true };
  }
  const template = labels?.events?.[type] ?? COMMON.events[type];
  if (!template) {
    const rest = Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type'));
    return { text: `${type}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''}`, labelled: false };
  }
  return { text: fill(template, event, labels), labelled: true };
}

export interface PathRecord {
  machine: string;
  steps: Array<{ event: Record<string, unknown>; state: unknown }>;
  passedSteps: number;
  /** The covering goals this path reaches first (tests/support/covering-paths.ts). */
  covers?: string[];
}

/** Numbered steps: "在「结算页」选择 对公转账 → 「提交中」". */
export function pathSteps(record: PathRecord, labels: MachineLabels | null): string[] {
  return record.steps.map((step, i) => {
    const to = stateText(step.state, labels);
    if (i === 0) return `打开，处于「${to}」`;
    const from = stateText(record.steps[i - 1]!.state, labels);
    const word = eventWord(step.event, labels).text;
    return `在「${from}」${word} → 「${to}」`;
  });
}

/** State node paths a recorded path passes through (every ancestor of every leaf). */
export function coveredPaths(record: PathRecord): Set<string> {
  const out = new Set<string>();
  for (const step of record.steps) {
    for (const leaf of leafPaths(step.state)) {
      const parts = leaf.split('.');
      for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
    }
  }
  return out;
}

/** Names this machine uses that neither its labels nor the common words cover. */
export function unlabelled(m: MachineInfo): string[] {
  const missing: string[] = [];
  for (const s of m.states) if (!stateWord(s.path, m.labels).labelled) missing.push(`状态 ${s.path}`);
  for (const t of new Set(m.transitions.map((t) => t.event))) {
    if (t === '（立即）' || t.startsWith(AFTER) || t.startsWith('xstate.done.state.')) continue;
    if (!eventWord({ type: t }, m.labels).labelled) missing.push(t.startsWith('xstate.') ? `调用 ${t.replace(/^xstate\.(done|error)\.actor\./, '')}` : `事件 ${t}`);
  }
  return [...new Set(missing)];
}

// ---------------------------------------------------------------------------------- diagram

/** A left-to-right layered drawing: columns by distance from the initial state. */
export function diagram(m: MachineInfo): string {
  const byPath = new Map(m.states.map((s) => [s.path, s]));
  const edges = new Map<string, string[]>();
  const link = (from: string, to: string, label: string): void => {
    const key = `${from}\u0000${to}`;
    edges.set(key, [...(edges.get(key) ?? []), label]);
  };
  for (const s of m.states) if (s.initial) link(s.path, s.initial, '初始');
  for (const t of m.transitions) {
    if (!t.from) continue;
    const label = `${t.event.replace(/^xstate\.(done|error)\.actor\./, (_x, k: string) => (k === 'done' ? '✓' : '✗')).replace(/^xstate\.after\.([^.]+)\..*$/, '延时 $1')}${t.guard ? ` [${t.guard}]` : ''}`;
    for (const target of t.targets) if (target !== t.from) link(t.from, target, label);
  }
  const rank = new Map<string, number>();
  const first = m.initial || (m.states[0]?.path ?? '');
  const queue = [first];
  rank.set(first, 0);
  while (queue.length) {
    const cur = queue.shift()!;
    for (const key of edges.keys()) {
      const [from, to] = key.split('\u0000') as [string, string];
      if (from === cur && !rank.has(to)) {
        rank.set(to, rank.get(cur)! + 1);
        queue.push(to);
      }
    }
    // Children of a compound state sit right of it.
    for (const s of m.states) if (s.path.startsWith(`${cur}.`) && s.path.split('.').length === cur.split('.').length + 1 && !rank.has(s.path)) {
      rank.set(s.path, rank.get(cur)! + 1);
      queue.push(s.path);
    }
  }
  let maxRank = Math.max(0, ...rank.values());
  for (const s of m.states) if (!rank.has(s.path)) rank.set(s.path, ++maxRank);
  const columns = new Map<number, string[]>();
  for (const s of m.states) columns.set(rank.get(s.path)!, [...(columns.get(rank.get(s.path)!) ?? []), s.path]);
  const W = 190;
  const GAP_X = 90;
  const rowH = (p: string) => 44 + 14 * ((byPath.get(p)?.invokes.length ?? 0) + (byPath.get(p)?.delays.length ? 1 : 0));
  const pos = new Map<string, { x: number; y: number; h: number }>();
  let height = 0;
  for (const [r, list] of [...columns.entries()].sort((a, b) => a[0] - b[0])) {
    let y = 20;
    for (const p of list) {
      const h = rowH(p);
      pos.set(p, { x: 20 + r * (W + GAP_X), y, h });
      y += h + 28;
    }
    height = Math.max(height, y);
  }
  const width = 20 + (maxRank + 1) * (W + GAP_X);
  const parts: string[] = [];
  parts.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#5f6670"/></marker></defs>');
  for (const [key, labels] of edges) {
    const [from, to] = key.split('\u0000') as [string, string];
    const a = pos.get(from);
    const b = pos.get(to);
    if (!a || !b) continue;
    const back = b.x <= a.x;
    const x1 = back ? a.x : a.x + W;
    const y1 = a.y + a.h / 2;
    const x2 = back ? b.x + W : b.x;
    const y2 = b.y + b.h / 2;
    const bend = back ? -Math.max(60, Math.abs(y2 - y1) / 2 + 40) : (x2 - x1) / 2;
    const d = back ? `M${x1},${y1} C${x1 + bend},${y1 - 40} ${x2 - bend},${y2 + 40} ${x2},${y2}` : `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
    const text = labels.length > 2 ? `${labels.slice(0, 2).join('，')} 等 ${labels.length} 个` : labels.join('，');
    parts.push(`<path d="${d}" fill="none" stroke="${from === to ? '#999' : '#8b96a8'}" stroke-width="1.2" marker-end="url(#arrow)"><title>${esc(labels.join('\n'))}</title></path>`);
    parts.push(`<text x="${(x1 + x2) / 2}" y="${(y1 + y2) / 2 - 4 + (back ? -20 : 0)}" font-size="10.5" text-anchor="middle" fill="#3b4250">${esc(text.length > 44 ? `${text.slice(0, 42)}…` : text)}</text>`);
  }
  for (const s of m.states) {
    const p = pos.get(s.path)!;
    const compound = s.type === 'compound' || s.type === 'parallel';
    const stroke = s.type === 'final' ? '#137333' : compound ? '#1a56c4' : '#3b4250';
    parts.push(`<g><rect x="${p.x}" y="${p.y}" width="${W}" height="${p.h}" rx="8" fill="${compound ? '#eef3fc' : '#fff'}" stroke="${stroke}" stroke-width="${s.type === 'final' ? 3 : 1.4}"${compound ? ' stroke-dasharray="5 3"' : ''}/>`);
    parts.push(`<text x="${p.x + 10}" y="${p.y + 18}" font-size="12.5" font-weight="600">${esc(stateWord(s.path, m.labels).text)}</text>`);
    parts.push(`<text x="${p.x + 10}" y="${p.y + 34}" font-size="10.5" fill="#5f6670">${esc(s.path)}${s.type !== 'atomic' ? ` · ${esc(s.type)}` : ''}</text>`);
    let line = p.y + 48;
    for (const inv of s.invokes) {
      parts.push(`<text x="${p.x + 10}" y="${line}" font-size="10.5" fill="#8a5300">调用 ${esc(inv)}</text>`);
      line += 14;
    }
    if (s.delays.length) parts.push(`<text x="${p.x + 10}" y="${line}" font-size="10.5" fill="#1a56c4">延时 ${esc(s.delays.join('、'))}</text>`);
    parts.push('</g>');
  }
  return `<svg class="diagram" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Noto Sans CJK SC, sans-serif" role="img" aria-label="${esc(m.id)} 状态图">${parts.join('')}</svg>`;
}

// --------------------------------------------------------------------------------- coverage

/** One model's coverage as tests/support/covering-paths.ts records it in Vitest's JSON (test meta). */
export interface ModelCoverage {
  machine: string;
  states: { total: string[]; covered: string[] };
  transitions: { total: string[]; covered: string[] };
  guards: { total: string[]; covered: string[] };
  snapshots: number;
  edges: number;
  fullPaths: number;
  paths: number;
}

/** A machine's coverage over all its models (inputs): covered sets joined, counts added. */
export interface MachineCoverage extends ModelCoverage {
  models: number;
}

export function mergeCoverage(list: readonly ModelCoverage[]): MachineCoverage | null {
  const first = list[0];
  if (!first) return null;
  const join = (kind: 'states' | 'transitions' | 'guards') => ({
    total: first[kind].total,
    covered: [...new Set(list.flatMap((c) => c[kind].covered))].filter((k) => first[kind].total.includes(k)).sort(),
  });
  const sum = (k: 'snapshots' | 'edges' | 'fullPaths' | 'paths') => list.reduce((n, c) => n + c[k], 0);
  return {
    machine: first.machine,
    states: join('states'),
    transitions: join('transitions'),
    guards: join('guards'),
    snapshots: sum('snapshots'),
    edges: sum('edges'),
    fullPaths: sum('fullPaths'),
    paths: sum('paths'),
    models: list.length,
  };
}

/** The coverage key of each of `m.transitions` (same order): `<from>|<event>|<index among from and event>`. */
export function transitionKeys(m: MachineInfo): string[] {
  const seen = new Map<string, number>();
  return m.transitions.map((t) => {
    const event = t.event === '（立即）' ? 'always' : t.event;
    const base = `${t.from}|${event}`;
    const i = seen.get(base) ?? 0;
    seen.set(base, i + 1);
    return `${base}|${i}`;
  });
}

function transitionText(key: string, m: MachineInfo): string {
  const i = transitionKeys(m).indexOf(key);
  const t = m.transitions[i];
  if (!t) return key;
  const from = stateWord(t.from || '(根)', m.labels).text;
  const word = t.event === '（立即）' ? '立即' : eventWord({ type: t.event }, m.labels).text;
  const to = t.targets.length ? t.targets.map((x) => `「${stateWord(x, m.labels).text}」`).join('、') : '留在原状态';
  return `在「${from}」${word}${t.guard ? `（守卫 ${t.guard}）` : ''} → ${to}`;
}

/** A covering goal (`state:…`, `transition:…`, `guard:…|taken|refused`, or a test's own) in words. */
export function goalWord(goal: string, m: MachineInfo): string {
  if (goal.startsWith('state:')) return `状态「${stateWord(goal.slice(6), m.labels).text}」`;
  if (goal.startsWith('transition:')) return `转移：${transitionText(goal.slice(11), m)}`;
  if (goal.startsWith('guard:')) {
    const rest = goal.slice(6);
    const refused = rest.endsWith('|refused');
    const key = rest.replace(/\|(taken|refused)$/, '');
    return `守卫${refused ? '不成立' : '成立'}：${transitionText(key, m)}${refused ? '（不走这条）' : ''}`;
  }
  return `测试指定：${goal}`;
}

// `npm run report`: builds the static review site in reports/ from the last run's results
// (test-results/vitest.json, test-results/playwright-run.json) and the repository itself
// (machines/, visual/__screenshots__). Opens from reports/index.html, no server.
//   REPORT_OUT            output folder (default reports; its history/ is kept between builds)
//   REPORT_RESULTS_DIR    where the runs wrote (default test-results)
//   REPORT_VITEST_JSON    Vitest's JSON (default <results>/vitest.json)
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunFile, RunTest } from './playwright-reporter.ts';
import { esc, page, slug, statusText } from './html.ts';
import { coveredPaths, diagram, eventWord, goalWord, loadMachines, mergeCoverage, pathSteps, stateWord, transitionKeys, unlabelled, type MachineCoverage, type MachineInfo, type ModelCoverage, type PathRecord } from './machines.ts';
import { SPEC_PAGES } from './spec-pages.ts';

const ROOT = process.cwd();
const OUT = path.resolve(process.env.REPORT_OUT ?? 'reports');
const RESULTS = path.resolve(process.env.REPORT_RESULTS_DIR ?? 'test-results');
const VITEST_JSON = path.resolve(process.env.REPORT_VITEST_JSON ?? path.join(RESULTS, 'vitest.json'));
const BASELINES = path.join(ROOT, 'visual', '__screenshots__');
const started = Date.now();

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function write(rel: string, html: string): void {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function copy(from: string, rel: string): string | null {
  if (!existsSync(from)) return null;
  const to = path.join(OUT, rel);
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  return rel;
}

function pngSize(file: string): { width: number; height: number } | null {
  try {
    const head = readFileSync(file).subarray(16, 24);
    return { width: head.readUInt32BE(0), height: head.readUInt32BE(4) };
  } catch {
    return null;
  }
}

const when = (iso: string | number | undefined) => (iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '—');

// Everything but the history of earlier runs is rebuilt.
mkdirSync(OUT, { recursive: true });
for (const name of readdirSync(OUT)) if (name !== 'history') rmSync(path.join(OUT, name), { recursive: true, force: true });

// ------------------------------------------------------------------------------- inputs
interface VitestAssertion {
  ancestorTitles: string[];
  title: string;
  fullName: string;
  status: string;
  failureMessages: string[];
  meta?: { modelPath?: PathRecord; modelCoverage?: ModelCoverage };
}
interface VitestJson {
  startTime: number;
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: Array<{ name: string; assertionResults: VitestAssertion[] }>;
}
const vitest = readJson<VitestJson>(VITEST_JSON);
const run = readJson<RunFile>(path.join(RESULTS, 'playwright-run.json'));
const { machines, files: machineFiles } = await loadMachines(ROOT);

// ------------------------------------------------------------------------------ machines
interface PathResult {
  file: string;
  group: string;
  title: string;
  status: string;
  failure: string | null;
  record: PathRecord;
}
const pathsByMachine = new Map<string, PathResult[]>();
/** Each model's coverage (one per describePaths: a machine with several inputs has several). */
const coverageByMachine = new Map<string, ModelCoverage[]>();
for (const file of vitest?.testResults ?? []) {
  for (const a of file.assertionResults) {
    const coverage = a.meta?.modelCoverage;
    if (coverage) coverageByMachine.set(coverage.machine, [...(coverageByMachine.get(coverage.machine) ?? []), coverage]);
    const record = a.meta?.modelPath;
    if (!record) continue;
    const list = pathsByMachine.get(record.machine) ?? [];
    list.push({
      file: path.relative(ROOT, file.name),
      group: a.ancestorTitles.join(' › '),
      title: a.title,
      status: a.status,
      failure: a.failureMessages[0]?.split('\n').slice(0, 6).join('\n') ?? null,
      record,
    });
    pathsByMachine.set(record.machine, list);
  }
}

interface MachineRow {
  m: MachineInfo;
  paths: PathResult[];
  passed: number;
  failed: number;
  covered: number;
  /** States, transitions and guard outcomes the covering paths reach, over the definition's (null: no coverage recorded). */
  coverage: MachineCoverage | null;
  missingWords: string[];
}
const machineRows: MachineRow[] = machines.map((m) => {
  const paths = pathsByMachine.get(m.id) ?? [];
  const covered = new Set<string>();
  for (const p of paths) for (const c of coveredPaths(p.record)) covered.add(c);
  return {
    m,
    paths,
    passed: paths.filter((p) => p.status === 'passed').length,
    failed: paths.filter((p) => p.status === 'failed').length,
    covered: m.states.filter((s) => covered.has(s.path)).length,
    coverage: mergeCoverage(coverageByMachine.get(m.id) ?? []),
    missingWords: unlabelled(m),
  };
});

const fraction = (c: { covered: string[]; total: string[] } | undefined) => (c ? `${c.covered.length}/${c.total.length}` : '—');

function machinePage(row: MachineRow): string {
  const { m, coverage } = row;
  const title = m.labels?.name ? `${m.labels.name}（${m.id}）` : m.id;
  const keys = transitionKeys(m);
  const coveredTransitions = new Set(coverage?.transitions.covered ?? []);
  const transitions = m.transitions
    .map((t, i) => {
      const word = t.event === '（立即）' ? '（立即）' : eventWord({ type: t.event }, m.labels).text;
      const mark = !coverage ? '<span class="muted">—</span>' : coveredTransitions.has(keys[i]!) ? '<span class="pass">已覆盖</span>' : '<span class="warn">未覆盖</span>';
      return `<tr><td>${esc(stateWord(t.from || '(根)', m.labels).text)}<br><code>${esc(t.from || '(根)')}</code></td><td>${esc(word)}<br><code>${esc(t.event)}</code></td><td>${t.guard ? `<code>${esc(t.guard)}</code>` : ''}</td><td>${t.targets.map((x) => `${esc(stateWord(x, m.labels).text)} <code>${esc(x)}</code>`).join('<br>') || '<span class="muted">（留在原状态）</span>'}</td><td>${t.actions.map((a) => `<code>${esc(a)}</code>`).join(' ')}</td><td>${mark}</td></tr>`;
    })
    .join('');
  const groups = new Map<string, PathResult[]>();
  for (const p of row.paths) groups.set(p.group, [...(groups.get(p.group) ?? []), p]);
  let n = 0;
  const pathHtml = [...groups.entries()]
    .map(([group, list]) => {
      const failed = list.filter((p) => p.status === 'failed').length;
      const items = list
        .map((p) => {
          n += 1;
          const steps = pathSteps(p.record, m.labels);
          const failAt = p.status === 'failed' ? Math.min(p.record.passedSteps, steps.length - 1) : -1;
          const lis = steps.map((s, i) => `<li class="${i === failAt ? 'failed' : i > failAt && failAt >= 0 ? 'skipped' : ''}">${esc(s)}${i === failAt ? '　← 在这一步失败' : ''}</li>`).join('');
          const covers = (p.record.covers ?? []).map((g) => `<li>${esc(goalWord(g, m))}</li>`).join('');
          return `<div class="card" id="path-${n}"><strong>路径 ${n}</strong> ${statusText(p.status)} <span class="muted">${steps.length - 1} 步</span>
<ol class="steps" start="0">${lis}</ol>${covers ? `<details><summary>这条路径首先覆盖（${p.record.covers!.length} 项）</summary><ul>${covers}</ul></details>` : ''}${p.failure ? `<details><summary>失败信息</summary><pre>${esc(p.failure)}</pre></details>` : ''}
<details><summary class="muted">Vitest 标题</summary><code>${esc(p.title)}</code></details></div>`;
        })
        .join('');
      return `<details open><summary><strong>${esc(group)}</strong>（${list.length} 条${failed ? `，<span class="fail">${failed} 条失败</span>` : ''}）<span class="muted"> ${esc(list[0]?.file ?? '')}</span></summary>${items}</details>`;
    })
    .join('');
  const missing = coverage
    ? [
        ...m.states.filter((s) => !coverage.states.covered.includes(s.path)).map((s) => `状态「${stateWord(s.path, m.labels).text}」<code>${esc(s.path)}</code>`),
        ...keys.filter((k) => !coveredTransitions.has(k)).map((k) => `${esc(goalWord(`transition:${k}`, m))} <code>${esc(k)}</code>`),
      ]
    : [];
  const guardMissing = coverage ? coverage.guards.total.filter((g) => !coverage.guards.covered.includes(g)).map((g) => esc(goalWord(`guard:${g}`, m))) : [];
  const coverageHtml = coverage
    ? `<p>模型测试的路径是<strong>覆盖路径</strong>：每条都是到达某个目标的最短路径，合起来走到模型能到的每个状态、每个转移（带守卫的分支各算一个）和每个守卫的成立与不成立；同一状态在不同数据（上下文）下不再各走一遍。穷举模型（每个状态值加上下文、经每个不同转移到达，各一条最短路径）共 <strong data-testid="full-paths">${coverage.fullPaths.toLocaleString('zh-CN')}</strong> 条，由 ${coverage.models} 个模型（输入）的 ${coverage.snapshots.toLocaleString('zh-CN')} 个状态、${coverage.edges.toLocaleString('zh-CN')} 条边算出，不逐条列出。</p>
${missing.length ? `<details><summary class="warn">未覆盖的状态与转移（${missing.length}）：模型的事件到不了，或只在别的测试里检查</summary><ul>${missing.map((x) => `<li>${x}</li>`).join('')}</ul></details>` : '<p class="pass">状态和转移全部覆盖。</p>'}
${guardMissing.length ? `<details><summary class="muted">未走到的守卫结果（${guardMissing.length}）</summary><ul>${guardMissing.map((x) => `<li>${x}</li>`).join('')}</ul></details>` : ''}`
    : `<p class="warn">上一轮 Vitest 结果里没有这台状态机的覆盖记录。</p>`;
  const body = `<p><a href="index.html">← 全部状态机</a></p>
<h1>${esc(title)}</h1>
<p class="muted">定义：<code>${esc(m.file)}</code>（导出 <code>${esc(m.exportName)}</code>）；标注：${m.labelsFile ? `<code>${esc(m.labelsFile)}</code>` : '<span class="warn">没有标注文件（用通用词）</span>'}</p>
<div class="cards">
<div class="card">状态 <strong>${m.states.length}</strong>，转移 <strong>${m.transitions.length}</strong></div>
<div class="card">覆盖状态 <strong data-testid="states-covered">${fraction(coverage?.states) === '—' ? `${row.covered}/${m.states.length}` : fraction(coverage?.states)}</strong>，覆盖转移 <strong data-testid="transitions-covered">${fraction(coverage?.transitions)}</strong></div>
<div class="card">覆盖路径 <strong>${row.paths.length}</strong>（通过 ${row.passed}，失败 <span class="${row.failed ? 'fail' : ''}">${row.failed}</span>）；守卫结果 ${fraction(coverage?.guards)}</div>
<div class="card">穷举模型的路径 <strong>${coverage ? coverage.fullPaths.toLocaleString('zh-CN') : '—'}</strong><br><span class="muted">计算得出，不列出</span></div>
</div>
${row.missingWords.length ? `<p class="warn">尚无中文标注：${row.missingWords.map(esc).join('、')}</p>` : ''}
<h2>状态图</h2>
<p class="muted">由状态机对象本身画出：虚线框为复合状态，粗绿框为终态；“调用”是进入状态时启动的 actor，“延时”是定时转移；连线上 ✓/✗ 为调用成功/失败，“延时 …”为定时转移，方括号内为守卫（guard）。</p>
<div style="overflow:auto">${diagram(m)}</div>
<h2>覆盖情况</h2>
${coverageHtml}
<h2>转移表</h2>
<table><thead><tr><th>从</th><th>事件</th><th>守卫</th><th>到</th><th>动作</th><th>覆盖</th></tr></thead><tbody>${transitions}</tbody></table>
<h2>覆盖路径（${row.paths.length}）</h2>
${row.paths.length ? pathHtml : `<p class="warn">上一轮 Vitest 结果里没有这台状态机的路径${vitest ? '' : '（没有找到 Vitest 结果：先运行 npm test）'}。</p>`}`;
  return page(title, body, 1, 'machines/index.html');
}

for (const row of machineRows) write(`machines/${slug(row.m.id)}.html`, machinePage(row));
const machineTable = machineRows
  .map(
    (r) =>
      `<tr data-machine="${esc(r.m.id)}"><td><a href="${slug(r.m.id)}.html">${esc(r.m.labels?.name ?? r.m.id)}</a><br><code>${esc(r.m.id)}</code></td><td><code>${esc(r.m.file)}</code></td><td class="num">${r.m.states.length}</td><td class="num">${r.m.transitions.length}</td><td class="num">${r.paths.length}</td><td class="num">${r.passed}</td><td class="num ${r.failed ? 'fail' : ''}">${r.failed}</td><td class="num">${r.coverage ? fraction(r.coverage.states) : `${r.covered}/${r.m.states.length}`}</td><td class="num">${fraction(r.coverage?.transitions)}</td><td class="num">${r.coverage ? r.coverage.fullPaths.toLocaleString('zh-CN') : '—'}</td><td class="num ${r.missingWords.length ? 'warn' : ''}">${r.missingWords.length}</td></tr>`,
  )
  .join('');
function totalRatio(kind: 'states' | 'transitions'): string {
  const rows = machineRows.filter((r) => r.coverage);
  return `${rows.reduce((n, r) => n + r.coverage![kind].covered.length, 0)}/${rows.reduce((n, r) => n + r.coverage![kind].total.length, 0)}`;
}
const withoutMachine = machineFiles.filter((f) => !machines.some((m) => m.file === f));
write(
  'machines/index.html',
  page(
    '状态机',
    `<h1>状态机与模型测试路径（给测试）</h1>
<p>每台状态机的状态图由机器对象画出；路径是 Vitest 模型测试生成并执行的覆盖路径（<code>tests/machines/**</code>：合起来走到每个状态、每个转移和每个守卫结果的最短路径），按状态机旁的标注文件（<code>machines/&lt;功能&gt;/&lt;名称&gt;.labels.ts</code>）写成中文步骤，附上一轮的结果；“穷举路径”是每个状态加数据各走一条时的条数，计算得出，不列出。Vitest 结果：${vitest ? when(vitest.startTime) : '<span class="warn">没有</span>'}。</p>
<p>合计：覆盖路径 ${machineRows.reduce((n, r) => n + r.paths.length, 0).toLocaleString('zh-CN')} 条（穷举 ${machineRows.reduce((n, r) => n + (r.coverage?.fullPaths ?? 0), 0).toLocaleString('zh-CN')} 条）；覆盖状态 ${totalRatio('states')}，覆盖转移 ${totalRatio('transitions')}（有模型测试的状态机）。</p>
<table><thead><tr><th>状态机</th><th>文件</th><th class="num">状态</th><th class="num">转移</th><th class="num">覆盖路径</th><th class="num">通过</th><th class="num">失败</th><th class="num">覆盖状态</th><th class="num">覆盖转移</th><th class="num">穷举路径</th><th class="num">未标注的词</th></tr></thead><tbody>${machineTable}</tbody></table>
<p class="muted">machines/ 中不含状态机的文件（工具函数）：${withoutMachine.map((f) => `<code>${esc(f)}</code>`).join(' ') || '无'}</p>`,
    1,
    'machines/index.html',
  ),
);

// -------------------------------------------------------------------------------- visual
const tests: RunTest[] = run?.tests ?? [];
/** The last attempt of each test (retries replace earlier ones). */
const lastAttempt = new Map<string, RunTest>();
for (const t of tests) if ((lastAttempt.get(t.id)?.retry ?? -1) <= t.retry) lastAttempt.set(t.id, t);
const finalTests = [...lastAttempt.values()];
const baselineNames = existsSync(BASELINES) ? readdirSync(BASELINES).filter((f) => f.endsWith('.png')).sort() : [];
for (const name of baselineNames) copy(path.join(BASELINES, name), `visual/baselines/${name}`);
const shotOwner = new Map<string, RunTest>();
for (const t of finalTests) for (const s of t.screenshots) shotOwner.set(s, t);

interface Diff {
  n: number;
  name: string;
  test: RunTest;
  expected: string | null;
  actual: string | null;
  diff: string | null;
  pixels: number | null;
  ratio: string;
  message: string;
}
const diffs: Diff[] = [];
for (const t of finalTests) {
  for (const a of t.attachments) {
    const m = /^(.*)-expected\.png$/.exec(a.name);
    if (!m || !a.path) continue;
    const base = m[1]!;
    const find = (kind: string) => t.attachments.find((x) => x.name === `${base}-${kind}.png`)?.path ?? null;
    const n = diffs.length + 1;
    const expected = copy(a.path, `visual/diffs/${n}-expected.png`);
    const actualPath = find('actual');
    const actual = actualPath ? copy(actualPath, `visual/diffs/${n}-actual.png`) : null;
    const diffPath = find('diff');
    const diff = diffPath ? copy(diffPath, `visual/diffs/${n}-diff.png`) : null;
    const name = `${base}.png`;
    const error = t.errors.find((e) => e.includes(name)) ?? t.errors[0] ?? '';
    const count = /(\d+) pixels \(ratio/.exec(error);
    const size = pngSize(a.path);
    const pixels = count ? Number(count[1]) : null;
    const ratio = pixels !== null && size ? `${pixels} 像素 / ${size.width}×${size.height} = ${((pixels / (size.width * size.height)) * 100).toFixed(4)}%` : /Expected an image[^.]*\./.exec(error)?.[0] ?? '尺寸不同或无法计算';
    diffs.push({ n, name, test: t, expected, actual, diff, pixels, ratio, message: error.split('\n').slice(0, 4).join('\n') });
  }
}

function approveCommand(d: Diff): string {
  return `npx vite build && npx playwright test ${d.test.file}:${d.test.line} --update-snapshots=changed\ngit add visual/__screenshots__/${d.name} && git commit -m "Approve baseline ${d.name}: <why it changed>"`;
}

for (const d of diffs) {
  const body = `<p><a href="index.html">← 截图基线</a></p>
<h1>截图差异：${esc(d.name)}</h1>
<p>旅程：<code>${esc(d.test.file)}:${d.test.line}</code> ${esc(d.test.titlePath.join(' › '))}</p>
<p>不同的像素：<strong data-testid="pixel-ratio">${esc(d.ratio)}</strong>（容差见 playwright.config.ts 的 toHaveScreenshot）</p>
<h2>对比（拖动滑块：左为期望的基线，右为本次实际）</h2>
${
  d.expected && d.actual
    ? `<div class="compare" id="compare"><img src="../${d.actual}" alt="实际 ${esc(d.name)}"><div class="over" id="over" style="width:50%"><img src="../${d.expected}" alt="期望 ${esc(d.name)}" id="overimg"></div></div>
<p><label>滑块 <input type="range" id="slider" min="0" max="100" value="50" style="width:420px" aria-label="期望与实际的分界"></label></p>
<script>
(function(){var s=document.getElementById('slider'),o=document.getElementById('over'),c=document.getElementById('compare'),i=document.getElementById('overimg');
function size(){i.style.width=c.clientWidth+'px';}function move(){o.style.width=s.value+'%';}
s.addEventListener('input',move);window.addEventListener('resize',size);window.addEventListener('load',size);size();move();})();
</script>`
    : '<p class="warn">缺少期望或实际的图片（尺寸不同的截图只有实际图）。</p>'
}
<h2>并排</h2>
<div class="sbs"><figure><figcaption>期望（基线）</figcaption>${d.expected ? `<img src="../${d.expected}" alt="期望">` : '—'}</figure><figure><figcaption>实际</figcaption>${d.actual ? `<img src="../${d.actual}" alt="实际">` : '—'}</figure><figure><figcaption>差异（红色为不同的像素）</figcaption>${d.diff ? `<img src="../${d.diff}" alt="差异">` : '—'}</figure></div>
<h2>批准这个变化</h2>
<p>确认新的样子是对的之后，更新这一张基线并提交（批准记录在 git 里）：</p>
<pre data-testid="approve-command">${esc(approveCommand(d))}</pre>
<details><summary>比较信息</summary><pre>${esc(d.message)}</pre></details>`;
  write(`visual/diff-${d.n}.html`, page(`截图差异 ${d.name}`, body, 1, 'visual/index.html'));
}

const featureOf = (name: string) => name.replace(/\.png$/, '').split('-')[0] ?? name;
const byFeature = new Map<string, string[]>();
for (const name of baselineNames) byFeature.set(featureOf(name), [...(byFeature.get(featureOf(name)) ?? []), name]);
const gallery = [...byFeature.entries()]
  .map(
    ([feature, names]) =>
      `<h2>${esc(feature)}</h2><div class="gallery">${names
        .map((name) => {
          const owner = shotOwner.get(name);
          const d = diffs.find((x) => x.name === name);
          return `<figure><a href="baselines/${esc(name)}"><img loading="lazy" src="baselines/${esc(name)}" alt="${esc(name)}"></a><figcaption><code>${esc(name)}</code>${d ? ` <a class="fail" href="diff-${d.n}.html">有差异</a>` : ''}<br><span class="muted">${owner ? esc(owner.titlePath.slice(-1)[0] ?? '') : '上一轮未比较'}</span></figcaption></figure>`;
        })
        .join('')}</div>`,
  )
  .join('');
write(
  'visual/index.html',
  page(
    '截图基线',
    `<h1>1440 px 截图基线（给设计）</h1>
<p>基线在 <code>visual/__screenshots__/</code>，共 ${baselineNames.length} 张，按功能分组；每张注明上一轮比较它的旅程。Playwright 结果：${run ? when(run.startTime) : '<span class="warn">没有</span>'}。</p>
<h2>本轮差异（${diffs.length}）</h2>
${diffs.length ? `<table><thead><tr><th>基线</th><th>旅程</th><th>不同的像素</th></tr></thead><tbody>${diffs.map((d) => `<tr><td><a href="diff-${d.n}.html">${esc(d.name)}</a></td><td>${esc(d.test.titlePath.join(' › '))}</td><td>${esc(d.ratio)}</td></tr>`).join('')}</tbody></table>` : '<p class="pass">上一轮没有截图差异。</p>'}
${gallery}`,
    1,
    'visual/index.html',
  ),
);

// ------------------------------------------------------------------------- accessibility
interface AxeRule {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; html: string; fix: string }>;
}
interface Audit {
  key: string;
  path: string;
  test: RunTest;
  violations: AxeRule[];
  incomplete: AxeRule[];
  passes: number;
}
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const IMPACT_WORD: Record<string, string> = { critical: '严重（critical）', serious: '重要（serious）', moderate: '中等（moderate）', minor: '轻微（minor）' };
const audits: Audit[] = [];
for (const t of finalTests) {
  let i = 0;
  for (const a of t.attachments) {
    if (a.name !== 'axe-results' || !a.body) continue;
    const r = JSON.parse(a.body) as { path: string; violations: AxeRule[]; incomplete: AxeRule[]; passes: number };
    i += 1;
    audits.push({ key: `${t.file} › ${t.titlePath.slice(-1)[0] ?? ''} #${i} ${r.path}`, path: r.path, test: t, violations: r.violations, incomplete: r.incomplete, passes: r.passes });
  }
}
const countsOf = (a: Audit) => Object.fromEntries(IMPACTS.map((k) => [k, a.violations.filter((v) => v.impact === k).reduce((n, v) => n + v.nodes.length, 0)])) as Record<string, number>;
const totals = Object.fromEntries(IMPACTS.map((k) => [k, audits.reduce((n, a) => n + countsOf(a)[k]!, 0)])) as Record<string, number>;
interface History {
  runStart: string;
  totals: Record<string, number>;
  audits: Record<string, Record<string, number>>;
}
const historyDir = path.join(OUT, 'history');
mkdirSync(historyDir, { recursive: true });
const histories = readdirSync(historyDir)
  .filter((f) => f.startsWith('a11y-') && f.endsWith('.json'))
  .map((f) => readJson<History>(path.join(historyDir, f)))
  .filter((h): h is History => !!h)
  .sort((a, b) => a.runStart.localeCompare(b.runStart));
const previous = histories.filter((h) => !run || h.runStart < run.startTime).slice(-1)[0] ?? null;
if (run && audits.length) {
  const current: History = { runStart: run.startTime, totals, audits: Object.fromEntries(audits.map((a) => [a.key, countsOf(a)])) };
  writeFileSync(path.join(historyDir, `a11y-${run.startTime.replace(/[:.]/g, '-')}.json`), JSON.stringify(current));
}
const delta = (now: number, before: number | undefined) => (before === undefined ? '<span class="muted">—</span>' : now === before ? '<span class="muted">持平</span>' : now > before ? `<span class="fail">+${now - before}</span>` : `<span class="pass">${now - before}</span>`);
const ruleList = (rules: AxeRule[]) =>
  IMPACTS.map((impact) => {
    const list = rules.filter((r) => (r.impact ?? 'minor') === impact);
    if (!list.length) return '';
    return list
      .map(
        (r) =>
          `<div class="card"><span class="badge ${impact}">${IMPACT_WORD[impact]}</span> <strong><code>${esc(r.id)}</code></strong> ${esc(r.help)} <a href="${esc(r.helpUrl)}">规则说明</a>
<table><thead><tr><th>元素</th><th>如何修复</th></tr></thead><tbody>${r.nodes.map((n) => `<tr><td><code>${esc(n.target.join(' '))}</code><br><span class="muted">${esc(n.html)}</span></td><td><pre>${esc(n.fix)}</pre></td></tr>`).join('')}</tbody></table></div>`,
      )
      .join('');
  }).join('');
const auditHtml = audits
  .map((a, i) => {
    const c = countsOf(a);
    const before = previous?.audits[a.key];
    return `<details id="audit-${i + 1}"${a.violations.length ? ' open' : ''}><summary><code>${esc(a.path)}</code> — ${esc(a.test.titlePath.join(' › '))} ${IMPACTS.map((k) => `<span class="badge ${c[k] ? k : ''}">${k} ${c[k]} ${before ? delta(c[k]!, before[k]) : ''}</span>`).join(' ')}</summary>
<p class="muted">通过的规则 ${a.passes} 条；<code>${esc(a.test.file)}:${a.test.line}</code></p>
${a.violations.length ? ruleList(a.violations) : '<p class="pass">没有违规。</p>'}
${a.incomplete.length ? `<details><summary>需要人工复核（axe 无法自动判定）${a.incomplete.length} 条</summary>${ruleList(a.incomplete)}</details>` : ''}</details>`;
  })
  .join('');
write(
  'a11y.html',
  page(
    '无障碍审计',
    `<h1>无障碍审计（axe，WCAG 2.1 A/AA）</h1>
<p>每个审计过的页面和状态，按影响程度列出违规（严重、重要、中等、轻微都列出；严重和重要会让测试失败），附规则、元素和修复提示。Playwright 结果：${run ? when(run.startTime) : '<span class="warn">没有</span>'}；对比的上一轮：${previous ? when(previous.runStart) : '<span class="muted">没有上一轮记录</span>'}。</p>
<table id="a11y-totals"><thead><tr><th>影响</th><th class="num">本轮（元素数）</th><th class="num">与上一轮相比</th></tr></thead><tbody>${IMPACTS.map((k) => `<tr><td><span class="badge ${k}">${IMPACT_WORD[k]}</span></td><td class="num">${totals[k]}</td><td class="num">${delta(totals[k]!, previous?.totals[k])}</td></tr>`).join('')}</tbody></table>
<p>审计次数：${audits.length}</p>
${auditHtml || '<p class="warn">上一轮没有审计结果（先运行 npm test）。</p>'}`,
    0,
    'a11y.html',
  ),
);

// ------------------------------------------------------------------------------- journeys
const journeyHtml = finalTests
  .map((t, i) => {
    const failed = t.status !== 'passed' && t.status !== 'skipped';
    const trace = t.attachments.find((a) => a.name === 'trace' && a.path);
    const traceRel = failed && trace?.path ? copy(trace.path, `journeys/trace-${i + 1}.zip`) : null;
    const failShots = failed ? t.attachments.filter((a) => a.name === 'screenshot' && a.path).map((a, k) => copy(a.path!, `journeys/failure-${i + 1}-${k}.png`)).filter(Boolean) : [];
    const shots = t.screenshots.map((s) => `<a href="visual/baselines/${esc(s)}"><img loading="lazy" src="visual/baselines/${esc(s)}" alt="${esc(s)}" style="width:180px;height:120px;object-fit:cover;object-position:top;border:1px solid #dde1e8"></a>`).join(' ');
    return `<details id="journey-${i + 1}"${failed ? ' open' : ''}><summary>${statusText(t.status)} ${esc(t.titlePath.join(' › '))} <span class="muted">${(t.durationMs / 1000).toFixed(1)} s</span></summary>
<p class="muted"><code>${esc(t.file)}:${t.line}</code>${t.retry ? `，第 ${t.retry} 次重试` : ''}</p>
${failed ? `<pre>${esc(t.errors.join('\n\n').split('\n').slice(0, 20).join('\n'))}</pre>` : ''}
${traceRel ? `<p>追踪：<a href="${traceRel}">${traceRel}</a>（<code>npx playwright show-trace reports/${traceRel}</code>）</p>` : ''}
${failShots.map((s) => `<img src="${s}" alt="失败时的画面" style="max-width:600px;border:1px solid #b3261e">`).join('')}
${shots ? `<p>关键步骤的截图（基线）：</p><p>${shots}</p>` : ''}
<ol class="steps">${t.steps.map((s) => `<li class="${s.error ? 'failed' : ''}">${esc(s.title)}${s.error ? ` — ${esc(s.error)}` : ''}</li>`).join('')}</ol></details>`;
  })
  .join('');
const jPassed = finalTests.filter((t) => t.status === 'passed').length;
const jFailed = finalTests.filter((t) => t.status !== 'passed' && t.status !== 'skipped').length;
write(
  'journeys.html',
  page(
    '浏览器旅程',
    `<h1>浏览器旅程（Playwright）</h1>
<p>上一轮：${run ? `${when(run.startTime)}，${finalTests.length} 个，通过 ${jPassed}，失败 ${jFailed}` : '<span class="warn">没有结果（先运行 npm test）</span>'}。每个旅程列出步骤（页面操作与断言）、关键步骤的截图，失败时附追踪文件。</p>
${journeyHtml}`,
    0,
    'journeys.html',
  ),
);

// ---------------------------------------------------------------------------------- index
const coverageRows = SPEC_PAGES.map((p) => {
  const shots = baselineNames.filter((n) => p.baselines.test(n));
  const audited = audits.filter((a) => p.audits.test(a.path));
  return { p, shots, audited };
});
const gaps = coverageRows.filter((r) => !r.shots.length || (run && !r.audited.length));
write(
  'index.html',
  page(
    '总览',
    `<h1>总览</h1>
<div class="cards">
<div class="card"><a href="machines/index.html">状态机</a><br><strong>${machines.length}</strong> 台，覆盖路径 ${machineRows.reduce((n, r) => n + r.paths.length, 0)} 条（状态 ${totalRatio('states')}，转移 ${totalRatio('transitions')}），失败 <span class="${machineRows.some((r) => r.failed) ? 'fail' : ''}">${machineRows.reduce((n, r) => n + r.failed, 0)}</span></div>
<div class="card"><a href="visual/index.html">截图基线</a><br><strong>${baselineNames.length}</strong> 张，本轮差异 <span class="${diffs.length ? 'fail' : ''}">${diffs.length}</span></div>
<div class="card"><a href="a11y.html">无障碍审计</a><br><strong>${audits.length}</strong> 次；${IMPACTS.map((k) => `${k} ${totals[k]}`).join('，')}</div>
<div class="card"><a href="journeys.html">浏览器旅程</a><br><strong>${finalTests.length}</strong> 个，失败 <span class="${jFailed ? 'fail' : ''}">${jFailed}</span></div>
</div>
<p class="muted">结果来源：Vitest ${vitest ? `${when(vitest.startTime)}（${vitest.numPassedTests}/${vitest.numTotalTests} 通过）` : '没有'}；Playwright ${run ? when(run.startTime) : '没有'}。生成于 ${when(Date.now())}。</p>
<h2>规格 2.1 的页面：基线与审计</h2>
<p>${gaps.length ? `<span class="warn">缺口 ${gaps.length} 个页面</span>（见下表）` : '<span class="pass">每个页面都有基线和审计</span>'}。基线按文件名对应页面，审计按审计时的地址对应。</p>
<table id="spec-pages"><thead><tr><th>页面</th><th>基线</th><th>审计（地址）</th></tr></thead><tbody>${coverageRows
      .map(
        (r) =>
          `<tr><td><code>${esc(r.p.route)}</code></td><td>${r.shots.length ? r.shots.map((s) => `<a href="visual/baselines/${esc(s)}">${esc(s)}</a>`).join('<br>') : '<span class="fail">没有基线</span>'}</td><td>${r.audited.length ? [...new Set(r.audited.map((a) => a.path))].slice(0, 4).map((p) => `<code>${esc(p)}</code>`).join('<br>') + (r.audited.length > 1 ? ` <span class="muted">（${r.audited.length} 次）</span>` : '') : run ? '<span class="fail">没有审计</span>' : '<span class="muted">无运行结果</span>'}</td></tr>`,
      )
      .join('')}</tbody></table>`,
  ),
);
writeFileSync(
  path.join(OUT, 'report.json'),
  JSON.stringify({
    machines: machineRows.map((r) => ({
      id: r.m.id,
      file: r.m.file,
      page: `machines/${slug(r.m.id)}.html`,
      paths: r.paths.length,
      failed: r.failed,
      unlabelled: r.missingWords.length,
      // Covered / total of the definition, over every model (input) of the machine; fullPaths: the exhaustive model's count.
      coverage: r.coverage
        ? {
            states: { covered: r.coverage.states.covered.length, total: r.coverage.states.total.length },
            transitions: { covered: r.coverage.transitions.covered.length, total: r.coverage.transitions.total.length },
            guards: { covered: r.coverage.guards.covered.length, total: r.coverage.guards.total.length },
            fullPaths: r.coverage.fullPaths,
          }
        : null,
    })),
    diffs: diffs.map((d) => ({ name: d.name, page: `visual/diff-${d.n}.html`, pixels: d.pixels })),
    audits: audits.length,
    gaps: gaps.map((g) => ({ route: g.p.route, baseline: g.shots.length > 0, audit: g.audited.length > 0 })),
  }),
);
for (const r of machineRows) {
  if (r.coverage) console.log(`[report] ${r.m.id}: states ${fraction(r.coverage.states)}, transitions ${fraction(r.coverage.transitions)}, guard outcomes ${fraction(r.coverage.guards)}, ${r.paths.length} covering paths of ${r.coverage.fullPaths} exhaustive`);
}
console.log(`[report] coverage of the machines with model tests: states ${totalRatio('states')}, transitions ${totalRatio('transitions')}`);
console.log(`[report] ${path.relative(ROOT, OUT) || OUT}/index.html: ${machines.length} machines, ${machineRows.reduce((n, r) => n + r.paths.length, 0)} paths, ${baselineNames.length} baselines, ${diffs.length} diffs, ${audits.length} audits, ${finalTests.length} journeys, ${gaps.length} spec pages with gaps, in ${((Date.now() - started) / 1000).toFixed(1)} s`);

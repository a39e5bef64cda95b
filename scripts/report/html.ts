// Page shell of the review site: one stylesheet, escaping, small helpers. Every page is static
// HTML that opens from disk (file://); the only script is the diff slider's few lines.
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.6 "Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f5f6f8}
header.top{background:#1d2b44;color:#fff;padding:10px 24px;display:flex;gap:24px;align-items:center}
header.top a{color:#dfe6f3;text-decoration:none}header.top a:hover,header.top a[aria-current=page]{color:#fff;text-decoration:underline}
header.top strong{font-size:16px;margin-right:12px}
main{max-width:1360px;margin:0 auto;padding:20px 24px 60px}
h1{font-size:22px;margin:8px 0 16px}h2{font-size:18px;margin:28px 0 10px}h3{font-size:15px;margin:18px 0 8px}
table{border-collapse:collapse;width:100%;background:#fff;margin:8px 0 16px}th,td{border:1px solid #dde1e8;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#eef1f6;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.card{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:14px 16px;margin:10px 0}
.cards{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.pass{color:#137333}.fail{color:#b3261e;font-weight:600}.muted{color:#5f6670}.warn{color:#8a5300}
.badge{display:inline-block;padding:0 8px;border-radius:10px;font-size:12px;background:#eef1f6}
.badge.critical{background:#b3261e;color:#fff}.badge.serious{background:#d9480f;color:#fff}.badge.moderate{background:#f0b400;color:#1f2329}.badge.minor{background:#c5cbd6;color:#1f2329}
ol.steps{margin:4px 0;padding-left:28px}ol.steps li.failed{color:#b3261e;font-weight:600}ol.steps li.skipped{color:#8b919a}
code,pre{font-family:"DejaVu Sans Mono",monospace;font-size:12.5px;background:#eef1f6;border-radius:4px;padding:1px 4px}pre{padding:10px;overflow:auto;white-space:pre-wrap}
.gallery{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.gallery figure{margin:0;background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:8px}
.gallery img{width:100%;height:180px;object-fit:cover;object-position:top;border:1px solid #eef1f6}.gallery figcaption{font-size:12.5px;word-break:break-all}
.sbs{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.sbs img{width:100%;border:1px solid #dde1e8;background:#fff}
.compare{position:relative;display:inline-block;max-width:100%;border:1px solid #dde1e8}.compare img{display:block;max-width:100%}
.compare .over{position:absolute;inset:0;overflow:hidden;border-right:2px solid #d9480f}.compare .over img{max-width:none}
details{margin:4px 0}summary{cursor:pointer;word-break:break-all}
svg.diagram{background:#fff;border:1px solid #dde1e8;border-radius:6px;max-width:100%;height:auto}
a{color:#1a56c4}
`;

const NAV: Array<[string, string]> = [
  ['index.html', '总览'],
  ['machines/index.html', '状态机（测试）'],
  ['visual/index.html', '截图基线（设计）'],
  ['a11y.html', '无障碍审计'],
  ['journeys.html', '浏览器旅程'],
];

/** A whole page; `depth` is how many folders below reports/ it lives. */
export function page(title: string, body: string, depth = 0, current = ''): string {
  const up = depth ? '../'.repeat(depth) : '';
  const nav = NAV.map(([href, label]) => `<a href="${up}${href}"${href === current ? ' aria-current="page"' : ''}>${esc(label)}</a>`).join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(title)} · 爱备客 评审报告</title>
<link rel="icon" href="data:,"><style>${CSS}</style></head>
<body><header class="top"><strong>爱备客 评审报告</strong><nav style="display:flex;gap:18px">${nav}</nav></header>
<main>${body}</main></body></html>
`;
}

export function statusText(status: string | undefined): string {
  if (status === 'passed' || status === 'expected') return '<span class="pass">通过</span>';
  if (status === 'failed' || status === 'unexpected' || status === 'timedOut' || status === 'interrupted') return '<span class="fail">失败</span>';
  if (status === 'skipped' || status === 'pending' || status === 'todo') return '<span class="muted">跳过</span>';
  return '<span class="muted">未运行</span>';
}

export function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'x';
}

// The sandbox gateway's pages: where the buyer lands from a checkout link (merchant, order,
// amount; 确认支付 / 取消支付) and the refusal page of a broken or tampered link. Plain HTML with
// inline styles (the CSP allows them, no script is needed), Chinese, WCAG AA contrast.
import { formatPrice } from '../../../domain/shared/money.ts';
import type { SandboxCheckoutFields } from '../../../domain/payments/payment-payloads.ts';
import { SANDBOX_TEXT as T } from './messages.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f2f4f7; color: #1f2329; }
  main { max-width: 520px; margin: 64px auto; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px 40px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .notice { background: #fff4e5; border: 1px solid #b45309; color: #7a3e00; border-radius: 4px; padding: 10px 14px; font-size: 14px; line-height: 1.6; margin: 16px 0 24px; }
  dl { display: grid; grid-template-columns: 96px 1fr; row-gap: 12px; margin: 0 0 28px; font-size: 15px; }
  dt { color: #4b5563; }
  dd { margin: 0; word-break: break-all; }
  .amount { font-size: 28px; font-weight: 700; color: #b91c1c; }
  .actions { display: flex; gap: 16px; }
  button, a.button { flex: 1; font-size: 16px; padding: 12px 0; border-radius: 4px; cursor: pointer; text-align: center; text-decoration: none; font-family: inherit; }
  .pay { background: #c2410c; color: #fff; border: 1px solid #c2410c; }
  .cancel { background: #fff; color: #1f2329; border: 1px solid #6b7280; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .error { color: #b91c1c; }
  footer { margin-top: 24px; font-size: 13px; color: #4b5563; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} - ${T.siteTitle}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<footer>${T.footer}</footer>
</main>
</body>
</html>`;
}

const SANDBOX_NOTICE = T.notice;

/** The payment page of a verified checkout link. */
export function sandboxPayPage(fields: SandboxCheckoutFields, decideAction: string): string {
  const hidden = (['paymentId', 'orderNo', 'amountFen', 'subject', 'returnUrl', 'sign'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${esc(fields[k])}">`)
    .join('\n');
  return layout(
    T.cashier,
    `<h1 id="title">${T.cashier}</h1>
<p class="notice" role="note">${esc(SANDBOX_NOTICE)}</p>
<dl>
  <dt>${T.merchantLabel}</dt><dd>${T.merchant}</dd>
  <dt>${T.orderNoLabel}</dt><dd data-volatile>${esc(fields.orderNo)}</dd>
  <dt>${T.subjectLabel}</dt><dd data-volatile>${esc(fields.subject)}</dd>
  <dt>${T.amountLabel}</dt><dd class="amount">${esc(formatPrice(Number(fields.amountFen)))}</dd>
</dl>
<form method="post" action="${esc(decideAction)}" aria-label="${T.formLabel}">
${hidden}
<div class="actions">
  <button type="submit" name="decision" value="paid" class="pay">${T.pay}</button>
  <button type="submit" name="decision" value="failed" class="cancel">${T.cancel}</button>
</div>
</form>`,
  );
}

/** A link that cannot be paid: tampered, unknown, or already handled. */
export function sandboxErrorPage(message: string, backHref: string | null): string {
  return layout(
    T.refusedTitle,
    `<h1>${T.refusedTitle}</h1>
<p class="notice" role="note">${esc(SANDBOX_NOTICE)}</p>
<p class="error" role="alert">${esc(message)}</p>
${backHref ? `<div class="actions"><a class="button cancel" href="${esc(backHref)}">${T.back}</a></div>` : ''}`,
  );
}

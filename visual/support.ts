// Shared steps of the Playwright suite: settle a page, log in through the API, audit with axe,
// measure the JavaScript a first load fetches.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import type { Envelope } from '../domain/shared/envelope.ts';

export const PERSONAL = { username: '13800000001', password: 'Demo2026' };
export const ENTERPRISE = { username: '13800000002', password: 'Demo2026' };

const CLIENT = { id: 'aibeike-web', secret: 'aibeike-web-secret' };

/** Opens `path` and waits until the shell's data (footer, header) has arrived. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
  // Images (QR codes, step image) fully decoded before any screenshot; pictures below the fold
  // load lazily, so they are asked for now (full-page screenshots show them).
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      if (img.loading === 'lazy') img.loading = 'eager';
      return img.complete;
    }),
  );
  // Decoded too: a full-page screenshot does not wait for far-below pictures to decode.
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
}

/** Logs in through the token endpoint and stores the token cookie, as the login page does. */
export async function loginViaApi(context: BrowserContext, baseURL: string, who: { username: string; password: string }): Promise<string> {
  const query = new URLSearchParams({
    username: who.username,
    password: who.password,
    grant_type: 'password',
    user_type: '0',
    auth_type: 'password',
  });
  const response = await context.request.post(`${baseURL}/gateway/system/oauth/token?${query.toString()}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { success: boolean; data: { access_token: string } };
  expect(body.success).toBe(true);
  const url = new URL(baseURL);
  await context.addCookies([{ name: 'token', value: body.data.access_token, domain: url.hostname, path: '/' }]);
  return body.data.access_token;
}

/** WCAG 2.1 A/AA audit: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Audit the page as it comes to rest: a dialog or tab still fading in has colours no one reads.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 2_000 },
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // Every impact (minor and moderate too) goes to the review site's accessibility page.
  await test.info().attach('axe-results', { body: JSON.stringify(axeSummary(page, results)), contentType: 'application/json' });
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** What the review site lists of one audit: every violation and every incomplete check, with its elements. */
function axeSummary(page: Page, results: AxeResults) {
  const url = new URL(page.url());
  const rules = (list: AxeResults['violations']) =>
    list.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html.slice(0, 300), fix: n.failureSummary ?? '' })),
    }));
  return {
    path: `${url.pathname}${url.search}`,
    violations: rules(results.violations),
    incomplete: rules(results.incomplete),
    passes: results.passes.length,
    inapplicable: results.inapplicable.length,
  };
}

/** Parts of a page that change between runs (hot keywords come from the search log). */
export function volatileParts(page: Page): Locator[] {
  return [page.locator('[data-volatile]')];
}

/** Member calls with the bearer token, as the SPA's client sends them; a refusal fails the test. */
export function memberApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = method === 'GET' ? await request.get(`/gateway${path}`, { headers }) : await request.post(`/gateway${path}`, { headers, data: body ?? {} });
    const envelope = (await response.json()) as Envelope<T>;
    expect(envelope.success, `${method} ${path}: ${envelope.msg}`).toBe(true);
    return envelope.data;
  };
}
export type MemberApi = ReturnType<typeof memberApi>;

/**
 * The JavaScript the browser fetches to show `path` until it settles and `ready` passes: every
 * built script under /assets/, measured as gzip level 9 of its file in dist/.
 */
export async function initialJs(page: Page, path: string, ready: () => Promise<void>): Promise<{ kb: number; summary: string }> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await ready();
  let raw = 0;
  let gzip = 0;
  const rows: string[] = [];
  for (const file of [...scripts].sort()) {
    const bytes = readFileSync(`${process.env.VISUAL_STATIC_DIR ?? 'dist'}${file}`);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    rows.push(`${(zipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const summary = `initial JS of ${path}: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`;
  return { kb: gzip / 1024, summary: `${summary}\n${rows.join('\n')}` };
}

const BASIC = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
export const STAFF = { username: 'admin', password: 'Admin2026' };

/** A gateway call as set-up: the bearer token, or the client's basic header without one; a refusal fails the test. */
export async function gatewayCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request.fetch(`/gateway${path}`, { method, headers: { Authorization: token ? `Bearer ${token}` : BASIC }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${method} ${path}: ${body.msg}`).toBe(true);
  return body.data;
}

/** A token for a member ('0') or staff ('1'), without touching the browser's cookies. */
export async function tokenOf(request: APIRequestContext, who: { username: string; password: string }, userType: '0' | '1'): Promise<string> {
  const query = new URLSearchParams({ ...who, grant_type: 'password', user_type: userType, auth_type: 'password' });
  return (await gatewayCall<{ access_token: string }>(request, 'POST', `/system/oauth/token?${query.toString()}`, null)).access_token;
}

/**
 * Keeps a demo member's 消息 badge as a spec found it: `hold` notes the unread messages now,
 * `release` marks read every message that arrived since. The staff console's journeys act on the
 * personal demo member's orders, and every later journey's baseline shows that member's badge.
 */
export function unreadHold(who: { username: string; password: string }) {
  const MESSAGES = '/member/api/member/message';
  let before = new Set<number>();
  /** Unread messages come first in the member's list: pages of 50 until a read one or the end. */
  const unread = async (request: APIRequestContext, token: string) => {
    const ids: number[] = [];
    for (let current = 1; ; current += 1) {
      const page = await gatewayCall<{ records: { id: number; read: boolean }[] }>(request, 'POST', `${MESSAGES}/page`, token, { current, size: 50 });
      ids.push(...page.records.filter((m) => !m.read).map((m) => m.id));
      if (page.records.length < 50 || page.records.some((m) => m.read)) return ids;
    }
  };
  return {
    hold: async (request: APIRequestContext) => {
      before = new Set(await unread(request, await tokenOf(request, who, '0')));
    },
    release: async (request: APIRequestContext) => {
      const token = await tokenOf(request, who, '0');
      for (const id of await unread(request, token)) if (!before.has(id)) await gatewayCall(request, 'GET', `/goods/api/member/message/read/${id}`, token);
    },
  };
}

/** A personal member of the spec's own, registered with the SMS code the local provider "sent". */
export async function registerMember(request: APIRequestContext, prefix = '158', password = 'Member2026'): Promise<{ username: string; password: string }> {
  const mobile = `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const captcha = await gatewayCall<{ captchaKey: string }>(request, 'GET', '/system/oauth/captcha', null);
  const answer = await gatewayCall<{ answer: string }>(request, 'GET', `/system/open/dev/captcha/${captcha.captchaKey}`, null);
  await gatewayCall(request, 'POST', '/system/oauth/sendSmsCode', null, { mobile, purpose: 'register', captchaKey: captcha.captchaKey, captchaCode: answer.answer });
  const sms = await gatewayCall<{ code: string }>(request, 'GET', `/system/open/dev/sms-outbox/latest?mobile=${mobile}&purpose=register`, null);
  await gatewayCall(request, 'POST', '/member/open/member/register', null, { mobile, smsCode: sms.code, password, agree: true });
  return { username: mobile, password };
}

// What the API document says of each operation besides its schemas (issue 35): a unique
// operationId (the spec's call name where the route is a spec call), a short Chinese summary, the
// error answers the route can give (by the kind of route, in one place, plus the few statuses
// only some routes give) and whether it needs a token. The response check of the API tests
// (server/http/response-check.ts) holds every answer to the same list, so the list stays true.
import { Type } from 'typebox';
import { API_DOC, OPERATION_SUMMARIES } from './messages.ts';

/** The error envelope: `data` is null for most refusals, a detail for some (out of stock...). */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false, { description: '是否成功' }),
  code: Type.Integer({ description: '业务码' }),
  msg: Type.String({ description: '提示信息（中文）', maxLength: 200 }),
  data: Type.Unknown({ description: API_DOC.errorData }),
});

/** A route as the document sees it. */
export interface RouteFacts {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
}

/** Routes that need the Bearer token besides every `/gateway/<service>/api/` one. */
const TOKEN_OUTSIDE_API = /^\/gateway\/member\/(pointsRecord|pointsGoods|pointsOrder)\//;
const API_PATH = /^\/gateway\/[a-z]+\/api\//;
const STAFF_PATH = /^\/gateway\/[a-z]+\/api\/staff\//;

/** Whether a route needs the member's or staff's Bearer token. */
export function needsLogin(url: string): boolean {
  return API_PATH.test(url) || TOKEN_OUTSIDE_API.test(url);
}

/**
 * The statuses only some routes give, by path: a lock or a rate limit on the account calls, a
 * refused state change (409) on the writes of orders, refunds, points, services and the queues.
 * Found by the API suite under the response check, which refuses an undocumented status.
 */
const EXTRA: [RegExp, number[]][] = [
  // The login policy (issue 35 item 1) slows an address with 429; it never locks an account (no 423).
  [/\/oauth\/(token|staff\/session)$/, [401, 403, 429]],
  // A registry save needs a member's login (staff 403) and caps one member's pending entries (429).
  [/\/saveGetCompanyByVague$/, [401, 403, 429]],
  [/\/(sendSmsCode|sendSmsCodeByOldMobile|forgotPasswordStep1|register|socialRegisterStep1|checkOldMobile|resetMobile|forgotPasswordStep2|socialRegisterStep2)$/, [409, 429]],
  [/\/oauth\/captcha$/, [429]],
  // A scan that is unknown or expired.
  [/\/wechat\/scanResult$/, [404]],
  // Open routes that read the member's token when one is sent and need it for this call.
  [/\/open\/member\/ifShowMessage\/update$/, [401]],
  [/\/(bindWxOpen|removeWxOpenBind|setPassword|resetPassword|updateNickAvatar)$/, [409, 429]],
  [/\/api\/ord\/|\/api\/future\/|\/api\/staff\/order\/|\/gateway\/common\/api\/pay$|\/open\/pay\//, [409]],
  [/\/pointsRecord\/sign$|\/pointsOrder\/create$|\/api\/staff\/points\//, [409]],
  [/\/api\/common\/serviceOrder\/|\/api\/staff\/common\/serviceOrder\//, [409]],
  [/\/api\/staff\/member\/certification\/|\/api\/member\/enterprise\/apply$|\/vip688\/buy$/, [409]],
  [/\/distributor\/(apply|application\/(approve|reject))$|\/api\/staff\/distributor\//, [409]],
  [/\/cooperationInfo\/save$|\/api\/staff\/common\/cooperation\/review$/, [409]],
  // A staff write meets a record another step has moved on (or a taken label, a duplicate alias).
  [/\/api\/staff\//, [409]],
  [/\/api\/member(Address|Invoice)\/save$/, [409]],
  [/\/enquiryMember\/|\/api\/cart\/|\/collect\/save|\/arrivalNotice\/subscribe$/, [409]],
  // Company accounts (issue 37): a taken name, an invitation already decided, the last admin, a
  // requisition list's name taken or the owner's lists at their cap.
  [/\/api\/company\//, [409]],
  // Formal quotes (issue 39): a quote past its validity, not yet priced, or moved on by another step.
  [/\/api\/goods\/quote\//, [409]],
  // The integration API (issue 40): an Idempotency-Key reused with another request, stock, budgets.
  [/\/api\/integration\//, [404, 409]],
  // PunchOut (issue 40): the client's credentials (401, revoked or without catalogue:read 403), the
  // one-use start ticket (unknown 404, used 409, expired 410), a session already returned (409).
  [/\/punchout\//, [401, 403, 404, 409, 410]],
];

/** Whether a route takes input the schema checks (body, query, path, or a form). */
function hasInput(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  return ['body', 'querystring', 'params', 'form'].some((k) => schema[k] !== undefined) || Array.isArray(schema.consumes);
}

/** Fields that name a record (an id, a number, a code) and so can miss: 404. */
const RECORD_FIELD = /^(id|ids)$|Ids?$|No$|Code$|^mobile$|^username$/;

/** Whether the route's body, query or form names a record by one of its fields (one level deep). */
function namesRecord(schema: Record<string, unknown> | undefined): boolean {
  const names: string[] = [];
  const collect = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 2) return;
    const n = node as { properties?: Record<string, unknown>; anyOf?: unknown[]; items?: unknown };
    if (n.properties) for (const [k, v] of Object.entries(n.properties)) {
      names.push(k);
      collect(v, depth + 1);
    }
    for (const branch of n.anyOf ?? []) collect(branch, depth);
    if (n.items) collect(n.items, depth + 1);
  };
  collect(schema?.body, 0);
  collect(schema?.querystring, 0);
  collect(schema?.form, 0);
  return names.some((k) => RECORD_FIELD.test(k));
}

function isMultipart(schema: Record<string, unknown> | undefined): boolean {
  return schema?.form !== undefined || (Array.isArray(schema?.consumes) && (schema.consumes as string[]).includes('multipart/form-data'));
}

/** The 4xx statuses a route documents: by its kind, plus its EXTRA entries. */
export function errorStatuses(route: RouteFacts): number[] {
  const statuses = new Set<number>();
  const url = route.url;
  if (hasInput(route.schema) || route.method !== 'GET') statuses.add(400);
  if (needsLogin(url)) {
    statuses.add(401);
    statuses.add(403);
  }
  if (/[:{]/.test(url) || namesRecord(route.schema)) statuses.add(404);
  // Any body can be too large (413) or of a media type the route does not read (415).
  if (isMultipart(route.schema) || route.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  for (const [pattern, extra] of EXTRA) {
    // A refused state change (409) comes from a write.
    if (pattern.test(url)) for (const s of extra) if (s !== 409 || route.method !== 'GET') statuses.add(s);
  }
  if (STAFF_PATH.test(url)) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** The path's words after /gateway/<service>/ and its api/open part, without parameters. */
function words(url: string): string[] {
  const rest = url.replace(/^\/gateway\/[a-z]+\//, '/').replace(/^\/(api|open)\//, '/');
  return rest.split('/').filter((s) => s && !s.startsWith(':') && !s.startsWith('{'));
}

function camel(parts: string[]): string {
  return parts
    .map((p) => p.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')))
    .map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p.charAt(0).toUpperCase() + p.slice(1)))
    .join('');
}

function nameAt(route: RouteFacts, k: number): string {
  const w = words(route.url);
  const base = camel(w.slice(Math.max(0, w.length - k)));
  return base || 'root';
}

/**
 * Unique operationIds for all routes: the last path word when it is a spec call name (camelCase,
 * like getEnterpriseAuthStatus) and unique; otherwise as many words before it as make it unique
 * (memberAddressList), then the path parameter (areaSubListById) and the method.
 */
export function operationIds(routes: RouteFacts[]): Map<string, string> {
  const key = (r: RouteFacts) => `${r.method} ${r.url}`;
  const depth = new Map<string, number>();
  for (const r of routes) {
    const w = words(r.url);
    const last = w[w.length - 1] ?? '';
    depth.set(key(r), /[A-Z]/.test(last) ? 1 : Math.min(2, Math.max(1, w.length)));
  }
  const names = new Map<string, string>();
  for (let round = 0; round < 8; round += 1) {
    names.clear();
    for (const r of routes) names.set(key(r), nameAt(r, depth.get(key(r))!));
    const count = new Map<string, number>();
    for (const n of names.values()) count.set(n, (count.get(n) ?? 0) + 1);
    let grew = false;
    for (const r of routes) {
      const k = key(r);
      if ((count.get(names.get(k)!) ?? 0) > 1 && depth.get(k)! < words(r.url).length) {
        depth.set(k, depth.get(k)! + 1);
        grew = true;
      }
    }
    if (!grew) break;
  }
  // Still the same name: the path parameter (areaSubListById), then the open twin of a member
  // call (openServiceItemList), then the method tell them apart.
  const upper = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const tieBreakers: ((r: RouteFacts, name: string) => string)[] = [
    (r, name) => {
      const params = [...r.url.matchAll(/[:{]([A-Za-z]+)/g)].map((m) => upper(m[1]!));
      return params.length > 0 ? `${name}By${params.join('And')}` : name;
    },
    (r, name) => (/\/open\//.test(r.url) ? `open${upper(name)}` : name),
    (r, name) => `${r.method.toLowerCase()}${upper(name)}`,
  ];
  for (const tieBreak of tieBreakers) {
    const count = new Map<string, number>();
    for (const n of names.values()) count.set(n, (count.get(n) ?? 0) + 1);
    for (const r of routes) {
      const k = key(r);
      const name = names.get(k)!;
      if ((count.get(name) ?? 0) > 1) names.set(k, tieBreak(r, name));
    }
  }
  return names;
}

/**
 * The short Chinese summary: the table's (server/http/messages.ts) when it has one, else
 * the first clause of the route's Chinese description.
 */
export function summaryOf(route: RouteFacts): string | undefined {
  const listed = OPERATION_SUMMARIES[`${route.method} ${route.url}`];
  if (listed) return listed;
  const description = route.schema?.description;
  if (typeof description !== 'string' || !/[\u4e00-\u9fff]/.test(description)) return undefined;
  const first = description.split(/[：，；。（(:]/)[0]!.trim();
  return first.length > 0 && first.length <= 40 ? first : description.slice(0, 30);
}

// PunchOut's routes (issue 40, item 4; docs/api/integration.md (part 4)):
// - GET|POST /punchout/oci: the SRM's browser arrives with OCI 4.0 fields (USERNAME and PASSWORD =
//   the API client's id and secret, or HTTP Basic; HOOK_URL; ~TARGET ...) and is sent (303) to the
//   SPA's /punchout/start?ticket=…; a refusal is a small Chinese HTML page.
// - POST /punchout/cxml/setup: a cXML 1.2 PunchOutSetupRequest (Sender credential = client id and
//   SharedSecret) answered with a PunchOutSetupResponse whose StartPage is that SPA page.
// - POST /gateway/system/open/punchout/ticket: the SPA trades the one-use ticket for the token.
// - POST /gateway/goods/api/punchout/return: what the browser posts back to the SRM (the session of
//   the caller's own token), and the session ends.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { punchoutSetupResponse, xmlEscape, type PunchoutOperation } from '../../../domain/integration/punchout.ts';
import { basicCredentials, requireMember } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { Answers, Id, type Routes } from '../../http/schemas.ts';
import { PUNCHOUT_MSG } from './messages.ts';
import { enterPunchout, returnPunchoutCart, startPunchout } from './punchout-service.ts';
import { parseXml, XML_MAX_CHARS, XmlRefused } from './safe-xml.ts';

const START_PATH = '/punchout/start';
/** The page that posts the returned cart to the SRM (the SPA's CSP allows forms to this site only). */
const POST_PATH = '/punchout/post';
/** Where the SPA leaves the form for that page (sessionStorage, this tab). */
const POST_STORAGE_KEY = 'aibeike.punchout.post';

// The post page's only script: reads the form the SPA left, builds it and submits it to the SRM.
const POST_SCRIPT = `(function(){var k=${JSON.stringify(POST_STORAGE_KEY)};var raw=null;try{raw=sessionStorage.getItem(k);sessionStorage.removeItem(k);}catch(e){}var d=null;try{d=JSON.parse(raw||'null');}catch(e){}if(!d||typeof d.returnUrl!=='string'||!/^https?:\\/\\//i.test(d.returnUrl)||!Array.isArray(d.fields)){document.getElementById('posting').hidden=true;document.getElementById('missing').hidden=false;return;}var f=document.getElementById('f');f.action=d.returnUrl;f.target=typeof d.target==='string'&&d.target?d.target:'_top';d.fields.forEach(function(x){var i=document.createElement('input');i.type='hidden';i.name=String(x.name);i.value=String(x.value);f.appendChild(i);});f.submit();})();`;
const POST_CSP = `default-src 'none'; script-src 'sha256-${createHash('sha256').update(POST_SCRIPT).digest('base64')}'; form-action http: https:; base-uri 'none'; frame-ancestors 'self'`;

function postPage(): string {
  const x = xmlEscape;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${x(PUNCHOUT_MSG.pageTitle)}</title></head>
<body><main><p id="posting">${x(PUNCHOUT_MSG.posting)}</p><p id="missing" hidden>${x(PUNCHOUT_MSG.postMissing)}</p>
<form id="f" method="post" accept-charset="UTF-8" enctype="application/x-www-form-urlencoded"></form></main>
<script>${POST_SCRIPT}</script></body></html>`;
}

const HtmlPage = ({ description }: { description: string }) => ({ description, content: { 'text/html': { schema: Type.String({ description }) } } });
const XmlDoc = ({ description }: { description: string }) => ({ description, content: { 'text/xml': { schema: Type.String({ description }) } } });

/** The OCI fields a SRM sends: the ones read are listed; any others (SAP adds its own) are ignored. */
const ociField = ({ description }: { description: string }) => Type.Optional(Type.String({ maxLength: 4000, description }));
const OciFields = Type.Object(
  {
    USERNAME: ociField({ description: '接口客户端编号' }),
    PASSWORD: ociField({ description: '接口客户端密钥' }),
    HOOK_URL: ociField({ description: '返回地址（必填，http 或 https 网址）' }),
    '~TARGET': ociField({ description: '返回时提交表单的目标窗口（默认 _top）' }),
    '~OKCODE': ociField({ description: 'SAP 功能码（忽略）' }),
    '~CALLER': ociField({ description: 'SAP 调用方（忽略）' }),
  },
  { additionalProperties: true, maxProperties: 100, description: 'OCI 入口字段（其余字段如 FUNCTION、PRODUCTID 忽略；字段名不区分大小写）' },
);

function refusalPage(message: string): string {
  const x = xmlEscape;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${x(PUNCHOUT_MSG.pageTitle)}</title>
<style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:560px;margin:80px auto;padding:0 16px;color:#1a202c}h1{font-size:20px;color:#a51218}p{line-height:1.7}</style></head>
<body><main><h1>${x(PUNCHOUT_MSG.refusedTitle)}</h1><p>${x(message)}</p><p>${x(PUNCHOUT_MSG.refusedHint)}</p></main></body></html>`;
}

function html(reply: FastifyReply, status: number, page: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** Field lookup ignoring case (SRMs differ: USERNAME, username, ~target, ~TARGET). */
function fieldsOf(raw: unknown): (name: string) => string | undefined {
  const map = new Map<string, string>();
  if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) {
      const value = Array.isArray(v) ? v[0] : v;
      if (typeof value === 'string') map.set(k.toUpperCase(), value.trim());
    }
  }
  return (name) => map.get(name.toUpperCase()) || undefined;
}

/** The absolute URL of the SPA's start page with the ticket. */
function startUrl(request: FastifyRequest, ticket: string): string {
  return `${request.protocol}://${request.host}${START_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

const OPERATIONS = new Set<PunchoutOperation>(['create', 'edit', 'inspect']);

/** The text of an element that may carry attributes (`{'#text': …}`) or be absent. */
function text(node: unknown): string {
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return text((node as Record<string, unknown>)['#text']);
  return '';
}

function obj(node: unknown): Record<string, unknown> {
  if (Array.isArray(node)) return obj(node[0]);
  return node && typeof node === 'object' ? (node as Record<string, unknown>) : {};
}

function list(node: unknown): unknown[] {
  if (node === undefined || node === null) return [];
  return Array.isArray(node) ? node : [node];
}

interface CxmlSetup {
  identity: string;
  secret: string;
  buyerCookie: string;
  returnUrl: string;
  operation: PunchoutOperation;
  payloadId: string;
}

/** Reads a PunchOutSetupRequest; throws AppError 400 (unreadable, not a setup request, no return URL) or 401 (no credential). */
function readCxmlSetup(xml: string): CxmlSetup {
  let doc: Record<string, unknown>;
  try {
    doc = parseXml(xml);
  } catch (err) {
    if (err instanceof XmlRefused) throw new AppError(400, PUNCHOUT_MSG.cxmlUnreadable);
    throw err;
  }
  const cxml = obj(doc.cXML);
  const setup = obj(obj(cxml.Request).PunchOutSetupRequest);
  if (Object.keys(setup).length === 0) throw new AppError(400, PUNCHOUT_MSG.cxmlNotSetup);
  const credentials = list(obj(obj(cxml.Header).Sender).Credential).map(obj);
  const credential = credentials.find((c) => text(c.SharedSecret) !== '') ?? credentials[0] ?? {};
  const identity = text(credential.Identity);
  const secret = text(credential.SharedSecret);
  if (!identity || !secret) throw new AppError(401, PUNCHOUT_MSG.cxmlCredentialsRequired);
  const returnUrl = text(obj(setup.BrowserFormPost).URL);
  if (!returnUrl) throw new AppError(400, PUNCHOUT_MSG.browserPostRequired);
  const op = text(setup['@_operation']) as PunchoutOperation;
  return { identity, secret, buyerCookie: text(setup.BuyerCookie), returnUrl, operation: OPERATIONS.has(op) ? op : 'create', payloadId: text(cxml['@_payloadID']) };
}

const CXML_STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 500: 'Internal Server Error' };

/** The PunchOut entry points outside /gateway (registered at the root). */
export const punchoutRoutes: Routes = async (app) => {
  // cXML arrives as text/xml (or application/xml); read as text, parsed by safe-xml.ts. This plugin only.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: XML_MAX_CHARS }, (_request, body, done) => done(null, body));

  const oci = { description: 'OCI 4.0 PunchOut 入口：采购系统以接口客户端编号与密钥（USERNAME/PASSWORD 或 HTTP Basic）和返回地址 HOOK_URL 打开商城，303 跳转到选购页面；拒绝时为中文 HTML 页面' };
  const ociResponse = {
    303: Type.Null({ description: '跳转到 /punchout/start?ticket=…（一次性进入凭证）' }),
    '4xx': HtmlPage({ description: '无法打开商城的中文说明页面' }),
  };
  const ociEntry = async (request: FastifyRequest, reply: FastifyReply, raw: unknown) => {
    if (request.validationError) return html(reply, 400, refusalPage(PUNCHOUT_MSG.hookUrlBad));
    const field = fieldsOf(raw);
    const basic = basicCredentials(request.headers.authorization);
    const clientId = field('USERNAME') ?? basic?.id;
    const secret = field('PASSWORD') ?? basic?.secret;
    if (!clientId || !secret) return html(reply, 401, refusalPage(PUNCHOUT_MSG.credentialsRequired));
    const hookUrl = field('HOOK_URL');
    if (!hookUrl) return html(reply, 400, refusalPage(PUNCHOUT_MSG.hookUrlRequired));
    try {
      const { ticket } = await startPunchout(app.db, { protocol: 'oci', clientId, secret, ip: request.ip, returnUrl: hookUrl, ociTarget: field('~TARGET') ?? null });
      return reply.header('cache-control', 'no-store').redirect(`${START_PATH}?ticket=${encodeURIComponent(ticket)}`, 303);
    } catch (err) {
      if (err instanceof AppError) return html(reply, err.statusCode, refusalPage(err.message));
      throw err;
    }
  };

  app.get('/punchout/oci', { schema: { description: oci.description, querystring: OciFields, response: ociResponse }, attachValidation: true }, async (request, reply) =>
    ociEntry(request, reply, request.query),
  );
  // A POST may carry some fields in the query (SAP puts sap-client there); the form's fields win.
  app.post('/punchout/oci', { schema: { description: oci.description, querystring: OciFields, body: Type.Union([OciFields, Type.Null()]), response: ociResponse }, attachValidation: true }, async (request, reply) =>
    ociEntry(request, reply, { ...(request.query ?? {}), ...(request.body ?? {}) }),
  );

  app.get(
    POST_PATH,
    {
      schema: { description: 'PunchOut 返回：把购物车表单（由选购页面留在本标签页）提交给采购系统的中转页面', response: { 200: HtmlPage({ description: '自动提交表单的页面' }) } },
      // After the site's document headers (response-headers.ts): this page alone may post a form to another site.
      onSend: (_request, reply, payload, done) => {
        reply.header('content-security-policy', POST_CSP);
        done(null, payload);
      },
    },
    async (_request, reply) => html(reply, 200, postPage()),
  );

  app.post(
    '/punchout/cxml/setup',
    {
      schema: {
        description: 'cXML PunchOut 建立会话：PunchOutSetupRequest（Sender 凭证为接口客户端编号与 SharedSecret 密钥），回答 PunchOutSetupResponse，StartPage 为一次性选购地址；拒绝时回答 cXML Status 400/401/403',
        body: Type.String({ maxLength: XML_MAX_CHARS, description: 'cXML 文档（text/xml）' }),
        response: { 200: XmlDoc({ description: 'PunchOutSetupResponse（Status 200 与 StartPage）' }), '4xx': XmlDoc({ description: 'cXML Status 与中文原因' }) },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const now = new Date();
      const answer = (code: number, message?: string, url?: string) =>
        reply
          .status(code)
          .header('cache-control', 'no-store')
          .type('text/xml; charset=utf-8')
          .send(punchoutSetupResponse({ payloadId: `${now.getTime()}.setup@aibeike.com`, timestamp: now.toISOString(), code, text: CXML_STATUS_TEXT[code] ?? 'Error', ...(message ? { message } : {}), ...(url ? { startUrl: url } : {}) }));
      if (request.validationError || typeof request.body !== 'string') return answer(400, PUNCHOUT_MSG.cxmlUnreadable);
      try {
        const setup = readCxmlSetup(request.body);
        const { ticket } = await startPunchout(app.db, {
          protocol: 'cxml', clientId: setup.identity, secret: setup.secret, ip: request.ip, returnUrl: setup.returnUrl, buyerCookie: setup.buyerCookie, operation: setup.operation,
        });
        return answer(200, undefined, startUrl(request, ticket));
      } catch (err) {
        if (err instanceof AppError) return answer(err.statusCode, err.message);
        throw err;
      }
    },
  );
};

const PunchoutSessionView = Type.Object(
  {
    id: Type.Integer({ description: 'PunchOut 会话编号' }),
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml')], { description: '协议：oci 或 cxml' }),
    operation: Type.Union([Type.Literal('create'), Type.Literal('edit'), Type.Literal('inspect')], { description: '采购系统要求的操作' }),
  },
  { additionalProperties: false },
);

const PunchoutEntryView = Type.Object(
  {
    access_token: Type.String({ description: '本次 PunchOut 的会员令牌（2 小时）' }),
    token_type: Type.Literal('bearer', { description: '令牌类型' }),
    expires_in: Type.Integer({ description: '有效秒数' }),
    session: PunchoutSessionView,
  },
  { additionalProperties: false },
);

const PunchoutReturnView = Type.Object(
  {
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml')], { description: '协议' }),
    returnUrl: Type.String({ description: '表单提交地址（OCI HOOK_URL 或 cXML BrowserFormPost）' }),
    target: Type.String({ description: '表单提交目标窗口（OCI ~TARGET，默认 _top）' }),
    fields: Type.Array(Type.Object({ name: Type.String({ description: '字段名' }), value: Type.String({ description: '字段值' }) }, { additionalProperties: false }), { description: '按顺序提交的表单字段' }),
    lineCount: Type.Integer({ description: '带回的商品行数' }),
    totalFen: Type.Integer({ description: '合计（分）' }),
  },
  { additionalProperties: false },
);

/** The SPA's ticket exchange (system service, no token). */
export const punchoutSystemRoutes: Routes = async (app) => {
  app.post(
    '/open/punchout/ticket',
    {
      schema: {
        description: 'PunchOut 进入：用一次性进入凭证换取本次选购的会员令牌（凭证 5 分钟内有效，只能使用一次）',
        body: Type.Object({ ticket: Type.String({ minLength: 20, maxLength: 200, description: '一次性进入凭证' }) }, { additionalProperties: false }),
        response: Answers(PunchoutEntryView),
      },
    },
    async (request) => ok(await enterPunchout(app.db, request.body.ticket, request.ip)),
  );
};

/** The cart's return (goods service, member token of the session). */
export const punchoutGoodsRoutes: Routes = async (app) => {
  app.post(
    '/api/punchout/return',
    {
      schema: {
        description: '返回采购系统：回答浏览器要提交给采购系统的表单（OCI 字段或 cXML PunchOutOrderMessage），并结束本次 PunchOut 会话（仅限本会话的令牌）',
        body: Type.Object({ sessionId: Id }, { additionalProperties: false }),
        response: Answers(PunchoutReturnView),
      },
    },
    async (request) => {
      const memberId = requireMember(request);
      const tokenId = request.principal?.tokenId ?? 0;
      return ok(await returnPunchoutCart(app.db, { memberId, tokenId }, request.body.sessionId), PUNCHOUT_MSG.returned);
    },
  );
};

// The OpenAPI document, generated from the route schemas (@fastify/swagger), and its interactive
// reference at /docs/api (JSON at /docs/api/json). Each operation is grouped by the spec service
// its /gateway/<service> prefix names, so modules never repeat the tag.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../domain/shared/messages.ts';
import type { OpenApiDocs } from '../config.ts';
import { bearerToken, findPrincipal } from './auth.ts';
import { failure } from './envelope.ts';
import { staffCookieToken } from './staff-cookie.ts';
import { Type } from 'typebox';
import { API_DOC } from './messages.ts';
import { errorStatuses, ErrorEnvelope, needsLogin, operationIds, summaryOf, type RouteFacts } from './openapi-operations.ts';
import { EnvelopeOf } from './schemas.ts';

export const DOCS_PREFIX = '/docs/api';

const STAFF_API = /^\/gateway\/[a-z]+\/api\/staff\//;
const SERVICE = /^\/gateway\/(system|member|goods|order|common)\//;
/** Issue 40: the integration API and PunchOut are one group of their own (集成接口). */
const INTEGRATION = /^\/gateway\/[a-z]+\/api\/integration\/|^\/punchout\//;

/** The group of a route: its spec service, or "platform" for health checks, media and uploads. */
export function serviceTag(url: string): keyof typeof API_DOC.tags {
  if (INTEGRATION.test(url)) return 'integration';
  return (SERVICE.exec(url)?.[1] as keyof typeof API_DOC.tags | undefined) ?? 'platform';
}

/** Registers the generator and the reference; call it before any route is added. */
export async function installOpenApi(app: FastifyInstance, version: string, docs: OpenApiDocs) {
  const routes: RouteFacts[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    const schema = route.schema ?? {};
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const facts = methods.map((method) => ({ method, url: route.url, schema: schema as Record<string, unknown> }));
    routes.push(...facts);
    // Public routes say so (`security: []`); the token call takes the client's Basic credentials.
    // The staff API also takes the console's session cookie (issue 35 item 6).
    const security: Record<string, string[]>[] = /\/oauth\/(token|staff\/session)$/.test(route.url)
      ? [{ basic: [] }]
      : STAFF_API.test(route.url)
        ? [{ bearer: [] }, { staffCookie: [] }]
        : needsLogin(route.url)
          ? [{ bearer: [] }]
          : [];
    route.schema = {
      ...schema,
      tags: schema.tags ?? [serviceTag(route.url)],
      ...(!schema.security ? { security } : {}),
    };
    // The error answers the response check of the API tests holds the route to (http/response-check.ts).
    route.config = { ...route.config, errorStatuses: facts[0] ? errorStatuses(facts[0]) : [] } as typeof route.config;
  });
  let ids: Map<string, string> | null = null;
  const operationIdOf = (method: string, url: string) => {
    ids ??= operationIds(routes);
    return ids.get(`${method} ${url}`);
  };

  await app.register(swagger, {
    transform: ({ schema, url, route }) => {
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      return { schema: documentedOperation(documentedForm(schema), { method, url: route.url, schema: schema as Record<string, unknown> }, operationIdOf(method, route.url)), url };
    },
    openapi: {
      openapi: '3.1.0',
      info: { title: API_DOC.title, description: API_DOC.description, version },
      servers: [{ url: '/', description: API_DOC.serverUrl }],
      tags: Object.entries(API_DOC.tags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'POST /gateway/system/oauth/token' },
          basic: { type: 'http', scheme: 'basic', description: 'OAuth client' },
          staffCookie: { type: 'apiKey', in: 'cookie', name: 'aibeike_staff', description: 'POST /gateway/system/oauth/staff/session（后台控制台；写操作另需 X-CSRF-Token）' },
        },
      },
    },
  });

  // OPENAPI_DOCS=off serves neither the document nor its reference (the generator stays: the
  // fuzz suite reads app.swagger()); `staff` asks every docs request for a staff token.
  if (docs === 'off') return;
  // Everything the page loads is served from /docs/api/static, so it runs under the app's CSP
  // (script-src 'self'); the validator badge, which would call out, is off.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    ...(docs === 'staff' ? { uiHooks: { onRequest: staffOnly(app) } } : {}),
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null, tryItOutEnabled: false },
    theme: { title: API_DOC.title },
  });
}

/**
 * The docs' onRequest hook under OPENAPI_DOCS=staff: a staff member's token (the Authorization
 * header, or the console's session cookie, so a signed-in console user opens the page in the
 * browser), else 401 or 403.
 */
function staffOnly(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request) ?? staffCookieToken(request);
    const principal = token ? await findPrincipal(app, token) : null;
    if (!principal) return reply.status(401).send(failure(401, MSG.unauthorized));
    if (principal.kind !== 'staff') return reply.status(403).send(failure(403, API_DOC.docsStaffOnly));
  };
}

type RouteSchema = Record<string, unknown> & { body?: unknown; consumes?: readonly string[]; form?: unknown };

/**
 * A route's schema as documented: a multipart route (its `form`, or `consumes` naming
 * multipart/form-data) gets a multipart/form-data request body beside its JSON one, so the document
 * (and the fuzz suite, which reads it) knows every multipart route and its parts. The route's own
 * validation is untouched: this schema only feeds the document.
 */
export function documentedForm<S>(schema: S): S {
  const s = schema as RouteSchema | undefined;
  if (!s || (s.form === undefined && !s.consumes?.includes('multipart/form-data'))) return schema;
  const { form, consumes: _consumes, body, ...rest } = s;
  const content: Record<string, { schema: unknown }> = {};
  const bodyContent = (body as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
  if (bodyContent) Object.assign(content, bodyContent);
  else if (body !== undefined) content['application/json'] = { schema: body };
  content['multipart/form-data'] = { schema: form ?? { type: 'object', description: API_DOC.formUndocumented } };
  return { ...rest, body: { content } } as S;
}

/**
 * A route's schema as documented: its operationId and summary, and the error answers it can give
 * (http/openapi-operations.ts) beside the ones it declares, each the JSON error envelope.
 */
function documentedOperation<S>(schema: S, route: RouteFacts, operationId: string | undefined): S {
  const s = (schema ?? {}) as Record<string, unknown>;
  const response = { ...((s.response as Record<string, unknown> | undefined) ?? {}) };
  for (const status of errorStatuses(route)) {
    if (response[String(status)] !== undefined || response[`${String(status).charAt(0)}XX`] !== undefined) continue;
    response[String(status)] = { description: API_DOC.errors[status], content: { 'application/json': { schema: ErrorEnvelope } } };
  }
  const summary = summaryOf(route) ?? s.summary;
  return { ...s, ...(operationId && !s.operationId ? { operationId } : {}), ...(summary ? { summary } : {}), response } as S;
}

/**
 * The response map of a route that answers a file (SVG, image, PDF): the bytes pass through
 * untouched (Fastify serialises only JSON), and a miss is the 404 envelope.
 */
export function FileAnswers(mimes: readonly string[], description: string) {
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    200: { description, content: Object.fromEntries(mimes.map((mime) => [mime, bytes])) },
    // The miss is the JSON envelope, whatever media type the hit has.
    404: { description: API_DOC.errors[404], content: { 'application/json': { schema: EnvelopeOf(Type.Null()) } } },
  };
}

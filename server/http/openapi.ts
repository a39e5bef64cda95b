// The OpenAPI document, generated from the route schemas (@fastify/swagger), and its interactive
// reference at /docs/api (JSON at /docs/api/json). Each operation is grouped by the spec service
// its /gateway/<service> prefix names, so modules never repeat the tag.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API_DOC } from './messages.ts';
import { EnvelopeOf } from './schemas.ts';

export const DOCS_PREFIX = '/docs/api';

const SERVICE = /^\/gateway\/(system|member|goods|order|common)\//;

/** The group of a route: its spec service, or "platform" for health checks, media and uploads. */
export function serviceTag(url: string): keyof typeof API_DOC.tags {
  return (SERVICE.exec(url)?.[1] as keyof typeof API_DOC.tags | undefined) ?? 'platform';
}

/** Registers the generator and the reference; call it before any route is added. */
export async function installOpenApi(app: FastifyInstance, version: string) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    const schema = route.schema ?? {};
    const security = /^\/gateway\/[a-z]+\/api\//.test(route.url)
      ? [{ bearer: [] }]
      : /\/oauth\/token$/.test(route.url)
        ? [{ basic: [] }]
        : undefined;
    route.schema = {
      ...schema,
      tags: schema.tags ?? [serviceTag(route.url)],
      ...(security && !schema.security ? { security } : {}),
    };
  });

  await app.register(swagger, {
    transform: ({ schema, url }) => ({ schema: documentedForm(schema), url }),
    openapi: {
      openapi: '3.1.0',
      info: { title: API_DOC.title, description: API_DOC.description, version },
      tags: Object.entries(API_DOC.tags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'POST /gateway/system/oauth/token' },
          basic: { type: 'http', scheme: 'basic', description: 'OAuth client' },
        },
      },
    },
  });

  // Everything the page loads is served from /docs/api/static, so it runs under the app's CSP
  // (script-src 'self'); the validator badge, which would call out, is off.
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null, tryItOutEnabled: false },
    theme: { title: API_DOC.title },
  });
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
 * The response map of a route that answers a file (SVG, image, PDF): the bytes pass through
 * untouched (Fastify serialises only JSON), and a miss is the 404 envelope.
 */
export function FileAnswers(mimes: readonly string[], description: string) {
  const bytes = { schema: { type: 'string', format: 'binary' } };
  return {
    200: { description, content: Object.fromEntries(mimes.map((mime) => [mime, bytes])) },
    404: EnvelopeOf(Type.Null()),
  };
}

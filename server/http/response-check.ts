// The API tests' contract check (issue 35): every JSON answer is validated, with Ajv in strict
// mode, against the schema its route declares for that status (or, for a refusal, the documented
// error envelope), and a refusal whose status the document does not list is refused too. A
// mismatch is thrown, so the client gets a 500 and the test that exercised the route fails, with
// the Ajv errors in the log. Off in production: buildApp installs it only when asked (tests).
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorEnvelope } from './openapi-operations.ts';

interface Validate {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string; params: unknown }[] | null;
}
interface AjvLike {
  compile(schema: unknown): Validate;
  errorsText(errors: Validate['errors']): string;
}

/**
 * Ajv 8 and its formats. The top-level `ajv` of node_modules may be ESLint's Ajv 6, so Ajv is
 * loaded from where ajv-formats finds it (its own Ajv 8, or the top-level one once that is 8).
 */
function newAjv(): AjvLike {
  const require = createRequire(import.meta.url);
  const formatsPath = require.resolve('ajv-formats');
  const fromFormats = createRequire(formatsPath);
  const Ajv = (fromFormats('ajv') as { default: new (opts: object) => AjvLike }).default;
  const addFormats = (require('ajv-formats') as { default: (ajv: AjvLike) => void }).default;
  // removeAdditional: a field the schema closes out is dropped, as the serialiser drops it
  // (fast-json-stringify writes only declared properties), so the client never sees it.
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, validateFormats: true, removeAdditional: true });
  addFormats(ajv);
  return ajv;
}

type ResponseMap = Record<string, unknown>;

/** The schema a route declares for a status: exact, then 4XX-style, then default; its JSON content's. */
function declaredSchema(responses: ResponseMap | undefined, status: number): unknown {
  if (!responses) return undefined;
  const digit = String(status).charAt(0);
  const entry = responses[String(status)] ?? responses[`${digit}XX`] ?? responses[`${digit}xx`] ?? responses.default;
  if (!entry || typeof entry !== 'object') return undefined;
  const content = (entry as { content?: Record<string, { schema?: unknown }> }).content;
  if (content) return content['application/json']?.schema;
  return entry;
}

class ContractError extends Error {}

/** Installs the check on every route registered after this call. */
export function installResponseCheck(app: FastifyInstance): void {
  const ajv = newAjv();
  const compiled = new WeakMap<object, Validate>();
  const validatorOf = (schema: object) => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile(schema);
      compiled.set(schema, v);
    }
    return v;
  };
  const failed = new WeakSet<FastifyRequest>();

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (failed.has(request)) return payload;
    const status = reply.statusCode;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const fail = (text: string) => {
      failed.add(request);
      request.log.error({ route, status, contract: text }, 'response does not match the documented schema');
      // RESPONSE_CHECK_REPORT=<file>: every mismatch of a suite run in one file, to fix them together.
      if (process.env.RESPONSE_CHECK_REPORT) appendFileSync(process.env.RESPONSE_CHECK_REPORT, `${route} ${status}: ${text}\n`);
      throw new ContractError(`${route} ${status}: ${text}`);
    };
    const responses = request.routeOptions.schema?.response as ResponseMap | undefined;
    let schema = declaredSchema(responses, status);
    if (schema === undefined && status >= 400 && status < 500 && request.routeOptions.url) {
      const documented = (request.routeOptions.config as { errorStatuses?: number[] }).errorStatuses;
      if (documented && !documented.includes(status)) fail(`status ${status} is not documented (documented: ${documented.join(', ')})`);
      schema = ErrorEnvelope;
    }
    if (schema === undefined || schema === null || typeof schema !== 'object') return payload;
    const data: unknown = JSON.parse(JSON.stringify(payload));
    const validate = validatorOf(schema);
    if (!validate(data)) fail(ajv.errorsText(validate.errors));
    return payload;
  });
}

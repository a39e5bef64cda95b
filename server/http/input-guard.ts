// The input guard: a NUL byte in any string of the body, query or path parameters (values or
// keys) is refused with a 400 envelope before validation, and a number that is not finite (JSON
// `1e400`, or the text "Infinity" coerced by the validator) after it, before any handler or SQL.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest } from './errors.ts';
import { HTTP_MSG, PLACES } from './messages.ts';

/** True when a NUL byte sits in some string of the value (walked without recursion). */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const x of item) stack.push(x);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, x] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** True when some number in the value is Infinity or NaN (walked without recursion). */
export function holdsNonFinite(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return true;
    } else if (Array.isArray(item)) {
      for (const x of item) stack.push(x);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const x of Object.values(item)) stack.push(x);
    }
  }
  return false;
}

const PARTS = ['params', 'query', 'body'] as const;
const PLACE_OF = { params: 'params', query: 'querystring', body: 'body' } as const;

/** The first part of the request holding a value `bad` finds, as the Chinese name of its place. */
function badPart(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>, bad: (value: unknown) => boolean): string | null {
  for (const part of PARTS) if (bad(request[part])) return PLACES[PLACE_OF[part]] ?? HTTP_MSG.anyPlace;
  return null;
}

/** True when a route can receive input the guard must look at: a body, a query, path parameters, or no schema to say. */
export function takesInput(route: Pick<RouteOptions, 'schema' | 'url'>): boolean {
  const schema = route.schema;
  if (!schema) return true;
  return Boolean(schema.body || schema.querystring || schema.params || route.url.includes(':') || route.url.includes('*'));
}

type HookList = RouteOptions['preValidation'];

/** The route's hooks with `hook` first (the guard runs before any hook of the route itself). */
function first(hook: NonNullable<HookList>, existing: HookList): HookList {
  if (!existing) return hook;
  return [hook, ...(Array.isArray(existing) ? existing : [existing])] as HookList;
}

/**
 * Adds the guard to every route that takes input, as route hooks (onRoute), so a route without
 * input (/healthz, /readyz, a fixed list) runs no guard at all. Install it before the routes.
 */
export function installInputGuard(app: FastifyInstance) {
  // Callback hooks, not async ones: they run on every request, and a callback costs no promise.
  const nul: preValidationHookHandler = (request, _reply, done) => {
    const place = badPart(request, holdsNul);
    done(place ? badRequest(HTTP_MSG.nulByte(place)) : undefined);
  };
  const nonFinite: preHandlerHookHandler = (request, _reply, done) => {
    const place = badPart(request, holdsNonFinite);
    done(place ? badRequest(HTTP_MSG.notFinite(place)) : undefined);
  };
  app.addHook('onRoute', (route) => {
    if (!takesInput(route)) return;
    route.preValidation = first(nul, route.preValidation);
    route.preHandler = first(nonFinite as NonNullable<HookList>, route.preHandler as HookList) as RouteOptions['preHandler'];
  });
}

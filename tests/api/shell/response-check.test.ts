// The API tests' contract check (server/http/response-check.ts, issue 35): an answer that does not
// match its route's declared schema, or a refusal with a status the document does not list, is
// turned into a loud 500 with the Ajv error in the log, so the test that exercised it fails.
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, ok } from '../../../server/http/envelope.ts';
import { Answers } from '../../../server/http/schemas.ts';
import { Nullable } from '../../../domain/shared/nullable.ts';
import { createTestApp, type TestContext } from '../../support/api-harness.ts';

const Shape = Type.Object({ n: Type.Integer(), how: Nullable(Type.Union([Type.Literal('exact'), Type.Literal('fuzzy')])), kind: Nullable(Type.Unsafe<string>({ type: 'string', enum: ['a', 'b'] })) });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    seedSkus: 0,
    prepare: (app) => {
      app.get('/test/contract/honest', { schema: { response: Answers(Shape) } }, async () => ok({ n: 1, how: null, kind: null }));
      app.get('/test/contract/lie', { schema: { response: Answers(Shape) } }, async () => ok({ n: 'one', how: 'maybe', kind: null }));
      app.get('/test/contract/undocumented', { schema: { response: Answers(Shape) } }, async (_req, reply) => reply.code(409 as 200).send(failure(409, '冲突') as never));
    },
  });
});
afterAll(async () => ctx?.close());

describe('response check', () => {
  it('lets an answer that matches its schema through, nulls of nullable closed sets included', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/contract/honest' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { n: 1, how: null, kind: null } });
  });

  it('turns an answer that lies about its schema into a 500 and logs the Ajv error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/contract/lie' });
    expect(res.statusCode).toBe(500);
    const log = ctx.logs.join('');
    expect(log).toContain('response does not match the documented schema');
    expect(log).toContain('/data/n');
  });

  it('refuses a refusal whose status the route does not document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/test/contract/undocumented' });
    expect(res.statusCode).toBe(500);
    expect(ctx.logs.join('')).toContain('status 409 is not documented');
  });
});

// Compression only on routes whose answers can reach 1 KB (server/http/compression.ts, issue 20):
// the size bound read from a response schema, and the hooks left off the small routes.
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { answersStaySmall, installCompression, maxJsonBytes } from '../../server/http/compression.ts';
import { Answers, OkEnvelope, PageOf } from '../../server/http/schemas.ts';

describe('the most bytes a schema lets an answer take', () => {
  it('bounds literals, numbers, booleans, null and strings with maxLength', () => {
    expect(maxJsonBytes(Type.Literal('ok'))).toBe(4 * 3);
    expect(maxJsonBytes(Type.Integer())).toBe(24);
    expect(maxJsonBytes(Type.Boolean())).toBe(5);
    expect(maxJsonBytes(Type.Null())).toBe(4);
    expect(maxJsonBytes(Type.String({ maxLength: 10 }))).toBe(32);
    expect(maxJsonBytes(Type.Union([Type.Literal('a'), Type.Integer()]))).toBe(24);
  });

  it('adds up an object: keys, separators and values', () => {
    // {"a":<24>,"bb":<5>} is at most 2 + (3+2+24) + (4+2+5)
    expect(maxJsonBytes(Type.Object({ a: Type.Integer(), bb: Type.Boolean() }))).toBe(42);
  });

  it('leaves unbounded what it cannot bound', () => {
    expect(maxJsonBytes(Type.String())).toBe(Infinity);
    expect(maxJsonBytes(Type.Array(Type.Integer()))).toBe(Infinity);
    expect(maxJsonBytes(Type.Object({ a: Type.Integer() }, { additionalProperties: true }))).toBe(Infinity);
    expect(maxJsonBytes(Type.Ref('Goods'))).toBe(Infinity);
    expect(maxJsonBytes(undefined)).toBe(Infinity);
    expect(maxJsonBytes(Type.Array(Type.Integer(), { maxItems: 3 }))).toBe(2 + 3 * 25);
  });

  it('a write answering data: null and a health answer stay small; a page of records does not', () => {
    expect(answersStaySmall({ 200: OkEnvelope })).toBe(true);
    expect(answersStaySmall(Answers(Type.Object({ status: Type.Literal('ok') })))).toBe(true);
    expect(answersStaySmall(Answers(PageOf(Type.Object({ id: Type.Integer() }))))).toBe(false);
    // a big bounded answer still reaches the threshold
    expect(answersStaySmall(Answers(Type.String({ maxLength: 400 })))).toBe(false);
    // no schema, or no success answer described: compression stays
    expect(answersStaySmall(undefined)).toBe(false);
    expect(answersStaySmall({ 404: OkEnvelope })).toBe(false);
  });
});

describe('installCompression', () => {
  it('runs no compression hook on a small route and compresses a big answer of an unbounded one', async () => {
    const app = Fastify();
    await installCompression(app);
    const seen: Record<string, boolean> = {};
    app.get('/small', { schema: { response: Answers(Type.Object({ status: Type.Literal('ok') })) } }, async (_req, reply) => {
      seen.small = typeof reply.compress === 'function';
      return { success: true, code: 200, msg: '成功', data: { status: 'ok' } };
    });
    app.get('/big', { schema: { response: Answers(Type.Array(Type.String())) } }, async (_req, reply) => {
      seen.big = typeof reply.compress === 'function';
      return { success: true, code: 200, msg: '成功', data: Array.from({ length: 200 }, (_, i) => `深沟球轴承 ${i}`) };
    });
    app.get('/explicit', { compress: false }, async (_req, reply) => {
      seen.explicit = typeof reply.compress === 'function';
      return 'x'.repeat(2000);
    });
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    const big = await app.inject({ url: '/big', headers });
    const explicit = await app.inject({ url: '/explicit', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(big.headers['content-encoding']).toBe('br');
    expect(explicit.headers['content-encoding']).toBeUndefined();
    expect(seen).toEqual({ small: false, big: true, explicit: false });
    await app.close();
  });
});

// Member messages (docs/api/messages.md): the page (unread first, by kind), read one (goods
// service), read all, the unread counts, their refusals, and notifyMember's once-per-event key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageView, UnreadCount } from '../../../domain/messages/message-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import { notifyMember } from '../../../server/modules/messages/public.ts';
import { call, createTestApp, DEMO, login, type TestContext } from '../../support/api-harness.ts';
import { makeMember, type TestMember } from '../../support/order-helpers.ts';

const MEMBER = '/gateway/member/api/member/message';
const GOODS = '/gateway/goods/api/member/message';

let ctx: TestContext;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  ctx = await createTestApp({ seedSkus: 20 });
  alice = await makeMember(ctx, '13700000101');
  bob = await makeMember(ctx, '13700000102');
}, 120_000);
afterAll(async () => ctx?.close());

const pageOf = (token: string | null, payload: Record<string, unknown> = {}) =>
  call<Page<MessageView>>(ctx, { method: 'POST', url: `${MEMBER}/page`, ...(token ? { token } : {}), payload });
const readOne = (token: string, id: number | string) => call<null>(ctx, { method: 'GET', url: `${GOODS}/read/${id}`, token });
const counts = (token: string) => call<UnreadCount>(ctx, { method: 'GET', url: `${MEMBER}/unreadCount`, token });
const readAll = (token: string, payload: Record<string, unknown> = {}) => call<{ changed: number }>(ctx, { method: 'POST', url: `${MEMBER}/readAll`, token, payload });

async function send(memberId: number, kind: 'order' | 'points' | 'system', title: string, createdAt: string, eventKey: string | null = null) {
  await notifyMember(ctx.handle.db, { memberId, kind, title, body: `${title}的内容`, link: kind === 'order' ? '/myOrderDetail/1' : null, eventKey });
  await ctx.handle.db.updateTable('memberMessage').set({ createdAt }).where('memberId', '=', memberId).where('title', '=', title).execute();
}

describe('message page, read one, counts', () => {
  it('lists the member’s messages unread first then newest, filters by kind and unread, and counts them', async () => {
    await send(alice.id, 'system', '系统通知一', '2026-11-01T02:00:00Z');
    await send(alice.id, 'order', '订单通知一', '2026-11-02T02:00:00Z');
    await send(alice.id, 'order', '订单通知二', '2026-11-03T02:00:00Z');
    await send(alice.id, 'points', '积分通知一', '2026-11-04T02:00:00Z');
    await send(bob.id, 'order', '别人的订单通知', '2026-11-05T02:00:00Z');

    const first = await pageOf(alice.token, { current: 1, size: 10 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(first.body.data.records.map((r) => r.title)).toEqual(['积分通知一', '订单通知二', '订单通知一', '系统通知一']);
    expect(first.body.data.records[1]).toMatchObject({ kind: 'order', kindLabel: '订单', link: '/myOrderDetail/1', read: false, body: '订单通知二的内容', createdAt: '2026-11-03T02:00:00.000Z' });

    // Reading the newest moves it after the unread ones.
    const target = first.body.data.records[0]!;
    const read = await readOne(alice.token, target.id);
    expect(read.status).toBe(200);
    expect(read.body.msg).toBe('已标为已读');
    const again = await readOne(alice.token, target.id);
    expect(again.status).toBe(200);
    const after = await pageOf(alice.token, { current: 1, size: 10 });
    expect(after.body.data.records.map((r) => [r.title, r.read])).toEqual([
      ['订单通知二', false],
      ['订单通知一', false],
      ['系统通知一', false],
      ['积分通知一', true],
    ]);

    const orders = await pageOf(alice.token, { current: 1, size: 10, kind: 'order' });
    expect(orders.body.data.records.map((r) => r.title)).toEqual(['订单通知二', '订单通知一']);
    const unread = await pageOf(alice.token, { current: 1, size: 10, unread: true });
    expect(unread.body.data.total).toBe(3);
    const paged = await pageOf(alice.token, { current: 2, size: 3 });
    expect(paged.body.data).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(paged.body.data.records.map((r) => r.title)).toEqual(['积分通知一']);

    const c = await counts(alice.token);
    expect(c.status).toBe(200);
    expect(c.body.data).toEqual({ total: 3, byKind: { order: 2, afterSales: 0, certification: 0, enquiry: 0, points: 0, service: 0, system: 1 } });
  });

  it('answers 404 for another member’s message or a missing one, and changes nothing', async () => {
    const bobs = await pageOf(bob.token, {});
    const id = bobs.body.data.records[0]!.id;
    const foreign = await readOne(alice.token, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, msg: '消息不存在或已删除' });
    expect((await readOne(alice.token, 9_999_999)).status).toBe(404);
    expect((await counts(bob.token)).body.data.total).toBe(1);
    expect((await readOne(alice.token, 'abc')).status).toBe(400);
  });

  it('marks all read, or all of one kind', async () => {
    const kindOnly = await readAll(alice.token, { kind: 'order' });
    expect(kindOnly.status).toBe(200);
    expect(kindOnly.body.data.changed).toBe(2);
    expect(kindOnly.body.msg).toBe('已将 2 条消息标为已读');
    expect((await counts(alice.token)).body.data).toMatchObject({ total: 1, byKind: { order: 0, system: 1 } });
    const all = await readAll(alice.token);
    expect(all.body.data.changed).toBe(1);
    const none = await readAll(alice.token);
    expect(none.body).toMatchObject({ success: true, msg: '没有未读消息', data: { changed: 0 } });
    expect((await counts(alice.token)).body.data.total).toBe(0);
    expect((await counts(bob.token)).body.data.total).toBe(1);
  });

  it('refuses an unknown body field, a bad kind or size (400), no token (401) and a staff token (403)', async () => {
    const unknown = await pageOf(alice.token, { current: 1, size: 10, foo: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    expect((await pageOf(alice.token, { kind: 'nope' })).status).toBe(400);
    expect((await pageOf(alice.token, { size: 500 })).status).toBe(400);
    expect((await readAll(alice.token, { kind: 'order', all: true })).status).toBe(400);
    expect((await pageOf(null)).status).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `${MEMBER}/unreadCount` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `${GOODS}/read/1` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `${MEMBER}/readAll`, payload: {} })).statusCode).toBe(401);
    const staff = await login(ctx, DEMO.staff, DEMO.staffPassword, '1');
    expect((await pageOf(staff)).status).toBe(403);
    expect((await call(ctx, { method: 'GET', url: `${GOODS}/read/1`, token: staff })).status).toBe(403);
  });

  it('writes one row for a retried event (same event key), and rolls back with its transaction', async () => {
    const key = 'test:retried:1';
    for (let i = 0; i < 3; i++) await notifyMember(ctx.handle.db, { memberId: bob.id, kind: 'system', title: '重试的事件', body: '只应出现一次', eventKey: key });
    const rows = await ctx.handle.db.selectFrom('memberMessage').select('id').where('memberId', '=', bob.id).where('eventKey', '=', key).execute();
    expect(rows).toHaveLength(1);
    // The same key for another member is another message.
    await notifyMember(ctx.handle.db, { memberId: alice.id, kind: 'system', title: '重试的事件', body: '只应出现一次', eventKey: key });
    expect(await ctx.handle.db.selectFrom('memberMessage').select('id').where('eventKey', '=', key).execute()).toHaveLength(2);

    await expect(
      ctx.handle.db.transaction().execute(async (trx) => {
        await notifyMember(trx, { memberId: bob.id, kind: 'system', title: '回滚的事件', body: '不应出现' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await ctx.handle.db.selectFrom('memberMessage').select('id').where('title', '=', '回滚的事件').execute()).toHaveLength(0);
  });
});

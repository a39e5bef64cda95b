// machines/integration/api-clients.ts: the API clients section of /company/integration,
// model-based (a save only with a member chosen; rotate and revoke only of an active client and
// only after a confirmation; the secret shown only after a create or a rotation and dropped when
// closed) and by example (a refusal stays in the form, the create shows the secret once, rotate,
// revoke).
import { describe, expect, it } from 'vitest';
import { apiClientsMachine, bodyOf, MEMBER_NEEDED, type ApiClientRow, type ApiClientsContext, type ApiClientsEvent, type MemberOption } from '../../../machines/integration/api-clients.ts';
import type { ApiClientSaveBody } from '../../../domain/integration/api-client-payloads.ts';
import { flushMicrotasks, type Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

function apiError(message: string, status: number | null) {
  return Object.assign(new Error(message), { code: status ?? 0, status, data: null });
}

const MEMBERS: MemberOption[] = [
  { memberId: 7, name: '吴芳', roleText: '财务', mayOrder: false },
  { memberId: 4, name: '陈刚', roleText: '采购员', mayOrder: true },
];

const row = (id: number, patch: Partial<ApiClientRow> = {}): ApiClientRow => ({
  id,
  clientId: `abk_${String(id).padStart(16, '0')}`,
  name: `ERP ${id}`,
  scopes: [{ scope: 'orders:read', text: '查询订单和发货' }],
  memberId: 4,
  memberName: '陈刚',
  ipRanges: [],
  status: 'active',
  statusText: '启用',
  createdAt: '2026-11-29T00:00:00.000Z',
  rotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  ...patch,
});

const ACTIVE = row(1);
const REVOKED = row(2, { status: 'revoked', statusText: '已停用', revokedAt: '2026-11-29T01:00:00.000Z' });
const NEW = row(3, { name: 'SAP' });

const EVENTS = [
  { type: 'NEW' },
  { type: 'EDIT', patch: { name: 'SAP' } },
  { type: 'EDIT', patch: { memberId: null } },
  { type: 'TOGGLE_SCOPE', scope: 'orders:write' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'ASK', action: 'rotate', id: 1 },
  { type: 'ASK', action: 'revoke', id: 1 },
  { type: 'ASK', action: 'rotate', id: 2 },
  { type: 'CONFIRM' },
  { type: 'CLOSE_SECRET' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.all', output: { clients: [ACTIVE, REVOKED], members: MEMBERS } },
  { type: 'xstate.error.actor.all', error: apiError('网络异常', null) },
  { type: 'xstate.done.actor.save', output: { client: NEW, secret: 's3cret-new' } },
  { type: 'xstate.error.actor.save', error: apiError('请填写接口客户端名称', 400) },
  { type: 'xstate.done.actor.rotate', output: { client: { ...ACTIVE, rotatedAt: '2026-11-29T02:00:00.000Z' }, secret: 's3cret-rotated' } },
  { type: 'xstate.error.actor.rotate', error: apiError('接口客户端不存在', 404) },
  { type: 'xstate.done.actor.revoke', output: { ...ACTIVE, status: 'revoked', statusText: '已停用' } },
  { type: 'xstate.error.actor.revoke', error: apiError('网络异常', null) },
] as unknown as ApiClientsEvent[];

interface Effects {
  saves: ApiClientSaveBody[];
  rotations: { id: number }[];
  revocations: { id: number }[];
}
const fresh = (): Effects => ({ saves: [], rotations: [], revocations: [] });
const start = (effects: Effects): Harness =>
  startMachine(apiClientsMachine, {
    provide: (fake) => ({
      actors: {
        fetchAll: fake.promise('all'),
        save: fake.promise('save', effects.saves),
        rotate: fake.promise('rotate', effects.rotations),
        revoke: fake.promise('revoke', effects.revocations),
      },
    }),
  });

type Snap = { value: unknown; context: ApiClientsContext };
const paths = shortestPaths(apiClientsMachine, { events: EVENTS });

describePaths('api clients, model-based', paths, {
  effects: fresh,
  start,
  check: (effects, h) => {
    const { value, context } = h.snapshot() as unknown as Snap;
    // Saved only with a member chosen; rotated and revoked only active clients after a confirmation.
    for (const body of effects.saves) expect(body.memberId).not.toBeNull();
    for (const r of [...effects.rotations, ...effects.revocations]) expect(r.id).toBe(1);
    if (typeof value === 'object' && value !== null && 'ready' in value) {
      const sub = (value as { ready: string }).ready;
      if (sub === 'rotating' || sub === 'revoking') expect(context.confirming?.id).toBe(1);
      // The secret is on screen only in `secret`, nowhere else.
      expect(context.shown !== null).toBe(sub === 'secret');
    } else expect(context.shown).toBeNull();
  },
});

const ctxOf = (h: Harness) => h.snapshot().context as ApiClientsContext;
async function loaded(effects: Effects): Promise<Harness> {
  const h = start(effects);
  h.pending('all')!.resolve({ clients: [ACTIVE, REVOKED], members: MEMBERS });
  await flushMicrotasks();
  return h;
}

describe('api clients rules', () => {
  it('the shortest paths reach every state node', () => expectEveryStateReached(apiClientsMachine, paths));

  it('the form starts with a member who may order and the two reading scopes; the body splits the ranges by line', () => {
    const h = start(fresh());
    h.stop();
    expect(bodyOf({ name: 'ERP', memberId: 4, scopes: ['orders:write', 'catalogue:read'], ipRangesText: ' 10.0.0.0/8 \n\n203.0.113.7\r\n' })).toEqual({
      name: 'ERP', memberId: 4, scopes: ['catalogue:read', 'orders:write'], ipRanges: ['10.0.0.0/8', '203.0.113.7'],
    });
    expect(bodyOf({ name: 'ERP', memberId: null, scopes: [], ipRangesText: '' })).toBeNull();
  });

  it('a refusal stays in the form with its sentence; the create shows the secret once, closing drops it', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'NEW' });
    expect(ctxOf(h).draft).toMatchObject({ memberId: 4, scopes: ['catalogue:read', 'orders:read'] });
    h.send({ type: 'EDIT', patch: { memberId: null } });
    h.send({ type: 'SUBMIT' });
    expect(ctxOf(h).formError).toBe(MEMBER_NEEDED);
    expect(effects.saves).toEqual([]);
    h.send({ type: 'EDIT', patch: { memberId: 4, ipRangesText: '10.0.0.0/33' } });
    h.send({ type: 'SUBMIT' });
    h.pending('save')!.reject(apiError('“10.0.0.0/33”不是有效的 IP 地址或地址段', 400));
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'editing' });
    expect(ctxOf(h).formError).toBe('“10.0.0.0/33”不是有效的 IP 地址或地址段');
    h.send({ type: 'EDIT', patch: { name: 'SAP', ipRangesText: '' } });
    expect(ctxOf(h).formError).toBeNull();
    h.send({ type: 'SUBMIT' });
    h.pending('save')!.resolve({ client: NEW, secret: 's3cret-new' });
    await flushMicrotasks();
    expect(h.snapshot().value).toEqual({ ready: 'secret' });
    expect(ctxOf(h).shown).toEqual({ clientId: NEW.clientId, name: 'SAP', secret: 's3cret-new', rotated: false });
    expect(ctxOf(h).clients.map((c) => c.id)).toEqual([3, 1, 2]);
    h.send({ type: 'CLOSE_SECRET' });
    expect(ctxOf(h).shown).toBeNull();
    expect(JSON.stringify(h.snapshot().context)).not.toContain('s3cret-new');
    h.stop();
  });

  it('rotates and revokes only after a confirmation, and never a revoked client', async () => {
    const effects = fresh();
    const h = await loaded(effects);
    h.send({ type: 'ASK', action: 'rotate', id: 2 });
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    h.send({ type: 'ASK', action: 'rotate', id: 1 });
    h.send({ type: 'CANCEL' });
    expect(effects.rotations).toEqual([]);
    h.send({ type: 'ASK', action: 'rotate', id: 1 });
    h.send({ type: 'CONFIRM' });
    h.pending('rotate')!.resolve({ client: ACTIVE, secret: 's3cret-rotated' });
    await flushMicrotasks();
    expect(ctxOf(h).shown).toMatchObject({ secret: 's3cret-rotated', rotated: true });
    h.send({ type: 'CLOSE_SECRET' });
    h.send({ type: 'ASK', action: 'revoke', id: 1 });
    h.send({ type: 'CONFIRM' });
    expect(effects.revocations).toEqual([{ id: 1 }]);
    h.pending('revoke')!.resolve({ ...ACTIVE, status: 'revoked', statusText: '已停用' });
    await flushMicrotasks();
    expect(ctxOf(h).notice).toEqual({ kind: 'revoked', name: ACTIVE.name });
    expect(ctxOf(h).clients.find((c) => c.id === 1)?.status).toBe('revoked');
    h.send({ type: 'ASK', action: 'revoke', id: 1 });
    expect(h.snapshot().value).toEqual({ ready: 'idle' });
    h.stop();
  });
});

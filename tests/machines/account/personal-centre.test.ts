// The personal centre's lists (machines/account/personal-centre.ts, issue 34 item 3): every
// shortest path walked with fake actors (loadEnquiries, loadMessages, markRead): each panel
// loading, shown, empty and failed with its retry; a listed message opened (marked read, then its
// own page or the message list; a failed mark still goes there), an unlisted id refused.
import { expect, it } from 'vitest';
import type { EnquirySummary } from '../../../domain/enquiry/enquiry-views.ts';
import type { MessageView } from '../../../domain/messages/message-payloads.ts';
import type { Page } from '../../../domain/shared/envelope.ts';
import {
  MESSAGES_HREF, PANEL_SIZE, personalCentreMachine, type PersonalCentreContext, type PersonalCentreEvent,
} from '../../../machines/account/personal-centre.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const enquiry = (id: number, status: number, statusText: string): EnquirySummary => ({
  id,
  enquiryNo: `EQ2026112800${id}`,
  fileName: id === 1 ? '' : `询价单-${id}.xlsx`,
  createdAt: '2026-11-28T02:00:00.000Z',
  matchedAt: '2026-11-28T02:00:00.000Z',
  status,
  statusText,
  lineCount: 3,
  counts: { 0: 2, 1: 1, 2: 0, 3: 0, 4: 0 } as unknown as EnquirySummary['counts'],
  buyerName: null,
});
const message = (id: number, link: string | null, read = false): MessageView => ({
  id, kind: 'order', kindLabel: '订单', title: `消息 ${id}`, body: '内容', link, read, createdAt: '2026-11-28T02:00:00.000Z',
});
const page = <T,>(records: T[], total = records.length): Page<T> => ({ records, total, size: PANEL_SIZE, current: 1, pages: Math.ceil(total / PANEL_SIZE) });

const ENQUIRIES = page([enquiry(2, 1, '待报价'), enquiry(1, 0, '已匹配')], 7);
const MESSAGES = page([message(11, '/myOrderDetail/5'), message(12, null)], 9);

const EVENTS = [
  { type: 'xstate.done.actor.loadEnquiries', output: ENQUIRIES },
  { type: 'xstate.done.actor.loadEnquiries', output: page([]) },
  { type: 'xstate.error.actor.loadEnquiries', error: new Error('网络异常') },
  { type: 'xstate.done.actor.loadMessages', output: MESSAGES },
  { type: 'xstate.done.actor.loadMessages', output: page([]) },
  { type: 'xstate.done.actor.loadMessages', output: page([message(13, null, true)]) },
  { type: 'xstate.error.actor.loadMessages', error: new Error('网络异常') },
  { type: 'RETRY_ENQUIRIES' },
  { type: 'RETRY_MESSAGES' },
  { type: 'OPEN_MESSAGE', id: 11 },
  { type: 'OPEN_MESSAGE', id: 12 },
  { type: 'OPEN_MESSAGE', id: 99 },
  { type: 'xstate.done.actor.markRead', output: null },
  { type: 'xstate.error.actor.markRead', error: new Error('消息不存在或已删除') },
] as unknown as PersonalCentreEvent[];

interface Effects {
  enquiryLoads: { size: number }[];
  messageLoads: { size: number }[];
  reads: number[];
  followed: string[];
  countsChanged: number;
}

const start = (effects: Effects) =>
  startMachine(personalCentreMachine, {
    provide: (fake) => ({
      actors: {
        loadEnquiries: fake.promise<Page<EnquirySummary>, { size: number }>('loadEnquiries', effects.enquiryLoads),
        loadMessages: fake.promise<Page<MessageView>, { size: number }>('loadMessages', effects.messageLoads),
        markRead: fake.promise<unknown, { id: number }>('markRead', (input) => effects.reads.push(input.id)),
      },
      actions: {
        follow: (_, params) => {
          effects.followed.push(params.href);
        },
        countsChanged: () => {
          effects.countsChanged += 1;
        },
      },
    }),
  });

const paths = shortestPaths(personalCentreMachine, { events: EVENTS });

describePaths('personal centre, model-based', paths, {
  effects: (): Effects => ({ enquiryLoads: [], messageLoads: [], reads: [], followed: [], countsChanged: 0 }),
  start,
  check: (effects, h) => {
    const snap = h.snapshot() as { value: Record<string, string>; context: PersonalCentreContext };
    const { value, context } = snap;
    for (const load of [...effects.enquiryLoads, ...effects.messageLoads]) expect(load).toEqual({ size: PANEL_SIZE });
    // What each panel shows matches its state: a list only when shown, nothing in an empty state.
    if (value.enquiries === 'shown') {
      expect(context.enquiries.map((e) => e.statusText)).toEqual(['待报价', '已匹配']);
      expect(context.enquiryTotal).toBe(7);
    }
    if (value.enquiries === 'empty') expect(context.enquiries).toEqual([]);
    if (value.messages === 'shown') {
      expect(context.messages.every((m) => !m.read)).toBe(true);
      expect(context.unreadTotal).toBe(9);
    }
    if (value.messages === 'empty') expect(context.messages).toEqual([]);
    // Only a listed message is opened, marked read once, and followed once to its page or the list.
    for (const id of effects.reads) expect([11, 12]).toContain(id);
    expect(effects.followed.length).toBeLessThanOrEqual(1);
    for (const href of effects.followed) expect(['/myOrderDetail/5', MESSAGES_HREF]).toContain(href);
    if (value.messages === 'followed') {
      expect(effects.reads).toEqual([context.opening!.id]);
      expect(effects.followed).toEqual([context.opening!.link ?? MESSAGES_HREF]);
    } else expect(effects.followed).toEqual([]);
    expect(effects.countsChanged).toBeLessThanOrEqual(1);
  },
});

it('the shortest paths reach every state node', () => {
  expectEveryStateReached(personalCentreMachine, paths);
});

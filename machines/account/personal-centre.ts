// The personal centre's two lists (/personalCenter, issue 34 item 3), loaded side by side: 我的询价
// (the member's latest batch enquiries with their states, getMyEnquiryList) and 消息通知 (the latest
// unread messages, message/page with unread). Each region is loading, shown, empty (an honest
// empty state) or failed (RETRY_* reads it again). Opening a message marks it read and goes to the
// page it concerns (its link, else the message list), like the message list does; the mark failing
// does not keep the member from the page. The app provides the actors and the actions.
import { assign, fromPromise, setup } from 'xstate';
import type { EnquirySummary } from '../../domain/enquiry/enquiry-views.ts';
import type { MessageView } from '../../domain/messages/message-payloads.ts';
import type { Page } from '../../domain/shared/envelope.ts';
import { doneOutput } from '../shared/actor-events.ts';

/** How many enquiries and messages each panel lists. */
export const PANEL_SIZE = 5;
/** Where a message without a page of its own leads. */
export const MESSAGES_HREF = '/messageNotification';

export interface PersonalCentreContext {
  enquiries: EnquirySummary[];
  enquiryTotal: number;
  messages: MessageView[];
  unreadTotal: number;
  /** The message being opened. */
  opening: MessageView | null;
}

export type PersonalCentreEvent = { type: 'RETRY_ENQUIRIES' } | { type: 'RETRY_MESSAGES' } | { type: 'OPEN_MESSAGE'; id: number };

/** The link a message opens: its own page, else the message list. */
export const messageHref = (message: Pick<MessageView, 'link'>): string => message.link || MESSAGES_HREF;

export const personalCentreMachine = setup({
  types: {
    context: {} as PersonalCentreContext,
    events: {} as PersonalCentreEvent,
  },
  actors: {
    loadEnquiries: fromPromise<Page<EnquirySummary>, { size: number }>(() => Promise.reject(new Error('loadEnquiries is provided by the app'))),
    loadMessages: fromPromise<Page<MessageView>, { size: number }>(() => Promise.reject(new Error('loadMessages is provided by the app'))),
    markRead: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('markRead is provided by the app'))),
  },
  actions: {
    /** Go to the page (provided by the app). */
    follow: (_, _params: { href: string }) => {},
    /** The top bar reads its unread count again (provided by the app). */
    countsChanged: () => {},
  },
  guards: {
    anyListed: ({ event }) => doneOutput<Page<unknown>>(event).records.length > 0,
    anyUnread: ({ event }) => doneOutput<Page<MessageView>>(event).records.some((m) => !m.read),
    listedMessage: ({ context, event }) => event.type === 'OPEN_MESSAGE' && context.messages.some((m) => m.id === event.id),
  },
}).createMachine({
  id: 'personalCentre',
  context: { enquiries: [], enquiryTotal: 0, messages: [], unreadTotal: 0, opening: null },
  type: 'parallel',
  states: {
    enquiries: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadEnquiries',
            src: 'loadEnquiries',
            input: { size: PANEL_SIZE },
            onDone: [
              { guard: 'anyListed', target: 'shown', actions: assign({ enquiries: ({ event }) => event.output.records.slice(0, PANEL_SIZE), enquiryTotal: ({ event }) => event.output.total }) },
              { target: 'empty', actions: assign({ enquiries: [], enquiryTotal: 0 }) },
            ],
            onError: 'failed',
          },
        },
        shown: {},
        empty: {},
        failed: { on: { RETRY_ENQUIRIES: 'loading' } },
      },
    },
    messages: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadMessages',
            src: 'loadMessages',
            input: { size: PANEL_SIZE },
            onDone: [
              {
                guard: 'anyUnread',
                target: 'shown',
                // Unread only: the server was asked for unread ones; a read one slipping in is left out.
                actions: assign({ messages: ({ event }) => event.output.records.filter((m) => !m.read).slice(0, PANEL_SIZE), unreadTotal: ({ event }) => event.output.total }),
              },
              { target: 'empty', actions: assign({ messages: [], unreadTotal: 0 }) },
            ],
            onError: 'failed',
          },
        },
        shown: {
          on: {
            OPEN_MESSAGE: { guard: 'listedMessage', target: 'opening', actions: assign({ opening: ({ context, event }) => context.messages.find((m) => m.id === event.id) ?? null }) },
          },
        },
        opening: {
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ id: context.opening!.id }),
            onDone: { target: 'followed', actions: ['countsChanged', { type: 'follow', params: ({ context }) => ({ href: messageHref(context.opening!) }) }] },
            onError: { target: 'followed', actions: { type: 'follow', params: ({ context }) => ({ href: messageHref(context.opening!) }) } },
          },
        },
        /** Gone to the message's page (the page unmounts this machine). */
        followed: {},
        empty: {},
        failed: { on: { RETRY_MESSAGES: 'loading' } },
      },
    },
  },
});

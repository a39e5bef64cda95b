// /messageNotification (消息通知): the member's messages (machines/messages/message-list.ts): tabs
// by kind with their unread counts, unread first then newest, a message opens its page after being
// marked read, 全部标为已读 for the tab shown, paging, and the empty state.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { messageListMachine, unreadInTab } from '../../../../machines/messages/message-list.ts';
import type { ListData, ListQuery } from '../../../../machines/messages/message-list.ts';
import type { MessageKind } from '../../../../domain/messages/message-kinds.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { fetchMessagePage, fetchTabCounts, markAllMessagesRead, markMessageRead } from '../api.ts';
import { MessageItem } from '../components/message-item.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { MessageTabs, tabName } from '../components/message-tabs.tsx';
import { messagesText } from '../text.ts';
import { refreshUnread } from '../unread.ts';

const t = messagesText.list;

const logic = messageListMachine.provide({
  actors: {
    loadPage: fromPromise<ListData, ListQuery>(async ({ input }) => {
      const [page, counts] = await Promise.all([
        fetchMessagePage({ current: input.current, size: input.size, ...(input.kind ? { kind: input.kind } : {}) }),
        fetchTabCounts(),
      ]);
      return { page, counts };
    }),
    markRead: fromPromise<unknown, { id: number }>(({ input }) => markMessageRead(input.id)),
    markAll: fromPromise<unknown, { kind: MessageKind | null }>(({ input }) => markAllMessagesRead(input.kind)),
  },
  actions: {
    follow: (_, params) => navigate(params.link),
    countsChanged: () => refreshUnread(),
  },
});

export default function MessageNotificationPage() {
  const [snapshot, send] = useMachine(logic, { input: {} });
  const { context } = snapshot;
  const page = context.page;
  const busy = snapshot.matches('loading') || snapshot.matches('opening') || snapshot.matches('markingAll') || snapshot.matches('followed');
  const tab = tabName(context.kind);
  const unread = unreadInTab(context);

  return (
    <MemberLayout title={messagesText.pages.messageNotification}>
      <Panel>
        <MessageTabs kind={context.kind} counts={context.counts} onSelect={(kind) => send({ type: 'SELECT_KIND', kind })} />
        {snapshot.matches('failed') ? (
          <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
        ) : page === null ? (
          <LoadingBlock label={t.loading} height="420px" />
        ) : (
          <Box aria-busy={busy} opacity={snapshot.matches('loading') ? 0.6 : 1} transition="opacity 0.15s">
            <Flex align="center" justify="space-between" py="3">
              <Text fontSize="13px" color="gray.600" data-testid="messages-summary">
                {t.summary(page.total, unread)}
              </Text>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                aria-label={t.markAllLabel(tab)}
                disabled={unread === 0 || busy}
                loading={snapshot.matches('markingAll')}
                onClick={() => send({ type: 'MARK_ALL' })}
              >
                {t.markAll}
              </Button>
            </Flex>
            {context.error && (
              <Text role="alert" fontSize="13px" color="red.700" mb="2">
                {context.error}
              </Text>
            )}
            {page.records.length === 0 ? (
              <EmptyBlock
                id="messages-empty"
                testId="messages-empty"
                icon={null}
                headingGap="0"
                title={context.kind === null ? t.emptyTitle : t.emptyTab(tab)}
                body={t.emptyBody}
                action={<ButtonLink href="/myOrder">{t.toOrders}</ButtonLink>}
              />
            ) : (
              <Stack as="ul" aria-label={t.listLabel} listStyleType="none" m="0" p="0" gap="0" borderTopWidth="1px" borderColor="gray.200">
                {page.records.map((message) => (
                  <li key={message.id}>
                    <MessageItem message={message} disabled={busy} onOpen={() => send({ type: 'OPEN', id: message.id })} />
                  </li>
                ))}
              </Stack>
            )}
            <PageButtons label={messagesText.list.pagerLabel} current={page.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
          </Box>
        )}
      </Panel>
    </MemberLayout>
  );
}


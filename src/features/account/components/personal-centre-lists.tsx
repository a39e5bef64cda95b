// The personal centre's 我的询价 and 消息通知 panels (machines/account/personal-centre.ts): the latest
// enquiries with their states, each linking to its report, and the latest unread messages, each
// opening its page (marked read first); 查看全部 for each list, an honest empty state, and a retry
// when a list could not be read. Thin: reads the snapshot, sends RETRY_* and OPEN_MESSAGE.
import type { ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { EnquirySummary } from '../../../../domain/enquiry/enquiry-views.ts';
import type { MessageView } from '../../../../domain/messages/message-payloads.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { MESSAGES_HREF, messageHref } from '../../../../machines/account/personal-centre.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { AppLink } from '../../../ui/links.tsx';
import { ENQUIRY_STATE_COLOUR } from '../../enquiry/public.ts';
import { personalCentreLogic } from '../actors.ts';
import { accounts } from '../text.ts';

const t = accounts.personal;
type Send = ReturnType<typeof useMachine<typeof personalCentreLogic>>[1];

function ListPanel({ title, href, count, testId, children }: { title: string; href: string; count: string | null; testId: string; children: ReactNode }) {
  return (
    <Panel label={title}>
      <Flex align="center" justify="space-between" mb="3">
        <Flex align="baseline" gap="3">
          <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800">
            {title}
          </Text>
          {count ? (
            <Text as="span" fontSize="13px" color="gray.600" data-testid={`${testId}-count`}>
              {count}
            </Text>
          ) : null}
        </Flex>
        <AppLink href={href} fontSize="13px" color="brand.700" aria-label={`${title}${t.viewAll}`}>
          {t.viewAll} ›
        </AppLink>
      </Flex>
      <Box data-testid={testId}>{children}</Box>
    </Panel>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Flex minHeight="118px" role="status" aria-busy="true" align="center" justify="center">
      <Text fontSize="13px" color="gray.600">
        {label}
      </Text>
    </Flex>
  );
}

function Failed({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Flex minHeight="118px" align="center" justify="center" gap="3">
      <Text fontSize="13px" color="gray.700">
        {label}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        {t.listRetry}
      </Button>
    </Flex>
  );
}

function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Flex minHeight="118px" direction="column" align="center" justify="center" gap="2" data-testid="list-empty">
      <Text fontSize="13px" color="gray.700">
        {text}
      </Text>
      {children}
    </Flex>
  );
}

function EnquiryRow({ enquiry }: { enquiry: EnquirySummary }) {
  return (
    <Flex as="li" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="gray.100" fontSize="13px" data-testid="centre-enquiry">
      <AppLink
        href={`/enquiryDetail?id=${enquiry.id}`}
        aria-label={t.enquiries.view(enquiry.enquiryNo)}
        color="gray.800"
        fontWeight="500"
        minWidth="0"
        flex="1"
        truncate
        _hover={{ color: 'brand.700' }}
      >
        {enquiry.fileName || t.enquiries.pasted}
      </AppLink>
      <Text as="span" color="gray.600" flexShrink={0}>
        {t.enquiries.lines(enquiry.lineCount)}
      </Text>
      <Text as="span" color="gray.600" flexShrink={0} data-volatile="">
        {formatChinaDateTime(enquiry.createdAt)}
      </Text>
      <Badge bg={ENQUIRY_STATE_COLOUR[enquiry.status] ?? 'gray.600'} color="white" fontSize="12px" flexShrink={0} data-testid="centre-enquiry-state">
        {enquiry.statusText}
      </Badge>
    </Flex>
  );
}

function MessageRow({ message, send, busy }: { message: MessageView; send: Send; busy: boolean }) {
  return (
    <Flex as="li" align="center" gap="3" py="2.5" borderBottomWidth="1px" borderColor="gray.100" fontSize="13px" data-testid="centre-message">
      <Box as="span" width="8px" height="8px" borderRadius="full" bg="red.600" flexShrink={0} aria-hidden="true" />
      <Badge variant="outline" colorPalette="gray" size="sm" flexShrink={0}>
        {message.kindLabel}
      </Badge>
      <chakra.a
        href={messageHref(message)}
        aria-label={t.messages.open(message.title)}
        aria-disabled={busy || undefined}
        color="gray.800"
        fontWeight="600"
        minWidth="0"
        flex="1"
        truncate
        _hover={{ color: 'brand.700' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
        onClick={(e) => {
          // A plain click marks it read first; a new tab or window just opens the page.
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          if (!busy) send({ type: 'OPEN_MESSAGE', id: message.id });
        }}
      >
        {message.title}
      </chakra.a>
      <Text as="span" color="gray.600" flexShrink={0} data-volatile="">
        {formatChinaDateTime(message.createdAt)}
      </Text>
    </Flex>
  );
}

export function PersonalCentreLists() {
  const [snap, send] = useMachine(personalCentreLogic);
  const { enquiries, enquiryTotal, messages, unreadTotal } = snap.context;
  const e = snap.value.enquiries;
  const m = snap.value.messages;
  const opening = m === 'opening' || m === 'followed';
  return (
    <>
      <ListPanel title={t.sections.enquiries} href="/enquiry" count={e === 'shown' ? t.enquiries.total(enquiryTotal) : null} testId="centre-enquiries">
        {e === 'loading' ? (
          <Waiting label={t.enquiries.loading} />
        ) : e === 'failed' ? (
          <Failed label={t.enquiries.failed} onRetry={() => send({ type: 'RETRY_ENQUIRIES' })} />
        ) : e === 'empty' ? (
          <Empty text={t.enquiries.empty}>
            <AppLink href="/batchInquiry" fontSize="13px" color="brand.700" textDecoration="underline">
              {t.enquiries.start}
            </AppLink>
          </Empty>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
            {enquiries.map((enquiry) => (
              <EnquiryRow key={enquiry.id} enquiry={enquiry} />
            ))}
          </Stack>
        )}
      </ListPanel>
      <Box gridColumn="1 / -1">
        <ListPanel title={t.sections.messages} href={MESSAGES_HREF} count={m === 'shown' || opening ? t.messages.total(unreadTotal) : null} testId="centre-messages">
          {m === 'loading' ? (
            <Waiting label={t.messages.loading} />
          ) : m === 'failed' ? (
            <Failed label={t.messages.failed} onRetry={() => send({ type: 'RETRY_MESSAGES' })} />
          ) : m === 'empty' ? (
            <Empty text={t.messages.empty} />
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" aria-busy={opening || undefined}>
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} send={send} busy={opening} />
              ))}
            </Stack>
          )}
        </ListPanel>
      </Box>
    </>
  );
}

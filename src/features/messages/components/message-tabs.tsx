// The tabs of /messageNotification: 全部 and one per kind, each with its unread count; the tab
// shown is pressed.
import { Box, chakra, Flex } from '@chakra-ui/react';
import { MESSAGE_KIND_LABEL, MESSAGE_KINDS, type MessageKind } from '../../../../domain/messages/message-kinds.ts';
import type { UnreadCount } from '../../../../domain/messages/message-payloads.ts';
import { messagesText } from '../text.ts';

const t = messagesText.list;
const TABS: Array<MessageKind | null> = [null, ...MESSAGE_KINDS];

export const tabName = (kind: MessageKind | null) => (kind === null ? t.all : MESSAGE_KIND_LABEL[kind]);

export function MessageTabs({ kind, counts, onSelect }: { kind: MessageKind | null; counts: UnreadCount | null; onSelect: (kind: MessageKind | null) => void }) {
  return (
    <Box role="group" aria-label={t.tabsLabel} borderBottomWidth="1px" borderColor="gray.200">
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1" wrap="wrap">
        {TABS.map((tab) => {
          const active = tab === kind;
          const name = tabName(tab);
          const unread = counts ? (tab === null ? counts.total : counts.byKind[tab]) : 0;
          return (
            <li key={tab ?? 'all'}>
              <chakra.button
                type="button"
                aria-pressed={active}
                aria-label={t.tabLabel(name, unread)}
                onClick={() => onSelect(tab)}
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                px="4"
                py="2.5"
                fontSize="14px"
                mb="-1px"
                bg="transparent"
                cursor="pointer"
                borderBottomWidth="2px"
                borderColor={active ? 'brand.600' : 'transparent'}
                color={active ? 'brand.700' : 'gray.700'}
                fontWeight={active ? '600' : '400'}
                _hover={{ color: 'brand.700' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
                data-testid={`message-tab-${tab ?? 'all'}`}
              >
                {name}
                {unread > 0 && (
                  <Box as="span" aria-hidden="true" minWidth="18px" height="16px" px="1" borderRadius="full" bg="red.600" color="white" fontSize="11px" lineHeight="16px" textAlign="center">
                    {unread > 99 ? '99+' : unread}
                  </Box>
                )}
              </chakra.button>
            </li>
          );
        })}
      </Flex>
    </Box>
  );
}

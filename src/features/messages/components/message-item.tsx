// One message of the list: unread dot, kind, title, time and body; the whole row is one button
// that marks it read and opens the page it concerns.
import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { MessageView } from '../../../../domain/messages/message-payloads.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { messagesText } from '../text.ts';

const t = messagesText.list;

export function MessageItem({ message, disabled, onOpen }: { message: MessageView; disabled: boolean; onOpen: () => void }) {
  const unread = !message.read;
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      disabled={disabled}
      width="100%"
      textAlign="left"
      display="block"
      px="4"
      py="3.5"
      bg={unread ? 'brand.50' : 'white'}
      cursor="pointer"
      borderBottomWidth="1px"
      borderColor="gray.200"
      _hover={{ bg: 'gray.50' }}
      _disabled={{ cursor: 'progress' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
      data-testid="message-item"
      data-read={message.read ? 'true' : 'false'}
    >
      <Flex align="center" gap="2">
        <Box
          as="span"
          width="8px"
          height="8px"
          borderRadius="full"
          flexShrink={0}
          bg={unread ? 'red.600' : 'transparent'}
          role={unread ? 'img' : undefined}
          aria-label={unread ? t.unreadDot : undefined}
        />
        <Badge variant="outline" colorPalette="gray" size="sm" flexShrink={0}>
          {message.kindLabel}
        </Badge>
        <Text as="span" minWidth="0" truncate fontSize="14px" fontWeight={unread ? '600' : '400'} color="gray.900" data-testid="message-title">
          {message.title}
        </Text>
        <Text as="span" ml="auto" pl="4" fontSize="12px" color="gray.600" flexShrink={0} data-volatile>
          {formatChinaDateTime(message.createdAt)}
        </Text>
      </Flex>
      <Text mt="1.5" ml="4" fontSize="13px" color="gray.700" lineClamp={2}>
        {message.body}
      </Text>
      <Flex mt="1.5" ml="4" gap="3" fontSize="12px">
        <Text as="span" color={unread ? 'red.700' : 'gray.600'}>
          {unread ? t.unread : t.read}
        </Text>
        {message.link && (
          <Text as="span" color="brand.700">
            {t.view}
          </Text>
        )}
      </Flex>
    </chakra.button>
  );
}

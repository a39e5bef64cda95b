// The top bar's 消息 link with the unread count, shown to a logged-in member with unread messages
// (none shown at 0, so a quiet top bar looks as before).
import { Box } from '@chakra-ui/react';
import { AppLink } from '../../../ui/links.tsx';
import { messagesText } from '../text.ts';
import { useUnreadCount } from '../unread.ts';

const t = messagesText.topBar;

export function UnreadMessagesLink() {
  const unread = useUnreadCount();
  if (unread <= 0) return null;
  return (
    <AppLink
      href="/messageNotification"
      aria-label={t.label(unread)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      color="gray.700"
      _hover={{ color: 'brand.700' }}
      data-testid="unread-messages"
    >
      {t.messages}
      <Box
        as="span"
        aria-hidden="true"
        minWidth="18px"
        height="16px"
        px="1"
        borderRadius="full"
        bg="red.600"
        color="white"
        fontSize="11px"
        lineHeight="16px"
        textAlign="center"
        fontWeight="600"
        data-testid="unread-count"
      >
        {t.count(unread)}
      </Box>
    </AppLink>
  );
}

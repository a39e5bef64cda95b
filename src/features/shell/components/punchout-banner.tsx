// The header's PunchOut banner (issue 40, item 4): while the tab shops for a buyer's SRM (a PunchOut
// session remembered and a login in force), one line tells where the cart goes back.
import { Box, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { sessionActor } from '../../../lib/session.ts';
import { usePunchoutSession } from '../../../lib/punchout-session.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { zh } from '../text.ts';

export function PunchoutBanner() {
  const mark = usePunchoutSession();
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  if (!mark || !loggedIn) return null;
  return (
    <Box bg="blue.50" borderBottomWidth="1px" borderColor="blue.200" data-testid="punchout-banner">
      <Text width={CONTENT_WIDTH} mx="auto" py="2" fontSize="13px" color="blue.900">
        {zh.punchoutBanner}
      </Text>
    </Box>
  );
}

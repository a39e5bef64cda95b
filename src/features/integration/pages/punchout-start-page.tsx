// /punchout/start?ticket=… (issue 40, item 4): where a buyer's SRM sends the browser (OCI 303, cXML
// StartPage). The one-use ticket is traded for the session's member token, which is stored like a
// login's; the PunchOut session is remembered for this tab (banner, 返回采购系统) and the buyer lands
// on the home page. A refused ticket (used, expired, unknown) is explained in Chinese.
import { useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { Box, Heading, Text } from '@chakra-ui/react';
import { navigate } from 'wouter/use-browser-location';
import { TOKEN_COOKIE } from '../../../../machines/shell/session.ts';
import { failureOf } from '../../../../machines/shared/service-failure.ts';
import { sessionActor } from '../../../lib/session.ts';
import { LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { enterPunchout, type PunchoutEntry } from '../api.ts';
import { punchoutText as t } from '../text.ts';
import { rememberPunchout } from '../../../lib/punchout-session.ts';

/** One exchange per ticket, however often the effect runs (a ticket works once). */
const exchanges = new Map<string, Promise<PunchoutEntry>>();

function begin(entry: PunchoutEntry): void {
  rememberPunchout({ sessionId: entry.session.id, protocol: entry.session.protocol });
  if (sessionActor.getSnapshot().context.token === null) {
    sessionActor.send({ type: 'LOGIN', token: entry.access_token, expiresIn: entry.expires_in });
    navigate('/', { replace: true });
    return;
  }
  // Another login is in force in this browser: the PunchOut one replaces it and the page starts afresh.
  Cookies.set(TOKEN_COOKIE, entry.access_token, { path: '/', sameSite: 'strict', secure: window.location.protocol === 'https:', expires: entry.expires_in / 86400 });
  window.location.replace('/');
}

export default function PunchoutStartPage() {
  const [ticket] = useState(() => new URLSearchParams(window.location.search).get('ticket'));
  const [refused, setRefused] = useState<string | null>(null);
  const error = ticket ? refused : t.noTicket;
  useEffect(() => {
    if (!ticket) return;
    let exchange = exchanges.get(ticket);
    if (!exchange) {
      exchange = enterPunchout(ticket);
      exchanges.set(ticket, exchange);
    }
    let live = true;
    exchange.then(
      (entry) => live && begin(entry),
      (err: unknown) => live && setRefused(failureOf(err).message || t.startFailed),
    );
    return () => {
      live = false;
    };
  }, [ticket]);

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="10">
      <Heading as="h1" fontSize="22px" fontWeight="700" color="gray.900" mb="4">
        {error ? t.startFailed : t.startTitle}
      </Heading>
      {error ? (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" data-testid="punchout-start-error">
          <Text color="red.700" role="alert">
            {error}
          </Text>
          <Text mt="2" color="gray.700">
            {t.backHint}
          </Text>
        </Box>
      ) : (
        <LoadingBlock label={t.starting} height="240px" />
      )}
    </Box>
  );
}

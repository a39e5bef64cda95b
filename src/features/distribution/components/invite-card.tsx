// The distributor's invitation (issue 19): the code, the link to /registered?invite=, a copy
// button, and a scannable QR code of the link (qrcode, drawn in the browser as SVG).
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Image, Input, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import type { DistributorState } from '../../../../domain/distribution/distribution-views.ts';
import { showError, showInfo } from '../../../lib/toaster.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { distributionText } from '../text.ts';

const t = distributionText.invite;

export function InviteCard({ state }: { state: DistributorState }) {
  const link = state.invitePath ? `${window.location.origin}${state.invitePath}` : '';
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!link) return;
    let live = true;
    void QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, width: 132 }).then((svg) => {
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [link]);
  if (!state.inviteCode) return null;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => showInfo(t.copied),
      () => showError(t.copyFailed),
    );
  };
  return (
    <Panel label={t.title}>
      <Flex gap="6" align="center">
        <Box width="132px" height="132px" flexShrink={0} borderWidth="1px" borderColor="gray.200">
          {qr ? <Image src={qr} alt={t.qrAlt(state.inviteCode)} width="130px" height="130px" /> : null}
        </Box>
        <Stack gap="2" flex="1">
          <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800">
            {t.title}
          </Text>
          <Text fontSize="14px" color="gray.800">
            {t.codeLabel}
            <Text as="span" fontFamily="mono" fontWeight="700" letterSpacing="0.1em" data-testid="invite-code">
              {state.inviteCode}
            </Text>
            <Text as="span" ml="4" color="gray.700">
              {t.bound(state.boundMembers)}
            </Text>
          </Text>
          <Flex gap="2" align="center">
            <Input aria-label={t.link} value={link} readOnly width="520px" bg="gray.50" fontSize="13px" data-volatile="" onFocus={(e) => e.target.select()} />
            <Button variant="outline" onClick={copy}>
              {t.copy}
            </Button>
          </Flex>
          <Text fontSize="12px" color="gray.700">
            {t.rule}
          </Text>
        </Stack>
      </Flex>
    </Panel>
  );
}

// The banner of an open invitation to a company (issue 37): who invites, to which company, as
// what; 接受邀请 on the invitation-accept machine; accepted, the session reloads the member (the
// company and role appear in the top bar) and the page is told.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { invitationAcceptMachine } from '../../../../machines/company/invitation-accept.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { acceptInvitation, type InvitationRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.banner;

const logic = invitationAcceptMachine.provide({
  actors: { accept: fromPromise<unknown, { invitationId: number }>(({ input }) => acceptInvitation(input.invitationId)) },
});

export function InvitationBanner({ invitation, onJoined }: { invitation: InvitationRow; onJoined?: () => void }) {
  const ref = useActorRef(logic, { input: { invitationId: invitation.id } });
  const state = useSelector(ref, (s) => s);
  const busy = state.matches('accepting');
  if (state.matches('joined')) return null;
  return (
    <Box
      as="section"
      aria-label={t.label}
      data-testid="invitation-banner"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      borderRadius="md"
      px="5"
      py="3"
      mb="4"
    >
      <HStack justify="space-between" gap="4">
        <Text color="gray.800" fontSize="14px">
          {t.body(invitation.invitedByName, invitation.companyName, companyText.roleText[invitation.role])}
        </Text>
        <Button
          size="sm"
          colorPalette="brand"
          loading={busy}
          loadingText={t.accepting}
          onClick={() => {
            const sub = ref.on('joined', () => {
              sub.unsubscribe();
              showInfo(t.joined(invitation.companyName));
              sessionActor.send({ type: 'NAVIGATE' });
              onJoined?.();
            });
            ref.send({ type: 'ACCEPT' });
          }}
        >
          {t.accept}
        </Button>
      </HStack>
      {state.context.error && (
        <Text role="alert" mt="2" color="red.700" fontSize="13px">
          {state.context.error}
        </Text>
      )}
    </Box>
  );
}

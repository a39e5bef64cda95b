// /company/integration (系统集成, issue 40): the company admin's page for the company's own
// purchasing system: API clients (id, secret shown once, scopes, the member it acts as, allowed
// address ranges, rotate, revoke, last use) and webhooks (endpoints, events, the deliveries with
// their answers and a resend button). Each section is its own component on its own machine; the
// page only decides who sees them (the admin; other members read who to ask).
import { Box, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ROLE_RIGHTS } from '../../../../domain/company/company-roles.ts';
import { sessionActor } from '../../../lib/session.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { ApiClientsSection } from '../components/api-clients-section.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';
import { integrationText as t } from '../text.ts';

export default function CompanyIntegrationPage() {
  const role = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole ?? null);
  const active = useSelector(sessionActor, (s) => s.context.userInfo?.companyMemberStatus !== 'disabled');
  const admin = role !== null && active && ROLE_RIGHTS[role].integrate;
  return (
    <MemberLayout title={t.title}>
      <Text fontSize="14px" color="gray.700" mb="4">
        {t.intro}
      </Text>
      {admin ? (
        <Stack gap="6">
          <ApiClientsSection />
          <WebhooksSection />
        </Stack>
      ) : (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" p="6" data-testid="integration-admin-only">
          <Text fontSize="14px" color="gray.700">
            {t.adminOnly}
          </Text>
        </Box>
      )}
    </MemberLayout>
  );
}

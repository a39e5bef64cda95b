// 工作台 (/admin): who is signed in, their role and what it allows; the work queues come here next.
import { Box, chakra, Text } from '@chakra-ui/react';
import type { StaffMe } from '../../../../domain/staff/staff-payloads.ts';
import { PERMISSIONS } from '../../../../domain/staff/staff-roles.ts';
import { PageHeading } from '../components/admin-layout.tsx';
import { adminText } from '../text.ts';

const t = adminText.home;

export default function AdminHomePage({ me }: { me: StaffMe }) {
  return (
    <Box>
      <PageHeading title={t.title} />
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" maxWidth="760px">
        <chakra.h2 fontSize="18px" fontWeight="600">
          {t.welcome(me.displayName)}
        </chakra.h2>
        <Text mt="1" color="gray.700" data-testid="admin-role">
          {t.role(me.roleText)}
        </Text>
        <chakra.h3 fontSize="15px" fontWeight="600" mt="5" mb="2">
          {t.permissions}
        </chakra.h3>
        {me.permissions.length === 0 ? (
          <Text color="gray.600">{t.none}</Text>
        ) : (
          <chakra.ul display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0" data-testid="admin-permissions">
            {me.permissions.map((p) => (
              <chakra.li key={p} px="2.5" py="1" bg="gray.100" borderRadius="sm" fontSize="13px" color="gray.800">
                {PERMISSIONS[p].text}
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        <Text mt="5" fontSize="13px" color="gray.600">
          {t.queuesSoon}
        </Text>
      </Box>
    </Box>
  );
}

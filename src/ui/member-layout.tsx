// The member pages of the default layout (个人中心, orders, after-sales, enquiries, service orders,
// account, books, favourites, the company): a side menu of the member centre in groups and the page beside it.
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { sessionActor } from '../lib/session.ts';
import { AppLink } from './links.tsx';
import { uiText } from './text.ts';
import { CONTENT_WIDTH } from './theme.ts';

const t = uiText.memberNav;

/** The menu in groups: the centre, what was bought, the company's (only for its members), what was earned, the account. */
const GROUPS: Array<{ title: string | null; companyOnly?: boolean; items: Array<[string, string]> }> = [
  { title: null, items: [['/personalCenter', t.items.personalCenter]] },
  {
    title: t.groups.trade,
    items: [
      ['/myOrder', t.items.myOrder],
      ['/confirmedOrder', t.items.confirmedOrder],
      ['/afterSale', t.items.afterSale],
      ['/enquiry', t.items.enquiry],
      ['/quote', t.items.quote],
      ['/serviceOrder', t.items.serviceOrder],
    ],
  },
  {
    title: t.groups.company,
    companyOnly: true,
    items: [
      ['/company', t.items.company],
      ['/company/lists', t.items.companyLists],
      ['/company/approvals', t.items.companyApprovals],
      ['/company/rules', t.items.companyRules],
      ['/company/budgets', t.items.companyBudgets],
      ['/company/integration', t.items.companyIntegration],
    ],
  },
  {
    title: t.groups.benefits,
    items: [
      ['/pointRecord', t.items.pointRecord],
      ['/distribution', t.items.distribution],
      ['/collection', t.items.collection],
    ],
  },
  {
    title: t.groups.account,
    items: [
      ['/accountInformation', t.items.accountInformation],
      ['/securitySettings', t.items.securitySettings],
      ['/addressManagement', t.items.addressManagement],
      ['/invoiceManagement', t.items.invoiceManagement],
      ['/enterpriseCertification', t.items.enterpriseCertification],
      ['/messageNotification', t.items.messageNotification],
    ],
  },
];

interface Props {
  title: string;
  /** The menu entry to mark (a sub-page such as /amendPhone marks 安全设置). */
  active?: string;
  children: ReactNode;
}

export function MemberLayout({ title, active, children }: Props) {
  const [location] = useLocation();
  const current = active ?? location;
  // A personal member has no company pages to go to (an invitation reaches them on 个人中心).
  const inCompany = useSelector(sessionActor, (s) => (s.context.userInfo?.companyId ?? null) !== null);
  const groups = GROUPS.filter((group) => inCompany || !group.companyOnly);
  return (
    <Flex width={CONTENT_WIDTH} mx="auto" py="6" gap="6" align="flex-start">
      <Box as="nav" aria-label={t.label} width="200px" flexShrink={0} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" py="4">
        <Text px="5" pb="3" fontSize="16px" fontWeight="600" color="gray.800">
          {t.title}
        </Text>
        {groups.map((group, i) => (
          <Box key={group.title ?? i} role={group.title ? 'group' : undefined} aria-label={group.title ?? undefined} mt={i === 0 ? 0 : 2}>
            {group.title && (
              <Text px="5" pt="2" pb="1" fontSize="12px" color="gray.500">
                {group.title}
              </Text>
            )}
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
              {group.items.map(([href, label]) => {
                const on = href === current;
                return (
                  <Box as="li" key={href}>
                    <AppLink
                      href={href}
                      aria-current={on ? 'page' : undefined}
                      display="block"
                      px="5"
                      py="2"
                      fontSize="14px"
                      color={on ? 'brand.700' : 'gray.700'}
                      fontWeight={on ? '600' : '400'}
                      bg={on ? 'brand.50' : 'transparent'}
                      borderLeftWidth="3px"
                      borderColor={on ? 'brand.600' : 'transparent'}
                      _hover={{ color: 'brand.700', textDecoration: 'none' }}
                    >
                      {label}
                    </AppLink>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Box>
      <Box as="section" aria-labelledby="page-title" flex="1" minWidth="0">
        <Heading as="h1" id="page-title" fontSize="20px" fontWeight="600" color="gray.800" mb="4">
          {title}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}

/** A white panel of a member page. */
export function Panel({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box as={label ? 'section' : 'div'} aria-label={label} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
      {children}
    </Box>
  );
}

// The staff console's frame: a top bar (brand, who is signed in with their role, 退出), the side
// menu of the pages the role opens (machines/staff/staff-menu.ts) and the main region.
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { StaffMe } from '../../../../domain/staff/staff-payloads.ts';
import { menuFor, type StaffPageKey } from '../../../../machines/staff/staff-menu.ts';
import { SkipLink } from '../../../ui/skip-link.tsx';
import { staffText } from '../text.ts';

const t = staffText.layout;

interface Props {
  me: StaffMe;
  active: StaffPageKey | null;
  loggingOut: boolean;
  onLogout: () => void;
  children: ReactNode;
}

export function StaffLayout({ me, active, loggingOut, onLogout, children }: Props) {
  const menu = menuFor(me.permissions);
  return (
    <Box minHeight="100vh" bg="gray.50">
      <SkipLink target="main">{t.skip}</SkipLink>
      <Flex as="header" align="center" justify="space-between" height="56px" px="6" bg="gray.900" color="white" data-region="staff-top-bar">
        <Text fontSize="16px" fontWeight="700">
          {staffText.brand}
        </Text>
        <Flex align="center" gap="4">
          <Text fontSize="14px" data-testid="staff-me">
            {t.signedInAs(me.displayName, me.roleText)}
          </Text>
          <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} onClick={onLogout} loading={loggingOut}>
            {t.logout}
          </Button>
        </Flex>
      </Flex>
      <Flex align="stretch">
        <Box as="nav" aria-label={t.menuLabel} width="200px" flexShrink={0} bg="white" borderRightWidth="1px" borderColor="gray.200" minHeight="calc(100vh - 56px)" py="4">
          <chakra.ul listStyleType="none" m="0" p="0" data-testid="staff-menu">
            {menu.map((page) => (
              <li key={page.key}>
                <ChakraLink
                  asChild
                  display="block"
                  px="6"
                  py="2.5"
                  fontSize="14px"
                  color={page.key === active ? 'brand.700' : 'gray.800'}
                  fontWeight={page.key === active ? '600' : '400'}
                  bg={page.key === active ? 'brand.50' : 'transparent'}
                  borderLeftWidth="3px"
                  borderLeftColor={page.key === active ? 'brand.600' : 'transparent'}
                  textDecoration="none"
                  _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                >
                  <Link href={page.path} aria-current={page.key === active ? 'page' : undefined}>
                    {staffText.menu[page.key]}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </chakra.ul>
        </Box>
        <Box as="main" id="main" tabIndex={-1} flex="1" minWidth="0" px="8" py="6" outline="none">
          {children}
        </Box>
      </Flex>
    </Box>
  );
}

/** A page's heading and one-line introduction. */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <Flex align="flex-end" justify="space-between" mb="5" gap="4">
      <Box>
        <chakra.h1 fontSize="22px" fontWeight="700" color="gray.900">
          {title}
        </chakra.h1>
        {intro ? (
          <Text fontSize="13px" color="gray.600" mt="1">
            {intro}
          </Text>
        ) : null}
      </Box>
      {children}
    </Flex>
  );
}

/** A page the role cannot open, or a path that is no page. */
export function StaffNotice({ title, body }: { title: string; body: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="8" data-testid="staff-notice">
      <chakra.h1 fontSize="20px" fontWeight="700" mb="2">
        {title}
      </chakra.h1>
      <Text color="gray.700">{body}</Text>
    </Box>
  );
}

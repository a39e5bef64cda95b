// Top bar (spec 2.4): greeting; member badge, V icon, name and logout, or login/register; the
// free-VIP prompts; a logged-in member's unread messages (the messages feature's link, shown only
// when there are some); the 我的爱备客, help and mobile hover menus.
import { lazy, Suspense } from 'react';
import { Box, chakra, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { sessionActor } from '../../../lib/session.ts';
import { helpCenterList, siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { AppLink } from '../../../ui/links.tsx';
import { HoverMenu } from '../../../ui/hover-menu.tsx';
import { findHelpArticle, helpHref } from '../help-links.ts';
import { zh } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { PromptButton } from './prompt-button.tsx';

// A member's part of the bar (badges, the company role, logout, the VIP prompts) loads once a member
// is logged in: a visitor's first load of `/` does not carry it (visual/shell.spec.ts's budget).
const MemberArea = lazy(() => import('./member-area.tsx'));
// Loaded once a member is logged in: a visitor's first load does not carry it.
const UnreadMessagesLink = lazy(() => import('../../messages/public.ts').then((m) => ({ default: m.UnreadMessagesLink })));

const t = zh.topBar;

const MY_MENU: Array<[string, string]> = [
  [t.myMenu.personalCenter, '/personalCenter'],
  [t.myMenu.shoppingCart, '/shoppingCart'],
  [t.myMenu.myOrder, '/myOrder'],
  [t.myMenu.enquiry, '/enquiry'],
  [t.myMenu.collection, '/collection'],
  [t.myMenu.pointRecord, '/pointRecord'],
];

// Help menu entries and the word that finds each one's article in the help centre.
const HELP_MENU: Array<[string, string]> = [
  [t.helpMenu.helpCenter, t.helpMenuQuery.helpCenter],
  [t.helpMenu.registerFlow, t.helpMenuQuery.registerFlow],
  [t.helpMenu.invoice, t.helpMenuQuery.invoice],
  [t.helpMenu.enquiry, t.helpMenuQuery.enquiry],
  [t.helpMenu.payment, t.helpMenuQuery.payment],
  [t.helpMenu.returns, t.helpMenuQuery.returns],
];

const barLink = { color: 'gray.700', _hover: { color: 'brand.700' } } as const;

function VisitorArea() {
  return (
    <HStack gap="3">
      <AppLink href="/login" {...barLink} color="brand.700">
        {t.login}
      </AppLink>
      <AppLink href="/registered" {...barLink}>
        {t.register}
      </AppLink>
      <PromptButton>{t.freeVipVisitor}</PromptButton>
    </HStack>
  );
}

function QrFigure({ src, name }: { src: string | undefined; name: string }) {
  return (
    <Stack as="figure" align="center" gap="1" m="0">
      {src ? (
        <Image src={src} alt={t.qrAlt(name)} width="100px" height="100px" />
      ) : (
        <Box width="100px" height="100px" bg="gray.100" />
      )}
      <Text as="figcaption" fontSize="12px" color="gray.700">
        {name}
      </Text>
    </Stack>
  );
}

export function TopBar() {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const settings = useResourceData(siteSettings);
  const helpList = useResourceData(helpCenterList);
  return (
    <Box bg="gray.100" borderBottomWidth="1px" borderColor="gray.200" fontSize="12px" data-region="top-bar">
      <Flex width={CONTENT_WIDTH} mx="auto" height="36px" align="center" justify="space-between">
        <HStack gap="4">
          <Text as="span" color="gray.700">
            {t.greeting}
          </Text>
          {loggedIn ? (
            <Suspense fallback={null}>
              <MemberArea />
            </Suspense>
          ) : (
            <VisitorArea />
          )}
        </HStack>
        <chakra.nav aria-label={t.label}>
          <HStack gap="5">
            {loggedIn && (
              <Suspense fallback={null}>
                <UnreadMessagesLink />
              </Suspense>
            )}
            <HoverMenu label={<>{t.myAibeike} ▾</>} ariaLabel={t.myAibeike} panelProps={{ minW: '120px', py: '1' }}>
              <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
                {MY_MENU.map(([label, href]) => (
                  <li key={href}>
                    <AppLink href={href} display="block" px="4" py="1.5" {...barLink}>
                      {label}
                    </AppLink>
                  </li>
                ))}
              </Stack>
            </HoverMenu>
            <HoverMenu label={<>{t.help} ▾</>} ariaLabel={t.help} align="right" panelProps={{ minW: '160px', py: '1' }}>
              <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
                {HELP_MENU.map(([label, keyword]) => {
                  const article = findHelpArticle(helpList, keyword);
                  return (
                    <li key={label}>
                      <AppLink
                        href={article ? helpHref(article) : '/helpCenter'}
                        display="block"
                        px="4"
                        py="1.5"
                        {...barLink}
                      >
                        {label}
                      </AppLink>
                    </li>
                  );
                })}
              </Stack>
            </HoverMenu>
            <HoverMenu label={<>{t.mobile} ▾</>} ariaLabel={t.mobile} align="right" panelProps={{ p: '3' }}>
              <HStack gap="3" align="start">
                <QrFigure src={settings?.qrMiniProgram} name={t.miniProgram} />
                <QrFigure src={settings?.qrOfficialAccount} name={t.officialAccount} />
              </HStack>
            </HoverMenu>
          </HStack>
        </chakra.nav>
      </Flex>
    </Box>
  );
}

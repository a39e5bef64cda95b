// Top bar (spec 2.4): greeting; member badge, V icon, name and logout, or login/register; the
// free-VIP prompts; a logged-in member's unread messages (the messages feature's link, shown only
// when there are some); the 我的爱备客, help and mobile hover menus.
import { lazy, Suspense, useState } from 'react';
import { Badge, Box, chakra, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { sessionActor, vipPromoActor } from '../../../lib/session.ts';
import { displayName, hasMemberPrice, isPersonal } from '../../../../machines/shell/session.ts';
import type { MemberInfo } from '../../../../machines/shell/session.ts';
import { helpCenterList, siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { AppLink } from '../../../ui/links.tsx';
import { HoverMenu } from '../../../ui/hover-menu.tsx';
import { findHelpArticle, helpHref } from '../help-links.ts';
import { zh } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { useVipOffer } from '../vip-offer.ts';
import { COMPANY_ROLE_TEXT } from '../../../../domain/company/company-roles.ts';

const LogoutDialog = lazy(() => import('./logout-dialog.tsx'));
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

function PromptButton({ children }: { children: string }) {
  return (
    <chakra.button
      type="button"
      onClick={() => vipPromoActor.send({ type: 'OPEN_OFFER' })}
      color="brand.700"
      cursor="pointer"
      bg="transparent"
      _hover={{ textDecoration: 'underline' }}
    >
      {children}
    </chakra.button>
  );
}

function MemberBadges({ userInfo }: { userInfo: MemberInfo }) {
  const personal = isPersonal(userInfo);
  return (
    <>
      <Badge variant="solid" size="sm" bg={personal ? 'blue.700' : 'orange.700'} color="white">
        {personal ? t.badgePersonal : t.badgeEnterprise}
      </Badge>
      {hasMemberPrice(userInfo) && (
        <Box
          as="span"
          role="img"
          aria-label={t.vipIconUntil(formatChinaDate(userInfo.memberPriceEndTime))}
          title={t.vipIconUntil(formatChinaDate(userInfo.memberPriceEndTime))}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          width="16px"
          height="16px"
          borderRadius="full"
          bg="yellow.500"
          color="gray.900"
          fontSize="11px"
          fontWeight="700"
          fontStyle="italic"
        >
          {t.vipIcon}
        </Box>
      )}
      <Text as="span" color="gray.800" data-testid="member-name">
        {displayName(userInfo)}
      </Text>
      {userInfo.companyRole && (
        <AppLink href="/company" data-testid="company-role" color="gray.700" _hover={{ color: 'brand.700' }} title={t.companyRoleTitle(userInfo.companyName ?? '', COMPANY_ROLE_TEXT[userInfo.companyRole])}>
          {userInfo.memberType === 1 && userInfo.companyName ? `${userInfo.companyName} · ` : ''}
          {COMPANY_ROLE_TEXT[userInfo.companyRole]}
          {userInfo.companyMemberStatus === 'disabled' ? t.companyDisabled : ''}
        </AppLink>
      )}
    </>
  );
}

function MemberArea() {
  const userInfo = useSelector(sessionActor, (s) => s.context.userInfo);
  const offer = useVipOffer();
  const [confirming, setConfirming] = useState(false);
  return (
    <HStack gap="2">
      {userInfo && <MemberBadges userInfo={userInfo} />}
      <chakra.button
        type="button"
        onClick={() => setConfirming(true)}
        onMouseEnter={() => void import('./logout-dialog.tsx')}
        color="gray.700"
        cursor="pointer"
        bg="transparent"
        _hover={{ color: 'brand.700' }}
      >
        {t.logout}
      </chakra.button>
      {offer === 'certify' && <PromptButton>{t.freeVipPersonal}</PromptButton>}
      {offer === 'buy688' && <PromptButton>{t.vip688Prompt}</PromptButton>}
      {confirming && (
        <Suspense fallback={null}>
          <LogoutDialog
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              sessionActor.send({ type: 'LOGOUT' });
            }}
          />
        </Suspense>
      )}
    </HStack>
  );
}

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
          {loggedIn ? <MemberArea /> : <VisitorArea />}
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

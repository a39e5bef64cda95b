// The logged-in member's part of the top bar (spec 2.4): the 个人/企业 badge, the V icon, the name,
// the company and role (issue 37, a link to /company), logout with its confirmation, and the
// free-VIP prompts. Its own chunk: top-bar.tsx loads it only for a member.
import { lazy, Suspense, useState } from 'react';
import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { sessionActor } from '../../../lib/session.ts';
import { displayName, hasMemberPrice, isPersonal } from '../../../../machines/shell/session.ts';
import type { MemberInfo } from '../../../../machines/shell/session.ts';
import { AppLink } from '../../../ui/links.tsx';
import { zh } from '../text.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { useVipOffer } from '../vip-offer.ts';
import { COMPANY_ROLE_TEXT } from '../../../../domain/company/company-roles.ts';
import { PromptButton } from './prompt-button.tsx';

const LogoutDialog = lazy(() => import('./logout-dialog.tsx'));

const t = zh.topBar;

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

export default function MemberArea() {
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

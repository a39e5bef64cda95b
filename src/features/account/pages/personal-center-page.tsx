// /personalCenter, its account summary: avatar, nickname and username, member type, VIP price
// validity, masked mobile, points, the account's security level, links to account information
// and security settings, and a prompt to set a password when the account has none; 我的订单
// (order counts by status, cart, favourites and open checkout drafts); 我的询价 (the latest
// enquiries with their states) and 消息通知 (the latest unread messages), components/personal-centre-lists.tsx.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import { hasMemberPrice, isPersonal } from '../../../../machines/shell/session.ts';
import type { AccountInfo } from '../api.ts';
import { refreshMemberInfo } from '../actors.ts';
import { Avatar } from '../components/avatar.tsx';
import { PersonalCentreLists } from '../components/personal-centre-lists.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { securityLevel, useAccountInfo } from '../use-account-info.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { OrderStatsPanel } from '../../orders/public.ts';
import { accounts } from '../text.ts';
import { PendingInvitations } from '../../company/public.ts';

const t = accounts.personal;

const LEVEL_COLOR = { low: 'red.700', medium: 'orange.800', high: 'green.700' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Box as="dd" mt="1" fontSize="15px" color="gray.800" fontWeight="500">
        {children}
      </Box>
    </Box>
  );
}

function Summary({ info }: { info: AccountInfo }) {
  const personal = isPersonal(info);
  const level = securityLevel(info);
  const name = info.nickname || info.username;
  const checks: Array<[string, boolean]> = [
    [t.securityItems.password, info.hasPassword !== false],
    [t.securityItems.mobile, !!info.mobile],
    [t.securityItems.wechat, !!info.wxBound],
  ];
  return (
    <Stack gap="4">
      {!info.companyId && <PendingInvitations />}
      {info.hasPassword === false ? (
        <Flex role="note" align="center" justify="space-between" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="4" py="3">
          <Text fontSize="14px" color="orange.900">
            {t.setPasswordPrompt}
          </Text>
          <ButtonLink href="/setPassword?redirect=%2FpersonalCenter" size="sm">
            {t.setPasswordNow}
          </ButtonLink>
        </Flex>
      ) : null}
      <Panel label={t.summaryLabel}>
        <Flex gap="6" align="flex-start">
          <Avatar url={info.avatarUrl} name={name} alt={t.avatarAlt} size={88} />
          <Box flex="1" minWidth="0">
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" fontSize="20px" fontWeight="600" color="gray.800" data-testid="member-display-name">
                {name}
              </Heading>
              <Badge variant="solid" bg={personal ? 'blue.700' : 'orange.700'} color="white">
                {personal ? t.personal : t.enterprise}
              </Badge>
              {info.isDistributor ? (
                <Badge variant="outline" colorPalette="purple">
                  {t.distributor}
                </Badge>
              ) : null}
            </HStack>
            {info.nickname && info.nickname !== info.username ? (
              <Text mt="1" fontSize="13px" color="gray.600">
                {info.username}
              </Text>
            ) : null}
            {!personal && info.companyName ? (
              <Text mt="1" fontSize="14px" color="gray.700">
                {info.companyName}
              </Text>
            ) : null}
            <Box mt="2" fontSize="13px">
              {hasMemberPrice(info) && info.memberPriceEndTime ? (
                <Text as="span" color="orange.800" data-volatile>
                  {t.vipUntil(formatChinaDate(info.memberPriceEndTime))}
                </Text>
              ) : (
                <Text as="span" color="gray.600">
                  {t.noVip}
                  {personal ? (
                    <AppLink href="/enterpriseCertification" color="brand.700" ml="3">
                      {t.certifyForVip}
                    </AppLink>
                  ) : null}
                </Text>
              )}
            </Box>
          </Box>
          <HStack gap="3" flexShrink={0}>
            <ButtonLink href="/accountInformation" variant="outline" size="sm">
              {t.editProfile}
            </ButtonLink>
            <ButtonLink href="/securitySettings" variant="outline" size="sm">
              {t.toSecurity}
            </ButtonLink>
          </HStack>
        </Flex>
        <Grid as="dl" templateColumns="repeat(3, 1fr)" gap="4" mt="6" pt="5" borderTopWidth="1px" borderColor="gray.100">
          <Fact label={t.mobile}>
            <span data-testid="member-mobile">{info.mobile ? maskMobile(info.mobile) : t.noMobile}</span>
          </Fact>
          <Fact label={t.points}>
            <span data-volatile>{info.points ?? 0}</span>
            <Text as="span" fontSize="13px" color="gray.600" ml="1">
              {t.pointsUnit}
            </Text>
          </Fact>
          <Fact label={t.security}>
            <Text as="span" color={LEVEL_COLOR[level]}>
              {t.securityLevelText(t.securityLevel[level])}
            </Text>
            <HStack as="ul" gap="3" mt="1" listStyleType="none" p="0" fontSize="12px" fontWeight="400">
              {checks.map(([label, ok]) => (
                <Box as="li" key={label} color={ok ? 'green.700' : 'gray.600'}>
                  {label}
                  {ok ? t.securityDone : t.securityMissing}
                </Box>
              ))}
            </HStack>
          </Fact>
        </Grid>
      </Panel>
    </Stack>
  );
}

function Sections() {
  return (
    <Grid templateColumns="repeat(2, 1fr)" gap="4" mt="4">
      <OrderStatsPanel />
      <PersonalCentreLists />
    </Grid>
  );
}

export default function PersonalCenterPage() {
  const { info, loading } = useAccountInfo();
  return (
    <MemberLayout title={t.title}>
      {info ? (
        <Summary info={info} />
      ) : (
        <Panel label={t.summaryLabel}>
          {loading ? (
            <Text color="gray.600" aria-busy="true">
              {t.loading}
            </Text>
          ) : (
            <Flex align="center" gap="4">
              <Text color="gray.700">{t.failed}</Text>
              <Button size="sm" variant="outline" onClick={refreshMemberInfo}>
                {t.retry}
              </Button>
            </Flex>
          )}
        </Panel>
      )}
      <Sections />
    </MemberLayout>
  );
}

// The balance and the daily sign-in of /pointMall: thin over machines/points/points-sign-in.ts.
// The calendar of the month marks signed days; signing shows the reward rising (framer-motion,
// decorative, off under prefers-reduced-motion).
import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import type { PointsShopVo } from '../../../../domain/points/points-views.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import type { pointsSignInLogic } from '../actors.ts';
import { pointsText } from '../text.ts';

const t = pointsText;

function Calendar({ vo }: { vo: PointsShopVo }) {
  const [y, mo] = vo.month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y, mo - 1, 1)).getUTCDay() + 6) % 7;
  const signed = new Set(vo.signedDays);
  const cells: Array<string | null> = [...Array.from({ length: firstWeekday }, () => null), ...Array.from({ length: days }, (_, i) => `${vo.month}-${String(i + 1).padStart(2, '0')}`)];
  return (
    <Box as="figure" m="0" aria-label={t.sign.calendar(vo.month)} data-volatile="">
      <Text as="figcaption" fontSize="13px" color="gray.600" mb="2">
        {t.sign.calendar(vo.month)}
      </Text>
      <Grid templateColumns="repeat(7, 32px)" gap="1" role="list">
        {t.sign.weekdays.map((w) => (
          <Text key={w} aria-hidden="true" fontSize="12px" color="gray.500" textAlign="center">
            {w}
          </Text>
        ))}
        {cells.map((date, i) =>
          date ? (
            <Flex
              key={date}
              role="listitem"
              aria-label={signed.has(date) ? t.sign.signedDay(date) : t.sign.unsignedDay(date)}
              h="28px"
              align="center"
              justify="center"
              borderRadius="full"
              fontSize="12px"
              bg={signed.has(date) ? 'brand.600' : date === vo.today ? 'brand.50' : 'transparent'}
              color={signed.has(date) ? 'white' : 'gray.700'}
              borderWidth={date === vo.today ? '1px' : '0'}
              borderColor="brand.600"
            >
              {Number(date.slice(8))}
            </Flex>
          ) : (
            <Box key={`blank-${i}`} aria-hidden="true" />
          ),
        )}
      </Grid>
    </Box>
  );
}

function Rewards({ vo }: { vo: PointsShopVo }) {
  const cycleDay = vo.signedToday ? ((vo.streak - 1) % vo.rewards.length) + 1 : (vo.streak % vo.rewards.length) + 1;
  return (
    <Box>
      <Text fontSize="13px" color="gray.600" mb="2">
        {t.sign.rewards}
      </Text>
      <Flex as="ol" listStyleType="none" m="0" p="0" gap="1.5">
        {vo.rewards.map((points, i) => {
          const day = i + 1;
          const done = vo.signedToday ? day <= cycleDay : day < cycleDay;
          return (
            <Stack as="li" key={day} gap="0" align="center" w="52px" py="1.5" borderRadius="md" borderWidth="1px" borderColor={day === cycleDay ? 'brand.600' : 'gray.200'} bg={done ? 'brand.50' : 'white'}>
              <Text fontSize="14px" fontWeight="600" color={done ? 'brand.700' : 'gray.800'}>
                +{points}
              </Text>
              <Text fontSize="11px" color="gray.600">
                {t.sign.day(day)}
              </Text>
            </Stack>
          );
        })}
      </Flex>
    </Box>
  );
}

export function SignInPanel({ actor }: { actor: ActorRefFrom<typeof pointsSignInLogic> }) {
  const snap = useSelector(actor, (s) => s);
  const reduced = useReducedMotion();
  const vo = snap.context.summary;
  if (snap.matches('loadFailed')) return <FailedBlock title={t.sign.loadFailed} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (!vo) return <LoadingBlock label={t.loading} height="220px" />;
  const busy = snap.matches('signing');
  const canSign = snap.can({ type: 'SIGN' });
  const result = snap.context.result;
  return (
    <Flex as="section" aria-label={t.sign.label} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" gap="8" align="flex-start" data-testid="points-summary">
      <Stack gap="3" minW="260px">
        <Text fontSize="14px" color="gray.600">
          {t.summary.balance}
        </Text>
        <Text fontSize="36px" fontWeight="700" color="brand.700" lineHeight="1" data-testid="points-balance">
          {vo.points.toLocaleString('zh-CN')}
        </Text>
        <Text fontSize="13px" color="gray.700">
          {t.summary.frozen} <b>{vo.frozenPoints.toLocaleString('zh-CN')}</b> · {t.summary.frozenHint(vo.frozenOrders, vo.windowDays)}
        </Text>
        <Text fontSize="13px" color={vo.expiringPoints > 0 ? 'orange.700' : 'gray.600'}>
          {vo.expiringPoints > 0 && vo.expiringAt ? t.summary.expiring(vo.expiringPoints, formatChinaDate(new Date(new Date(vo.expiringAt).getTime() - 1).toISOString())) : t.summary.noExpiring}
        </Text>
        <Text fontSize="12px" color="gray.600">
          {t.summary.rule(vo.perYuan)}
        </Text>
      </Stack>
      <Stack gap="3" flex="1">
        <Flex align="center" gap="4" position="relative">
          <Button colorPalette="brand" size="lg" disabled={!canSign} loading={busy} loadingText={t.sign.signing} onClick={() => actor.send({ type: 'SIGN' })} data-testid="sign-button">
            {vo.signedToday || snap.matches('signed') ? t.sign.signedButton : t.sign.button}
          </Button>
          {snap.matches('signed') && result ? (
            <LazyMotion features={domAnimation}>
              <m.span
                aria-hidden="true"
                initial={reduced ? false : { opacity: 0, y: 8, scale: 0.8 }}
                animate={reduced ? undefined : { opacity: 1, y: -6, scale: 1 }}
                transition={{ duration: 0.5 }}
                style={{ fontSize: 22, fontWeight: 700, color: '#c05621' }}
              >
                {t.sign.got(result.points)}
              </m.span>
            </LazyMotion>
          ) : null}
          <Stack gap="0.5" role="status" aria-live="polite">
            <Text fontSize="14px" color="gray.800" data-testid="sign-streak">
              {snap.matches('signed') && result ? t.sign.done(result.points, result.streak) : t.sign.streak(vo.streak)}
            </Text>
            <Text fontSize="13px" color="gray.600">
              {vo.signedToday || snap.matches('signed') ? t.sign.next(vo.nextReward) : t.sign.today(vo.todayReward)}
            </Text>
            {snap.matches('failed') && snap.context.error ? (
              <Text fontSize="13px" color="red.700">
                {snap.context.error}
              </Text>
            ) : null}
          </Stack>
        </Flex>
        <Rewards vo={vo} />
      </Stack>
      <Calendar vo={vo} />
    </Flex>
  );
}

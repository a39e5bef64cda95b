// The VIP panel of /enterpriseCertification for an enterprise member (issue 15 item 5): the VIP
// end and days left, the 688 year to buy or renew (machines/certification/vip-offer.ts decides
// which), the outcome after the payment page sends the member back, and the VIP records (the
// receipt of every purchase).
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { VIP688_PRICE_FEN, vipDaysLeft } from '../../../../domain/certification/vip-rules.ts';
import type { VipGrantRow } from '../../../../domain/certification/vip-views.ts';
import { formatChinaDate, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice, formatYuan } from '../../../../domain/shared/money.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { vipOfferLogic } from '../actors.ts';
import { certificationText } from '../text.ts';

const t = certificationText.vip;

const cell = { borderBottomWidth: '1px', borderColor: 'gray.200', px: '3', py: '2', textAlign: 'left', fontSize: '13px' } as const;

function Records({ grants }: { grants: readonly VipGrantRow[] }) {
  if (grants.length === 0) return <Text fontSize="13px" color="gray.700">{t.noRecords}</Text>;
  const c = t.columns;
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" borderCollapse="collapse" data-testid="vip-records">
      <chakra.thead bg="gray.50" color="gray.700">
        <tr>
          {[c.kind, c.days, c.amount, c.status, c.tradeNo, c.endAfter, c.paidAt].map((h) => (
            <chakra.th key={h} css={cell} fontWeight="600">
              {h}
            </chakra.th>
          ))}
        </tr>
      </chakra.thead>
      <tbody>
        {grants.map((g) => (
          <chakra.tr key={g.id} color="gray.800">
            <chakra.td css={cell}>{g.kindText}</chakra.td>
            <chakra.td css={cell}>{t.dayCount(g.days)}</chakra.td>
            <chakra.td css={cell}>{g.amountFen === 0 ? t.free : formatPrice(g.amountFen)}</chakra.td>
            <chakra.td css={cell}>{g.statusText}</chakra.td>
            <chakra.td css={cell} data-volatile="">
              {g.tradeNo ?? '—'}
            </chakra.td>
            <chakra.td css={cell} data-volatile="">
              {g.endAfter ? formatChinaDate(g.endAfter) : '—'}
            </chakra.td>
            <chakra.td css={cell} data-volatile="">
              {formatChinaDateTime(g.paidAt ?? g.createdAt)}
            </chakra.td>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

export function VipPanel({ returned }: { returned: 'paid' | 'failed' | null }) {
  const [snap, send] = useMachine(vipOfferLogic, { input: { returned } });
  const { loaded, error } = snap.context;
  if (snap.matches('loading')) return <LoadingBlock label={t.loading} />;
  if (snap.matches('loadFailed') || !loaded) return <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (snap.matches('trial')) return null;
  const end = loaded.state.vipEndTime;
  const left = vipDaysLeft(end, new Date(loaded.at));
  const buying = snap.matches('buying') || snap.matches('redirecting');
  const canBuy = snap.matches('purchase') || snap.matches('expired') || snap.matches('renew') || snap.matches('failed') || buying;
  return (
    <Panel label={t.title}>
      <Box data-testid="vip-panel">
        <Text as="h2" fontSize="16px" fontWeight="600" color="gray.800" mb="2">
          {t.title}
        </Text>
        <Text fontSize="15px" color="gray.800" data-testid="vip-until" data-volatile="">
          {end && left > 0 ? t.until(formatChinaDate(end), left) : end ? t.ended(formatChinaDate(end)) : t.none}
        </Text>
        {snap.context.returned ? (
          <Text mt="2" fontSize="14px" role="status" color={snap.context.returned === 'paid' ? 'green.700' : 'red.700'}>
            {snap.context.returned === 'paid' ? t.paid : t.payFailed}
          </Text>
        ) : null}
        {snap.matches('notNeeded') ? (
          <Text mt="2" fontSize="14px" color="gray.700">
            {t.notNeeded}
          </Text>
        ) : null}
        {snap.matches('off') ? (
          <Text mt="2" fontSize="14px" color="gray.700">
            {t.off}
          </Text>
        ) : null}
        {canBuy ? (
          <Flex mt="3" align="center" gap="4" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="3">
            <Text flex="1" fontSize="14px" color="gray.800">
              {t.pitch(formatYuan(VIP688_PRICE_FEN))}
            </Text>
            <Button colorPalette="brand" loading={buying} loadingText={t.buying} onClick={() => send({ type: 'BUY' })}>
              {left > 0 && !snap.matches('purchase') ? t.renew : t.buy}
            </Button>
          </Flex>
        ) : null}
        {error ? (
          <Text mt="2" role="alert" color="red.700" fontSize="14px">
            {error}
          </Text>
        ) : null}
        <Text mt="4" mb="2" fontSize="14px" fontWeight="600" color="gray.800">
          {t.records}
        </Text>
        <Records grants={loaded.grants} />
      </Box>
    </Panel>
  );
}

// 积分商城 (/pointMall): the balance and the daily sign-in (machines/points/points-sign-in.ts), the
// goods grid filtered by points range and category (loaded by machines/shared/page-load.ts keyed
// by the filters), and the redemption dialog (machines/points/redemption.ts).
import { Box, Button, Flex, Grid, Image, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { MallPageBody } from '../../../../domain/points/points-payloads.ts';
import { POINTS_GOODS_CATEGORIES, POINTS_GOODS_CATEGORY_TEXT, POINTS_RANGES, type PointsGoodsCategory } from '../../../../domain/points/points-rules.ts';
import type { PointsGoodsCard } from '../../../../domain/points/points-views.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import type { Page } from '../../../lib/client.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { pointsSignInLogic } from '../actors.ts';
import { fetchMallGoods } from '../api.ts';
import { PointsNav } from '../components/points-nav.tsx';
import { RedeemDialog } from '../components/redeem-dialog.tsx';
import { SignInPanel } from '../components/sign-in-panel.tsx';
import { pointsText } from '../text.ts';

const t = pointsText.mall;

interface Filters {
  range: number | null;
  category: PointsGoodsCategory | null;
  affordable: boolean;
  v: number;
}

function bodyOf(f: Filters): MallPageBody {
  const r = f.range === null ? null : POINTS_RANGES[f.range]!;
  return {
    current: 1,
    size: 40,
    ...(r ? { minPoints: r.min, ...(r.max !== null ? { maxPoints: r.max } : {}) } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...(f.affordable ? { affordable: true } : {}),
  };
}

const goodsLogic = pageLoadMachine.provide({
  actors: { load: fromPromise<unknown, { key: string }>(({ input }) => fetchMallGoods(bodyOf(JSON.parse(input.key) as Filters))) },
});

function Chip({ on, label, onClick }: { on: boolean; label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant={on ? 'solid' : 'outline'} colorPalette={on ? 'brand' : 'gray'} aria-pressed={on} onClick={onClick}>
      {label}
    </Button>
  );
}

function GoodsCard({ g, onRedeem }: { g: PointsGoodsCard; onRedeem: () => void }) {
  const soldOut = g.stock <= 0;
  return (
    <Stack as="li" gap="2" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="points-goods">
      <Box bg="gray.50" borderRadius="md" h="160px" display="flex" alignItems="center" justifyContent="center">
        {g.imageUrl ? <Image src={g.imageUrl} alt="" maxH="140px" maxW="100%" loading="lazy" /> : null}
      </Box>
      <Text fontSize="14px" fontWeight="600" color="gray.800" lineClamp={2} minH="42px">
        {g.name}
      </Text>
      <Text fontSize="12px" color="gray.600" lineClamp={1}>
        {g.categoryText} · {t.limit(g.perMemberLimit, g.redeemed)}
      </Text>
      <Flex align="baseline" justify="space-between">
        <Text fontSize="18px" fontWeight="700" color="orange.700">
          {t.points(g.pointsCost)}
        </Text>
        {/* Volatile: every member's redemption moves it (the screenshot baselines mask it). */}
        <Text fontSize="12px" color={soldOut ? 'red.700' : 'gray.600'} data-volatile="">
          {t.stock(g.stock)}
        </Text>
      </Flex>
      <Button colorPalette="brand" size="sm" disabled={soldOut} onClick={onRedeem} aria-label={pointsText.labelled(soldOut ? t.soldOut : t.redeem, g.name)}>
        {soldOut ? t.soldOut : t.redeem}
      </Button>
    </Stack>
  );
}

export default function PointMallPage() {
  const signIn = useActorRef(pointsSignInLogic);
  const [filters, setFilters] = useState<Filters>({ range: null, category: null, affordable: false, v: 0 });
  const [snap, send] = useMachine(goodsLogic, { input: { key: JSON.stringify(filters) } });
  const [redeeming, setRedeeming] = useState<PointsGoodsCard | null>(null);
  const balance = signIn.getSnapshot().context.summary?.points ?? 0;

  const apply = (next: Filters) => {
    setFilters(next);
    send({ type: 'LOAD', key: JSON.stringify(next) });
  };
  const page = snap.context.data as Page<PointsGoodsCard> | null;

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Text as="h1" id="page-title" fontSize="22px" fontWeight="600" color="gray.800" mb="3">
        {pointsText.pages.pointMall}
      </Text>
      <PointsNav current="/pointMall" />
      <SignInPanel actor={signIn} />
      <Box as="section" aria-labelledby="goods-title" mt="6">
        <Text as="h2" id="goods-title" fontSize="18px" fontWeight="600" mb="3">
          {t.goods}
        </Text>
        <Stack gap="2" mb="4">
          <Flex gap="2" align="center" role="group" aria-label={t.filterRange}>
            <Text fontSize="13px" color="gray.600" w="64px">
              {t.filterRange}
            </Text>
            <Chip on={filters.range === null} label={t.all} onClick={() => apply({ ...filters, range: null })} />
            {POINTS_RANGES.map((r, i) => (
              <Chip key={r.label} on={filters.range === i} label={r.label} onClick={() => apply({ ...filters, range: i })} />
            ))}
            <Chip on={filters.affordable} label={t.affordable} onClick={() => apply({ ...filters, affordable: !filters.affordable })} />
          </Flex>
          <Flex gap="2" align="center" role="group" aria-label={t.filterCategory}>
            <Text fontSize="13px" color="gray.600" w="64px">
              {t.filterCategory}
            </Text>
            <Chip on={filters.category === null} label={t.all} onClick={() => apply({ ...filters, category: null })} />
            {POINTS_GOODS_CATEGORIES.map((c) => (
              <Chip key={c} on={filters.category === c} label={POINTS_GOODS_CATEGORY_TEXT[c]} onClick={() => apply({ ...filters, category: c })} />
            ))}
          </Flex>
        </Stack>
        {snap.matches('failed') ? (
          <FailedBlock title={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />
        ) : !page ? (
          <LoadingBlock label={pointsText.loading} height="360px" />
        ) : page.records.length === 0 ? (
          <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="10" textAlign="center">
            <Text fontWeight="600">{t.empty}</Text>
            <Text fontSize="13px" color="gray.600">
              {t.emptyBody}
            </Text>
          </Box>
        ) : (
          <Grid as="ul" listStyleType="none" m="0" p="0" templateColumns="repeat(5, 1fr)" gap="4">
            {page.records.map((g) => (
              <GoodsCard key={g.id} g={g} onRedeem={() => setRedeeming(g)} />
            ))}
          </Grid>
        )}
      </Box>
      {redeeming ? (
        <RedeemDialog
          goods={redeeming}
          balance={balance}
          onClose={(changed) => {
            setRedeeming(null);
            if (changed) {
              signIn.send({ type: 'REFRESH' });
              apply({ ...filters, v: filters.v + 1 });
            }
          }}
        />
      ) : null}
    </Box>
  );
}

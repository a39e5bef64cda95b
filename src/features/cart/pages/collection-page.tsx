// /collection (我的收藏): the member's favourite goods, a page at a time (POST collect/page/two,
// priced for the member), as machines/cart/favourites.ts holds them: tick cards and 取消收藏 them
// together (collect/delete {ids}), or per card 加入购物车 (the minimum order, whole packs) and
// 取消收藏.
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { favouritesMachine } from '../../../../machines/cart/favourites.ts';
import type { FavouriteCard, FavouriteCartLine, FavouritePageRequest } from '../../../../machines/cart/favourites.ts';
import { minimumQty } from '../../../../machines/shared/quantity.ts';
import { saveToCart, fetchFavourites, removeFavourites } from '../api.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { tickStyle } from '../components/cart-table.tsx';
import { GoodsCardView } from '../../../ui/goods/goods-card.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { favouritesText as t } from '../text.ts';

const pageMachine = favouritesMachine.provide({
  actors: {
    fetchPage: fromPromise<Page<FavouriteCard>, FavouritePageRequest>(({ input }) => fetchFavourites(input)),
    removeFavourites: fromPromise<unknown, { ids: number[] }>(({ input }) => removeFavourites(input.ids)),
    addToCart: fromPromise<unknown, FavouriteCartLine>(({ input }) => saveToCart(input)),
  },
  actions: {
    notifyAdded: () => showInfo(t.added),
    notifyRemoved: (_, params) => showInfo(t.removed(params.count)),
  },
});

function Empty() {
  return (
    <EmptyBlock
      id="fav-empty-title"
      testId="favourites-empty"
      icon={
        <Text fontSize="40px" color="brand.600" aria-hidden="true">
          ♡
        </Text>
      }
      headingGap="2"
      title={t.emptyTitle}
      body={t.emptyBody}
      action={<ButtonLink href="/productList">{t.emptyAction}</ButtonLink>}
    />
  );
}

export default function CollectionPage() {
  const [snapshot, send] = useMachine(pageMachine);
  const { page, ticked, current } = snapshot.context;
  const busy = !snapshot.matches('ready');
  const records = page?.records ?? [];
  const everyTicked = records.length > 0 && records.every((r) => ticked.includes(r.id));

  let body;
  if (page === null) {
    body = snapshot.matches('failure') ? <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} /> : <LoadingBlock label={t.loading} height="360px" />;
  } else if (page.total === 0) {
    body = <Empty />;
  } else {
    body = (
      <Box aria-busy={snapshot.matches('loading') ? 'true' : undefined} data-testid="favourites">
        <Flex align="center" gap="4" bg="white" borderWidth="1px" borderColor="gray.200" px="4" height="48px" mb="4">
          <Flex as="label" align="center" gap="1.5" fontSize="13px" cursor="pointer">
            <chakra.input type="checkbox" checked={everyTicked} disabled={busy} onChange={(event) => send({ type: 'TICK_ALL', on: event.target.checked })} css={tickStyle} />
            {t.tickAll}
          </Flex>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={busy || ticked.length === 0} onClick={() => send({ type: 'REMOVE', ids: ticked })}>
            {t.removeTicked(ticked.length)}
          </Button>
          <Text ml="auto" fontSize="13px" color="gray.600" data-testid="favourites-total">
            {t.total(page.total)}
          </Text>
        </Flex>
        <chakra.ul aria-label={t.listLabel} display="grid" gridTemplateColumns="repeat(4, 224px)" justifyContent="space-between" rowGap="5" listStyleType="none" m="0" p="0">
          {records.map((goods) => (
            <chakra.li key={goods.id} position="relative" data-testid="favourite">
              <chakra.input
                type="checkbox"
                checked={ticked.includes(goods.id)}
                disabled={busy}
                aria-label={t.tick(goods.model)}
                onChange={(event) => send({ type: 'TICK', id: goods.id, on: event.target.checked })}
                css={tickStyle}
                position="absolute"
                top="10px"
                left="10px"
                zIndex="1"
              />
              <GoodsCardView goods={goods} eager />
              <Stack gap="2" bg="white" borderWidth="1px" borderTopWidth="0" borderColor="gray.200" px="3" pb="3" pt="2">
                <Text fontSize="12px" color="gray.600" data-volatile>
                  {t.collectedAt(formatChinaDate(goods.collectedAt))}
                </Text>
                <Flex gap="2">
                  <Button
                    size="xs"
                    colorPalette="brand"
                    flex="1"
                    disabled={busy}
                    aria-label={t.addOne(goods.model)}
                    onClick={() => send({ type: 'ADD_TO_CART', goodsId: goods.id, num: minimumQty({ min: goods.minOrderQty, pack: goods.packQty }) })}
                  >
                    {t.addToCart}
                  </Button>
                  <Button size="xs" variant="outline" flex="1" disabled={busy} aria-label={t.removeOne(goods.model)} onClick={() => send({ type: 'REMOVE', ids: [goods.id] })}>
                    {t.remove}
                  </Button>
                </Flex>
              </Stack>
            </chakra.li>
          ))}
        </chakra.ul>
        <PageButtons label={t.pagination} current={current} pages={page.pages} onPage={(n) => send({ type: 'PAGE', current: n })} />
      </Box>
    );
  }

  return <MemberLayout title={t.title}>{body}</MemberLayout>;
}

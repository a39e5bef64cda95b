// One goods on the 商品管理 page (/admin/catalogue/:goodsId): its head, the tier form (运营), the
// stock per warehouse with the correction form (仓库), the shelf state and the zones (运营); a
// form the role may not use is shown read-only. Thin: machines/staff/staff-catalogue-goods.ts holds the
// drafts, checks each form and sends it (and says what the view shows: mayAddTier,
// tierCellLocked, freeQty); this file wires the machine to the calls and lays the boxes out.
import { useMemo } from 'react';
import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { CatalogueDetail, PriceBody, ShelfBody, StockBody, ZoneBody } from '../../../../domain/staff/catalogue-payloads.ts';
import { catalogueGoodsMachine, newKeyPrefix } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { staffText } from '../text.ts';
import { fetchCatalogueGoods, savePriceTiers, saveShelf, saveStock, saveZones } from './api.ts';
import { CatalogueGoodsHead } from './catalogue-goods-head.tsx';
import { CatalogueShelfBox } from './catalogue-shelf-box.tsx';
import { CatalogueStockBox } from './catalogue-stock-box.tsx';
import { CatalogueStockForm } from './catalogue-stock-form.tsx';
import { CatalogueTiersForm } from './catalogue-tiers-form.tsx';
import { CatalogueZonesBox } from './catalogue-zones-box.tsx';
import { catalogueText as t } from './text.ts';

const logic = catalogueGoodsMachine.provide({
  actors: {
    fetchDetail: fromPromise<CatalogueDetail, { goodsId: number }>(({ input }) => fetchCatalogueGoods(input.goodsId)),
    savePrice: fromPromise<CatalogueDetail, PriceBody>(({ input }) => savePriceTiers(input)),
    saveShelf: fromPromise<CatalogueDetail, ShelfBody>(({ input }) => saveShelf(input)),
    saveZones: fromPromise<CatalogueDetail, ZoneBody>(({ input }) => saveZones(input)),
    saveStock: fromPromise<CatalogueDetail, StockBody>(({ input }) => saveStock(input)),
  },
});

export function CatalogueDetailView({ goodsId, mayEdit, mayStock }: { goodsId: number; mayEdit: boolean; mayStock: boolean }) {
  const keyPrefix = useMemo(() => newKeyPrefix(), []);
  const [state, send] = useMachine(logic, { input: { goodsId, mayEdit, mayStock, keyPrefix } });
  const ctx = state.context;
  const d = ctx.detail;
  const back = (
    <Link href="/catalogue">
      <chakra.span color="brand.700" fontSize="13px" textDecoration="underline">
        ← {t.back}
      </chakra.span>
    </Link>
  );
  if (state.matches('failed') && ctx.missing) return <MissingBlock title={t.missing} body={t.missingBody} action={<ButtonLink href="/catalogue">{t.back}</ButtonLink>} />;
  if (state.matches('failed')) {
    return (
      <Box>
        {back}
        <FailedBlock title={ctx.loadError || t.detailFailed} onRetry={() => send({ type: 'RETRY' })} />
      </Box>
    );
  }
  if (!d) return <LoadingBlock label={staffText.loading} height="320px" />;
  return (
    <Box aria-busy={!state.matches('ready')}>
      {back}
      <CatalogueGoodsHead detail={d} />
      {!mayEdit ? <Text fontSize="13px" color="gray.700" mb="3">{t.readOnly}</Text> : null}
      <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="4" alignItems="start">
        <Flex direction="column" gap="4">
          <CatalogueTiersForm detail={d} ctx={ctx} saving={state.matches('savingPrice')} send={send} />
          <CatalogueStockBox detail={d} form={mayStock ? <CatalogueStockForm detail={d} ctx={ctx} saving={state.matches('savingStock')} send={send} /> : null} />
        </Flex>
        <Flex direction="column" gap="4">
          <CatalogueShelfBox detail={d} ctx={ctx} saving={state.matches('savingShelf')} send={send} />
          <CatalogueZonesBox detail={d} ctx={ctx} saving={state.matches('savingZones')} send={send} />
        </Flex>
      </Grid>
    </Box>
  );
}

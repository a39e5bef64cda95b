// /product/:id (issue 5): gallery, the model's facts, price for the viewer with tiers, stock by
// warehouse, quantity and the buying buttons, the parameters table, and the model's conversions
// (equivalent models of other brands, linked to the goods we sell).
import { useEffect, useState } from 'react';
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useParams } from 'wouter';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { categoryHref } from '../../../../machines/catalogue/product-list-query.ts';
import { loadGoodsDetail, prefetchGoodsDetail } from '../api.ts';
import type { GoodsDetail } from '../api.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import goodsCss from '../../../ui/goods/goods.module.css';
import { StockLine } from '../../../ui/goods/stock-line.tsx';
import { goodsText } from '../../../ui/goods/text.ts';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { ProductBuyBox } from '../components/product-buy-box.tsx';
import { uiText } from '../../../ui/text.ts';
import { cat } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = cat.product;
const g = goodsText.goods;
const MAIN_IMAGE = 400;
const THUMB = 64;

// A deep link's product: its detail call starts as this chunk arrives (the entry loads it before
// the first render), not after the page has rendered (issue 20, LCP); loadGoodsDetail takes it.
const deepLinkId = /^\/product\/(\d{1,12})\/?$/i.exec(window.location.pathname)?.[1];
if (deepLinkId && Number(deepLinkId) > 0) prefetchGoodsDetail(Number(deepLinkId));

const detailMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => loadGoodsDetail(Number(input.key))),
  },
});

const Th = chakra('th', { base: { textAlign: 'left', fontWeight: '400', color: 'gray.600', bg: 'gray.50', px: '3', py: '2', width: '160px', borderWidth: '1px', borderColor: 'gray.200' } });
const Td = chakra('td', { base: { px: '3', py: '2', borderWidth: '1px', borderColor: 'gray.200' } });
const Tc = chakra('th', { base: { textAlign: 'left', fontWeight: '600', bg: 'gray.100', px: '3', py: '2', borderWidth: '1px', borderColor: 'gray.200' } });

function Gallery({ goods }: { goods: GoodsDetail }) {
  const images = goods.images.length ? goods.images : [goods.imageUrl];
  const [index, setIndex] = useState(0);
  const alt = g.imageAlt(goods.brandName, goods.model);
  return (
    <Box as="section" aria-label={t.gallery} width={`${MAIN_IMAGE}px`} flexShrink={0}>
      <Box borderWidth="1px" borderColor="gray.200">
        <GoodsImage src={images[index] ?? goods.imageUrl} alt={alt} size={MAIN_IMAGE - 2} eager priority />
      </Box>
      {images.length > 1 && (
        <Flex as="ul" listStyleType="none" m="0" p="0" mt="2" gap="2">
          {images.map((src, i) => (
            <li key={src}>
              <chakra.button
                type="button"
                aria-label={t.thumb(i + 1)}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                onMouseEnter={() => setIndex(i)}
                borderWidth="2px"
                borderColor={i === index ? 'brand.600' : 'gray.200'}
                cursor="pointer"
                display="block"
              >
                <GoodsImage src={src} alt="" size={THUMB} eager />
              </chakra.button>
            </li>
          ))}
        </Flex>
      )}
    </Box>
  );
}

function Facts({ goods }: { goods: GoodsDetail }) {
  const rows: [string, string][] = [
    [g.brand, `${goods.brand.name}${goods.brand.nameCn && goods.brand.nameCn !== goods.brand.name ? uiText.punctuation.parens(goods.brand.nameCn) : ''}${goods.brand.country ? ` · ${t.brandCountry(goods.brand.country)}` : ''}`],
    [g.model, goods.model],
    [g.code, goods.goodsCode],
    [g.unit, `${goods.unit} · ${g.minOrder(goods.minOrderQty, goods.unit)}${goods.packQty > 1 ? ` · ${g.pack(goods.packQty, goods.unit)}` : ''}`],
    goods.stockQty > 0 ? [g.leadTimeLabel, g.leadTime(goods.leadTimeDays)] : [g.restockLabel, g.restock(goods.leadTimeDays)],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="80px 1fr" rowGap="1" fontSize="13px" mt="3">
      {rows.map(([k, v]) => (
        <Box key={k} display="contents">
          <Box as="dt" color="gray.600">
            {k}
          </Box>
          <Box as="dd" color="gray.900">
            {v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function StockTable({ goods }: { goods: GoodsDetail }) {
  return (
    <Box as="section" aria-labelledby="stock-title" mt="4">
      <Flex align="baseline" gap="3" mb="2">
        <Heading as="h2" id="stock-title" fontSize="15px">
          {t.stockTitle}
        </Heading>
        <StockLine goods={goods} />
      </Flex>
      {goods.stock.length > 0 && (
        <chakra.table fontSize="13px" style={{ borderCollapse: 'collapse' }} data-testid="stock-table">
          <thead>
            <tr>
              <Tc>{t.warehouse}</Tc>
              <Tc>{t.city}</Tc>
              <Tc>{t.qty}</Tc>
            </tr>
          </thead>
          <tbody>
            {goods.stock.map((row) => (
              <tr key={row.warehouseId}>
                <Td>{row.warehouseName}</Td>
                <Td>{row.city}</Td>
                <Td textAlign="right">
                  {row.qty}
                  {goods.unit}
                </Td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </Box>
  );
}

function SpecsTable({ goods }: { goods: GoodsDetail }) {
  return (
    <Box as="section" aria-labelledby="specs-title" flex="1">
      <Heading as="h2" id="specs-title" fontSize="18px" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.600">
        {t.specsTitle}
      </Heading>
      <chakra.table width="100%" fontSize="13px" style={{ borderCollapse: 'collapse' }} data-testid="specs-table">
        <tbody>
          {goods.specs.map((spec) => (
            <tr key={spec.name}>
              <Th scope="row">{spec.name}</Th>
              <Td>{spec.value}</Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Conversions({ goods }: { goods: GoodsDetail }) {
  return (
    <Box as="section" aria-labelledby="conversions-title" width="360px" flexShrink={0}>
      <Heading as="h2" id="conversions-title" fontSize="18px" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.600">
        {t.conversionsTitle}
      </Heading>
      {goods.conversions.length === 0 ? (
        <Text fontSize="13px" color="gray.600">
          {t.conversionsNone}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" data-testid="conversions">
          {goods.conversions.map((c) => (
            <Flex as="li" key={`${c.brandName}-${c.model}`} justify="space-between" py="2" borderBottomWidth="1px" borderColor="gray.100" fontSize="13px">
              <Text as="span" color="gray.700" minW="80px">
                {c.brandName}
              </Text>
              {c.goodsId !== null ? (
                <Box flex="1">
                  <GoodsLink goodsId={c.goodsId} className={goodsCss.accentStrong}>
                    {c.model}
                  </GoodsLink>
                </Box>
              ) : (
                <Text as="span" fontWeight="700" flex="1">
                  {c.model}
                </Text>
              )}
              {c.goodsId === null && (
                <Text as="span" color="gray.600" fontSize="12px">
                  {t.notOnSale}
                </Text>
              )}
            </Flex>
          ))}
        </Stack>
      )}
      <AppLink href={`/modelTransition/search?keyword=${encodeURIComponent(goods.model)}`} display="inline-block" mt="3" fontSize="13px" color="brand.700" textDecoration="underline">
        {t.conversionsLookup}
      </AppLink>
    </Box>
  );
}

function Breadcrumb({ goods }: { goods: GoodsDetail }) {
  return (
    <Box as="nav" aria-label={t.breadcrumb} fontSize="13px" color="gray.600" mb="3">
      <Flex as="ol" listStyleType="none" m="0" p="0" gap="1" align="center" flexWrap="wrap">
        <li>
          <AppLink href="/" color="gray.700" _hover={{ color: 'brand.700' }}>
            {t.breadcrumbHome}
          </AppLink>
        </li>
        {goods.categoryPath.map((c) => (
          <Flex as="li" key={c.id} gap="1" align="center">
            <span aria-hidden="true">›</span>
            <AppLink href={categoryHref(c.id)} color="gray.700" _hover={{ color: 'brand.700' }}>
              {c.name}
            </AppLink>
          </Flex>
        ))}
        <Flex as="li" gap="1" align="center">
          <span aria-hidden="true">›</span>
          <span aria-current="page">{goods.model}</span>
        </Flex>
      </Flex>
    </Box>
  );
}

function ProductView({ goods }: { goods: GoodsDetail }) {
  useEffect(() => {
    document.title = `${goods.brandName} ${goods.model} ${goods.name} - ${uiText.site.name}`;
    return () => {
      document.title = uiText.site.title;
    };
  }, [goods]);
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="4" data-testid="product">
      <Breadcrumb goods={goods} />
      <Flex gap="8" align="flex-start">
        <Gallery goods={goods} />
        <Box flex="1" minWidth="0">
          <Heading as="h1" fontSize="24px" fontWeight="700" color="gray.900">
            {goods.brandName} {goods.model}
          </Heading>
          <Text mt="1" color="gray.700">
            {goods.name}
          </Text>
          <Facts goods={goods} />
          <Box mt="4">
            <ProductBuyBox key={goods.id} goods={goods} />
          </Box>
          <StockTable goods={goods} />
        </Box>
      </Flex>
      <Flex gap="8" mt="10" align="flex-start">
        <SpecsTable goods={goods} />
        <Conversions goods={goods} />
      </Flex>
    </Box>
  );
}

export default function ProductPage() {
  const { id } = useParams<{ id?: string }>();
  const valid = id !== undefined && /^\d{1,12}$/.test(id) && Number(id) > 0;
  if (!valid) {
    return (
      <Box width={CONTENT_WIDTH} mx="auto">
        <MissingBlock title={t.notFound} body={t.notFoundBody} action={<ButtonLink href="/productList">{t.backToList}</ButtonLink>} />
      </Box>
    );
  }
  return <LoadedProduct id={id} />;
}

function LoadedProduct({ id }: { id: string }) {
  const [snapshot, send] = useMachine(detailMachine, { input: { key: id } });
  useEffect(() => {
    send({ type: 'LOAD', key: id });
  }, [id, send]);
  const goods = snapshot.context.data as GoodsDetail | null;
  if (snapshot.matches('notFound')) {
    return (
      <Box width={CONTENT_WIDTH} mx="auto">
        <MissingBlock title={t.notFound} body={t.notFoundBody} action={<ButtonLink href="/productList">{t.backToList}</ButtonLink>} />
      </Box>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <Box width={CONTENT_WIDTH} mx="auto">
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      </Box>
    );
  }
  // Taller than the first screen below the header (940 px high in Lighthouse's desktop run), so the
  // footer is not in view while the goods load and moves unseen when they arrive (no layout shift).
  if (!snapshot.matches('ready') || !goods) return <LoadingBlock label={t.loading} height="800px" />;
  return <ProductView goods={goods} />;
}

// The home page (issue 5): the category menu with its fly-out beside the banners, quick ways to
// find a part, the special zones, recommended categories, hot and new goods, and brands. Every
// block has a fixed size so nothing moves while data and pictures arrive; pictures below the
// fold load lazily. Data that arrives is rendered in the background (useDeferredValue into
// memoised blocks), in small slices that never block input for long.
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { sessionActor } from '../../../lib/session.ts';
import { categories, headerZones } from '../header-data.ts';
import { useResource } from '../../../lib/resource.ts';
import type { Resource } from '../../../lib/resource.ts';
import { EMPTY_QUERY, categoryHref, listHref } from '../../../../machines/catalogue/list-url.ts';
import { AppLink } from '../../../ui/links.tsx';
import type { BrandSummary, RecommendedCategory, SpecialZone } from '../api.ts';
import { BannerCarousel, BANNER_HEIGHT } from '../components/banner-carousel.tsx';
import { CategoryMenu, MENU_HEIGHT } from '../components/category-menu.tsx';
import { homeBanners, homeBrands, recommendedCategories, shelf, SHELF_SIZE } from '../home-data.ts';
import { homeText } from '../home/text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = homeText;
const NONE: never[] = [];

// The hot and new goods shelves are far below the fold: their cards (price, stock, picture, with
// their machine) load after the first paint, into the shelves' fixed-height boxes (issue 20: the
// first load of `/`).
const GoodsGrid = lazy(() => import('../components/goods-grid.tsx').then((m) => ({ default: m.GoodsGrid })));

// The banners hold the page's largest picture (its LCP): their call starts as soon as this chunk is
// in, not after the page has rendered once (issue 20, Lighthouse). A resource loads once, so the
// banner block's own read later finds it loading or ready.
homeBanners.load();

/**
 * A resource's list, handed to the view as a deferred (background-rendered) value, and whether
 * the block is still busy (loading, or its new data not rendered yet: aria-busy).
 */
function useDeferredList<T>(resource: Resource<T[]>): { list: T[]; busy: boolean } {
  const state = useResource(resource);
  const latest = state.status === 'ready' ? state.data : NONE;
  const list = useDeferredValue(latest);
  return { list, busy: state.status === 'idle' || state.status === 'loading' || list !== latest };
}

interface SectionProps {
  id: string;
  title: string;
  more?: string;
  height: string;
  busy: boolean;
  children: ReactNode;
}

function Section({ id, title, more, height, busy, children }: SectionProps) {
  return (
    <Box as="section" aria-labelledby={id} aria-busy={busy} mt="8">
      <Flex align="baseline" justify="space-between" borderBottomWidth="2px" borderColor="brand.600" pb="2" mb="4">
        <Heading as="h2" id={id} fontSize="20px" fontWeight="700" color="gray.900">
          {title}
        </Heading>
        {more && (
          <AppLink href={more} fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }}>
            {t.more} ›
          </AppLink>
        )}
      </Flex>
      <Box minHeight={height}>{children}</Box>
    </Box>
  );
}

const QUICK_LINKS = [
  { href: '/modelTransition/search', title: t.quickTransition, body: t.quickTransitionBody },
  { href: '/batchInquiry', title: t.quickBatch, body: t.quickBatchBody },
  { href: '/enterpriseCertification', title: t.quickCertify, body: t.quickCertifyBody },
  { href: '/helpCenter', title: t.quickGenuine, body: t.quickGenuineBody },
];

function QuickLinks() {
  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="2" mt="2" height={`${MENU_HEIGHT - BANNER_HEIGHT - 8}px`}>
      {QUICK_LINKS.map((link) => (
        <Box as="li" key={link.href} flex="1">
          <AppLink
            href={link.href}
            display="flex"
            flexDirection="column"
            justifyContent="center"
            height="100%"
            px="4"
            bg="gray.50"
            borderWidth="1px"
            borderColor="gray.200"
            _hover={{ borderColor: 'brand.600', textDecoration: 'none' }}
          >
            <Text as="span" fontWeight="700" fontSize="15px" color="gray.900">
              {link.title}
            </Text>
            <Text as="span" fontSize="12px" color="gray.600">
              {link.body}
            </Text>
          </AppLink>
        </Box>
      ))}
    </Flex>
  );
}

function Zones() {
  const { list: zones, busy } = useDeferredList(headerZones);
  return (
    <Section id="home-zones" title={t.zonesTitle} height="278px" busy={busy}>
      <ZoneTiles zones={zones} />
    </Section>
  );
}

const ZoneTiles = memo(function ZoneTiles({ zones }: { zones: readonly SpecialZone[] }) {
  return (
    <>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(3, 392px)" justifyContent="space-between" rowGap="4">
        {zones.map((zone) => (
          <li key={String(zone.id)}>
            <AppLink href={`/special?id=${encodeURIComponent(String(zone.id))}`} display="block" _hover={{ opacity: 0.92 }}>
              {zone.bannerUrl ? (
                <chakra.img
                  src={zone.bannerUrl}
                  alt={zone.name}
                  htmlWidth="392"
                  htmlHeight="131"
                  width="392px"
                  height="131px"
                  loading="lazy"
                  decoding="async"
                  bg="gray.100"
                />
              ) : (
                <Flex width="392px" height="131px" bg="gray.100" align="center" justify="center" fontSize="18px" fontWeight="700">
                  {zone.name}
                </Flex>
              )}
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </>
  );
});

function RecommendedCategories() {
  const { list, busy } = useDeferredList(recommendedCategories);
  return (
    <Section id="home-categories" title={t.recommendTitle} height="316px" busy={busy}>
      <CategoryTiles list={list} />
    </Section>
  );
}

const CategoryTiles = memo(function CategoryTiles({ list }: { list: readonly RecommendedCategory[] }) {
  return (
    <>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(6, 188px)" justifyContent="space-between" rowGap="4">
        {list.map((c) => (
          <li key={c.id}>
            <AppLink
              href={categoryHref(c.id)}
              display="flex"
              flexDirection="column"
              alignItems="center"
              height="150px"
              pt="3"
              borderWidth="1px"
              borderColor="gray.200"
              _hover={{ borderColor: 'brand.600', textDecoration: 'none' }}
            >
              {c.imageUrl ? (
                <chakra.img src={c.imageUrl} alt="" htmlWidth="88" htmlHeight="88" width="88px" height="88px" loading="lazy" decoding="async" />
              ) : (
                <Box width="88px" height="88px" bg="gray.100" />
              )}
              <Text as="span" mt="2" fontSize="14px" fontWeight="600" color="gray.900">
                {c.name}
              </Text>
              <Text as="span" fontSize="12px" color="gray.600">
                {c.parentName} · {c.goodsCount}
              </Text>
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </>
  );
});

function Shelf({ type }: { type: 'new' | 'hot' }) {
  const token = useSelector(sessionActor, (s) => s.context.token);
  const { list: records, busy } = useDeferredList(shelf(type, token));
  const title = type === 'new' ? t.newTitle : t.hotTitle;
  return (
    <Section id={`home-${type}`} title={title} more={type === 'hot' ? listHref({ ...EMPTY_QUERY, sort: 'sales' }) : undefined} height={SHELF_SIZE > 5 ? '720px' : '352px'} busy={busy}>
      <Suspense fallback={null}>
        <GoodsGrid records={records} columns={5} label={title} />
      </Suspense>
    </Section>
  );
}

function Brands() {
  const { list: brands, busy } = useDeferredList(homeBrands);
  return (
    <Section id="home-brands" title={t.brandsTitle} height="192px" busy={busy}>
      <BrandTiles brands={brands} />
    </Section>
  );
}

const BrandTiles = memo(function BrandTiles({ brands }: { brands: readonly BrandSummary[] }) {
  return (
    <>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns="repeat(8, 140px)" justifyContent="space-between" rowGap="3">
        {brands.map((brand) => (
          <li key={brand.id}>
            <AppLink href={listHref({ ...EMPTY_QUERY, brandIds: [brand.id] })} display="block" _hover={{ opacity: 0.85 }}>
              {brand.logoUrl ? (
                <chakra.img
                  src={brand.logoUrl}
                  alt={brand.nameCn && brand.nameCn !== brand.name ? `${brand.name} ${brand.nameCn}` : brand.name}
                  htmlWidth="140"
                  htmlHeight="56"
                  width="140px"
                  height="56px"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <Flex width="140px" height="56px" borderWidth="1px" borderColor="gray.200" align="center" justify="center" fontWeight="700">
                  {brand.name}
                </Flex>
              )}
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </>
  );
});

export default function HomePage() {
  const { list: tree, busy: treeBusy } = useDeferredList(categories);
  const { list: banners, busy: bannersBusy } = useDeferredList(homeBanners);
  return (
    <Box width={CONTENT_WIDTH} mx="auto" pt="4" pb="8">
      <Heading as="h1" srOnly>
        {t.heading}
      </Heading>
      <Flex height={`${MENU_HEIGHT}px`} position="relative" aria-busy={treeBusy || bannersBusy}>
        <CategoryMenu tree={tree} />
        <Box>
          <BannerCarousel banners={banners} />
          <QuickLinks />
        </Box>
      </Flex>
      <Zones />
      <RecommendedCategories />
      <Shelf type="hot" />
      <Shelf type="new" />
      <Brands />
    </Box>
  );
}

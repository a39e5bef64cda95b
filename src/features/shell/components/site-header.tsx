// Header (spec 2.5): logo, search box, batch inquiry and model conversion, hot keywords, the
// category label and the navigation with the special zones (highlight by topHeaderCurrent).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'wouter';
import { routeGuardActor } from '../../../lib/session.ts';
import { useResource, useResourceData } from '../../../lib/resource.ts';
import { categories, headerZones, hotSearch } from '../../catalogue/public.ts';
import type { Category, SpecialZone } from '../../catalogue/public.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { HoverMenu } from '../../../ui/hover-menu.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { SkipLink } from '../../../ui/skip-link.tsx';
import { SearchBox, productListHref } from './search-box.tsx';
import { categoryHref } from '../../../../machines/catalogue/list-url.ts';
import { zh } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = zh.header;

interface NavItem {
  label: string;
  href: string;
  index: number;
  zoneId?: string;
  /** Placed after the special zones: it moves when they arrive, so it is not shown before. */
  afterZones?: boolean;
}

function navItems(zones: readonly SpecialZone[]): NavItem[] {
  return [
    { label: t.nav.home, href: '/', index: 0 },
    { label: t.nav.allGoods, href: '/productList', index: 1 },
    { label: t.nav.pointMall, href: '/pointMall', index: 9 },
    ...zones.map((zone) => ({
      label: zone.name,
      href: `/special?id=${encodeURIComponent(String(zone.id))}`,
      index: 8,
      zoneId: String(zone.id),
    })),
    { label: t.nav.serve, href: '/serve/serveList', index: 2, afterZones: true },
    { label: t.nav.about, href: '/helpCenter', index: 3, afterZones: true },
    { label: t.nav.cooperation, href: '/cooperation', index: 4, afterZones: true },
    { label: t.nav.media, href: '/media/mediaList', index: 5, afterZones: true },
  ];
}

function HotKeywords() {
  const words = useResourceData(hotSearch) ?? [];
  return (
    <HStack gap="3" mt="2" fontSize="12px" color="gray.600" minH="18px" overflow="hidden" whiteSpace="nowrap" data-volatile="hot-search">
      <Text as="span">{t.hotSearch}</Text>
      <HStack as="ul" aria-label={t.hotSearchLabel} listStyleType="none" gap="3" m="0" p="0">
        {words.map((word) => (
          <li key={word.goodsModel}>
            <AppLink href={productListHref(word.goodsModel)} color="gray.600" _hover={{ color: 'brand.700' }}>
              {word.goodsModel}
            </AppLink>
          </li>
        ))}
      </HStack>
    </HStack>
  );
}

const NO_CATEGORIES: readonly Category[] = [];
const NO_ZONES: readonly SpecialZone[] = [];

function CategoryPanel({ tree }: { tree: readonly Category[] }) {
  return (
    <Stack as="ul" aria-label={t.categoryMenuLabel} listStyleType="none" m="0" p="3" gap="2" width="560px">
      {tree.map((top) => (
        <Flex as="li" key={String(top.id)} gap="3" align="baseline">
          <AppLink href={categoryHref(Number(top.id))} fontWeight="600" color="gray.800" minW="96px" _hover={{ color: 'brand.700' }}>
            {top.name}
          </AppLink>
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" flexWrap="wrap">
            {(top.children ?? []).map((child) => (
              <li key={String(child.id)}>
                <AppLink href={categoryHref(Number(child.id))} fontSize="12px" color="gray.600" _hover={{ color: 'brand.700' }}>
                  {child.name}
                </AppLink>
              </li>
            ))}
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}

function MainNav() {
  const zonesState = useResource(headerZones);
  const zones = zonesState.status === 'ready' ? zonesState.data : NO_ZONES;
  // The entries after the zones keep their place hidden until the zones are in (or failed), so
  // their arrival moves nothing that was shown (no layout shift; issue 20, Lighthouse).
  const zonesSettled = zonesState.status === 'ready' || zonesState.status === 'error';
  const current = useSelector(routeGuardActor, (s) => s.context.topHeaderCurrent);
  const [query] = useSearchParams();
  const tree = useResourceData(categories) ?? [];
  const zoneId = query.get('id');
  // The category panel (about 60 links) is built when the pointer or focus first reaches the
  // menu, not with every page's first paint.
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  return (
    <Box borderBottomWidth="2px" borderColor="brand.600">
      <Flex width={CONTENT_WIDTH} mx="auto" height="40px" align="stretch">
        <Box onMouseEnter={arm} onFocus={arm}>
          <HoverMenu
            label={t.category}
            width="180px"
            height="40px"
            triggerProps={{ bg: 'brand.600', color: 'white', fontSize: '15px', fontWeight: '600', borderRadius: '0' }}
          >
            <CategoryPanel tree={armed ? tree : NO_CATEGORIES} />
          </HoverMenu>
        </Box>
        <chakra.nav aria-label={t.navLabel} ml="3" flex="1">
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="0" minHeight="40px" flexWrap="wrap">
            {navItems(zones).map((item) => {
              const active = item.index === current && (item.zoneId === undefined || item.zoneId === zoneId);
              return (
                <li key={item.href} style={item.afterZones && !zonesSettled ? { visibility: 'hidden' } : undefined}>
                  <AppLink
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    display="flex"
                    alignItems="center"
                    height="40px"
                    px="2"
                    fontSize="14px"
                    whiteSpace="nowrap"
                    color={active ? 'brand.700' : 'gray.800'}
                    fontWeight={active ? '700' : '500'}
                    _hover={{ color: 'brand.700', textDecoration: 'none' }}
                  >
                    {item.label}
                  </AppLink>
                </li>
              );
            })}
          </HStack>
        </chakra.nav>
      </Flex>
    </Box>
  );
}

/** `cartBadge`: the cart's line count on the 购物车 button (the layout passes the cart's badge). */
export function SiteHeader({ cartBadge }: { cartBadge?: ReactNode }) {
  const onResults = useSelector(routeGuardActor, (s) => s.context.routeName === 'productList');
  return (
    <Box bg="white" data-region="site-header">
      <Flex width={CONTENT_WIDTH} mx="auto" py="5" align="flex-start" justify="space-between">
        <Logo />
        {/* A fixed width: the hot keywords arriving must not move the search box (layout shift). */}
        <Box width="660px" position="relative">
          <SearchBox />
          {/* From the search box straight to the results, past the hot keywords, menus and facets. */}
          {onResults && <SkipLink target="search-results">{zh.skip.toResults}</SkipLink>}
          <HotKeywords />
        </Box>
        <HStack gap="3" pt="1">
          <ButtonLink href="/shoppingCart" variant="outline" colorPalette="brand" height="40px" data-testid="header-cart">
            {t.cart}
            {cartBadge}
          </ButtonLink>
          <ButtonLink href="/batchInquiry" variant="outline" colorPalette="brand" height="40px">
            {t.batchInquiry}
          </ButtonLink>
          <ButtonLink href="/modelTransition/search" variant="outline" colorPalette="brand" height="40px">
            {t.modelTransition}
          </ButtonLink>
        </HStack>
      </Flex>
      <MainNav />
    </Box>
  );
}

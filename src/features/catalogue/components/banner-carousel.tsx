// Home banners from the ad slot home_banner (the server's SVGs): one at a time at a fixed size,
// dots and arrows to choose, advancing every few seconds unless the pointer or focus is on it
// or the viewer prefers reduced motion. No carousel library: a few lines and plain images.
import { memo, useEffect, useState } from 'react';
import { Box, chakra, HStack } from '@chakra-ui/react';
import type { AdImage } from '../api.ts';
import { AppLink } from '../../../ui/links.tsx';
import { homeText } from '../home/text.ts';

export const BANNER_WIDTH = 980;
export const BANNER_HEIGHT = 327;
const ADVANCE_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '32px',
  height: '48px',
  bg: 'blackAlpha.500',
  color: 'white',
  fontSize: '22px',
  cursor: 'pointer',
  _hover: { bg: 'blackAlpha.700' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-4px' },
} as const;

export const BannerCarousel = memo(function BannerCarousel({ banners }: { banners: readonly AdImage[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = count > 0 ? Math.min(index, count - 1) : 0;
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={homeText.bannersLabel}
      position="relative"
      width={`${BANNER_WIDTH}px`}
      height={`${BANNER_HEIGHT}px`}
      bg="gray.100"
      overflow="hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, i) => (
        <Box key={banner.id} display={i === current ? 'block' : 'none'} aria-hidden={i === current ? undefined : 'true'}>
          <AppLink href={banner.linkUrl ?? '/'} display="block" tabIndex={i === current ? 0 : -1}>
            <chakra.img
              src={banner.imageUrl}
              alt={banner.title}
              htmlWidth={String(BANNER_WIDTH)}
              htmlHeight={String(BANNER_HEIGHT)}
              width={`${BANNER_WIDTH}px`}
              height={`${BANNER_HEIGHT}px`}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding={i === 0 ? 'sync' : 'async'}
              objectFit="cover"
            />
          </AppLink>
        </Box>
      ))}
      {count > 1 && (
        <>
          <chakra.button type="button" aria-label={homeText.bannerPrev} left="0" css={arrow} onClick={() => setIndex((current - 1 + count) % count)}>
            ‹
          </chakra.button>
          <chakra.button type="button" aria-label={homeText.bannerNext} right="0" css={arrow} onClick={() => setIndex((current + 1) % count)}>
            ›
          </chakra.button>
          <HStack position="absolute" bottom="3" left="50%" transform="translateX(-50%)" gap="2">
            {banners.map((banner, i) => (
              <chakra.button
                key={banner.id}
                type="button"
                aria-label={homeText.bannerDot(i + 1, banner.title)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                width={i === current ? '24px' : '10px'}
                height="10px"
                borderRadius="full"
                bg={i === current ? 'white' : 'whiteAlpha.700'}
                borderWidth="1px"
                borderColor="blackAlpha.400"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
              />
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
});

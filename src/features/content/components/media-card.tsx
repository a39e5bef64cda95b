// One media article as a card: cover (or the designed placeholder when it has none), category,
// title, summary and date; the whole title is the link to /media/mediaDetail?id=.
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { chinaDateKey } from '../../../../domain/shared/china-time.ts';
import type { MediaCard as Card } from '../api.ts';
import { AppLink } from '../../../ui/links.tsx';
import { contentText } from '../text.ts';

const t = contentText.media;

export const mediaDetailHref = (id: number) => `/media/mediaDetail?id=${id}`;
export const articleDate = (iso: string) => chinaDateKey(new Date(iso));

/** The cover at the banners' 3:1 (1200x400), so the whole picture shows. */
export function MediaCover({ card }: { card: Pick<Card, 'coverUrl' | 'catName'> }) {
  if (card.coverUrl) return <chakra.img src={card.coverUrl} alt="" width="100%" aspectRatio="3 / 1" objectFit="cover" display="block" loading="lazy" />;
  return (
    <Flex aspectRatio="3 / 1" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" direction="column" align="center" justify="center" color="white" aria-hidden="true">
      <Text fontSize={{ base: '18px' }} fontWeight="700" letterSpacing="0.1em">
        {t.noCover}
      </Text>
      <Text fontSize="13px" mt="1" opacity={0.85}>
        {card.catName}
      </Text>
    </Flex>
  );
}

export function MediaCard({ card, compact = false }: { card: Card; compact?: boolean }) {
  const headingId = `media-card-${card.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} bg="white" borderWidth="1px" borderColor="gray.200" overflow="hidden" data-testid="media-card" _hover={{ borderColor: 'brand.500', boxShadow: 'sm' }}>
      <MediaCover card={card} />
      <Box p="4">
        <Text fontSize="12px" color="brand.700" fontWeight="700">
          {card.catName}
        </Text>
        <Heading as={compact ? 'h3' : 'h2'} id={headingId} fontSize={compact ? '14px' : '16px'} mt="1" lineHeight="1.5" lineClamp={2}>
          <AppLink href={mediaDetailHref(card.id)} color="gray.900" _hover={{ color: 'brand.700' }}>
            {card.title}
          </AppLink>
        </Heading>
        {!compact && card.summary && (
          <Text fontSize="13px" color="gray.700" mt="2" lineClamp={2} lineHeight="1.7">
            {card.summary}
          </Text>
        )}
        <chakra.time dateTime={card.publishedAt} data-volatile="" display="inline-block" fontSize="12px" color="gray.600" mt="2">
          {articleDate(card.publishedAt)}
        </chakra.time>
      </Box>
    </Box>
  );
}

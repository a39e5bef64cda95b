// 资讯详情 (/media/mediaDetail?id=): the article with its date and category, previous/next in
// its category, related articles and the way back to the list. A missing or unknown id shows a
// clear not-found state.
import { useEffect } from 'react';
import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import type { ArticleLink } from '../../../../domain/content/content-answers.ts';
import { fetchArticle, type ArticleDetail } from '../api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { articleDate, MediaCard, mediaDetailHref } from '../components/media-card.tsx';
import { contentText } from '../text.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = contentText.media;

/** Not a media article reads as not found too (help articles have their own page). */
class NotMedia extends Error {
  status = 404;
}

const detailMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(async ({ input }) => {
      if (!/^\d{1,12}$/.test(input.key) || Number(input.key) < 1) throw new NotMedia();
      const article = await fetchArticle(Number(input.key));
      if (article.kind !== 'media') throw new NotMedia();
      return article;
    }),
  },
});

function Neighbour({ prefix, link }: { prefix: string; link: ArticleLink | null }) {
  return (
    <Text fontSize="14px" color="gray.700" lineClamp={1}>
      {prefix}
      {link ? (
        <AppLink href={mediaDetailHref(link.id)} color="brand.700" textDecoration="underline">
          {link.title}
        </AppLink>
      ) : (
        t.none
      )}
    </Text>
  );
}

export default function MediaDetailPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [snapshot, send] = useMachine(detailMachine, { input: { key: id } });
  useEffect(() => {
    send({ type: 'LOAD', key: id });
  }, [id, send]);
  const article = snapshot.context.data as ArticleDetail | null;

  if (snapshot.matches('notFound')) {
    return (
      <Box width={CONTENT_WIDTH} mx="auto" py="6" data-testid="media-missing">
        <MissingBlock title={t.missingTitle} body={t.missingBody} action={<ButtonLink href="/media/mediaList">{t.back}</ButtonLink>} />
      </Box>
    );
  }
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!article) return <LoadingBlock label={t.loading} />;

  return (
    <Flex width={CONTENT_WIDTH} mx="auto" py="6" gap="6" align="flex-start">
      <Box as="article" aria-labelledby="media-title" aria-busy={snapshot.matches('loading')} flex="1" minWidth="0" bg="white" borderWidth="1px" borderColor="gray.200" px="10" py="8">
        <AppLink href="/media/mediaList" fontSize="13px" color="brand.700" textDecoration="underline">
          {t.back}
        </AppLink>
        <Heading as="h1" id="media-title" fontSize="24px" mt="4" lineHeight="1.4" color="gray.900">
          {article.title}
        </Heading>
        <Flex gap="6" fontSize="13px" color="gray.600" mt="3" pb="4" borderBottomWidth="1px" borderColor="gray.200">
          <Text>
            {t.published}
            <time dateTime={article.publishedAt} data-volatile="">{articleDate(article.publishedAt)}</time>
          </Text>
          <Text>
            {t.category}
            <AppLink href={`/media/mediaList?categoryId=${article.catId}`} color="brand.700">
              {article.catName}
            </AppLink>
          </Text>
        </Flex>
        {article.summary && (
          <Text mt="4" px="4" py="3" bg="gray.50" borderLeftWidth="3px" borderColor="brand.600" color="gray.800" fontSize="14px">
            {article.summary}
          </Text>
        )}
        <ArticleBody html={article.content} />
        <Stack gap="1" mt="8" pt="4" borderTopWidth="1px" borderColor="gray.200" data-testid="media-neighbours">
          <Neighbour prefix={t.prev} link={article.prev} />
          <Neighbour prefix={t.next} link={article.next} />
        </Stack>
      </Box>
      <Box as="aside" aria-labelledby="media-related" width="300px" flexShrink={0}>
        <Heading as="h2" id="media-related" fontSize="16px" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.700">
          {t.related}
        </Heading>
        <SimpleGrid columns={1} gap="4" data-testid="media-related">
          {article.related.map((card) => (
            <MediaCard key={card.id} card={card} compact />
          ))}
        </SimpleGrid>
      </Box>
    </Flex>
  );
}

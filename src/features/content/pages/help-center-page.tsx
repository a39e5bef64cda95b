// 帮助中心 (/helpCenter?type=<label>&value=<articleId>): the category tree on the left, the
// selected article (sanitised HTML from the server) with previous/next and "was this helpful",
// and search within help. The URL names the article; machines/content/help-center.ts decides.
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearchParams } from 'wouter';
import { helpCenterMachine, categoryOf, type VoteInput } from '../../../../machines/content/help-center.ts';
import type { ArticleLink } from '../../../../domain/content/content-answers.ts';
import { fetchArticle, fetchHelpCatalogue, searchHelp, voteArticle } from '../api.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { articleDate } from '../components/media-card.tsx';
import { contentText } from '../text.ts';
import { AppLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';

const t = contentText.help;

export const helpHref = (a: { label: string; id: number }) => `/helpCenter?type=${encodeURIComponent(a.label)}&value=${a.id}`;

const machine = helpCenterMachine.provide({
  actors: {
    loadCatalogue: fromPromise(() => fetchHelpCatalogue()),
    loadArticle: fromPromise<Awaited<ReturnType<typeof fetchArticle>>, { id: number }>(({ input }) => fetchArticle(input.id)),
    search: fromPromise<Awaited<ReturnType<typeof searchHelp>>, { keyword: string }>(({ input }) => searchHelp(input.keyword)),
    vote: fromPromise<Awaited<ReturnType<typeof voteArticle>>, VoteInput>(({ input }) => voteArticle(input.articleId, input.helpful)),
  },
});

function Neighbour({ prefix, link }: { prefix: string; link: ArticleLink | null }) {
  return (
    <Text fontSize="14px" color="gray.700" lineClamp={1}>
      {prefix}
      {link ? (
        <AppLink href={helpHref(link)} color="brand.700" textDecoration="underline">
          {link.title}
        </AppLink>
      ) : (
        t.none
      )}
    </Text>
  );
}

export default function HelpCenterPage() {
  const [query] = useSearchParams();
  const type = query.get('type');
  const value = query.get('value');
  const [snapshot, send] = useMachine(machine, { input: { type, value } });
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    send({ type: 'SELECT', selection: { type, value } });
  }, [type, value, send]);

  const ctx = snapshot.context;
  if (snapshot.matches('loadingCatalogue')) return <LoadingBlock label={t.loading} />;
  if (snapshot.matches('catalogueFailed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;

  const openCat = categoryOf(ctx.catalogue, ctx.selectedId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SEARCH', keyword });
  };
  const article = ctx.article;
  const voting = snapshot.matches({ ready: { article: { shown: 'voting' } } });

  return (
    <Flex width={CONTENT_WIDTH} mx="auto" py="6" gap="6" align="flex-start">
      <Box as="nav" aria-label={t.treeLabel} width="220px" flexShrink={0} bg="white" borderWidth="1px" borderColor="gray.200">
        <Heading as="h2" fontSize="16px" px="4" py="3" bg="brand.700" color="white">
          {contentText.pages.helpCenter}
        </Heading>
        {ctx.catalogue.map((cat) => (
          <Box key={cat.catId} borderTopWidth="1px" borderColor="gray.200">
            <Text fontWeight="700" fontSize="14px" px="4" pt="3" pb="1" color={cat.catId === openCat ? 'brand.700' : 'gray.900'}>
              {cat.catName}
            </Text>
            <chakra.ul listStyleType="none" pb="2">
              {cat.articles.map((a) => {
                const current = a.id === ctx.selectedId;
                return (
                  <li key={a.id}>
                    <AppLink
                      href={helpHref(a)}
                      aria-current={current ? 'page' : undefined}
                      display="block"
                      px="4"
                      pl="6"
                      py="1"
                      fontSize="13px"
                      color={current ? 'brand.700' : 'gray.700'}
                      fontWeight={current ? '700' : '400'}
                      bg={current ? 'brand.50' : undefined}
                      _hover={{ color: 'brand.700' }}
                    >
                      {a.title}
                    </AppLink>
                  </li>
                );
              })}
            </chakra.ul>
          </Box>
        ))}
      </Box>

      <Box flex="1" minWidth="0">
        <Box mb="4">
          <form onSubmit={submit} role="search" aria-label={t.searchLabel}>
            <Flex gap="2">
              <Input
                name="keyword"
                aria-label={t.searchLabel}
                placeholder={t.searchPlaceholder}
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                bg="white"
                maxLength={80}
                aria-invalid={ctx.keywordError ? true : undefined}
                aria-describedby={ctx.keywordError ? 'help-keyword-error' : undefined}
              />
              <Button type="submit" colorPalette="brand" px="6">
                {t.searchButton}
              </Button>
            </Flex>
            {ctx.keywordError && (
              <Text id="help-keyword-error" role="alert" color="red.700" fontSize="13px" mt="1">
                {ctx.keywordError === 'empty' ? t.keywordEmpty : t.keywordTooLong}
              </Text>
            )}
          </form>
        </Box>

        {!snapshot.matches({ ready: { search: 'idle' } }) && (
          <Box as="section" aria-labelledby="help-results" bg="white" borderWidth="1px" borderColor="gray.200" p="4" mb="4" data-testid="help-results">
            <Flex justify="space-between" align="center">
              <Heading as="h2" id="help-results" fontSize="16px">
                {snapshot.matches({ ready: { search: 'searching' } }) ? t.searching : t.resultsTitle(ctx.searched ?? '', ctx.hits?.length ?? 0)}
              </Heading>
              <Button size="sm" variant="ghost" onClick={() => send({ type: 'CLEAR_SEARCH' })}>
                {t.clearSearch}
              </Button>
            </Flex>
            {snapshot.matches({ ready: { search: 'failed' } }) && <Text color="red.700">{t.searchFailed}</Text>}
            {snapshot.matches({ ready: { search: 'results' } }) &&
              (ctx.hits && ctx.hits.length > 0 ? (
                <Stack as="ol" gap="3" mt="3" listStyleType="none">
                  {ctx.hits.map((hit) => (
                    <li key={hit.id}>
                      <AppLink href={helpHref(hit)} color="brand.700" fontWeight="700" textDecoration="underline">
                        {hit.title}
                      </AppLink>
                      <Text as="span" fontSize="12px" color="gray.600" ml="2">
                        {hit.catName}
                      </Text>
                      <Text fontSize="13px" color="gray.700" mt="1">
                        {hit.snippet}
                      </Text>
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text mt="3" color="gray.700">
                  {t.noResults}
                </Text>
              ))}
          </Box>
        )}

        <Box as="article" aria-labelledby="help-article-title" bg="white" borderWidth="1px" borderColor="gray.200" px="8" py="6" minHeight="480px">
          {snapshot.matches({ ready: { article: 'missing' } }) && (
            <Box py="12" textAlign="center" data-testid="help-missing">
              <Heading as="h1" id="help-article-title" fontSize="20px">
                {t.missingTitle}
              </Heading>
              <Text mt="3" color="gray.700">
                {t.missingBody}
              </Text>
            </Box>
          )}
          {snapshot.matches({ ready: { article: 'failed' } }) && <FailedBlock title={t.articleFailed} onRetry={() => send({ type: 'RETRY' })} />}
          {snapshot.matches({ ready: { article: 'loading' } }) && !article && <LoadingBlock label={t.loadingArticle} height="400px" />}
          {article && (
            <Box aria-busy={snapshot.matches({ ready: { article: 'loading' } })}>
              <Heading as="h1" id="help-article-title" fontSize="22px" color="gray.900">
                {article.title}
              </Heading>
              <Text fontSize="12px" color="gray.600" mt="2" pb="3" borderBottomWidth="1px" borderColor="gray.200">
                {article.catName} · {t.updated}
                <time dateTime={article.publishedAt} data-volatile="">
                  {articleDate(article.publishedAt)}
                </time>
              </Text>
              <ArticleBody html={article.content} />

              <Box as="section" aria-labelledby="help-feedback" mt="8" py="5" borderTopWidth="1px" borderBottomWidth="1px" borderColor="gray.200" textAlign="center" data-testid="help-feedback">
                <Heading as="h2" id="help-feedback" fontSize="15px" fontWeight="700">
                  {t.feedbackQuestion}
                </Heading>
                <Flex gap="4" justify="center" mt="3">
                  {([true, false] as const).map((helpful) => (
                    <Button
                      key={String(helpful)}
                      variant={ctx.myVote === helpful ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={ctx.myVote === helpful}
                      disabled={voting}
                      onClick={() => send({ type: 'VOTE', helpful })}
                    >
                      {helpful ? t.helpful : t.unhelpful}
                      {t.count(helpful ? (ctx.counts?.helpful ?? 0) : (ctx.counts?.unhelpful ?? 0))}
                    </Button>
                  ))}
                </Flex>
                <Text role="status" fontSize="13px" mt="2" minHeight="20px" color={ctx.voteError ? 'red.700' : 'gray.700'}>
                  {voting ? t.voting : (ctx.voteError ?? (ctx.myVote !== null ? t.thanks : ''))}
                </Text>
              </Box>

              <Stack gap="1" mt="4" data-testid="help-neighbours">
                <Neighbour prefix={t.prev} link={article.prev} />
                <Neighbour prefix={t.next} link={article.next} />
              </Stack>
            </Box>
          )}
        </Box>
      </Box>
    </Flex>
  );
}

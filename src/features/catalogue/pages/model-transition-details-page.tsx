// /modelTransition/details?id= (issue 5): one group of equivalent models: its standard,
// category and parameters, and every brand's model with our price, stock and a link to the goods.
import { useEffect } from 'react';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { fetchConversionDetail } from '../api.ts';
import type { ConversionDetail } from '../api.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import goodsCss from '../../../ui/goods/goods.module.css';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { TRANSITION_SEARCH_PATH } from '../transition-href.ts';
import { cat } from '../text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { RowBuy } from '../components/row-buy.tsx';

const t = cat.transition;

const detailMachine = pageLoadMachine.provide({
  actors: {
    load: fromPromise<unknown, { key: string }>(({ input }) => fetchConversionDetail(Number(input.key))),
  },
});


function Details({ id }: { id: string }) {
  const [snapshot, send] = useMachine(detailMachine, { input: { key: id } });
  useEffect(() => {
    send({ type: 'LOAD', key: id });
  }, [id, send]);
  const detail = snapshot.context.data as ConversionDetail | null;
  const back = <ButtonLink href={TRANSITION_SEARCH_PATH}>{t.backToSearch}</ButtonLink>;
  if (snapshot.matches('notFound')) return <MissingBlock title={t.notFound} action={back} />;
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!detail) return <LoadingBlock label={t.loading} />;
  return (
    <Box>
      <Text fontSize="13px" color="gray.600">
        {t.detailsTitle}
      </Text>
      <Heading as="h1" fontSize="24px" color="gray.900" mt="1">
        {detail.standard}
      </Heading>
      <Text mt="1" color="gray.700">
        {t.category}{uiText.punctuation.colon}{detail.category}
      </Text>
      <Flex gap="8" mt="6" align="flex-start">
        <Box as="section" aria-labelledby="members-title" flex="1">
          <Heading as="h2" id="members-title" fontSize="18px" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.600">
            {t.members}
          </Heading>
          <chakra.table width="100%" style={{ borderCollapse: 'collapse' }} data-testid="members">
            <thead>
              <tr>
                <CompactTh>{t.brand}</CompactTh>
                <CompactTh>{t.model}</CompactTh>
                <CompactTh textAlign="right">{t.price}</CompactTh>
                <CompactTh textAlign="right">{t.stock}</CompactTh>
                <CompactTh>{t.goods}</CompactTh>
              </tr>
            </thead>
            <tbody>
              {detail.members.map((m) => (
                <tr key={`${m.brandName}-${m.model}`}>
                  <CompactTd>{m.brandName}</CompactTd>
                  <CompactTd fontWeight="700">{m.model}</CompactTd>
                  <CompactTd textAlign="right" color={m.priceFen !== null ? 'brand.700' : 'gray.600'}>
                    {m.priceFen !== null ? formatPrice(m.priceFen) : '—'}
                  </CompactTd>
                  <CompactTd textAlign="right">{m.stockQty !== null ? m.stockQty : '—'}</CompactTd>
                  <CompactTd>
                    {m.goodsId !== null ? (
                      <Flex align="center" gap="3">
                        <GoodsLink goodsId={m.goodsId} className={goodsCss.accent} aria-label={`${t.buy}${uiText.punctuation.colon}${m.brandName} ${m.model}`}>
                          {t.buy}
                        </GoodsLink>
                        {m.buy ? <RowBuy goodsId={m.goodsId} brandName={m.brandName} model={m.model} minOrderQty={m.buy.minOrderQty} packQty={m.buy.packQty} unit={m.buy.unit} stockQty={m.buy.stockQty} /> : null}
                      </Flex>
                    ) : (
                      <Text as="span" color="gray.600">
                        {t.notOnSale}
                      </Text>
                    )}
                  </CompactTd>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
        {detail.specs.length > 0 && (
          <Box as="section" aria-labelledby="group-specs" width="360px" flexShrink={0}>
            <Heading as="h2" id="group-specs" fontSize="18px" mb="3" pb="2" borderBottomWidth="2px" borderColor="brand.600">
              {t.specs}
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns="120px 1fr" rowGap="2" fontSize="13px">
              {detail.specs.map((s) => (
                <Box key={s.name} display="contents">
                  <Box as="dt" color="gray.600">
                    {s.name}
                  </Box>
                  <Box as="dd">{s.value}</Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Flex>
      <Box mt="8">{back}</Box>
    </Box>
  );
}

export default function ModelTransitionDetailsPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const valid = id !== null && /^\d{1,9}$/.test(id) && Number(id) > 0;
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      {valid ? <Details id={id} /> : <MissingBlock title={t.missingId} action={<ButtonLink href={TRANSITION_SEARCH_PATH}>{t.backToSearch}</ButtonLink>} />}
    </Box>
  );
}

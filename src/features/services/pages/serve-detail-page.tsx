// /serve/serveDetail?id= (服务详情): one service item, open to visitors: the type, CNAS, delivery
// mode, lead time, turnaround, price or 报价后确定, the description, scope, deliverables and
// service regions; then, for a member, the booking form (components/booking-form.tsx), and for a
// visitor a link to log in and come back. Logic in machines/services/service-booking.ts.
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import type { ServiceItemView } from '../../../../domain/services/service-views.ts';
import { serviceDetailId } from '../../../../machines/services/service-catalogue.ts';
import { sessionActor } from '../../../lib/session.ts';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { bookingLogic, newRequestKey } from '../actors.ts';
import { BookingForm } from '../components/booking-form.tsx';
import { PriceText } from '../components/price-text.tsx';
import { servicesText } from '../text.ts';

const t = servicesText.detail;
const f = servicesText.form;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontSize="14px" color="gray.800" m="0">
        {children}
      </Text>
    </>
  );
}

function ItemHeader({ item }: { item: ServiceItemView }) {
  return (
    <Box as="section" aria-labelledby="service-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
      <Flex gap="2" mb="3" wrap="wrap">
        <Badge colorPalette="blue" variant="subtle">
          {item.category}
        </Badge>
        <Badge colorPalette="gray" variant="subtle">
          {item.serviceTypeText}
        </Badge>
        {item.cnas ? (
          <Badge colorPalette="green" variant="subtle">
            {servicesText.list.cnas}
          </Badge>
        ) : null}
      </Flex>
      <Heading as="h1" id="service-title" fontSize="22px" fontWeight="600" color="gray.800">
        {item.name}
      </Heading>
      <Text mt="2" fontSize="14px" color="gray.700">
        {item.summary}
      </Text>
      <Flex mt="4" align="baseline" gap="3" bg="gray.50" px="4" py="3" borderRadius="md">
        <Text fontSize="13px" color="gray.600">
          {t.price}
        </Text>
        <Box data-testid="service-price">
          <PriceText item={item} size="22px" />
        </Box>
        <Text fontSize="12px" color="gray.600">
          {item.quoteRequired ? t.quoteHint : t.estimateHint}
        </Text>
      </Flex>
      <Grid as="dl" mt="4" mb="0" mx="0" templateColumns="96px 1fr 96px 1fr" rowGap="2" columnGap="4">
        <Fact label={t.type}>{item.serviceTypeText}</Fact>
        <Fact label={t.delivery}>{item.deliveryModeText}</Fact>
        <Fact label={t.lead}>{servicesText.list.leadDays(item.leadDays)}</Fact>
        <Fact label={t.turnaround}>{servicesText.list.turnaround(item.turnaroundDays)}</Fact>
        <Fact label={t.cnas}>{item.cnas ? t.cnasYes : t.cnasNo}</Fact>
      </Grid>
    </Box>
  );
}

const contentCss = {
  color: 'gray.800',
  fontSize: '14px',
  lineHeight: '1.8',
  '& h3': { fontSize: '15px', fontWeight: '600', mt: '3', mb: '1' },
  '& ul': { listStyleType: 'disc', pl: '6', my: '1' },
  '& ol': { listStyleType: 'decimal', pl: '6', my: '1' },
  '& p': { my: '2' },
} as const;

function ItemBody({ item }: { item: ServiceItemView }) {
  return (
    <Grid templateColumns="1fr 360px" gap="4" alignItems="start">
      <Box as="section" aria-labelledby="service-description" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
        <Heading as="h2" id="service-description" fontSize="17px" fontWeight="600" color="gray.800" mb="2">
          {t.description}
        </Heading>
        {/* The items' HTML is written by the seed (server/db/seed/services.ts); no one else writes it. */}
        <Box css={contentCss} dangerouslySetInnerHTML={{ __html: item.content }} />
        <Heading as="h2" fontSize="17px" fontWeight="600" color="gray.800" mt="5" mb="2">
          {t.scope}
        </Heading>
        <Text fontSize="14px" color="gray.800" lineHeight="1.8">
          {item.scope}
        </Text>
      </Box>
      <Stack gap="4">
        <Box as="section" aria-labelledby="service-deliverables" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
          <Heading as="h2" id="service-deliverables" fontSize="16px" fontWeight="600" color="gray.800" mb="2">
            {t.deliverables}
          </Heading>
          <Stack as="ul" gap="1" m="0" pl="5" listStyleType="disc" fontSize="14px" color="gray.800" data-testid="service-deliverables">
            {item.deliverables.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="service-regions" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
          <Heading as="h2" id="service-regions" fontSize="16px" fontWeight="600" color="gray.800" mb="2">
            {t.regions}
          </Heading>
          <Text fontSize="13px" color="gray.700" lineHeight="1.8" data-testid="service-regions">
            {servicesText.joinList(item.regions.map((r) => r.name))}
          </Text>
        </Box>
      </Stack>
    </Grid>
  );
}

export default function ServeDetailPage() {
  const search = useSearch();
  const itemId = useMemo(() => serviceDetailId(search), [search]);
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  // A new item or a login starts a fresh form.
  return <ServeDetail key={`${itemId ?? 'none'}:${loggedIn}`} itemId={itemId} loggedIn={loggedIn} search={search} />;
}

function ServeDetail({ itemId, loggedIn, search }: { itemId: number | null; loggedIn: boolean; search: string }) {
  const [requestKey] = useState(newRequestKey);
  const [snapshot, send] = useMachine(bookingLogic, { input: { itemId, loggedIn, requestKey } });
  const { item, orderId } = snapshot.context;

  let body: ReactNode;
  if (snapshot.matches('missing'))
    body = <MissingBlock title={t.missingTitle} body={t.missingBody} action={<ButtonLink href="/serve/serveList">{t.backToList}</ButtonLink>} />;
  else if (snapshot.matches('loadFailed')) body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (!item || snapshot.matches('loading')) body = <LoadingBlock label={t.loading} />;
  else
    body = (
      <Stack gap="4">
        <ItemHeader item={item} />
        <ItemBody item={item} />
        {snapshot.matches('visitor') ? (
          <Box as="section" aria-labelledby="booking-login" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6" textAlign="center">
            <Heading as="h2" id="booking-login" fontSize="18px" color="gray.800">
              {t.loginTitle}
            </Heading>
            <Text mt="2" fontSize="14px" color="gray.700">
              {t.loginBody}
            </Text>
            <Box mt="4">
              <ButtonLink href={`/login?redirect=${encodeURIComponent(`/serve/serveDetail${search ? `?${search}` : ''}`)}`} px="8">
                {t.login}
              </ButtonLink>
            </Box>
          </Box>
        ) : snapshot.matches('done') && orderId !== null ? (
          <Box as="section" aria-labelledby="booking-done" role="status" bg="white" borderWidth="1px" borderColor="green.300" borderRadius="md" p="6" data-testid="booking-done">
            <Heading as="h2" id="booking-done" fontSize="18px" color="green.800">
              {f.doneTitle}
            </Heading>
            <Text mt="2" fontSize="14px" color="gray.700">
              {f.doneBody}
            </Text>
            <Flex mt="4" gap="4" align="center">
              <ButtonLink href={`/serviceOrderDetail/${orderId}`}>{f.viewOrder}</ButtonLink>
              <Button variant="plain" color="brand.700" textDecoration="underline" onClick={() => send({ type: 'BOOK_AGAIN', requestKey: newRequestKey() })}>
                {f.bookAgain}
              </Button>
            </Flex>
          </Box>
        ) : (
          <BookingForm snapshot={snapshot} send={send} />
        )}
      </Stack>
    );

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Flex as="nav" aria-label={t.crumbs} fontSize="13px" color="gray.600" gap="2" mb="4">
        <AppLink href="/serve/serveList" color="gray.700">
          {servicesText.list.title}
        </AppLink>
        <Text as="span" aria-hidden="true">
          /
        </Text>
        <Text as="span" aria-current="page">
          {item?.name ?? servicesText.pages.serveDetail}
        </Text>
      </Flex>
      {body}
    </Box>
  );
}

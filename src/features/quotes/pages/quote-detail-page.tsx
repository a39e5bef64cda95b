// /quote/{id} (issue 39): one quote of my company on machines/quotes/quote-detail.ts: its status and
// facts, the lines (申请时单价 beside the 报价单价, 小计, 交期), the totals with the 13% VAT they
// include, the message, terms and staff note, and what the buyer may do now: 接受报价 (after a
// confirmation; the checkout of the draft at the quoted prices opens), 下载 PDF, 撤回 (after a
// confirmation) and 重新申请 (a new quote with the same lines).
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import type { QuoteDetail } from '../../../../domain/quotes/quote-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { canDownload, quoteDetailMachine, type QuoteNotice } from '../../../../machines/quotes/quote-detail.ts';
import { isPersonal } from '../../../../machines/shell/session.ts';
import { sessionActor } from '../../../lib/session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { acceptQuote, downloadQuote, fetchQuote, rerequestQuote, withdrawQuote } from '../api.ts';
import { QuoteLinesTable } from '../components/quote-lines-table.tsx';
import { QuoteStatusBadge } from '../components/quote-status-badge.tsx';
import { quotesText } from '../text.ts';

const t = quotesText.detail;

/** The checkout page of a draft: the enterprise one for a company member (spec 2.1). */
function draftHref(draftId: number): string {
  const member = sessionActor.getSnapshot().context.userInfo;
  const personal = member !== null && isPersonal(member);
  return `${personal ? '/addOrder' : '/addOrderVip'}?tmpId=${draftId}`;
}

const pageMachine = quoteDetailMachine.provide({
  actors: {
    fetchDetail: fromPromise<QuoteDetail, { id: number }>(({ input }) => fetchQuote(input.id)),
    accept: fromPromise<{ draftId: number }, { id: number }>(({ input }) => acceptQuote(input.id)),
    withdraw: fromPromise<unknown, { id: number }>(({ input }) => withdrawQuote(input.id)),
    rerequest: fromPromise<{ quoteId: number }, { id: number }>(({ input }) => rerequestQuote(input.id)),
    download: fromPromise<unknown, { id: number; quoteNo: string }>(({ input }) => downloadQuote(input.id, input.quoteNo)),
  },
  actions: {
    openDraft: (_, params) => navigate(draftHref(params.draftId)),
    openQuote: (_, params) => navigate(`/quote/${params.quoteId}`),
  },
});

/** One fact; `volatile` (dates, which change every day) is masked in the screenshots. */
function Fact({ label, value, volatile = false }: { label: string; value: string; volatile?: boolean }) {
  return (
    <Box>
      <Text as="dt" fontSize="12px" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontSize="14px" color="gray.800" m="0" data-volatile={volatile || undefined}>
        {value}
      </Text>
    </Box>
  );
}

function hintOf(detail: QuoteDetail): string {
  switch (detail.status) {
    case 'requested':
      return t.requestedHint;
    case 'quoted':
      return detail.validUntil ? t.acceptHint(detail.validUntil) : '';
    case 'accepted':
      return t.acceptedHint;
    case 'expired':
      return t.expiredHint;
    case 'withdrawn':
      return t.withdrawnHint;
  }
}

function NoticeLine({ notice }: { notice: QuoteNotice }) {
  const refused = notice.kind === 'refused';
  return (
    <Box role={refused ? 'alert' : 'status'} mb="4" px="4" py="3" borderWidth="1px" borderRadius="md" bg={refused ? 'red.50' : 'green.50'} borderColor={refused ? 'red.200' : 'green.200'} color={refused ? 'red.800' : 'green.800'} fontSize="14px" data-testid="quote-notice">
      {notice.kind === 'refused' ? notice.text : notice.kind === 'withdrawn' ? t.withdrawn : t.downloaded}
    </Box>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Heading as="h3" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
        {title}
      </Heading>
      <Text fontSize="14px" color={text ? 'gray.700' : 'gray.500'} whiteSpace="pre-wrap">
        {text || t.noText}
      </Text>
    </Box>
  );
}

export default function QuoteDetailPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const [snapshot, send] = useMachine(pageMachine, { input: { id } });
  const { detail, confirming, notice } = snapshot.context;
  const idle = snapshot.matches({ ready: 'idle' });

  if (snapshot.matches('missing') || id === 0) {
    return (
      <MemberLayout title={t.missing} active="/quote">
        <Panel>
          <Text color="gray.700" mb="4">
            {t.missingBody}
          </Text>
          <ButtonLink href="/quote" variant="outline">
            {t.back}
          </ButtonLink>
        </Panel>
      </MemberLayout>
    );
  }
  if (!detail) {
    return (
      <MemberLayout title={quotesText.title} active="/quote">
        {snapshot.matches('failure') ? <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} /> : <LoadingBlock label={t.loading} height="360px" />}
      </MemberLayout>
    );
  }

  const dialog = confirming ? t.confirm[confirming] : null;
  return (
    <MemberLayout title={t.title(detail.quoteNo)} active="/quote">
      <Stack gap="4" aria-busy={idle ? undefined : 'true'}>
        <Flex align="center" gap="3">
          <QuoteStatusBadge status={detail.status} />
          <Text fontSize="14px" color="gray.700" data-testid="quote-hint" data-volatile>
            {hintOf(detail)}
          </Text>
          <ButtonLink href="/quote" ml="auto" size="sm" variant="ghost">
            {t.back}
          </ButtonLink>
        </Flex>
        {notice && <NoticeLine notice={notice} />}
        <Panel label={t.facts}>
          <Grid as="dl" templateColumns="repeat(4, minmax(0, 1fr))" gap="4" m="0">
            <Fact label={t.company} value={detail.companyName ?? quotesText.none} />
            <Fact label={t.source} value={detail.sourceText} />
            <Fact label={t.requester} value={detail.requesterName} />
            <Fact label={t.createdAt} value={formatChinaDateTime(detail.createdAt)} volatile />
            <Fact label={t.wantedDate} value={detail.wantedDate ?? quotesText.none} volatile />
            <Fact label={t.quotedAt} value={detail.quotedAt ? formatChinaDateTime(detail.quotedAt) : quotesText.none} volatile />
            <Fact label={t.validUntil} value={detail.validUntil ?? quotesText.none} volatile />
            <Fact label={t.acceptedAt} value={detail.acceptedAt ? formatChinaDateTime(detail.acceptedAt) : quotesText.none} volatile />
          </Grid>
        </Panel>
        <Box as="section" aria-labelledby="quote-lines-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="6">
          <Heading as="h2" id="quote-lines-title" fontSize="16px" fontWeight="600" color="gray.800" mb="3">
            {t.lines}
          </Heading>
          <QuoteLinesTable lines={detail.lines} caption={t.lines} />
          {detail.totalFen === null ? (
            <Text mt="3" fontSize="13px" color="gray.600">
              {t.waiting}
            </Text>
          ) : (
            <Box mt="4" ml="auto" width="320px" fontSize="14px" data-testid="quote-totals">
              <Box as="dl" m="0">
                <Flex justify="space-between" py="1">
                  <Text as="dt" color="gray.700">
                    {t.goodsTotal}
                  </Text>
                  <Text as="dd" m="0" fontWeight="700" color="brand.700" fontSize="18px" data-testid="quote-total">
                    {formatPrice(detail.goodsFen ?? detail.totalFen)}
                  </Text>
                </Flex>
                <Flex justify="space-between" py="1">
                  <Text as="dt" color="gray.700">
                    {t.tax}
                  </Text>
                  <Text as="dd" m="0" color="gray.800" data-testid="quote-tax">
                    {detail.taxFen === null ? quotesText.none : formatPrice(detail.taxFen)}
                  </Text>
                </Flex>
              </Box>
              <Text fontSize="12px" color="gray.600" textAlign="right">
                {t.taxIncluded}
              </Text>
            </Box>
          )}
        </Box>
        <Panel label={t.terms}>
          <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="6">
            <TextBlock title={t.message} text={detail.message} />
            <TextBlock title={t.terms} text={detail.terms} />
            <TextBlock title={t.staffNote} text={detail.staffNote} />
          </Grid>
        </Panel>
        <Flex as="section" aria-label={t.actions} gap="3" justify="flex-end">
          {detail.canWithdraw && (
            <Button variant="outline" onClick={() => send({ type: 'ASK', action: 'withdraw' })} disabled={!idle} data-testid="quote-withdraw">
              {t.withdraw}
            </Button>
          )}
          {canDownload(detail) && (
            <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'DOWNLOAD' })} loading={snapshot.matches('downloading')} loadingText={t.downloading} disabled={!idle} data-testid="quote-download">
              {t.download}
            </Button>
          )}
          {detail.canRerequest && (
            <Button colorPalette="brand" onClick={() => send({ type: 'REREQUEST' })} loading={snapshot.matches('rerequesting')} loadingText={t.rerequesting} disabled={!idle} data-testid="quote-rerequest">
              {t.rerequest}
            </Button>
          )}
          {detail.canAccept && (
            <Button colorPalette="brand" px="8" onClick={() => send({ type: 'ASK', action: 'accept' })} disabled={!idle} data-testid="quote-accept">
              {t.accept}
            </Button>
          )}
          {detail.status === 'accepted' && detail.draftId !== null && detail.orderId === null && (
            <ButtonLink href={draftHref(detail.draftId)} px="8" data-testid="quote-open-draft">
              {t.openDraft}
            </ButtonLink>
          )}
        </Flex>
      </Stack>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        cancelLabel={t.confirm.cancel}
        busy={snapshot.matches('accepting') || snapshot.matches('withdrawing')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}

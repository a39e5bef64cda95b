// /enquiry?page= (我的询价): the member's enquiries, newest first: time, file name (or 粘贴的型号)
// and 单号, line counts by status, state (已匹配 / 待报价 / 已报价 / 已过期), 查看 and 删除 (after a
// confirmation), paging as links. A company role that sees more than its own has the 全公司 / 我的
// switch with the member and department filters (issue 37); in 全公司 each row names who made it,
// and 删除 is offered only where the server says the reader may (canDelete: their own).
// Logic in machines/enquiry/enquiry-list.ts.
import { useCallback, useEffect, useMemo } from 'react';
import { Badge, Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { ENQUIRY_LINE_STATUS_TEXT, ENQUIRY_LINE_STATUSES } from '../../../../domain/enquiry/enquiry-status.ts';
import type { EnquiryListRow } from '../../../../domain/enquiry/enquiry-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { enquiryListHref, parseEnquiryQuery, withPage, withScope } from '../../../../machines/enquiry/enquiry-list.ts';
import { mayScope } from '../../../../machines/shared/company-scope.ts';
import { sessionActor } from '../../../lib/session.ts';
import { ScopeBar } from '../../company-scope/public.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { headCell } from '../../../ui/table.tsx';
import { enquiryListLogic } from '../actors.ts';
import { ENQUIRY_STATE_COLOUR, LINE_STATUS_COLOUR } from '../components/status-colours.ts';
import { enquiryText } from '../text.ts';

const t = enquiryText.list;

const td = { px: '3', py: '3', fontSize: '13px', color: 'gray.800', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;

/** `buyer`: who made it, shown in 全公司 (issue 37). */
function Row({ enquiry, onDelete, busy, buyer }: { enquiry: EnquiryListRow; onDelete: () => void; busy: boolean; buyer: string | null }) {
  const href = `/enquiryDetail?id=${enquiry.id}`;
  return (
    <chakra.tr data-testid="enquiry-row">
      <chakra.td css={td} width="150px">
        <chakra.span data-volatile="">{formatChinaDateTime(enquiry.createdAt)}</chakra.span>
      </chakra.td>
      <chakra.td css={td}>
        <AppLink href={href} color="brand.700" fontWeight="600" wordBreak="break-all">
          {enquiry.fileName || t.pasted}
        </AppLink>
        <Text color="gray.600" fontSize="12px">
          <chakra.span data-volatile="">{enquiry.enquiryNo}</chakra.span>
        </Text>
        {buyer ? (
          <Text color="gray.700" fontSize="12px" data-testid="enquiry-buyer">
            {buyer}
          </Text>
        ) : null}
      </chakra.td>
      <chakra.td css={td} width="330px">
        <Text mb="1">{t.lines(enquiry.lineCount)}</Text>
        <Flex gap="1" flexWrap="wrap">
          {ENQUIRY_LINE_STATUSES.filter((s) => enquiry.counts[s] > 0).map((s) => (
            <Badge key={s} bg={LINE_STATUS_COLOUR[s].bg} color={LINE_STATUS_COLOUR[s].color} fontSize="12px">
              {enquiryText.report.count(ENQUIRY_LINE_STATUS_TEXT[s], enquiry.counts[s])}
            </Badge>
          ))}
        </Flex>
      </chakra.td>
      <chakra.td css={td} width="90px">
        <Badge bg={ENQUIRY_STATE_COLOUR[enquiry.status] ?? 'gray.600'} color="white" fontSize="12px" data-testid="enquiry-row-state">
          {enquiry.statusText}
        </Badge>
      </chakra.td>
      <chakra.td css={td} width="130px">
        <Flex gap="2">
          <ButtonLink href={href} size="xs" variant="outline" aria-label={t.viewLabel(enquiry.enquiryNo)}>
            {t.view}
          </ButtonLink>
          {enquiry.canDelete ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy} aria-label={t.removeLabel(enquiry.enquiryNo)}>
              {t.remove}
            </Button>
          ) : null}
        </Flex>
      </chakra.td>
    </chakra.tr>
  );
}

export default function EnquiryPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseEnquiryQuery(search), [search]);
  const [snap, send, actor] = useMachine(enquiryListLogic, { input: { query } });
  const { answer, target, error } = snap.context;
  const shown = snap.context.query;
  const company = shown.scope.scope === 'company';
  const role = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole ?? null);

  useEffect(() => {
    send({ type: 'QUERY', query });
  }, [query, send]);
  useEffect(() => {
    const sub = actor.on('replaceQuery', (event) => navigate(enquiryListHref(event.query), { replace: true }));
    return () => sub.unsubscribe();
  }, [actor, navigate]);
  const hrefFor = useCallback((n: number) => enquiryListHref(withPage(shown, n)), [shown]);
  const scopeBar = mayScope(role) ? (
    <ScopeBar
      scope={shown.scope}
      filters={answer?.filters ?? null}
      hrefFor={(scope) => enquiryListHref(withScope(shown, scope))}
      onChange={(scope) => navigate(enquiryListHref(withScope(shown, scope)))}
      text={t.scope}
    />
  ) : null;

  const listed = !snap.matches('failed') && !snap.matches('empty') && answer !== null;
  let body;
  if (snap.matches('failed')) body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (snap.matches('empty'))
    body = <EmptyBlock id="enquiry-empty-title" testId="enquiry-empty" icon={null} headingGap="0" title={t.emptyTitle} body={company ? t.emptyScoped : t.emptyBody} action={<ButtonLink href="/batchInquiry">{t.toBatch}</ButtonLink>} />;
  else if (!answer) body = <LoadingBlock label={t.loading} />;
  else {
    const busy = !snap.matches({ ready: 'idle' });
    body = (
      <Panel>
        {scopeBar}
        <Flex justify="space-between" align="center" mb="3">
          <Text fontSize="13px" color="gray.600" data-testid="enquiry-total">
            {t.total(answer.page.total)}
          </Text>
          <ButtonLink href="/batchInquiry" size="sm">
            {t.newEnquiry}
          </ButtonLink>
        </Flex>
        {error ? (
          <Text role="alert" color="red.700" fontSize="14px" mb="3">
            {error}
          </Text>
        ) : null}
        <Box aria-busy={snap.matches('loading')} opacity={snap.matches('loading') ? 0.6 : 1}>
          <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} aria-label={t.resultsLabel}>
            <thead>
              <tr>
                {[t.col.time, t.col.source, t.col.counts, t.col.state, t.col.actions].map((label) => (
                  <chakra.th key={label} css={headCell} scope="col">
                    {label}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.page.records.map((e) => (
                <Row key={e.id} enquiry={e} busy={busy} buyer={company && e.buyerName ? t.buyer(e.buyerName) : null} onDelete={() => send({ type: 'DELETE', enquiry: e })} />
              ))}
            </tbody>
          </chakra.table>
          <Pagination current={answer.page.current} pages={answer.page.pages} hrefFor={hrefFor} />
        </Box>
      </Panel>
    );
  }

  return (
    <MemberLayout title={enquiryText.pages.enquiry} active="/enquiry">
      {/* The switch stays above the empty, failed and loading states (a filter may find nothing). */}
      {listed ? null : scopeBar}
      {body}
      <ConfirmDialog
        open={snap.matches({ ready: 'confirming' }) || snap.matches({ ready: 'deleting' })}
        title={t.confirmTitle}
        body={target ? t.confirmBody(target.enquiryNo) : ''}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={snap.matches({ ready: 'deleting' })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}

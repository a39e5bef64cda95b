// /supplier (我的合作申请): the member's latest cooperation application (getSupplierAuditInfo) with
// its review status, the reviewer's note and dates, the details sent and the files; a link to
// apply when there is none, and to apply again after a rejection.
import type { ReactNode } from 'react';
import { Badge, Box, Flex, Grid, Heading, Link, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CooperationStatus } from '../../../../domain/cooperation/cooperation-rules.ts';
import type { CooperationAudit } from '../../../../domain/cooperation/cooperation-views.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { fetchSupplierAudit } from '../api.ts';
import { cooperationText } from '../text.ts';

const t = cooperationText.supplier;

const auditLogic = pageLoadMachine.provide({ actors: { load: fromPromise<unknown, { key: string }>(() => fetchSupplierAudit()) } });

const STATUS_STYLE: Record<CooperationStatus, { palette: string; hint: string }> = {
  0: { palette: 'orange', hint: t.pendingHint },
  1: { palette: 'green', hint: t.approvedHint },
  2: { palette: 'red', hint: t.rejectedHint },
};

const china = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

function Row({ label, children, volatile = false }: { label: string; children: ReactNode; volatile?: boolean }) {
  return (
    <>
      <Box as="dt" color="gray.600" fontSize="13px">
        {label}
      </Box>
      <Box as="dd" m="0" color="gray.800" fontSize="14px" data-volatile={volatile ? '' : undefined}>
        {children}
      </Box>
    </>
  );
}

function Status({ audit }: { audit: CooperationAudit }) {
  const style = STATUS_STYLE[audit.status];
  return (
    <Panel label={t.status}>
      <Flex align="center" gap="3">
        <Text fontSize="15px" fontWeight="600" color="gray.800">
          {audit.companyName}
        </Text>
        <Badge bg={`${style.palette}.700`} color="white" fontSize="13px" px="2" data-testid="cooperation-status">
          {audit.statusText}
        </Badge>
      </Flex>
      <Text mt="2" fontSize="13px" color="gray.700">
        {style.hint}
      </Text>
      <Grid as="dl" templateColumns="120px 1fr" rowGap="2" columnGap="4" mt="4">
        <Row label={t.note}>
          <Text as="span" data-testid="cooperation-note" color={audit.reviewNote ? 'gray.900' : 'gray.600'}>
            {audit.reviewNote ?? t.noNote}
          </Text>
        </Row>
        <Row label={t.submittedAt} volatile>{china(audit.createdAt)}</Row>
        {audit.reviewedAt ? <Row label={t.reviewedAt} volatile>{china(audit.reviewedAt)}</Row> : null}
      </Grid>
      {audit.mayApplyAgain ? (
        <Box mt="5">
          <ButtonLink href={`/cooperationForm?programme=${audit.programme}`} data-testid="cooperation-apply-again">
            {t.applyAgain}
          </ButtonLink>
        </Box>
      ) : null}
    </Panel>
  );
}

function Details({ audit }: { audit: CooperationAudit }) {
  return (
    <Panel label={t.detailsTitle}>
      <Heading as="h2" fontSize="16px" fontWeight="600" color="gray.800" mb="4">
        {t.detailsTitle}
      </Heading>
      <Grid as="dl" templateColumns="120px 1fr" rowGap="2.5" columnGap="4">
        <Row label={t.programme}>{audit.programmeText}</Row>
        <Row label={t.companyName}>{audit.companyName}</Row>
        <Row label={t.creditCode}>{audit.creditCode}</Row>
        <Row label={t.contact}>
          {audit.contact} {audit.mobile}
        </Row>
        <Row label={t.email}>{audit.email ?? t.none}</Row>
        <Row label={t.categories}>{cooperationText.list(audit.categories.map((c) => c.name))}</Row>
        <Row label={t.brands}>{audit.brands.length ? cooperationText.list(audit.brands) : t.none}</Row>
        <Row label={t.salesRange}>{audit.salesRangeText}</Row>
        <Row label={t.files}>
          <Flex gap="4">
            <Link href={audit.licence.url} target="_blank" rel="noopener" color="brand.700">
              {t.licence}
            </Link>
            {audit.authorisation ? (
              <Link href={audit.authorisation.url} target="_blank" rel="noopener" color="brand.700">
                {t.authorisation}
              </Link>
            ) : null}
          </Flex>
        </Row>
      </Grid>
    </Panel>
  );
}

export default function SupplierPage() {
  const [state, send] = useMachine(auditLogic, { input: { key: 'audit' } });
  const audit = state.matches('ready') ? (state.context.data as CooperationAudit | null) : undefined;
  let body;
  if (state.matches('failed')) body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (audit === undefined) body = <LoadingBlock label={t.loading} height="420px" />;
  else if (audit === null)
    body = (
      <EmptyBlock
        id="supplier-empty"
        testId="supplier-empty"
        icon={null}
        headingGap="0"
        title={t.emptyTitle}
        body={t.emptyBody}
        action={
          <Flex gap="3" justify="center">
            <ButtonLink href="/cooperationForm">{t.apply}</ButtonLink>
            <ButtonLink href="/cooperation" variant="outline">
              {t.learn}
            </ButtonLink>
          </Flex>
        }
      />
    );
  else
    body = (
      <Grid gap="4">
        <Status audit={audit} />
        <Details audit={audit} />
      </Grid>
    );
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Heading as="h1" id="page-title" fontSize="20px" fontWeight="600" color="gray.800" mb="4">
        {cooperationText.pages.supplier}
      </Heading>
      {body}
    </Box>
  );
}

// The review sheet of one certification (/admin/certifications/:id): the licence (zoomable)
// beside the submitted fields, the company registry's record with a match mark per field, the
// GB 32100 result, the history, and the decisions (通过, 驳回, 要求重新认证) the status allows.
// Thin: machines/staff/staff-certification-review.ts holds the step.
import type { ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { CertificationReview, FieldMatch, RegistryField } from '../../../../domain/certification/staff-certification-payloads.ts';
import { certificationReviewMachine, type ApproveCall, type ReasonCall } from '../../../../machines/staff/staff-certification-review.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { approveCertification, fetchCertificationReview, sendCertificationReason } from './api.ts';
import { ApproveDialog, ReasonDialog } from './decision-dialogs.tsx';
import { LicenceViewer } from './licence-viewer.tsx';
import { certText } from './text.ts';

const t = certText;

const logic = certificationReviewMachine.provide({
  actors: {
    fetchReview: fromPromise<CertificationReview, { id: number }>(({ input }) => fetchCertificationReview(input.id)),
    approve: fromPromise<unknown, ApproveCall>(({ input }) => approveCertification(input)),
    sendReason: fromPromise<unknown, ReasonCall>(({ input }) => sendCertificationReason(input)),
  },
});

const MATCH_PALETTE: Record<FieldMatch, string> = { match: 'green', differ: 'red', unknown: 'gray' };

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid={testId}>
      <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
        {title}
      </chakra.h2>
      {children}
    </Box>
  );
}

function Row({ label, children, mark }: { label: string; children: ReactNode; mark?: FieldMatch | undefined }) {
  return (
    <Grid templateColumns="120px 1fr" gap="3" py="2" borderTopWidth="1px" borderColor="gray.100" fontSize="14px" alignItems="start">
      <chakra.dt color="gray.700">{label}</chakra.dt>
      <chakra.dd m="0" display="flex" justifyContent="space-between" gap="3">
        <chakra.span wordBreak="break-all">{children}</chakra.span>
        {mark ? (
          <Badge colorPalette={MATCH_PALETTE[mark]} flexShrink={0} data-testid="match-mark">
            {t.match[mark]}
          </Badge>
        ) : null}
      </chakra.dd>
    </Grid>
  );
}

const FIELDS: RegistryField[] = ['companyName', 'creditCode', 'legalPerson', 'regAddress'];

function Sheet({ review }: { review: CertificationReview }) {
  const a = review.application;
  const r = review.registry;
  return (
    <Grid templateColumns="minmax(0, 5fr) minmax(0, 6fr)" gap="5" alignItems="start">
      <Flex direction="column" gap="4">
        <Section title={t.licence}>
          <LicenceViewer url={a.licenceUrl} what={t.licence} testId="licence-image" />
        </Section>
        {a.authorisationUrl ? (
          <Section title={t.authorisation}>
            <LicenceViewer url={a.authorisationUrl} what={t.authorisation} testId="authorisation-image" />
          </Section>
        ) : null}
      </Flex>
      <Flex direction="column" gap="4">
        <Section title={t.submitted} testId="submitted-fields">
          <chakra.dl m="0">
            {FIELDS.map((k) => (
              <Row key={k} label={t.fields[k]} mark={review.matches?.[k]}>
                {k === 'creditCode' ? <chakra.span fontFamily="mono">{a[k]}</chakra.span> : a[k]}
              </Row>
            ))}
            <Row label={t.fields.applicant}>{a.applicantName}</Row>
            <Row label={t.fields.applicantMobile}>{a.applicantMobile}</Row>
            <Row label={t.fields.applicantIsLegal}>{a.applicantIsLegal ? t.isLegal : t.notLegal}</Row>
            <Row label={t.fields.member}>{a.memberMobile ?? a.memberId}</Row>
            <Row label={t.fields.createdAt}>
              <span data-volatile="time">{formatChinaDateTime(a.createdAt)}</span>
            </Row>
            <Row label={t.fields.status}>
              <span data-testid="certification-status">{a.statusText}</span>
            </Row>
            {a.reason ? <Row label={t.fields.reason}>{a.reason}</Row> : null}
            {a.reviewedAt ? (
              <Row label={t.fields.reviewed}>
                <span data-volatile="time">{formatChinaDateTime(a.reviewedAt)}</span> {a.reviewedBy ?? ''}
              </Row>
            ) : null}
          </chakra.dl>
        </Section>
        <Section title={t.checkTitle} testId="credit-check">
          <Text fontSize="14px" color={review.creditCodeValid ? 'green.800' : 'red.700'} fontWeight="600">
            {review.creditCodeValid ? t.checkOk : t.checkBad(review.expectedCheckChar)}
          </Text>
          {a.codeCheckFailed ? (
            <Text fontSize="13px" color="gray.700" mt="1">
              {t.memberConfirmed}
            </Text>
          ) : null}
        </Section>
        <Section title={t.registry} testId="registry-record">
          {r ? (
            <>
              <Text fontSize="13px" color="gray.700" mb="2">
                {t.registryFoundBy(r.foundBy, r.sourceText)}
              </Text>
              <chakra.dl m="0">
                {FIELDS.map((k) => (
                  <Row key={k} label={t.fields[k]}>
                    {r[k] ?? '—'}
                  </Row>
                ))}
              </chakra.dl>
            </>
          ) : (
            <Text fontSize="14px" color="orange.800">
              {t.registryNone}
            </Text>
          )}
        </Section>
        {a.history.length > 0 ? (
          <Section title={t.history}>
            <chakra.ol m="0" pl="5" fontSize="13px">
              {a.history.map((h, i) => (
                <li key={i}>
                  <span data-volatile="time">{formatChinaDateTime(h.at)}</span> {t.historyLine(h.actorText, h.transitionText, h.statusText, h.note)}
                </li>
              ))}
            </chakra.ol>
          </Section>
        ) : null}
      </Flex>
    </Grid>
  );
}

export function CertificationDetailView({ id }: { id: number }) {
  const [state, send] = useMachine(logic, { input: { id } });
  const { review, loadError, reasonKind, draft, problem, serverError, done } = state.context;
  const a = review?.application;
  return (
    <Box>
      <ChakraLink asChild fontSize="14px" color="brand.700" mb="2" display="inline-block">
        <Link href="/certifications">← {t.back}</Link>
      </ChakraLink>
      <PageHeading title={t.detailTitle(id)} intro={a ? a.companyName : undefined} />
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.notFound} onRetry={() => send({ type: 'RETRY' })} />
      ) : review === null || !a ? (
        <LoadingBlock label={staffText.loading} height="480px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          {done ? (
            <Text role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="2.5" mb="4" fontSize="14px" data-testid="decision-done">
              {t.done[done]}
            </Text>
          ) : null}
          <Box as="section" aria-label={t.decision} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="4" py="3" mb="4">
            {a.linkRequested && a.status === 0 ? (
              <Text fontSize="13px" color="purple.800" mb="2">
                {t.linkRequested(a.certifiedForMobile)}
              </Text>
            ) : null}
            {!a.linkRequested && a.certifiedForMobile && a.status === 0 ? (
              <Text fontSize="13px" color="orange.800" mb="2">
                {t.elsewhere(a.certifiedForMobile)}
              </Text>
            ) : null}
            <Flex gap="3" align="center">
              {a.status === 0 ? (
                <>
                  <Button colorPalette="brand" onClick={() => send({ type: 'APPROVE' })} data-testid="approve">
                    {t.approve}
                  </Button>
                  <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'REJECT' })} data-testid="reject">
                    {t.reject}
                  </Button>
                </>
              ) : (
                <Text fontSize="14px" color="gray.700">
                  {t.notPendingHint(a.statusText)}
                </Text>
              )}
              {a.status === 1 ? (
                <Button variant="outline" colorPalette="purple" onClick={() => send({ type: 'RECERTIFY' })} data-testid="recertify">
                  {t.recertify}
                </Button>
              ) : null}
            </Flex>
          </Box>
          <Sheet review={review} />
        </Box>
      )}
      <ApproveDialog
        open={state.matches('confirmingApproval') || state.matches('approving')}
        company={a?.companyName ?? ''}
        link={a?.linkRequested === true}
        busy={state.matches('approving')}
        error={serverError}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ReasonDialog
        kind={state.matches('reasonForm') || state.matches('sendingReason') ? reasonKind : null}
        draft={draft}
        problem={problem}
        busy={state.matches('sendingReason')}
        error={serverError}
        onEdit={(patch) => send({ type: 'EDIT', patch })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}

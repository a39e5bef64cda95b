// One agreement: its head (company, window, who drafted and confirmed), its terms, the warnings,
// the audit trail, and the steps the viewer may take (确认生效 and 驳回 for a 管理员 who did not
// draft it, 撤销协议 for an active one, 修改 for a draft). Thin: machines/pricing/agreement-decision.ts.
import { useId } from 'react';
import { Box, Button, chakra, Dialog, Flex, Grid, Portal, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { rateText } from '../../../../domain/pricing/agreement-rules.ts';
import type { AgreementDetail } from '../../../../domain/pricing/agreement-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { agreementDecisionMachine, type DecisionCall } from '../../../../machines/pricing/agreement-decision.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { decideAgreement, fetchAgreement } from './api.ts';
import { AgreementStatusTag } from './status-tag.tsx';
import { pricingText } from './text.ts';

const t = pricingText.detail;

const logic = agreementDecisionMachine.provide({
  actors: {
    fetch: fromPromise<AgreementDetail, { id: number }>(({ input }) => fetchAgreement(input.id)),
    act: fromPromise<{ detail: AgreementDetail; msg: string }, DecisionCall>(({ input }) => decideAgreement(input)),
  },
});

const Th = chakra('th', { base: { textAlign: 'left', fontSize: '13px', fontWeight: '600', color: 'gray.700', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200', bg: 'gray.50' } });
const Td = chakra('td', { base: { fontSize: '14px', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.100' } });
const Section = ({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) => (
  <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" data-testid={testId}>
    <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
      {title}
    </chakra.h2>
    {children}
  </Box>
);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="13px" color="gray.600">
        {label}
      </Text>
      <Box fontSize="14px" mt="0.5">
        {children}
      </Box>
    </Box>
  );
}

export function AgreementDetailView({ id }: { id: number }) {
  const [state, send] = useMachine(logic, { input: { id } });
  const reasonId = useId();
  const reasonErrorId = useId();
  const { detail: d, verb, reason, reasonError, failure, notice } = state.context;
  if (state.matches('failed')) return <FailedBlock title={failure || t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (!d) return <LoadingBlock label={staffText.loading} height="320px" />;
  const asking = state.matches('asking') || state.matches('acting');
  return (
    <Box>
      <PageHeading title={d.name} intro={d.companyName}>
        <Flex gap="2">
          <Button asChild variant="outline" height="38px">
            <Link href="/agreements">{t.back}</Link>
          </Button>
          {d.can.edit ? (
            <Button asChild variant="outline" height="38px">
              <Link href={`/agreements/${d.id}/edit`} data-testid="agreement-edit">
                {t.edit}
              </Link>
            </Button>
          ) : null}
        </Flex>
      </PageHeading>
      {notice ? (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="agreement-notice">
          {notice}
        </Box>
      ) : null}
      <Section title={t.head}>
        <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="4">
          <Field label={t.fields.no}>
            <chakra.span fontFamily="mono" data-volatile="number">
              {d.agreementNo}
            </chakra.span>
          </Field>
          <Field label={t.fields.company}>{d.companyName}</Field>
          <Field label={t.fields.status}>
            <AgreementStatusTag status={d.shownStatus} />
          </Field>
          <Field label={t.fields.window}>{pricingText.queue.window(d.validFrom, d.validTo)}</Field>
          <Field label={t.fields.drafter}>{d.createdByName}</Field>
          <Field label={t.fields.confirmer}>
            {d.confirmedByName ? (
              <>
                {d.confirmedByName}
                <span data-volatile="time">{t.atTime(formatChinaDateTime(d.confirmedAt))}</span>
              </>
            ) : (
              '—'
            )}
          </Field>
          {d.note ? <Field label={t.fields.note}>{d.note}</Field> : null}
          {d.rejectedReason ? <Field label={t.fields.rejected}>{d.rejectedReason}</Field> : null}
          {d.revokedByName ? (
            <Field label={t.fields.revoked}>
              {d.revokedByName}
              <span data-volatile="time">{t.atTime(formatChinaDateTime(d.revokedAt))}</span>
            </Field>
          ) : null}
        </Grid>
        {d.can.confirm || d.can.reject || d.can.revoke || d.confirmBlockedReason ? (
          <Flex gap="3" mt="4" align="center" wrap="wrap" aria-label={t.actions} role="group">
            {d.can.confirm ? (
              <Button colorPalette="brand" onClick={() => send({ type: 'ASK', verb: 'confirm' })} data-testid="agreement-confirm">
                {t.confirm}
              </Button>
            ) : null}
            {d.can.reject ? (
              <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'ASK', verb: 'reject' })} data-testid="agreement-reject">
                {t.reject}
              </Button>
            ) : null}
            {d.can.revoke ? (
              <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'ASK', verb: 'revoke' })} data-testid="agreement-revoke">
                {t.revoke}
              </Button>
            ) : null}
            {d.confirmBlockedReason ? (
              <Text fontSize="13px" color="orange.800" data-testid="agreement-confirm-blocked">
                {d.confirmBlockedReason}
              </Text>
            ) : null}
          </Flex>
        ) : null}
      </Section>
      {d.warnings.length > 0 ? (
        <Box role="note" aria-label={t.warnings} bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="4" py="3" mb="4" data-testid="agreement-warnings">
          {d.warnings.map((w) => (
            <Text key={w} fontSize="14px" color="orange.900">
              {w}
            </Text>
          ))}
        </Box>
      ) : null}
      <Section title={t.goodsCount(d.goods.length)} testId="agreement-goods">
        {d.goods.length === 0 ? (
          <Text color="gray.600">{t.none}</Text>
        ) : (
          <chakra.table width="100%" css={{ borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {Object.values(t.goodsColumns).map((c) => (
                  <Th key={c} scope="col">
                    {c}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.goods.map((g) => (
                <tr key={g.goodsId}>
                  <Td fontFamily="mono">{g.goodsCode}</Td>
                  <Td>{g.model}</Td>
                  <Td>{g.name}</Td>
                  <Td>{g.brandName}</Td>
                  <Td>{formatPrice(g.listPriceFen)}</Td>
                  <Td>{formatPrice(g.memberPriceFen)}</Td>
                  <Td fontWeight="700" color={g.aboveMemberPrice ? 'orange.800' : 'gray.900'}>
                    {formatPrice(g.priceFen)}
                    {g.aboveMemberPrice ? t.aboveMember : ''}
                  </Td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        )}
      </Section>
      <Grid templateColumns="1fr 1fr" gap="4">
        <Section title={t.brands} testId="agreement-brands">
          <Text fontSize="14px">{t.rates(d.brands.map((b) => `${b.brandName} ${rateText(b.rateBp)}`)) || t.none}</Text>
        </Section>
        <Section title={t.categories} testId="agreement-categories">
          <Text fontSize="14px">{t.rates(d.categories.map((c) => `${c.categoryName} ${rateText(c.rateBp)}`)) || t.none}</Text>
        </Section>
      </Grid>
      <Section title={t.trail} testId="agreement-trail">
        <chakra.table width="100%" css={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {Object.values(t.trailColumns).map((c) => (
                <Th key={c} scope="col">
                  {c}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.trail.map((l, i) => (
              <tr key={`${l.at}-${i}`}>
                <Td whiteSpace="nowrap">
                  <span data-volatile="time">{formatChinaDateTime(l.at)}</span>
                </Td>
                <Td>{l.who}</Td>
                <Td>{l.action}</Td>
                <Td>{l.detail}</Td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Section>
      <Dialog.Root open={asking && verb !== null} size="md" placement="center" onOpenChange={(e) => (e.open ? undefined : send({ type: 'CANCEL' }))}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="agreement-dialog">
              {verb ? (
                <chakra.form
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    send({ type: 'CONFIRM' });
                  }}
                >
                  <Dialog.Header>
                    <Dialog.Title>{t.ask[verb].title}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Dialog.Description fontSize="14px" color="gray.700" mb="3">
                      {t.ask[verb].body(d.name)}
                    </Dialog.Description>
                    {verb === 'reject' ? (
                      <Box>
                        <chakra.label htmlFor={reasonId} display="block" fontSize="14px" fontWeight="600" mb="1.5">
                          {t.reason}
                        </chakra.label>
                        <Textarea
                          id={reasonId}
                          value={reason}
                          onChange={(e) => send({ type: 'REASON', text: e.target.value })}
                          aria-invalid={reasonError ? true : undefined}
                          aria-describedby={reasonError ? reasonErrorId : undefined}
                          data-testid="agreement-reason"
                        />
                        {reasonError ? (
                          <Text id={reasonErrorId} role="alert" color="red.700" fontSize="13px" mt="1.5">
                            {t.reasonErrors[reasonError]}
                          </Text>
                        ) : null}
                      </Box>
                    ) : null}
                    {failure ? (
                      <Text role="alert" color="red.700" fontSize="14px" mt="3" data-testid="agreement-failure">
                        {failure}
                      </Text>
                    ) : null}
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button type="button" variant="outline" onClick={() => send({ type: 'CANCEL' })}>
                      {t.cancel}
                    </Button>
                    <Button type="submit" colorPalette={verb === 'confirm' ? 'brand' : 'red'} loading={state.matches('acting')} loadingText={t.sending} data-testid="agreement-dialog-ok">
                      {t.ok}
                    </Button>
                  </Dialog.Footer>
                </chakra.form>
              ) : null}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}

// The 协议价 queue: the status filter (全部, 待确认, 生效, 已过期 …) and keyword, the table and paging,
// and 新建协议 for 运营. Thin: machines/pricing/agreement-queue.ts holds the filter and page and loads.
import { useId, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { AgreementListBody } from '../../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_SHOWN_STATUSES, type AgreementShownStatus } from '../../../../domain/pricing/agreement-rules.ts';
import type { AgreementRow } from '../../../../domain/pricing/agreement-views.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { AGREEMENT_KEYWORD_MAX, agreementQueueMachine } from '../../../../machines/pricing/agreement-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pager } from '../components/pager.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchAgreementPage } from './api.ts';
import { AgreementStatusTag } from './status-tag.tsx';
import { pricingText } from './text.ts';

const t = pricingText;
const q = t.queue;

const logic = agreementQueueMachine.provide({
  actors: { fetchPage: fromPromise<Page<AgreementRow>, AgreementListBody>(({ input }) => fetchAgreementPage(input)) },
});

const Select = chakra('select', { base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.400', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' } });
const Th = chakra('th', { base: { textAlign: 'left', fontSize: '13px', fontWeight: '600', color: 'gray.700', px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'gray.200', bg: 'gray.50', whiteSpace: 'nowrap' } });
const Td = chakra('td', { base: { fontSize: '14px', px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'gray.100', verticalAlign: 'middle' } });

export function AgreementQueueView({ mayDraft }: { mayDraft: boolean }) {
  const [state, send] = useMachine(logic, { input: { status: null } });
  const statusId = useId();
  const keywordId = useId();
  const { page, filter, loadError, current } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status') ?? '');
    send({ type: 'FILTER', filter: { status: status ? (status as AgreementShownStatus) : null, keyword: String(data.get('keyword') ?? '') || null } });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro}>
        {mayDraft ? (
          <Button asChild colorPalette="brand" height="38px">
            <Link href="/agreements/new" data-testid="agreement-new">
              {t.create}
            </Link>
          </Button>
        ) : null}
      </PageHeading>
      <chakra.form onSubmit={submit} noValidate role="search" aria-label={q.search} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4">
        <Grid templateColumns="200px minmax(0, 1fr) auto" gap="3" alignItems="end" maxWidth="900px">
          <Box>
            <chakra.label htmlFor={statusId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {q.status}
            </chakra.label>
            <Select id={statusId} name="status" defaultValue={filter.status ?? ''} data-testid="agreement-status-filter">
              <option value="">{q.anyStatus}</option>
              {AGREEMENT_SHOWN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.status[s]}
                </option>
              ))}
            </Select>
          </Box>
          <Box>
            <chakra.label htmlFor={keywordId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {q.keyword}
            </chakra.label>
            <Input id={keywordId} name="keyword" defaultValue={filter.keyword ?? ''} placeholder={q.keywordPlaceholder} height="38px" maxLength={AGREEMENT_KEYWORD_MAX} data-testid="agreement-keyword" />
          </Box>
          <Button type="submit" colorPalette="brand" height="38px" data-testid="agreement-search">
            {q.apply}
          </Button>
        </Grid>
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || q.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="agreement-total">
            {q.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.700" data-testid="agreement-empty">
              {q.empty}
            </Box>
          ) : (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" overflowX="auto">
              <chakra.table width="100%" aria-label={q.tableLabel} data-testid="agreement-table" css={{ borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    {Object.values(q.columns).map((c) => (
                      <Th key={c} scope="col">
                        {c}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {page.records.map((a) => (
                    <tr key={a.id} data-testid="agreement-row">
                      <Td fontFamily="mono">
                        <span data-volatile="number">{a.agreementNo}</span>
                      </Td>
                      <Td>{a.name}</Td>
                      <Td>{a.companyName}</Td>
                      <Td>
                        <AgreementStatusTag status={a.shownStatus} />
                      </Td>
                      <Td whiteSpace="nowrap">
                        <span data-volatile="date">{q.window(a.validFrom, a.validTo)}</span>
                      </Td>
                      <Td whiteSpace="nowrap">{q.terms(a.goodsCount, a.brandCount, a.categoryCount)}</Td>
                      <Td>{a.createdByName}</Td>
                      <Td>{a.confirmedByName ?? '—'}</Td>
                      <Td>
                        <ChakraLink asChild color="brand.700" fontWeight="600">
                          <Link href={`/agreements/${a.id}`} aria-label={q.openLabel(a.name)} data-testid="open-agreement">
                            {q.open}
                          </Link>
                        </ChakraLink>
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            </Box>
          )}
          <Flex justify="flex-end">
            <Pager current={current} pages={page.pages} onPage={(next) => send({ type: 'PAGE', current: next })} />
          </Flex>
        </Box>
      )}
    </Box>
  );
}

// The 企业认证审核 list: status tabs with the count of each, the keyword and date filters (read
// when 查询 is pressed), the table and paging. Thin: machines/staff/staff-certification-queue.ts holds
// the filters and page and loads.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StoredCertificationStatus } from '../../../../domain/certification/certification-status.ts';
import { KEYWORD_MAX, type CertificationCounts, type CertificationQueue, type CertificationQueueQuery } from '../../../../domain/certification/staff-certification-payloads.ts';
import { certificationQueueMachine } from '../../../../machines/staff/staff-certification-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { fetchCertificationQueue } from './api.ts';
import { CertificationTable } from './certification-table.tsx';
import { certText } from './text.ts';

const t = certText;

const logic = certificationQueueMachine.provide({
  actors: { fetchQueue: fromPromise<CertificationQueue, CertificationQueueQuery>(({ input }) => fetchCertificationQueue(input)) },
});

const TABS: { status: StoredCertificationStatus | null; key: keyof CertificationCounts }[] = [
  { status: 0, key: 'pending' },
  { status: 1, key: 'certified' },
  { status: 2, key: 'rejected' },
  { status: 3, key: 'recertify' },
  { status: null, key: 'all' },
];

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="13px" color="gray.700" mb="1.5">
        {label}
      </chakra.label>
      {children(id)}
    </Box>
  );
}

const text = (form: FormData, name: string) => {
  const v = String(form.get(name) ?? '').trim();
  return v ? v : null;
};

export function CertificationQueueView() {
  const [state, send] = useMachine(logic);
  const [formKey, setFormKey] = useState(0);
  const { queue, filters, filterError, loadError, current } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ type: 'FILTER', filters: { keyword: text(form, 'keyword'), from: text(form, 'from'), to: text(form, 'to') } });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <Flex role="tablist" aria-label={t.tabsLabel} gap="1" mb="3" borderBottomWidth="1px" borderColor="gray.200">
        {TABS.map((tab) => {
          const active = filters.status === tab.status;
          return (
            <chakra.button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => send({ type: 'STATUS', status: tab.status })}
              px="4"
              py="2"
              fontSize="14px"
              fontWeight={active ? '600' : '400'}
              color={active ? 'brand.700' : 'gray.700'}
              borderBottomWidth="2px"
              borderColor={active ? 'brand.600' : 'transparent'}
              mb="-1px"
              data-testid={`tab-${tab.key}`}
            >
              {t.tabs[tab.key]}
              {queue ? <chakra.span ml="1.5" fontSize="12px" color="gray.700">({queue.counts[tab.key]})</chakra.span> : null}
            </chakra.button>
          );
        })}
      </Flex>
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters}>
        <Grid templateColumns="2fr 1fr 1fr auto" gap="3" alignItems="end">
          <Field label={t.keyword}>{(id) => <Input id={id} name="keyword" defaultValue={filters.keyword ?? ''} placeholder={t.keywordPlaceholder} height="38px" maxLength={KEYWORD_MAX + 10} />}</Field>
          <Field label={t.from}>{(id) => <Input id={id} name="from" type="date" defaultValue={filters.from ?? ''} height="38px" />}</Field>
          <Field label={t.to}>{(id) => <Input id={id} name="to" type="date" defaultValue={filters.to ?? ''} height="38px" />}</Field>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" height="38px">
              {t.apply}
            </Button>
            <Button
              type="button"
              variant="outline"
              height="38px"
              onClick={() => {
                setFormKey((k) => k + 1);
                send({ type: 'CLEAR' });
              }}
            >
              {t.clear}
            </Button>
          </Flex>
        </Grid>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid="filter-error">
            {t.filterErrors[filterError]}
          </Text>
        ) : null}
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : queue === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="certification-total">
            {t.total(queue.total)}
          </Text>
          {queue.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.700" data-testid="certification-empty">
              {t.empty}
            </Box>
          ) : (
            <CertificationTable rows={queue.records} />
          )}
          <Pager current={current} pages={queue.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}

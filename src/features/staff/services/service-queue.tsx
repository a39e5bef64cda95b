// The 服务订单 queue (/admin/services): status tabs with their counts, filters (service type,
// service number, order dates) read when 查询 is pressed, the table and paging. Thin: the machine
// (machines/staff/staff-service-queue.ts) holds the filters, the tab and the page, and loads.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { SERVICE_TYPE_TEXT, type ServiceType } from '../../../../domain/services/service-rules.ts';
import type { ServiceStatus } from '../../../../domain/services/service-status.ts';
import type { ServiceQueuePage, ServiceQueueQuery } from '../../../../domain/services/staff-service-queue-payloads.ts';
import { NO_QUEUE_FILTERS, serviceOrderQueueMachine, type ServiceQueueFilters } from '../../../../machines/staff/staff-service-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { fetchServiceQueue } from './api.ts';
import { ServiceQueueTable } from './service-queue-table.tsx';
import { servicesText } from './text.ts';

const t = servicesText;

const logic = serviceOrderQueueMachine.provide({
  actors: { fetchPage: fromPromise<ServiceQueuePage, ServiceQueueQuery>(({ input }) => fetchServiceQueue(input)) },
});

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

function text(form: FormData, name: string): string | null {
  const v = String(form.get(name) ?? '').trim();
  return v ? v : null;
}

function filtersOf(form: FormData): ServiceQueueFilters {
  const type = text(form, 'serviceType');
  return { serviceType: type ? (Number(type) as ServiceType) : null, serviceNo: text(form, 'serviceNo'), from: text(form, 'from'), to: text(form, 'to') };
}

function FilterField({ label, hint, children }: { label: string; hint?: string; children: (id: string, hintId: string | undefined) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="13px" color="gray.700" mb="1.5">
        {label}
      </chakra.label>
      {children(id, hintId)}
      {hint ? (
        <Text id={hintId} fontSize="12px" color="gray.600" mt="1">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}

export function ServiceQueue() {
  const [state, send] = useMachine(logic, { input: {} });
  const [formKey, setFormKey] = useState(0);
  const { page, filterError, loadError, status } = state.context;
  const f = state.context.filters ?? NO_QUEUE_FILTERS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'FILTER', filters: filtersOf(new FormData(event.currentTarget)) });
  };
  const clear = () => {
    setFormKey((k) => k + 1);
    send({ type: 'CLEAR' });
  };
  const tabs: { status: ServiceStatus | null; label: string }[] = [
    { status: null, label: t.tab(t.all, page?.counts.total ?? 0) },
    ...(page?.counts.counts ?? []).map((c) => ({ status: c.status, label: t.tab(c.statusText, c.count) })),
  ];
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters} data-testid="service-filters">
        <Grid templateColumns="repeat(5, 1fr)" gap="3" alignItems="start">
          <FilterField label={t.serviceType}>
            {(id) => (
              <Select id={id} name="serviceType" defaultValue={f.serviceType ?? ''}>
                <option value="">{t.anyType}</option>
                {(Object.keys(SERVICE_TYPE_TEXT) as unknown as ServiceType[]).map((k) => (
                  <option key={k} value={k}>
                    {SERVICE_TYPE_TEXT[k]}
                  </option>
                ))}
              </Select>
            )}
          </FilterField>
          <FilterField label={t.serviceNo} hint={t.serviceNoHint}>
            {(id, hintId) => <Input id={id} name="serviceNo" defaultValue={f.serviceNo ?? ''} height="38px" maxLength={40} aria-describedby={hintId} />}
          </FilterField>
          <FilterField label={t.from}>{(id) => <Input id={id} name="from" type="date" defaultValue={f.from ?? ''} height="38px" />}</FilterField>
          <FilterField label={t.to}>{(id) => <Input id={id} name="to" type="date" defaultValue={f.to ?? ''} height="38px" />}</FilterField>
          <Flex gap="2" pt="6">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="service-apply">
              {t.apply}
            </Button>
            <Button type="button" variant="outline" height="38px" onClick={clear}>
              {t.clear}
            </Button>
          </Flex>
        </Grid>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid="service-filter-error">
            {t.filterErrors[filterError]}
          </Text>
        ) : null}
      </chakra.form>
      <Flex role="group" aria-label={t.tabsLabel} gap="1" mb="3" flexWrap="wrap" data-testid="service-tabs">
        {tabs.map((tab) => {
          const active = tab.status === status;
          return (
            <Button
              key={tab.status ?? 'all'}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active}
              onClick={() => send({ type: 'TAB', status: tab.status })}
              data-testid={`service-tab-${tab.status ?? 'all'}`}
            >
              {tab.label}
            </Button>
          );
        })}
      </Flex>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="service-total">
            {t.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="service-empty">
              {t.empty}
            </Box>
          ) : (
            <ServiceQueueTable rows={page.records} />
          )}
          <Pager current={state.context.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}

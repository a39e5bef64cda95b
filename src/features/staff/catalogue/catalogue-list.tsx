// 商品管理 list (/admin/catalogue): the search form (name / model / code, brand, category, shelf
// state), the table and paging. Thin: machines/staff/staff-catalogue-search.ts holds filters and page.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { SHELF_FILTERS, type CatalogueListBody, type CatalogueRow, type ShelfFilter } from '../../../../domain/staff/catalogue-payloads.ts';
import { catalogueSearchMachine, NO_CATALOGUE_FILTERS, type CatalogueFilters } from '../../../../machines/staff/staff-catalogue-search.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';
import { fetchCataloguePage } from './api.ts';
import { CatalogueTable } from './catalogue-table.tsx';
import { catalogueText as t } from './text.ts';

const logic = catalogueSearchMachine.provide({
  actors: { fetchPage: fromPromise<Page<CatalogueRow>, CatalogueListBody>(({ input }) => fetchCataloguePage(input)) },
});

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

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

function filtersOf(form: FormData): CatalogueFilters {
  const text = (name: string) => String(form.get(name) ?? '');
  const shelf = text('shelf');
  return { keyword: text('keyword'), brand: text('brand'), category: text('category'), shelf: (SHELF_FILTERS as readonly string[]).includes(shelf) ? (shelf as ShelfFilter) : 'all' };
}

export function CatalogueList() {
  const [state, send] = useMachine(logic, { input: {} });
  const [formKey, setFormKey] = useState(0);
  const { page, filters, current } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SEARCH', filters: filtersOf(new FormData(event.currentTarget)) });
  };
  const clear = () => {
    setFormKey((k) => k + 1);
    send({ type: 'SEARCH', filters: NO_CATALOGUE_FILTERS });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro}>
        <Link href="/catalogue/brands" data-testid="catalogue-aliases-link">
          <chakra.span color="brand.700" fontSize="14px" textDecoration="underline">{t.aliasesLink}</chakra.span>
        </Link>
      </PageHeading>
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters} data-testid="catalogue-filters">
        <Grid templateColumns="2fr 1fr 1fr 1fr auto" gap="3" alignItems="end">
          <Field label={t.keyword}>{(id) => <Input id={id} name="keyword" defaultValue={filters.keyword} height="38px" maxLength={60} data-testid="catalogue-keyword" />}</Field>
          <Field label={t.brand}>{(id) => <Input id={id} name="brand" defaultValue={filters.brand} height="38px" maxLength={40} />}</Field>
          <Field label={t.category}>{(id) => <Input id={id} name="category" defaultValue={filters.category} height="38px" maxLength={40} />}</Field>
          <Field label={t.shelf}>
            {(id) => (
              <Select id={id} name="shelf" defaultValue={filters.shelf}>
                {SHELF_FILTERS.map((s) => (
                  <option key={s} value={s}>{t.shelfOptions[s]}</option>
                ))}
              </Select>
            )}
          </Field>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="catalogue-search">{t.search}</Button>
            <Button type="button" variant="outline" height="38px" onClick={clear}>{t.clear}</Button>
          </Flex>
        </Grid>
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={state.context.loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text mb="2" fontSize="13px" color="gray.700" data-testid="catalogue-total">{t.total(page.total)}</Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="catalogue-empty">{t.empty}</Box>
          ) : (
            <CatalogueTable rows={page.records} />
          )}
          <Pager current={current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}

// The 企业管理 list: the search (company name or credit code, read when 查询 is pressed), the table
// and paging. Thin: machines/staff/staff-company-queue.ts holds the keyword and page and loads.
import { useId, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { COMPANY_KEYWORD_MAX, type StaffCompanyQuery, type StaffCompanyRow } from '../../../../domain/company/staff-company.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { companyQueueMachine } from '../../../../machines/staff/staff-company-queue.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { Pager } from '../components/pager.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchCompanyPage } from './api.ts';
import { CompanyTable } from './company-table.tsx';
import { companiesText } from './text.ts';

const t = companiesText;

const logic = companyQueueMachine.provide({
  actors: { fetchPage: fromPromise<Page<StaffCompanyRow>, StaffCompanyQuery>(({ input }) => fetchCompanyPage(input)) },
});

export function CompanyQueueView() {
  const [state, send] = useMachine(logic);
  const [formKey, setFormKey] = useState(0);
  const keywordId = useId();
  const errorId = useId();
  const { page, keyword, keywordError, loadError, current } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SEARCH', keyword: String(new FormData(event.currentTarget).get('keyword') ?? '') });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <chakra.form key={formKey} onSubmit={submit} noValidate role="search" aria-label={t.search} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4">
        <Grid templateColumns="minmax(0, 1fr) auto" gap="3" alignItems="end" maxWidth="760px">
          <Box>
            <chakra.label htmlFor={keywordId} display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.keyword}
            </chakra.label>
            <Input
              id={keywordId}
              name="keyword"
              defaultValue={keyword ?? ''}
              placeholder={t.keywordPlaceholder}
              height="38px"
              maxLength={COMPANY_KEYWORD_MAX + 10}
              aria-invalid={keywordError ? true : undefined}
              aria-describedby={keywordError ? errorId : undefined}
              data-testid="company-keyword"
            />
          </Box>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="company-search">
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
        {keywordError ? (
          <Text id={errorId} role="alert" color="red.700" fontSize="13px" mt="2" data-testid="keyword-error">
            {t.keywordErrors[keywordError]}
          </Text>
        ) : null}
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Text fontSize="13px" color="gray.700" mb="2" data-testid="company-total">
            {t.total(page.total)}
          </Text>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.700" data-testid="company-empty">
              {t.empty}
            </Box>
          ) : (
            <CompanyTable rows={page.records} />
          )}
          <Pager current={current} pages={page.pages} onPage={(next) => send({ type: 'PAGE', current: next })} />
        </Box>
      )}
    </Box>
  );
}

// One company in the console (/admin/companies/:id): the company (name, credit code, certified
// account, members, opened, admins) with 转移管理员, its members, departments and latest audit
// rows. Thin: machines/staff/staff-company-detail.ts loads, checks and sends the transfer.
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { StaffCompanyDetail, TransferAdminBody } from '../../../../domain/company/staff-company.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { activeAdmins, companyDetailMachine, transferCandidates, type TransferResult } from '../../../../machines/staff/staff-company-detail.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchCompanyDetail, transferCompanyAdmin } from './api.ts';
import { CompanyAuditTable, DepartmentTable, MemberTable } from './company-detail-tables.tsx';
import { companiesText } from './text.ts';
import { TransferDialog } from './transfer-dialog.tsx';

const t = companiesText;

const logic = companyDetailMachine.provide({
  actors: {
    fetchDetail: fromPromise<StaffCompanyDetail, { id: number }>(({ input }) => fetchCompanyDetail(input.id)),
    transfer: fromPromise<TransferResult, TransferAdminBody>(({ input }) => transferCompanyAdmin(input)),
  },
});

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid={testId}>
      <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
        {title}
      </chakra.h2>
      {children}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="13px" color="gray.700" mb="1">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontSize="14px" wordBreak="break-all">
        {children}
      </chakra.dd>
    </Box>
  );
}

function Header({ detail, canTransfer, onTransfer }: { detail: StaffCompanyDetail; canTransfer: boolean; onTransfer: () => void }) {
  const c = detail.company;
  const admins = activeAdmins(detail);
  return (
    <Section title={t.header} testId="company-header">
      <chakra.dl m="0" display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="4">
        <Field label={t.fields.name}>{c.name}</Field>
        <Field label={t.fields.creditCode}>
          <chakra.span fontFamily="mono">{c.creditCode}</chakra.span>
        </Field>
        <Field label={t.fields.holder}>{c.holderMobile ?? '—'}</Field>
        <Field label={t.fields.admins}>
          <span data-testid="company-admins">{admins.length > 0 ? t.adminList(admins) : t.noAdmin}</span>
        </Field>
        <Field label={t.fields.memberCount}>{c.memberCount}</Field>
        <Field label={t.fields.createdAt}>
          <span data-volatile="time">{formatChinaDateTime(c.createdAt)}</span>
        </Field>
      </chakra.dl>
      <Flex gap="3" align="center" mt="4" pt="3" borderTopWidth="1px" borderColor="gray.100">
        <Button colorPalette="brand" onClick={onTransfer} disabled={!canTransfer} data-testid="transfer-admin">
          {t.transfer}
        </Button>
        <Text fontSize="13px" color="gray.700">
          {canTransfer ? t.transferHint : t.noCandidate}
        </Text>
      </Flex>
    </Section>
  );
}

export function CompanyDetailView({ id }: { id: number }) {
  const [state, send] = useMachine(logic, { input: { id } });
  const { detail, loadError, draft, problem, serverError, done } = state.context;
  const candidates = transferCandidates(detail);
  const formOpen = state.matches('transferForm') || state.matches('transferring');
  return (
    <Box>
      <ChakraLink asChild fontSize="14px" color="brand.700" mb="2" display="inline-block">
        <Link href="/companies">← {t.back}</Link>
      </ChakraLink>
      <PageHeading title={detail?.company.name ?? t.title} />
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.notFound} onRetry={() => send({ type: 'RETRY' })} />
      ) : detail === null ? (
        <LoadingBlock label={staffText.loading} height="480px" />
      ) : (
        <Flex direction="column" gap="4" aria-busy={state.matches('loading')}>
          {done ? (
            <Text role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="2.5" fontSize="14px" data-testid="transfer-done">
              {done}
            </Text>
          ) : null}
          <Header detail={detail} canTransfer={candidates.length > 0} onTransfer={() => send({ type: 'TRANSFER' })} />
          <Section title={t.members}>
            <MemberTable rows={detail.members} />
          </Section>
          <Section title={t.departments}>
            {detail.departments.length > 0 ? <DepartmentTable rows={detail.departments} /> : <Text fontSize="14px" color="gray.700">{t.noDepartments}</Text>}
          </Section>
          <Section title={t.audit}>
            {detail.audit.length > 0 ? <CompanyAuditTable rows={detail.audit} /> : <Text fontSize="14px" color="gray.700">{t.noAudit}</Text>}
          </Section>
        </Flex>
      )}
      <TransferDialog
        open={formOpen}
        company={detail?.company.name ?? ''}
        candidates={candidates}
        admins={activeAdmins(detail)}
        draft={draft}
        problem={problem}
        busy={state.matches('transferring')}
        error={serverError}
        onEdit={(patch) => send({ type: 'EDIT', patch })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}

// 操作日志 (/admin/audit, 管理员): the audit log with filters (staff, role, action, target, China
// dates, outcome 成功/被拒绝), the sortable table and paging. Thin: the machine (machines/staff/audit-log.ts) holds the
// filters, sort and page and loads; the form is read when 查询 is pressed.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { AUDIT_ACTOR_ROLES, AUDIT_OUTCOME_TEXT, AUDIT_OUTCOMES, actorRoleText, type AuditActorRole, type AuditListBody, type AuditOutcome, type AuditRow } from '../../../../domain/staff/staff-payloads.ts';
import { AUDIT_ACTIONS, TARGET_KINDS, type TargetKind } from '../../../../domain/staff/staff-routes.ts';
import { auditLogMachine, NO_FILTERS, type AuditFilters } from '../../../../machines/staff/audit-log.ts';
import { createResource, useResourceData } from '../../../lib/resource.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { fetchAuditPage, fetchStaffAccounts } from '../api.ts';
import { AuditTable } from '../components/audit-table.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { Pager } from '../components/pager.tsx';
import { staffText } from '../text.ts';

const t = staffText.audit;

const logic = auditLogMachine.provide({
  actors: { fetchPage: fromPromise<Page<AuditRow>, AuditListBody>(({ input }) => fetchAuditPage(input)) },
});

const staffOptions = createResource(fetchStaffAccounts);

const Select = chakra('select', {
  base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

function text(form: FormData, name: string): string | null {
  const v = String(form.get(name) ?? '').trim();
  return v ? v : null;
}

function filtersOf(form: FormData): AuditFilters {
  const staff = text(form, 'staffId');
  return {
    staffId: staff ? Number(staff) : null,
    role: text(form, 'role') as AuditActorRole | null,
    action: text(form, 'action'),
    targetKind: text(form, 'targetKind') as TargetKind | null,
    targetId: text(form, 'targetId'),
    from: text(form, 'from'),
    to: text(form, 'to'),
    outcome: text(form, 'outcome') as AuditOutcome | null,
  };
}

/** A labelled filter control: the label names the control by its id (selects are plain HTML). */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
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

export default function AuditLogPage() {
  const [state, send] = useMachine(logic);
  const staff = useResourceData(staffOptions) ?? [];
  const [formKey, setFormKey] = useState(0);
  const { page, sorting, filterError, loadError } = state.context;
  const f = state.context.filters ?? NO_FILTERS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'FILTER', filters: filtersOf(new FormData(event.currentTarget)) });
  };
  const clear = () => {
    setFormKey((k) => k + 1);
    send({ type: 'CLEAR' });
  };
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      <chakra.form key={formKey} onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" aria-label={t.filters} data-testid="audit-filters">
        <Grid templateColumns="repeat(4, 1fr)" gap="3">
          <FilterField label={t.staff}>
            {(id) => (
            <Select id={id} name="staffId" defaultValue={f.staffId ?? ''}>
              <option value="">{t.anyStaff}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {t.staffOption(s.displayName, s.username)}
                </option>
              ))}
            </Select>
            )}
          </FilterField>
          <FilterField label={t.role}>
            {(id) => (
            <Select id={id} name="role" defaultValue={f.role ?? ''}>
              <option value="">{t.anyRole}</option>
              {AUDIT_ACTOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {actorRoleText(r)}
                </option>
              ))}
            </Select>
            )}
          </FilterField>
          <FilterField label={t.action}>
            {(id) => (
            <Select id={id} name="action" defaultValue={f.action ?? ''}>
              <option value="">{t.anyAction}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
            )}
          </FilterField>
          <FilterField label={t.targetKind}>
            {(id) => (
            <Select id={id} name="targetKind" defaultValue={f.targetKind ?? ''}>
              <option value="">{t.anyTarget}</option>
              {(Object.keys(TARGET_KINDS) as TargetKind[]).map((k) => (
                <option key={k} value={k}>
                  {TARGET_KINDS[k]}
                </option>
              ))}
            </Select>
            )}
          </FilterField>
          <FilterField label={t.targetId}>
            {(id) => (
            <Input id={id} name="targetId" defaultValue={f.targetId ?? ''} height="38px" maxLength={40} />
            )}
          </FilterField>
          <FilterField label={t.from}>
            {(id) => (
            <Input id={id} name="from" type="date" defaultValue={f.from ?? ''} height="38px" />
            )}
          </FilterField>
          <FilterField label={t.to}>
            {(id) => (
            <Input id={id} name="to" type="date" defaultValue={f.to ?? ''} height="38px" />
            )}
          </FilterField>
          <FilterField label={t.outcome}>
            {(id) => (
            <Select id={id} name="outcome" defaultValue={f.outcome ?? ''}>
              <option value="">{t.anyOutcome}</option>
              {AUDIT_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {AUDIT_OUTCOME_TEXT[o]}
                </option>
              ))}
            </Select>
            )}
          </FilterField>
          <Flex align="flex-end" gap="2">
            <Button type="submit" colorPalette="brand" height="38px" data-testid="audit-apply">
              {t.apply}
            </Button>
            <Button type="button" variant="outline" height="38px" onClick={clear}>
              {t.clear}
            </Button>
          </Flex>
        </Grid>
        {filterError ? (
          <Text role="alert" color="red.700" fontSize="13px" mt="2">
            {t.errors[filterError]}
          </Text>
        ) : null}
      </chakra.form>
      {state.matches('failed') ? (
        <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : page === null ? (
        <LoadingBlock label={staffText.loading} height="240px" />
      ) : (
        <Box aria-busy={state.matches('loading')}>
          <Flex justify="space-between" align="center" mb="2" fontSize="13px" color="gray.700">
            <Text data-testid="audit-total">{t.total(page.total)}</Text>
          </Flex>
          {page.records.length === 0 ? (
            <Box bg="white" borderWidth="1px" borderColor="gray.200" p="8" textAlign="center" color="gray.600" data-testid="audit-empty">
              {t.empty}
            </Box>
          ) : (
            <AuditTable rows={page.records} sorting={sorting} onSort={(next) => send({ type: 'SORT', sorting: next })} />
          )}
          <Pager current={state.context.current} pages={page.pages} onPage={(current) => send({ type: 'PAGE', current })} />
        </Box>
      )}
    </Box>
  );
}

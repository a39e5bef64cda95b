// 员工账号 (/admin/staff, 管理员): the staff accounts with their roles; add one, change a role
// (a select per row), disable one after a confirmation. Thin: the machine
// (machines/staff/staff-accounts.ts) checks, sends and reloads.
import { useId } from 'react';
import { Box, Button, chakra, Field, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { AddStaffBody, StaffAccountRow, StaffMe } from '../../../../domain/staff/staff-payloads.ts';
import { isStaffRole, ROLE_TEXT, STAFF_ROLES, type StaffRole } from '../../../../domain/staff/staff-roles.ts';
import { staffAccountsMachine, type DraftField } from '../../../../machines/staff/staff-accounts.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { headCell } from '../../../ui/table.tsx';
import { addStaffAccount, changeStaffRole, disableStaffAccount, fetchStaffAccounts } from '../api.ts';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';

const t = staffText.staff;

const logic = staffAccountsMachine.provide({
  actors: {
    fetchList: fromPromise<StaffAccountRow[], void>(() => fetchStaffAccounts()),
    addStaff: fromPromise<StaffAccountRow, AddStaffBody>(({ input }) => addStaffAccount(input)),
    changeRole: fromPromise<StaffAccountRow, { id: number; role: StaffRole }>(({ input }) => changeStaffRole(input.id, input.role)),
    disableStaff: fromPromise<StaffAccountRow, { id: number }>(({ input }) => disableStaffAccount(input.id)),
  },
});

const Select = chakra('select', {
  base: { height: '34px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '13px', bg: 'white' },
});

const Td = chakra('td', { base: { px: '3', py: '2.5', fontSize: '13px', borderTopWidth: '1px', borderColor: 'gray.200' } });

export default function StaffAccountsPage({ me }: { me: StaffMe }) {
  const [state, send] = useMachine(logic);
  const roleId = useId();
  const { rows, draft, draftErrors, serverError, targetId, done, loadError } = state.context;
  const adding = state.matches('adding') || state.matches('saving');
  const busy = !state.matches('list') && !state.matches('adding');
  const target = rows?.find((r) => r.id === targetId) ?? null;
  const fieldError = (field: DraftField) => {
    const e = draftErrors[field];
    return e ? t.errors[field][e] : undefined;
  };

  if (state.matches('failed')) return <FailedBlock title={loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (rows === null) return <LoadingBlock label={staffText.loading} height="240px" />;

  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro}>
        {!adding ? (
          <Button colorPalette="brand" onClick={() => send({ type: 'ADD' })} disabled={busy} data-testid="staff-add">
            {t.add}
          </Button>
        ) : null}
      </PageHeading>
      {done && !adding ? (
        <Text role="status" color="green.800" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="md" px="3" py="2" mb="3" fontSize="13px">
          {t.done[done]}
        </Text>
      ) : null}
      {!adding ? <FormAlert message={serverError} /> : null}
      {adding ? (
        <chakra.form
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p="5"
          mb="4"
          noValidate
          aria-label={t.form.title}
          data-testid="staff-form"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <chakra.h2 fontSize="16px" fontWeight="600" mb="3">
            {t.form.title}
          </chakra.h2>
          <Grid templateColumns="repeat(4, 1fr)" gap="3">
            <Field.Root invalid={!!fieldError('username')} required>
              <Field.Label fontSize="13px">{t.form.username}</Field.Label>
              <Input name="username" value={draft.username} onChange={(e) => send({ type: 'EDIT', patch: { username: e.target.value } })} height="38px" autoComplete="off" />
              {fieldError('username') ? <Field.ErrorText>{fieldError('username')}</Field.ErrorText> : <Field.HelperText fontSize="12px">{t.form.usernameHint}</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!fieldError('displayName')} required>
              <Field.Label fontSize="13px">{t.form.displayName}</Field.Label>
              <Input name="displayName" value={draft.displayName} onChange={(e) => send({ type: 'EDIT', patch: { displayName: e.target.value } })} height="38px" />
              {fieldError('displayName') ? <Field.ErrorText>{fieldError('displayName')}</Field.ErrorText> : null}
            </Field.Root>
            <Box>
              <chakra.label htmlFor={roleId} display="block" fontSize="13px" fontWeight="500" mb="1.5">
                {t.form.role}
              </chakra.label>
              <Select
                id={roleId}
                name="role"
                value={draft.role}
                aria-invalid={fieldError('role') ? true : undefined}
                aria-describedby={fieldError('role') ? `${roleId}-error` : undefined}
                onChange={(e) => send({ type: 'EDIT', patch: { role: isStaffRole(e.target.value) ? e.target.value : '' } })}
                width="100%"
                height="38px"
              >
                <option value="">{t.form.pickRole}</option>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_TEXT[r]}
                  </option>
                ))}
              </Select>
              {fieldError('role') ? (
                <Text id={`${roleId}-error`} color="red.700" fontSize="12px" mt="1">
                  {fieldError('role')}
                </Text>
              ) : null}
            </Box>
            <Field.Root invalid={!!fieldError('password')} required>
              <Field.Label fontSize="13px">{t.form.password}</Field.Label>
              <Input name="password" type="password" value={draft.password} onChange={(e) => send({ type: 'EDIT', patch: { password: e.target.value } })} height="38px" autoComplete="new-password" />
              {fieldError('password') ? <Field.ErrorText>{fieldError('password')}</Field.ErrorText> : <Field.HelperText fontSize="12px">{t.form.passwordHint}</Field.HelperText>}
            </Field.Root>
          </Grid>
          <Box mt="3">
            <FormAlert message={serverError} />
          </Box>
          <Flex gap="2" mt="3">
            <Button type="submit" colorPalette="brand" loading={state.matches('saving')} loadingText={t.form.saving}>
              {t.form.save}
            </Button>
            <Button type="button" variant="outline" onClick={() => send({ type: 'CANCEL' })} disabled={state.matches('saving')}>
              {t.form.cancel}
            </Button>
          </Flex>
        </chakra.form>
      ) : null}
      <chakra.table width="100%" borderCollapse="collapse" bg="white" borderWidth="1px" borderColor="gray.200" aria-label={t.tableLabel} data-testid="staff-table">
        <thead>
          <tr>
            {Object.values(t.columns).map((label) => (
              <chakra.th key={label} css={headCell}>
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="staff-row">
              <Td>{r.username}</Td>
              <Td>{r.displayName}</Td>
              <Td>
                {r.id === me.id || !r.enabled ? (
                  r.roleText
                ) : (
                  <Select
                    aria-label={t.changeRole(r.displayName)}
                    value={r.role}
                    disabled={busy}
                    onChange={(e) => {
                      if (isStaffRole(e.target.value)) send({ type: 'SET_ROLE', id: r.id, role: e.target.value });
                    }}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_TEXT[role]}
                      </option>
                    ))}
                  </Select>
                )}
              </Td>
              <Td color={r.enabled ? 'green.800' : 'gray.600'}>{r.enabled ? t.enabled : t.disabled}</Td>
              <Td>{formatChinaDateTime(r.createdAt)}</Td>
              <Td>
                {r.enabled && r.id !== me.id ? (
                  <Button size="xs" variant="outline" colorPalette="red" disabled={busy} aria-label={t.disableWho(r.displayName)} onClick={() => send({ type: 'DISABLE', id: r.id })}>
                    {t.disable}
                  </Button>
                ) : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <ConfirmDialog
        open={state.matches('confirmingDisable') || state.matches('disabling')}
        title={t.confirmTitle}
        body={t.confirmBody(target?.displayName ?? '')}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={state.matches('disabling')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Box>
  );
}

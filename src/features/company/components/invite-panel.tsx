// 邀请 tab (admin): the invitation form (machines/company/invite-form.ts) and the invitations
// sent, with 撤回 for a pending one after a confirmation (machines/company/invitation-withdraw.ts).
import { Box, Button, chakra, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { InviteBody } from '../../../../domain/company/company-payloads.ts';
import { COMPANY_ROLES, type CompanyRole } from '../../../../domain/company/company-roles.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { inviteFormMachine } from '../../../../machines/company/invite-form.ts';
import { invitationWithdrawMachine } from '../../../../machines/company/invitation-withdraw.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { cancelInvitation, inviteMember, type DepartmentRow, type InvitationRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.invite;

const logic = inviteFormMachine.provide({ actors: { invite: fromPromise<unknown, InviteBody>(({ input }) => inviteMember(input)) } });
const withdrawLogic = invitationWithdrawMachine.provide({ actors: { withdraw: fromPromise<unknown, { id: number }>(({ input }) => cancelInvitation(input.id)) } });

const selectStyle = { width: '100%', height: '40px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;

interface Props {
  departments: DepartmentRow[];
  invitations: InvitationRow[];
  onChanged: () => void;
}

export function InvitePanel({ departments, invitations, onChanged }: Props) {
  const ref = useActorRef(logic);
  const state = useSelector(ref, (s) => s);
  const withdraw = useActorRef(withdrawLogic);
  const w = useSelector(withdraw, (s) => s);
  useEffect(() => {
    const sub = ref.on('invited', onChanged);
    return () => sub.unsubscribe();
  }, [ref, onChanged]);
  useEffect(() => {
    const sub = withdraw.on('withdrawn', () => {
      showInfo(t.cancelled);
      onChanged();
    });
    return () => sub.unsubscribe();
  }, [withdraw, onChanged]);
  const c = state.context;
  const sending = state.matches('sending');
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="invite-title" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
        <Text id="invite-title" as="h2" fontSize="16px" fontWeight="600" mb="4">
          {t.title}
        </Text>
        {state.matches('sent') && c.sent ? (
          <Flex align="center" gap="4">
            <Text role="status" color="green.700">{t.sent(c.sent.name, c.sent.mobile)}</Text>
            <Button size="sm" variant="outline" onClick={() => ref.send({ type: 'AGAIN' })}>{t.again}</Button>
          </Flex>
        ) : (
          <chakra.form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              ref.send({ type: 'SUBMIT' });
            }}
          >
            <Flex gap="4" align="flex-start" wrap="wrap">
              <Field.Root invalid={!!c.errors.mobile} width="200px" required>
                <Field.Label>{t.mobile}</Field.Label>
                <Input inputMode="numeric" maxLength={11} value={c.values.mobile} disabled={sending} onChange={(e) => ref.send({ type: 'EDIT', field: 'mobile', value: e.target.value })} />
                {c.errors.mobile && <Field.ErrorText color="red.700">{t.errors.mobile[c.errors.mobile]}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!c.errors.name} width="160px" required>
                <Field.Label>{t.name}</Field.Label>
                <Input maxLength={20} value={c.values.name} disabled={sending} onChange={(e) => ref.send({ type: 'EDIT', field: 'name', value: e.target.value })} />
                {c.errors.name && <Field.ErrorText color="red.700">{t.errors.name[c.errors.name]}</Field.ErrorText>}
              </Field.Root>
              <Field.Root width="140px">
                <Field.Label>{t.role}</Field.Label>
                <chakra.select {...selectStyle} aria-label={t.role} value={c.values.role} disabled={sending} onChange={(e) => ref.send({ type: 'SET_ROLE', role: e.target.value as CompanyRole })}>
                  {COMPANY_ROLES.map((r) => (
                    <option key={r} value={r}>{companyText.roleText[r]}</option>
                  ))}
                </chakra.select>
              </Field.Root>
              <Field.Root width="180px">
                <Field.Label>{t.department}</Field.Label>
                <chakra.select {...selectStyle} aria-label={t.department} value={c.values.departmentId ?? ''} disabled={sending} onChange={(e) => ref.send({ type: 'SET_DEPARTMENT', departmentId: e.target.value === '' ? null : Number(e.target.value) })}>
                  <option value="">{t.noDepartment}</option>
                  {departments.map((d) => (
                    <option key={d.id} value={d.id}>{d.parentId === null ? d.name : `${companyText.indent}${d.name}`}</option>
                  ))}
                </chakra.select>
              </Field.Root>
              <Button type="submit" colorPalette="brand" mt="6" loading={sending} loadingText={t.sending}>{t.submit}</Button>
            </Flex>
            <Text mt="2" fontSize="12px" color="gray.600">{t.mobileHint}</Text>
            {c.formError && (
              <Text role="alert" mt="2" color="red.700" fontSize="13px">{c.formError}</Text>
            )}
          </chakra.form>
        )}
      </Box>
      <Box as="section" aria-label={t.listLabel}>
        {invitations.length === 0 ? (
          <Text color="gray.600">{t.empty}</Text>
        ) : (
          <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="company-invitations">
            <thead>
              <tr>
                <CompactTh>{companyText.members.name}</CompactTh>
                <CompactTh>{companyText.members.mobile}</CompactTh>
                <CompactTh>{companyText.members.role}</CompactTh>
                <CompactTh>{companyText.members.department}</CompactTh>
                <CompactTh>{companyText.members.status}</CompactTh>
                <CompactTh>{t.invitedBy}</CompactTh>
                <CompactTh>{t.expiresAt}</CompactTh>
                <CompactTh>{companyText.members.actions}</CompactTh>
              </tr>
            </thead>
            <tbody>
              {invitations.map((i) => (
                <tr key={i.id}>
                  <CompactTd>{i.name}</CompactTd>
                  <CompactTd>{i.mobile}</CompactTd>
                  <CompactTd>{companyText.roleText[i.role]}</CompactTd>
                  <CompactTd>{i.departmentName ?? companyText.members.none}</CompactTd>
                  <CompactTd>{companyText.invitationStatusText[i.status]}</CompactTd>
                  <CompactTd>{i.invitedByName}</CompactTd>
                  <CompactTd>{formatChinaDate(i.expiresAt)}</CompactTd>
                  <CompactTd>
                    {i.status === 'pending' && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t.cancelOf(i.name)}
                        onClick={() => withdraw.send({ type: 'WITHDRAW', invitation: { id: i.id, name: i.name } })}
                      >
                        {t.cancel}
                      </Button>
                    )}
                  </CompactTd>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        )}
      </Box>
      <ConfirmDialog
        open={!w.matches('idle')}
        title={t.withdrawTitle}
        body={w.context.target ? t.withdrawBody(w.context.target.name) : ''}
        confirmLabel={t.cancel}
        cancelLabel={t.withdrawKeep}
        busy={w.matches('withdrawing')}
        error={w.context.error}
        onConfirm={() => withdraw.send({ type: 'CONFIRM' })}
        onCancel={() => withdraw.send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}

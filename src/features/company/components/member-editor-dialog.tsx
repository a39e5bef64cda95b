// The member editor dialog (machines/company/member-editor.ts): role, department and status of
// one member, 移出企业 after a confirmation; the rules the server keeps (an active admin, the
// certified account stays) are said in a sentence before anything is sent.
import { Button, chakra, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { COMPANY_MEMBER_STATUSES, COMPANY_ROLES } from '../../../../domain/company/company-roles.ts';
import { memberEditorMachine, type MemberChange, type MemberEditorInput } from '../../../../machines/company/member-editor.ts';
import { removeMember, updateMember, type DepartmentRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.editor;

const logic = memberEditorMachine.provide({
  actors: {
    update: fromPromise<unknown, MemberChange>(({ input }) => updateMember(input)),
    remove: fromPromise<unknown, { memberId: number }>(({ input }) => removeMember(input.memberId)),
  },
});

const selectStyle = { width: '100%', height: '36px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;

interface Props {
  input: MemberEditorInput;
  departments: DepartmentRow[];
  onClose: () => void;
  onDone: (removed: boolean) => void;
}

export function MemberEditorDialog({ input, departments, onClose, onDone }: Props) {
  const ref = useActorRef(logic, { input });
  const state = useSelector(ref, (s) => s);
  useEffect(() => {
    const sub = ref.on('done', (e) => onDone(e.removed));
    return () => sub.unsubscribe();
  }, [ref, onDone]);
  const c = state.context;
  const busy = state.matches('saving') || state.matches('removing');
  const confirming = state.matches('confirmingRemove') || state.matches('removing');
  return (
    <Dialog.Root open placement="center" onOpenChange={(d) => !d.open && !busy && onClose()} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="member-editor">
            <Dialog.Header>
              <Dialog.Title>{confirming ? t.removeTitle : t.title(c.member.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {confirming ? (
                <Text>{t.removeBody(c.member.name)}</Text>
              ) : (
                <Stack gap="4">
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.role}</Text>
                    <chakra.select {...selectStyle} aria-label={t.role} value={c.role} onChange={(e) => ref.send({ type: 'SET_ROLE', role: e.target.value as (typeof COMPANY_ROLES)[number] })} disabled={busy}>
                      {COMPANY_ROLES.map((r) => (
                        <option key={r} value={r}>{companyText.roleText[r]}</option>
                      ))}
                    </chakra.select>
                  </label>
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.department}</Text>
                    <chakra.select {...selectStyle} aria-label={t.department} value={c.departmentId ?? ''} onChange={(e) => ref.send({ type: 'SET_DEPARTMENT', departmentId: e.target.value === '' ? null : Number(e.target.value) })} disabled={busy}>
                      <option value="">{t.noDepartment}</option>
                      {departments.map((d) => (
                        <option key={d.id} value={d.id}>{d.parentId === null ? d.name : `${companyText.indent}${d.name}`}</option>
                      ))}
                    </chakra.select>
                  </label>
                  <label>
                    <Text fontSize="13px" color="gray.700" mb="1">{t.status}</Text>
                    <chakra.select {...selectStyle} aria-label={t.status} value={c.status} onChange={(e) => ref.send({ type: 'SET_STATUS', status: e.target.value as (typeof COMPANY_MEMBER_STATUSES)[number] })} disabled={busy}>
                      {COMPANY_MEMBER_STATUSES.map((s) => (
                        <option key={s} value={s}>{companyText.statusText[s]}</option>
                      ))}
                    </chakra.select>
                  </label>
                </Stack>
              )}
              {(c.problem || c.formError) && (
                <Text role="alert" mt="3" color="red.700" fontSize="13px">
                  {c.problem === 'lastAdmin' ? t.lastAdmin : c.problem === 'holder' ? t.holder : c.formError}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              {confirming ? (
                <>
                  <span />
                  <Stack direction="row" gap="3">
                    <Button variant="outline" onClick={() => ref.send({ type: 'CANCEL' })} disabled={busy}>{t.cancel}</Button>
                    <Button colorPalette="red" loading={state.matches('removing')} onClick={() => ref.send({ type: 'CONFIRM' })}>{t.confirmRemove}</Button>
                  </Stack>
                </>
              ) : (
                <>
                  <Button variant="outline" colorPalette="red" onClick={() => ref.send({ type: 'REMOVE' })} disabled={busy}>{t.remove}</Button>
                  <Stack direction="row" gap="3">
                    <Button variant="outline" onClick={onClose} disabled={busy}>{t.cancel}</Button>
                    <Button colorPalette="brand" px="8" loading={state.matches('saving')} loadingText={t.saving} onClick={() => ref.send({ type: 'SAVE' })}>{t.save}</Button>
                  </Stack>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// 部门 tab: the two-level department tree with cost-centre codes and member counts; the admin adds,
// renames and nests departments in DepartmentDialog (machines/company/department-form.ts).
import { Box, Button, chakra, Dialog, Field, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { DepartmentSaveBody } from '../../../../domain/company/company-payloads.ts';
import { departmentFormMachine, type DepartmentFormInput } from '../../../../machines/company/department-form.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { saveDepartment, type DepartmentRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.departments;

const logic = departmentFormMachine.provide({ actors: { save: fromPromise<unknown, DepartmentSaveBody>(({ input }) => saveDepartment(input)) } });

const selectStyle = { width: '100%', height: '40px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;

function DepartmentDialog({ input, departments, onClose, onSaved }: { input: DepartmentFormInput; departments: DepartmentRow[]; onClose: () => void; onSaved: () => void }) {
  const ref = useActorRef(logic, { input });
  const state = useSelector(ref, (s) => s);
  useEffect(() => {
    const sub = ref.on('saved', onSaved);
    return () => sub.unsubscribe();
  }, [ref, onSaved]);
  const c = state.context;
  const saving = state.matches('saving');
  // A parent is a top-level department other than this one; a department with children stays top-level.
  const hasChildren = c.id !== null && departments.some((d) => d.parentId === c.id);
  const parents = departments.filter((d) => d.parentId === null && d.id !== c.id);
  return (
    <Dialog.Root open placement="center" onOpenChange={(d) => !d.open && !saving && onClose()} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="department-dialog">
            <chakra.form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                ref.send({ type: 'SUBMIT' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{c.id === null ? t.dialogAdd : t.dialogEdit}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={!!c.errors.name} required>
                    <Field.Label>{t.name}</Field.Label>
                    <Input maxLength={30} value={c.name} disabled={saving} onChange={(e) => ref.send({ type: 'EDIT', field: 'name', value: e.target.value })} />
                    {c.errors.name && <Field.ErrorText color="red.700">{t.nameRequired}</Field.ErrorText>}
                  </Field.Root>
                  <Field.Root invalid={!!c.errors.code}>
                    <Field.Label>{t.code}</Field.Label>
                    <Input maxLength={20} value={c.code} disabled={saving} onChange={(e) => ref.send({ type: 'EDIT', field: 'code', value: e.target.value })} />
                    {c.errors.code ? <Field.ErrorText color="red.700">{t.codeInvalid}</Field.ErrorText> : <Field.HelperText>{t.codeHint}</Field.HelperText>}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t.parent}</Field.Label>
                    <chakra.select {...selectStyle} aria-label={t.parent} value={c.parentId ?? ''} disabled={saving || hasChildren} onChange={(e) => ref.send({ type: 'SET_PARENT', parentId: e.target.value === '' ? null : Number(e.target.value) })}>
                      <option value="">{t.topLevel}</option>
                      {parents.map((d) => (
                        <option key={d.id} value={d.id}>{d.name}</option>
                      ))}
                    </chakra.select>
                  </Field.Root>
                  {c.formError && (
                    <Text role="alert" color="red.700" fontSize="13px">{c.formError}</Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>{t.cancel}</Button>
                <Button type="submit" colorPalette="brand" px="8" loading={saving}>{t.save}</Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DepartmentLine({ d, depth, canEdit, onEdit, onAddChild }: { d: DepartmentRow; depth: number; canEdit: boolean; onEdit: () => void; onAddChild?: () => void }) {
  return (
    <Flex as="li" align="center" gap="3" py="2" pl={depth === 0 ? '3' : '9'} pr="3" borderTopWidth="1px" borderColor="gray.100" data-testid="department-row">
      <Text fontWeight={depth === 0 ? '600' : '400'} minWidth="160px">{d.name}</Text>
      <Text color="gray.600" fontSize="13px" minWidth="120px">{d.code ?? '—'}</Text>
      <Text color="gray.600" fontSize="13px" flex="1">{t.members(d.memberCount)}</Text>
      {canEdit && (
        <>
          {onAddChild && (
            <Button size="xs" variant="ghost" aria-label={t.addChildOf(d.name)} onClick={onAddChild}>{t.addChild}</Button>
          )}
          <Button size="xs" variant="outline" aria-label={t.editOf(d.name)} onClick={onEdit}>{t.edit}</Button>
        </>
      )}
    </Flex>
  );
}

export function DepartmentsPanel({ departments, canEdit, onChanged }: { departments: DepartmentRow[]; canEdit: boolean; onChanged: () => void }) {
  const [dialog, setDialog] = useState<DepartmentFormInput | null>(null);
  const tops = departments.filter((d) => d.parentId === null);
  return (
    <Box as="section" aria-label={t.label}>
      {canEdit && (
        <Button size="sm" colorPalette="brand" mb="3" onClick={() => setDialog({ department: null })}>{t.add}</Button>
      )}
      {departments.length === 0 ? (
        <Text color="gray.600">{t.empty}</Text>
      ) : (
        <Box as="ul" listStyleType="none" m="0" p="0" borderWidth="1px" borderColor="gray.200" borderRadius="md">
          {tops.map((d) => (
            <Box as="li" key={d.id} listStyleType="none">
              <Box as="ul" listStyleType="none" m="0" p="0">
                <DepartmentLine d={d} depth={0} canEdit={canEdit} onEdit={() => setDialog({ department: d })} onAddChild={() => setDialog({ department: null, parentId: d.id })} />
                {departments.filter((c) => c.parentId === d.id).map((c) => (
                  <DepartmentLine key={c.id} d={c} depth={1} canEdit={canEdit} onEdit={() => setDialog({ department: c })} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {dialog && (
        <DepartmentDialog
          input={dialog}
          departments={departments}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            showInfo(t.saved);
            onChanged();
          }}
        />
      )}
    </Box>
  );
}

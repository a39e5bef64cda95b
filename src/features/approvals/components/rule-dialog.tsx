// The rule dialog of /company/rules (the rule editor's `editing` state): name, department or all,
// the amount in yuan from which the rule applies, categories (none: all), one or two levels each
// with who decides. Checked by the machine with the server's schema; a refusal shows in the dialog.
import { Box, Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { APPROVAL_DECIDERS, APPROVAL_RULE_NAME_MAX, type ApprovalDecider } from '../../../../domain/approvals/approval-rules.ts';
import type { NamedOption, RuleEditorEvent, RuleForm, RuleFormErrors } from '../../../../machines/approvals/rule-editor.ts';
import { CheckChoice, RadioChoice } from '../../../ui/choice-inputs.tsx';
import { approvalsAdminText } from '../admin/text.ts';

const t = approvalsAdminText.rules.dialog;
const selectStyle = { width: '100%', height: '36px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;

interface Props {
  form: RuleForm | null;
  errors: RuleFormErrors;
  formError: string | null;
  departments: NamedOption[];
  categories: NamedOption[];
  saving: boolean;
  send: (event: RuleEditorEvent) => void;
}

export function RuleDialog({ form, errors, formError, departments, categories, saving, send }: Props) {
  const close = () => !saving && send({ type: 'CLOSE' });
  return (
    <Dialog.Root open={form !== null} size="lg" placement="center" onOpenChange={(d) => !d.open && close()} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="rule-dialog">
            <Dialog.Header>
              <Dialog.Title>{form?.id ? t.edit : t.create}</Dialog.Title>
            </Dialog.Header>
            {form && (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  send({ type: 'SUBMIT' });
                }}
              >
                <Dialog.Body>
                  <Stack gap="4">
                    <Field.Root invalid={errors.name !== undefined} required>
                      <Field.Label>{t.name}</Field.Label>
                      <Input value={form.name} maxLength={APPROVAL_RULE_NAME_MAX + 10} onChange={(e) => send({ type: 'EDIT', field: 'name', value: e.target.value })} data-testid="rule-name" />
                      {errors.name && <Field.ErrorText color="red.700">{errors.name === 'required' ? t.nameRequired : t.nameTooLong}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t.department}</Field.Label>
                      <chakra.select
                        {...selectStyle}
                        aria-label={t.department}
                        value={form.departmentId ?? ''}
                        onChange={(e) => send({ type: 'SET_DEPARTMENT', departmentId: e.target.value === '' ? null : Number(e.target.value) })}
                        data-testid="rule-department"
                      >
                        <option value="">{approvalsAdminText.allDepartments}</option>
                        {departments.map((d) => (
                          <option key={d.id} value={d.id}>{d.child ? `${approvalsAdminText.indent}${d.name}` : d.name}</option>
                        ))}
                      </chakra.select>
                    </Field.Root>
                    <Field.Root invalid={errors.amount !== undefined}>
                      <Field.Label>{t.amount}</Field.Label>
                      <Input value={form.amount} inputMode="decimal" onChange={(e) => send({ type: 'EDIT', field: 'amount', value: e.target.value })} data-testid="rule-amount" />
                      {errors.amount ? (
                        <Field.ErrorText color="red.700">{errors.amount === 'invalid' ? t.amountInvalid : t.amountTooLarge}</Field.ErrorText>
                      ) : (
                        <Field.HelperText color="gray.600">{t.amountHint}</Field.HelperText>
                      )}
                    </Field.Root>
                    <chakra.fieldset border="0" m="0" p="0" minWidth="0">
                      <chakra.legend fontSize="13px" color="gray.700" mb="1" p="0">{t.categories}</chakra.legend>
                      <Text fontSize="12px" color="gray.600" mb="1.5">{t.categoriesHint}</Text>
                      <Box maxH="150px" overflowY="auto" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="2" data-testid="rule-categories">
                        <Stack gap="1">
                          {categories.map((c) => (
                            <Box key={c.id} pl={c.child ? '5' : '0'}>
                              <CheckChoice label={c.name} checked={form.categoryIds.includes(c.id)} onChange={() => send({ type: 'TOGGLE_CATEGORY', categoryId: c.id })} />
                            </Box>
                          ))}
                        </Stack>
                      </Box>
                    </chakra.fieldset>
                    <RadioChoice
                      name="rule-level-count"
                      legend={t.levelCount}
                      value={form.levels.length}
                      options={t.levelCounts}
                      onPick={(count) => send({ type: 'SET_LEVEL_COUNT', count })}
                    />
                    <Stack direction="row" gap="4">
                      {form.levels.map((decider, i) => (
                        <Field.Root key={i}>
                          <Field.Label>{t.levelDecider(i + 1)}</Field.Label>
                          <chakra.select
                            {...selectStyle}
                            aria-label={t.levelDecider(i + 1)}
                            value={decider}
                            onChange={(e) => send({ type: 'SET_LEVEL', index: i, decider: e.target.value as ApprovalDecider })}
                            data-testid={`rule-level-${i + 1}`}
                          >
                            {APPROVAL_DECIDERS.map((d) => (
                              <option key={d} value={d}>{approvalsAdminText.deciderText[d]}</option>
                            ))}
                          </chakra.select>
                        </Field.Root>
                      ))}
                    </Stack>
                    {formError && (
                      <Text role="alert" color="red.700" fontSize="13px">
                        {formError}
                      </Text>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close} disabled={saving}>
                    {t.cancel}
                  </Button>
                  <Button type="submit" colorPalette="brand" px="8" loading={saving} loadingText={t.saving} data-testid="rule-save">
                    {t.save}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="3" right="3" aria-label={t.close} disabled={saving}>
                ×
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

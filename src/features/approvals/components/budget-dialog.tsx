// The budget dialog of /company/budgets (the budget editor's `editing` state): department, 月度 or
// 季度, the amount in yuan, 硬性 or 柔性. An existing budget keeps its department and period; a new
// one on a department and period that has a budget says it replaces it.
import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { BUDGET_MODES, BUDGET_PERIODS } from '../../../../domain/approvals/approval-rules.ts';
import { replacedBudget, type BudgetEditorEvent, type BudgetForm, type BudgetFormErrors, type BudgetPageData } from '../../../../machines/approvals/budget-editor.ts';
import { RadioChoice } from '../../../ui/choice-inputs.tsx';
import { approvalsAdminText } from '../admin/text.ts';

const t = approvalsAdminText.budgets.dialog;
const selectStyle = { width: '100%', height: '36px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', bg: 'white', fontSize: '14px' } as const;
const PERIOD_OPTIONS = BUDGET_PERIODS.map((p) => [p, approvalsAdminText.periodText[p]] as const);
const MODE_OPTIONS = BUDGET_MODES.map((m) => [m, approvalsAdminText.modeLong[m]] as const);

interface Props {
  data: BudgetPageData | null;
  form: BudgetForm | null;
  errors: BudgetFormErrors;
  formError: string | null;
  saving: boolean;
  send: (event: BudgetEditorEvent) => void;
}

export function BudgetDialog({ data, form, errors, formError, saving, send }: Props) {
  const close = () => !saving && send({ type: 'CLOSE' });
  const replaced = replacedBudget(data, form);
  const departments = data?.departments ?? [];
  return (
    <Dialog.Root open={form !== null} size="md" placement="center" onOpenChange={(d) => !d.open && close()} closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="budget-dialog">
            <Dialog.Header>
              <Dialog.Title>{form?.editing ? t.edit : t.create}</Dialog.Title>
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
                    {departments.length === 0 && <Text fontSize="13px" color="orange.700">{t.noDepartments}</Text>}
                    <Field.Root invalid={errors.departmentId !== undefined} required disabled={form.editing}>
                      <Field.Label>{t.department}</Field.Label>
                      <chakra.select
                        {...selectStyle}
                        aria-label={t.department}
                        value={form.departmentId ?? ''}
                        disabled={form.editing}
                        onChange={(e) => send({ type: 'SET_DEPARTMENT', departmentId: e.target.value === '' ? null : Number(e.target.value) })}
                        data-testid="budget-department"
                      >
                        <option value="">{t.chooseDepartment}</option>
                        {departments.map((d) => (
                          <option key={d.id} value={d.id}>{d.child ? `${approvalsAdminText.indent}${d.name}` : d.name}</option>
                        ))}
                      </chakra.select>
                      {errors.departmentId && <Field.ErrorText color="red.700">{t.departmentRequired}</Field.ErrorText>}
                    </Field.Root>
                    <RadioChoice name="budget-period" legend={t.period} value={form.period} options={PERIOD_OPTIONS} disabled={form.editing} onPick={(period) => send({ type: 'SET_PERIOD', period })} />
                    <Field.Root invalid={errors.amount !== undefined} required>
                      <Field.Label>{t.amount}</Field.Label>
                      <Input value={form.amount} inputMode="decimal" onChange={(e) => send({ type: 'EDIT_AMOUNT', value: e.target.value })} data-testid="budget-amount" />
                      {errors.amount && (
                        <Field.ErrorText color="red.700">{errors.amount === 'required' ? t.amountRequired : errors.amount === 'invalid' ? t.amountInvalid : t.amountTooLarge}</Field.ErrorText>
                      )}
                    </Field.Root>
                    <RadioChoice name="budget-mode" legend={t.mode} value={form.mode} options={MODE_OPTIONS} onPick={(mode) => send({ type: 'SET_MODE', mode })} />
                    {replaced && (
                      <Text fontSize="13px" color="orange.700" data-testid="budget-replaces">
                        {t.replaces(approvalsAdminText.periodText[replaced.period], replaced.amountFen)}
                      </Text>
                    )}
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
                  <Button type="submit" colorPalette="brand" px="8" loading={saving} loadingText={t.saving} data-testid="budget-save">
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

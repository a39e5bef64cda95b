// The form of one staff step on a service order (quote, confirm, schedule, start, deliver, cancel):
// uncontrolled fields read when 提交 is pressed and sent to the machine, which checks them; each
// field shows its Chinese problem. Deliver picks certificate files (checked at once by the machine)
// and lists them with a remove button.
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Input, Text, Textarea } from '@chakra-ui/react';
import { CERTIFICATE_TYPES, earliestServiceDate } from '../../../../domain/services/service-rules.ts';
import type { ServiceOrderView } from '../../../../domain/services/service-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { PickedFile, StaffStep, StepErrors, StepField, StepValues } from '../../../../machines/staff/staff-service-rules.ts';
import { servicesText } from './text.ts';

const t = servicesText;
const f = t.form;

interface FieldProps {
  name: StepField;
  label: string;
  hint?: string;
  errors: StepErrors;
  children: (a11y: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

function Field({ name, label, hint, errors, children }: FieldProps) {
  const id = useId();
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box mb="3">
      <chakra.label htmlFor={id} display="block" fontSize="13px" fontWeight="600" color="gray.800" mb="1">
        {label}
      </chakra.label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <Text id={`${id}-hint`} fontSize="12px" color="gray.600" mt="1">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} fontSize="13px" color="red.700" mt="1" data-testid={`step-error-${name}`}>
          {t.errors[error]}
        </Text>
      ) : null}
    </Box>
  );
}

const valuesOf = (form: FormData): StepValues => {
  const out: StepValues = {};
  for (const key of ['amount', 'plannedDate', 'note', 'engineer', 'engineerMobile', 'reason'] as const) {
    const v = form.get(key);
    if (v !== null) out[key] = String(v);
  }
  return out;
};

interface Props {
  step: StaffStep;
  order: ServiceOrderView;
  now: string;
  errors: StepErrors;
  files: PickedFile[];
  fileError: StepErrors['files'] | null;
  submitError: string | null;
  submitting: boolean;
  onSubmit: (values: StepValues) => void;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  onClose: () => void;
}

export function StepForm({ step, order, now, errors, files, fileError, submitError, submitting, onSubmit, onPick, onRemove, onClose }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const minDate = earliestServiceDate(0, new Date(now));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(valuesOf(new FormData(event.currentTarget)));
  };
  const dateField = (label: string) => (
    <Field name="plannedDate" label={label} hint={f.dateHint} errors={errors}>
      {(a11y) => <Input {...a11y} name="plannedDate" type="date" min={minDate} defaultValue="" height="38px" data-testid="step-date" />}
    </Field>
  );
  const noteField = (
    <Field name="note" label={f.note} errors={errors}>
      {(a11y) => <Textarea {...a11y} name="note" rows={2} width="100%" fontSize="14px" data-testid="step-note" />}
    </Field>
  );
  const fileErrors: StepErrors = { ...errors, ...(fileError ? { files: fileError } : {}) };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t.steps[step]} data-testid={`step-form-${step}`} borderTopWidth="1px" borderColor="gray.200" pt="3" mt="3">
      <Text fontWeight="700" fontSize="15px" mb="3">
        {t.steps[step]}
      </Text>
      {step === 'quote' ? (
        <>
          <Field name="amount" label={f.amount} hint={f.amountHint} errors={errors}>
            {(a11y) => <Input {...a11y} name="amount" inputMode="decimal" height="38px" maxLength={20} data-testid="step-amount" />}
          </Field>
          {dateField(f.plannedDate)}
          {noteField}
        </>
      ) : null}
      {step === 'confirm' ? (
        <>
          <Text fontSize="13px" color="gray.700" mb="3">
            {f.confirmIntro(order.estimateFen === null ? '—' : formatPrice(order.estimateFen))}
          </Text>
          {dateField(f.plannedDate)}
          {noteField}
        </>
      ) : null}
      {step === 'schedule' ? (
        <>
          <Field name="engineer" label={f.engineer} errors={errors}>
            {(a11y) => <Input {...a11y} name="engineer" height="38px" maxLength={40} data-testid="step-engineer" />}
          </Field>
          <Field name="engineerMobile" label={f.engineerMobile} errors={errors}>
            {(a11y) => <Input {...a11y} name="engineerMobile" inputMode="numeric" height="38px" maxLength={11} data-testid="step-mobile" />}
          </Field>
          {dateField(f.serviceDate)}
        </>
      ) : null}
      {step === 'start' ? (
        <Text fontSize="13px" color="gray.700" mb="3">
          {f.startIntro}
        </Text>
      ) : null}
      {step === 'cancel' ? (
        <Field name="reason" label={f.reason} errors={errors}>
          {(a11y) => <Textarea {...a11y} name="reason" rows={2} width="100%" fontSize="14px" data-testid="step-reason" />}
        </Field>
      ) : null}
      {step === 'deliver' ? (
        <>
          <Field name="files" label={f.files} hint={f.filesHint} errors={fileErrors}>
            {(a11y) => (
              <chakra.input
                {...a11y}
                ref={fileInput}
                type="file"
                multiple
                accept={[...CERTIFICATE_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',')}
                fontSize="13px"
                data-testid="step-files"
                onChange={(event) => {
                  const picked = Array.from(event.currentTarget.files ?? []);
                  if (picked.length) onPick(picked);
                  event.currentTarget.value = '';
                }}
              />
            )}
          </Field>
          {files.length ? (
            <Box mb="3" aria-label={f.picked} role="group">
              {files.map((file, i) => (
                <Flex key={`${file.name}-${i}`} justify="space-between" align="center" fontSize="13px" py="1" borderBottomWidth="1px" borderColor="gray.100" data-testid="step-picked">
                  <Text>{file.name}</Text>
                  <Button size="xs" variant="ghost" onClick={() => onRemove(i)} aria-label={f.remove(file.name)}>
                    ×
                  </Button>
                </Flex>
              ))}
            </Box>
          ) : null}
          {noteField}
        </>
      ) : null}
      {submitError ? (
        <Text role="alert" color="red.700" fontSize="13px" mb="2" data-testid="step-refused">
          {f.refused}
          {submitError}
        </Text>
      ) : null}
      <Flex gap="2">
        <Button type="submit" colorPalette={step === 'cancel' ? 'red' : 'brand'} loading={submitting} loadingText={f.submitting} data-testid="step-submit">
          {f.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
          {f.close}
        </Button>
      </Flex>
    </chakra.form>
  );
}

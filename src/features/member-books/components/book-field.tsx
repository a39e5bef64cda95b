// A labelled text field of the address and invoice forms, its error (or helper) under it and
// tied to the input (Field.ErrorText / Field.HelperText).
import type { ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  inputProps?: Omit<InputProps, 'value' | 'onChange' | 'name'>;
}

export function BookField({ name, label, value, onChange, error, helper, required = false, disabled = false, inputProps }: Props) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label fontSize="13px" color="gray.700">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={(event) => onChange(event.target.value)} height="38px" fontSize="14px" {...inputProps} />
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : helper ? <Field.HelperText color="gray.600">{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

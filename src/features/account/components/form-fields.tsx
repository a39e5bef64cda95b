// The fields of the account forms: a labelled text field, a password field with a plain-text
// toggle and an optional strength hint (the form-level alert is src/ui/form-alert.tsx). Every
// error is shown under its field (Field.ErrorText, tied to the input by aria-describedby).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { FieldError } from '../../../../machines/account/account-form.ts';
import { accounts, fieldErrorText } from '../text.ts';
import type { FieldName } from '../text.ts';
import { passwordStrength } from '../password-strength.ts';

const c = accounts.common;

export const FIELD_HEIGHT = '44px';

interface TextFieldProps {
  field: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  helper?: ReactNode;
  /** Shown right of the input (the 获取验证码 button, the captcha image). */
  addon?: ReactNode;
  inputProps?: Omit<InputProps, 'value' | 'onChange'>;
  required?: boolean;
}

export function TextField({ field, label, value, onChange, error, helper, addon, inputProps, required = true }: TextFieldProps) {
  const message = fieldErrorText(field, error);
  return (
    <Field.Root invalid={!!message} required={required}>
      <Field.Label fontSize="14px" color="gray.700">
        {label}
      </Field.Label>
      <Flex gap="3" width="100%" align="center">
        <Input
          name={field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          height={FIELD_HEIGHT}
          flex="1"
          minWidth="0"
          {...inputProps}
        />
        {addon}
      </Flex>
      {message ? <Field.ErrorText color="red.700">{message}</Field.ErrorText> : helper ? <Field.HelperText color="gray.600">{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

interface PasswordFieldProps {
  field: FieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Show the strength of a new password while it is typed. */
  showStrength?: boolean;
  helper?: ReactNode;
}

const STRENGTH_COLOR = { weak: 'red.700', medium: 'orange.800', strong: 'green.700' } as const;
const STRENGTH_BARS = { weak: 1, medium: 2, strong: 3 } as const;

function StrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <Flex align="center" gap="2" mt="1" fontSize="12px" color="gray.600" data-testid="password-strength">
      <Text as="span">{c.strength}</Text>
      <Flex gap="1" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <Box key={bar} width="32px" height="4px" borderRadius="full" bg={bar <= STRENGTH_BARS[strength] ? STRENGTH_COLOR[strength] : 'gray.200'} />
        ))}
      </Flex>
      <Text as="span" color={STRENGTH_COLOR[strength]} fontWeight="600">
        {c.strengthLevels[strength]}
      </Text>
    </Flex>
  );
}

export function PasswordField({ field, label, value, onChange, error, placeholder, autoComplete, showStrength, helper }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const message = fieldErrorText(field, error);
  return (
    <Field.Root invalid={!!message} required>
      <Field.Label fontSize="14px" color="gray.700">
        {label}
      </Field.Label>
      <Box position="relative" width="100%">
        <Input
          name={field}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          height={FIELD_HEIGHT}
          pr="16"
          maxLength={20}
        />
        <chakra.button
          type="button"
          position="absolute"
          right="2"
          top="50%"
          transform="translateY(-50%)"
          px="2"
          height="28px"
          fontSize="12px"
          color="gray.700"
          bg="transparent"
          cursor="pointer"
          borderRadius="sm"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          _hover={{ color: 'brand.700' }}
        >
          {visible ? c.hidePassword : c.showPassword}
        </chakra.button>
      </Box>
      {message ? (
        <Field.ErrorText color="red.700">{message}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText color="gray.600">{helper}</Field.HelperText>
      ) : null}
      {showStrength && value !== '' ? <StrengthHint password={value} /> : null}
    </Field.Root>
  );
}

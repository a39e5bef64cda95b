// The pieces of the cooperation form: a labelled text field, a file slot (pick, show, remove; the
// file is checked by the machine), the category checkboxes and the brand list.
import { useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, Flex, Grid, Input, Text } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { COOPERATION_FILE_TYPES } from '../../../../domain/cooperation/cooperation-rules.ts';
import type { FileError, PickedFile } from '../../../../machines/cooperation/cooperation-form.ts';
import { CheckChoice } from '../../../ui/choice-inputs.tsx';
import { cooperationText } from '../text.ts';

const t = cooperationText.form;

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  inputProps?: Omit<InputProps, 'value' | 'onChange' | 'name'>;
}

export function TextField({ name, label, value, onChange, error, required = false, inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="13px" color="gray.700">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={(event) => onChange(event.target.value)} height="38px" fontSize="14px" {...inputProps} />
      {error ? <Field.ErrorText color="red.700">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface FileSlotProps {
  name: string;
  label: string;
  required: boolean;
  file: PickedFile | null;
  error: FileError | undefined;
  disabled: boolean;
  onPick: (file: PickedFile) => void;
  onDrop: () => void;
}

export function FileSlot({ name, label, required, file, error, disabled, onPick, onDrop }: FileSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const message = error ? t.fileErrors[error] : null;
  return (
    <Box>
      <Text id={`${id}-label`} fontSize="13px" color="gray.700" mb="1.5">
        {label}
        {required ? (
          <Text as="span" color="red.700" ms="1" aria-hidden="true">
            *
          </Text>
        ) : null}
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="outline" size="sm" aria-describedby={`${id}-hint`} aria-label={cooperationText.labelled(file ? t.repick : t.pick, label)} onClick={() => input.current?.click()} disabled={disabled}>
          {file ? t.repick : t.pick}
        </Button>
        {file ? (
          <>
            <Text fontSize="13px" color="gray.800" data-testid={`${name}-picked`}>
              {t.picked(file.name, cooperationText.units.size(file.size))}
            </Text>
            <Button type="button" variant="ghost" size="xs" onClick={onDrop} disabled={disabled} aria-label={cooperationText.labelled(t.remove, label)}>
              {t.remove}
            </Button>
          </>
        ) : null}
      </Flex>
      <chakra.input
        ref={input}
        type="file"
        accept={COOPERATION_FILE_TYPES.join(',')}
        display="none"
        aria-labelledby={`${id}-label`}
        data-testid={`${name}-input`}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked as unknown as PickedFile);
          event.target.value = '';
        }}
      />
      <Text id={`${id}-hint`} mt="1.5" fontSize="12px" color={message ? 'red.700' : 'gray.600'} role={message ? 'alert' : undefined}>
        {message ?? t.fileHint}
      </Text>
    </Box>
  );
}

interface CategoryPickerProps {
  options: ReadonlyArray<{ id: number; name: string }> | null;
  failed: boolean;
  selected: readonly number[];
  max: number;
  error: string | undefined;
  onChange: (ids: number[]) => void;
}

export function CategoryPicker({ options, failed, selected, max, error, onChange }: CategoryPickerProps) {
  const id = useId();
  return (
    <chakra.fieldset border="0" m="0" p="0" minWidth="0" aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <chakra.legend fontSize="13px" color="gray.700" mb="1.5" p="0">
        {t.categories}
        <Text as="span" color="red.700" ms="1" aria-hidden="true">
          *
        </Text>
      </chakra.legend>
      {options ? (
        <Grid templateColumns="repeat(4, 1fr)" gap="2" data-testid="category-options">
          {options.map((c) => {
            const on = selected.includes(c.id);
            return (
              <CheckChoice
                key={c.id}
                label={c.name}
                checked={on}
                disabled={!on && selected.length >= max}
                onChange={(checked) => onChange(checked ? [...selected, c.id] : selected.filter((x) => x !== c.id))}
              />
            );
          })}
        </Grid>
      ) : (
        <Text fontSize="13px" color="gray.600">
          {failed ? t.categoriesFailed : t.categoriesLoading}
        </Text>
      )}
      <Text id={`${id}-hint`} mt="1.5" fontSize="12px" color={error ? 'red.700' : 'gray.600'} role={error ? 'alert' : undefined}>
        {error ?? t.categoriesHint(max)}
      </Text>
    </chakra.fieldset>
  );
}

interface BrandListProps {
  brands: readonly string[];
  max: number;
  maxLength: number;
  error: string | undefined;
  onChange: (brands: string[]) => void;
}

export function BrandList({ brands, max, maxLength, error, onChange }: BrandListProps) {
  const [text, setText] = useState('');
  const id = useId();
  const add = () => {
    const name = text.trim();
    if (!name || brands.includes(name) || brands.length >= max) return;
    onChange([...brands, name]);
    setText('');
  };
  return (
    <Box>
      <chakra.label htmlFor={`${id}-input`} display="block" fontSize="13px" color="gray.700" mb="1.5">
        {t.brands}
      </chakra.label>
      <Flex gap="2">
        <Input
          id={`${id}-input`}
          name="brand"
          value={text}
          maxLength={maxLength}
          placeholder={t.brandsPlaceholder}
          aria-describedby={`${id}-hint`}
          height="38px"
          fontSize="14px"
          width="320px"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={brands.length >= max}>
          {t.addBrand}
        </Button>
      </Flex>
      {brands.length > 0 ? (
        <Flex as="ul" listStyleType="none" m="0" mt="2" p="0" gap="2" wrap="wrap" data-testid="brand-list">
          {brands.map((b) => (
            <Flex as="li" key={b} align="center" gap="1" bg="gray.100" borderRadius="sm" ps="2.5" pe="1" py="0.5" fontSize="13px" color="gray.800">
              {b}
              <Button type="button" variant="ghost" size="2xs" aria-label={t.removeBrand(b)} onClick={() => onChange(brands.filter((x) => x !== b))}>
                ×
              </Button>
            </Flex>
          ))}
        </Flex>
      ) : null}
      <Text id={`${id}-hint`} mt="1.5" fontSize="12px" color={error ? 'red.700' : 'gray.600'} role={error ? 'alert' : undefined}>
        {error ?? t.brandsHint(max)}
      </Text>
    </Box>
  );
}

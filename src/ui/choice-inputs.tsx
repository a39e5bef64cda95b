// Native radio groups and checkboxes for the member forms (the storefront's Chakra system carries
// no checkbox or radio recipe: native inputs, styled in the brand colour, keep the bundle small).
import { chakra, Flex, Stack, Text } from '@chakra-ui/react';

const inputStyle = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer', _disabled: { cursor: 'not-allowed' } } as const;

interface RadioProps<V extends string | number> {
  name: string;
  legend: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  disabled?: boolean;
  note?: string;
  onPick: (value: V) => void;
}

export function RadioChoice<V extends string | number>({ name, legend, value, options, disabled = false, note, onPick }: RadioProps<V>) {
  return (
    <chakra.fieldset border="0" m="0" p="0" minWidth="0" disabled={disabled}>
      <chakra.legend fontSize="13px" color="gray.700" mb="1.5" p="0">
        {legend}
      </chakra.legend>
      <Stack direction="row" gap="6">
        {options.map(([v, text]) => (
          <Flex as="label" key={String(v)} align="center" gap="1.5" fontSize="14px" cursor={disabled ? 'not-allowed' : 'pointer'} color={disabled && v !== value ? 'gray.600' : 'gray.800'}>
            <chakra.input type="radio" name={name} value={String(v)} checked={v === value} onChange={() => onPick(v)} css={inputStyle} />
            {text}
          </Flex>
        ))}
      </Stack>
      {note && (
        <Text fontSize="12px" color="gray.600" mt="1">
          {note}
        </Text>
      )}
    </chakra.fieldset>
  );
}

export function CheckChoice({ label, checked, disabled = false, describedBy, onChange }: { label: string; checked: boolean; disabled?: boolean; /** The id of a sentence saying what ticking does. */ describedBy?: string; onChange: (on: boolean) => void }) {
  return (
    <Flex as="label" align="center" gap="1.5" fontSize="13px" color="gray.800" cursor={disabled ? 'not-allowed' : 'pointer'} width="fit-content">
      <chakra.input type="checkbox" checked={checked} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} css={inputStyle} />
      {label}
    </Flex>
  );
}

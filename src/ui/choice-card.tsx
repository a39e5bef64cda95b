// A choice among cards (an address, an invoice title, a payment method): a real radio input
// (keyboard and screen readers) inside a bordered label, the checked one in the brand colour.
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** A choice card: a real radio input (keyboard and screen readers) inside a bordered label. */
export function ChoiceCard({ name, checked, disabled, onChange, children, testId }: { name: string; checked: boolean; disabled?: boolean; onChange: () => void; children: ReactNode; testId?: string }) {
  return (
    <chakra.label
      data-testid={testId}
      data-checked={checked ? 'true' : undefined}
      display="block"
      position="relative"
      borderWidth="2px"
      borderColor={checked ? 'brand.600' : 'gray.200'}
      bg={checked ? 'brand.50' : 'white'}
      borderRadius="md"
      px="4"
      py="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      _hover={disabled ? undefined : { borderColor: 'brand.500' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      <chakra.input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} srOnly />
      {children}
    </chakra.label>
  );
}

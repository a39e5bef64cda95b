// The look of the refund request form's fields (quantity, reason, description, amount): one
// border, focus ring and refused colour for all of them.
export const fieldStyle = {
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '14px',
  px: '3',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

// A button-like label over a visually hidden file input (the booking form's sheet import and
// attachments): the browser's own English picker text is never shown. The picked file is handed
// on and the input cleared, so the same file can be picked again.
import type { ChangeEvent } from 'react';
import { chakra } from '@chakra-ui/react';

interface Props {
  label: string;
  accept: string;
  busy: boolean;
  testId: string;
  onFile: (file: File) => void;
}

export function FilePickButton({ label, accept, busy, testId, onFile }: Props) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) onFile(file);
    e.target.value = '';
  };
  return (
    <chakra.label
      position="relative"
      display="inline-flex"
      alignItems="center"
      height="32px"
      px="3"
      fontSize="14px"
      fontWeight="500"
      color="brand.700"
      borderWidth="1px"
      borderColor="brand.600"
      borderRadius="md"
      cursor={busy ? 'progress' : 'pointer'}
      _hover={{ bg: 'brand.50' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      {label}
      <chakra.input type="file" accept={accept} onChange={onChange} disabled={busy} data-testid={testId} position="absolute" width="1px" height="1px" opacity="0" overflow="hidden" />
    </chakra.label>
  );
}

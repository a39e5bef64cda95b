// The file part of a payment receipt form: its label, a 选择文件 button opening a hidden file input
// (types of domain/orders/order-rules.ts), the picked file's name and size, and the hint, replaced
// by the refusal of a wrong file. The form's machine checks the file (sent with `onPick`); other
// controls of the form's row (a submit button) go in `children`. Used by the goods orders' receipt
// form and, through payments/public.ts, by the service orders' transfer panel and the certification
// form's licence and authorisation letter (with their own label, types and hint).
import { useRef, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { RECEIPT_TYPES } from '../../../../domain/orders/order-rules.ts';
import type { ReceiptFile } from '../../../../machines/shared/receipt-file.ts';
import { paymentsText } from '../text.ts';

const t = paymentsText.receipt;

interface Props {
  /** The label's and hint's id prefix (`<id>-label`, `<id>-hint`): the form may name itself by the label. */
  id: string;
  file: Pick<ReceiptFile, 'name' | 'size'> | null;
  /** A refusal shown in place of the hint (an alert). */
  message: string | null;
  disabled: boolean;
  onPick: (file: ReceiptFile) => void;
  /** The pick button's words when nothing is picked yet. */
  pickText?: string;
  /** The test ids' prefix: `<prefix>-input`, `<prefix>-picked`, `<prefix>-hint`. */
  testIdPrefix?: string;
  /** Another form's label, accepted types and hint (the certification form's licence). */
  label?: string;
  accept?: readonly string[];
  hint?: string;
  children?: ReactNode;
}

export function ReceiptFilePicker({ id, file, message, disabled, onPick, pickText = t.pick, testIdPrefix = 'receipt', label = t.fileLabel, accept = RECEIPT_TYPES, hint = t.hint, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Text id={`${id}-label`} fontSize="14px" color="gray.700" mb="2">
        {label}
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="outline" size="sm" aria-describedby={`${id}-hint`} onClick={() => input.current?.click()} disabled={disabled}>
          {file ? t.repick : pickText}
        </Button>
        {file ? (
          <Text fontSize="13px" color="gray.800" data-testid={`${testIdPrefix}-picked`}>
            {t.picked(file.name, paymentsText.units.size(file.size))}
          </Text>
        ) : null}
        {children}
      </Flex>
      <chakra.input
        ref={input}
        type="file"
        accept={accept.join(',')}
        display="none"
        aria-labelledby={`${id}-label`}
        data-testid={`${testIdPrefix}-input`}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked as unknown as ReceiptFile);
          event.target.value = '';
        }}
      />
      <Text id={`${id}-hint`} mt="2" fontSize="12px" color={message ? 'red.700' : 'gray.600'} role={message ? 'alert' : undefined} data-testid={`${testIdPrefix}-hint`}>
        {message ?? hint}
      </Text>
    </Box>
  );
}

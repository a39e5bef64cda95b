// The amount part of the refund request form: the most the chosen units refund (freight included
// when it is), the amount asked (empty asks the most; less is a price difference, more is refused
// as typed), why the last submit was stopped or refused, and the submit button.
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { FormError, RefundFigures } from '../../../../machines/after-sales/refund-request.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { afterSalesText } from '../text.ts';
import { fieldStyle } from './refund-field-style.ts';

const t = afterSalesText.form;

interface Props {
  figures: RefundFigures;
  amountText: string;
  /** The submit error to show (formErrorAt(..., 'submit')). */
  error: FormError | null;
  serverError: string | null;
  submitting: boolean;
  uploading: boolean;
  onAmount: (text: string) => void;
}

export function RefundAmountFields({ figures: { max, freight, amountProblem }, amountText, error, serverError, submitting, uploading, onAmount }: Props) {
  return (
    <>
      <Flex align="center" gap="6" wrap="wrap">
        <Box>
          <Text fontSize="13px" color="gray.600">
            {t.maxAmount}
          </Text>
          <Text fontSize="24px" fontWeight="700" color="brand.700" data-testid="refund-max">
            {formatPrice(max)}
          </Text>
          {freight > 0 ? (
            <Text fontSize="12px" color="gray.600">
              {t.freightIncluded(formatPrice(freight))}
            </Text>
          ) : null}
        </Box>
        <Box>
          <chakra.label htmlFor="refund-amount-asked" display="block" fontSize="13px" color="gray.700" mb="1.5">
            {t.askedAmount}
          </chakra.label>
          <chakra.input
            id="refund-amount-asked"
            name="amount"
            inputMode="decimal"
            value={amountText}
            maxLength={14}
            placeholder={t.askedPlaceholder}
            onChange={(e) => onAmount(e.target.value)}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={amountProblem ? 'amount-error' : 'amount-hint'}
            width="200px"
            height="36px"
            css={fieldStyle}
          />
          {amountProblem ? (
            <Text id="amount-error" role="alert" fontSize="12px" color="red.700" mt="1">
              {amountProblem === 'tooHigh' ? t.amountError.tooHigh(formatPrice(max)) : t.amountError.format}
            </Text>
          ) : (
            <Text id="amount-hint" fontSize="12px" color="gray.600" mt="1">
              {t.askedHint}
            </Text>
          )}
        </Box>
      </Flex>
      <Text fontSize="13px" color="gray.600" mt="3">
        {t.amountNote}
      </Text>
      <Stack mt="4" gap="3" align="flex-start">
        {error ? (
          <Text id="form-error" role="alert" fontSize="13px" color="red.700" data-testid="form-error">
            {t.errors[error]}
          </Text>
        ) : null}
        <FormAlert message={serverError} />
        <Button type="submit" colorPalette="brand" px="10" loading={submitting} loadingText={t.submitting} disabled={uploading}>
          {t.submit}
        </Button>
      </Stack>
    </>
  );
}

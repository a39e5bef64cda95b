// The request's own fields on the refund request form: the type (仅退款 / 退货退款 as the order
// allows), the reason from the list (required) and a description with its count.
import { Box, chakra, Text } from '@chakra-ui/react';
import { DESCRIPTION_MAX } from '../../../../domain/after-sales/refund-rules.ts';
import { REFUND_REASONS, REFUND_TYPE_TEXT, type RefundReason, type RefundType } from '../../../../domain/after-sales/refund-status.ts';
import { RadioChoice } from '../../../ui/choice-inputs.tsx';
import { afterSalesText } from '../text.ts';
import { fieldStyle } from './refund-field-style.ts';

const t = afterSalesText.form;

interface Props {
  types: readonly RefundType[];
  refundType: RefundType;
  reason: RefundReason | null;
  /** The reason is missing (the submit said so): the select is marked and described by the form's error. */
  reasonRefused: boolean;
  description: string;
  onType: (refundType: RefundType) => void;
  onReason: (reason: RefundReason) => void;
  onDescription: (text: string) => void;
}

export function RefundDetailsFields({ types, refundType, reason, reasonRefused, description, onType, onReason, onDescription }: Props) {
  return (
    <>
      <RadioChoice
        name="refundType"
        legend={t.type}
        value={refundType}
        options={types.map((type) => [type, REFUND_TYPE_TEXT[type]] as const)}
        note={types.length === 1 ? t.typeNote : undefined}
        onPick={onType}
      />
      <Box>
        <chakra.label htmlFor="refund-reason" display="block" fontSize="13px" color="gray.700" mb="1.5">
          {t.reason}
          <chakra.span color="red.700" aria-hidden="true">
            {' *'}
          </chakra.span>
        </chakra.label>
        <chakra.select
          id="refund-reason"
          name="reason"
          required
          value={reason ?? ''}
          aria-invalid={reasonRefused ? true : undefined}
          aria-describedby={reasonRefused ? 'form-error' : undefined}
          onChange={(e) => {
            if (e.target.value) onReason(e.target.value as RefundReason);
          }}
          height="36px"
          width="320px"
          css={fieldStyle}
        >
          <option value="" disabled>
            {t.reasonPlaceholder}
          </option>
          {REFUND_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </chakra.select>
      </Box>
      <Box>
        <chakra.label htmlFor="refund-description" display="block" fontSize="13px" color="gray.700" mb="1.5">
          {t.description}
        </chakra.label>
        <chakra.textarea
          id="refund-description"
          name="description"
          value={description}
          maxLength={DESCRIPTION_MAX}
          placeholder={t.descriptionPlaceholder}
          onChange={(e) => onDescription(e.target.value)}
          rows={4}
          width="100%"
          py="2"
          css={fieldStyle}
        />
        <Text fontSize="12px" color="gray.600" textAlign="right">
          {t.descriptionCount(description.length, DESCRIPTION_MAX)}
        </Text>
      </Box>
    </>
  );
}

// The evidence images of a refund request: the ones uploaded (each removable), a picker while
// fewer than EVIDENCE_MAX are there (uploaded at once by the machine), the count, and why a picked
// file was refused.
import type { ChangeEvent } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { EVIDENCE_MAX } from '../../../../domain/after-sales/refund-rules.ts';
import type { EvidenceFile, FormError } from '../../../../machines/after-sales/refund-request.ts';
import { evidenceOf } from '../actors.ts';
import { afterSalesText } from '../text.ts';

const t = afterSalesText.form;

interface Props {
  images: readonly string[];
  uploading: boolean;
  /** The evidence error to show (formErrorAt(..., 'evidence')). */
  error: FormError | null;
  onAttach: (file: EvidenceFile) => void;
  onRemove: (url: string) => void;
}

export function RefundEvidenceField({ images, uploading, error, onAttach, onRemove }: Props) {
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) onAttach(evidenceOf(file));
    e.target.value = '';
  };
  return (
    <Box as="fieldset" border="0" p="0" m="0">
      <Text as="legend" fontSize="13px" color="gray.700" mb="1.5" p="0">
        {t.evidence}
      </Text>
      <Flex gap="3" wrap="wrap" align="center" data-testid="evidence-list">
        {images.map((url, i) => (
          <Box key={url} position="relative" width="88px">
            <chakra.img src={url} alt={t.evidenceAlt(i + 1)} width="88px" height="88px" objectFit="cover" borderWidth="1px" borderColor="gray.200" borderRadius="md" />
            <Button size="xs" variant="outline" width="100%" mt="1" aria-label={t.removeImage(i + 1)} onClick={() => onRemove(url)}>
              {t.remove}
            </Button>
          </Box>
        ))}
        {images.length < EVIDENCE_MAX ? (
          <chakra.label
            position="relative"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            width="88px"
            height="88px"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="gray.400"
            borderRadius="md"
            fontSize="13px"
            color="gray.700"
            cursor="pointer"
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600' }}
          >
            {uploading ? t.evidenceUploading : t.evidencePick}
            <chakra.input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={onPick}
              disabled={uploading}
              data-testid="evidence-input"
              position="absolute"
              width="1px"
              height="1px"
              opacity="0"
              overflow="hidden"
            />
          </chakra.label>
        ) : null}
      </Flex>
      <Text fontSize="12px" color="gray.600" mt="1.5">
        {t.evidenceHint(images.length, EVIDENCE_MAX)}
      </Text>
      {error ? (
        <Text role="alert" fontSize="12px" color="red.700" mt="1">
          {t.errors[error]}
        </Text>
      ) : null}
    </Box>
  );
}

// An evidence image of an after-sales request: a private upload read with the staff token
// (components/private-file.ts) and shown from an object URL, opened full size
// in a new tab on click.
import { Box, chakra, Text } from '@chakra-ui/react';
import { usePrivateObjectUrl } from '../components/private-file.ts';
import { afterSalesText as t } from './text.ts';

export function EvidenceImage({ url, n }: { url: string; n: number }) {
  const { src, failed } = usePrivateObjectUrl(url);
  return (
    <Box width="140px" height="140px" borderWidth="1px" borderColor="gray.200" borderRadius="md" overflow="hidden" bg="gray.50" display="flex" alignItems="center" justifyContent="center">
      {src ? (
        <chakra.a href={src} target="_blank" rel="noreferrer" display="block" width="100%" height="100%">
          <chakra.img src={src} alt={t.evidenceAlt(n)} width="100%" height="100%" objectFit="cover" data-testid="refund-evidence" />
        </chakra.a>
      ) : (
        <Text fontSize="12px" color="gray.600">
          {failed ? t.evidenceFailed : '…'}
        </Text>
      )}
    </Box>
  );
}

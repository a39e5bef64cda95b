// The receipt file beside the order: read with the staff token (a private upload) as a Blob and
// shown from an object URL. An image can be zoomed (fit to width, 50-300 %) and opened full size
// in a new window; a PDF is shown in an <object> with a link that opens it in a new window.
import { useState } from 'react';
import { Box, Button, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { usePrivateObjectUrl } from '../components/private-file.ts';
import { receiptsText } from './text.ts';

const t = receiptsText.detail;
const ZOOMS = [50, 75, 100, 150, 200, 300] as const;

export function ReceiptFile({ url, type, orderNo }: { url: string | null; type: string | null; orderNo: string }) {
  const pdf = type === 'application/pdf';
  const { src, failed } = usePrivateObjectUrl(url, pdf ? 'application/pdf' : undefined);
  const file = src ? ({ kind: 'ready', url: src, pdf } as const) : failed ? ({ kind: 'failed' } as const) : ({ kind: 'loading' } as const);
  const [zoom, setZoom] = useState<number | null>(null);
  const at = zoom === null ? -1 : ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="receipt-file">
      <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
        <chakra.h2 fontSize="16px" fontWeight="700">
          {t.file}
        </chakra.h2>
        {file.kind === 'ready' && !file.pdf ? (
          <Flex gap="2" align="center">
            <Button size="xs" variant="outline" onClick={() => setZoom(ZOOMS[Math.max(0, at === -1 ? 1 : at - 1)]!)} disabled={at === 0}>
              {t.zoomOut}
            </Button>
            <Text fontSize="12px" minWidth="44px" textAlign="center" aria-live="polite">
              {zoom === null ? t.zoomFit : t.zoomLevel(zoom)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, at === -1 ? 3 : at + 1)]!)} disabled={at === ZOOMS.length - 1} data-testid="receipt-zoom-in">
              {t.zoomIn}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setZoom(null)} disabled={zoom === null}>
              {t.zoomReset}
            </Button>
            <ChakraLink href={file.url} target="_blank" rel="noopener" fontSize="13px" color="brand.700" textDecoration="underline">
              {t.openFull}
            </ChakraLink>
          </Flex>
        ) : null}
        {file.kind === 'ready' && file.pdf ? (
          <ChakraLink href={file.url} target="_blank" rel="noopener" fontSize="13px" color="brand.700" textDecoration="underline" data-testid="receipt-open-pdf">
            {t.openPdf}
          </ChakraLink>
        ) : null}
      </Flex>
      {file.kind === 'loading' ? (
        <Flex height="420px" align="center" justify="center" color="gray.600" fontSize="14px" bg="gray.50">
          {t.fileLoading}
        </Flex>
      ) : file.kind === 'failed' ? (
        <Flex height="420px" align="center" justify="center" color="red.700" fontSize="14px" bg="gray.50" role="alert">
          {url ? t.fileFailed : t.fileMissing}
        </Flex>
      ) : file.pdf ? (
        <Box>
          <Text fontSize="12px" color="gray.600" mb="2">
            {t.pdfNote}
          </Text>
          <chakra.object data={file.url} type="application/pdf" width="100%" height="640px" aria-label={t.imageAlt(orderNo)} borderWidth="1px" borderColor="gray.200">
            <ChakraLink href={file.url} target="_blank" rel="noopener" color="brand.700">
              {t.openPdf}
            </ChakraLink>
          </chakra.object>
        </Box>
      ) : (
        <Box maxHeight="640px" overflow="auto" bg="gray.50" borderWidth="1px" borderColor="gray.200" data-testid="receipt-image-frame">
          <chakra.img
            src={file.url}
            alt={t.imageAlt(orderNo)}
            display="block"
            width={zoom === null ? '100%' : `${zoom}%`}
            maxWidth="none"
            css={{ imageRendering: 'auto' }}
            data-testid="receipt-image"
          />
        </Box>
      )}
    </Box>
  );
}

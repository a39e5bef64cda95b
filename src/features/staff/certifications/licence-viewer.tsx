// A private image of an application (营业执照, 授权委托书): read with the staff token as a Blob and
// shown as a thumbnail button; a click (or Enter / Space) opens it in a dialog at full size with
// 放大 / 缩小 / 适应窗口 buttons and the keys + - 0; Esc closes it and focus returns to the thumbnail.
import { useState, type KeyboardEvent } from 'react';
import { Box, Button, chakra, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { usePrivateObjectUrl } from '../components/private-file.ts';
import { certText } from './text.ts';

const t = certText;
const STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

export function LicenceViewer({ url, what, testId }: { url: string; what: string; testId: string }) {
  const { src, failed } = usePrivateObjectUrl(url);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(2);
  const scale = STEPS[step]!;
  const zoom = (by: number) => setStep((s) => Math.min(STEPS.length - 1, Math.max(0, s + by)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoom(1);
    else if (e.key === '-') zoom(-1);
    else if (e.key === '0') setStep(2);
    else return;
    e.preventDefault();
  };
  return (
    <Box>
      {src ? (
        <chakra.button
          type="button"
          onClick={() => {
            setStep(2);
            setOpen(true);
          }}
          aria-label={t.enlarge(what)}
          display="block"
          width="100%"
          bg="gray.100"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          p="2"
          cursor="zoom-in"
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          data-testid={testId}
        >
          <chakra.img src={src} alt={what} maxHeight="420px" width="100%" objectFit="contain" mx="auto" />
          <Text as="span" display="block" fontSize="12px" color="gray.700" mt="1.5">
            {t.enlargeHint}
          </Text>
        </chakra.button>
      ) : (
        <Flex height="200px" align="center" justify="center" bg="gray.100" borderRadius="md" color={failed ? 'red.700' : 'gray.700'} fontSize="13px" role={failed ? 'alert' : undefined}>
          {failed ? t.imageFailed : t.imageLoading}
        </Flex>
      )}
      <Dialog.Root open={open} size="full" onOpenChange={(d) => setOpen(d.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content onKeyDown={onKey} data-testid={`${testId}-viewer`}>
              <Dialog.Header>
                <Flex justify="space-between" align="center" width="100%" gap="4">
                  <Dialog.Title>{t.viewer.title(what)}</Dialog.Title>
                  <Flex align="center" gap="2">
                    <Text fontSize="13px" color="gray.700" aria-live="polite" data-testid="zoom-level">
                      {t.viewer.scale(Math.round(scale * 100))}
                    </Text>
                    <Button size="sm" variant="outline" onClick={() => zoom(-1)} disabled={step === 0}>
                      {t.viewer.zoomOut}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => zoom(1)} disabled={step === STEPS.length - 1}>
                      {t.viewer.zoomIn}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setStep(2)}>
                      {t.viewer.reset}
                    </Button>
                    <Dialog.CloseTrigger asChild position="static">
                      <Button size="sm" colorPalette="brand">
                        {t.viewer.close}
                      </Button>
                    </Dialog.CloseTrigger>
                  </Flex>
                </Flex>
              </Dialog.Header>
              <Dialog.Body overflow="auto" bg="gray.800" p="6">
                <Text fontSize="12px" color="gray.100" mb="3">
                  {t.viewer.keys}
                </Text>
                {src ? (
                  <chakra.img
                    src={src}
                    alt={what}
                    style={{ width: `${scale * 100}%`, maxWidth: 'none' }}
                    mx="auto"
                    display="block"
                    data-testid="zoomed-image"
                  />
                ) : null}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  );
}

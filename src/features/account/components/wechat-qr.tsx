// The WeChat QR of a wechatScan child (machines/account/wechat-scan.ts): loading, waiting for the scan
// (the child polls), expired or failed with 刷新二维码. With the local provider (development
// and tests) an honest note says the scan is simulated; development builds also offer a
// 模拟扫码 button, never production builds.
import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { WechatScanMachine } from '../../../../machines/account/wechat-scan.ts';
import { simulateWechatScan } from '../api.ts';
import { accounts } from '../text.ts';

const t = accounts.login.wechat;
const QR_SIZE = '180px';

export type WechatScanRef = ActorRefFrom<WechatScanMachine>;

interface Props {
  scanRef: WechatScanRef | undefined;
  alt: string;
  hint: string;
  /** Shown instead of the status once the scan is confirmed and the caller works on it. */
  busyText?: string | null;
}

export function WechatQr({ scanRef, alt, hint, busyText }: Props) {
  const view = useSelector(
    scanRef,
    (s) => ({
      qr: s?.context.qr ?? null,
      loading: !s || s.matches('loading'),
      expired: !!s?.matches('expired'),
      failed: !!s?.matches('failed'),
    }),
    (a, b) => a.qr === b.qr && a.loading === b.loading && a.expired === b.expired && a.failed === b.failed,
  );
  const status = busyText ?? (view.loading ? t.loading : view.failed ? t.failed : view.expired ? t.expired : hint);
  const canRefresh = !busyText && (view.expired || view.failed);
  return (
    <Stack align="center" gap="3">
      <Box position="relative" width={QR_SIZE} height={QR_SIZE} borderWidth="1px" borderColor="gray.200" borderRadius="md" overflow="hidden" data-volatile>
        {view.qr && !view.loading ? (
          <Image src={view.qr.qrImage} alt={alt} width={QR_SIZE} height={QR_SIZE} opacity={view.expired ? 0.15 : 1} data-testid="wechat-qr" />
        ) : (
          <Flex width="100%" height="100%" align="center" justify="center" bg="gray.50" color="gray.600" fontSize="13px">
            {view.failed ? t.failed : t.loading}
          </Flex>
        )}
        {canRefresh ? (
          <Flex position="absolute" inset="0" align="center" justify="center" bg="whiteAlpha.800">
            <Button size="sm" colorPalette="brand" onClick={() => scanRef?.send({ type: 'REFRESH' })}>
              {t.refresh}
            </Button>
          </Flex>
        ) : null}
      </Box>
      <Text fontSize="14px" color="gray.700" aria-live="polite" data-testid="wechat-status">
        {status}
      </Text>
      {view.qr?.provider === 'local' ? (
        <Text fontSize="12px" color="gray.600">
          {t.localNote}
        </Text>
      ) : null}
      {import.meta.env.DEV && view.qr && !view.expired && !busyText ? (
        <Button size="xs" variant="outline" onClick={() => void simulateWechatScan(view.qr!.state, 'dev-user').catch(() => {})}>
          {t.simulate}
        </Button>
      ) : null}
    </Stack>
  );
}

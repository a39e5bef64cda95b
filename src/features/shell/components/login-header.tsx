// The login layout's header (spec 2.3): welcome title, a link to register (or, on the register
// page, topHeaderCurrent 7, to log in), the online-service QR on hover, and the phone.
import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { routeGuardActor } from '../../../lib/session.ts';
import { kfInfo, siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { AppLink } from '../../../ui/links.tsx';
import { HoverMenu } from '../../../ui/hover-menu.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { loginHeaderText } from '../deferred/text.ts';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { uiText } from '../../../ui/text.ts';

const t = loginHeaderText;
const REGISTERED_INDEX = 7;

export function LoginHeader() {
  const onRegister = useSelector(routeGuardActor, (s) => s.context.topHeaderCurrent === REGISTERED_INDEX);
  const settings = useResourceData(siteSettings);
  const kf = useResourceData(kfInfo);
  const qr = kf?.weixinQrcode || settings?.qrWechatService;
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200" data-region="login-header">
      <Flex width={CONTENT_WIDTH} mx="auto" height="96px" align="center" justify="space-between">
        <HStack gap="6">
          <Logo />
          <Box borderLeftWidth="1px" borderColor="gray.300" pl="6">
            <Text as="h2" fontSize="24px" color="gray.800" fontWeight="500">
              {onRegister ? t.welcomeRegister : t.welcomeLogin}
            </Text>
          </Box>
        </HStack>
        <HStack gap="6" fontSize="14px" color="gray.700">
          <Text as="span">
            {onRegister ? t.hasAccount : t.noAccount}
            <AppLink href={onRegister ? '/login' : '/registered'} color="brand.700" ml="1">
              {onRegister ? t.toLogin : t.toRegister}
            </AppLink>
          </Text>
          <HoverMenu label={t.onlineService} align="right" panelProps={{ p: '3' }} triggerProps={{ color: 'gray.700' }}>
            <Box textAlign="center" width="140px">
              {qr ? <Image src={qr} alt={t.scanService} width="120px" height="120px" mx="auto" /> : null}
              <Text fontSize="12px" mt="1" color="gray.700">
                {t.scanService}
              </Text>
            </Box>
          </HoverMenu>
          <Text as="span">
            {t.phone}{uiText.punctuation.colon}
            <Text as="span" color="brand.700" fontWeight="600">
              {settings?.phone ?? ''}
            </Text>
          </Text>
        </HStack>
      </Flex>
    </Box>
  );
}

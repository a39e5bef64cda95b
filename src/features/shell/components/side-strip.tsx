// Side strip (spec 2.6): cart, orders, favourites, WeChat service (QR on hover), QQ service
// (opens a chat link), personal centre, back to top. Buttons 80 x 70 px.
import type { ReactNode } from 'react';
import { Box, chakra, Image, Stack, Text } from '@chakra-ui/react';
import { kfInfo, siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { AppLink } from '../../../ui/links.tsx';
import { HoverMenu } from '../../../ui/hover-menu.tsx';
import { sideStripText } from '../deferred/text.ts';

const t = sideStripText;

export const SIDE_BUTTON = { width: '80px', height: '70px' } as const;

const cell = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  width: SIDE_BUTTON.width,
  height: SIDE_BUTTON.height,
  color: 'white',
  fontSize: '12px',
  bg: 'gray.800',
  borderBottomWidth: '1px',
  borderColor: 'gray.700',
  cursor: 'pointer',
  _hover: { bg: 'brand.700', textDecoration: 'none', color: 'white' },
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  cart: 'M3 4h2l2.4 11h11l2-8H7 M9 20a1 1 0 1 0 0.01 0 M18 20a1 1 0 1 0 0.01 0',
  orders: 'M6 3h12v18H6z M9 8h6 M9 12h6 M9 16h4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  wechat: 'M4 11a7 6 0 1 1 4 5.4L5 18l.8-3A6 6 0 0 1 4 11z',
  qq: 'M12 3a5 6 0 0 0-5 6c0 2-2 5-2 7 1 0 2-1 2-1s1 3 5 3 5-3 5-3 1 1 2 1c0-2-2-5-2-7a5 6 0 0 0-5-6z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  top: 'M12 19V5 M5 12l7-7 7 7',
};

function Label({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <>
      <Icon d={icon} />
      <Text as="span">{children}</Text>
    </>
  );
}

export function qqChatHref(qq: string): string {
  return `https://wpa.qq.com/msgrd?v=3&uin=${encodeURIComponent(qq)}&site=qq&menu=yes`;
}

/** `cartBadge`: the cart's line count in the cart cell's corner (the layout passes the cart's badge). */
export function SideStrip({ cartBadge }: { cartBadge?: ReactNode }) {
  const settings = useResourceData(siteSettings);
  const kf = useResourceData(kfInfo);
  const qq = kf?.qq || settings?.qq || '';
  const qqHref = settings?.qqChatUrl || (qq ? qqChatHref(qq) : undefined);
  const wechatQr = kf?.weixinQrcode || settings?.qrWechatService;
  return (
    <Box as="aside" aria-label={t.label} position="fixed" right="0" top="50%" transform="translateY(-50%)" zIndex="sticky">
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
        <li>
          {/* data-fly-target: where the quick-order pad's fly-to-cart dot lands. */}
          <AppLink href="/shoppingCart" data-fly-target="cart" position="relative" {...cell}>
            <Label icon={ICONS.cart}>{t.cart}</Label>
            {cartBadge}
          </AppLink>
        </li>
        <li>
          <AppLink href="/myOrder" {...cell}>
            <Label icon={ICONS.orders}>{t.orders}</Label>
          </AppLink>
        </li>
        <li>
          <AppLink href="/collection" {...cell}>
            <Label icon={ICONS.star}>{t.collection}</Label>
          </AppLink>
        </li>
        <li>
          <HoverMenu
            label={<Label icon={ICONS.wechat}>{t.wechat}</Label>}
            ariaLabel={t.wechat}
            align="leftOf"
            triggerProps={{ ...cell, flexDirection: 'column', borderRadius: '0' }}
            panelProps={{ p: '3' }}
          >
            <Box width="140px" textAlign="center">
              {wechatQr ? <Image src={wechatQr} alt={t.wechatScan} width="120px" height="120px" mx="auto" /> : null}
              <Text fontSize="12px" mt="1" color="gray.700">
                {t.wechatScan}
              </Text>
            </Box>
          </HoverMenu>
        </li>
        <li>
          <chakra.a href={qqHref} target="_blank" rel="noopener noreferrer" {...cell}>
            <Label icon={ICONS.qq}>{t.qq}</Label>
          </chakra.a>
        </li>
        <li>
          <AppLink href="/personalCenter" {...cell}>
            <Label icon={ICONS.user}>{t.personalCenter}</Label>
          </AppLink>
        </li>
        <li>
          <chakra.button type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} {...cell}>
            <Label icon={ICONS.top}>{t.top}</Label>
          </chakra.button>
        </li>
      </Stack>
    </Box>
  );
}

// The VIP promotion dialogs (spec 2.4): the visitor promotion (after 180000 ms) and the free-VIP
// offer with its required fields marked by asterisks (both show the trial-VIP days), or for an
// enterprise member the 688 year (issue 15 item 6). One frame: title, body, 暂不需要/关闭 and the
// button that closes the dialog and goes on.
import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { sessionActor, vipPromoActor } from '../../../lib/session.ts';
import { siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { vipText } from '../deferred/text.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { hasMemberPrice } from '../../../../machines/shell/session.ts';

const t = vipText;

interface FrameProps {
  size: 'sm' | 'md';
  title: string;
  onClose: () => void;
  dismiss: string;
  go: string;
  /** Where 去… leads (the dialog closes first). */
  to: string;
  children: ReactNode;
}

function PromoFrame({ size, title, onClose, dismiss, go, to, children }: FrameProps) {
  const [, navigate] = useLocation();
  return (
    <Dialog.Root open placement="center" size={size} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {dismiss}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  onClose();
                  navigate(to);
                }}
              >
                {go}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PromoDialog({ days }: { days: number | null }) {
  const price = useResourceData(siteSettings)?.vipPriceYuan;
  return (
    <PromoFrame size="sm" title={t.promoTitle} onClose={() => vipPromoActor.send({ type: 'CLOSE_PROMO' })} dismiss={t.promoLater} go={t.promoRegister} to="/registered">
      <Stack gap="3" textAlign="center">
        {days !== null ? (
          <Text fontSize="48px" fontWeight="700" color="brand.700" lineHeight="1" data-testid="trial-days">
            {days}
            <Text as="span" fontSize="18px" ml="1">
              {t.dayUnit}
            </Text>
          </Text>
        ) : null}
        <Dialog.Description>{t.promoBody(days)}</Dialog.Description>
        {price ? (
          <Text color="gray.700" fontSize="13px">
            {t.promoPrice(price)}
          </Text>
        ) : null}
      </Stack>
    </PromoFrame>
  );
}

/** The enterprise member's offer: the 688 year, bought on /enterpriseCertification. */
function Offer688Dialog() {
  const end = useSelector(sessionActor, (s) => {
    const info = s.context.userInfo;
    return info && hasMemberPrice(info) ? info.memberPriceEndTime : null;
  });
  return (
    <PromoFrame size="sm" title={t.offer688Title} onClose={() => vipPromoActor.send({ type: 'CLOSE_OFFER' })} dismiss={t.close} go={t.offer688Go} to="/enterpriseCertification">
      <Dialog.Description>{t.offer688Body(end ? formatChinaDate(end) : null)}</Dialog.Description>
    </PromoFrame>
  );
}

function OfferDialog({ days }: { days: number | null }) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  return (
    <PromoFrame
      size="md"
      title={t.offerTitle}
      onClose={() => vipPromoActor.send({ type: 'CLOSE_OFFER' })}
      dismiss={t.close}
      go={loggedIn ? t.offerCertify : t.offerRegister}
      to={loggedIn ? '/enterpriseCertification' : '/registered'}
    >
      <Dialog.Description mb="3">{t.offerBody(days)}</Dialog.Description>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
        {t.offerFields.map((field) => (
          <HStack as="li" key={field} gap="1">
            <Box as="span" color="red.700" aria-hidden="true">
              {t.requiredMark}
            </Box>
            <Text as="span">{field}</Text>
          </HStack>
        ))}
      </Stack>
      <Text mt="3" fontSize="12px" color="gray.700">
        {t.requiredHint}
      </Text>
    </PromoFrame>
  );
}

export default function VipDialogs() {
  const days = useSelector(vipPromoActor, (s) => s.context.trialDays);
  const offer = useSelector(vipPromoActor, (s) => s.matches({ offer: 'open' }));
  const promo = useSelector(vipPromoActor, (s) => s.matches({ promo: 'open' }));
  const enterprise = useSelector(sessionActor, (s) => s.context.userInfo !== null && s.context.userInfo.memberType !== 1);
  if (offer) return enterprise ? <Offer688Dialog /> : <OfferDialog days={days} />;
  if (promo) return <PromoDialog days={days} />;
  return null;
}

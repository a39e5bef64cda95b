// The two VIP promotion dialogs (spec 2.4): the visitor promotion (after 180000 ms) and the
// free-VIP offer with its required fields marked by asterisks (both show the trial-VIP days), or
// for an enterprise member the 688 year (issue 15 item 6).
import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { sessionActor, vipPromoActor } from '../../../lib/session.ts';
import { siteSettings } from '../shell-data.ts';
import { useResourceData } from '../../../lib/resource.ts';
import { zh } from '../text.ts';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { hasMemberPrice } from '../../../../machines/shell/session.ts';

const t = zh.vip;

function PromoDialog({ days }: { days: number | null }) {
  const [, navigate] = useLocation();
  const price = useResourceData(siteSettings)?.vipPriceYuan;
  const close = () => vipPromoActor.send({ type: 'CLOSE_PROMO' });
  return (
    <Dialog.Root open placement="center" size="sm" onOpenChange={(d) => !d.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.promoTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t.promoLater}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  close();
                  navigate('/registered');
                }}
              >
                {t.promoRegister}
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

/** The enterprise member's offer: the 688 year, bought on /enterpriseCertification. */
function Offer688Dialog() {
  const [, navigate] = useLocation();
  const end = useSelector(sessionActor, (s) => {
    const info = s.context.userInfo;
    return info && hasMemberPrice(info) ? info.memberPriceEndTime : null;
  });
  const close = () => vipPromoActor.send({ type: 'CLOSE_OFFER' });
  return (
    <Dialog.Root open placement="center" size="sm" onOpenChange={(d) => !d.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.offer688Title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.offer688Body(end ? formatChinaDate(end) : null)}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t.close}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  close();
                  navigate('/enterpriseCertification');
                }}
              >
                {t.offer688Go}
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

function OfferDialog({ days }: { days: number | null }) {
  const [, navigate] = useLocation();
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const close = () => vipPromoActor.send({ type: 'CLOSE_OFFER' });
  const target = loggedIn ? '/enterpriseCertification' : '/registered';
  return (
    <Dialog.Root open placement="center" size="md" onOpenChange={(d) => !d.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.offerTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t.close}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  close();
                  navigate(target);
                }}
              >
                {loggedIn ? t.offerCertify : t.offerRegister}
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

export default function VipDialogs() {
  const days = useSelector(vipPromoActor, (s) => s.context.trialDays);
  const offer = useSelector(vipPromoActor, (s) => s.matches({ offer: 'open' }));
  const promo = useSelector(vipPromoActor, (s) => s.matches({ promo: 'open' }));
  const enterprise = useSelector(sessionActor, (s) => s.context.userInfo !== null && s.context.userInfo.memberType !== 1);
  if (offer) return enterprise ? <Offer688Dialog /> : <OfferDialog days={days} />;
  if (promo) return <PromoDialog days={days} />;
  return null;
}

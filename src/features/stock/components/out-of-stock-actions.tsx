// 到货通知 (machines/stock/arrival-notice.ts) and 询价 for goods without sellable stock: on the
// product page (`size="lg"`, the member's state read first) and on list rows (`size="sm"`). Thin:
// the machine decides; the client shows a refusal's message.
import { useEffect, useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { arrivalNoticeMachine, type NoticeState } from '../../../../machines/stock/arrival-notice.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { arrivalNoticeState, cancelArrival, subscribeArrival } from '../api.ts';
import { forgetArrivalIntent, keepArrivalIntent, peekArrivalIntent } from '../arrival-intent.ts';
import { stockText as t } from '../text.ts';

function loginHref(): string {
  return `/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}

/** The enquiry page with this goods as its one line. */
export function enquiryHref(brandName: string, model: string): string {
  return `/batchInquiry?${new URLSearchParams({ model, brand: brandName }).toString()}`;
}

const noticeMachine = arrivalNoticeMachine.provide({
  actors: {
    loadState: fromPromise<NoticeState, { goodsId: number }>(({ input }) => arrivalNoticeState(input.goodsId)),
    subscribe: fromPromise<NoticeState, { goodsId: number }>(async ({ input }) => {
      const state = await subscribeArrival(input.goodsId);
      showInfo(t.subscribedToast);
      return state;
    }),
    cancel: fromPromise<NoticeState, { goodsId: number }>(async ({ input }) => {
      const state = await cancelArrival(input.goodsId);
      showInfo(t.cancelledToast);
      return state;
    }),
  },
  actions: {
    keepForLogin: (_, params) => keepArrivalIntent(params.goodsId),
    goToLogin: () => navigate(loginHref()),
  },
});

interface Props {
  goodsId: number;
  brandName: string;
  model: string;
  size: 'sm' | 'lg';
}

export function OutOfStockActions({ goodsId, brandName, model, size }: Props) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const [resume] = useState(() => loggedIn && peekArrivalIntent(goodsId));
  const [state, send] = useMachine(noticeMachine, { input: { goodsId, loggedIn, checkFirst: size === 'lg', resume } });
  useEffect(() => {
    if (resume) forgetArrivalIntent();
  }, [resume]);
  useEffect(() => {
    send({ type: 'SESSION', loggedIn });
  }, [loggedIn, send]);

  const label = `${brandName} ${model}`;
  const subscribed = state.matches('subscribed') || state.matches('cancelling');
  const busy = state.matches('loading') || state.matches('subscribing') || state.matches('cancelling');
  const large = size === 'lg';
  const height = large ? '44px' : '30px';
  const buttonSize = large ? 'md' : 'xs';
  const fontSize = large ? '16px' : '13px';

  return (
    <Flex gap={large ? '3' : '1.5'} align="center" wrap="wrap" data-testid="out-of-stock-actions" aria-busy={busy || undefined}>
      {subscribed ? (
        <>
          <Text as="span" fontSize={large ? '14px' : '12px'} color="green.700" fontWeight="600" role="status" data-testid="arrival-subscribed">
            ✓ {t.subscribed}
          </Text>
          <Button size={buttonSize} height={height} variant="ghost" aria-label={t.cancelLabel(label)} disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
            {state.matches('cancelling') ? t.cancelling : t.cancel}
          </Button>
        </>
      ) : (
        <Button
          size={buttonSize}
          height={height}
          px={large ? '8' : '2.5'}
          fontSize={fontSize}
          colorPalette="brand"
          aria-label={t.notifyLabel(label)}
          disabled={busy}
          onClick={() => send({ type: 'SUBSCRIBE' })}
          data-testid="arrival-notify"
        >
          {state.matches('subscribing') ? t.subscribing : t.notify}
        </Button>
      )}
      <ButtonLink href={enquiryHref(brandName, model)} size={buttonSize} height={height} px={large ? '8' : '2.5'} fontSize={fontSize} variant="outline" aria-label={t.enquireLabel(label)} data-testid="arrival-enquire">
        {t.enquire}
      </ButtonLink>
    </Flex>
  );
}

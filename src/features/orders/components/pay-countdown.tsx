// Time left to pay a 待付款 order, ticking each second (changes from run to run: data-volatile).
import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { timeLeft } from '../../../../machines/orders/order-detail.ts';
import { orders } from '../text.ts';

export function PayCountdown({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(deadline, now);
  return (
    <Text as="span" fontSize="14px" color={left.ms > 0 ? 'orange.800' : 'red.700'} fontWeight="600" data-volatile data-testid="pay-countdown">
      {left.ms > 0 ? orders.detail.countdown(orders.time.left(left)) : orders.detail.expired}
    </Text>
  );
}

// The free-VIP prompt of the top bar (a visitor's and a personal member's): opens the VIP offer.
import { chakra } from '@chakra-ui/react';
import { vipPromoActor } from '../../../lib/session.ts';

export function PromptButton({ children }: { children: string }) {
  return (
    <chakra.button
      type="button"
      onClick={() => vipPromoActor.send({ type: 'OPEN_OFFER' })}
      color="brand.700"
      cursor="pointer"
      bg="transparent"
      _hover={{ textDecoration: 'underline' }}
    >
      {children}
    </chakra.button>
  );
}

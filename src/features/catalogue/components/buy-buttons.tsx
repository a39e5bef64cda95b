// The buy box's buttons: 加入购物车 and 立即购买 (disabled while one is under way or the typed
// quantity is refused; each tells when it is the one under way) and the favourite toggle, which
// also stands beside the out-of-stock panel.
import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { cat } from '../text.ts';

const t = cat.product;

export function FavouriteButton({ favourite, busy, onToggle }: { favourite: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <Button variant="ghost" height="44px" aria-pressed={favourite} disabled={busy} onClick={onToggle} color={favourite ? 'brand.700' : 'gray.700'}>
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
      {favourite ? t.favourited : t.favourite}
    </Button>
  );
}

interface Props {
  /** Which press is under way, if any. */
  pending: 'ADD_TO_CART' | 'BUY_NOW' | null;
  disabled: boolean;
  onPress: (type: 'ADD_TO_CART' | 'BUY_NOW') => void;
  favourite: ReactNode;
}

export function BuyButtons({ pending, disabled, onPress, favourite }: Props) {
  return (
    <HStack mt="4" gap="3">
      <Button colorPalette="brand" variant="outline" height="44px" px="8" fontSize="16px" disabled={disabled} onClick={() => onPress('ADD_TO_CART')}>
        {pending === 'ADD_TO_CART' ? t.adding : t.addToCart}
      </Button>
      <Button colorPalette="brand" height="44px" px="8" fontSize="16px" disabled={disabled} onClick={() => onPress('BUY_NOW')}>
        {pending === 'BUY_NOW' ? t.adding : t.buyNow}
      </Button>
      {favourite}
    </HStack>
  );
}

// The cart's line count as a small badge (header and side strip); nothing when the cart is empty
// or for a visitor. The digits are for the eye; a screen reader hears "（3 种商品）" in the link.
import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useCartCount } from '../cart-count.ts';
import { cartCountText } from '../count/text.ts';

export function CartCountBadge({ corner = false }: { corner?: boolean }) {
  const lines = useCartCount();
  if (lines <= 0) return null;
  const shown = lines > 99 ? '99+' : String(lines);
  return (
    <>
      <Box
        as="span"
        aria-hidden="true"
        data-testid="cart-count"
        {...(corner ? { position: 'absolute', top: '8px', right: '16px' } : { ml: '1.5' })}
        minWidth="18px"
        height="18px"
        px="1"
        borderRadius="full"
        bg={corner ? 'white' : 'brand.600'}
        color={corner ? 'brand.700' : 'white'}
        fontSize="11px"
        fontWeight="700"
        lineHeight="18px"
        textAlign="center"
      >
        {shown}
      </Box>
      <VisuallyHidden>{cartCountText.badgeCount(lines)}</VisuallyHidden>
    </>
  );
}

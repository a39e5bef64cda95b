// The product page's price block: the price for the viewer (src/ui/goods/price.tsx) and, when the
// goods has quantity tiers, the tiers with the one the chosen quantity is priced at marked
// (machines/catalogue/product-purchase.ts tierChoices).
import { Box, HStack, Text } from '@chakra-ui/react';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { tierChoices } from '../../../../machines/catalogue/product-purchase.ts';
import { PriceTag } from '../../../ui/goods/price.tsx';
import { goodsText } from '../../../ui/goods/text.ts';
import type { GoodsDetail } from '../api.ts';

export function ProductPriceBox({ goods, qty }: { goods: GoodsDetail; qty: number }) {
  return (
    <Box bg="gray.50" borderWidth="1px" borderColor="gray.200" px="4" py="3">
      <PriceTag goods={goods} size="lg" />
      {goods.priceTiers.length > 1 && (
        <Box mt="2">
          <Text fontSize="12px" color="gray.700" mb="1">
            {goodsText.price.tiersTitle}
          </Text>
          <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="price-tiers">
            {tierChoices(qty, goods.priceTiers, goods.priceFen).map((tier) => (
              <Box
                as="li"
                key={tier.minQty}
                px="2"
                py="1"
                fontSize="12px"
                borderWidth="1px"
                borderColor={tier.active ? 'brand.600' : 'gray.300'}
                bg="white"
                aria-current={tier.active ? 'true' : undefined}
              >
                <Text as="span" color="gray.700">
                  {goodsText.price.tierFrom(tier.minQty, goods.unit)}
                </Text>{' '}
                <Text as="span" color="brand.700" fontWeight="700">
                  {formatPrice(tier.priceFen)}
                </Text>
              </Box>
            ))}
          </HStack>
        </Box>
      )}
    </Box>
  );
}

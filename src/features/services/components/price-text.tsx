// The price of a service: yuan per unit, or 报价后确定 for items staff quote.
import { Text } from '@chakra-ui/react';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { ServiceItemCard } from '../../../../domain/services/service-views.ts';
import { servicesText } from '../text.ts';

const t = servicesText.list;

export function PriceText({ item, size = '16px' }: { item: Pick<ServiceItemCard, 'priceFen' | 'unit'>; size?: string }) {
  return item.priceFen === null ? (
    <Text as="span" color="orange.700" fontWeight="600" fontSize={size}>
      {t.quote}
    </Text>
  ) : (
    <Text as="span" color="red.700" fontWeight="600" fontSize={size}>
      {formatPrice(item.priceFen)}
      <Text as="span" color="gray.600" fontWeight="400" fontSize="13px">
        {t.perUnit(item.unit)}
      </Text>
    </Text>
  );
}


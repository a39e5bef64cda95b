// The three points pages' tabs (积分商城, 积分记录, 兑换记录): links, the current one marked.
import { Flex } from '@chakra-ui/react';
import { AppLink } from '../../../ui/links.tsx';
import { pointsText } from '../text.ts';

const TABS: Array<[string, string]> = [
  ['/pointMall', pointsText.nav.mall],
  ['/pointRecord', pointsText.nav.record],
  ['/pointRedemptionRecord', pointsText.nav.redemptions],
];

export function PointsNav({ current }: { current: string }) {
  return (
    <Flex as="nav" aria-label={pointsText.summary.label} gap="2" mb="4">
      {TABS.map(([href, label]) => {
        const on = href === current;
        return (
          <AppLink
            key={href}
            href={href}
            aria-current={on ? 'page' : undefined}
            px="4"
            py="1.5"
            borderRadius="full"
            fontSize="14px"
            bg={on ? 'brand.600' : 'white'}
            color={on ? 'white' : 'gray.700'}
            borderWidth="1px"
            borderColor={on ? 'brand.600' : 'gray.300'}
            _hover={{ textDecoration: 'none', borderColor: 'brand.600' }}
          >
            {label}
          </AppLink>
        );
      })}
    </Flex>
  );
}

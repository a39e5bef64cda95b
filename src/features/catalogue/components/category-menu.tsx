// The home page's category menu (issue 5): the top-level categories down the left, each
// opening a fly-out over the banner with its second- and third-level categories, on hover and
// equally on keyboard focus (pure CSS: :hover and :focus-within). The fly-outs are rendered
// when the pointer or focus first reaches the menu, not with the first paint.
import { memo, useState } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import type { Category } from '../api.ts';
import { categoryHref } from '../../../../machines/catalogue/list-url.ts';
import { AppLink } from '../../../ui/links.tsx';
import { homeText } from '../home/text.ts';

export const MENU_WIDTH = 220;
export const MENU_HEIGHT = 400;

const itemStyle = {
  '& > [data-flyout]': { display: 'none' },
  '&:hover > [data-flyout], &:focus-within > [data-flyout]': { display: 'block' },
  '&:hover > a, &:focus-within > a': { bg: 'white', color: 'brand.700' },
} as const;

export const CategoryMenu = memo(function CategoryMenu({ tree }: { tree: readonly Category[] }) {
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  return (
    <Box
      as="nav"
      aria-label={homeText.menuLabel}
      width={`${MENU_WIDTH}px`}
      height={`${MENU_HEIGHT}px`}
      bg="gray.800"
      position="relative"
      flexShrink={0}
      onMouseEnter={arm}
      onFocus={arm}
    >
      <chakra.ul listStyleType="none" m="0" py="1" px="0" data-testid="category-menu">
        {tree.map((top) => (
          <chakra.li key={String(top.id)} css={itemStyle}>
            <AppLink
              href={categoryHref(Number(top.id))}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              height="26px"
              px="4"
              fontSize="13px"
              color="white"
              _hover={{ textDecoration: 'none' }}
            >
              {top.name}
              <span aria-hidden="true">›</span>
            </AppLink>
            {armed && <FlyOut top={top} />}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
});

function FlyOut({ top }: { top: Category }) {
  return (
    <Box
      data-flyout=""
      position="absolute"
      left={`${MENU_WIDTH}px`}
      top="0"
      width="980px"
      height={`${MENU_HEIGHT}px`}
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      boxShadow="lg"
      zIndex="dropdown"
      p="5"
      overflow="auto"
    >
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
        {(top.children ?? []).map((mid) => (
          <Flex as="li" key={String(mid.id)} gap="4" align="baseline" borderBottomWidth="1px" borderColor="gray.100" pb="2">
            <AppLink href={categoryHref(Number(mid.id))} fontWeight="700" fontSize="13px" color="gray.900" minW="112px" _hover={{ color: 'brand.700' }}>
              {mid.name}
            </AppLink>
            <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" columnGap="4" rowGap="1">
              {(mid.children ?? []).map((leaf) => (
                <li key={String(leaf.id)}>
                  <AppLink href={categoryHref(Number(leaf.id))} fontSize="13px" color="gray.700" _hover={{ color: 'brand.700' }}>
                    {leaf.name}
                  </AppLink>
                </li>
              ))}
            </chakra.ul>
          </Flex>
        ))}
      </chakra.ul>
    </Box>
  );
}

// Pagination: the pages of a list as links (`hrefFor(page)`), with the current one marked and a
// window of pages around it. Every page is a URL: back/forward and reload keep the page.
// PageButtons: the same look as buttons, for lists whose page is a machine's state, not a URL
// (favourites, messages).
import { memo } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'wouter';
import { pageWindow } from '../../machines/catalogue/product-list-query.ts';
import { uiText } from './text.ts';

const t = uiText.pagination;
const ChakraLink = chakra(Link);

const pageLinkStyle = {
  minWidth: '32px',
  height: '32px',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '13px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  color: 'gray.800',
  bg: 'white',
} as const;

/** Pages as links (`hrefFor(page)`), with the current one marked. */
export const Pagination = memo(function Pagination({ current, pages, hrefFor }: { current: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const page = Math.min(current, pages);
  return (
    <Box as="nav" aria-label={t.label} display="flex" justifyContent="center" gap="1" mt="6">
      {page > 1 ? (
        <ChakraLink href={hrefFor(page - 1)} css={pageLinkStyle} _hover={{ color: 'brand.700', borderColor: 'brand.600' }}>
          {t.prev}
        </ChakraLink>
      ) : (
        <chakra.span css={pageLinkStyle} color="gray.600" aria-disabled="true">
          {t.prev}
        </chakra.span>
      )}
      {pageWindow(page, pages).map((n, i) =>
        n === 'gap' ? (
          <chakra.span key={`gap-${i}`} css={pageLinkStyle} borderColor="transparent" aria-hidden="true">
            …
          </chakra.span>
        ) : (
          <ChakraLink
            key={n}
            href={hrefFor(n)}
            aria-label={t.page(n)}
            aria-current={n === page ? 'page' : undefined}
            css={pageLinkStyle}
            bg={n === page ? 'brand.600' : 'white'}
            color={n === page ? 'white' : 'gray.800'}
            borderColor={n === page ? 'brand.600' : 'gray.300'}
            _hover={n === page ? {} : { color: 'brand.700', borderColor: 'brand.600' }}
          >
            {n}
          </ChakraLink>
        ),
      )}
      {page < pages ? (
        <ChakraLink href={hrefFor(page + 1)} css={pageLinkStyle} _hover={{ color: 'brand.700', borderColor: 'brand.600' }}>
          {t.next}
        </ChakraLink>
      ) : (
        <chakra.span css={pageLinkStyle} color="gray.600" aria-disabled="true">
          {t.next}
        </chakra.span>
      )}
    </Box>
  );
});

const pageButtonStyle = {
  ...pageLinkStyle,
  cursor: 'pointer',
  _hover: { color: 'brand.700', borderColor: 'brand.600' },
  _disabled: { color: 'gray.600', cursor: 'default', _hover: { color: 'gray.600', borderColor: 'gray.300' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

/** Pages as buttons calling `onPage(page)`, with the current one marked; `label` names the list's pages. */
export const PageButtons = memo(function PageButtons({ current, pages, onPage, label = t.label }: { current: number; pages: number; onPage: (page: number) => void; label?: string }) {
  if (pages <= 1) return null;
  const page = Math.min(current, pages);
  return (
    <Box as="nav" aria-label={label} display="flex" justifyContent="center" gap="1" mt="6">
      <chakra.button type="button" css={pageButtonStyle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.prev}
      </chakra.button>
      {pageWindow(page, pages).map((n, i) =>
        n === 'gap' ? (
          <chakra.span key={`gap-${i}`} css={pageLinkStyle} borderColor="transparent" aria-hidden="true">
            …
          </chakra.span>
        ) : (
          <chakra.button
            key={n}
            type="button"
            css={pageButtonStyle}
            aria-label={t.page(n)}
            aria-current={n === page ? 'page' : undefined}
            bg={n === page ? 'brand.600' : 'white'}
            color={n === page ? 'white' : 'gray.800'}
            borderColor={n === page ? 'brand.600' : 'gray.300'}
            onClick={() => n !== page && onPage(n)}
          >
            {n}
          </chakra.button>
        ),
      )}
      <chakra.button type="button" css={pageButtonStyle} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </chakra.button>
    </Box>
  );
});

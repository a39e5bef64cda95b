// The pages of the message list as buttons (the list is one page state, not a URL): 上一页, the
// numbers around the current one, 下一页.
import { chakra, Flex } from '@chakra-ui/react';
import { messagesText } from '../text.ts';

const t = messagesText.list;

const style = {
  minWidth: '32px',
  height: '32px',
  px: '2',
  fontSize: '13px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'white',
  color: 'gray.800',
  cursor: 'pointer',
  _hover: { color: 'brand.700', borderColor: 'brand.600' },
  _disabled: { color: 'gray.500', cursor: 'default', _hover: { color: 'gray.500', borderColor: 'gray.300' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

function numbers(current: number, pages: number): number[] {
  const from = Math.max(1, Math.min(current - 2, pages - 4));
  const to = Math.min(pages, from + 4);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function MessagePager({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t.pagerLabel} justify="center" gap="1" mt="6">
      <chakra.button type="button" css={style} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t.prev}
      </chakra.button>
      {numbers(current, pages).map((n) => (
        <chakra.button
          key={n}
          type="button"
          css={style}
          aria-label={t.pageOf(n)}
          aria-current={n === current ? 'page' : undefined}
          bg={n === current ? 'brand.600' : 'white'}
          color={n === current ? 'white' : 'gray.800'}
          borderColor={n === current ? 'brand.600' : 'gray.300'}
          onClick={() => onPage(n)}
        >
          {n}
        </chakra.button>
      ))}
      <chakra.button type="button" css={style} disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {t.next}
      </chakra.button>
    </Flex>
  );
}

// A line's goods picture at a fixed size, or a plain box when the goods has none.
import { Box } from '@chakra-ui/react';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { orders } from '../text.ts';

export function LineImage({ url, brand, model, size }: { url: string | null; brand: string; model: string; size: number }) {
  const alt = orders.card.imageAlt(brand, model);
  return (
    <Box width={`${size}px`} height={`${size}px`} flexShrink={0} borderWidth="1px" borderColor="gray.200" bg="gray.50" overflow="hidden">
      {url ? <GoodsImage src={url} alt={alt} size={size - 2} /> : <Box role="img" aria-label={alt} width="100%" height="100%" />}
    </Box>
  );
}

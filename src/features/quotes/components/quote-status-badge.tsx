// A quote's status as a coloured badge (待报价 orange, 已报价 blue, 已接受 green, 已过期 and 已撤回 grey).
import { Badge } from '@chakra-ui/react';
import type { QuoteStatus } from '../../../../domain/quotes/quote-rules.ts';
import { quotesText } from '../text.ts';

const PALETTE: Record<QuoteStatus, string> = { requested: 'orange', quoted: 'blue', accepted: 'green', expired: 'gray', withdrawn: 'gray' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="sm" data-testid="quote-status">
      {quotesText.statusText[status]}
    </Badge>
  );
}

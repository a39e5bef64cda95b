// An agreement's shown status as a coloured tag (待确认 orange, 生效 green, 已驳回 red, the rest grey).
import { Badge } from '@chakra-ui/react';
import type { AgreementShownStatus } from '../../../../domain/pricing/agreement-rules.ts';
import { pricingText } from './text.ts';

const PALETTE: Record<AgreementShownStatus, string> = { draft: 'gray', pending: 'orange', active: 'green', expired: 'gray', rejected: 'red', revoked: 'gray' };

export function AgreementStatusTag({ status }: { status: AgreementShownStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant={status === 'expired' || status === 'revoked' ? 'outline' : 'subtle'} data-testid="agreement-status">
      {pricingText.status[status]}
    </Badge>
  );
}

// The head of the refund request form: the order it is for (a link to its page) and when its
// after-sales window ends.
import { Grid } from '@chakra-ui/react';
import type { RefundPreview } from '../../../../domain/after-sales/refund-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { AppLink } from '../../../ui/links.tsx';
import { Panel } from '../../../ui/member-layout.tsx';
import { afterSalesText } from '../text.ts';
import { Fact } from './refund-parts.tsx';

const t = afterSalesText.form;

export function RefundOrderFacts({ preview }: { preview: RefundPreview }) {
  return (
    <Panel label={t.orderLabel}>
      <Grid as="dl" templateColumns="repeat(3, 1fr)" gap="4" m="0">
        <Fact label={t.orderNo}>
          <AppLink href={`/myOrderDetail/${preview.orderId}`} color="brand.700" textDecoration="underline" data-volatile="">
            {preview.orderNo}
          </AppLink>
        </Fact>
        <Fact label={t.windowEnds}>
          {preview.windowEndsAt ? <span data-volatile="">{formatChinaDateTime(preview.windowEndsAt)}</span> : t.noWindow}
        </Fact>
      </Grid>
    </Panel>
  );
}

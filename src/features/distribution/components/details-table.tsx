// The lines of the chosen month (masked order numbers and buyers), with paging.
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { ProfitDetail } from '../../../../domain/distribution/distribution-views.ts';
import type { Page } from '../../../../domain/shared/envelope.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { distributionText } from '../text.ts';

const t = distributionText;
const cell = { borderBottomWidth: '1px', borderColor: 'gray.200', px: '3', py: '2', fontSize: '13px', textAlign: 'left' } as const;
const STATUS_COLOR: Record<number, string> = { 0: 'orange.700', 1: 'green.700', 2: 'gray.600' };

export function DetailsTable({ page, onPage }: { page: Page<ProfitDetail>; onPage: (current: number) => void }) {
  if (page.total === 0) return <Text fontSize="13px" color="gray.700">{t.detailsEmpty}</Text>;
  const c = t.detailColumns;
  return (
    <>
      <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" borderCollapse="collapse" data-testid="details-table">
        <chakra.thead bg="gray.50" color="gray.700">
          <tr>
            {[c.orderNo, c.buyer, c.goods, c.base, c.rate, c.commission, c.status, c.paidAt].map((h) => (
              <chakra.th key={h} css={cell} fontWeight="600" scope="col">
                {h}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {page.records.map((d) => (
            <chakra.tr key={d.id} color="gray.800">
              <chakra.td css={cell} data-volatile="">
                {d.orderNo}
              </chakra.td>
              <chakra.td css={cell} data-volatile="">
                {d.buyer}
              </chakra.td>
              <chakra.td css={cell} maxWidth="320px">
                {d.goodsName}
                <Text as="span" display="block" color="gray.600" fontSize="12px">
                  {d.model}
                </Text>
              </chakra.td>
              <chakra.td css={cell}>{formatPrice(d.baseFen)}</chakra.td>
              <chakra.td css={cell}>{t.rate(d.rateBp)}</chakra.td>
              <chakra.td css={cell} color={d.commissionFen < 0 ? 'red.700' : undefined}>
                {formatPrice(d.commissionFen)}
              </chakra.td>
              <chakra.td css={cell} color={d.kind === 'clawback' ? 'red.700' : STATUS_COLOR[d.status]}>
                {d.statusText}
              </chakra.td>
              <chakra.td css={cell} data-volatile="">
                {formatChinaDateTime(d.paidAt)}
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      <Flex mt="3" gap="3" align="center" justify="flex-end">
        <Text fontSize="13px" color="gray.700">
          {t.pageOf(page.current, page.pages, page.total)}
        </Text>
        <Button size="sm" variant="outline" disabled={page.current <= 1} onClick={() => onPage(page.current - 1)}>
          {t.prev}
        </Button>
        <Button size="sm" variant="outline" disabled={page.current >= page.pages} onClick={() => onPage(page.current + 1)}>
          {t.next}
        </Button>
      </Flex>
    </>
  );
}

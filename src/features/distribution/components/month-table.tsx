// The month table of /distribution: the chart's numbers as text (the accessible companion of the
// figure), each month with a button that opens its details.
import { Button, chakra } from '@chakra-ui/react';
import type { MonthProfit } from '../../../../domain/distribution/distribution-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { distributionText } from '../text.ts';

const t = distributionText;
const cell = { borderBottomWidth: '1px', borderColor: 'gray.200', px: '3', py: '2', fontSize: '13px', textAlign: 'right' } as const;

export function MonthTable({ months, chosen, onChoose }: { months: readonly MonthProfit[]; chosen: string | null; onChoose: (month: string) => void }) {
  const c = t.monthColumns;
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" borderCollapse="collapse" data-testid="month-table">
      <chakra.caption textAlign="left" fontSize="12px" color="gray.700" pb="2" css={{ captionSide: 'top' }}>
        {t.monthCaption}
      </chakra.caption>
      <chakra.thead bg="gray.50" color="gray.700">
        <tr>
          {[c.month, c.orders, c.sales, c.pending, c.settled, c.clawback, c.action].map((h, i) => (
            <chakra.th key={h} css={cell} textAlign={i === 0 ? 'left' : 'right'} fontWeight="600" scope="col">
              {h}
            </chakra.th>
          ))}
        </tr>
      </chakra.thead>
      <tbody>
        {[...months].reverse().map((m) => {
          const here = m.month === chosen;
          return (
            <chakra.tr key={m.month} bg={here ? 'red.50' : undefined} color="gray.800" aria-current={here ? 'true' : undefined}>
              <chakra.th scope="row" css={cell} textAlign="left" fontWeight="500">
                {m.month}
              </chakra.th>
              <chakra.td css={cell}>{m.orderCount}</chakra.td>
              <chakra.td css={cell}>{formatPrice(m.salesFen)}</chakra.td>
              <chakra.td css={cell}>{formatPrice(m.pendingFen)}</chakra.td>
              <chakra.td css={cell}>{formatPrice(m.settledFen)}</chakra.td>
              <chakra.td css={cell}>{m.clawbackFen > 0 ? `-${formatPrice(m.clawbackFen)}` : formatPrice(0)}</chakra.td>
              <chakra.td css={cell}>
                <Button size="xs" variant={here ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={here} onClick={() => onChoose(m.month)} aria-label={`${m.month} ${here ? t.viewingMonth : t.viewMonth}`}>
                  {here ? t.viewingMonth : t.viewMonth}
                </Button>
              </chakra.td>
            </chakra.tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}

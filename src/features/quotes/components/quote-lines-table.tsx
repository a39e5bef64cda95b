// The lines of one quote on /quote/{id}: 商品 (name, brand, model), 数量, 申请时单价, 报价单价, 小计,
// 交期 and 备注; unpriced lines (待报价) show a dash where the quote will be.
import { chakra, Text } from '@chakra-ui/react';
import type { QuoteLineView } from '../../../../domain/quotes/quote-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { PRICE_SOURCE_TEXT } from '../../../../domain/shared/pricing.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { quotesText } from '../text.ts';

const t = quotesText.detail;
const none = quotesText.none;

export function QuoteLinesTable({ lines, caption }: { lines: QuoteLineView[]; caption: string }) {
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="quote-lines">
      <chakra.caption srOnly>{caption}</chakra.caption>
      <thead>
        <tr>
          <CompactTh>{t.goods}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.num}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.askedPrice}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.price}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.lineTotal}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.lead}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.remark}</CompactTh>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.lineNo} data-testid="quote-line">
            <CompactTd>
              <Text fontWeight="600" color="gray.800">
                {line.name}
              </Text>
              <Text fontSize="12px" color="gray.600">
                {line.brandName} · {line.model}
              </Text>
            </CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap">
              {line.num} {line.unit}
            </CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap" color="gray.700">
              {formatPrice(line.askedPriceFen)}
              <Text fontSize="12px" color="gray.600">
                {PRICE_SOURCE_TEXT[line.askedPriceSource]}
              </Text>
            </CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap" fontWeight="600" color="brand.700" data-testid="quote-line-price">
              {line.priceFen === null ? none : formatPrice(line.priceFen)}
            </CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap">
              {line.lineFen === null ? none : formatPrice(line.lineFen)}
            </CompactTd>
            <CompactTd whiteSpace="nowrap">{line.leadDays === null ? none : t.leadDays(line.leadDays)}</CompactTd>
            <CompactTd>{line.remark || none}</CompactTd>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

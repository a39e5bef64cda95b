// The rows of /quote: 报价单号, 来源, 行数, 合计, 状态, 有效期至, 申请人, 申请时间 and 查看 (/quote/{id}).
import { chakra, Text } from '@chakra-ui/react';
import type { QuoteSummary } from '../../../../domain/quotes/quote-views.ts';
import { formatChinaDate, formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { quotesText } from '../text.ts';
import { QuoteStatusBadge } from './quote-status-badge.tsx';

const t = quotesText;

export function QuoteTable({ rows }: { rows: QuoteSummary[] }) {
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" bg="white" data-testid="quote-rows">
      <thead>
        <tr>
          <CompactTh whiteSpace="nowrap">{t.columns.quoteNo}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.source}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.columns.lines}</CompactTh>
          <CompactTh whiteSpace="nowrap" textAlign="right">{t.columns.total}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.status}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.validUntil}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.requester}</CompactTh>
          <CompactTh whiteSpace="nowrap">{t.columns.createdAt}</CompactTh>
          <CompactTh whiteSpace="nowrap">
            <chakra.span srOnly>{t.columns.action}</chakra.span>
          </CompactTh>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="quote-row">
            <CompactTd whiteSpace="nowrap">
              <Text fontWeight="600" color="gray.800" data-volatile>
                {row.quoteNo}
              </Text>
            </CompactTd>
            <CompactTd whiteSpace="nowrap">{row.sourceText}</CompactTd>
            <CompactTd textAlign="right">{row.lineCount}</CompactTd>
            <CompactTd textAlign="right" whiteSpace="nowrap" fontWeight="600" color={row.totalFen === null ? 'gray.600' : 'brand.700'}>
              {row.totalFen === null ? t.notQuoted : formatPrice(row.totalFen)}
            </CompactTd>
            <CompactTd>
              <QuoteStatusBadge status={row.status} />
            </CompactTd>
            <CompactTd whiteSpace="nowrap" data-volatile>
              {row.validUntil ?? t.none}
            </CompactTd>
            <CompactTd whiteSpace="nowrap">{row.requesterName}</CompactTd>
            <CompactTd whiteSpace="nowrap" data-volatile title={formatChinaDateTime(row.createdAt)}>
              {formatChinaDate(row.createdAt)}
            </CompactTd>
            <CompactTd>
              <ButtonLink href={`/quote/${row.id}`} size="xs" variant="outline" colorPalette="brand" aria-label={t.viewLabel(row.quoteNo)}>
                {t.view}
              </ButtonLink>
            </CompactTd>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

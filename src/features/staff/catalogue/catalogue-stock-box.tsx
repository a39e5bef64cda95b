// The stock of one goods on 商品管理: per warehouse its count, what orders hold and what is free,
// the correction form for 仓库 (read-only words for anyone else), and the history of corrections.
import type { ReactNode } from 'react';
import { chakra, Heading, Text } from '@chakra-ui/react';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { CatalogueDetail } from '../../../../domain/staff/catalogue-payloads.ts';
import { freeQty } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { headCell } from '../../../ui/table.tsx';
import { DetailSection } from './catalogue-detail-parts.tsx';
import { catalogueText as t } from './text.ts';

function Td({ children, volatile = false }: { children: ReactNode; volatile?: boolean }) {
  return (
    <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200" data-volatile={volatile || undefined}>
      {children}
    </chakra.td>
  );
}

/** `form`: the correction form when the role may correct stock, else null (the read-only words are shown). */
export function CatalogueStockBox({ detail: d, form }: { detail: CatalogueDetail; form: ReactNode }) {
  return (
    <DetailSection title={t.stock.title} testId="catalogue-stock">
      <chakra.table width="100%" borderCollapse="collapse" aria-label={t.stock.title}>
        <thead>
          <tr>
            <chakra.th css={headCell}>{t.stock.warehouse}</chakra.th>
            <chakra.th css={headCell}>{t.stock.qty}</chakra.th>
            <chakra.th css={headCell}>{t.stock.reserved}</chakra.th>
            <chakra.th css={headCell}>{t.stock.free}</chakra.th>
          </tr>
        </thead>
        <tbody>
          {d.stock.map((s) => (
            <tr key={s.warehouseId} data-testid="stock-row">
              <Td>{t.stock.warehouseCity(s.warehouseName, s.city)}</Td>
              <Td>{s.qty}</Td>
              <Td>{s.reserved}</Td>
              <Td>{freeQty(s)}</Td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      {form ?? <Text fontSize="13px" color="gray.700" mt="3">{t.stock.readOnly}</Text>}
      <Heading as="h3" fontSize="14px" fontWeight="600" mt="4" mb="2">{t.stock.history}</Heading>
      {d.adjustments.length === 0 ? (
        <Text fontSize="13px" color="gray.600">{t.stock.noHistory}</Text>
      ) : (
        <chakra.table width="100%" borderCollapse="collapse" aria-label={t.stock.history} data-testid="stock-history">
          <thead>
            <tr>
              {Object.values(t.stock.historyColumns).map((h) => (
                <chakra.th key={h} css={headCell}>{h}</chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.adjustments.map((a) => (
              <tr key={a.id}>
                <Td volatile>{formatChinaDateTime(a.createdAt)}</Td>
                <Td>{a.warehouseName}</Td>
                <Td>{a.qtyBefore} → {a.qtyAfter}</Td>
                <Td>{a.reason}</Td>
                <Td>{a.actor}</Td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </DetailSection>
  );
}

// The order's lines on the refund request form: what each still allows (bought, already
// requested, left, paid), the quantity asked (kept as typed; the machine takes it or says why not,
// machines/after-sales/refund-request.ts) and the most those units refund.
import { useState } from 'react';
import { chakra, Text } from '@chakra-ui/react';
import type { RefundPreview } from '../../../../domain/after-sales/refund-views.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { qtyOfText, type QtyError } from '../../../../machines/after-sales/refund-request.ts';
import { headCell } from '../../../ui/table.tsx';
import { afterSalesText } from '../text.ts';
import { fieldStyle } from './refund-field-style.ts';
import { GoodsCell } from './refund-parts.tsx';

const t = afterSalesText.form;

const cell = { px: '3', py: '3', fontSize: '13px', color: 'gray.800', borderBottomWidth: '1px', borderColor: 'gray.100' } as const;

interface Props {
  lines: RefundPreview['lines'];
  qty: Record<number, number>;
  qtyErrors: Record<number, QtyError>;
  lineCaps: Record<number, number>;
  onQty: (orderLineId: number, num: number) => void;
}

export function RefundLinesTable({ lines, qty, qtyErrors, lineCaps, onQty }: Props) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  return (
    <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} data-testid="refund-lines">
      <thead>
        <tr>
          <chakra.th css={headCell}>{t.goods}</chakra.th>
          <chakra.th css={headCell} textAlign="right">{t.bought}</chakra.th>
          <chakra.th css={headCell} textAlign="right">{t.taken}</chakra.th>
          <chakra.th css={headCell} textAlign="right">{t.available}</chakra.th>
          <chakra.th css={headCell} textAlign="right">{t.paid}</chakra.th>
          <chakra.th css={headCell} width="150px">{t.applyQty}</chakra.th>
          <chakra.th css={headCell} textAlign="right">{t.lineCap}</chakra.th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const id = line.orderLineId;
          const problem = qtyErrors[id];
          const errorId = `qty-error-${id}`;
          return (
            <tr key={id}>
              <chakra.td css={cell} maxWidth="320px">
                <GoodsCell imageUrl={line.imageUrl} brandName={line.brandName} model={line.model} name={line.name} />
              </chakra.td>
              <chakra.td css={cell} textAlign="right">{line.num}</chakra.td>
              <chakra.td css={cell} textAlign="right">{line.takenQty}</chakra.td>
              <chakra.td css={cell} textAlign="right" data-testid="available-qty">{line.availableQty}</chakra.td>
              <chakra.td css={cell} textAlign="right">{formatPrice(line.paidFen)}</chakra.td>
              <chakra.td css={cell}>
                <chakra.input
                  type="text"
                  inputMode="numeric"
                  aria-label={t.qtyLabel(line.name, line.model)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  disabled={line.availableQty === 0}
                  value={typed[id] ?? String(qty[id] ?? 0)}
                  maxLength={7}
                  width="80px"
                  height="32px"
                  css={fieldStyle}
                  onChange={(e) => {
                    const text = e.target.value;
                    setTyped((m) => ({ ...m, [id]: text }));
                    onQty(id, qtyOfText(text));
                  }}
                />
                {problem ? (
                  <Text id={errorId} role="alert" fontSize="12px" color="red.700" mt="1">
                    {problem === 'tooMany' ? t.qtyError.tooMany(line.availableQty) : t.qtyError.notInteger}
                  </Text>
                ) : null}
              </chakra.td>
              <chakra.td css={cell} textAlign="right" data-testid="line-cap">
                {formatPrice(lineCaps[id] ?? 0)}
              </chakra.td>
            </tr>
          );
        })}
      </tbody>
    </chakra.table>
  );
}

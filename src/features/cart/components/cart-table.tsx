// The cart's lines: tick, picture, goods, unit price for the viewer (with the price kind), the
// quantity stepper, the line total and 删除. A line that cannot be bought as it stands says why
// (the server's problem text). A line from a batch enquiry shows the buyer's own 物料编码 and 备注,
// and a line bought at a staff quote says so with the quote's price and validity, its price labelled
// 报价 with the validity in place of the price kind. Every number
// shown is the server's, in fen.
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import type { CartLine, CartView } from '../../../../domain/cart/cart.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { headCell } from '../../../ui/table.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import { priceKindLabel } from '../../../ui/goods/price.tsx';
import { OutOfStockActions } from '../../stock/public.ts';
import { cartText as t } from '../text.ts';
import { QtyStepper } from './qty-stepper.tsx';

const IMAGE = 72;

/** A staff quote a cart line is priced at (batch enquiry). */
interface CartLineQuote {
  enquiryId: number;
  lineId: number;
  enquiryNo: string;
  priceFen: number;
  validUntil: string;
  expired: boolean;
}

/** What a cart line gains from a batch enquiry (issue 33): optional until every server answers it. */
type EnquiryCartLine = CartLine & { buyerCode?: string | null; buyerRemark?: string | null; quote?: CartLineQuote | null };

const th = headCell;
const td = { px: '3', py: '4', fontSize: '13px', color: 'gray.800', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'gray.100' } as const;

export const tickStyle = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

interface Props {
  cart: CartView;
  /** The quantity shown for a line (typed and waiting, or the server's). */
  qtyOf: (line: CartLine) => number;
  /** Ticks and deletes wait while a call is under way. */
  busy: boolean;
  allTicked: boolean;
  onTick: (id: number, selected: boolean) => void;
  onTickAll: (selected: boolean) => void;
  onQty: (id: number, num: number) => void;
  onDelete: (id: number) => void;
}

function LineRow({ line, qty, busy, kindLabel, onTick, onQty, onDelete }: { line: EnquiryCartLine; qty: number; busy: boolean; kindLabel: string } & Pick<Props, 'onTick' | 'onQty' | 'onDelete'>) {
  const g = line.goods;
  const cheaper = line.listPriceFen > line.unitPriceFen;
  // A line priced at a staff quote is labelled 报价, one at the company's agreement 协议价 with its last day, not the viewer's price kind.
  const quoted = line.quote ? !line.quote.expired : false;
  const contract = !quoted && line.priceSource === 'contract';
  return (
    <chakra.tr data-testid="cart-line" data-line-id={line.id} bg={line.problem ? 'orange.50' : 'white'}>
      <chakra.td css={td} width="44px">
        <chakra.input type="checkbox" checked={line.selected} disabled={busy} aria-label={t.tickLine(g.model)} onChange={(event) => onTick(line.id, event.target.checked)} css={tickStyle} mt="1" />
      </chakra.td>
      <chakra.td css={td} width={`${IMAGE + 24}px`}>
        <GoodsLink goodsId={line.goodsId} tabIndex={-1} aria-hidden="true">
          <GoodsImage src={g.imageUrl} alt="" size={IMAGE} eager />
        </GoodsLink>
      </chakra.td>
      <chakra.td css={td}>
        <GoodsLink goodsId={line.goodsId} data-testid="cart-model">
          <Text as="span" fontWeight="600" color="gray.900" _hover={{ color: 'brand.700' }}>
            {g.model}
          </Text>
        </GoodsLink>
        <Text color="gray.700" mt="1" lineClamp={2}>
          {g.name}
        </Text>
        <Text color="gray.600" fontSize="12px" mt="1">
          {t.brand} {g.brandName} · {t.goodsCode} {g.goodsCode} · {t.minOrder(g.minOrderQty, g.unit)} · {t.pack(g.packQty, g.unit)}
        </Text>
        {line.buyerCode ? (
          <Text color="gray.800" fontSize="12px" mt="1" data-testid="cart-buyer-code">
            {t.buyerCode(line.buyerCode)}
          </Text>
        ) : null}
        {line.buyerRemark ? (
          <Text color="gray.800" fontSize="12px" mt="1" data-testid="cart-buyer-remark">
            {t.buyerRemark(line.buyerRemark)}
          </Text>
        ) : null}
        {line.quote ? (
          <Text color={line.quote.expired ? 'red.700' : 'blue.800'} fontSize="12px" mt="1" fontWeight="600" data-testid="cart-quote">
            {line.quote.expired ? t.quoteExpired(formatPrice(line.quote.priceFen), line.quote.validUntil) : t.quote(formatPrice(line.quote.priceFen), line.quote.validUntil)}
          </Text>
        ) : null}
        {line.problemText && (
          <Text color="red.700" fontSize="12px" mt="1" fontWeight="600" data-testid="cart-problem">
            {line.problemText}
          </Text>
        )}
        {line.stockQty <= 0 && line.problem === 'outOfStock' && (
          <Box mt="2">
            <OutOfStockActions goodsId={line.goodsId} brandName={g.brandName} model={g.model} size="sm" />
          </Box>
        )}
      </chakra.td>
      <chakra.td css={td} width="130px">
        <Text fontSize="12px" color={quoted ? 'blue.800' : contract ? 'teal.700' : 'brand.700'} data-testid="cart-price-kind" data-volatile={contract ? '' : undefined}>
          {quoted ? t.quotePrice(line.quote!.validUntil || null) : contract ? t.contractPrice(line.contractValidTo) : kindLabel}
        </Text>
        <Text fontWeight="600" data-testid="cart-unit-price">
          {formatPrice(line.unitPriceFen)}
        </Text>
        {cheaper && (
          <Text fontSize="12px" color="gray.600">
            <chakra.span srOnly>{t.listPrice}</chakra.span>
            <s>{formatPrice(line.listPriceFen)}</s>
          </Text>
        )}
      </chakra.td>
      <chakra.td css={td} width="150px" textAlign="center">
        <QtyStepper
          id={`cart-qty-${line.id}`}
          value={qty}
          rule={{ min: g.minOrderQty, pack: g.packQty }}
          stock={line.stockQty}
          model={g.model}
          unit={g.unit}
          onChange={(num) => onQty(line.id, num)}
        />
        <Text fontSize="12px" color={line.stockQty > 0 ? 'green.700' : 'gray.600'} mt="1.5" data-volatile>
          {t.stock(line.stockQty, g.unit)} · {line.stockQty > 0 ? t.leadTime(g.leadTimeDays) : t.restock(g.leadTimeDays)}
        </Text>
      </chakra.td>
      <chakra.td css={td} width="120px">
        <Text fontWeight="700" color="brand.700" data-testid="cart-line-total">
          {formatPrice(line.lineFen)}
        </Text>
      </chakra.td>
      <chakra.td css={td} width="80px">
        <Button variant="plain" size="xs" px="0" color="gray.700" _hover={{ color: 'brand.700' }} disabled={busy} aria-label={t.removeLine(g.model)} onClick={() => onDelete(line.id)}>
          {t.remove}
        </Button>
      </chakra.td>
    </chakra.tr>
  );
}

export function CartTable({ cart, qtyOf, busy, allTicked, onTick, onTickAll, onQty, onDelete }: Props) {
  const kindLabel = priceKindLabel(cart.priceKind);
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200">
      <chakra.table width="100%" css={{ borderCollapse: 'collapse' }}>
        <caption>
          <chakra.span srOnly>{t.tableLabel}</chakra.span>
        </caption>
        <thead>
          <tr>
            <chakra.th css={th} scope="col">
              <Flex as="label" align="center" gap="1.5" cursor="pointer" whiteSpace="nowrap">
                <chakra.input type="checkbox" checked={allTicked} disabled={busy} onChange={(event) => onTickAll(event.target.checked)} css={tickStyle} data-testid="cart-tick-all" />
                {t.tickAll}
              </Flex>
            </chakra.th>
            <chakra.th css={th} scope="col">
              <chakra.span srOnly>{t.columns.goods}</chakra.span>
            </chakra.th>
            <chakra.th css={th} scope="col">
              {t.columns.goods}
            </chakra.th>
            <chakra.th css={th} scope="col">
              {t.columns.price}
            </chakra.th>
            <chakra.th css={th} scope="col" textAlign="center">
              {t.columns.qty}
            </chakra.th>
            <chakra.th css={th} scope="col">
              {t.columns.total}
            </chakra.th>
            <chakra.th css={th} scope="col">
              {t.columns.action}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {cart.lines.map((line) => (
            <LineRow key={line.id} line={line} qty={qtyOf(line)} busy={busy} kindLabel={kindLabel} onTick={onTick} onQty={onQty} onDelete={onDelete} />
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

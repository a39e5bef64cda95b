// The quick-order pad's dense table: one row per zone goods (picture, model and name, brand, key
// specs, unit, price for the viewer, stock and lead time, minimum and pack) with a quantity
// stepper. What a typed quantity breaks is said in words beside the field (the rules are
// machines/catalogue/quick-add-pad.ts); the field keeps what was typed. Rows are memoised: typing
// in one row renders that row only.
import { memo } from 'react';
import { chakra, Flex } from '@chakra-ui/react';
import { checkQty, padUnitFen, QTY_MAX_DIGITS } from '../../../../machines/catalogue/quick-add-pad.ts';
import type { PadGoods, QtyCheck } from '../../../../machines/catalogue/quick-add-pad.ts';
import { formatPrice, lineTotal } from '../../../../domain/shared/money.ts';
import { GoodsImage } from '../../../ui/goods/goods-image.tsx';
import { GoodsLink } from '../../../ui/goods/goods-link.tsx';
import { PriceTag } from '../../../ui/goods/price.tsx';
import { StockLine } from '../../../ui/goods/stock-line.tsx';
import css from '../../../ui/goods/goods.module.css';
import { cat } from '../text.ts';

const t = cat.quickAdd;
const IMAGE = 48;
const EAGER_ROWS = 8;
const SPECS_SHOWN = 2;

const stepButton = {
  width: '26px',
  height: '28px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'gray.50',
  fontSize: '15px',
  lineHeight: '1',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _disabled: { color: 'gray.500', cursor: 'not-allowed', bg: 'gray.50' },
} as const;

/** The rule a quantity breaks, in words: the cart's own sentence, or the pack rule. */
export function ruleText(goods: PadGoods, check: QtyCheck): string | null {
  if (check.status !== 'problem') return null;
  return check.problem === 'pack' ? t.packRule(goods.packQty, goods.unit) : check.text;
}

interface RowProps {
  goods: PadGoods;
  typed: string | undefined;
  disabled: boolean;
  eager: boolean;
  onType: (goodsId: number, text: string) => void;
  onStep: (goodsId: number, direction: 1 | -1) => void;
}

const PadRow = memo(function PadRow({ goods, typed, disabled, eager, onType, onStep }: RowProps) {
  const check = checkQty(goods, typed);
  const rule = ruleText(goods, check);
  const inputId = `qa-qty-${goods.id}`;
  const ruleId = `qa-rule-${goods.id}`;
  const soldOut = goods.stockQty <= 0;
  return (
    <tr style={{ height: 64 }} data-testid="quick-add-row" data-goods-id={goods.id}>
      <td>
        <GoodsLink goodsId={goods.id} tabIndex={-1} aria-hidden="true">
          <GoodsImage src={goods.imageUrl} alt="" size={IMAGE} eager={eager} />
        </GoodsLink>
      </td>
      <td>
        <GoodsLink goodsId={goods.id} className={css.model} data-testid="quick-add-model" style={{ fontSize: 14 }}>
          {goods.model}
        </GoodsLink>
        <p className={`${css.muted} ${css.clamp1}`}>{goods.name}</p>
      </td>
      <td className={css.brandLine}>{goods.brandName}</td>
      <td>
        <dl className={css.specs}>
          {goods.keySpecs.slice(0, SPECS_SHOWN).map((spec) => (
            <div key={spec.name} style={{ display: 'contents' }}>
              <dt>{spec.name}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td className={css.brandLine}>{goods.unit}</td>
      <td>
        <PriceTag goods={goods} showBetter={false} />
      </td>
      <td>
        <StockLine goods={goods} />
      </td>
      <td className={css.brandLine}>
        <p>{t.moq(goods.minOrderQty, goods.unit)}</p>
        {goods.packQty > 1 && <p>{t.pack(goods.packQty, goods.unit)}</p>}
      </td>
      <td>
        <Flex align="center">
          <chakra.button
            type="button"
            aria-label={t.decrease(goods.model)}
            aria-controls={inputId}
            css={stepButton}
            disabled={disabled || !typed}
            onClick={() => onStep(goods.id, -1)}
          >
            −
          </chakra.button>
          <chakra.input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={QTY_MAX_DIGITS}
            aria-label={t.qtyLabel(goods.model)}
            aria-invalid={rule ? true : undefined}
            aria-describedby={rule ? ruleId : undefined}
            value={typed ?? ''}
            disabled={disabled || (soldOut && !typed)}
            onChange={(event) => onType(goods.id, event.target.value)}
            width="58px"
            height="28px"
            textAlign="center"
            fontSize="13px"
            borderTopWidth="1px"
            borderBottomWidth="1px"
            borderColor={rule ? 'red.600' : 'gray.300'}
            bg={rule ? 'red.50' : 'white'}
            data-testid="quick-add-qty"
          />
          <chakra.button
            type="button"
            aria-label={t.increase(goods.model)}
            aria-controls={inputId}
            css={stepButton}
            disabled={disabled || soldOut}
            onClick={() => onStep(goods.id, 1)}
          >
            +
          </chakra.button>
        </Flex>
        {rule && (
          <chakra.p id={ruleId} mt="1" fontSize="12px" lineHeight="1.3" color="red.700" data-testid="quick-add-rule">
            {rule}
          </chakra.p>
        )}
      </td>
      <td style={{ textAlign: 'right' }}>
        {check.status === 'ok' ? (
          <chakra.span fontWeight="700" color="brand.700" data-testid="quick-add-subtotal">
            {formatPrice(lineTotal(padUnitFen(goods, check.num), check.num))}
          </chakra.span>
        ) : (
          <chakra.span color="gray.500">—</chakra.span>
        )}
      </td>
    </tr>
  );
});

interface Props {
  goods: readonly PadGoods[];
  quantities: Readonly<Record<string, string>>;
  caption: string;
  disabled: boolean;
  onType: (goodsId: number, text: string) => void;
  onStep: (goodsId: number, direction: 1 | -1) => void;
}

export function QuickAddTable({ goods, quantities, caption, disabled, onType, onStep }: Props) {
  return (
    <table className={css.table} data-testid="quick-add-table">
      <caption className={css.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th style={{ width: 68 }}>{t.columns.image}</th>
          <th>{t.columns.goods}</th>
          <th style={{ width: 92 }}>{t.columns.brand}</th>
          <th style={{ width: 160 }}>{t.columns.specs}</th>
          <th style={{ width: 52 }}>{t.columns.unit}</th>
          <th style={{ width: 140 }}>{t.columns.price}</th>
          <th style={{ width: 124 }}>{t.columns.stock}</th>
          <th style={{ width: 96 }}>{t.columns.rule}</th>
          <th style={{ width: 148 }}>{t.columns.qty}</th>
          <th style={{ width: 96, textAlign: 'right' }}>{t.columns.subtotal}</th>
        </tr>
      </thead>
      <tbody>
        {goods.map((g, i) => (
          <PadRow
            key={g.id}
            goods={g}
            typed={quantities[String(g.id)]}
            disabled={disabled}
            eager={i < EAGER_ROWS}
            onType={onType}
            onStep={onStep}
          />
        ))}
      </tbody>
    </table>
  );
}

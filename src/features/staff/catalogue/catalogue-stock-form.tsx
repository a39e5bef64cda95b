// The stock correction form of one goods on 商品管理 (仓库, stock.in): the warehouse, set or adjust,
// the count, and the reason, checked and sent by machines/staff/staff-catalogue-goods.ts.
import { Button, chakra, Grid, Input } from '@chakra-ui/react';
import { STOCK_MODES, type CatalogueDetail, type StockMode } from '../../../../domain/staff/catalogue-payloads.ts';
import type { CatalogueGoodsContext, CatalogueGoodsEvent } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { FormStatus, StockField } from './catalogue-detail-parts.tsx';
import { catalogueText as t } from './text.ts';

const Select = chakra('select', {
  base: { height: '36px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

interface Props {
  detail: CatalogueDetail;
  ctx: CatalogueGoodsContext;
  saving: boolean;
  send: (event: CatalogueGoodsEvent) => void;
}

export function CatalogueStockForm({ detail: d, ctx, saving, send }: Props) {
  return (
    <chakra.form
      noValidate
      mt="4"
      aria-label={t.stock.form}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'SAVE_STOCK' });
      }}
    >
      <Grid templateColumns="1.4fr 0.8fr 1fr 1.6fr auto" gap="2" alignItems="end">
        <StockField label={t.stock.warehouse}>
          {(id) => (
            <Select id={id} value={ctx.stock.warehouseId ?? ''} onChange={(e) => send({ type: 'EDIT_STOCK', patch: { warehouseId: Number(e.target.value) } })} data-testid="stock-warehouse">
              {d.stock.map((s) => (
                <option key={s.warehouseId} value={s.warehouseId}>{s.warehouseName}</option>
              ))}
            </Select>
          )}
        </StockField>
        <StockField label={t.stock.mode}>
          {(id) => (
            <Select id={id} value={ctx.stock.mode} onChange={(e) => send({ type: 'EDIT_STOCK', patch: { mode: e.target.value as StockMode } })} data-testid="stock-mode">
              {STOCK_MODES.map((m) => (
                <option key={m} value={m}>{t.stock.modes[m]}</option>
              ))}
            </Select>
          )}
        </StockField>
        <StockField label={t.stock.amount[ctx.stock.mode]}>
          {(id) => <Input id={id} size="sm" height="36px" inputMode="numeric" maxLength={11} value={ctx.stock.qty} onChange={(e) => send({ type: 'EDIT_STOCK', patch: { qty: e.target.value } })} data-testid="stock-qty" />}
        </StockField>
        <StockField label={t.stock.reason}>
          {(id) => <Input id={id} size="sm" height="36px" maxLength={200} placeholder={t.stock.reasonHint} value={ctx.stock.reason} onChange={(e) => send({ type: 'EDIT_STOCK', patch: { reason: e.target.value } })} data-testid="stock-reason" />}
        </StockField>
        <Button type="submit" size="sm" height="36px" colorPalette="brand" loading={saving} data-testid="stock-save">
          {t.stock.save}
        </Button>
      </Grid>
      <FormStatus ctx={ctx} form="stock" saved={t.stock.saved} testId="stock" />
    </chakra.form>
  );
}

// The quantity tiers of one goods on 商品管理: a row per tier (minimum quantity and the list,
// member and VIP prices in yuan), added up to TIER_MAX and removed (never the first, whose
// minimum is the goods' minimum order), saved as one form; read-only without catalogue.edit.
import { Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import type { CatalogueDetail } from '../../../../domain/staff/catalogue-payloads.ts';
import { mayAddTier, tierCellLocked, type CatalogueGoodsContext, type CatalogueGoodsEvent, type TierDraft } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { headCell } from '../../../ui/table.tsx';
import { DetailSection, FormStatus } from './catalogue-detail-parts.tsx';
import { catalogueText as t } from './text.ts';

const TIER_FIELDS = [
  ['minQty', t.tiers.minQty],
  ['list', t.tiers.list],
  ['member', t.tiers.member],
  ['vip', t.tiers.vip],
] as const satisfies readonly (readonly [keyof TierDraft, string])[];

interface Props {
  detail: CatalogueDetail;
  ctx: CatalogueGoodsContext;
  saving: boolean;
  send: (event: CatalogueGoodsEvent) => void;
}

export function CatalogueTiersForm({ detail: d, ctx, saving, send }: Props) {
  const { mayEdit } = ctx;
  return (
    <DetailSection title={t.tiers.title} testId="catalogue-tiers">
      <Text fontSize="13px" color="gray.700" mb="3">{t.tiers.intro(d.minOrderQty, d.unit)}</Text>
      {!d.customTiers ? <Text fontSize="12px" color="gray.600" mb="3">{t.tiers.defaultTiers}</Text> : null}
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SAVE_TIERS' });
        }}
      >
        <chakra.table width="100%" borderCollapse="collapse">
          <thead>
            <tr>
              <chakra.th css={headCell}>#</chakra.th>
              {TIER_FIELDS.map(([key, label]) => (
                <chakra.th key={key} css={headCell}>{label}</chakra.th>
              ))}
              <chakra.th css={headCell}><chakra.span srOnly>{t.tiers.remove}</chakra.span></chakra.th>
            </tr>
          </thead>
          <tbody>
            {ctx.tiers.map((tier, i) => (
              <tr key={i} data-testid="tier-row">
                <chakra.td px="2" py="1.5" fontSize="13px" color="gray.700">{i + 1}</chakra.td>
                {TIER_FIELDS.map(([key, label]) => (
                  <chakra.td key={key} px="2" py="1.5">
                    <Input
                      size="sm"
                      value={tier[key]}
                      inputMode={key === 'minQty' ? 'numeric' : 'decimal'}
                      aria-label={t.tiers.rowLabel(i + 1, label)}
                      readOnly={tierCellLocked(mayEdit, i, key)}
                      bg={tierCellLocked(mayEdit, i, key) ? 'gray.50' : 'white'}
                      maxLength={14}
                      onChange={(e) => send({ type: 'EDIT_TIER', index: i, patch: { [key]: e.target.value } })}
                      data-testid={`tier-${i}-${key}`}
                    />
                  </chakra.td>
                ))}
                <chakra.td px="2" py="1.5">
                  {mayEdit && i > 0 ? (
                    <Button size="xs" variant="ghost" colorPalette="red" aria-label={t.tiers.removeLabel(i + 1)} onClick={() => send({ type: 'REMOVE_TIER', index: i })}>
                      {t.tiers.remove}
                    </Button>
                  ) : null}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
        {mayEdit ? (
          <Flex gap="2" mt="3">
            <Button type="button" size="sm" variant="outline" onClick={() => send({ type: 'ADD_TIER' })} disabled={!mayAddTier(ctx)}>
              {t.tiers.add}
            </Button>
            <Button type="submit" size="sm" colorPalette="brand" loading={saving} loadingText={t.tiers.saving} data-testid="tiers-save">
              {t.tiers.save}
            </Button>
          </Flex>
        ) : null}
        <FormStatus ctx={ctx} form="tiers" saved={t.tiers.saved} testId="tiers" />
      </chakra.form>
    </DetailSection>
  );
}

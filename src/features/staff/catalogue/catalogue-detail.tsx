// One goods on the 商品管理 page (/admin/catalogue/:goodsId): its facts and shelf state, the tier
// form (运营), the zones (运营) and the stock per warehouse with the correction form (仓库). Thin:
// machines/staff/staff-catalogue-goods.ts holds the drafts, checks each form and sends it; a form the
// role may not use is shown read-only.
import { useId, useMemo, type ReactNode } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import {
  STOCK_MODES, type CatalogueDetail, type PriceBody, type ShelfBody, type StockBody, type StockMode, type ZoneBody,
} from '../../../../domain/staff/catalogue-payloads.ts';
import { catalogueGoodsMachine, newKeyPrefix, type CatalogueForm, type CatalogueGoodsContext, type TierDraft } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { headCell } from '../../../ui/table.tsx';
import { staffText } from '../text.ts';
import { fetchCatalogueGoods, savePriceTiers, saveShelf, saveStock, saveZones } from './api.ts';
import { catalogueText as t } from './text.ts';

const logic = catalogueGoodsMachine.provide({
  actors: {
    fetchDetail: fromPromise<CatalogueDetail, { goodsId: number }>(({ input }) => fetchCatalogueGoods(input.goodsId)),
    savePrice: fromPromise<CatalogueDetail, PriceBody>(({ input }) => savePriceTiers(input)),
    saveShelf: fromPromise<CatalogueDetail, ShelfBody>(({ input }) => saveShelf(input)),
    saveZones: fromPromise<CatalogueDetail, ZoneBody>(({ input }) => saveZones(input)),
    saveStock: fromPromise<CatalogueDetail, StockBody>(({ input }) => saveStock(input)),
  },
});

const Select = chakra('select', {
  base: { height: '36px', width: '100%', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' },
});

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid={testId}>
      <Heading as="h2" id={id} fontSize="16px" fontWeight="600" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The check or server refusal of one form, or the note of its save. */
function FormStatus({ ctx, form, saved, testId }: { ctx: CatalogueGoodsContext; form: CatalogueForm; saved: string; testId: string }) {
  if (ctx.error?.form === form) {
    return (
      <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid={`${testId}-error`}>
        {ctx.error.message}
      </Text>
    );
  }
  if (ctx.saved === form) {
    return (
      <Text role="status" color="green.700" fontSize="13px" mt="2" data-testid={`${testId}-saved`}>
        {saved}
      </Text>
    );
  }
  return null;
}

const TIER_FIELDS = [
  ['minQty', t.tiers.minQty],
  ['list', t.tiers.list],
  ['member', t.tiers.member],
  ['vip', t.tiers.vip],
] as const satisfies readonly (readonly [keyof TierDraft, string])[];

export function CatalogueDetailView({ goodsId, mayEdit, mayStock }: { goodsId: number; mayEdit: boolean; mayStock: boolean }) {
  const keyPrefix = useMemo(() => newKeyPrefix(), []);
  const [state, send] = useMachine(logic, { input: { goodsId, mayEdit, mayStock, keyPrefix } });
  const ctx = state.context;
  const d = ctx.detail;
  const busy = !state.matches('ready');
  const back = (
    <Link href="/catalogue">
      <chakra.span color="brand.700" fontSize="13px" textDecoration="underline">
        ← {t.back}
      </chakra.span>
    </Link>
  );
  if (state.matches('failed') && ctx.missing) return <MissingBlock title={t.missing} body={t.missingBody} action={<ButtonLink href="/catalogue">{t.back}</ButtonLink>} />;
  if (state.matches('failed')) {
    return (
      <Box>
        {back}
        <FailedBlock title={ctx.loadError || t.detailFailed} onRetry={() => send({ type: 'RETRY' })} />
      </Box>
    );
  }
  if (!d) return <LoadingBlock label={staffText.loading} height="320px" />;
  return (
    <Box aria-busy={busy}>
      {back}
      <Flex mt="3" mb="4" gap="4" align="center" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="catalogue-head">
        <chakra.img src={d.imageUrl} alt="" width="72px" height="72px" objectFit="contain" borderWidth="1px" borderColor="gray.200" borderRadius="sm" />
        <Box flex="1" minWidth="0">
          <Heading as="h1" fontSize="20px" fontWeight="600">
            {d.model} <chakra.span fontWeight="400" color="gray.700">{d.name}</chakra.span>
          </Heading>
          <Text fontSize="13px" color="gray.700" mt="1">{t.facts(d.goodsCode, d.brandName, d.categoryName, d.unit, d.minOrderQty)}</Text>
          {d.updatedAt ? <Text display="inline-block" fontSize="12px" color="gray.600" mt="0.5" data-volatile>{t.updatedAt(formatChinaDateTime(d.updatedAt))}</Text> : null}
        </Box>
        <chakra.a href={`/product/${d.id}`} target="_blank" rel="noreferrer" color="brand.700" fontSize="13px" textDecoration="underline">
          {t.storefront}
        </chakra.a>
      </Flex>
      {!mayEdit ? <Text fontSize="13px" color="gray.700" mb="3">{t.readOnly}</Text> : null}
      <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="4" alignItems="start">
        <Flex direction="column" gap="4">
          <Section title={t.tiers.title} testId="catalogue-tiers">
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
                            readOnly={!mayEdit || (i === 0 && key === 'minQty')}
                            bg={!mayEdit || (i === 0 && key === 'minQty') ? 'gray.50' : 'white'}
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
                  <Button type="button" size="sm" variant="outline" onClick={() => send({ type: 'ADD_TIER' })} disabled={ctx.tiers.length >= 6}>
                    {t.tiers.add}
                  </Button>
                  <Button type="submit" size="sm" colorPalette="brand" loading={state.matches('savingPrice')} loadingText={t.tiers.saving} data-testid="tiers-save">
                    {t.tiers.save}
                  </Button>
                </Flex>
              ) : null}
              <FormStatus ctx={ctx} form="tiers" saved={t.tiers.saved} testId="tiers" />
            </chakra.form>
          </Section>
          <Section title={t.stock.title} testId="catalogue-stock">
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
                    <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{t.stock.warehouseCity(s.warehouseName, s.city)}</chakra.td>
                    <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{s.qty}</chakra.td>
                    <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{s.reserved}</chakra.td>
                    <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{s.qty - s.reserved}</chakra.td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
            {mayStock ? (
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
                  <Button type="submit" size="sm" height="36px" colorPalette="brand" loading={state.matches('savingStock')} data-testid="stock-save">
                    {t.stock.save}
                  </Button>
                </Grid>
                <FormStatus ctx={ctx} form="stock" saved={t.stock.saved} testId="stock" />
              </chakra.form>
            ) : (
              <Text fontSize="13px" color="gray.700" mt="3">{t.stock.readOnly}</Text>
            )}
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
                      <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200" data-volatile>{formatChinaDateTime(a.createdAt)}</chakra.td>
                      <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{a.warehouseName}</chakra.td>
                      <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{a.qtyBefore} → {a.qtyAfter}</chakra.td>
                      <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{a.reason}</chakra.td>
                      <chakra.td px="3" py="2" fontSize="13px" borderTopWidth="1px" borderColor="gray.200">{a.actor}</chakra.td>
                    </tr>
                  ))}
                </tbody>
              </chakra.table>
            )}
          </Section>
        </Flex>
        <Flex direction="column" gap="4">
          <Section title={t.shelfBox.title} testId="catalogue-shelf">
            <Flex align="center" justify="space-between" gap="3">
              <Flex align="center" gap="2">
                {d.onShelf ? <Badge colorPalette="green" variant="subtle">{t.onShelf}</Badge> : <Badge colorPalette="gray" variant="solid">{t.offShelf}</Badge>}
                <Text fontSize="13px" data-testid="shelf-state">{d.onShelf ? t.shelfBox.on : t.shelfBox.off}</Text>
              </Flex>
              {mayEdit ? (
                <Button
                  size="sm"
                  variant={d.onShelf ? 'outline' : 'solid'}
                  colorPalette={d.onShelf ? 'red' : 'brand'}
                  loading={state.matches('savingShelf')}
                  onClick={() => send({ type: 'SET_SHELF', onShelf: !d.onShelf })}
                  data-testid="shelf-toggle"
                >
                  {d.onShelf ? t.shelfBox.takeOff : t.shelfBox.putOn}
                </Button>
              ) : null}
            </Flex>
            <FormStatus ctx={ctx} form="shelf" saved={t.shelfBox.saved(d.onShelf)} testId="shelf" />
          </Section>
          <Section title={t.zones.title} testId="catalogue-zones">
            <Text fontSize="13px" color="gray.700" mb="2">{t.zones.intro}</Text>
            {d.zones.length === 0 ? <Text fontSize="13px">{t.zones.none}</Text> : null}
            <Flex direction="column" gap="1.5">
              {d.zones.map((z) => (
                <chakra.label key={z.id} display="flex" alignItems="center" gap="2" fontSize="14px">
                  <input type="checkbox" checked={ctx.zoneIds.includes(z.id)} disabled={!mayEdit} onChange={() => send({ type: 'TOGGLE_ZONE', id: z.id })} data-testid={`zone-${z.id}`} />
                  {z.name}
                </chakra.label>
              ))}
            </Flex>
            {mayEdit ? (
              <Button mt="3" size="sm" colorPalette="brand" loading={state.matches('savingZones')} onClick={() => send({ type: 'SAVE_ZONES' })} data-testid="zones-save">
                {t.zones.save}
              </Button>
            ) : null}
            <FormStatus ctx={ctx} form="zones" saved={t.zones.saved} testId="zones" />
          </Section>
        </Flex>
      </Grid>
    </Box>
  );
}

function StockField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="12px" color="gray.700" mb="1">
        {label}
      </chakra.label>
      {children(id)}
    </Box>
  );
}

// 品牌别名 (/admin/catalogue/brands): every brand with its aliases, a filter, and for 运营 a form per
// brand to add an alias and a button per alias to remove it. Thin: machines/staff/brand-aliases.ts
// holds the list, the save and the refusals.
import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { BrandAliases } from '../../../../domain/catalogue/brand-alias-payloads.ts';
import { brandAliasesMachine, visibleBrands, type AliasSave } from '../../../../machines/staff/brand-aliases.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { addAlias, fetchBrandAliases, removeAlias } from './api.ts';
import { catalogueText } from './text.ts';

const t = catalogueText.aliases;

const logic = brandAliasesMachine.provide({
  actors: {
    fetchBrands: fromPromise<BrandAliases[], void>(() => fetchBrandAliases()),
    save: fromPromise<BrandAliases, AliasSave>(({ input }) => (input.op === 'add' ? addAlias : removeAlias)({ brandId: input.brandId, alias: input.alias })),
  },
});

function AddForm({ brand, busy, onAdd }: { brand: BrandAliases; busy: boolean; onAdd: (alias: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd(text);
  };
  return (
    <chakra.form onSubmit={submit} noValidate display="flex" gap="2" aria-label={t.addLabel(brand.name)}>
      <Input value={text} onChange={(e) => setText(e.target.value)} height="32px" width="200px" maxLength={40} placeholder={t.placeholder} aria-label={t.inputLabel(brand.name)} data-testid="alias-input" />
      <Button type="submit" size="sm" colorPalette="brand" disabled={busy} data-testid="alias-add">{t.add}</Button>
    </chakra.form>
  );
}

export function BrandAliasesView({ mayEdit }: { mayEdit: boolean }) {
  const [state, send] = useMachine(logic);
  const ctx = state.context;
  const busy = state.matches('saving');
  const back = (
    <Link href="/catalogue">
      <chakra.span color="brand.700" fontSize="13px" textDecoration="underline">← {catalogueText.back}</chakra.span>
    </Link>
  );
  if (state.matches('failed')) return <FailedBlock title={ctx.loadError || t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (ctx.brands === null) return <LoadingBlock label={staffText.loading} height="240px" />;
  const shown = visibleBrands(ctx.brands, ctx.filter);
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro}>{back}</PageHeading>
      <Flex mb="3" gap="3" align="center">
        <Input value={ctx.filter} onChange={(e) => send({ type: 'FILTER', text: e.target.value })} height="36px" maxWidth="320px" placeholder={t.filter} aria-label={t.filter} data-testid="alias-filter" />
        <Text fontSize="13px" color="gray.700">{t.count(shown.length)}</Text>
        {mayEdit ? null : <Text fontSize="13px" color="gray.600">{t.readOnly}</Text>}
      </Flex>
      {ctx.saved ? (
        <Text role="status" mb="3" fontSize="13px" color="green.700" data-testid="alias-saved">{t.saved(ctx.saved.op, ctx.saved.alias)}</Text>
      ) : null}
      <chakra.table width="100%" bg="white" borderWidth="1px" borderColor="gray.200" fontSize="14px" aria-label={t.tableLabel}>
        <chakra.thead bg="gray.50">
          <chakra.tr>
            <chakra.th textAlign="left" p="2" width="220px">{t.columns.brand}</chakra.th>
            <chakra.th textAlign="left" p="2">{t.columns.aliases}</chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {shown.map((b) => (
            <chakra.tr key={b.id} borderTopWidth="1px" borderColor="gray.100" data-testid="alias-row">
              <chakra.td p="2" verticalAlign="top">
                <Text fontWeight="600">{b.name}</Text>
                {b.nameCn && b.nameCn !== b.name ? <Text fontSize="13px" color="gray.600">{b.nameCn}</Text> : null}
              </chakra.td>
              <chakra.td p="2">
                <Flex gap="2" wrap="wrap" mb={mayEdit ? '2' : '0'}>
                  {b.aliases.length === 0 ? <Text fontSize="13px" color="gray.600">{t.none}</Text> : null}
                  {b.aliases.map((a) => (
                    <Flex key={a.id} align="center" gap="1" borderWidth="1px" borderColor="gray.300" borderRadius="full" px="2" py="0.5" fontSize="13px">
                      <span>{a.alias}</span>
                      {mayEdit ? (
                        <chakra.button type="button" disabled={busy} onClick={() => send({ type: 'REMOVE', brandId: b.id, alias: a.alias })} aria-label={t.removeLabel(a.alias)} color="gray.700" px="1" cursor="pointer" data-testid="alias-remove">
                          ×
                        </chakra.button>
                      ) : null}
                    </Flex>
                  ))}
                </Flex>
                {mayEdit ? <AddForm brand={b} busy={busy} onAdd={(alias) => send({ type: 'ADD', brandId: b.id, alias })} /> : null}
                {ctx.error?.brandId === b.id ? (
                  <Text role="alert" mt="1" fontSize="13px" color="red.700" data-testid="alias-error">{ctx.error.message}</Text>
                ) : null}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

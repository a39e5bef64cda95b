// The agreement editor: company, name, window and note; goods fixed prices found by model or
// code; brand and category rates; the goods-price sheet imported into the saved draft with each
// row's result; 保存草稿 and 提交管理员确认 (which opens the agreement). Thin: the logic is
// machines/pricing/agreement-editor.ts, the checks machines/pricing/agreement-form.ts.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { AgreementImportMode, AgreementSaveBody } from '../../../../domain/pricing/agreement-payloads.ts';
import { AGREEMENT_NAME_MAX, AGREEMENT_NOTE_MAX } from '../../../../domain/pricing/agreement-rules.ts';
import type { AgreementCompanyOption, AgreementImportAnswer } from '../../../../domain/pricing/agreement-views.ts';
import { chinaDateKey } from '../../../../domain/shared/china-time.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { agreementEditorMachine, type GoodsHit, type ImportInput, type Loaded, type RateKind, type Saved } from '../../../../machines/pricing/agreement-editor.ts';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { PageHeading } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { fetchAgreement, fetchAgreementOptions, importAgreementSheet, saveAgreement, searchAgreementCompanies, searchAgreementGoods, submitAgreement } from './api.ts';
import { pricingText } from './text.ts';

const t = pricingText.editor;

const logic = agreementEditorMachine.provide({
  actors: {
    load: fromPromise<Loaded, { id: number | null }>(async ({ input }) => {
      const [detail, options] = await Promise.all([input.id === null ? Promise.resolve(null) : fetchAgreement(input.id), fetchAgreementOptions()]);
      return { detail, options };
    }),
    searchCompanies: fromPromise<AgreementCompanyOption[], { keyword: string }>(({ input }) => searchAgreementCompanies(input.keyword)),
    searchGoods: fromPromise<GoodsHit[], { keyword: string }>(({ input }) => searchAgreementGoods(input.keyword)),
    save: fromPromise<Saved, AgreementSaveBody>(({ input }) => saveAgreement(input)),
    submit: fromPromise<Saved, { id: number; version: number }>(({ input }) => submitAgreement(input)),
    importSheet: fromPromise<AgreementImportAnswer & { msg: string }, ImportInput>(({ input }) => importAgreementSheet(input)),
  },
});

const Select = chakra('select', { base: { height: '38px', width: '100%', borderWidth: '1px', borderColor: 'gray.400', borderRadius: 'md', px: '2', fontSize: '14px', bg: 'white' } });
const Label = chakra('label', { base: { display: 'block', fontSize: '13px', color: 'gray.700', mb: '1.5' } });
const Th = chakra('th', { base: { textAlign: 'left', fontSize: '13px', fontWeight: '600', color: 'gray.700', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200', bg: 'gray.50' } });
const Td = chakra('td', { base: { fontSize: '14px', px: '3', py: '1.5', borderBottomWidth: '1px', borderColor: 'gray.100' } });

function Section({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" mb="4" data-testid={testId}>
      <chakra.h2 fontSize="16px" fontWeight="700">
        {title}
      </chakra.h2>
      {intro ? (
        <Text fontSize="13px" color="gray.600" mt="1">
          {intro}
        </Text>
      ) : null}
      <Box mt="3">{children}</Box>
    </Box>
  );
}

function Problem({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <Text id={id} role="alert" color="red.700" fontSize="13px" mt="1.5">
      {text}
    </Text>
  ) : null;
}

export function AgreementEditorView({ id }: { id: number | null }) {
  const [now] = useState(() => new Date());
  const [state, send] = useMachine(logic, { input: { id, today: chinaDateKey(now), yearLater: chinaDateKey(new Date(now.getTime() + 364 * 86_400_000)) } });
  const [, navigate] = useLocation();
  const ids = { company: useId(), companyErr: useId(), name: useId(), nameErr: useId(), note: useId(), from: useId(), to: useId(), windowErr: useId(), goods: useId(), goodsErr: useId(), mode: useId(), file: useId() };
  const [companyKeyword, setCompanyKeyword] = useState('');
  const [goodsKeyword, setGoodsKeyword] = useState('');
  const [brandPick, setBrandPick] = useState('');
  const [categoryPick, setCategoryPick] = useState('');
  const [mode, setMode] = useState<AgreementImportMode>('merge');
  const fileRef = useRef<HTMLInputElement>(null);
  const { form, saved, dirty, options, companies, goodsHits, errors, failure, notice, importRows } = state.context;
  useEffect(() => {
    if (state.matches('submitted') && saved) navigate(`/agreements/${saved.id}`);
  }, [state, saved, navigate]);
  if (state.matches('failed')) return <FailedBlock title={failure || pricingText.detail.failed} onRetry={() => send({ type: 'RETRY' })} />;
  if (state.matches('loading') || !options) return <LoadingBlock label={staffText.loading} height="320px" />;
  const busy = !state.matches('editing');
  const err = (field: keyof typeof errors) => (errors[field] ? t.errors[errors[field]] : null);
  const rateSection = (kind: RateKind) => {
    const list = kind === 'brands' ? options.brands : options.categories;
    const pick = kind === 'brands' ? brandPick : categoryPick;
    const setPick = kind === 'brands' ? setBrandPick : setCategoryPick;
    const label = kind === 'brands' ? t.pickBrand : t.pickCategory;
    return (
      <Section title={kind === 'brands' ? t.brands : t.categories} intro={t.ratesIntro} testId={`agreement-${kind}`}>
        <Flex gap="2" mb="3">
          <Select aria-label={label} value={pick} onChange={(e) => setPick(e.target.value)} data-testid={`pick-${kind}`}>
            <option value="">{label}</option>
            {list.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
          <Button variant="outline" height="38px" disabled={!pick || busy} onClick={() => send({ type: 'ADD_RATE', kind, id: Number(pick) })} data-testid={`add-${kind}`}>
            {t.addRate}
          </Button>
        </Flex>
        {form[kind].length === 0 ? (
          <Text fontSize="14px" color="gray.600">
            {t.ratesEmpty}
          </Text>
        ) : (
          form[kind].map((r) => (
            <Flex key={r.id} gap="2" align="center" mb="2">
              <Text flex="1" fontSize="14px">
                {r.name}
              </Text>
              <Input width="96px" height="34px" inputMode="decimal" aria-label={t.rateLabel(r.name)} value={r.rateText} onChange={(e) => send({ type: 'SET_RATE', kind, id: r.id, text: e.target.value })} data-testid="rate-input" />
              <Text fontSize="14px">%</Text>
              <Button size="sm" variant="ghost" aria-label={t.removeLabel(r.name)} onClick={() => send({ type: 'REMOVE_RATE', kind, id: r.id })}>
                {t.remove}
              </Button>
            </Flex>
          ))
        )}
        <Problem id={`${kind}-err`} text={err(kind)} />
      </Section>
    );
  };
  return (
    <Box>
      <PageHeading title={saved ? t.editTitle(saved.agreementNo) : t.newTitle}>
        <Button asChild variant="outline" height="38px">
          <Link href={saved ? `/agreements/${saved.id}` : '/agreements'}>{t.back}</Link>
        </Button>
      </PageHeading>
      {notice ? (
        <Box role="status" bg="green.50" borderWidth="1px" borderColor="green.200" color="green.800" borderRadius="md" px="4" py="3" mb="4" data-testid="editor-notice">
          {notice}
        </Box>
      ) : null}
      {failure ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.800" borderRadius="md" px="4" py="3" mb="4" data-testid="editor-failure">
          {failure}
        </Box>
      ) : null}
      <Section title={t.head} testId="agreement-head">
        <Grid templateColumns="1fr 1fr" gap="4">
          <Box>
            <Label htmlFor={ids.company}>{t.company}</Label>
            <Flex gap="2">
              <Input id={ids.company} height="38px" placeholder={t.companySearch} value={companyKeyword} onChange={(e) => setCompanyKeyword(e.target.value)} aria-describedby={errors.company ? ids.companyErr : undefined} data-testid="company-keyword" />
              <Button variant="outline" height="38px" disabled={busy} onClick={() => send({ type: 'SEARCH_COMPANY', keyword: companyKeyword })} data-testid="company-find">
                {t.companyFind}
              </Button>
            </Flex>
            <Text fontSize="13px" color={form.companyId ? 'gray.900' : 'gray.600'} mt="1.5" data-testid="company-picked">
              {form.companyId ? t.companyPicked(form.companyName) : t.companyNone}
            </Text>
            {companies.length > 0 ? (
              <Box mt="2" borderWidth="1px" borderColor="gray.200" borderRadius="md">
                {companies.map((c) => (
                  <Flex key={c.id} justify="space-between" align="center" px="3" py="1.5" borderBottomWidth="1px" borderColor="gray.100">
                    <Text fontSize="14px">
                      {c.name}
                      <chakra.span color="gray.600" ml="2" fontFamily="mono" fontSize="12px">
                        {c.creditCode}
                      </chakra.span>
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => send({ type: 'PICK_COMPANY', id: c.id, name: c.name })} data-testid="company-pick">
                      {t.companyPick}
                    </Button>
                  </Flex>
                ))}
              </Box>
            ) : null}
            <Problem id={ids.companyErr} text={err('company')} />
          </Box>
          <Box>
            <Label htmlFor={ids.name}>{t.name}</Label>
            <Input id={ids.name} height="38px" maxLength={AGREEMENT_NAME_MAX + 10} value={form.name} onChange={(e) => send({ type: 'EDIT', patch: { name: e.target.value } })} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? ids.nameErr : undefined} data-testid="agreement-name" />
            <Problem id={ids.nameErr} text={err('name')} />
            <Grid templateColumns="1fr 1fr" gap="3" mt="3">
              <Box>
                <Label htmlFor={ids.from}>{t.validFrom}</Label>
                <Input id={ids.from} type="date" height="38px" value={form.validFrom} onChange={(e) => send({ type: 'EDIT', patch: { validFrom: e.target.value } })} aria-describedby={errors.window ? ids.windowErr : undefined} data-testid="valid-from" />
              </Box>
              <Box>
                <Label htmlFor={ids.to}>{t.validTo}</Label>
                <Input id={ids.to} type="date" height="38px" value={form.validTo} onChange={(e) => send({ type: 'EDIT', patch: { validTo: e.target.value } })} aria-describedby={errors.window ? ids.windowErr : undefined} data-testid="valid-to" />
              </Box>
            </Grid>
            <Problem id={ids.windowErr} text={err('window')} />
          </Box>
        </Grid>
        <Box mt="3">
          <Label htmlFor={ids.note}>{t.note}</Label>
          <Textarea id={ids.note} width="100%" rows={2} maxLength={AGREEMENT_NOTE_MAX + 10} value={form.note} onChange={(e) => send({ type: 'EDIT', patch: { note: e.target.value } })} data-testid="agreement-note" />
          <Problem id="note-err" text={err('note')} />
        </Box>
      </Section>
      <Section title={t.goods} intro={t.goodsIntro} testId="agreement-goods-editor">
        <chakra.form
          role="search"
          aria-label={t.goodsFind}
          display="flex"
          gap="2"
          maxWidth="640px"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SEARCH_GOODS', keyword: goodsKeyword });
          }}
        >
          <Input aria-label={t.goodsSearch} placeholder={t.goodsSearch} height="38px" value={goodsKeyword} onChange={(e) => setGoodsKeyword(e.target.value)} data-testid="goods-keyword" />
          <Button type="submit" variant="outline" height="38px" disabled={busy} data-testid="goods-find">
            {t.goodsFind}
          </Button>
        </chakra.form>
        {goodsHits !== null ? (
          <Box mt="2" borderWidth="1px" borderColor="gray.200" borderRadius="md" maxWidth="900px" data-testid="goods-hits">
            {goodsHits.length === 0 ? (
              <Text fontSize="14px" color="gray.600" p="3">
                {t.goodsNone}
              </Text>
            ) : (
              goodsHits.map((h) => {
                const added = form.goods.some((g) => g.goodsId === h.id);
                return (
                  <Flex key={h.id} justify="space-between" align="center" px="3" py="1.5" borderBottomWidth="1px" borderColor="gray.100">
                    <Text fontSize="14px">
                      <chakra.span fontFamily="mono" mr="2">
                        {h.goodsCode}
                      </chakra.span>
                      {h.brandName} {h.model} {h.name}
                      <chakra.span color="gray.600" ml="2">
                        {formatPrice(h.memberPriceFen)}
                      </chakra.span>
                    </Text>
                    <Button size="xs" variant="outline" disabled={added} onClick={() => send({ type: 'ADD_GOODS', hit: h })} data-testid="goods-add">
                      {added ? t.goodsAdded : t.goodsAdd}
                    </Button>
                  </Flex>
                );
              })
            )}
          </Box>
        ) : null}
        <Box mt="3">
          {form.goods.length === 0 ? (
            <Text fontSize="14px" color="gray.600">
              {t.goodsEmpty}
            </Text>
          ) : (
            <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} data-testid="goods-lines">
              <thead>
                <tr>
                  {Object.values(t.goodsColumns).map((c) => (
                    <Th key={c} scope="col">
                      {c}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {form.goods.map((g) => (
                  <tr key={g.goodsId}>
                    <Td fontFamily="mono">{g.goodsCode}</Td>
                    <Td>{g.model}</Td>
                    <Td>{g.name}</Td>
                    <Td>{formatPrice(g.memberPriceFen)}</Td>
                    <Td>
                      <Input width="120px" height="34px" inputMode="decimal" aria-label={t.priceLabel(g.model)} value={g.priceText} onChange={(e) => send({ type: 'PRICE', goodsId: g.goodsId, text: e.target.value })} data-testid="price-input" />
                    </Td>
                    <Td>
                      <Button size="sm" variant="ghost" aria-label={t.removeLabel(g.model)} onClick={() => send({ type: 'REMOVE_GOODS', goodsId: g.goodsId })}>
                        {t.remove}
                      </Button>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          )}
          <Problem id={ids.goodsErr} text={err('goods')} />
        </Box>
      </Section>
      <Grid templateColumns="1fr 1fr" gap="4">
        {rateSection('brands')}
        {rateSection('categories')}
      </Grid>
      <Section title={t.importTitle} intro={t.importIntro} testId="agreement-import">
        <Flex gap="3" align="end" wrap="wrap">
          <Box>
            <Label htmlFor={ids.mode}>{t.importMode}</Label>
            <Select id={ids.mode} value={mode} onChange={(e) => setMode(e.target.value as AgreementImportMode)} width="260px">
              {(Object.keys(t.importModes) as AgreementImportMode[]).map((m) => (
                <option key={m} value={m}>
                  {t.importModes[m]}
                </option>
              ))}
            </Select>
          </Box>
          <Box>
            <Label htmlFor={ids.file}>{t.importFile}</Label>
            <Input id={ids.file} ref={fileRef} type="file" accept=".xlsx,.xls,.csv" height="38px" pt="1.5" data-testid="import-file" />
          </Box>
          <Button
            variant="outline"
            height="38px"
            disabled={busy || saved === null || dirty}
            loading={state.matches('importing')}
            onClick={() => {
              const file = fileRef.current?.files?.[0];
              if (file) send({ type: 'IMPORT', mode, file, fileName: file.name });
            }}
            data-testid="import-send"
          >
            {t.importSend}
          </Button>
        </Flex>
        {saved === null || dirty ? (
          <Text fontSize="13px" color="gray.600" mt="2">
            {t.importNeedsSave}
          </Text>
        ) : null}
        {importRows ? (
          <chakra.table width="100%" mt="3" css={{ borderCollapse: 'collapse' }} aria-label={t.importRows} data-testid="import-rows">
            <thead>
              <tr>
                {Object.values(t.importColumns).map((c) => (
                  <Th key={c} scope="col">
                    {c}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {importRows.map((r) => (
                <tr key={r.rowNo}>
                  <Td>{r.rowNo}</Td>
                  <Td>{r.code}</Td>
                  <Td>{r.priceText}</Td>
                  <Td color={r.outcome === 'ok' ? 'green.800' : 'red.700'}>{r.outcome === 'ok' ? t.importOk : r.message}</Td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        ) : null}
      </Section>
      <Flex gap="3" justify="flex-end" mb="8">
        <Button variant="outline" height="40px" onClick={() => send({ type: 'SAVE' })} disabled={busy} loading={state.matches('saving')} loadingText={t.saving} data-testid="agreement-save">
          {t.save}
        </Button>
        <Button colorPalette="brand" height="40px" onClick={() => send({ type: 'SUBMIT' })} disabled={busy} loading={state.matches('savingToSubmit') || state.matches('submitting')} loadingText={t.submitting} data-testid="agreement-submit">
          {t.submit}
        </Button>
      </Flex>
    </Box>
  );
}

// /special/components/addCar?id=<zone> (spec 2.1): the special zone's quick-order pad. The zone's
// goods in one dense table with a quantity per row, a running total, and one 加入购物车 for all
// rows with a quantity (POST /api/cart/save/batch). Public like /special: a visitor sees the pad
// and is sent to /login?redirect=<this page> when adding; the quantities wait in sessionStorage
// and are put back on return. The rules and states are machines/catalogue/quick-add-pad.ts.
import { useCallback, useEffect, useState } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { PAD_MAX_GOODS, padTotals, quickAddPadMachine } from '../../../../machines/catalogue/quick-add-pad.ts';
import type { PadData, PadQuantities } from '../../../../machines/catalogue/quick-add-pad.ts';
import { loginHref } from '../../../../machines/shell/route-guard.ts';
import type { CartBatchResult } from '../../../../domain/cart/cart.ts';
import type { CartSaveBody } from '../../../../domain/cart/cart-payloads.ts';
import { saveCartBatch } from '../../cart/public.ts';
import { fetchZoneAllGoods } from '../api.ts';
import { QuickAddSummary } from '../components/quick-add-summary.tsx';
import { CART_CHANGED_EVENT } from '../components/quick-add-fly.tsx';
import { QuickAddTable } from '../components/quick-add-table.tsx';
import { sessionActor } from '../../../lib/session.ts';
import { FailedBlock, LoadingBlock, MissingBlock } from '../../../ui/page-states.tsx';
import { AppLink, ButtonLink } from '../../../ui/links.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { cat } from '../text.ts';

const t = cat.quickAdd;

function parseId(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id !== null && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

const draftKey = (zoneId: number) => `aibeike.quickAdd.${zoneId}`;

/** Quantities saved before a login round trip (anything malformed is ignored). */
function readDraft(zoneId: number): PadQuantities {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(draftKey(zoneId)) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const out: PadQuantities = {};
    for (const [id, text] of Object.entries(raw)) if (typeof text === 'string' && /^\d{1,9}$/.test(id)) out[id] = text;
    return out;
  } catch {
    return {};
  }
}

const padMachine = quickAddPadMachine.provide({
  actors: {
    load: fromPromise<PadData, { zoneId: number }>(({ input }) => fetchZoneAllGoods(input.zoneId, PAD_MAX_GOODS)),
    addLines: fromPromise<CartBatchResult, { items: CartSaveBody[] }>(({ input }) => saveCartBatch({ items: input.items })),
  },
  actions: {
    saveDraft: (_, params) => {
      try {
        window.sessionStorage.setItem(draftKey(params.zoneId), JSON.stringify(params.quantities));
      } catch {
        // Storage refused (private mode, full): the quantities are lost, the login still works.
      }
    },
    goToLogin: () => navigate(loginHref(`${window.location.pathname}${window.location.search}`)),
    cartChanged: (_, params) => window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: { lineCount: params.lineCount } })),
  },
});

function Pad({ zoneId }: { zoneId: number }) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const [restored] = useState(() => readDraft(zoneId));
  const [snapshot, send] = useMachine(padMachine, { input: { zoneId, loggedIn, restored } });
  useEffect(() => {
    send({ type: 'SESSION', loggedIn });
  }, [loggedIn, send]);
  const ready = snapshot.matches('ready');
  useEffect(() => {
    // Put back on the rows by now: the draft is spent.
    if (ready) window.sessionStorage.removeItem(draftKey(zoneId));
  }, [ready, zoneId]);
  const onType = useCallback((goodsId: number, text: string) => send({ type: 'SET_QTY', goodsId, text }), [send]);
  const onStep = useCallback((goodsId: number, direction: 1 | -1) => send({ type: 'STEP', goodsId, direction }), [send]);

  if (snapshot.matches('notFound')) {
    return <MissingBlock title={t.notFound} body={t.notFoundBody} action={<ButtonLink href="/productList">{t.allZones}</ButtonLink>} />;
  }
  if (snapshot.matches('failed')) return <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  const { data, quantities, result } = snapshot.context;
  if (!data) return <LoadingBlock label={t.loading} height="700px" />;
  const totals = padTotals(data.goods, quantities);
  const submitting = snapshot.matches({ ready: 'submitting' }) || snapshot.matches({ ready: 'needsLogin' });
  return (
    <Box>
      <Flex align="baseline" gap="4">
        <Heading as="h1" fontSize="22px" color="gray.900">
          {t.title(data.zone.name)}
        </Heading>
        <AppLink href={`/special?id=${zoneId}`} fontSize="13px" color="brand.700">
          {t.backToZone}
        </AppLink>
      </Flex>
      <Text mt="1" mb="3" fontSize="13px" color="gray.700">
        {t.intro}
      </Text>
      {data.total > data.goods.length && (
        <Text mb="2" fontSize="13px" color="gray.700">
          {t.truncated(data.goods.length, data.total)}
        </Text>
      )}
      {data.goods.length === 0 ? (
        <Text py="16" textAlign="center" color="gray.600">
          {t.empty}
        </Text>
      ) : (
        <>
          <QuickAddSummary
            totals={totals}
            goods={data.goods}
            canSubmit={totals.lines > 0 && totals.problems === 0}
            submitting={submitting}
            added={snapshot.matches({ ready: 'added' }) ? result : null}
            failed={snapshot.matches({ ready: 'submitFailed' })}
            canClear={Object.keys(quantities).length > 0}
            onSubmit={() => send({ type: 'SUBMIT' })}
            onClear={() => send({ type: 'CLEAR' })}
            onRetry={() => send({ type: 'RETRY' })}
          />
          <QuickAddTable goods={data.goods} quantities={quantities} caption={t.tableCaption(data.zone.name)} disabled={submitting} onType={onType} onStep={onStep} />
        </>
      )}
    </Box>
  );
}

export default function AddCarPage() {
  const id = parseId(useSearch());
  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="4">
      {id === null ? <MissingBlock title={t.missingId} /> : <Pad key={id} zoneId={id} />}
    </Box>
  );
}

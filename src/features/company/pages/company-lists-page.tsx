// /company/lists (常购清单, issue 37 item 4): the company's shared requisition lists (a personal
// member's own) on machines/company/list-editor.ts: the lists beside the selected one's lines,
// 新建清单, 保存购物车为清单 (also opened from the cart page by ?fromCart=1), 重命名, 删除 after a
// confirmation, quantities and lines edited then 保存修改, goods found by code or search, and
// 加入购物车 of the whole list with what was skipped and why. What the member may do follows their
// company role (member info); the server checks it again.
import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { isDirty, listEditorMachine, listRightsOf, selectedList } from '../../../../machines/company/list-editor.ts';
import type { FoundGoods, ListSaveBody, ListToCartResult, RequisitionListRow } from '../../../../machines/company/list-editor.ts';
import { refreshCartCount } from '../../cart/public.ts';
import { QuoteRequestButton } from '../../quotes/public.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { deleteRequisitionList, fetchRequisitionLists, findGoodsForList, requisitionListToCart, saveRequisitionList } from '../api.ts';
import { GoodsFinder, ListLines } from '../components/list-lines.tsx';
import { ListNameDialog } from '../components/list-name-dialog.tsx';
import { companyText } from '../text.ts';

const t = companyText.lists;

const pageMachine = listEditorMachine.provide({
  actors: {
    fetchLists: fromPromise<RequisitionListRow[]>(() => fetchRequisitionLists()),
    searchGoods: fromPromise<FoundGoods[], { keyword: string }>(({ input }) => findGoodsForList(input.keyword)),
    saveList: fromPromise<{ id: number }, ListSaveBody>(({ input }) => saveRequisitionList(input)),
    deleteList: fromPromise<unknown, { id: number }>(({ input }) => deleteRequisitionList(input.id)),
    listToCart: fromPromise<ListToCartResult, { id: number }>(async ({ input }) => {
      const result = await requisitionListToCart(input.id);
      refreshCartCount();
      return result;
    }),
  },
  actions: {
    saved: (_, params) => showInfo(params.what === 'saved' ? t.saved : t.deleted),
  },
});

function CartResult({ result, onDismiss }: { result: ListToCartResult; onDismiss: () => void }) {
  return (
    <Alert.Root status={result.skipped.length > 0 ? 'warning' : 'success'} mb="4" data-testid="to-cart-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.result.title(result.added)}</Alert.Title>
        {result.skipped.length > 0 && (
          <Alert.Description>
            <Text>{t.result.skipped(result.skipped.length)}</Text>
            <Stack as="ul" gap="0.5" pl="4" mt="1">
              {result.skipped.map((s) => (
                <li key={s.goodsId}>{t.result.line(s.goodsCode, s.goodsName, s.reason)}</li>
              ))}
            </Stack>
          </Alert.Description>
        )}
        <Flex gap="3" mt="2">
          {result.added > 0 && (
            <ButtonLink href="/shoppingCart" size="sm" colorPalette="brand">
              {t.goCart}
            </ButtonLink>
          )}
          <Button size="sm" variant="outline" onClick={onDismiss}>
            {t.result.dismiss}
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}

export default function CompanyListsPage() {
  const member = useSelector(sessionActor, (s) => s.context.userInfo);
  const rights = listRightsOf(member as { companyRole?: string | null; companyMemberStatus?: string | null } | null);
  const [snapshot, send] = useMachine(pageMachine, { input: { rights } });
  const { context } = snapshot;
  const list = selectedList(context);
  const dirty = isDirty(context);
  const busy = !snapshot.matches('ready');
  const editable = context.rights.edit;

  // The cart page's 保存为常购清单 comes here with ?fromCart=1: open the dialog once the lists are in.
  const askedFromCart = useRef(new URLSearchParams(window.location.search).get('fromCart') === '1');
  const ready = snapshot.matches('ready');
  useEffect(() => {
    if (ready && askedFromCart.current) {
      askedFromCart.current = false;
      send({ type: 'FROM_CART' });
    }
  }, [ready, send]);

  let body;
  if (snapshot.matches('failure')) {
    body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (context.lists === null) {
    body = <LoadingBlock label={t.loading} />;
  } else if (context.lists.length === 0) {
    body = (
      <EmptyBlock
        id="lists-empty"
        testId="lists-empty"
        icon={null}
        headingGap="2"
        title={t.emptyTitle}
        body={t.emptyBody}
        action={
          editable ? (
            <Button colorPalette="brand" onClick={() => send({ type: 'NEW' })}>
              {t.create}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <Flex gap="5" align="flex-start" aria-busy={busy ? 'true' : undefined}>
        <Box as="nav" aria-label={t.navLabel} width="240px" flexShrink={0} borderWidth="1px" borderColor="gray.200" borderRadius="md" py="2" data-testid="list-nav">
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
            {context.lists.map((l) => {
              const on = l.id === context.selectedId;
              return (
                <li key={l.id}>
                  <Button
                    variant="ghost"
                    width="100%"
                    justifyContent="space-between"
                    borderRadius="0"
                    px="4"
                    h="auto"
                    py="2.5"
                    bg={on ? 'brand.50' : undefined}
                    color={on ? 'brand.700' : 'gray.800'}
                    fontWeight={on ? '600' : '400'}
                    aria-current={on ? 'true' : undefined}
                    onClick={() => send({ type: 'SELECT', id: l.id })}
                  >
                    <Text as="span" truncate>
                      {l.name}
                    </Text>
                    <Text as="span" fontSize="12px" color="gray.600" flexShrink={0}>
                      {t.lineCount(l.lineCount)}
                    </Text>
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
        {list && (
          <Box flex="1" minW="0" data-testid="list-detail">
            <Flex align="flex-start" gap="3" mb="3">
              <Box flex="1" minW="0">
                <Heading as="h2" fontSize="18px" fontWeight="600" color="gray.900">
                  {list.name}
                </Heading>
                {list.note && (
                  <Text mt="1" fontSize="14px" color="gray.700">
                    {list.note}
                  </Text>
                )}
                <Text mt="1" fontSize="12px" color="gray.600" data-volatile>
                  {t.by(list.createdByName, formatChinaDateTime(list.updatedAt))}
                </Text>
              </Box>
              {context.rights.order && list.lines.length > 0 && (
                <QuoteRequestButton source="list" sourceId={list.id} count={list.lines.length} size="md" disabled={busy || dirty} data-testid="list-request-quote" />
              )}
              {context.rights.order && (
                <Button colorPalette="brand" onClick={() => send({ type: 'TO_CART' })} disabled={busy || dirty || list.lines.length === 0} loading={snapshot.matches('addingToCart')}>
                  {t.toCart}
                </Button>
              )}
              {editable && (
                <>
                  <Button variant="outline" onClick={() => send({ type: 'RENAME' })} disabled={busy}>
                    {t.rename}
                  </Button>
                  <Button variant="outline" colorPalette="red" onClick={() => send({ type: 'DELETE' })} disabled={busy}>
                    {t.remove}
                  </Button>
                </>
              )}
            </Flex>
            {context.cartResult && <CartResult result={context.cartResult} onDismiss={() => send({ type: 'DISMISS' })} />}
            {!editable && <Text mb="3" fontSize="13px" color="gray.600">{t.readOnly}</Text>}
            {!context.rights.order && <Text mb="3" fontSize="13px" color="gray.600">{t.noOrder}</Text>}
            <ListLines lines={context.draft} editable={editable} onQuantity={(goodsId, quantity) => send({ type: 'SET_QTY', goodsId, quantity })} onRemove={(goodsId) => send({ type: 'REMOVE_LINE', goodsId })} />
            {editable && dirty && (
              <Flex align="center" gap="3" mt="3" data-testid="list-dirty">
                <Text fontSize="13px" color="orange.700" flex="1">
                  {t.dirty}
                </Text>
                <Button variant="outline" onClick={() => send({ type: 'DISCARD' })} disabled={busy}>
                  {t.discard}
                </Button>
                <Button colorPalette="brand" onClick={() => send({ type: 'SAVE' })} loading={snapshot.matches('saving')}>
                  {t.save}
                </Button>
              </Flex>
            )}
            {editable && (
              <GoodsFinder
                found={context.found}
                inList={(goodsId) => context.draft.some((l) => l.goodsId === goodsId)}
                searching={snapshot.matches({ ready: 'searching' })}
                onSearch={(keyword) => send({ type: 'SEARCH', keyword })}
                onAdd={(goods) => send({ type: 'ADD_GOODS', goods })}
                onClose={() => send({ type: 'CLEAR_FOUND' })}
              />
            )}
          </Box>
        )}
      </Flex>
    );
  }

  return (
    <MemberLayout title={t.title}>
      <Flex align="center" gap="3" mb="4">
        <Text flex="1" fontSize="14px" color="gray.700">
          {t.intro}
        </Text>
        {editable && (
          <>
            <Button variant="outline" colorPalette="brand" onClick={() => send({ type: 'FROM_CART' })} disabled={busy}>
              {t.fromCart}
            </Button>
            <Button colorPalette="brand" onClick={() => send({ type: 'NEW' })} disabled={busy}>
              {t.create}
            </Button>
          </>
        )}
      </Flex>
      {body}
      <ListNameDialog
        mode={context.nameMode}
        initialName={context.nameMode === 'rename' ? (list?.name ?? '') : ''}
        initialNote={context.nameMode === 'rename' ? (list?.note ?? '') : ''}
        saving={snapshot.matches('saving')}
        onSubmit={(name, note) => send({ type: 'SUBMIT_NAME', name, note })}
        onClose={() => send({ type: 'CLOSE' })}
      />
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirming' }) || snapshot.matches('deleting')}
        title={t.confirmRemove.title}
        body={t.confirmRemove.body(list?.name ?? '')}
        confirmLabel={t.confirmRemove.confirm}
        cancelLabel={t.confirmRemove.cancel}
        busy={snapshot.matches('deleting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}

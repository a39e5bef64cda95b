// /addressManagement (地址管理): the member's address book (machines/member-book.ts): the list
// with the default first, 设为默认, 编辑 and 新增收货地址 in AddressFormDialog, 删除 after a
// confirmation; adding stops at the server's limit.
import { Badge, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { maskMobile } from '../../../domain/account-rules.ts';
import { MAX_ADDRESSES } from '../../../domain/member-books.ts';
import { memberBookMachine } from '../../../machines/member-book.ts';
import type { BookChange, BookRow } from '../../../machines/member-book.ts';
import { deleteAddress, listAddresses, setDefaultAddress } from '../../api/addresses.ts';
import type { AddressRow } from '../../api/addresses.ts';
import { showInfo } from '../../app/toaster.ts';
import { MemberLayout } from '../../components/account/member-layout.tsx';
import { AddressFormDialog } from '../../components/address/address-form-dialog.tsx';
import { BookRows } from '../../components/book-rows.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { books } from '../../text/member-books.ts';

const t = books.address;

const bookLogic = memberBookMachine.provide({
  actors: {
    fetchRows: fromPromise<BookRow[]>(() => listAddresses()),
    changeRow: fromPromise<unknown, BookChange>(({ input }) => (input.kind === 'delete' ? deleteAddress(input.id) : setDefaultAddress(input.id))),
  },
  actions: {
    changed: (_, params) => showInfo(params.change.kind === 'delete' ? t.removed : t.defaulted),
  },
});

function AddressLines({ row }: { row: AddressRow }) {
  return (
    <>
      <Text fontWeight="600" color="gray.900">
        {row.consignee}
        <Text as="span" ml="3" fontWeight="400" color="gray.700">
          {maskMobile(row.mobile)}
        </Text>
        {row.tag && (
          <Badge ml="3" variant="outline" colorPalette="gray">
            {row.tag}
          </Badge>
        )}
      </Text>
      <Text mt="1" color="gray.700" fontSize="14px" data-testid="address-text">
        {row.regionText} {row.detail}
      </Text>
      {row.postcode && (
        <Text mt="0.5" color="gray.600" fontSize="12px">
          {t.form.postcode} {row.postcode}
        </Text>
      )}
    </>
  );
}

export default function AddressManagementPage() {
  const [snapshot, send] = useMachine(bookLogic, { input: { limit: MAX_ADDRESSES } });
  const rows = snapshot.context.rows as AddressRow[] | null;
  const editing = snapshot.matches({ ready: 'editing' });
  return (
    <MemberLayout title={t.title}>
      <BookRows<AddressRow>
        rows={rows}
        failed={snapshot.matches('failure')}
        busy={snapshot.matches('changing') || (snapshot.matches('loading') && rows !== null)}
        limit={MAX_ADDRESSES}
        addLabel={t.add}
        listLabel={t.listLabel}
        emptyTitle={t.emptyTitle}
        emptyBody={t.emptyBody}
        testId="address"
        labels={{ setDefault: (r) => t.setDefaultOf(r.consignee), edit: (r) => t.editOf(r.consignee), remove: (r) => t.removeOf(r.consignee) }}
        renderRow={(row) => <AddressLines row={row} />}
        onAdd={() => send({ type: 'ADD' })}
        onRetry={() => send({ type: 'RETRY' })}
        onSetDefault={(id) => send({ type: 'SET_DEFAULT', id })}
        onEdit={(id) => send({ type: 'EDIT', id })}
        onDelete={(id) => send({ type: 'DELETE', id })}
      />
      <AddressFormDialog
        open={editing}
        address={editing ? (snapshot.context.editing as AddressRow | null) : null}
        onClose={() => send({ type: 'CLOSE' })}
        onSaved={() => {
          showInfo(t.saved);
          send({ type: 'SAVED' });
        }}
      />
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirming' })}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={books.common.remove}
        cancelLabel={books.common.cancel}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}

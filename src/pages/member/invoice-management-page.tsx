// /invoiceManagement (发票管理): the member's invoice titles (machines/member-book.ts): type,
// title, the tax number shown in part, the default first; 设为默认, 编辑 and 新增发票信息 in
// InvoiceFormDialog, 删除 after a confirmation; adding stops at the server's limit.
import { Badge, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { INVOICE_SPECIAL } from '../../../domain/invoice-rules.ts';
import { MAX_INVOICES } from '../../../domain/member-books.ts';
import { memberBookMachine } from '../../../machines/member-book.ts';
import type { BookChange, BookRow } from '../../../machines/member-book.ts';
import { deleteInvoice, listInvoices, setDefaultInvoice } from '../../api/invoices.ts';
import type { InvoiceRow } from '../../api/invoices.ts';
import { showInfo } from '../../app/toaster.ts';
import { MemberLayout } from '../../components/account/member-layout.tsx';
import { BookRows } from '../../components/book-rows.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { InvoiceFormDialog } from '../../components/invoice/invoice-form-dialog.tsx';
import { books } from '../../text/member-books.ts';

const t = books.invoice;

const bookLogic = memberBookMachine.provide({
  actors: {
    fetchRows: fromPromise<BookRow[]>(() => listInvoices()),
    changeRow: fromPromise<unknown, BookChange>(({ input }) => (input.kind === 'delete' ? deleteInvoice(input.id) : setDefaultInvoice(input.id))),
  },
  actions: {
    changed: (_, params) => showInfo(params.change.kind === 'delete' ? t.removed : t.defaulted),
  },
});

/** 9135****0Y43: enough to tell titles apart, not the whole number on screen. */
export function maskTail(text: string | null, keep = 4): string {
  if (!text) return t.noTaxNo;
  const clean = text.replace(/\s+/g, '');
  return clean.length <= keep * 2 ? clean : `${clean.slice(0, keep)}****${clean.slice(-keep)}`;
}

function InvoiceLines({ row }: { row: InvoiceRow }) {
  return (
    <>
      <Text fontWeight="600" color="gray.900">
        <Badge mr="2" variant="outline" colorPalette="gray" {...(row.invoiceType === INVOICE_SPECIAL ? { bg: 'orange.700', color: 'white', borderColor: 'orange.700' } : {})}>
          {t.types[row.invoiceType]}
        </Badge>
        <span data-testid="invoice-title">{row.title}</span>
        <Text as="span" ml="2" fontWeight="400" fontSize="12px" color="gray.600">
          {t.titleTypes[row.titleType]}
        </Text>
      </Text>
      <Text mt="1" color="gray.700" fontSize="13px">
        {t.taxNo} {maskTail(row.taxNo)}
        {row.bankName && (
          <>
            {' · '}
            {t.bank} {row.bankName} {maskTail(row.bankAccount)}
          </>
        )}
      </Text>
    </>
  );
}

export default function InvoiceManagementPage() {
  const [snapshot, send] = useMachine(bookLogic, { input: { limit: MAX_INVOICES } });
  const rows = snapshot.context.rows as InvoiceRow[] | null;
  const editing = snapshot.matches({ ready: 'editing' });
  return (
    <MemberLayout title={t.title}>
      <BookRows<InvoiceRow>
        rows={rows}
        failed={snapshot.matches('failure')}
        busy={snapshot.matches('changing') || (snapshot.matches('loading') && rows !== null)}
        limit={MAX_INVOICES}
        addLabel={t.add}
        listLabel={t.listLabel}
        emptyTitle={t.emptyTitle}
        emptyBody={t.emptyBody}
        testId="invoice"
        labels={{ setDefault: (r) => t.setDefaultOf(r.title), edit: (r) => t.editOf(r.title), remove: (r) => t.removeOf(r.title) }}
        renderRow={(row) => <InvoiceLines row={row} />}
        onAdd={() => send({ type: 'ADD' })}
        onRetry={() => send({ type: 'RETRY' })}
        onSetDefault={(id) => send({ type: 'SET_DEFAULT', id })}
        onEdit={(id) => send({ type: 'EDIT', id })}
        onDelete={(id) => send({ type: 'DELETE', id })}
      />
      <InvoiceFormDialog
        open={editing}
        invoice={editing ? (snapshot.context.editing as InvoiceRow | null) : null}
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

// /invoiceManagement (发票管理): the member's invoice titles (machines/member-books/member-book.ts): type,
// title, the tax number shown in part, the default first; 设为默认, 编辑 and 新增发票信息 in
// InvoiceFormDialog, 删除 after a confirmation; adding stops at the server's limit.
import { Badge, Text } from '@chakra-ui/react';
import { INVOICE_SPECIAL } from '../../../../domain/member-books/invoice-rules.ts';
import { MAX_INVOICES } from '../../../../domain/member-books/book-limits.ts';
import { deleteInvoice, listInvoices, setDefaultInvoice } from '../api.ts';
import type { InvoiceRow } from '../api.ts';
import { BookPage, bookLogic } from '../components/book-page.tsx';
import { InvoiceFormDialog } from '../components/invoice-form-dialog.tsx';
import { books } from '../text.ts';

const t = books.invoice;

const logic = bookLogic({ list: listInvoices, remove: deleteInvoice, setDefault: setDefaultInvoice }, t);

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
  return (
    <BookPage<InvoiceRow>
      logic={logic}
      limit={MAX_INVOICES}
      text={t}
      testId="invoice"
      nameOf={(row) => row.title}
      renderRow={(row) => <InvoiceLines row={row} />}
      renderDialog={({ open, row, onClose, onSaved }) => <InvoiceFormDialog open={open} invoice={row} onClose={onClose} onSaved={onSaved} />}
    />
  );
}

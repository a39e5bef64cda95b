// The add/edit invoice title dialog (the invoice page and the checkout use it): 发票类型 普票/专票,
// 抬头类型 个人/企业 (专票 forces 企业), 发票抬头, the company's 纳税人识别号 (GB 32100 check),
// 注册地址, 注册电话, 开户银行, 银行账号 (all required for a 专票), the receiver, 设为默认. The rules
// are in machines/member-books/invoice-form.ts (the server's schema and domain/member-books/invoice-rules.ts); every
// refusal is shown under its field.
import { useEffect } from 'react';
import { Box, chakra, Dialog, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { INVOICE_SPECIAL, TITLE_COMPANY } from '../../../../domain/member-books/invoice-rules.ts';
import { invoiceFormMachine } from '../../../../machines/member-books/invoice-form.ts';
import type { InvoiceRow, InvoiceTextField, SaveInvoiceInput } from '../../../../machines/member-books/invoice-form.ts';
import { saveInvoice } from '../api.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { BookField } from './book-field.tsx';
import { BookFormDialog, BookFormFooter } from './book-form-dialog.tsx';
import { CheckChoice, RadioChoice } from '../../../ui/choice-inputs.tsx';
import { books, invoiceErrorText } from '../text.ts';

const t = books.invoice.form;
const FORM_ID = 'invoice-form';

export interface InvoiceFormDialogProps {
  open: boolean;
  /** The title to edit; null or absent for a new one. */
  invoice?: InvoiceRow | null;
  onClose: () => void;
  onSaved: (row: InvoiceRow) => void;
  /** The order needs a 专票: the type is fixed to 增值税专用发票. */
  requireSpecial?: boolean;
}

const formLogic = invoiceFormMachine.provide({
  actors: {
    saveInvoice: fromPromise<InvoiceRow, SaveInvoiceInput>(({ input }) => saveInvoice(input.id, input.body)),
  },
});

function InvoiceForm({ invoice, requireSpecial, onSaved, onClose }: { invoice: InvoiceRow | null; requireSpecial: boolean; onSaved: (row: InvoiceRow) => void; onClose: () => void }) {
  const [snapshot, send, actor] = useMachine(formLogic, { input: { invoice, requireSpecial } });
  useEffect(() => {
    const subscription = actor.on('saved', (event) => onSaved(event.row));
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const { values, errors, formError } = snapshot.context;
  const saving = !snapshot.matches('editing');
  const special = values.invoiceType === INVOICE_SPECIAL;
  const company = values.titleType === TITLE_COMPANY;
  const field = (name: InvoiceTextField, label: string, extra: { required?: boolean; placeholder?: string; maxLength?: number; inputMode?: 'numeric' | 'email' | 'tel' } = {}) => (
    <BookField
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => send({ type: 'EDIT', field: name, value })}
      error={invoiceErrorText(name, errors[name])}
      required={extra.required}
      disabled={saving}
      inputProps={{ placeholder: extra.placeholder, maxLength: extra.maxLength, inputMode: extra.inputMode }}
    />
  );

  return (
    <>
      <Dialog.Body data-testid="invoice-dialog-body">
        <chakra.form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="4">
            <RadioChoice<1 | 2>
              name="invoiceType"
              legend={t.invoiceType}
              value={values.invoiceType}
              options={[
                [1, t.normal],
                [2, t.special],
              ]}
              disabled={requireSpecial || saving}
              note={requireSpecial ? t.specialOnly : undefined}
              onPick={(value) => send({ type: 'SET_INVOICE_TYPE', value })}
            />
            <RadioChoice<1 | 2>
              name="titleType"
              legend={t.titleType}
              value={values.titleType}
              options={[
                [1, t.personal],
                [2, t.company],
              ]}
              disabled={special || saving}
              note={special ? t.specialCompany : undefined}
              onPick={(value) => send({ type: 'SET_TITLE_TYPE', value })}
            />
            {errors.titleType && (
              <Text fontSize="12px" color="red.700" role="alert">
                {invoiceErrorText('titleType', errors.titleType)}
              </Text>
            )}
            {field('title', t.title, { required: true, placeholder: company ? t.titleCompanyPlaceholder : t.titlePersonalPlaceholder, maxLength: 60 })}
            {company && (
              <Box as="fieldset" borderTopWidth="1px" borderColor="gray.100" pt="3">
                <Heading as="legend" fontSize="13px" fontWeight="600" color="gray.800" mb="3">
                  {t.companySection}
                </Heading>
                <Stack gap="4">
                  {field('taxNo', t.taxNo, { required: true, placeholder: t.taxNoPlaceholder, maxLength: 20 })}
                  <Grid templateColumns="1fr 1fr" gap="4">
                    {field('regAddress', t.regAddress, { required: special, maxLength: 120 })}
                    {field('regPhone', t.regPhone, { required: special, maxLength: 20, inputMode: 'tel' })}
                    {field('bankName', t.bankName, { required: special, maxLength: 60 })}
                    {field('bankAccount', t.bankAccount, { required: special, maxLength: 40, inputMode: 'numeric' })}
                  </Grid>
                </Stack>
              </Box>
            )}
            <Box as="fieldset" borderTopWidth="1px" borderColor="gray.100" pt="3">
              <Heading as="legend" fontSize="13px" fontWeight="600" color="gray.800" mb="3">
                {t.receiverSection}
              </Heading>
              <Grid templateColumns="1fr 1fr" gap="4">
                {field('receiverName', t.receiverName, { maxLength: 20 })}
                {field('receiverMobile', t.receiverMobile, { maxLength: 11, inputMode: 'tel' })}
                {field('receiverEmail', t.receiverEmail, { maxLength: 80, inputMode: 'email' })}
                {field('receiverAddress', t.receiverAddress, { maxLength: 160 })}
              </Grid>
            </Box>
            <CheckChoice label={t.isDefault} checked={values.isDefault} disabled={saving} onChange={(on) => send({ type: 'TOGGLE_DEFAULT', on })} />
            <FormAlert message={formError} />
          </Stack>
        </chakra.form>
      </Dialog.Body>
      <BookFormFooter formId={FORM_ID} saving={saving} onClose={onClose} />
    </>
  );
}

export function InvoiceFormDialog({ open, invoice = null, onClose, onSaved, requireSpecial = false }: InvoiceFormDialogProps) {
  return (
    <BookFormDialog open={open} title={invoice ? t.editTitle : t.addTitle} testId="invoice-dialog" scrollInside onClose={onClose}>
      <InvoiceForm key={invoice?.id ?? 'new'} invoice={invoice} requireSpecial={requireSpecial} onSaved={onSaved} onClose={onClose} />
    </BookFormDialog>
  );
}

// /addressManagement (地址管理): the member's address book (machines/member-books/member-book.ts): the list
// with the default first, 设为默认, 编辑 and 新增收货地址 in AddressFormDialog, 删除 after a
// confirmation; adding stops at the server's limit.
import { Badge, Text } from '@chakra-ui/react';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import { MAX_ADDRESSES } from '../../../../domain/member-books/book-limits.ts';
import { deleteAddress, listAddresses, setDefaultAddress } from '../api.ts';
import type { AddressRow } from '../api.ts';
import { AddressFormDialog } from '../components/address-form-dialog.tsx';
import { BookPage, bookLogic } from '../components/book-page.tsx';
import { books } from '../text.ts';

const t = books.address;

const logic = bookLogic({ list: listAddresses, remove: deleteAddress, setDefault: setDefaultAddress }, t);

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
  return (
    <BookPage<AddressRow>
      logic={logic}
      limit={MAX_ADDRESSES}
      text={t}
      testId="address"
      nameOf={(row) => row.consignee}
      renderRow={(row) => <AddressLines row={row} />}
      renderDialog={({ open, row, onClose, onSaved }) => <AddressFormDialog open={open} address={row} onClose={onClose} onSaved={onSaved} />}
    />
  );
}

// Where and whom the booking form's engineer visits: the site address picked from the address book
// (with a link to manage it, or to add one when the book is empty), and the contact and mobile
// (prefilled from the address by the machine).
import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import type { AddressRow } from '../../../../domain/member-books/book-rows.ts';
import type { BookingDraft, BookingEvent } from '../../../../machines/services/service-booking.ts';
import { AppLink } from '../../../ui/links.tsx';
import { servicesText } from '../text.ts';
import { ErrorLine } from './booking-error-line.tsx';
import { control, type BookingFields } from './booking-fields.ts';

const t = servicesText.form;

function Required() {
  return (
    <Text as="span" color="red.700" ms="1" aria-hidden="true">
      *
    </Text>
  );
}

interface Props {
  addresses: readonly AddressRow[];
  draft: BookingDraft;
  fields: BookingFields;
  send: (event: BookingEvent) => void;
}

export function BookingSiteFields({ addresses, draft, fields, send }: Props) {
  const { uid, fieldId, describedBy, say, problems } = fields;
  return (
    <>
      <Box>
        <chakra.label htmlFor={fieldId('addressId')} display="block" fontSize="15px" fontWeight="600" color="gray.800" mb="1">
          {t.address}
          <Required />
        </chakra.label>
        {addresses.length === 0 ? (
          <Text fontSize="14px" color="gray.700">
            {t.noAddress}{' '}
            <AppLink href="/addressManagement" color="brand.700" textDecoration="underline">
              {t.manageAddresses}
            </AppLink>
          </Text>
        ) : (
          <Flex gap="3" align="center">
            <chakra.select
              id={fieldId('addressId')}
              name="addressId"
              value={draft.addressId ?? ''}
              aria-invalid={problems.addressId ? true : undefined}
              aria-describedby={describedBy('addressId') ?? `${uid}-address-hint`}
              onChange={(e) => send({ type: 'PICK_ADDRESS', addressId: Number(e.target.value) })}
              css={control}
              maxWidth="720px"
            >
              {draft.addressId === null ? <option value="">{t.address}</option> : null}
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {`${a.consignee} ${a.mobile} ${a.regionText} ${a.detail}`}
                </option>
              ))}
            </chakra.select>
            <AppLink href="/addressManagement" fontSize="13px" color="brand.700" textDecoration="underline" flexShrink={0}>
              {t.manageAddresses}
            </AppLink>
          </Flex>
        )}
        <Text id={`${uid}-address-hint`} mt="1" fontSize="12px" color="gray.600">
          {t.addressHint}
        </Text>
        <ErrorLine id={`${fieldId('addressId')}-error`} text={say('addressId')} />
      </Box>

      <Grid templateColumns="240px 240px" gap="6">
        {(['contact', 'mobile'] as const).map((key) => (
          <Box key={key}>
            <chakra.label htmlFor={fieldId(key)} display="block" fontSize="14px" fontWeight="600" color="gray.800" mb="1">
              {t[key]}
              <Required />
            </chakra.label>
            <chakra.input
              id={fieldId(key)}
              name={key}
              value={draft[key]}
              inputMode={key === 'mobile' ? 'tel' : undefined}
              maxLength={key === 'mobile' ? 11 : 40}
              aria-invalid={problems[key] ? true : undefined}
              aria-describedby={describedBy(key)}
              aria-required="true"
              onChange={(e) => send({ type: 'EDIT', patch: { [key]: e.target.value } })}
              css={control}
            />
            <ErrorLine id={`${fieldId(key)}-error`} text={say(key)} />
          </Box>
        ))}
      </Grid>
    </>
  );
}

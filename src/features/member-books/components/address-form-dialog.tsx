// The add/edit address dialog (the address book and the checkout use it): 收货人, 手机号码,
// 所在地区 (province > city > district, read level by level), 详细地址, 邮编, 标签, 设为默认, and
// 定位 (the device position turned into the region and a 详细地址 hint). The rules are in
// machines/member-books/address-form.ts; the fields are checked with the server's own schema.
import { useEffect } from 'react';
import { Box, Button, chakra, Dialog, Flex, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { addressFormMachine } from '../../../../machines/member-books/address-form.ts';
import type { AddressRow, AddressTextField, AreaLists, AreaRequest, PlaceFound, Position, SaveAddressInput } from '../../../../machines/member-books/address-form.ts';
import { saveAddress, currentPosition, fetchAreaLists, reverseGeocode } from '../api.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { BookField } from './book-field.tsx';
import { BookFormDialog, BookFormFooter } from './book-form-dialog.tsx';
import { CheckChoice } from '../../../ui/choice-inputs.tsx';
import { addressErrorText, books } from '../text.ts';
import { AreaCascader } from './area-cascader.tsx';

const t = books.address.form;
const FORM_ID = 'address-form';

export interface AddressFormDialogProps {
  open: boolean;
  /** The address to edit; null or absent for a new one. */
  address?: AddressRow | null;
  onClose: () => void;
  onSaved: (row: AddressRow) => void;
}

function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;
}

const formLogic = addressFormMachine.provide({
  actors: {
    loadAreas: fromPromise<AreaLists, AreaRequest>(({ input }) => fetchAreaLists(input)),
    getPosition: fromPromise<Position>(() => currentPosition(navigator.geolocation)),
    reverseGeocode: fromPromise<PlaceFound, Position>(({ input }) => reverseGeocode(input)),
    saveAddress: fromPromise<AddressRow, SaveAddressInput>(({ input }) => saveAddress(input.id, input.body)),
  },
});

function UnsupportedAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} role="alertdialog" size="xs" placement="center" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="geolocation-unsupported">
            <Dialog.Header>
              <Dialog.Title>{t.unsupportedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t.unsupported}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t.unsupportedOk}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AddressForm({ address, onSaved, onClose }: { address: AddressRow | null; onSaved: (row: AddressRow) => void; onClose: () => void }) {
  const [snapshot, send, actor] = useMachine(formLogic, { input: { address, canLocate: hasGeolocation() } });
  useEffect(() => {
    const subscription = actor.on('saved', (event) => onSaved(event.row));
    return () => subscription.unsubscribe();
  }, [actor, onSaved]);
  const { values, errors, formError, locateError } = snapshot.context;
  const saving = snapshot.matches('saving') || snapshot.matches('saved');
  const locating = snapshot.matches('positioning') || snapshot.matches('geocoding');
  const text = (field: AddressTextField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => send({ type: 'EDIT', field, value }),
    error: addressErrorText(field, errors[field]),
    disabled: saving,
  });
  const locateMessage = locateError ? (locateError.kind === 'server' ? locateError.message : t.locateErrors[locateError.kind]) : null;

  return (
    <>
      <Dialog.Body>
        <chakra.form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="4">
            <Grid templateColumns="1fr 1fr" gap="4">
              <BookField label={t.consignee} required {...text('consignee')} inputProps={{ placeholder: t.consigneePlaceholder, maxLength: 20, autoComplete: 'name' }} />
              <BookField label={t.mobile} required {...text('mobile')} inputProps={{ placeholder: t.mobilePlaceholder, maxLength: 11, inputMode: 'numeric', autoComplete: 'tel' }} />
            </Grid>
            <Box>
              <Flex align="flex-end" gap="2">
                <Box flex="1" minWidth="0">
                  <AreaCascader
                    provinces={snapshot.context.provinces}
                    cities={snapshot.context.cities}
                    districts={snapshot.context.districts}
                    provinceCode={values.provinceCode}
                    cityCode={values.cityCode}
                    districtCode={values.districtCode}
                    disabled={!snapshot.matches('editing') && !snapshot.matches('areas')}
                    error={addressErrorText('region', errors.region)}
                    onProvince={(code) => send({ type: 'PICK_PROVINCE', code })}
                    onCity={(code) => send({ type: 'PICK_CITY', code })}
                    onDistrict={(code) => send({ type: 'PICK_DISTRICT', code })}
                  />
                </Box>
                <Button
                  type="button"
                  variant="outline"
                  colorPalette="brand"
                  height="38px"
                  mb={errors.region ? '26px' : '0'}
                  title={t.locateHint}
                  loading={locating}
                  loadingText={t.locating}
                  disabled={!snapshot.matches('editing')}
                  onClick={() => send({ type: 'LOCATE' })}
                  data-testid="locate"
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.6">
                <circle cx="8" cy="8" r="5" />
                <circle cx="8" cy="8" r="1.5" fill="currentColor" />
                <path d="M8 1v2.5M8 12.5V15M1 8h2.5M12.5 8H15" strokeLinecap="round" />
              </svg>
                  {t.locate}
                </Button>
              </Flex>
              {snapshot.matches('areas') && (
                <Text fontSize="12px" color="gray.600" mt="1" role="status">
                  {t.areasLoading}
                </Text>
              )}
              {snapshot.matches('areasFailed') && (
                <Flex fontSize="12px" color="red.700" mt="1" gap="2" align="center" role="alert">
                  {t.areasFailed}
                  <Button size="2xs" variant="outline" onClick={() => send({ type: 'RETRY_AREAS' })}>
                    {t.areasRetry}
                  </Button>
                </Flex>
              )}
              {locateMessage && (
                <Text fontSize="12px" color="red.700" mt="1" role="alert" data-testid="locate-error">
                  {locateMessage}
                </Text>
              )}
            </Box>
            <BookField
              label={t.detail}
              required
              {...text('detail')}
              helper={snapshot.context.located ? t.located(snapshot.context.located) : undefined}
              inputProps={{ placeholder: t.detailPlaceholder, maxLength: 120, autoComplete: 'street-address' }}
            />
            <Grid templateColumns="1fr 1fr" gap="4">
              <BookField label={t.postcode} {...text('postcode')} inputProps={{ placeholder: t.postcodePlaceholder, maxLength: 6, inputMode: 'numeric', autoComplete: 'postal-code' }} />
              <BookField label={t.tag} {...text('tag')} inputProps={{ placeholder: t.tagPlaceholder, maxLength: 10 }} />
            </Grid>
            <CheckChoice label={t.isDefault} checked={values.isDefault} disabled={saving} onChange={(on) => send({ type: 'TOGGLE_DEFAULT', on })} />
            <FormAlert message={formError} />
          </Stack>
          <UnsupportedAlert open={snapshot.matches('unsupported')} onClose={() => send({ type: 'DISMISS' })} />
        </chakra.form>
      </Dialog.Body>
      <BookFormFooter formId={FORM_ID} saving={saving} onClose={onClose} />
    </>
  );
}

export function AddressFormDialog({ open, address = null, onClose, onSaved }: AddressFormDialogProps) {
  return (
    <BookFormDialog open={open} title={address ? t.editTitle : t.addTitle} testId="address-dialog" onClose={onClose}>
      <AddressForm key={address?.id ?? 'new'} address={address} onSaved={onSaved} onClose={onClose} />
    </BookFormDialog>
  );
}

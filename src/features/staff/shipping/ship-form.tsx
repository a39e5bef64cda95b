// The form shipping one 待发货 order: 物流公司 and 运单号, each with its Chinese error under it
// (checked by the machine before sending), the server's refusal above the buttons.
import { useId, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react';
import type { StaffOrderRow } from '../../../../domain/orders/staff-orders.ts';
import type { ShipForm, ShipFormErrors } from '../../../../machines/staff/staff-shipping-queue.ts';
import { shippingText } from './text.ts';

const t = shippingText.form;

export function ShipOrderForm({ order, errors, failure, busy, onShip, onCancel }: {
  order: StaffOrderRow;
  errors: ShipFormErrors;
  failure: string | null;
  busy: boolean;
  onShip: (form: ShipForm) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ShipForm>({ carrier: '', trackingNo: '' });
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShip(form);
  };
  const field = (name: keyof ShipForm, label: string, placeholder: string, max: number) => {
    const error = errors[name];
    return (
      <Box>
        <chakra.label htmlFor={`${id}-${name}`} display="block" fontSize="13px" color="gray.700" mb="1.5">
          {label}
        </chakra.label>
        <Input
          id={`${id}-${name}`}
          value={form[name]}
          onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          placeholder={placeholder}
          maxLength={max}
          height="38px"
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          data-testid={`ship-${name}`}
        />
        {error ? (
          <Text id={`${id}-${name}-error`} role="alert" color="red.700" fontSize="13px" mt="1" data-testid={`ship-${name}-error`}>
            {t.errors[error]}
          </Text>
        ) : null}
      </Box>
    );
  };
  return (
    <chakra.form onSubmit={submit} noValidate bg="white" borderWidth="1px" borderColor="brand.200" borderRadius="md" p="4" mb="4" aria-label={t.title(order.orderNo)} data-testid="ship-form">
      <chakra.h2 fontSize="16px" fontWeight="700" mb="3">
        {t.title(order.orderNo)}
      </chakra.h2>
      <Grid templateColumns="1fr 1fr auto" gap="3" alignItems="start">
        {field('carrier', t.carrier, t.carrierPlaceholder, 40)}
        {field('trackingNo', t.trackingNo, t.trackingPlaceholder, 50)}
        <Flex gap="2" pt="6">
          <Button type="submit" colorPalette="brand" height="38px" loading={busy} loadingText={t.submitting} data-testid="ship-submit">
            {t.submit}
          </Button>
          <Button type="button" variant="outline" height="38px" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
        </Flex>
      </Grid>
      {failure ? (
        <Text role="alert" color="red.700" fontSize="13px" mt="2" data-testid="ship-failure">
          {failure}
        </Text>
      ) : null}
    </chakra.form>
  );
}

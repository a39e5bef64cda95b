// 所在地区: province > city > district as three selects, each filled from the list the address
// form machine has read for the level above (GB/T 2260).
import { chakra, Field, Flex } from '@chakra-ui/react';
import type { AreaNode } from '../../../../machines/member-books/address-form.ts';
import { books } from '../text.ts';

const t = books.address.form;

const selectStyle = {
  flex: '1',
  minWidth: '0',
  height: '38px',
  px: '2',
  fontSize: '14px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  _disabled: { bg: 'gray.50', color: 'gray.600', cursor: 'not-allowed' },
  _invalid: { borderColor: 'red.600' },
} as const;

interface Props {
  provinces: AreaNode[];
  cities: AreaNode[];
  districts: AreaNode[];
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  disabled: boolean;
  error?: string;
  onProvince: (code: string) => void;
  onCity: (code: string) => void;
  onDistrict: (code: string) => void;
}

function Level({ label, list, value, disabled, invalid, onPick }: { label: string; list: AreaNode[]; value: string; disabled: boolean; invalid: boolean; onPick: (code: string) => void }) {
  return (
    <chakra.select
      aria-label={label}
      value={value}
      disabled={disabled || list.length === 0}
      aria-invalid={invalid && value === '' ? true : undefined}
      onChange={(event) => event.target.value && onPick(event.target.value)}
      css={selectStyle}
    >
      <option value="">{t.choose(label)}</option>
      {list.map((node) => (
        <option key={node.id} value={node.id}>
          {node.name}
        </option>
      ))}
    </chakra.select>
  );
}

export function AreaCascader(props: Props) {
  const invalid = !!props.error;
  return (
    <Field.Root invalid={invalid} required>
      <Field.Label fontSize="13px" color="gray.700" id="address-region-label">
        {t.region}
        <Field.RequiredIndicator />
      </Field.Label>
      <Flex role="group" aria-labelledby="address-region-label" gap="2" width="100%" data-testid="area-cascader">
        <Level label={t.province} list={props.provinces} value={props.provinceCode} disabled={props.disabled} invalid={invalid} onPick={props.onProvince} />
        <Level label={t.city} list={props.cities} value={props.cityCode} disabled={props.disabled} invalid={invalid} onPick={props.onCity} />
        <Level label={t.district} list={props.districts} value={props.districtCode} disabled={props.disabled} invalid={invalid} onPick={props.onDistrict} />
      </Flex>
      {props.error && <Field.ErrorText color="red.700">{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AddressBody } from '../../../domain/member-books/book-payloads.ts';
import { addressErrors, addressFormMachine, addressPayload, detailHint, valuesOf } from '../../../machines/member-books/address-form.ts';
import type {
  AddressFormContext,
  AddressFormEvent,
  AddressFormInput,
  AddressRow,
  AreaLists,
  AreaNode,
  AreaRequest,
  PlaceFound,
  Position,
  SaveAddressInput,
} from '../../../machines/member-books/address-form.ts';
import { flushMicrotasks } from '../../support/actor-test-model.ts';
import type { Harness } from '../../support/actor-test-model.ts';
import { describePaths, expectEveryStateReached, shortestPaths, startMachine } from '../../support/machine-harness.ts';

const node = (id: string, name: string, level: 1 | 2 | 3, parentId: string | null): AreaNode => ({ id, name, level, parentId, hasChildren: level < 3 });
const PROVINCES = [node('110000', '北京市', 1, null), node('320000', '江苏省', 1, null)];
const SZ_LISTS: AreaLists = {
  provinces: PROVINCES,
  cities: [node('320100', '南京市', 2, '320000'), node('320500', '苏州市', 2, '320000')],
  districts: [node('320571', '苏州工业园区', 3, '320500'), node('320583', '昆山市', 3, '320500')],
};
/** 北京: one city level entry (the municipality itself), chosen at once. */
const BJ_CITIES: AreaLists = { provinces: PROVINCES, cities: [node('110100', '北京市', 2, '110000')], districts: [] };
const BJ_DISTRICTS: AreaLists = { ...BJ_CITIES, districts: [node('110105', '朝阳区', 3, '110100'), node('110108', '海淀区', 3, '110100')] };

const ROW: AddressRow = {
  id: 5,
  consignee: '王工',
  mobile: '13912345678',
  provinceCode: '320000',
  cityCode: '320500',
  districtCode: '320571',
  regionText: '江苏省 苏州市 苏州工业园区',
  detail: '星湖街 328 号创意产业园 5 栋',
  postcode: '215000',
  tag: '公司',
  isDefault: true,
};
const HERE: Position = { lat: 31.3, lng: 120.7 };
const PLACE: PlaceFound = {
  formatted_address: '江苏省苏州市昆山市前进西路 1 号附近',
  provinceCode: '320000',
  cityCode: '320500',
  districtCode: '320583',
  province: '江苏省',
  city: '苏州市',
  district: '昆山市',
};

const EVENTS = [
  { type: 'EDIT', field: 'mobile', value: '123' },
  { type: 'TOGGLE_DEFAULT', on: true },
  { type: 'PICK_PROVINCE', code: '110000' },
  { type: 'PICK_CITY', code: '320500' },
  { type: 'PICK_CITY', code: '110100' },
  { type: 'PICK_DISTRICT', code: '110105' },
  { type: 'LOCATE' },
  { type: 'DISMISS' },
  { type: 'SUBMIT' },
  { type: 'RETRY_AREAS' },
  { type: 'xstate.done.actor.areas', output: SZ_LISTS },
  { type: 'xstate.done.actor.areas', output: BJ_DISTRICTS },
  { type: 'xstate.error.actor.areas', error: new Error('网络异常') },
  { type: 'xstate.done.actor.position', output: HERE },
  { type: 'xstate.error.actor.position', error: { code: 1, message: 'User denied Geolocation' } },
  { type: 'xstate.done.actor.geocode', output: PLACE },
  { type: 'xstate.error.actor.geocode', error: { message: '该位置不在服务范围内', code: 400, status: 400 } },
  { type: 'xstate.done.actor.save', output: { ...ROW, districtCode: '320583' } },
  { type: 'xstate.error.actor.save', error: { message: '省、市、区县不匹配，请重新选择', code: 400, status: 400 } },
] as unknown as AddressFormEvent[];

interface Effects {
  areas: AreaRequest[];
  positions: number;
  geocodes: Position[];
  saves: SaveAddressInput[];
  saved: AddressRow[];
}

const fresh = (): Effects => ({ areas: [], positions: 0, geocodes: [], saves: [], saved: [] });

function startForm(effects: Effects, input: AddressFormInput): Harness {
  return startMachine(addressFormMachine, {
    input: input,
    provide: (fake) => ({
      actors: {
        loadAreas: fake.promise<AreaLists, AreaRequest>('areas', effects.areas),
        // The injected geolocation: the test settles the position (or the browser's error code).
        getPosition: fake.promise<Position>('position', () => void (effects.positions += 1)),
        reverseGeocode: fake.promise<PlaceFound, Position>('geocode', effects.geocodes),
        saveAddress: fake.promise<AddressRow, SaveAddressInput>('save', effects.saves),
      },
      actions: {
        saved: (_, params) => {
          effects.saved.push(params.row);
        },
      },
    }),
  });
}

type Snap = { value: string; context: AddressFormContext };

function invariants(effects: Effects, input: AddressFormInput) {
  return (h: Harness, event: { type: string }) => {
    const snap = h.snapshot() as unknown as Snap;
    const { context } = snap;
    // The lists read are always those of the codes the form holds now.
    if (snap.value === 'areas') expect(effects.areas.at(-1)).toEqual({ provinceCode: context.values.provinceCode, cityCode: context.values.cityCode });
    // A device without geolocation is never asked; it gets the spec's alert instead.
    if (!input.canLocate) expect(effects.positions).toBe(0);
    if (snap.value === 'unsupported') expect(input.canLocate).toBe(false);
    // The geocoder is asked about the position the device gave.
    for (const asked of effects.geocodes) expect(asked).toEqual(HERE);
    // The browser's refusals are named for the view.
    if (event.type === 'xstate.error.actor.position') expect(['denied', 'timeout']).toContain(context.locateError?.kind);
    if (event.type === 'xstate.error.actor.geocode') expect(context.locateError).toEqual({ kind: 'server', message: '该位置不在服务范围内' });
    // A found place fills the codes, and 详细地址 only when it was empty.
    if (event.type === 'xstate.done.actor.geocode') {
      expect(context.values.districtCode).toBe(PLACE.districtCode);
      expect(context.values.detail === detailHint(PLACE) || context.values.detail === ROW.detail).toBe(true);
    }
    // Only a payload the server's schema accepts is ever sent.
    for (const save of effects.saves) {
      expect(Value.Check(AddressBody, save.body)).toBe(true);
      expect(save.id).toBe(input.address?.id ?? null);
    }
    if (snap.value === 'saving') expect(effects.saves.at(-1)?.body).toEqual(addressPayload(context.values));
    expect(effects.saved.length).toBe(snap.value === 'saved' ? 1 : 0);
  };
}

const EDITING: AddressFormInput = { address: ROW, canLocate: true };
const NO_GEO: AddressFormInput = { address: null, canLocate: false };

const models = [
  { name: 'with geolocation', input: EDITING, paths: shortestPaths(addressFormMachine, { events: EVENTS, input: EDITING }) },
  { name: 'without geolocation', input: NO_GEO, paths: shortestPaths(addressFormMachine, { events: EVENTS, input: NO_GEO }) },
];

for (const { name, input, paths } of models) {
  describePaths(`address form, ${name}, model-based`, paths, {
    effects: fresh,
    start: (effects) => startForm(effects, input),
    check: (effects, h, e) => invariants(effects, input)(h, e),
  });
}

describe('address form rules', () => {
  it('the shortest paths reach every state node', () => {
    expectEveryStateReached(addressFormMachine, models.flatMap((m) => m.paths));
  });

  it('names each field the shared schema refuses, the three codes as one region field', () => {
    expect(addressErrors(valuesOf(null))).toEqual({
      consignee: { kind: 'required' },
      mobile: { kind: 'required' },
      region: { kind: 'required' },
      detail: { kind: 'required' },
    });
    expect(addressErrors({ ...valuesOf(ROW), mobile: '1391234', postcode: '2150', detail: '星湖' })).toEqual({
      mobile: { kind: 'invalid' },
      postcode: { kind: 'invalid' },
      detail: { kind: 'invalid' },
    });
    expect(addressErrors(valuesOf(ROW))).toEqual({});
    expect(addressPayload({ ...valuesOf(ROW), postcode: ' ', tag: '' })).toMatchObject({ postcode: null, tag: null });
  });

  it('fills a municipality city at once and reads its districts', async () => {
    const effects = fresh();
    const h = startForm(effects, { address: null, canLocate: true });
    h.pending('areas')!.resolve({ provinces: PROVINCES, cities: [], districts: [] });
    await flushMicrotasks();
    h.send({ type: 'PICK_PROVINCE', code: '110000' });
    h.pending('areas')!.resolve(BJ_CITIES);
    await flushMicrotasks();
    expect(effects.areas.at(-1)).toEqual({ provinceCode: '110000', cityCode: '110100' });
    h.pending('areas')!.resolve(BJ_DISTRICTS);
    await flushMicrotasks();
    const { context } = h.snapshot() as unknown as Snap;
    expect(context.values).toMatchObject({ provinceCode: '110000', cityCode: '110100', districtCode: '' });
    expect(context.districts).toHaveLength(2);
    h.stop();
  });

  it('locates: position, geocoder, codes filled, the detail hint without the region names', async () => {
    const effects = fresh();
    const h = startForm(effects, { address: null, canLocate: true });
    h.pending('areas')!.resolve(SZ_LISTS);
    await flushMicrotasks();
    h.send({ type: 'LOCATE' });
    h.pending('position')!.resolve(HERE);
    await flushMicrotasks();
    h.pending('geocode')!.resolve(PLACE);
    await flushMicrotasks();
    expect(effects.areas.at(-1)).toEqual({ provinceCode: '320000', cityCode: '320500' });
    h.pending('areas')!.resolve(SZ_LISTS);
    await flushMicrotasks();
    const { context } = h.snapshot() as unknown as Snap;
    expect(context.values).toMatchObject({ provinceCode: '320000', cityCode: '320500', districtCode: '320583', detail: '前进西路 1 号附近' });
    expect(context.located).toBe(PLACE.formatted_address);
    h.stop();
  });

  it('leaves 详细地址 empty when the geocoder knows the division only, and keeps what was typed', () => {
    expect(detailHint({ ...PLACE, formatted_address: '江苏省苏州市昆山市' })).toBe('');
    expect(detailHint({ ...PLACE, formatted_address: '北京市东城区', province: '北京市', city: '北京市', district: '东城区' })).toBe('');
  });
});

// The add/edit address dialog (AddressFormDialog): the fields of POST memberAddress/save|update,
// checked with the shared schema (domain/member-books/book-payloads.ts AddressBody); the region as
// a province > city > district cascader whose lists are read level by level (GB/T 2260, GET
// /system/api/sys/area/subList[/id]); and 定位: the device position, turned into division codes
// and an address by the reverse geocoder. One thing at a time (typing is never blocked):
// - areas: reads the lists the chosen codes need (a newer choice cancels an older read); a
//   level with one entry only (a municipality's city, 东莞's district) is chosen at once.
// - 定位: no geolocation on the device -> `unsupported` (the view shows the spec's alert
//   您的设备不支持定位功能); else position -> reverse geocode -> the codes are filled in, their
//   lists read, and the found address beyond the division names goes into 详细地址 when it is
//   empty (the whole formatted_address is kept as `located`, a hint). A failure is kept as
//   `locateError`.
// - submit: check with the schema, then save; `saved` hands the server's row to the app.
// The app provides `loadAreas`, `getPosition`, `reverseGeocode`, `saveAddress` and `saved`.
import { assign, emit, fromPromise, setup } from 'xstate';
import { AddressBody } from '../../domain/member-books/book-payloads.ts';
import { failureOf } from '../shared/service-failure.ts';
import { hasFieldErrors, orNull, schemaErrors, withoutFieldError } from './form-errors.ts';
import type { FormErrors } from './form-errors.ts';
import type { PlaceFound } from '../../domain/member-books/place.ts';

export type { PlaceFound };

/** A division of GET /system/api/sys/area/subList[/id]. */
export interface AreaNode {
  id: string;
  name: string;
  level: 1 | 2 | 3;
  parentId: string | null;
  hasChildren: boolean;
}

/** An address as GET memberAddress/list and save/update answer it. */
export interface AddressRow {
  id: number;
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  regionText: string;
  detail: string;
  postcode: string | null;
  tag: string | null;
  isDefault: boolean;
  updatedAt?: string;
}

export type AddressPayload = AddressBody;

export interface AddressValues {
  consignee: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  postcode: string;
  tag: string;
  isDefault: boolean;
}

export type AddressTextField = 'consignee' | 'mobile' | 'detail' | 'postcode' | 'tag';
export type AddressField = AddressTextField | 'region';

export interface AreaLists {
  provinces: AreaNode[];
  cities: AreaNode[];
  districts: AreaNode[];
}

export interface AreaRequest {
  provinceCode: string;
  cityCode: string;
}

export interface Position {
  lat: number;
  lng: number;
}

/** Why 定位 did not fill the form: the browser's refusal, or the geocoder's own words. */
export interface LocateError {
  kind: 'denied' | 'unavailable' | 'timeout' | 'server';
  message?: string;
}

export interface SaveAddressInput {
  id: number | null;
  body: AddressPayload;
}

export interface AddressFormInput {
  address: AddressRow | null;
  /** navigator.geolocation exists. */
  canLocate: boolean;
}

export interface AddressFormContext extends AreaLists {
  id: number | null;
  canLocate: boolean;
  values: AddressValues;
  errors: FormErrors<AddressField>;
  formError: string | null;
  locateError: LocateError | null;
  /** The geocoder's formatted_address of the last 定位 (a hint beside 详细地址). */
  located: string | null;
}

export type AddressFormEvent =
  | { type: 'EDIT'; field: AddressTextField; value: string }
  | { type: 'TOGGLE_DEFAULT'; on: boolean }
  | { type: 'PICK_PROVINCE'; code: string }
  | { type: 'PICK_CITY'; code: string }
  | { type: 'PICK_DISTRICT'; code: string }
  | { type: 'RETRY_AREAS' }
  | { type: 'LOCATE' }
  | { type: 'DISMISS' }
  | { type: 'SUBMIT' };

const EMPTY: AddressValues = { consignee: '', mobile: '', provinceCode: '', cityCode: '', districtCode: '', detail: '', postcode: '', tag: '', isDefault: false };

export function valuesOf(row: AddressRow | null): AddressValues {
  if (!row) return EMPTY;
  return {
    consignee: row.consignee,
    mobile: row.mobile,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    detail: row.detail,
    postcode: row.postcode ?? '',
    tag: row.tag ?? '',
    isDefault: row.isDefault,
  };
}

/** The payload the form sends (trimmed; empty optional fields as null). */
export function addressPayload(values: AddressValues): AddressPayload {
  return {
    consignee: values.consignee.trim(),
    mobile: values.mobile.trim(),
    provinceCode: values.provinceCode,
    cityCode: values.cityCode,
    districtCode: values.districtCode,
    detail: values.detail.trim(),
    postcode: orNull(values.postcode),
    tag: orNull(values.tag),
    isDefault: values.isDefault,
  };
}

const REGION_PROPERTIES = ['provinceCode', 'cityCode', 'districtCode'];
const TEXT_FIELDS: readonly string[] = ['consignee', 'mobile', 'detail', 'postcode', 'tag'];

export function addressErrors(values: AddressValues): FormErrors<AddressField> {
  return schemaErrors<AddressField>(AddressBody, addressPayload(values) as unknown as Record<string, unknown>, (property) =>
    REGION_PROPERTIES.includes(property) ? 'region' : TEXT_FIELDS.includes(property) ? (property as AddressTextField) : null,
  );
}

/** The geocoder's address without the division names the cascader already shows. */
export function detailHint(place: PlaceFound): string {
  let text = place.formatted_address.trim();
  for (const name of [place.province, place.city, place.district]) {
    if (name && text.startsWith(name)) text = text.slice(name.length).trim();
  }
  return text;
}

/** The browser's GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function positionError(error: unknown): LocateError {
  const code = failureOf(error).code;
  return { kind: code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable' };
}

/** Keeps only codes that the lists hold (a stale or foreign code is dropped with its children). */
function consistent(values: AddressValues, lists: AreaLists): AddressValues {
  const province = lists.provinces.some((p) => p.id === values.provinceCode) ? values.provinceCode : '';
  const city = province && lists.cities.some((c) => c.id === values.cityCode) ? values.cityCode : '';
  const district = city && lists.districts.some((d) => d.id === values.districtCode) ? values.districtCode : '';
  return { ...values, provinceCode: province, cityCode: city, districtCode: district };
}

function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFormInput,
    emitted: {} as { type: 'saved'; row: AddressRow },
  },
  actors: {
    loadAreas: fromPromise<AreaLists, AreaRequest>(() => Promise.reject(new Error('loadAreas is provided by the app'))),
    getPosition: fromPromise<Position>(() => Promise.reject(new Error('getPosition is provided by the app'))),
    reverseGeocode: fromPromise<PlaceFound, Position>(() => Promise.reject(new Error('reverseGeocode is provided by the app'))),
    saveAddress: fromPromise<AddressRow, SaveAddressInput>(() => Promise.reject(new Error('saveAddress is provided by the app'))),
  },
  actions: {
    /** Hands the saved row to the app (emitted as `saved`: the dialog's onSaved). */
    saved: emit((_, params: { row: AddressRow }) => ({ type: 'saved' as const, row: params.row })),
    edit: assign(({ context }, params: { field: AddressTextField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      errors: withoutFieldError(context.errors, params.field),
      formError: null,
    })),
    toggleDefault: assign({ values: ({ context }, params: { on: boolean }) => ({ ...context.values, isDefault: params.on }) }),
    pick: assign(({ context }, params: { level: 1 | 2 | 3; code: string }) => {
      const v = context.values;
      const values =
        params.level === 1
          ? { ...v, provinceCode: params.code, cityCode: '', districtCode: '' }
          : params.level === 2
            ? { ...v, cityCode: params.code, districtCode: '' }
            : { ...v, districtCode: params.code };
      return {
        values,
        cities: params.level === 1 ? [] : context.cities,
        districts: params.level < 3 ? [] : context.districts,
        errors: withoutFieldError(context.errors, 'region'),
      };
    }),
    setAreas: assign(({ context }, params: { lists: AreaLists }) => {
      let values = consistent(context.values, params.lists);
      // One choice only: it is made at once.
      if (values.provinceCode && !values.cityCode && params.lists.cities.length === 1) values = { ...values, cityCode: params.lists.cities[0]!.id };
      if (values.cityCode && !values.districtCode && params.lists.districts.length === 1) values = { ...values, districtCode: params.lists.districts[0]!.id };
      return { ...params.lists, values };
    }),
    fillPlace: assign(({ context }, params: { place: PlaceFound }) => {
      // Only a street part beyond the division names is worth writing into 详细地址.
      const fillDetail = context.values.detail.trim() === '' && detailHint(params.place) !== '';
      const errors: FormErrors<AddressField> = withoutFieldError<AddressField>(context.errors, 'region');
      return {
        values: {
          ...context.values,
          provinceCode: params.place.provinceCode,
          cityCode: params.place.cityCode,
          districtCode: params.place.districtCode,
          detail: fillDetail ? detailHint(params.place) : context.values.detail,
        },
        errors: fillDetail ? withoutFieldError(errors, 'detail') : errors,
        locateError: null,
        located: params.place.formatted_address,
      };
    }),
    setLocateError: assign({ locateError: (_, params: { error: LocateError | null }) => params.error }),
    setErrors: assign({ errors: ({ context }) => addressErrors(context.values) }),
    clearErrors: assign({ errors: {}, formError: null }),
    setFormError: assign({ formError: (_, params: { message: string }) => params.message }),
  },
  guards: {
    invalid: ({ context }) => hasFieldErrors(addressErrors(context.values)),
    cannotLocate: ({ context }) => !context.canLocate,
    /** A choice from the list the cascader shows for that level. */
    listed: ({ context, event }) => {
      const list =
        event.type === 'PICK_PROVINCE' ? context.provinces : event.type === 'PICK_CITY' ? context.cities : event.type === 'PICK_DISTRICT' ? context.districts : [];
      return 'code' in event && list.some((n) => n.id === event.code);
    },
    /** After the lists arrived a single city was chosen at once: its districts are read next. */
    cityChosenAlone: ({ context, event }) => {
      const lists = outputOf<AreaLists>(event);
      const values = consistent(context.values, lists);
      return values.provinceCode !== '' && values.cityCode === '' && lists.cities.length === 1;
    },
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    id: input.address?.id ?? null,
    canLocate: input.canLocate,
    values: valuesOf(input.address),
    errors: {},
    formError: null,
    provinces: [],
    cities: [],
    districts: [],
    locateError: null,
    located: null,
  }),
  initial: 'areas',
  on: {
    // Typing is never blocked; the cascader and the buttons wait for what is under way.
    EDIT: { actions: { type: 'edit', params: ({ event }) => event } },
    TOGGLE_DEFAULT: { actions: { type: 'toggleDefault', params: ({ event }) => event } },
  },
  states: {
    /** Reading the lists the chosen codes need; a newer choice cancels an older read. */
    areas: {
      on: {
        PICK_PROVINCE: { guard: 'listed', target: 'areas', reenter: true, actions: { type: 'pick', params: ({ event }) => ({ level: 1, code: event.code }) } },
        PICK_CITY: { guard: 'listed', target: 'areas', reenter: true, actions: { type: 'pick', params: ({ event }) => ({ level: 2, code: event.code }) } },
      },
      invoke: {
        id: 'areas',
        src: 'loadAreas',
        input: ({ context }) => ({ provinceCode: context.values.provinceCode, cityCode: context.values.cityCode }),
        onDone: [
          {
            guard: 'cityChosenAlone',
            target: 'areas',
            reenter: true,
            actions: { type: 'setAreas', params: ({ event }) => ({ lists: event.output }) },
          },
          { target: 'editing', actions: { type: 'setAreas', params: ({ event }) => ({ lists: event.output }) } },
        ],
        onError: { target: 'areasFailed' },
      },
    },
    areasFailed: {
      on: { RETRY_AREAS: { target: 'areas' } },
    },
    editing: {
      on: {
        PICK_PROVINCE: { guard: 'listed', target: 'areas', actions: { type: 'pick', params: ({ event }) => ({ level: 1, code: event.code }) } },
        PICK_CITY: { guard: 'listed', target: 'areas', actions: { type: 'pick', params: ({ event }) => ({ level: 2, code: event.code }) } },
        PICK_DISTRICT: { guard: 'listed', actions: { type: 'pick', params: ({ event }) => ({ level: 3, code: event.code }) } },
        LOCATE: [
          { guard: 'cannotLocate', target: 'unsupported' },
          { target: 'positioning', actions: { type: 'setLocateError', params: { error: null } } },
        ],
        SUBMIT: [{ guard: 'invalid', actions: 'setErrors' }, { target: 'saving', actions: 'clearErrors' }],
      },
    },
    /** The spec's alert 您的设备不支持定位功能 is showing. */
    unsupported: {
      on: { DISMISS: { target: 'editing' } },
    },
    positioning: {
      invoke: {
        id: 'position',
        src: 'getPosition',
        onDone: { target: 'geocoding' },
        onError: { target: 'editing', actions: { type: 'setLocateError', params: ({ event }) => ({ error: positionError(event.error) }) } },
      },
    },
    geocoding: {
      invoke: {
        id: 'geocode',
        src: 'reverseGeocode',
        input: ({ event }) => outputOf<Position>(event),
        // The found codes need their lists: they are read next.
        onDone: { target: 'areas', actions: { type: 'fillPlace', params: ({ event }) => ({ place: event.output }) } },
        onError: {
          target: 'editing',
          actions: { type: 'setLocateError', params: ({ event }) => ({ error: { kind: 'server', message: failureOf(event.error).message } }) },
        },
      },
    },
    saving: {
      // The form is sent as it stood.
      on: { EDIT: {}, TOGGLE_DEFAULT: {} },
      invoke: {
        id: 'save',
        src: 'saveAddress',
        input: ({ context }) => ({ id: context.id, body: addressPayload(context.values) }),
        onDone: { target: 'saved', actions: { type: 'saved', params: ({ event }) => ({ row: event.output }) } },
        onError: { target: 'editing', actions: { type: 'setFormError', params: ({ event }) => ({ message: failureOf(event.error).message }) } },
      },
    },
    saved: {},
  },
});

// The member-books module's own TypeBox schemas: request shapes no form shares.
import { Type } from 'typebox';

const closed = { additionalProperties: false } as const;

/** subList/{id}: a six-digit GB/T 2260 code. */
export const AreaParams = Type.Object({ id: Type.String({ pattern: '^\\d{6}$', maxLength: 16, description: '行政区划代码' }) }, closed);

/** getAddressByLngLat: the decimal texts are parsed by the handler (with its own messages). */
export const LngLatQuery = Type.Object(
  {
    lat: Type.String({ maxLength: 20, description: '纬度（WGS-84）' }),
    lng: Type.String({ maxLength: 20, description: '经度（WGS-84）' }),
  },
  closed,
);

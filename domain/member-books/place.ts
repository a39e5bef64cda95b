// The answer of GET /common/open/common/map/getAddressByLngLat (spec 3: formatted_address), with
// the GB/T 2260 codes and names the address form fills in: one schema for the server's response
// and the type the SPA reads.
import { Type, type Static } from 'typebox';

export const PlaceFound = Type.Object({
  formatted_address: Type.String({ description: '地址（省市区）' }),
  provinceCode: Type.String({ description: '省代码' }),
  cityCode: Type.String({ description: '市代码' }),
  districtCode: Type.String({ description: '区县代码' }),
  province: Type.String({ description: '省' }),
  city: Type.String({ description: '市' }),
  district: Type.String({ description: '区县' }),
});
export type PlaceFound = Static<typeof PlaceFound>;

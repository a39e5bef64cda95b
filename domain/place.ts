// The answer of GET /common/open/common/map/getAddressByLngLat (spec 3: formatted_address), with
// the GB/T 2260 codes and names the address form fills in.
export interface PlaceFound {
  formatted_address: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
}

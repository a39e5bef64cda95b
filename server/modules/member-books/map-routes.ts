// GET /open/common/map/getAddressByLngLat?lat=&lng= -> the province, city and district of a point
// (the address form's 定位 button), answered by the local reverse geocoder (map-geocoder.ts).
import { PlaceFound } from '../../../domain/member-books/place.ts';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { reverseGeocode } from './map-geocoder.ts';
import { MAP_MSG } from './messages.ts';
import { LngLatQuery } from './schemas.ts';

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;

function coordinate(raw: string, limit: number, msg: string): number {
  const text = raw.trim();
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value) || Math.abs(value) > limit) throw badRequest(msg);
  return value;
}

const mapRoutes: Routes = async (app) => {
  app.get('/open/common/map/getAddressByLngLat', { schema: { querystring: LngLatQuery, response: Answers(PlaceFound) } }, async (request) => {
    const lat = coordinate(request.query.lat, 90, MAP_MSG.badLat);
    const lng = coordinate(request.query.lng, 180, MAP_MSG.badLng);
    const found = reverseGeocode(lat, lng);
    if (!found.ok) throw badRequest(MAP_MSG.outsideService);
    return ok(found.address);
  });
};

export default mapRoutes;

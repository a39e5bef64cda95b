// GET /open/common/map/getAddressByLngLat?lat=&lng= -> the province, city and district of a point
// (the address form's 定位 button), answered by the local reverse geocoder (map-geocoder.ts).
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { ok } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { reverseGeocode } from './map-geocoder.ts';

export const MAP_MSG = {
  outsideService: '该位置不在服务范围内',
  badLat: '纬度（lat）须为 -90 到 90 之间的数字',
  badLng: '经度（lng）须为 -180 到 180 之间的数字',
} as const;

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;

const LngLatQuery = Type.Object({
  lat: Type.String({ maxLength: 20 }),
  lng: Type.String({ maxLength: 20 }),
});

function coordinate(raw: string, limit: number, msg: string): number {
  const text = raw.trim();
  const value = Number(text);
  if (!DECIMAL.test(text) || !Number.isFinite(value) || Math.abs(value) > limit) throw badRequest(msg);
  return value;
}

export default async function mapRoutes(app: FastifyInstance) {
  app.get('/open/common/map/getAddressByLngLat', { schema: { querystring: LngLatQuery } }, async (request) => {
    const query = request.query as Static<typeof LngLatQuery>;
    const lat = coordinate(query.lat, 90, MAP_MSG.badLat);
    const lng = coordinate(query.lng, 180, MAP_MSG.badLng);
    const found = reverseGeocode(lat, lng);
    if (!found.ok) throw badRequest(MAP_MSG.outsideService);
    return ok(found.address);
  });
}

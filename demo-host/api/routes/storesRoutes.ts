import * as v from 'valibot';
import type { Hono } from 'hono';
import { COUNTRIES, STATES } from '../../../shared/routes/places';
import { RESERVATION_MODES } from '../../../shared/constants';
import type { ApiContext } from '../context';
import { requireStore } from '../data/findStore';

import { Flag, IdParams, numberIn, Page, paging, parseParams, parseQuery, PerPage } from '../../http';
import { textSchema } from '../../../shared/schemas';
import { dispensaryRecord, storeToWire } from '../wire';

const EARTH_RADIUS_MILES = 3958.8;
const DEFAULT_RADIUS_MILES = 25;

function milesBetween(lat1: number, long1: number, lat2: number, long2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLong = (long2 - long1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

const place = (name: string) => name.replace(/-/g, ' ').trim().toLowerCase();

// 000 §5: countries and states are valid only when they match known names (hyphens → spaces) or codes.
const Country = v.pipe(
  textSchema(60),
  v.transform((raw) => COUNTRIES.find((c) => c.code === raw.toUpperCase() || c.name === place(raw))?.code ?? ''),
  v.picklist(
    COUNTRIES.map((c) => c.code),
    `must be one of ${COUNTRIES.map((c) => `${c.code} (${c.name})`).join(', ')}`,
  ),
);
const State = v.pipe(
  textSchema(60),
  v.transform((raw) => STATES.find((s) => s.code === raw.toUpperCase() || s.name === place(raw))?.code ?? ''),
  v.string(),
  v.minLength(1, 'must be a US state, Canadian province or Puerto Rico, by name or postal code'),
);

const StoresQuery = v.pipe(
  v.object({
    country: v.optional(Country),
    state: v.optional(State),
    city: v.optional(v.pipe(textSchema(80), v.transform(place))),
    lat: v.optional(numberIn(-90, 90)),
    long: v.optional(numberIn(-180, 180)),
    radius: v.optional(numberIn(0, 500)),
    mode: v.optional(v.picklist(RESERVATION_MODES, `must be one of ${RESERVATION_MODES.join(', ')}`)),
    medical: v.optional(Flag),
    recreational: v.optional(Flag),
    page: v.optional(Page),
    per_page: v.optional(PerPage(100)),
  }),
  v.check((q) => (q.lat === undefined) === (q.long === undefined), 'lat and long go together'),
  v.check((q) => q.radius === undefined || q.lat !== undefined, 'radius needs lat and long'),
);

export function storesRoutes(app: Hono, ctx: ApiContext): void {
  // The directory (000 §2 /stores, /dispensaries/…): by place, by a point and radius, by mode; paged.
  app.get('/stores', async (c) => {
    const q = parseQuery(c, StoresQuery);
    const { page, per_page, offset } = paging(q, 20);
    let query = ctx.db.selectFrom('stores').selectAll();
    if (q.country) query = query.where('country_code', '=', q.country);
    if (q.state) query = query.where('state', '=', q.state);
    if (q.city) query = query.where((eb) => eb(eb.fn('lower', ['city']), '=', q.city!));
    if (q.mode) query = query.where(q.mode, '=', 1);
    if (q.medical !== undefined) query = query.where('medical', '=', q.medical ? 1 : 0);
    if (q.recreational !== undefined) query = query.where('recreational', '=', q.recreational ? 1 : 0);
    const radius = q.radius ?? DEFAULT_RADIUS_MILES;
    if (q.lat !== undefined && q.long !== undefined) {
      // A bounding box in SQL, then the exact great-circle distance here.
      const dLat = radius / 69;
      const dLong = radius / Math.max(1e-6, 69 * Math.cos((q.lat * Math.PI) / 180));
      query = query.where('lat', '>=', q.lat - dLat).where('lat', '<=', q.lat + dLat);
      if (dLong < 180) query = query.where('long', '>=', q.long - dLong).where('long', '<=', q.long + dLong);
    }
    if (q.lat === undefined || q.long === undefined) {
      // By place or mode only: the database pages.
      const [[{ count }], rows] = await Promise.all([
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .execute(),
        query.orderBy('name').orderBy('id').limit(per_page).offset(offset).execute(),
      ]);
      return c.json({ stores: rows.map((row) => dispensaryRecord(storeToWire(row))), nb_hits: Number(count), page, per_page });
    }
    const { lat, long } = q;
    const rows = await query.orderBy('name').orderBy('id').execute();
    const records = rows
      .map((row) => {
        const store = storeToWire(row);
        return dispensaryRecord(store, Math.round(milesBetween(lat, long, store.lat, store.long) * 10) / 10);
      })
      .filter((r) => r.distance! <= radius)
      .sort((a, b) => a.distance! - b.distance! || a.id - b.id);
    return c.json({ stores: records.slice(offset, offset + per_page), nb_hits: records.length, page, per_page });
  });

  app.get('/stores/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    // Answered as `{ store }` (docs/api.md).
    return c.json({ store: await requireStore(ctx.db, id) });
  });
}

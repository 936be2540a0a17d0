import type { Insertable, Kysely } from 'kysely';
import type { Database, DmEngagementsTable, DmInsightsTable } from '../../db';
import type { InsightEvent } from '../../../shared/merchandising';
import type { EngagementLog, EngagementSource } from './types';
import type { EngagementReader } from './engagementStats';

// The engagement log's writes (001 §7 events and insights). Guards against a device inflating a product's rank: nothing
// is stored without a device id, and each row's primary key counts at most one impression per device, product,
// placement and UTC day, one click (and one add-to-cart) per device, product and UTC hour, one checkout line per order,
// one insight per device, value and hour: a repeat inserts nothing (ON CONFLICT DO NOTHING).

const DEVICE_ID = /^[A-Za-z0-9_-]{20,21}$/;

const deviceOrNull = (deviceId: string | null | undefined): string | null => (deviceId && DEVICE_ID.test(deviceId) ? deviceId : null);

const daySlot = (at: Date) => at.toISOString().slice(0, 10);
const hourSlot = (at: Date) => at.toISOString().slice(0, 13);

export function createEngagementLog(db: Kysely<Database>, reader: EngagementReader, now: () => Date): EngagementLog {
  const insertEngagements = async (rows: Insertable<DmEngagementsTable>[]) => {
    if (rows.length === 0) return;
    await db
      .insertInto('dm_engagements')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const storeId of new Set(rows.map((row) => row.store_id))) reader.forgetStore(storeId);
  };
  const row = (deviceId: string, kind: DmEngagementsTable['kind'], productId: number, source: EngagementSource, slot: string, at: Date, units = 1) => ({
    kind,
    store_id: source.storeId,
    product_id: productId,
    device_id: deviceId,
    placement: source.placement ?? '',
    slot,
    flight_id: source.flightId,
    units,
    created_at: at.toISOString(),
  });

  return {
    async impressions(deviceId, items) {
      const device = deviceOrNull(deviceId);
      if (!device) return;
      const at = now();
      await insertEngagements(items.map((item) => row(device, 'impression', item.productId, item.source, daySlot(at), at)));
    },
    async click(deviceId, item) {
      const device = deviceOrNull(deviceId);
      if (!device) return;
      const at = now();
      const rows = [row(device, 'click', item.productId, item.source, hourSlot(at), at)];
      if (item.addToCart) rows.push(row(device, 'add_to_cart', item.productId, item.source, hourSlot(at), at));
      await insertEngagements(rows);
    },
    async externalCheckout(deviceId, storeId, order) {
      const device = deviceOrNull(deviceId);
      if (!device) return;
      const at = now();
      const units = new Map<number, number>();
      for (const line of order.products) units.set(line.productId, (units.get(line.productId) ?? 0) + line.count);
      const source: EngagementSource = { storeId, placement: null, flightId: null };
      await insertEngagements([...units].map(([productId, count]) => row(device, 'checkout', productId, source, `order:${order.posOrderId}`, at, count)));
    },
    async session(deviceId, distinctId, events) {
      const device = deviceOrNull(deviceId);
      if (!device || events.length === 0) return;
      const createdAt = now().toISOString();
      const rows = events.map((event) => ({
        device_id: device,
        distinct_id: distinctId,
        name: event.name,
        at: event.at === null ? null : String(event.at),
        created_at: createdAt,
      }));
      await db.insertInto('dm_sessions').values(rows).execute();
    },
    async insights(events) {
      const at = now();
      const rows = events.flatMap((event) => insightRows(event, at));
      if (rows.length === 0) return;
      await db
        .insertInto('dm_insights')
        .values(rows)
        .onConflict((oc) => oc.doNothing())
        .execute();
      reader.forgetInsights([...new Set(rows.map((r) => r.device_id))]);
    },
  };
}

/** 001 §7: an insight's filters or object ids, each a row under its device id (the user token); none without one. */
function insightRows(event: InsightEvent, at: Date): Insertable<DmInsightsTable>[] {
  const device = deviceOrNull(event.userToken);
  if (!device) return [];
  const base = { device_id: device, slot: hourSlot(at), event_name: event.eventName, created_at: at.toISOString() };
  const { objectIDs, filters } = event as { objectIDs?: readonly string[] | null; filters?: readonly string[] | null };
  const values = [...(objectIDs ?? []).map((value) => ({ kind: 'object' as const, value })), ...(filters ?? []).map((value) => ({ kind: 'filter' as const, value }))];
  const unique = new Map(values.map((entry) => [`${entry.kind}\u0000${entry.value}`, entry]));
  return [...unique.values()].map((entry) => ({ ...base, ...entry }));
}

import type { DmProduct } from '../../../shared/schemas/merchandisingAnswers';
import type { DmClient } from '../../api/dmClient';
import type { WidgetInstance } from '../../app';
import { readDeviceId } from './rankedRowRequests';

/** How long impressions gather before they go as one POST /v2/event/1 (and at once when the page is hidden). */
export const IMPRESSION_FLUSH_MS = 1000;
/** The most engagements one impression event carries (docs/api-merchandising.md). */
const IMPRESSIONS_PER_EVENT = 100;

/** What the events need of a ranked product: its id and the opaque tokens the service put on it. */
export type RankedItem = Pick<DmProduct, 'object_id' | 'product_id' | 'ad_token' | 'kevel_token' | 'my_high_d'>;

type Engagement = { adToken: string | null; kevelToken: string | null; myHighD: string | null; productId: number };

/** What the service needs back about a ranked product it served (001 §7): its opaque tokens and the product. */
export function engagementOf(product: RankedItem): Engagement {
  return { adToken: product.ad_token, kevelToken: product.kevel_token, myHighD: product.my_high_d, productId: product.product_id };
}

function shopperOf(widget: WidgetInstance) {
  const deviceId = readDeviceId(widget);
  const user = widget.session.user.peek();
  return { distinctId: user ? String(user.id) : deviceId, janeDeviceId: deviceId };
}

interface ImpressionQueue {
  pending: Engagement[];
  timer: ReturnType<typeof setTimeout> | null;
}

const queues = new WeakMap<WidgetInstance, Map<string, ImpressionQueue>>();

function flush(widget: WidgetInstance, client: DmClient, queue: ImpressionQueue): void {
  if (queue.timer !== null) clearTimeout(queue.timer);
  queue.timer = null;
  while (queue.pending.length > 0) client.send('/v2/event/1', { ...shopperOf(widget), engagements: queue.pending.splice(0, IMPRESSIONS_PER_EVENT) });
}

/**
 * 001 §7 POST /v2/event/1: an impression joins the widget's queue for that service, sent a second after the first
 * one queued or when the page is hidden (pagehide: the shopper leaves, the beacon still goes).
 */
export function queueImpression(widget: WidgetInstance, client: DmClient, product: RankedItem): void {
  const byService = queues.get(widget) ?? new Map<string, ImpressionQueue>();
  queues.set(widget, byService);
  let queue = byService.get(client.base);
  if (!queue) {
    const created: ImpressionQueue = { pending: [], timer: null };
    byService.set(client.base, created);
    globalThis.addEventListener?.('pagehide', () => flush(widget, client, created));
    queue = created;
  }
  queue.pending.push(engagementOf(product));
  const current = queue;
  queue.timer ??= setTimeout(() => flush(widget, client, current), IMPRESSION_FLUSH_MS);
}

/** 001 §7 POST /v2/event/2: the shopper opened a ranked product, or added it to the bag from its row (isAddToCart). */
export function sendClick(widget: WidgetInstance, client: DmClient, product: RankedItem, storeId: number, isAddToCart: boolean): void {
  client.send('/v2/event/2', { ...engagementOf(product), ...shopperOf(widget), isAddToCart, storeId });
}

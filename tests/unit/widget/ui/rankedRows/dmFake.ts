import { afterEach, beforeEach, vi } from 'vitest';
import type { Placement } from '../../../../../shared/merchandising';
import type { DmProduct, SmartAnswer } from '../../../../../shared/schemas/merchandisingAnswers';
import { flowerProduct } from '../../support/fixtures';

/** A device id as 001 §9 has it (21 characters). */
export const DEVICE_ID = 'abcdefghij0123456789K';

export interface DmCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly init: RequestInit;
}

type DmAnswer = unknown | Response | null;

/**
 * The merchandising service faked behind the global fetch (the dm client's): `answer` gets the path under /dm and
 * the JSON body; its value is sent as JSON (null: 204). Every call is recorded.
 */
export function fakeDm(answer: (path: string, body: Record<string, unknown>) => DmAnswer | Promise<DmAnswer>) {
  const calls: DmCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/dm/, '');
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body, init });
    const value = await answer(path, body);
    if (value instanceof Response) return value;
    if (value === null) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

export function dmProduct(id: number, overrides: Partial<DmProduct> = {}): DmProduct {
  return {
    object_id: `product-${id}`,
    product_id: id,
    ad_token: `ad-${id}`,
    kevel_token: `kevel-${id}`,
    my_high_d: `mhd-${id}`,
    flight_id: null,
    search_attributes: flowerProduct({ id, product_id: id, name: `Ranked ${id}` }) as unknown as DmProduct['search_attributes'],
    ...overrides,
  };
}

export function smartAnswer(placement: Placement, products: readonly DmProduct[], overrides: Partial<SmartAnswer> = {}): SmartAnswer {
  return {
    placement,
    title: `Row ${placement}`,
    creative_ids: [],
    custom_image_data: null,
    products: [...products],
    object_ids: products.map((product) => product.object_id),
    search_facets: null,
    nb_hits: products.length,
    ...overrides,
  };
}

/** Products 100·n+1… for a placement, so each row's cards are its own. */
export const rowProducts = (placement: Placement, count = 3) => Array.from({ length: count }, (_, i) => dmProduct(100 * (placementIndex(placement) + 1) + i + 1));
const placementIndex = (placement: Placement) =>
  ['best_selling', 'menu_top_row', 'specials', 'buy_again_row', 'thematic_row', 'menu_dynamic_row', 'menu_inline', 'pdp_row', 'cart_toppers'].indexOf(placement);

/** The service answering every placement with its own products (POST /v2/smart and /v2/multi). */
export function everyRow(path: string, body: Record<string, unknown>): DmAnswer {
  if (path === '/v2/smart') return smartAnswer(body.placement as Placement, rowProducts(body.placement as Placement));
  if (path === '/v2/multi') return { placements: (body.placements as { placement: Placement }[]).map(({ placement }) => smartAnswer(placement, rowProducts(placement))) };
  return null;
}

/**
 * IntersectionObserver under the test's control: `show(element, ratio)` reports an element that much on screen;
 * `created` hears each observer's options.
 */
export function fakeIntersections(created?: (init: IntersectionObserverInit) => void) {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback, init: IntersectionObserverInit = {}) {
      created?.(init);
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show(element: Element, ratio: number) {
      for (const observer of observers) {
        for (const watched of observer.elements) {
          if (watched !== element && !watched.contains(element) && !element.contains(watched)) continue;
          const entry = { target: watched, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry;
          observer.callback([entry], observer as unknown as IntersectionObserver);
        }
      }
    },
  };
}

/** Events go through fetch (keepalive) rather than a beacon, so the fake sees them. */
export function withoutBeacon() {
  let saved: PropertyDescriptor | undefined;
  beforeEach(() => {
    saved = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(navigator, 'sendBeacon', saved);
    else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    vi.unstubAllGlobals();
  });
}

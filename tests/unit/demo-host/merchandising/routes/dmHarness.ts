import type { Hono } from 'hono';
import { DM_PUBLIC_API_KEY, DM_SOURCE, DM_VERSION } from '../../../../../shared/merchandising';
import type { BudtenderAnswer } from '../../../../../shared/schemas/merchandisingAnswers';
import { createMenuIndexCache } from '../../../../../demo-host/api';
import { createMerchandisingApi } from '../../../../../demo-host/merchandising';
import type { MerchandisingDeps } from '../../../../../demo-host/merchandising/deps';
import type { Budtender } from '../../../../../demo-host/merchandising/budtender/types';
import type { EngagementLog, RankRequest, Ranking } from '../../../../../demo-host/merchandising/ranking/types';
import { openHarness, type Answer, type Harness } from '../../commerce/harness';

export const PARTNER_ORIGIN = 'https://partner.example';
export const DEVICE_ID = 'abcdefghij0123456789K';
export const JDM = { jdm_source: DM_SOURCE, jdm_version: DM_VERSION, jdm_api_key: DM_PUBLIC_API_KEY };
/** The sponsored product of every row the fake ranking answers: its flight. */
export const FLIGHT_ID = 77;

/** Every call the fake ranking and budtender received, in order. */
export interface Recorded {
  ranked: RankRequest[];
  logged: { method: keyof EngagementLog; args: unknown[] }[];
  asked: { method: keyof Budtender; args: unknown[] }[];
}

/**
 * A recording Ranking over the store's menu index: every placement answers the store's visible products in index
 * order, the first one sponsored (FLIGHT_ID); `sale` answers a row with no products; an unknown store null.
 */
function recordingRanking(h: Harness, menus: ReturnType<typeof createMenuIndexCache>, recorded: Recorded): Ranking {
  const log = new Proxy({} as EngagementLog, {
    get:
      (_target, method: keyof EngagementLog) =>
      async (...args: unknown[]) =>
        void recorded.logged.push({ method, args }),
  });
  return {
    log,
    async rank(request) {
      recorded.ranked.push(request);
      const exists = await h.db.selectFrom('stores').select('id').where('id', '=', request.storeId).executeTakeFirst();
      if (!exists) return null;
      const index = await menus.get(request.storeId);
      const productIds = request.fields.placement === 'sale' ? [] : Array.from(index.ids);
      return {
        title: `Row ${request.fields.placement}`,
        productIds,
        sponsored: new Map([[productIds[0], FLIGHT_ID]]),
        creativeIds: [],
        customImage: null,
        facets: null,
        nbHits: productIds.length,
      };
    },
  };
}

/** The fake budtender's answer: one product, with tokens that are not the service's. */
export const BUDTENDER_PRODUCT_ID = 3;
const ANSWER: BudtenderAnswer = {
  query: {
    text: 'sleep',
    kinds: [],
    lineages: [],
    feelings: ['sleepy'],
    activities: [],
    brands: [],
    max_price_cents: null,
    min_price_cents: null,
    thc: null,
    cbd: null,
    max_dose_mg: null,
  },
  totalResults: 1,
  markdownResponse: 'Try this',
  htmlResponse: '<p>Try this</p>',
  unformattedResponse: 'Try this',
  products: [
    {
      object_id: String(BUDTENDER_PRODUCT_ID),
      product_id: BUDTENDER_PRODUCT_ID,
      ad_token: 'engine-token',
      kevel_token: null,
      my_high_d: null,
      flight_id: null,
      search_attributes: null,
      score: 0.9,
      reasoning: 'Sleepy',
    },
  ],
};

function recordingBudtender(recorded: Recorded): Budtender {
  return {
    async answer(storeId, query) {
      recorded.asked.push({ method: 'answer', args: [storeId, query] });
      return storeId === 1 ? ANSWER : null;
    },
    async suggestedQueries(storeId) {
      recorded.asked.push({ method: 'suggestedQueries', args: [storeId] });
      return storeId === 1 ? ['Something to help me sleep'] : null;
    },
  };
}

export interface DmHarness {
  h: Harness;
  app: Hono;
  recorded: Recorded;
  /** A POST as the widget sends it: text/plain JSON (a string body is sent as is), jdm_* on the URL unless `query` replaces them. */
  post<T = any>(path: string, body: unknown, options?: { query?: Record<string, string>; headers?: Record<string, string>; token?: string }): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** The merchandising service over the small harness catalogue (2 stores, DATABASE_URL for PostgreSQL), with a recording ranking and budtender. */
export async function openDmHarness(extra: Partial<MerchandisingDeps> = {}): Promise<DmHarness> {
  const h = await openHarness();
  const menus = createMenuIndexCache(h.db);
  const recorded: Recorded = { ranked: [], logged: [], asked: [] };
  const app = createMerchandisingApi({
    db: h.db,
    menus,
    ranking: recordingRanking(h, menus, recorded),
    budtender: recordingBudtender(recorded),
    authenticate: h.authenticate,
    partnerOrigins: [PARTNER_ORIGIN],
    tokenKey: 'dm-test-key-0123456789',
    env: {},
    ...extra,
  });
  return {
    h,
    app,
    recorded,
    async post(path, body, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const url = `${path}?${new URLSearchParams(options.query ?? JDM)}`;
      const response = await app.request(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    close: () => h.close(),
  };
}

import type { MenuProduct } from '../../../../../../shared/types';
import type { BudtenderProduct, BudtenderReply } from '../../../../../../widget/api/budtender';
import { flowerProduct } from '../../../support/fixtures';

/** A device id as 001 §9 has it (21 characters). */
export const DEVICE_ID = 'V1StGXR8_Z5jdHi6B-myT';

export interface DmCall {
  readonly path: string;
  readonly body: unknown;
  readonly signal: AbortSignal | null | undefined;
}

/** An answer of the fake: a body (200 JSON), null (204), a status (an empty non-OK answer) or a Response to come. */
export type FakeAnswer = unknown | null | number | ((call: DmCall) => Promise<Response>);

function respond(answer: FakeAnswer, call: DmCall): Response | Promise<Response> {
  if (typeof answer === 'function') return (answer as (call: DmCall) => Promise<Response>)(call);
  if (answer === null) return new Response(null, { status: 204 });
  if (typeof answer === 'number') return new Response('', { status: answer });
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The merchandising service's two budtender calls over a fetch double (001 §7): text/plain JSON bodies are recorded
 * with the path and signal; any other path answers 404, as the service does before it is deployed.
 */
export function budtenderFetch(answers: { queries?: FakeAnswer; answer?: FakeAnswer }) {
  const calls: DmCall[] = [];
  const doFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call = { path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : null, signal: init.signal };
    calls.push(call);
    if (url.pathname.endsWith('/v2/virtual-budtender/queries') && 'queries' in answers) {
      const queries = answers.queries;
      return respond(Array.isArray(queries) ? { queries } : queries, call);
    }
    if (url.pathname.endsWith('/v2/virtual-budtender') && 'answer' in answers) return respond(answers.answer, call);
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  }) as typeof fetch;
  return { fetch: doFetch, calls };
}

/** A response the test lets through when it chooses; aborting the request rejects it as fetch does. */
export function heldResponse() {
  let release: (response: Response) => void = () => undefined;
  const respond = (call: DmCall) =>
    new Promise<Response>((resolve, reject) => {
      release = resolve;
      call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { respond, release: (response: Response) => release(response) };
}

export const jsonResponse = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A budtender product: the menu product with the ranking fields and its one-line reason. */
export function rankedProduct(product: MenuProduct, reasoning: string, score = 0.9): BudtenderProduct {
  return {
    object_id: String(product.id),
    product_id: product.id,
    ad_token: null,
    kevel_token: null,
    my_high_d: null,
    flight_id: null,
    search_attributes: product,
    score,
    reasoning,
  };
}

export function budtenderAnswer(overrides: Partial<BudtenderReply> = {}): BudtenderReply {
  const products = [
    rankedProduct(flowerProduct({ id: 21, product_id: 21, name: 'Jack Herer Cart', kind: 'vape', category: 'sativa' }), 'Sativa vape, 88% THC'),
    rankedProduct(flowerProduct({ id: 22, product_id: 22, name: 'Sour Diesel Cart', kind: 'vape', category: 'sativa' }), 'Uplifting, under $40', 0.7),
  ];
  return {
    query: {
      text: 'a strong sativa vape',
      kinds: ['vape'],
      lineages: ['sativa'],
      feelings: [],
      activities: [],
      brands: [],
      max_price_cents: null,
      min_price_cents: null,
      thc: 'high',
      cbd: null,
      max_dose_mg: null,
    },
    totalResults: 7,
    markdownResponse: 'Here are **strong sativa vapes** from this store.\n\n- Jack Herer is the strongest\n- Sour Diesel costs less',
    htmlResponse: '<p>Here are <strong>strong sativa vapes</strong> from this store.</p>',
    unformattedResponse: 'Here are strong sativa vapes from this store.',
    products,
    ...overrides,
  };
}

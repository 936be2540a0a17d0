import type { Hono } from 'hono';
import { requestUrl } from '../../shared/routes';
import { bootRequests, type BootGet } from '../../shared/search';

/**
 * The API answers the first page of a widget URL renders from, asked of the API in-process, keyed by path and
 * query as the widget's request layer builds them. Written into the widget's HTML, they spare the first render
 * a round trip after the scripts run (DESIGN §3 first product card). Only 200 answers: anything else (420
 * maintenance, 404) the widget asks for itself and handles as usual. The menu searches ask for cards
 * (`fields=card`), as the widget does, so the widget keeps them as its answers and no card is asked for twice.
 */
export async function inlineAnswers(api: Hono, url: URL): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    bootRequests(url).gets.map(async (get) => {
      const key = requestUrl('', get.path, get.query);
      const response = await api.request(key, { headers: { Accept: 'application/json' } });
      if (response.status === 200) answers[key] = trimmed(get, await response.json());
    }),
  );
  return answers;
}

/** The Best sellers row reads only its products: its facets are left out. */
function trimmed(get: BootGet, answer: unknown): unknown {
  return get.productsOnly && typeof answer === 'object' && answer !== null ? { ...answer, facets: {} } : answer;
}

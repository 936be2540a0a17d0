import type { Hono } from 'hono';
import { requestUrl } from '../../shared/routes';
import { bootRequests } from '../../shared/search';

/**
 * The API answers the first page of a widget URL renders from, asked of the API in-process, keyed by path and
 * query as the widget's request layer builds them. Written into the widget's HTML, they spare the first render
 * a round trip after the scripts run (DESIGN §3 first product card). Only 200 answers: anything else (420
 * maintenance, 404) the widget asks for itself and handles as usual.
 */
export async function inlineAnswers(api: Hono, url: URL): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  await Promise.all(
    bootRequests(url).gets.map(async ({ path, query }) => {
      const key = requestUrl('', path, query);
      const response = await api.request(key, { headers: { Accept: 'application/json' } });
      if (response.status === 200) answers[key] = await response.json();
    }),
  );
  return answers;
}

import { configFromUrl } from '../../shared/routes';
import { bootRequests } from '../../shared/search';
import { createEarlyResponses } from './earlyResponses';
import type { EarlyResponses, InlineAnswers } from './earlyResponses';
import { preloadRoute } from './RouteView';

/**
 * Boot work that need not wait for the loader's handshake: the widget's own URL names the mode, the store and
 * the route (DESIGN §1.5), so the route's chunk and the first page's data are requested at once — unless the
 * host already answered them in the HTML (`inline`). The loader's config normally agrees; where it does not,
 * the request layer asks for other URLs and these answers go unused. framelessEmbed passes its URL as the iframe's would
 * be and the API base its config names (a partner-hosted one included).
 */
export function startEarlyLoad(url: URL, inline: InlineAnswers = {}, apiBase?: string): EarlyResponses {
  const config = configFromUrl(url, url.origin);
  const early = createEarlyResponses(apiBase ?? config.apiBase, undefined, undefined, inline);
  const plan = bootRequests(url);
  if (plan.match) preloadRoute(plan.match, plan.configuredStore, config.mode);
  for (const get of plan.gets) early.get(get.path, get.query);
  return early;
}

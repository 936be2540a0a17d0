import type { WidgetConfig } from '../../shared/protocol';
import { withModeBase } from '../../shared/routes';
import { preloadRankedRows } from '../ui/rankedRows/lazyRows';
import type { EarlyResponses } from './earlyResponses';
import { startEarlyLoad } from './startEarlyLoad';

// No host draws a first view into a shadow root: the first page's answers are asked for at once, side by side, and
// the first render waits for them and for the ranked rows' code (this long at most), so it draws the page itself.
// Drawn first as skeletons, the page's content arrived taller and pushed what the shopper saw down (Lighthouse mobile
// CLS 0.097 on the demo page); drawn before the rows' code, the Best sellers row was swapped for its ranked row a
// moment later, and a carousel the shopper had focused lost its focus.
const FIRST_PAGE_WAIT_MS = 3000;

export interface FramelessFirstPage {
  /** The first page's answers, as the request layer will ask for them; none on a route the early load cannot read. */
  readonly early: EarlyResponses | undefined;
  /** Settles once they and the rows' code have arrived, or after FIRST_PAGE_WAIT_MS. */
  readonly ready: Promise<void>;
}

/** framelessEmbed's boot: its first page's answers asked for as the iframe's widget would (its URL under the mode base). */
export function framelessFirstPage(config: WidgetConfig): FramelessFirstPage {
  const early = firstAnswers(config);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  const arrived = Promise.all([early?.arrived(), preloadRankedRows()]).then(() => undefined);
  return { early, ready: Promise.race([arrived, waited]) };
}

function firstAnswers(config: WidgetConfig): EarlyResponses | undefined {
  try {
    return startEarlyLoad(new URL(withModeBase(config, config.initialPath), config.apiBase), {}, config.apiBase);
  } catch (error) {
    console.error('[Canopy] early loading failed; the widget loads its first page itself', error);
    return undefined;
  }
}
